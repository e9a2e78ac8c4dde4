import { err, ok, type Result } from '../../core/result.js';
import type { Move } from '../../core/types.js';
import {
  CASTLE_LONG,
  CASTLE_SHORT,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
} from '../shared/moves.js';
import { CHESS_LETTERS, CHESS_PIECE_NAMES, PAWN, SIDE_NAMES } from '../shared/pieces.js';
import { board } from './board.js';
import type { TrigonalPosition } from './position.js';
import { emptyBoardReach } from './rules.js';

/**
 * Move text (rules §8). The coordinate form is `<from>-<to>`, `=Q` for a promotion, `O-O` and
 * `O-O-O` for castling. The readable form always names the origin (several rays and pieces
 * share destinations): piece letter (none for a pawn), origin, `-` or `x`, destination,
 * promotion, `+` or `#`. En passant is written as the capture it is, onto the skipped cell:
 * `g6xf4`, with no "e.p." (the cell alone tells it: a pawn taking onto an empty cell).
 */

export function moveToCoord(position: TrigonalPosition, move: Move): string {
  const kind = moveKind(move);
  if (kind === CASTLE_SHORT) return 'O-O';
  if (kind === CASTLE_LONG) return 'O-O-O';
  const promotion = movePromotion(move);
  return `${board.name(moveFrom(move))}-${board.name(moveTo(move))}${promotion ? '=' + CHESS_LETTERS[promotion] : ''}`;
}

export function moveToText(position: TrigonalPosition, move: Move): string {
  const kind = moveKind(move);
  let text: string;
  if (kind === CASTLE_SHORT || kind === CASTLE_LONG) {
    text = kind === CASTLE_SHORT ? 'O-O' : 'O-O-O';
  } else {
    const from = moveFrom(move);
    const type = Math.abs(position.board[from]);
    const promotion = movePromotion(move);
    text =
      (type === PAWN ? '' : CHESS_LETTERS[type]) +
      board.name(from) +
      (position.takes(move) ? 'x' : '-') +
      board.name(moveTo(move)) +
      (promotion ? '=' + CHESS_LETTERS[promotion] : '');
  }
  position.play(move);
  if (position.inCheck()) text += position.outcome()?.reason === 'checkmate' ? '#' : '+';
  position.undo();
  return text;
}

const CASTLING = /^([O0])-\1(-\1)?$/i;
const MOVE = /^([KQRBNP])?([a-z]+\d+)([-x:])([a-z]+\d+)(?:=(.))?$/i;

