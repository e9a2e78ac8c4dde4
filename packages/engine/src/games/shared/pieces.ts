/**
 * Piece codes of the chess-like games. A board is an Int8Array: 0 for an empty cell, +type
 * for a White piece and −type for a Black one, so a piece's colour is its sign and the same
 * tables serve both sides. A game with extra pieces (Dekle's unicorn) numbers them from 7 on.
 */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
/** Dekle's unicorn (Triangular Chess, Tri-Chess). */
export const UNICORN = 7;

export const WHITE = 0;
export const BLACK = 1;

/** +1 for White, −1 for Black: multiply a board value by it to see it from that side. */
export function sideSign(side: number): number {
  return side === WHITE ? 1 : -1;
}

/** Piece letters by type (index 0 is a placeholder no letter matches), as in position text. */
export const CHESS_LETTERS = '.PNBRQK';
export const CHESS_PIECE_NAMES: readonly string[] = [
  '',
  'pawn',
  'knight',
  'bishop',
  'rook',
  'queen',
  'king',
];
/** The same with the unicorn (letter U), for the games that have it. */
export const UNICORN_LETTERS = CHESS_LETTERS + 'U';
export const UNICORN_PIECE_NAMES: readonly string[] = [...CHESS_PIECE_NAMES, 'unicorn'];
export const SIDE_NAMES: readonly string[] = ['White', 'Black'];
