import { buildRays, buildTargets, type RayTable, type TargetTable } from '../../grid/rays.js';
import { BISHOP, BLACK, ROOK, WHITE } from '../shared/pieces.js';
import { board, cellAt, fallingOf, orientationOf, risingOf, rowOf } from './board.js';

/**
 * The movement tables of both games (rules §4), built once at load. Geometry is done here in
 * the rules' own coordinates (r, f, s); the position code only reads tables.
 */

type Point = readonly [number, number, number];
type Vector = readonly [number, number, number];

/** Compass directions of the altitude lines (§4.1), clockwise from N: N NE SE S SW NW. */
export const N = 0;
export const NE = 1;
export const SE = 2;
export const S = 3;
export const SW = 4;
export const NW = 5;

/** One step in each compass direction, [from Δ, from ∇] (§4.1's table). */
const ALTITUDE_STEPS: readonly (readonly [Vector, Vector])[] = [
  [
    [1, 1, -1],
    [1, 0, 0],
  ],
  [
    [0, 1, 0],
    [1, 1, 1],
  ],
  [
    [-1, 1, 1],
    [0, 0, 1],
  ],
  [
    [-1, 0, 0],
    [-1, -1, 1],
  ],
  [
    [-1, -1, -1],
    [0, -1, 0],
  ],
  [
    [0, 0, -1],
    [1, -1, -1],
  ],
];

/**
 * Tri-Chess rook steps along the strips (§4.10), [from Δ, from ∇], in pairs of opposite rays:
 * row right, row left, F-file up, F-file down, S-file up, S-file down.
 */
const STRIP_STEPS: readonly (readonly [Vector, Vector])[] = [
  [
    [0, 1, 0],
    [0, 0, 1],
  ],
  [
    [0, 0, -1],
    [0, -1, 0],
  ],
  [
    [0, 0, -1],
    [1, 0, 0],
  ],
  [
    [-1, 0, 0],
    [0, 0, 1],
  ],
  [
    [0, 1, 0],
    [1, 0, 0],
  ],
  [
    [-1, 0, 0],
    [0, -1, 0],
  ],
];

const pointOf = (cell: number): Point => [rowOf(cell), fallingOf(cell), risingOf(cell)];
const cellOf = (p: Point): number => cellAt(p[0], p[1], p[2]);

/** One step from a lattice point, on the board or not (leapers may pass outside it, §6 item 6). */
function stepPoint(p: Point, steps: readonly (readonly [Vector, Vector])[], d: number): Point {
  const v = steps[d][orientationOf(p[0], p[1], p[2])];
  return [p[0] + v[0], p[1] + v[1], p[2] + v[2]];
}

/** The cell one altitude step from `cell` in compass direction `d`, or −1. */
export function altitudeStep(cell: number, d: number): number {
  return cellOf(stepPoint(pointOf(cell), ALTITUDE_STEPS, d));
}

function stripStep(cell: number, d: number): number {
  return cellOf(stepPoint(pointOf(cell), STRIP_STEPS, d));
}

/** Whether compass direction `d` leaves a cell of this orientation (0 Δ, 1 ∇) through an edge. */
export function isEdgeDirection(orientation: number, d: number): boolean {
  return (d + orientation) % 2 === 1;
}

/**
 * The orientation of the start of a ray, from the cell reached after `index` steps: every
 * altitude step turns a Δ into a ∇ and back.
 */
const originOrientation = (from: number, index: number): number =>
  board.orientation[from] ^ (index & 1);

/** The six altitude rays of every cell, in compass order: the Triangular-Chess queen (§4.4). */
export const ALTITUDE_RAYS: RayTable = buildRays(board, 6, (from, d) => altitudeStep(from, d));

/** The Triangular-Chess rook (§4.2): the three rays that start through an edge. */
export const EDGE_RAYS: RayTable = buildRays(board, 3, (from, j, index) =>
  altitudeStep(from, 2 * j + (originOrientation(from, index) === 0 ? 1 : 0)),
);

/** The Triangular-Chess bishop (§4.3): the three rays that start through a vertex. */
export const VERTEX_RAYS: RayTable = buildRays(board, 3, (from, j, index) =>
  altitudeStep(from, 2 * j + (originOrientation(from, index) === 0 ? 0 : 1)),
);

