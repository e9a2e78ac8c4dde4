/** A point of the evaluation graph: the position after move `ply` (1 … the game's length). */
export interface GraphPoint {
  readonly ply: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The band of the graph that stands for move `ply` of `plies`: the game's moves side by side,
 * equally wide, the first at the left. Its middle is where the move's point is drawn, and the
 * whole band answers a click.
 */
export function plyBand(ply: number, plies: number, width: number): { x: number; width: number } {
  if (!(Number.isInteger(ply) && ply >= 1 && ply <= plies)) {
    throw new Error(`move ${ply} is not one of ${plies}`);
  }
  const band = width / plies;
  return { x: (ply - 1) * band, width: band };
}

/**
 * The points of one seat's line: for each move analysed so far, the seat's share after it
 * (1 at the top of the graph, 0 at the bottom). `shares[i]` is after move i + 1; undefined
 * where the move is not analysed yet (no point is drawn there).
 */
export function graphPoints(
  shares: readonly (readonly number[] | undefined)[],
  seat: number,
  width: number,
  height: number,
): GraphPoint[] {
  const out: GraphPoint[] = [];
  shares.forEach((after, i) => {
    if (!after) return;
    const band = plyBand(i + 1, shares.length, width);
    const share = Math.max(0, Math.min(1, after[seat]));
    out.push({ ply: i + 1, x: band.x + band.width / 2, y: (1 - share) * height });
  });
  return out;
}

/** An SVG path through the points, broken where a move is not analysed yet. */
export function linePath(points: readonly GraphPoint[]): string {
  let path = '';
  let previous = -1;
  for (const p of points) {
    path += `${p.ply === previous + 1 ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`;
    previous = p.ply;
  }
  return path;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * The area under a seat's line down to the bottom edge (the first seat's share, in a game of
 * two), over the stretch analysed from the first move on: it starts at the left edge and, once
 * the last move is analysed, reaches the right one.
 */
export function areaPath(
  points: readonly GraphPoint[],
  plies: number,
  width: number,
  height: number,
): string {
  let end = 0;
  while (end < points.length && points[end].ply === end + 1) end++;
  if (end === 0) return '';
  const run = points.slice(0, end);
  const last = run[end - 1];
  const right = last.ply === plies ? width : last.x;
  return (
    `M0 ${height}L0 ${round(run[0].y)}` +
    run.map((p) => `L${round(p.x)} ${round(p.y)}`).join('') +
    `L${round(right)} ${round(last.y)}L${round(right)} ${height}Z`
  );
}
