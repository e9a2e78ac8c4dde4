import { err, ok, type Result } from '../../core/result.js';
import type { Move, Position } from '../../core/types.js';
import type { ChessPosition } from './chess-position.js';
import { CASTLE_LONG, CASTLE_SHORT, moveFrom, moveKind, movePromotion, moveTo } from './moves.js';
import { SIDE_NAMES } from './pieces.js';

/**
 * Move text that every chess-like game writes the same way (rules/README.md, "Coordinate move
 * form"): `<from>-<to>`, `=X` for a promotion, `O-O` and `O-O-O`.
 */
export function coordinateText(
  move: Move,
  cellName: (cell: number) => string,
  letters: string,
): string {
  const kind = moveKind(move);
  if (kind === CASTLE_SHORT) return 'O-O';
  if (kind === CASTLE_LONG) return 'O-O-O';
  const promotion = movePromotion(move);
  return `${cellName(moveFrom(move))}-${cellName(moveTo(move))}${promotion ? '=' + letters[promotion] : ''}`;
}

/** `+` when the move gives check, `#` when it mates, else nothing (the position is left as it was). */
export function checkSuffix(position: Position, move: Move): string {
  position.play(move);
  const suffix = position.inCheck() ? (position.outcome()?.reason === 'checkmate' ? '#' : '+') : '';
  position.undo();
  return suffix;
}

/** Reads `O-O` or `O-O-O` (`kind`): the legal castling move, or why there is none now. */
export function parseCastlingMove(
  position: ChessPosition,
  kind: typeof CASTLE_SHORT | typeof CASTLE_LONG,
  cellName: (cell: number) => string,
): Result<Move> {
  const written = kind === CASTLE_SHORT ? 'O-O' : 'O-O-O';
  const legal = position.legalMoves().find((m) => moveKind(m) === kind);
  if (legal !== undefined) return ok(legal);
  const side = position.turn;
  const rules = position.rules.castles[side];
  if (rules.length === 0) return err(`${written}: there is no castling in this game`);
  const rule = rules[kind === CASTLE_SHORT ? 0 : 1];
  const why = ((): string => {
    if ((position.castling & rule.right) === 0) {
      return `${SIDE_NAMES[side]} may no longer castle ${kind === CASTLE_SHORT ? 'short' : 'long'} (its king or rook has moved)`;
    }
    const full = rule.empty.filter((cell) => position.board[cell] !== 0).map(cellName);
    if (full.length > 0) return `${full.join(' and ')} must be empty`;
    if (position.inCheck()) return `the ${SIDE_NAMES[side]} king is in check`;
    const attacked = rule.crossed.filter((cell) => position.attacked(cell, side ^ 1));
    const crossed = attacked.filter((cell) => cell !== rule.kingTo).map(cellName);
    if (crossed.length > 0)
      return `the king would cross ${crossed.join(' and ')}, which is attacked`;
    if (attacked.length > 0)
      return `the king would land on ${cellName(rule.kingTo)}, which is attacked`;
    return `the king would be in check on ${cellName(rule.kingTo)}`;
  })();
  return err(`${written} is not legal now: ${why}`);
}
