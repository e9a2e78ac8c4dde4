import { CELLS, CORNERS, THIRD_ROWS, offsetBy } from './board.js';
import { CAVALRY, GENERAL, INFANTRY, NEUTRAL, RUKH, pieceCode } from './pieces.js';

/**
 * The set-up of §3. For the army of axis k with corner K: Cavalry on K, General across K's only
 * side (K + e_k), Rukhs on the General's two other side-neighbours (K + e_k − e_p, K + e_k − e_q),
 * Infantry on the five cells of row k = 2. In the two-player mode the neutral General and
 * Cavalry change places (§3.3).
 */

function toward(axis: number, amount: number): number[] {
  return [0, 1, 2].map((a) => (a === axis ? amount : 0));
}

/** The General's start cell of each colour (three-player set-up). */
export const GENERAL_HOMES: readonly number[] = [0, 1, 2].map((k) =>
  offsetBy(CORNERS[k], toward(k, 1)),
);

/** The two Rukhs' start cells of each colour. */
export const RUKH_HOMES: readonly (readonly number[])[] = [0, 1, 2].map((k) =>
  [0, 1, 2]
    .filter((a) => a !== k)
    .map((a) => offsetBy(GENERAL_HOMES[k], toward(a, -1)))
    .sort((x, y) => x - y),
);

/** The General's start cell of a colour, given the neutral colour (-1 with three players). */
export function generalHome(colour: number, neutral: number): number {
  return colour === neutral ? CORNERS[colour] : GENERAL_HOMES[colour];
}

/** The state a position is built from; everything else is derived. */
export interface PositionState {
  /** Piece code per cell (pieces.ts). */
  readonly board: Uint8Array;
  /** The seat that owns each colour's pieces, or NEUTRAL. */
  readonly controller: Uint8Array;
  /** Per seat: 0, or 1 + the mask of the seats that gave check when it was checkmated. */
  readonly mate: Uint8Array;
  /** Captured pieces per seat, colour and kind (`pileIndex`). */
  readonly piles: Uint8Array;
  /** The seat to move. */
  readonly turn: number;
}

/** Index of a pile count: seat that captured, original colour, kind (1..4). */
export function pileIndex(seat: number, colour: number, kind: number): number {
  return (seat * 3 + colour) * 4 + kind - 1;
}

/** The start position; `neutral` is the neutral colour of the two-player mode, or -1. */
export function startState(neutral: number): PositionState {
  const board = new Uint8Array(CELLS);
  for (let c = 0; c < 3; c++) {
    const corner = CORNERS[c];
    const general = GENERAL_HOMES[c];
    board[c === neutral ? general : corner] = pieceCode(c, CAVALRY);
    board[c === neutral ? corner : general] = pieceCode(c, GENERAL);
    for (const cell of RUKH_HOMES[c]) board[cell] = pieceCode(c, RUKH);
    for (const cell of THIRD_ROWS[c]) board[cell] = pieceCode(c, INFANTRY);
  }
  const controller = Uint8Array.from([0, 1, 2], (c) => (c === neutral ? NEUTRAL : c));
  const turn = neutral === 0 ? 1 : 0;
  return { board, controller, mate: new Uint8Array(3), piles: new Uint8Array(36), turn };
}
