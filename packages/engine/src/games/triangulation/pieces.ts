/**
 * Seats, colours and piece codes of Triangulation (docs/rules/triangulation.md §3, §4).
 *
 * A seat plays the army of its own colour, and seats are numbered in turn order (§5.1):
 * 0 Red, 1 Green, 2 Blue. Colour c moves forward along lattice axis c (§2.5: Red r, Green g,
 * Blue b), so a colour number is also its axis.
 *
 * A piece on the board is one byte: kind in bits 0-2 (0 = empty), original colour in bits 3-4,
 * and the moved bit (bit 5), kept only where a rule reads it (`tracksMoved`). Its owner is not
 * stored: every piece of one original colour always belongs to the same seat (inheritance moves
 * whole armies, and a rescue only returns a colour its rescuer controls), so the owner is the
 * position's `controller[colour]`.
 */

export const RED = 0;
export const GREEN = 1;
export const BLUE = 2;
/** The `controller` of an army no player owns: the neutral army of the two-player mode (§5.8). */
export const NEUTRAL = 3;

export const SEAT_NAMES: readonly string[] = ['Red', 'Green', 'Blue'];
/** Colour letters of position text and rescue suffixes, by colour. */
export const COLOUR_LETTERS = 'rgb';

export const GENERAL = 1;
export const RUKH = 2;
export const CAVALRY = 3;
export const INFANTRY = 4;
/** Kind letters by kind number (index 0 unused). */
export const KIND_LETTERS = '.GRCI';
export const KIND_NAMES: readonly string[] = ['', 'General', 'Rukh', 'Cavalry', 'Infantry'];

export const MOVED = 32;

export function pieceCode(colour: number, kind: number, moved = false): number {
  return kind | (colour << 3) | (moved ? MOVED : 0);
}

export function kindOf(code: number): number {
  return code & 7;
}

export function colourOf(code: number): number {
  return (code >> 3) & 3;
}

export function isMoved(code: number): boolean {
  return (code & MOVED) !== 0;
}

/**
 * Whether a piece of this kind records that it has moved. Generals and Rukhs do, for castling
 * (§4.5); Infantry only under the charge reading `first-move` (A4), where a charge needs an
 * Infantry that never moved. Every other kind never looks at it, so it is never set.
 */
export function tracksMoved(kind: number, chargeFirstMoveOnly: boolean): boolean {
  return kind === GENERAL || kind === RUKH || (kind === INFANTRY && chargeFirstMoveOnly);
}
