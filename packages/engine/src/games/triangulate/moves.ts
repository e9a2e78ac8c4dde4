import type { Move } from '../../core/types.js';
import { NEIGHBOURS } from './board.js';

/**
 * Packed moves. A move is `from | to << 6 | kind << 12`, with squares numbered as in
 * board.ts; a forced pass is the single value PASS. The kind is fixed by the board when the
 * move is generated, so a move can be decoded (and undone) without looking at the position.
 */

/** A placing move: the mover's large token goes onto the empty destination, then the small token (§3). */
export const PLACE = 0;
/** A stacking move: onto a square holding small tokens; no large token is used (§3). */
export const STACK = 1;
/**
 * An entry onto the mover's own track that costs nothing: a square with no small token whose
 * top large token is the mover's (only under `track=freeOwnTrack`, §7.3 b).
 */
export const ENTER = 2;

/** The forced pass (§5): legal only when the player to move has no other move. */
export const PASS: Move = 1 << 14;

export function packMove(from: number, to: number, kind: number): Move {
  return from | (to << 6) | (kind << 12);
}

export function moveFrom(move: Move): number {
  return move & 63;
}

export function moveTo(move: Move): number {
  return (move >> 6) & 63;
}

/** PLACE, STACK or ENTER (meaningless for PASS). */
export function moveKind(move: Move): number {
  return (move >> 12) & 3;
}

export function isPass(move: Move): boolean {
  return move === PASS;
}

/**
 * The placing move of every step, in the order of NEIGHBOURS.cells (the step from square s to
 * its i-th neighbour is STEP_MOVES[NEIGHBOURS.start[s] + i]): a step onto small tokens is the
 * same with STACK added, so move generation writes each move with one table read.
 */
export const STEP_MOVES = new Int32Array(NEIGHBOURS.cells.length);
for (let s = 0; s < NEIGHBOURS.start.length - 1; s++) {
  for (let i = NEIGHBOURS.start[s]; i < NEIGHBOURS.start[s + 1]; i++) {
    STEP_MOVES[i] = packMove(s, NEIGHBOURS.cells[i], PLACE);
  }
}
