import { Topology, type CellSpec } from '../../grid/topology.js';

/**
 * The Trigonal Chess board (rules §2): a triangle of side 9. Files a (apex, 1 cell) to i (the
 * base row, 17 cells), cells numbered 1…2r−1 from White's edge to Black's. Lattice coordinates
 * are those of §2.2: x counts strips from the base, y from White's edge, z from Black's edge;
 * A-cells (odd numbers) have x+y+z = 8 and point toward the apex.
 */
export const FILES = 'abcdefghi';

function cells(): CellSpec[] {
  const out: CellSpec[] = [];
  for (let r = 1; r <= 9; r++) {
    for (let p = 1; p <= 2 * r - 1; p++) {
      const x = 9 - r;
      const y = Math.floor((p - 1) / 2);
      const z = (p % 2 === 1 ? 8 : 7) - x - y;
      out.push({ x, y, z, name: FILES[r - 1] + String(p) });
    }
  }
  return out;
}

export const board = new Topology({
  shape: 'triangles',
  cells: cells(),
  normalizeName: (text) => text.toLowerCase(),
});

/** File index 0..8 (a..i) of a cell. */
export function fileOf(cell: number): number {
  return 8 - board.x(cell);
}

/** The cell's number within its file, 1…2r−1: White's rank. */
export function numberOf(cell: number): number {
  return board.orientation[cell] === 0 ? 2 * board.y(cell) + 1 : 2 * board.y(cell) + 2;
}
