import { Topology, type CellSpec } from '../../grid/topology.js';
import { buildRays, buildTargets } from '../../grid/rays.js';

/**
 * The Triangulate board (rules §1): a plain 8×8 board of squares a1…h8, files a–h, ranks 1–8.
 * Cells are numbered rank by rank from a1 (cell = 8 × (rank − 1) + file), with lattice
 * coordinates (file, rank − 1, 0), so a1 = 0, h1 = 7, a2 = 8, h8 = 63.
 */
export const FILES = 'abcdefgh';
export const SQUARES = 64;

function cells(): CellSpec[] {
  const out: CellSpec[] = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      out.push({ x: col, y: row, z: 0, name: FILES[col] + String(row + 1) });
    }
  }
  return out;
}

export const board = new Topology({
  shape: 'squares',
  cells: cells(),
  normalizeName: (text) => text.toLowerCase(),
});

/** File 0..7 (a..h) of a square. */
export function fileOf(cell: number): number {
  return cell & 7;
}

/** Rank 0..7 (1..8) of a square. */
export function rankOf(cell: number): number {
  return cell >> 3;
}

/** The square seen in a mirror between files d and e (a1 ↔ h1): the left↔right reflection. */
export function mirrorCell(cell: number): number {
  return cell ^ 7;
}

/** The eight king directions as (file, rank) steps, anticlockwise from east. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

/**
 * The king-adjacent squares of each square (sides and corners, rules §1), compressed:
 * the neighbours of cell c are NEIGHBOURS.cells[start[c] .. start[c + 1]).
 */
export const NEIGHBOURS = buildTargets(board, (cell) =>
  DIRECTIONS.map(([dx, dy]) => board.offset(cell, dx, dy, 0)),
);

/** Straight king lines to the board's edge, for the `track=slide` reading (§7.3 d). */
export const LINES = buildRays(board, DIRECTIONS.length, (from, d) =>
  board.offset(from, DIRECTIONS[d][0], DIRECTIONS[d][1], 0),
);
