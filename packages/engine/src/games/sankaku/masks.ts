import type { TargetTable } from '../../grid/rays.js';
import { CELLS, adjacent, rays, second, secondVia, sides } from './board.js';

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

/**
 * The second-orthogonal cells of any set of cells, a byte of the set at a time: entry
 * `(k * 256 + b) * 2` (and `+ 1`) holds the union of `secondMasks` over the cells `8k + i` for
 * the bits i of b. The union over a whole set is six look-ups, where a walk over its cells
 * would branch once a cell.
 */
export const secondUnionMasks = new Int32Array(6 * 256 * 2);
for (let k = 0; k < 6; k++) {
  for (let b = 1; b < 256; b++) {
    const i = 31 - Math.clz32(b & -b);
    const rest = b & (b - 1);
    const c = k * 8 + i;
    const at = (k * 256 + b) * 2;
    secondUnionMasks[at] = secondUnionMasks[(k * 256 + rest) * 2];
    secondUnionMasks[at + 1] = secondUnionMasks[(k * 256 + rest) * 2 + 1];
    if (c < CELLS) {
      secondUnionMasks[at] |= secondMasks[c * 2];
      secondUnionMasks[at + 1] |= secondMasks[c * 2 + 1];
    }
  }
}

/**
 * The second-orthogonal cells of each cell grouped by the cell they are reached through:
 * that cell is a side neighbour, and each side neighbour leads to two of them (§1.4), so a
 * Soldier's capture-only cells are found with three tests of the mailbox instead of six.
 * Slot k of cell c (k < 3): the cell between at `c * 3 + k` in `secondThrough`, the set of
 * cells beyond it at words `(c * 3 + k) * 2` and `+ 1` in `secondThroughMasks`. A cell with
 * two side neighbours has its own cell in the third slot (never empty when a piece stands
 * there) and an empty set.
 */
export const secondThrough = new Int8Array(CELLS * 3);
export const secondThroughMasks = new Int32Array(CELLS * 3 * 2);
for (let c = 0; c < CELLS; c++) {
  const vias: number[] = [];
  for (let i = second.start[c]; i < second.start[c + 1]; i++) {
    const via = secondVia[i];
    let k = vias.indexOf(via);
    if (k < 0) {
      k = vias.length;
      if (k === 3) throw new Error(`cell ${c}: second-orthogonal cells through more than 3 cells`);
      vias.push(via);
    }
    const y = second.cells[i];
    secondThroughMasks[(c * 3 + k) * 2 + (y >> 5)] |= 1 << (y & 31);
  }
  for (let k = 0; k < 3; k++) secondThrough[c * 3 + k] = k < vias.length ? vias[k] : c;
}

/**
 * A Soldier's capture-only cells by which of its three cells between are empty: entry
 * `(c * 8 + e) * 2` (and `+ 1`) is the union of the `secondThroughMasks` slots k of cell c
 * with bit k of e set. One look-up instead of three masked ones.
 */
export const secondThroughUnion = new Int32Array(CELLS * 8 * 2);
for (let c = 0; c < CELLS; c++) {
  for (let e = 0; e < 8; e++) {
    for (let k = 0; k < 3; k++) {
      if ((e & (1 << k)) === 0) continue;
      secondThroughUnion[(c * 8 + e) * 2] |= secondThroughMasks[(c * 3 + k) * 2];
      secondThroughUnion[(c * 8 + e) * 2 + 1] |= secondThroughMasks[(c * 3 + k) * 2 + 1];
    }
  }
}

/** The cells of each Chariot ray (board.ts `rays`, index cell * 6 + direction), blocked or not. */
export const rayMasks = new Int32Array(CELLS * 6 * 2);
for (let ray = 0; ray < CELLS * 6; ray++) {
  for (let i = rays.start[ray]; i < rays.start[ray] + rays.length[ray]; i++) {
    const x = rays.cells[i];
    rayMasks[ray * 2 + (x >> 5)] |= 1 << (x & 31);
  }
}

/** The union of each cell's six rays: the cells from which a Chariot could reach it. */
export const lineMasks = new Int32Array(CELLS * 2);
for (let ray = 0; ray < CELLS * 6; ray++) {
  const c = (ray / 6) | 0;
  lineMasks[c * 2] |= rayMasks[ray * 2];
  lineMasks[c * 2 + 1] |= rayMasks[ray * 2 + 1];
}

/**
 * The Chariot's rays laid out for a walk that needs no bounds test and sets no bit per cell.
 * Ray r's cells start at `rayWalkStart[r]` in `rayWalkCells`, nearest first, followed twice by
 * the ray's own origin: a Chariot stands there, so a walk stops on it as on a friendly piece,
 * and a walk may read the cell after the first without testing the ray's length.
 * `rayWalkMasks` holds at words `(rayWalkStart[r] + k) * 2` and `+ 1` the set of the ray's
 * first k cells (k up to the length + 1, the origin never in it): the set a slide reaches is
 * one look-up once the walk has stopped.
 */
export const rayWalkStart = new Int32Array(CELLS * 6);
export const rayWalkCells = new Int8Array(rays.cells.length + CELLS * 6 * 2);
export const rayWalkMasks = new Int32Array(rayWalkCells.length * 2);
for (let ray = 0, at = 0; ray < CELLS * 6; ray++) {
  const origin = (ray / 6) | 0;
  const length = rays.length[ray];
  rayWalkStart[ray] = at;
  for (let k = 0; k < length + 2; k++) {
    const x = k < length ? rays.cells[rays.start[ray] + k] : origin;
    rayWalkCells[at + k] = x;
    if (k === 0) continue;
    rayWalkMasks[(at + k) * 2] = rayWalkMasks[(at + k - 1) * 2];
    rayWalkMasks[(at + k) * 2 + 1] = rayWalkMasks[(at + k - 1) * 2 + 1];
    const last = rayWalkCells[at + k - 1];
    if (k <= length) rayWalkMasks[(at + k) * 2 + (last >> 5)] |= 1 << (last & 31);
  }
  at += length + 2;
}

/**
 * The walks of each cell's rays that hold a cell (a third of the rays of a middle game's
 * Chariots run off the board at once): cell c's are `rayWalkStart` values at
 * `nonEmptyRays[nonEmptyFrom[c]]` up to `nonEmptyFrom[c + 1]`, in direction order.
 */
export const nonEmptyFrom = new Int32Array(CELLS + 1);
export const nonEmptyRays = new Int32Array(
  Array.from({ length: CELLS * 6 }, (_, ray) => ray).filter((ray) => rays.length[ray] > 0).length,
);
for (let c = 0, n = 0; c < CELLS; c++) {
  nonEmptyFrom[c] = n;
  for (let d = 0; d < 6; d++) {
    if (rays.length[c * 6 + d] > 0) nonEmptyRays[n++] = rayWalkStart[c * 6 + d];
  }
  nonEmptyFrom[c + 1] = n;
}

/** The number of cells in a word of a set. */
export function countCells(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