/** The Tri-Chess rook (§4.10): both ways along the row and the two oblique files. */
export const STRIP_RAYS: RayTable = buildRays(board, 6, (from, d) => stripStep(from, d));

/** The Tri-Chess queen: the six altitude rays (directions 0–5), then the six strips (6–11). */
export const TRI_QUEEN_RAYS: RayTable = buildRays(board, 12, (from, d) =>
  d < 6 ? altitudeStep(from, d) : stripStep(from, d - 6),
);

/**
 * For every cell of a queen ray table, the slider type that reaches the ray's origin from it:
 * what reverse-scanning attack detection and pin detection look for (a queen: always).
 */
function attackersAlong(rays: RayTable, kindOf: (cell: number, d: number) => number): Int8Array {
  const kinds = new Int8Array(rays.cells.length);
  for (let cell = 0; cell < board.size; cell++) {
    for (let d = 0; d < rays.directions; d++) {
      const at = cell * rays.directions + d;
      for (let i = rays.start[at]; i < rays.start[at] + rays.length[at]; i++) {
        kinds[i] = kindOf(rays.cells[i], d);
      }
    }
  }
  return kinds;
}

/**
 * Triangular Chess: along an altitude line the crossings alternate edge and vertex, so a piece
 * on the line reaches its origin as a rook when its own first step back crosses an edge and as
 * a bishop when it crosses a vertex.
 */
export const ALTITUDE_ATTACKERS: Int8Array = attackersAlong(ALTITUDE_RAYS, (cell, d) =>
  isEdgeDirection(board.orientation[cell], (d + 3) % 6) ? ROOK : BISHOP,
);

/** Tri-Chess: bishops along the altitude lines, rooks along the strips. */
export const TRI_QUEEN_ATTACKERS: Int8Array = attackersAlong(TRI_QUEEN_RAYS, (_, d) =>
  d < 6 ? BISHOP : ROOK,
);

/**
 * For every pair of cells (origin × 96 + cell), the directions of the origin's queen rays that
 * pass through the cell, one bit each: which lines from a king a move that changed the cell can
 * have opened or closed.
 */
function linesThrough(rays: RayTable): Uint16Array {
  const size = board.size;
  const lines = new Uint16Array(size * size);
  for (let origin = 0; origin < size; origin++) {
    for (let d = 0; d < rays.directions; d++) {
      const at = origin * rays.directions + d;
      for (let i = rays.start[at]; i < rays.start[at] + rays.length[at]; i++) {
        lines[origin * size + rays.cells[i]] |= 1 << d;
      }
    }
  }
  return lines;
}

export const ALTITUDE_LINES: Uint16Array = linesThrough(ALTITUDE_RAYS);
export const TRI_QUEEN_LINES: Uint16Array = linesThrough(TRI_QUEEN_RAYS);

/** The Triangular-Chess king (§4.5): the first cell of each altitude ray. */
export const KING_RAYS: RayTable = buildRays(board, 6, (from, d, index) =>
  index === 0 ? altitudeStep(from, d) : -1,
);

/**
 * The Tri-Chess king (§4.10, §6 item 13): one altitude step, or a slide of at most two cells
 * along a strip (the middle cell must be empty), which makes it a short slider.
 */
export const TRI_KING_RAYS: RayTable = buildRays(board, 12, (from, d, index) =>
  d < 6 ? (index === 0 ? altitudeStep(from, d) : -1) : index < 2 ? stripStep(from, d - 6) : -1,
);

/**
 * A leaper's targets (§4.6, §4.7): two steps along a first direction, then one step turned by
 * each of `turns` (sixths of a turn). By offset (§6 item 6, recommended) only the target must be
 * on the board; by path the two cells passed must be too.
 */
function leaperTargets(vertexFirst: boolean, turns: readonly number[], byPath: boolean) {
  return buildTargets(board, (cell) => {
    const p = pointOf(cell);
    const out: number[] = [];
    for (let d = 0; d < 6; d++) {
      if (isEdgeDirection(board.orientation[cell], d) === vertexFirst) continue;
      const passed = stepPoint(p, ALTITUDE_STEPS, d);
      const turn = stepPoint(passed, ALTITUDE_STEPS, d);
      if (byPath && (cellOf(passed) < 0 || cellOf(turn) < 0)) continue;
      for (const t of turns) out.push(cellOf(stepPoint(turn, ALTITUDE_STEPS, (d + t) % 6)));
    }
    return out;
  });
}