/** Reads a move in coordinate form or readable notation; the position is left as it was. */
export function parseMove(position: TrigonalPosition, text: string): Result<Move> {
  const written = text.trim();
  if (written === '') return err('no move given');
  const over = position.outcome();
  if (over) return err(`the game is over (${over.reason}): no move can be played`);
  // Check marks, annotations and an "e.p." are read past: the move itself says it all.
  const body = written.replace(/[+#!?]+$/, '').replace(/\s*e\.?p\.?$/i, '');
  const side = SIDE_NAMES[position.turn];

  const castle = CASTLING.exec(body);
  if (castle) return parseCastling(position, castle[2] === undefined ? CASTLE_SHORT : CASTLE_LONG);

  const parts = MOVE.exec(body);
  if (!parts) {
    return err(
      `cannot read '${written}' as a move: write <from>-<to> (as f4-f5), add =Q to promote, or O-O / O-O-O`,
    );
  }
  const [, letter, fromName, , toName, promotionLetter] = parts;
  const from = board.cell(fromName);
  if (from < 0) return err(`${fromName} is not a cell of this board`);
  const to = board.cell(toName);
  if (to < 0) return err(`${toName} is not a cell of this board`);
  const coord = `${board.name(from)}-${board.name(to)}`;
  const piece = position.board[from];
  if (piece === 0) return err(`there is no piece on ${board.name(from)}`);
  const owner = piece > 0 ? 0 : 1;
  const type = Math.abs(piece);
  if (owner !== position.turn) {
    return err(
      `the ${CHESS_PIECE_NAMES[type]} on ${board.name(from)} is ${SIDE_NAMES[owner]}'s, and ${side} is to move`,
    );
  }
  if (letter !== undefined && CHESS_LETTERS.indexOf(letter.toUpperCase()) !== type) {
    return err(
      `there is a ${CHESS_PIECE_NAMES[type]} on ${board.name(from)}, not a ${CHESS_PIECE_NAMES[CHESS_LETTERS.indexOf(letter.toUpperCase())]}`,
    );
  }
  let promotion = 0;
  if (promotionLetter !== undefined) {
    promotion =
      'QRBN'.indexOf(promotionLetter.toUpperCase()) >= 0
        ? CHESS_LETTERS.indexOf(promotionLetter.toUpperCase())
        : -1;
    if (promotion < 0)
      return err(`'=${promotionLetter}' is not a promotion: a pawn promotes to Q, R, B or N`);
  }

  const matches = position
    .legalMoves()
    .filter(
      (m) =>
        moveFrom(m) === from &&
        moveTo(m) === to &&
        moveKind(m) !== CASTLE_SHORT &&
        moveKind(m) !== CASTLE_LONG,
    );
  if (matches.length > 0) {
    const promotes = movePromotion(matches[0]) !== 0;
    if (!promotes) {
      if (promotion !== 0)
        return err(`${coord} is not a promotion: leave out '=${promotionLetter}'`);
      return ok(matches[0]);
    }
    if (promotion === 0)
      return err(
        `${coord} reaches the last cell of its file and must promote: add =Q, =R, =B or =N`,
      );
    return ok(matches.find((m) => movePromotion(m) === promotion)!);
  }
  return err(`${coord} is not a legal move: ${whyIllegal(position, from, to)}`);
}

/** A short reason for an illegal move of the side to move's piece on `from`. */
function whyIllegal(position: TrigonalPosition, from: number, to: number): string {
  const side = position.turn;
  const piece = position.board[from];
  const type = Math.abs(piece);
  const name = CHESS_PIECE_NAMES[type];
  const kingName = `the ${SIDE_NAMES[side]} king`;
  if (position.pseudoLegalMoves().some((m) => moveFrom(m) === from && moveTo(m) === to)) {
    return position.inCheck()
      ? `${kingName} is in check and this does not end it`
      : `it would leave ${kingName} in check`;
  }
  const target = position.board[to];
  if (target !== 0 && target > 0 === piece > 0) {
    return `your own ${CHESS_PIECE_NAMES[Math.abs(target)]} stands on ${board.name(to)}`;
  }
  if (!emptyBoardReach(position.rules, type, side, from, true).includes(to)) {
    return `a ${name} on ${board.name(from)} never moves to ${board.name(to)}`;
  }
  if (type === PAWN) {
    // The double step lands on the pawn's straight-ahead capture cell (§4.6): a step first.
    if (to === position.rules.pawns[side].step[from]) return 'a pawn cannot take straight ahead';
    if (to === position.rules.doubleStep[side][from] && target === 0)
      return "the pawn's way is blocked";
    return `a pawn moves to ${board.name(to)} only to take a piece there`;
  }
  // Only a slider can reach a cell on an empty board and be kept from it here.
  return `the way from ${board.name(from)} to ${board.name(to)} is blocked`;
}

function parseCastling(position: TrigonalPosition, kind: number): Result<Move> {
  const written = kind === CASTLE_SHORT ? 'O-O' : 'O-O-O';
  const legal = position.legalMoves().find((m) => moveKind(m) === kind);
  if (legal !== undefined) return ok(legal);
  const side = position.turn;
  const rules = position.rules.castles[side];
  if (rules.length === 0)
    return err(`${written}: there is no castling in this game (castling=off)`);
  const rule = rules[kind === CASTLE_SHORT ? 0 : 1];
  const why = ((): string => {
    if ((position.castling & rule.right) === 0) {
      return `${SIDE_NAMES[side]} may no longer castle ${kind === CASTLE_SHORT ? 'short' : 'long'} (its king or rook has moved)`;
    }
    const full = rule.empty
      .filter((cell) => position.board[cell] !== 0)
      .map((cell) => board.name(cell));
    if (full.length > 0) return `${full.join(' and ')} must be empty`;
    if (position.inCheck()) return `the ${SIDE_NAMES[side]} king is in check`;
    const crossed = rule.crossed
      .filter((cell) => position.attacked(cell, side ^ 1))
      .map((cell) => board.name(cell));
    if (crossed.length > 0)
      return `the king would cross ${crossed.join(' and ')}, which is attacked`;
    return `the king would be in check on ${board.name(rule.kingTo)}`;
  })();
  return err(`${written} is not legal now: ${why}`);
}
