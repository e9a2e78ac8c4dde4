import { Topology, type CellSpec } from '../../grid/topology.js';
import { buildRays, buildTargets, type RayTable, type TargetTable } from '../../grid/rays.js';

/**
 * The Sankaku Shogi board (rules §1): 44 triangles on files a–g and ranks 1–8, ranks holding
 * 3, 5, 7, 7, 7, 7, 5, 3 cells. A cell is apex-up (▲) exactly when file index + rank is even.
 *
 * Lattice coordinates: x = rank, and y − z = file index, y + z = 16 − rank − (▼ ? 1 : 0), so
 * ▲ cells have x+y+z = 16 (the topology's orientation A, pointing up the drawing frame) and ▼
 * cells 15. Each orthogonal line of §1.3 keeps one coordinate fixed: a rank keeps x, the
 * NE–SW slant keeps y and the NW–SE slant keeps z. In the drawing frame rank 1 is at the
 * bottom and file a on the left, so Black's army is nearest a viewer who does not turn it.
 *
 * Cells are numbered in position-text order: rank 8 first, each rank from file a on
 * (c8 = 0, d8 = 1, …, e1 = 43).
 */
export const FILES = 'abcdefg';

/** Cells each side of file d on ranks 1..8 (index rank − 1). */
const HALF_WIDTH = [1, 2, 3, 3, 3, 3, 2, 1];

export function cellExists(file: number, rank: number): boolean {
  return rank >= 1 && rank <= 8 && Math.abs(file - 3) <= HALF_WIDTH[rank - 1];
}

function cells(): CellSpec[] {
  const out: CellSpec[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    for (let file = 0; file < 7; file++) {
      if (!cellExists(file, rank)) continue;
      const down = (file + rank) & 1;
      const sum = 16 - rank - down;
      out.push({
        x: rank,
        y: (sum + file) / 2,
        z: (sum - file) / 2,
        name: FILES[file] + String(rank),
      });
    }
  }
  return out;
}

export const board = new Topology({
  shape: 'triangles',
  cells: cells(),
  normalizeName: (text) => text.toLowerCase(),
});

/** Number of cells (44). */
export const CELLS = board.size;

/** File index 0..6 (a..g). */
export function fileOf(cell: number): number {
  return board.y(cell) - board.z(cell);
}

export function rankOf(cell: number): number {
  return board.x(cell);
}

/** The cell at (file index, rank), or -1 when the board has none there. */
export function cellAt(file: number, rank: number): number {
  if (!cellExists(file, rank)) return -1;
  const sum = 16 - rank - ((file + rank) & 1);
  return board.at(rank, (sum + file) / 2, (sum - file) / 2);
}

/** 1 for an apex-down (▼) cell, 0 for apex-up (▲). */
export function isDown(cell: number): boolean {
  return board.orientation[cell] === 1;
}

/** The six orthogonal directions (§1.3), anticlockwise; the opposite of d is (d + 3) % 6. */
export const E = 0;
export const NE = 1;
export const NW = 2;
export const W = 3;
export const SW = 4;
export const SE = 5;
export const DIRECTION_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;

// One step along each direction as a lattice offset, from ▲ and from ▼ (the step table of
// §1.3): a ▲'s sides lie at −1 on one coordinate, a ▼'s at +1.
const STEP_UP: readonly (readonly [number, number, number])[] = [
  [0, 0, -1], // E:  (f+1, r)
  [0, 0, -1], // NE: (f+1, r)
  [0, -1, 0], // NW: (f−1, r)
  [0, -1, 0], // W:  (f−1, r)
  [-1, 0, 0], // SW: (f, r−1)
  [-1, 0, 0], // SE: (f, r−1)
];
const STEP_DOWN: readonly (readonly [number, number, number])[] = [
  [0, 1, 0], // E:  (f+1, r)
  [1, 0, 0], // NE: (f, r+1)
  [1, 0, 0], // NW: (f, r+1)
  [0, 0, 1], // W:  (f−1, r)
  [0, 0, 1], // SW: (f−1, r)
  [0, 1, 0], // SE: (f+1, r)
];

/** The next cell from `cell` along direction `d`, or -1 off the board. */
export function step(cell: number, d: number): number {
  const [dx, dy, dz] = isDown(cell) ? STEP_DOWN[d] : STEP_UP[d];
  return board.offset(cell, dx, dy, dz);
}

/**
 * The Chariot's lines: ray (cell, d) lists the cells met from `cell` along direction d,
 * nearest first. Index cell * 6 + d in `start` and `length`.
 */
export const rays: RayTable = buildRays(board, 6, (from, d) => step(from, d));

/**
 * Whether the Chariot's move to the first cell of ray (cell, d) is emitted for d: the first
 * step is shared by two directions (§1.3), so only the lower-numbered one emits it.
 */
export const emitsFirst: Uint8Array = (() => {
  const out = new Uint8Array(CELLS * 6);
  for (let c = 0; c < CELLS; c++) {
    for (let d = 0; d < 6; d++) {
      const first = step(c, d);
      let shared = false;
      for (let e = 0; e < d; e++) if (step(c, e) === first) shared = true;
      out[c * 6 + d] = first >= 0 && !shared ? 1 : 0;
    }
  }
  return out;
})();

/** The orthogonal (side-sharing) neighbours: the Soldier's steps (§1.2). */
export const sides: TargetTable = buildTargets(board, (c) => board.sides(c));

/**
 * The second-orthogonal cells (§1.4), two steps along one direction, in direction order; the
 * parallel array `secondVia` holds the intermediate cell each one is reached through.
 */
export const second: TargetTable = buildTargets(board, (c) => {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const via = step(c, d);
    if (via >= 0) out.push(step(via, d));
  }
  return out;
});

export const secondVia: Int16Array = (() => {
  const out = new Int16Array(second.cells.length);
  for (let c = 0; c < CELLS; c++) {
    for (let i = second.start[c]; i < second.start[c + 1]; i++) {
      for (let d = 0; d < 6; d++) {
        const via = step(c, d);
        if (via >= 0 && step(via, d) === second.cells[i]) out[i] = via;
      }
    }
  }
  return out;
})();

/** The adjacent cells (§1.5): every cell sharing a side or a corner, up to 12. */
export const adjacent: TargetTable = buildTargets(board, (c) => [
  ...board.sides(c),
  ...board.cornerNeighbours(c),
]);

/** The cell reflected top-to-bottom (rank r ↔ 9 − r), the map between the two armies. */
export function mirrorCell(cell: number): number {
  return cellAt(fileOf(cell), 9 - rankOf(cell));
}
