import { err, ok, type Result } from '../../core/result.js';
import { Topology, type CellSpec } from '../../grid/topology.js';

/**
 * The Triangulation board (rules §2): an equilateral triangle of 64 cells, 8 along a side.
 *
 * A cell is the triple (r, g, b) of §2.2, used directly as the topology's lattice coordinates:
 * r counts Red's ranks A..H from Red's corner, g Green's files 1..8, b Blue's columns β..Ω.
 * White cells have r+g+b = 15 (the topology's orientation A, `orientation` 0), black cells 14
 * (orientation B, `orientation` 1). Cells are numbered rank by rank, each rank left to right in
 * the layout of §2.6 (Red on top), which is also the order of position text; cell 0 is A8Ω.
 */

export const SIZE = 8;
export const CELLS = 64;
export const RANK_LETTERS = 'ABCDEFGH';

/**
 * Column letters by column index b (ambiguity A1). The printed board has never been seen, so
 * the readings are an option (`column-letters`); the first is the recommendation of §2.3.
 */
export const COLUMN_LETTER_SETS: Readonly<Record<string, readonly string[]>> = {
  'lambda-pi-sigma-phi': ['β', 'Γ', 'Δ', 'Λ', 'Π', 'Σ', 'Φ', 'Ω'],
  'lambda-pi-sigma-psi': ['β', 'Γ', 'Δ', 'Λ', 'Π', 'Σ', 'Ψ', 'Ω'],
  'pi-sigma-phi-psi': ['β', 'Γ', 'Δ', 'Π', 'Σ', 'Φ', 'Ψ', 'Ω'],
};
export const DEFAULT_COLUMN_LETTERS = 'lambda-pi-sigma-phi';

/** ASCII names a user may type for the Greek letters (docs/rules/README.md §2). */
export const GREEK_NAMES: Readonly<Record<string, string>> = {
  beta: 'β',
  gamma: 'Γ',
  delta: 'Δ',
  lambda: 'Λ',
  pi: 'Π',
  sigma: 'Σ',
  phi: 'Φ',
  psi: 'Ψ',
  omega: 'Ω',
};

/** Coordinates (r, g, b) per cell, three entries per cell. */
export const COORDS = new Int8Array(CELLS * 3);
/** 1 for a black cell (r+g+b = 14, pointing like the board), 0 for a white one. */
export const BLACK = new Uint8Array(CELLS);
const INDEX = new Int8Array(SIZE * SIZE * SIZE).fill(-1);

for (let r = 0, cell = 0; r < SIZE; r++) {
  for (let x = 0; x <= 2 * r; x++, cell++) {
    const g = 7 - r + Math.ceil(x / 2);
    const b = 7 - Math.floor(x / 2);
    COORDS.set([r, g, b], cell * 3);
    BLACK[cell] = r + g + b === 14 ? 1 : 0;
    INDEX[(r * SIZE + g) * SIZE + b] = cell;
  }
}

/** The cell at (r, g, b), or -1 when that triple is not on the board. */
export function cellAt(r: number, g: number, b: number): number {
  if (r < 0 || g < 0 || b < 0 || r >= SIZE || g >= SIZE || b >= SIZE) return -1;
  return INDEX[(r * SIZE + g) * SIZE + b];
}

/** Coordinate `axis` (0 r, 1 g, 2 b) of a cell. */
export function coord(cell: number, axis: number): number {
  return COORDS[cell * 3 + axis];
}

/** The cell at a cell's coordinates plus (dr, dg, db), or -1. */
export function offset(cell: number, dr: number, dg: number, db: number): number {
  return cellAt(COORDS[cell * 3] + dr, COORDS[cell * 3 + 1] + dg, COORDS[cell * 3 + 2] + db);
}

/** The cell at a cell's coordinates plus a vector given per axis. */
export function offsetBy(cell: number, v: readonly number[]): number {
  return offset(cell, v[0], v[1], v[2]);
}

/** Names of every cell under a column-letter reading, by cell index. */
export function cellNames(letters: readonly string[]): string[] {
  const out: string[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    out.push(RANK_LETTERS[coord(cell, 0)] + String(coord(cell, 1) + 1) + letters[coord(cell, 2)]);
  }
  return out;
}

/** Reads the column part of a label: a Greek letter of the set (either case) or its ASCII name. */
function columnIndex(text: string, letters: readonly string[]): number {
  const greek = GREEK_NAMES[text.toLowerCase()] ?? text;
  const wanted = greek.toUpperCase();
  return letters.findIndex((l) => l.toUpperCase() === wanted);
}

