import { err, type Result } from '../../core/result.js';
import type { Move } from '../../core/types.js';
import {
  checkSuffix,
  choosePromotion,
  coordinateText,
  moveBody,
  parseCastlingMove,
  readFromTo,
  type MoveWords,
} from '../shared/chess-notation.js';
import {
  CASTLE_LONG,
  CASTLE_SHORT,
  isCastle,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
} from '../shared/moves.js';
import { CHESS_LETTERS, CHESS_PIECE_NAMES, PAWN, SIDE_NAMES } from '../shared/pieces.js';
import { board } from './board.js';
import type { TrigonalPosition } from './position.js';
import { emptyBoardReach, PROMOTIONS } from './rules.js';

/**
 * Move text (rules §8). The coordinate form is `<from>-<to>`, `=Q` for a promotion, `O-O` and
 * `O-O-O` for castling. The readable form always names the origin (several rays and pieces
 * share destinations): piece letter (none for a pawn), origin, `-` or `x`, destination,
 * promotion, `+` or `#`. En passant is written as the capture it is, onto the skipped cell:
 * `g6xf4`, with no "e.p." (the cell alone tells it: a pawn taking onto an empty cell).
 */

const cellName = (cell: number): string => board.name(cell);

export function moveToCoord(move: Move): string {
  return coordinateText(move, cellName, CHESS_LETTERS);
}

export function moveToText(position: TrigonalPosition, move: Move): string {
  let text: string;
  if (isCastle(move)) {
    text = moveKind(move) === CASTLE_SHORT ? 'O-O' : 'O-O-O';
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
  return text + checkSuffix(position, move);
}

const WORDS: MoveWords = {
  cell: (name) => board.cell(name),
  cellName,
  letters: CHESS_LETTERS,
  names: CHESS_PIECE_NAMES,
  promotions: PROMOTIONS,
  promotionPlace: 'the last cell of its file',
};
const NO_CASTLING = 'there is no castling in this game (castling=off)';
const CASTLING = /^([O0])-\1(-\1)?$/i;
const MOVE = /^([KQRBNP])?([a-z]+\d+)([-x:])([a-z]+\d+)(?:=(.))?$/i;

/** Reads a move in coordinate form or readable notation; the position is left as it was. */
export function parseMove(position: TrigonalPosition, text: string): Result<Move> {
  const read = moveBody(text);
  if (!read.ok) return read;
  const { written, body } = read.value;

  const castle = CASTLING.exec(body);
  if (castle) {
    const kind = castle[2] === undefined ? CASTLE_SHORT : CASTLE_LONG;
    return parseCastlingMove(position, kind, cellName, NO_CASTLING);
  }

  const parts = MOVE.exec(body);
  if (!parts) {
    return err(
      'bad-move',
      `cannot read '${written}' as a move: write <from>-<to> (as f4-f5), add =Q to promote, or O-O / O-O-O`,
    );
  }
  const [, letter, fromName, , toName, promotionLetter] = parts;
  const move = readFromTo(position, WORDS, letter, fromName, toName, promotionLetter);
  if (!move.ok) return move;
  const { from, to, promotion, coord } = move.value;
  const matches = position
    .legalMoves()
    .filter((m) => !isCastle(m) && moveFrom(m) === from && moveTo(m) === to);
  if (matches.length > 0) return choosePromotion(WORDS, matches, promotion, promotionLetter, coord);
  return err('illegal-move', `${coord} is not a legal move: ${whyIllegal(position, from, to)}`);
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
