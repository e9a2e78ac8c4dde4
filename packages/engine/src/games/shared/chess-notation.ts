import { err, ok, type Result } from '../../core/result.js';
import type { Move, Position } from '../../core/types.js';
import type { ChessPosition } from './chess-position.js';
import { CASTLE_LONG, CASTLE_SHORT, moveFrom, moveKind, movePromotion, moveTo } from './moves.js';
import { SIDE_NAMES } from './pieces.js';

/**
 * Move text that every chess-like game writes the same way (docs/rules/README.md §3):
 * `<from>-<to>`, `=X` for a promotion, `O-O` and `O-O-O`.
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

/**
 * Reads `O-O` or `O-O-O` (`kind`): the legal castling move, or why there is none now.
 * `noCastling` says why a game without castling rules has none.
 */
export function parseCastlingMove(
  position: ChessPosition,
  kind: typeof CASTLE_SHORT | typeof CASTLE_LONG,
  cellName: (cell: number) => string,
  noCastling = 'there is no castling in this game',
): Result<Move> {
  const over = gameOver(position);
  if (over) return over;
  const written = kind === CASTLE_SHORT ? 'O-O' : 'O-O-O';
  const legal = position.legalMoves().find((m) => moveKind(m) === kind);
  if (legal !== undefined) return ok(legal);
  const side = position.turn;
  const rules = position.rules.castles[side];
  if (rules.length === 0) return err('illegal-move', `${written}: ${noCastling}`);
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
  return err('illegal-move', `${written} is not legal now: ${why}`);
}

/**
 * What a user typed, trimmed, and the part of it that names the move: check marks, annotations
 * and an "e.p." are read past (the move itself says it all). Refused when nothing is written.
 */
export function moveBody(text: string): Result<{ written: string; body: string }> {
  const written = text.trim();
  if (written === '') return err('bad-move', 'no move given');
  const body = written.replace(/[+#!?]+$/, '').replace(/\s*e\.?p\.?$/i, '');
  return ok({ written, body });
}

/**
 * The `game-over` refusal of a move that reads well (packages/engine/README.md: text faults are
 * told first, then the game's end, then the rules), or undefined while the game goes on.
 */
export function gameOver(position: Position): Result<never> | undefined {
  const over = position.outcome();
  return over
    ? err('game-over', `the game is over (${over.reason}): no move can be played`)
    : undefined;
}

/** How a game names its cells and pieces in move text. */
export interface MoveWords {
  /** A cell's index from what a user typed, or −1. */
  readonly cell: (name: string) => number;
  readonly cellName: (cell: number) => string;
  /** Upper-case letters by piece type, index 0 a placeholder. */
  readonly letters: string;
  /** Piece names by type. */
  readonly names: readonly string[];
  /** The types a pawn may promote to. */
  readonly promotions: readonly number[];
  /** Where a pawn must promote, as in "reaches the last row". */
  readonly promotionPlace: string;
}

/** "Q, R, B or N": the promotion letters, each with `prefix`. */
function promotionList(words: MoveWords, prefix: string): string {
  const letters = words.promotions.map((type) => prefix + words.letters[type]);
  return `${letters.slice(0, -1).join(', ')} or ${letters[letters.length - 1]}`;
}

/**
 * Reads a move written with origin and destination: both cells exist, the promotion letter (if
 * any) names a promotion, the game goes on, a piece of the side to move stands on the origin and
 * the piece letter (if any) is that piece's (text faults first, then the game's end, then the
 * position's). Gives the cells, the piece type, the promotion type (0 for none) and the
 * coordinate form of the two cells.
 */
export function readFromTo(
  position: ChessPosition,
  words: MoveWords,
  letter: string | undefined,
  fromName: string,
  toName: string,
  promotionLetter: string | undefined,
): Result<{ from: number; to: number; type: number; promotion: number; coord: string }> {
  const { cellName, letters, names } = words;
  const from = words.cell(fromName);
  if (from < 0) return err('bad-cell', `${fromName} is not a cell of this board`);
  const to = words.cell(toName);
  if (to < 0) return err('bad-cell', `${toName} is not a cell of this board`);
  const promotion = promotionType(words, promotionLetter);
  if (!promotion.ok) return promotion;
  const over = gameOver(position);
  if (over) return over;
  const coord = `${cellName(from)}-${cellName(to)}`;
  const piece = position.board[from];
  if (piece === 0) return err('illegal-move', `there is no piece on ${cellName(from)}`);
  const owner = piece > 0 ? 0 : 1;
  const type = Math.abs(piece);
  if (owner !== position.turn) {
    return err(
      'illegal-move',
      `the ${names[type]} on ${cellName(from)} is ${SIDE_NAMES[owner]}'s, and ${SIDE_NAMES[position.turn]} is to move`,
    );
  }
  if (letter !== undefined && letters.indexOf(letter.toUpperCase()) !== type) {
    return err(
      'illegal-move',
      `there is a ${names[type]} on ${cellName(from)}, not a ${names[letters.indexOf(letter.toUpperCase())]}`,
    );
  }
  return ok({ from, to, type, promotion: promotion.value, coord });
}

/** The promotion type a letter asks for: 0 for none; refused for a letter that is no promotion. */
export function promotionType(words: MoveWords, letter: string | undefined): Result<number> {
  if (letter === undefined) return ok(0);
  const type = words.letters.indexOf(letter.toUpperCase());
  if (type > 0 && words.promotions.includes(type)) return ok(type);
  return err(
    'bad-move',
    `'=${letter}' is not a promotion: a pawn promotes to ${promotionList(words, '')}`,
  );
}

/**
 * Picks the promotion among `matches` (legal moves with the same origin and destination), or
 * says what is missing; `what` is the move as the user wrote it.
 */
export function choosePromotion(
  words: MoveWords,
  matches: readonly Move[],
  promotion: number,
  letter: string | undefined,
  what: string,
): Result<Move> {
  if (movePromotion(matches[0]) === 0) {
    if (promotion !== 0)
      return err('bad-move', `${what} is not a promotion: leave out '=${letter}'`);
    return ok(matches[0]);
  }
  if (promotion === 0) {
    return err(
      'illegal-move',
      `${what} reaches ${words.promotionPlace} and must promote: add ${promotionList(words, '=')}`,
    );
  }
  return ok(matches.find((m) => movePromotion(m) === promotion)!);
}
