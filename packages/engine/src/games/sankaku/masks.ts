import type { TargetTable } from '../../grid/rays.js';
import { CELLS, adjacent, second, sides } from './board.js';

/**
 * Sets of cells as two 32-bit words, the layout of `SankakuPosition.pieceBits`: cell c is bit
 * `c & 31` of word `c >> 5` (cells 0–31, then 32–43). A table holds one set per cell, its words
 * at `cell * 2` and `cell * 2 + 1`, so that a piece's targets are tested against the pieces
 * of a side with two ANDs instead of a walk over the mailbox.
 */
function masksOf(table: TargetTable): Int32Array {
  const out = new Int32Array(CELLS * 2);
  for (let c = 0; c < CELLS; c++) {
    for (let i = table.start[c]; i < table.start[c + 1]; i++) {
      const x = table.cells[i];
      out[c * 2 + (x >> 5)] |= 1 << (x & 31);
    }
  }
  return out;
}

/** The side neighbours of each cell (board.ts `sides`). */
export const sideMasks: Int32Array = masksOf(sides);
/** The second-orthogonal cells of each cell (board.ts `second`). */
export const secondMasks: Int32Array = masksOf(second);
/** The adjacent cells of each cell (board.ts `adjacent`). */
export const adjacentMasks: Int32Array = masksOf(adjacent);

/** The number of cells in a word of a set. */
export function countCells(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
