import { Topology, type CellSpec } from '../../grid/topology.js';

/**
 * Dekle's hexagon of side 4 (rules §2): 96 triangles in rows a…h of 9, 11, 13, 15, 15, 13, 11
 * and 9 cells. A cell is (r, f, s): its row 1…8, its falling ("\") file and its rising ("/")
 * file, both 1…8 from the left; it exists iff s + r − f is 4 (∇, pointing down) or 5 (Δ).
 *
 * Lattice coordinates (grid/topology.ts) are x = r, y = s, z = 9 − f: then x + y + z is 14 for
 * a Δ (orientation 0, pointing toward +x, which the drawing frame draws upward) and 13 for a ∇,
 * and the frame's horizontal axis is (f + s − 9) / 2 as §2.2 draws it: White's row a at the
 * bottom, each row left to right.
 */
export const ROWS = 'abcdefgh';

/** Δ or ∇ from the rules' coordinates: 0 for Δ, 1 for ∇, −1 for a point off the lattice. */
export function orientationOf(r: number, f: number, s: number): number {
  const sum = s + r - f;
  return sum === 5 ? 0 : sum === 4 ? 1 : -1;
}

function onBoard(r: number, f: number, s: number): boolean {
  return r >= 1 && r <= 8 && f >= 1 && f <= 8 && s >= 1 && s <= 8 && orientationOf(r, f, s) >= 0;
}

function cells(): CellSpec[] {
  const out: CellSpec[] = [];
  for (let r = 1; r <= 8; r++) {
    const row: { f: number; s: number }[] = [];
    for (let f = 1; f <= 8; f++)
      for (let s = 1; s <= 8; s++) if (onBoard(r, f, s)) row.push({ f, s });
    // Left to right is increasing f + s (§2.2's centroid x = (f + s − 9) / 2).
    row.sort((a, b) => a.f + a.s - (b.f + b.s));
    for (const { f, s } of row) out.push({ x: r, y: s, z: 9 - f, name: `${ROWS[r - 1]}${f}${s}` });
  }
  return out;
}

/** `a25`, `A25` and `a-2-5` all name the cell a25. */
function normalizeName(text: string): string {
  const lower = text.trim().toLowerCase();
  const spaced = /^([a-h])-(\d)-(\d)$/.exec(lower);
  return spaced ? spaced[1] + spaced[2] + spaced[3] : lower;
}

export const board = new Topology({ shape: 'triangles', cells: cells(), normalizeName });

/** The row 1…8 (a…h). */
export function rowOf(cell: number): number {
  return board.x(cell);
}

/** The falling file F, 1…8. */
export function fallingOf(cell: number): number {
  return 9 - board.z(cell);
}

/** The rising file S, 1…8. */
export function risingOf(cell: number): number {
  return board.y(cell);
}

/** The cell (r, f, s), or −1 off the board. */
export function cellAt(r: number, f: number, s: number): number {
  return onBoard(r, f, s) ? board.at(r, s, 9 - f) : -1;
}

/** True for a Δ (apex toward Black). */
export function isUp(cell: number): boolean {
  return board.orientation[cell] === 0;
}
