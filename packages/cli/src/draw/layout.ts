import type { GameDefinition, Topology } from '@trigon/engine';

/** Where each cell of a board goes on a character grid. */
export interface BoardLayout {
  /** The angle (degrees, anticlockwise) by which the topology's drawing frame was turned. */
  readonly rotation: number;
  /**
   * Display rows, top first. Each row's cells run left to right; `columns` are their places in
   * grid units (half a triangle side, or one square), counted from the leftmost cell of the
   * board, so cells of different rows line up.
   */
  readonly rows: readonly {
    readonly cells: readonly number[];
    readonly columns: readonly number[];
  }[];
  /** Per cell, after the turn: 1 if the triangle points up (always 0 for squares). */
  readonly pointsUp: Uint8Array;
}

const ROW_HEIGHT = { triangles: Math.sqrt(3) / 2, squares: 1 };
const COLUMN_WIDTH = { triangles: 0.5, squares: 1 };
/** Turns that keep the tiling's rows horizontal: triangles then point straight up or down. */
const TURN_STEP = { triangles: 60, squares: 90 };

/**
 * Lays the board out in rows after turning it by `rotation` degrees, which must be a multiple
 * of 60 (triangles) or 90 (squares) so that the rows of the tiling are horizontal.
 */
export function layoutBoard(topology: Topology, rotation: number): BoardLayout {
  const shape = topology.shape;
  if (rotation % TURN_STEP[shape] !== 0) {
    throw new Error(`a ${shape} board cannot be drawn turned by ${rotation}°`);
  }
  const turn = turner(rotation);
  const rowOf = new Map<number, { cell: number; column: number }[]>();
  const pointsUp = new Uint8Array(topology.size);
  let leftmost = Infinity;
  for (let cell = 0; cell < topology.size; cell++) {
    const corners = topology.polygon(cell).map(turn);
    const cx = corners.reduce((s, p) => s + p[0], 0) / corners.length;
    const cy = corners.reduce((s, p) => s + p[1], 0) / corners.length;
    // The bottom edge (or bottom corner) of a cell lies on the line below its row.
    const row = Math.round(Math.min(...corners.map((p) => p[1])) / ROW_HEIGHT[shape]);
    const column = Math.round(cx / COLUMN_WIDTH[shape] - (shape === 'squares' ? 0.5 : 0));
    if (shape === 'triangles')
      pointsUp[cell] = corners.filter((p) => p[1] > cy).length === 1 ? 1 : 0;
    leftmost = Math.min(leftmost, column);
    const members = rowOf.get(row) ?? [];
    members.push({ cell, column });
    rowOf.set(row, members);
  }
  const rows = [...rowOf.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, members]) => {
      members.sort((a, b) => a.column - b.column);
      return {
        cells: members.map((m) => m.cell),
        columns: members.map((m) => m.column - leftmost),
      };
    });
  return { rotation, rows, pointsUp };
}

/**
 * The turn that draws the game with its first seat nearest the viewer, as far as a turn that
 * keeps the rows horizontal allows: the allowed turn nearest to the game's own view of its
 * first seat (`views[0]`); between two equally near, the one that puts the first seat's army
 * of the start position lower on the screen.
 */
export function chooseRotation(game: GameDefinition): number {
  const step = TURN_STEP[game.topology.shape];
  const wanted = game.views[0] ?? 0;
  const candidates: number[] = [];
  for (let angle = 0; angle < 360; angle += step) candidates.push(angle);
  const distance = (angle: number) => Math.abs(((((angle - wanted) % 360) + 540) % 360) - 180);
  const nearest = Math.min(...candidates.map(distance));
  const tied = candidates.filter((angle) => distance(angle) - nearest < 1e-9);
  if (tied.length === 1) return tied[0];

  const start = game.create();
  const army: number[] = [];
  for (let cell = 0; cell < game.topology.size; cell++) {
    const stack = start.contents(cell);
    if (stack.length > 0 && stack[stack.length - 1].owner === 0) army.push(cell);
  }
  // How high the army stands above the bottom of the board, on average.
  const height = (angle: number) => {
    const turn = turner(angle);
    const y = (cell: number) => turn(game.topology.centroid(cell))[1];
    let bottom = Infinity;
    for (let cell = 0; cell < game.topology.size; cell++) bottom = Math.min(bottom, y(cell));
    return army.reduce((sum, cell) => sum + y(cell) - bottom, 0) / Math.max(army.length, 1);
  };
  return tied.reduce((best, angle) => (height(angle) < height(best) - 1e-9 ? angle : best));
}

function turner(degrees: number): (p: readonly [number, number]) => [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return ([x, y]) => [x * cos - y * sin, x * sin + y * cos];
}