/**
 * Reads a cell label: rank letter, file number, column letter (`F6Σ`, `F6sigma`, `f6σ`).
 * Rejects triples that are not on the board (§2.3) with a message saying why.
 */
export function parseCell(text: string, letters: readonly string[]): Result<number> {
  const m = /^(.)(\d+)(.*)$/su.exec(text);
  if (!m) {
    return err(
      'bad-cell',
      `'${text}' is not a cell: a cell is a rank letter A-H, a file number 1-8 and a column letter, e.g. F6Σ`,
    );
  }
  const [, rank, file, column] = m;
  const r = RANK_LETTERS.indexOf(rank.toUpperCase());
  if (r < 0) return err('bad-cell', `'${text}' is not a cell: '${rank}' is not a rank (A-H)`);
  const g = Number(file) - 1;
  if (!/^[1-8]$/.test(file))
    return err('bad-cell', `'${text}' is not a cell: '${file}' is not a file (1-8)`);
  if (column === '') {
    return err(
      'bad-cell',
      `'${text}' is not a cell: the column letter is missing (${letters.join(' ')})`,
    );
  }
  const b = columnIndex(column, letters);
  if (b < 0) {
    const ascii = letters.map((l) => Object.keys(GREEK_NAMES).find((k) => GREEK_NAMES[k] === l));
    return err(
      'bad-cell',
      `'${text}' is not a cell: '${column}' is not a column letter (${letters.join(' ')}; in ASCII ${ascii.join(' ')})`,
    );
  }
  const cell = cellAt(r, g, b);
  if (cell < 0) {
    const sum = r + g + b + 3;
    return err(
      'bad-cell',
      `'${text}' is not a cell: rank ${RANK_LETTERS[r]}, file ${g + 1} and column ${letters[b]} do not meet ` +
        `(their numbers add up to ${sum}; a cell's add up to 17 or 18)`,
    );
  }
  return ok(cell);
}

const DEFAULT_NAMES = cellNames(COLUMN_LETTER_SETS[DEFAULT_COLUMN_LETTERS]);

/** The board with the recommended column letters; ASCII letter names are accepted as input. */
export const board = new Topology({
  shape: 'triangles',
  cells: Array.from({ length: CELLS }, (_, cell): CellSpec => ({
    x: coord(cell, 0),
    y: coord(cell, 1),
    z: coord(cell, 2),
    name: DEFAULT_NAMES[cell],
  })),
  normalizeName: (text) => {
    const cell = parseCell(text, COLUMN_LETTER_SETS[DEFAULT_COLUMN_LETTERS]);
    return cell.ok ? DEFAULT_NAMES[cell.value] : text;
  },
});

/** Home corner of each colour (§2.2): Red A8Ω, Green H1Ω, Blue H8β. */
export const CORNERS: readonly number[] = [cellAt(0, 7, 7), cellAt(7, 0, 7), cellAt(7, 7, 0)];
/** The colour whose home corner a cell is, or -1. */
export const CORNER_OF = new Int8Array(CELLS).fill(-1);
CORNERS.forEach((cell, colour) => (CORNER_OF[cell] = colour));

/** The five cells of each colour's 3rd row (axis coordinate 2): Rank C, File 3, Column Δ. */
export const THIRD_ROWS: readonly Int8Array[] = [0, 1, 2].map((axis) =>
  Int8Array.from(Array.from({ length: CELLS }, (_, c) => c).filter((c) => coord(c, axis) === 2)),
);

/** The unit vector of an axis. */
export function unit(axis: number): number[] {
  return [0, 1, 2].map((a) => (a === axis ? 1 : 0));
}

/**
 * The rotation σ(r, g, b) = (b, r, g) of §2.5, which carries Red's geometry to Green's, Green's
 * to Blue's and Blue's to Red's, as a cell map.
 */
export const ROTATE = Int8Array.from({ length: CELLS }, (_, c) =>
  cellAt(coord(c, 2), coord(c, 0), coord(c, 1)),
);
/** The mirror μ(r, g, b) = (r, b, g), which swaps Green and Blue, as a cell map. */
export const MIRROR = Int8Array.from({ length: CELLS }, (_, c) =>
  cellAt(coord(c, 0), coord(c, 2), coord(c, 1)),
);
