/**
 * Move packing shared by the chess-like games: one non-negative int32 per move.
 *
 *   bits  0–6   from cell (0…127)
 *   bits  7–13  to cell; for castling the castling rook's cell (the king "takes" its rook)
 *   bits 14–16  promotion piece type (0 for none)
 *   bits 17–19  kind: NORMAL, DOUBLE_STEP, EN_PASSANT, CASTLE_SHORT, CASTLE_LONG
 *
 * A capture is not marked in the move: it is whatever stands on the to cell when the move is
 * played (or the pawn passed by, for en passant), which the undo stack remembers.
 */
export const NORMAL = 0;
export const DOUBLE_STEP = 1;
export const EN_PASSANT = 2;
export const CASTLE_SHORT = 3;
export const CASTLE_LONG = 4;

export function packMove(from: number, to: number, promotion = 0, kind = NORMAL): number {
  return from | (to << 7) | (promotion << 14) | (kind << 17);
}

export function moveFrom(move: number): number {
  return move & 127;
}

/** The destination; for castling the rook's cell. */
export function moveTo(move: number): number {
  return (move >>> 7) & 127;
}

/** The promotion piece type, 0 if none. */
export function movePromotion(move: number): number {
  return (move >>> 14) & 7;
}

export function moveKind(move: number): number {
  return move >>> 17;
}

export function isCastle(move: number): boolean {
  const kind = move >>> 17;
  return kind === CASTLE_SHORT || kind === CASTLE_LONG;
}
