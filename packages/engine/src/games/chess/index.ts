/**
 * What the chess-like games (Trigonal Chess, Triangular Chess, Tri-Chess) share that programs
 * read beyond the contract: the fields of a packed move and the piece codes of the board's
 * typed array (+type for White, −type for Black; the Unicorn is Triangular Chess's own).
 * Published as `@trigon/engine/games/chess` (the moves and pieces live in `games/shared/`) and
 * re-exported by each chess game's own entry, so that no program outside the engine reads
 * move bits itself.
 *
 * @module @trigon/engine/games/chess
 */
export {
  moveFrom,
  moveTo,
  movePromotion,
  moveKind,
  isCastle,
  NORMAL,
  DOUBLE_STEP,
  EN_PASSANT,
  CASTLE_SHORT,
  CASTLE_LONG,
} from '../shared/moves.js';
export { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, WHITE, BLACK } from '../shared/pieces.js';
export type { RayTable, TargetTable } from '../../grid/rays.js';
