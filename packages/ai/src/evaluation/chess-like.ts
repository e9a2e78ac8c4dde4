import type { Move } from '@trigon/engine';
import {
  BLACK,
  EN_PASSANT,
  KING,
  KNIGHT,
  NORMAL,
  PAWN,
  WHITE,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
} from '@trigon/engine/games/chess';

/**
 * Evaluation helpers for the chess-like games that share the engine's games/shared machinery
 * (Trigonal Chess, Triangular Chess, Tri-Chess): the same packed moves (read through the
 * engine's `moveFrom`, `moveTo`, …), the same piece codes (+type White, −type Black, the pawn 1)
 * and the same castling bookkeeping.
 */

/** What these helpers read of a chess-like position. */
export interface ChessLikePosition {
  readonly board: Int8Array;
  readonly castling: number;
  readonly king: ArrayLike<number>;
  readonly rules: { readonly rightsKept: Uint8Array };
}

/**
 * Most valuable victim first, then least valuable attacker; promotions count their gain.
 * `typeValue` gives a piece's value by type.
 */
export function captureOrder(cells: Int8Array, typeValue: Int32Array, move: Move): number {
  const victim = moveKind(move) === EN_PASSANT ? PAWN : Math.abs(cells[moveTo(move)]);
  const attacker = Math.abs(cells[moveFrom(move)]);
  const promotion = movePromotion(move);
  const gain = typeValue[victim] + (promotion !== 0 ? typeValue[promotion] - typeValue[PAWN] : 0);
  return gain * 8 - attacker;
}

/**
 * Whether the side to move has a piece besides its king and pawns: then a pass is taken to be
 * worse than its best move (null-move pruning), as in chess, where the zugzwangs that break
 * this come almost only in king and pawn endings. `counts` is the position's piece count by
 * board value + `types`.
 */
export function hasPieces(counts: Int8Array, types: number, turn: number): boolean {
  const sign = turn === WHITE ? 1 : -1;
  for (let type = KNIGHT; type <= types; type++) {
    if (type !== KING && counts[types + sign * type] > 0) return true;
  }
  return false;
}

/** Pawn moves, captures, castling (and other special kinds) and lost castling rights cannot be undone. */
export function irreversible(position: ChessLikePosition, move: Move): boolean {
  if (moveKind(move) !== NORMAL) return true;
  const from = moveFrom(move);
  const to = moveTo(move);
  if (position.board[to] !== 0) return true;
  const moving = position.board[from];
  if (moving === PAWN || moving === -PAWN) return true;
  const rights = position.castling;
  if (rights === 0) return false;
  const kept = position.rules.rightsKept;
  return (rights & kept[from] & kept[to]) !== rights;
}

/** The mop-up's weights: see `mopUp`. */
export interface MopUpWeights {
  /** Steps away from where mates are made are counted up to this. */
  readonly awayCap: number;
  /** Per step the losing king stands nearer where mates are made. */
  readonly away: number;
  /** Per king step the kings are nearer (counted up to 10). */
  readonly kings: number;
}

/**
 * With a lead of more than three pawns (`material`, White positive) and few pieces left
 * (`phase` at most 12), the leading side gains by driving the other king to where mates are made
 * and bringing its own king near. `away[cell]` is how far the losing king on `cell` stands from
 * those places (one entry per cell); `kingDistance` is king steps between two cells, cells ×
 * cells. White positive.
 */
export function mopUp(
  position: ChessLikePosition,
  material: number,
  phase: number,
  weights: MopUpWeights,
  away: Uint8Array,
  kingDistance: Uint8Array,
): number {
  if (phase > 12 || (material < 300 && material > -300)) return 0;
  const winner = material > 0 ? WHITE : BLACK;
  const loserKing = position.king[winner ^ 1];
  const winnerKing = position.king[winner];
  const cap = weights.awayCap;
  const bonus =
    (cap - Math.min(cap, away[loserKing])) * weights.away +
    (10 - Math.min(10, kingDistance[winnerKing * away.length + loserKing])) * weights.kings;
  return winner === WHITE ? bonus : -bonus;
}
