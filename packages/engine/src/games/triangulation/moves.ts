import type { Move } from '../../core/types.js';

/**
 * Packed moves of Triangulation (a non-negative int32):
 *
 * | bits  | field                                                                       |
 * |-------|-----------------------------------------------------------------------------|
 * | 0-5   | from: the moving piece's cell (the General's, for castling)                 |
 * | 6-11  | to: its destination (the Rukh's cell, for castling)                         |
 * | 12    | castling: the General and the Rukh on `to` swap (§4.5)                      |
 * | 13    | rescue (§5.6); the fields below are read only when it is set                |
 * | 14-15 | the rescued piece's original colour                                         |
 * | 16-18 | the rescued piece's kind (Rukh, Cavalry or Infantry; pieces.ts numbers)     |
 * | 19-24 | where the rescuing Infantry returns to (a 3rd-row cell)                     |
 * | 25-30 | where a rescued Infantry goes (a 3rd-row cell); 0 for a Rukh or Cavalry     |
 *
 * A pass (§5.3 step 6) is `PASS`, the move with both the castling and rescue bits and nothing
 * else. A withdrawal (a player leaving a game of three, see `withdrawalMove`) has both bits and
 * the leaver's seat + 1 in bits 14-15; it is never among the legal moves.
 * Identical outcomes are one move: when both Infantries of a rescue are of one colour, the
 * rescuer's cell is the lower cell number.
 */

export const CASTLE = 1 << 12;
export const RESCUE = 1 << 13;
export const PASS: Move = CASTLE | RESCUE;

export function simpleMove(from: number, to: number): Move {
  return from | (to << 6);
}

export function castleMove(general: number, rukh: number): Move {
  return general | (rukh << 6) | CASTLE;
}

/** Adds a rescue to an Infantry's move; `rescuedCell` is 0 unless the rescued piece is an Infantry. */
export function withRescue(
  move: Move,
  colour: number,
  kind: number,
  returnCell: number,
  rescuedCell: number,
): Move {
  return move | RESCUE | (colour << 14) | (kind << 16) | (returnCell << 19) | (rescuedCell << 25);
}

export function moveFrom(move: Move): number {
  return move & 63;
}

export function moveTo(move: Move): number {
  return (move >> 6) & 63;
}

/** The move by which `seat` leaves the game (TriangulationPosition.withdrawal). */
export function withdrawalMove(seat: number): Move {
  return PASS | ((seat + 1) << 14);
}

export function isWithdrawal(move: Move): boolean {
  return (move & (CASTLE | RESCUE)) === PASS && move !== PASS;
}

/** The seat that leaves with a withdrawal move. */
export function withdrawnSeat(move: Move): number {
  return ((move >> 14) & 3) - 1;
}

export function isPass(move: Move): boolean {
  return move === PASS;
}

export function isCastle(move: Move): boolean {
  return (move & (CASTLE | RESCUE)) === CASTLE;
}

export function isRescue(move: Move): boolean {
  return (move & (CASTLE | RESCUE)) === RESCUE;
}

export function rescuedColour(move: Move): number {
  return (move >> 14) & 3;
}

export function rescuedKind(move: Move): number {
  return (move >> 16) & 7;
}

/** The 3rd-row cell the rescuing Infantry returns to. */
export function returnCell(move: Move): number {
  return (move >> 19) & 63;
}

/** The 3rd-row cell a rescued Infantry goes to. */
export function rescuedCell(move: Move): number {
  return (move >> 25) & 63;
}