/** For a target table, the cells each cell is reached from (the table read backwards). */
function sourcesOf(targets: TargetTable): TargetTable {
  const from: number[][] = Array.from({ length: board.size }, () => []);
  for (let cell = 0; cell < board.size; cell++) {
    for (let i = targets.start[cell]; i < targets.start[cell + 1]; i++) {
      from[targets.cells[i]].push(cell);
    }
  }
  return buildTargets(board, (cell) => from[cell]);
}

/** A leaper's table of targets and, for attack detection, of sources. */
export interface LeaperTables {
  readonly targets: TargetTable;
  readonly sources: TargetTable;
}

function leaper(vertexFirst: boolean, turns: readonly number[], byPath: boolean): LeaperTables {
  const targets = leaperTargets(vertexFirst, turns, byPath);
  return { targets, sources: sourcesOf(targets) };
}

/** Knight: two bishop steps, then a rook step 60° off the line (§4.6). */
export const KNIGHT_BY_OFFSET: LeaperTables = leaper(true, [1, 5], false);
export const KNIGHT_BY_PATH: LeaperTables = leaper(true, [1, 5], true);
/** Unicorn: two rook steps, then a rook step 120° off the line, bending back (§4.7). */
export const UNICORN_BY_OFFSET: LeaperTables = leaper(false, [2, 4], false);
export const UNICORN_BY_PATH: LeaperTables = leaper(false, [2, 4], true);

/** Pawn tables of one side (§4.9), −1 where there is no such cell. */
export interface PawnTables {
  /** The cell straight ahead: one step N for White, S for Black. */
  readonly step: Int16Array;
  /** The landing cell of the double step, from the side's start row only. */
  readonly double: Int16Array;
  /** The two capture cells, 2 per cell: the forward cell's neighbours in its row. */
  readonly captures: Int16Array;
  /** The cells from which this side's pawn captures onto a cell, 2 per cell (attack detection). */
  readonly attackers: Int16Array;
  /** 1 on the side's promotion row. */
  readonly promotes: Uint8Array;
}

function buildPawnTables(side: number): PawnTables {
  const size = board.size;
  const white = side === WHITE;
  const forward = white ? N : S;
  const startRow = white ? 2 : 7;
  // §4.9: the same offsets from Δ and ∇.
  const offsets: readonly Vector[] = white
    ? [
        [1, 0, -1],
        [1, 1, 0],
      ]
    : [
        [-1, -1, 0],
        [-1, 0, 1],
      ];
  const step = new Int16Array(size).fill(-1);
  const double = new Int16Array(size).fill(-1);
  const captures = new Int16Array(size * 2).fill(-1);
  const attackers = new Int16Array(size * 2).fill(-1);
  const promotes = new Uint8Array(size);
  for (let cell = 0; cell < size; cell++) {
    const [r, f, s] = pointOf(cell);
    step[cell] = altitudeStep(cell, forward);
    if (r === startRow && step[cell] >= 0) double[cell] = altitudeStep(step[cell], forward);
    promotes[cell] = r === (white ? 8 : 1) ? 1 : 0;
    offsets.forEach((v, j) => (captures[cell * 2 + j] = cellAt(r + v[0], f + v[1], s + v[2])));
  }
  const filled = new Uint8Array(size);
  for (let cell = 0; cell < size; cell++) {
    for (let j = 0; j < 2; j++) {
      const target = captures[cell * 2 + j];
      if (target >= 0) attackers[target * 2 + filled[target]++] = cell;
    }
  }
  return { step, double, captures, attackers, promotes };
}

/** Pawn tables by side: PAWN_TABLES[WHITE], PAWN_TABLES[BLACK]. */
export const PAWN_TABLES: readonly [PawnTables, PawnTables] = [
  buildPawnTables(WHITE),
  buildPawnTables(BLACK),
];
