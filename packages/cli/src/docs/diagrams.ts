import type { GameDefinition, Topology } from '@trigon/engine';

/**
 * The pictures of the rules files (docs/rules/diagrams/): for every game, its board with every
 * cell's name, and for every kind of piece the cells it reaches from the board's central cell on
 * an otherwise empty board. Everything is drawn from the engine itself (the topology's polygons
 * and names, `GameDefinition.reach`), so a picture can never disagree with the rules the engine
 * plays; the test beside this file fails when a committed picture is stale.
 */

export interface Diagram {
  /** File name inside docs/rules/diagrams/. */
  readonly file: string;
  readonly svg: string;
}

type Point = readonly [number, number];

/** Screen units per cell side. */
const SCALE = 56;
const MARGIN = 12;
/** Room above the board for the caption. */
const CAPTION = 26;

// Orientation A (and the even squares) light, B darker, as the app's board shades them.
const FILL = ['#f4ecd8', '#c9b48e'];
const REACHED = ['#cfe8c9', '#a9cf9f'];
const TARGET = '#2e7d32';
const ORIGIN = '#e8c547';
const STROKE = '#6b5a3e';
const TEXT = '#3b3122';

/** A number as SVG text: two decimals at most, no trailing zeros, never `-0`. */
function num(n: number): string {
  const fixed = (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The file-name form of a piece name: `Small token` → `small-token`. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Frame {
  /** Cell polygons in screen units (y down), board turned to seat 0's view. */
  readonly polygons: readonly (readonly Point[])[];
  /** Where each cell's name (or piece) is centred: the centre of its inscribed circle. */
  readonly centres: readonly Point[];
  readonly width: number;
  readonly height: number;
}

/** The board as seat 0 sees it (`views[0]`), scaled and moved into the picture's frame. */
function frameOf(game: GameDefinition): Frame {
  const topology = game.topology;
  const radians = ((game.views[0] ?? 0) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const turned: Point[][] = [];
  for (let cell = 0; cell < topology.size; cell++) {
    turned.push(
      topology
        .polygon(cell)
        .map(([x, y]): Point => [(x * cos - y * sin) * SCALE, -(x * sin + y * cos) * SCALE]),
    );
  }
  const xs = turned.flat().map((p) => p[0]);
  const ys = turned.flat().map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const polygons = turned.map((points) =>
    points.map(([x, y]): Point => [x - minX + MARGIN, y - minY + MARGIN + CAPTION]),
  );
  return {
    polygons,
    centres: polygons.map(incentre),
    width: Math.max(...xs) - minX + 2 * MARGIN,
    height: Math.max(...ys) - minY + 2 * MARGIN + CAPTION,
  };
}

/** The centre of a triangle's inscribed circle (sides weigh their opposite corners); a square's middle. */
function incentre(points: readonly Point[]): Point {
  if (points.length !== 3) {
    const n = points.length;
    return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
  }
  const [a, b, c] = points;
  const la = Math.hypot(b[0] - c[0], b[1] - c[1]);
  const lb = Math.hypot(a[0] - c[0], a[1] - c[1]);
  const lc = Math.hypot(a[0] - b[0], a[1] - b[1]);
  const sum = la + lb + lc;
  return [(la * a[0] + lb * b[0] + lc * c[0]) / sum, (la * a[1] + lb * b[1] + lc * c[1]) / sum];
}

/** The cell whose centre is nearest the middle of the board: where a piece shows its moves best. */
export function centralCell(topology: Topology): number {
  let sx = 0;
  let sy = 0;
  for (let cell = 0; cell < topology.size; cell++) {
    const [x, y] = topology.centroid(cell);
    sx += x;
    sy += y;
  }
  sx /= topology.size;
  sy /= topology.size;
  let best = 0;
  let bestDistance = Infinity;
  for (let cell = 0; cell < topology.size; cell++) {
    const [x, y] = topology.centroid(cell);
    // Rounded so that float noise never decides between two cells at the same distance.
    const d = Math.round(Math.hypot(x - sx, y - sy) * 1e6);
    if (d < bestDistance) {
      bestDistance = d;
      best = cell;
    }
  }
  return best;
}

/** Font size for cell names: the longest name must fit inside the smallest cell. */
function nameSize(topology: Topology): number {
  const longest = Math.max(...topology.names.map((n) => n.length));
  const room = topology.shape === 'triangles' ? 0.5 * SCALE : 0.8 * SCALE;
  return Math.min(10, Math.max(7, room / (0.62 * longest)));
}

interface Marks {
  readonly origin?: number;
  readonly letter?: string;
  readonly reached?: ReadonlySet<number>;
}

function picture(game: GameDefinition, title: string, caption: string, marks: Marks): string {
  const topology = game.topology;
  const frame = frameOf(game);
  const size = nameSize(topology);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(frame.width)} ${num(frame.height)}" width="${num(frame.width)}" height="${num(frame.height)}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${num(MARGIN)}" y="${num(MARGIN + 10)}" font-family="sans-serif" font-size="13" fill="${TEXT}">${escapeXml(caption)}</text>`,
  ];
  out.push(`<g stroke="${STROKE}" stroke-width="0.8" stroke-linejoin="round">`);
  for (let cell = 0; cell < topology.size; cell++) {
    const shade = topology.orientation[cell];
    const fill =
      cell === marks.origin ? ORIGIN : marks.reached?.has(cell) ? REACHED[shade] : FILL[shade];
    const points = frame.polygons[cell].map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
    out.push(`<polygon points="${points}" fill="${fill}"/>`);
  }
  out.push('</g>');
  // A target is a green disc behind its name: visible without colour vision too.
  const reached = [...(marks.reached ?? [])].sort((a, b) => a - b);
  if (reached.length > 0) {
    const r = (topology.shape === 'triangles' ? 0.24 : 0.34) * SCALE;
    out.push(`<g fill="${TARGET}">`);
    for (const cell of reached) {
      const [x, y] = frame.centres[cell];
      out.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}"/>`);
    }
    out.push('</g>');
  }
  out.push(
    `<g font-family="sans-serif" font-size="${num(size)}" fill="${TEXT}" text-anchor="middle" dominant-baseline="central">`,
  );
  for (let cell = 0; cell < topology.size; cell++) {
    if (cell === marks.origin) continue;
    const [x, y] = frame.centres[cell];
    const on = marks.reached?.has(cell) ? ' fill="#ffffff" font-weight="bold"' : '';
    out.push(`<text x="${num(x)}" y="${num(y)}"${on}>${escapeXml(topology.name(cell))}</text>`);
  }
  out.push('</g>');
  if (marks.origin !== undefined) {
    const [x, y] = frame.centres[marks.origin];
    const r = topology.shape === 'triangles' ? SCALE * 0.24 : SCALE * 0.34;
    out.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#2b2b2b"/>`,
      `<text x="${num(x)}" y="${num(y)}" font-family="sans-serif" font-size="${num(r * 1.2)}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${escapeXml(marks.letter ?? '')}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The pictures of one game: its board, then one per kind of piece in `game.pieces` order. */
export function gameDiagrams(game: GameDefinition): Diagram[] {
  const topology = game.topology;
  const out: Diagram[] = [
    {
      file: `${game.id}-board.svg`,
      svg: picture(
        game,
        `${game.title}: the board with the name of every cell`,
        `${game.title}: ${topology.size} cells, as ${game.players[0]} sees the board`,
        {},
      ),
    },
  ];
  const origin = centralCell(topology);
  const at = topology.name(origin);
  for (const kind of game.pieces) {
    const reached = new Set(game.reach(kind.letter, 0, origin));
    const count = `${reached.size} cell${reached.size === 1 ? '' : 's'}`;
    out.push({
      file: `${game.id}-${slug(kind.name)}.svg`,
      svg: picture(
        game,
        `${game.title}: where a ${game.players[0]} ${kind.name} on ${at} moves on an empty board (${count}, marked)`,
        `${capitalised(kind.name)} (${kind.letter}) of ${game.players[0]} on ${at}: ${count}`,
        { origin, letter: kind.letter, reached },
      ),
    });
  }
  return out;
}

/** Every picture of every game, in the registry's order. */
export function allDiagrams(games: readonly GameDefinition[]): Diagram[] {
  return games.flatMap(gameDiagrams);
}
