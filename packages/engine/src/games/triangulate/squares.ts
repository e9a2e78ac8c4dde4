import { NEIGHBOURS, SQUARES } from './board.js';

/**
 * Sets of squares as two 32-bit words, squares 0–31 in the low word and 32–63 in the high
 * one: the board has 64 squares and JavaScript's bit operations stop at 32 bits. With them
 * the position keeps which squares are occupied, topped by O and holding a pair, so that
 * move generation and the evaluation visit the few squares that matter instead of all 64.
 */

/** The king neighbours of each square as a set: low word, then high word. */
export const NEIGHBOUR_LOW = new Int32Array(SQUARES);
export const NEIGHBOUR_HIGH = new Int32Array(SQUARES);
/** How many king neighbours each square has (3, 5 or 8). */
export const NEIGHBOUR_COUNT = new Uint8Array(SQUARES);

for (let c = 0; c < SQUARES; c++) {
  for (let i = NEIGHBOURS.start[c]; i < NEIGHBOURS.start[c + 1]; i++) {
    const t = NEIGHBOURS.cells[i];
    if (t < 32) NEIGHBOUR_LOW[c] |= 1 << t;
    else NEIGHBOUR_HIGH[c] |= 1 << (t - 32);
  }
  NEIGHBOUR_COUNT[c] = NEIGHBOURS.start[c + 1] - NEIGHBOURS.start[c];
}

/**
 * The squares two king steps from each square (through a neighbour, so the square itself and
 * its neighbours are among them): where a token must stand to reach the square in two moves.
 */
export const TWO_STEPS_LOW = new Int32Array(SQUARES);
export const TWO_STEPS_HIGH = new Int32Array(SQUARES);

for (let c = 0; c < SQUARES; c++) {
  for (let i = NEIGHBOURS.start[c]; i < NEIGHBOURS.start[c + 1]; i++) {
    const t = NEIGHBOURS.cells[i];
    TWO_STEPS_LOW[c] |= NEIGHBOUR_LOW[t];
    TWO_STEPS_HIGH[c] |= NEIGHBOUR_HIGH[t];
  }
}

/** Set bits of a 32-bit word. */
export function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}

/** The lowest set bit's index in a non-zero 32-bit word. */
export function lowestBit(v: number): number {
  return 31 - Math.clz32(v & -v);
}
