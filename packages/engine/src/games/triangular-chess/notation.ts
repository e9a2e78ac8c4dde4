import { err, type Result } from '../../core/result.js';
import type { Move } from '../../core/types.js';
import {
  checkSuffix,
  choosePromotion,
  coordinateText,
  gameOver,
  moveBody,
  parseCastlingMove,
  promotionType,
  readFromTo,
  type MoveWords,
} from '../shared/chess-notation.js';
import {
  CASTLE_LONG,
  CASTLE_SHORT,
  EN_PASSANT,
  isCastle,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
} from '../shared/moves.js';
import {
  BISHOP,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  SIDE_NAMES,
  UNICORN,
  UNICORN_LETTERS as LETTERS,
  UNICORN_PIECE_NAMES as NAMES,
} from '../shared/pieces.js';
import { board } from './board.js';
import type { DeklePosition } from './position.js';
import { emptyBoardReach } from './rules.js';

/**
 * Move text (rules §6 item 19, docs/rules/README.md).
 *
 * The coordinate form is `<from>-<to>`, `=Q` (R, B, N, U) for a promotion, `O-O` and `O-O-O`
 * for castling; cells may be typed as `a25` or `a-2-5`.
 *
 * The readable form is the chess players' short notation: piece letter (none for a pawn), `x`
 * for a capture, destination, `=Q` for a promotion, `e.p.` after an en passant capture (joined
 * to the move so that a move list stays one word per move), `+` or `#`. A pawn capture names the
 * pawn's row as Wikipedia's `exf64 e.p.` does. Where that or the piece letter leaves two moves
 * alike, the whole origin is written instead, in the long form `e54xf64`, `Na15-c23`.
 */

const cellName = (cell: number): string => board.name(cell);
const WORDS: MoveWords = {
  cell: (name) => board.cell(name),
  cellName,
  letters: LETTERS,
  names: NAMES,
  promotions: [QUEEN, ROOK, BISHOP, KNIGHT, UNICORN],
  promotionPlace: 'the last row',
};

export function moveToCoord(move: Move): string {
  return coordinateText(move, cellName, LETTERS);
}

/** The piece type that makes a move. */
const typeOf = (position: DeklePosition, move: Move): number =>
  Math.abs(position.board[moveFrom(move)]);

/** The long form, origin included: `Na15-c23`, `e54xf64`. */
function longForm(position: DeklePosition, move: Move): string {
  const type = typeOf(position, move);
  return (
    (type === PAWN ? '' : LETTERS[type]) +
    board.name(moveFrom(move)) +
    (position.takes(move) ? 'x' : '-') +
    board.name(moveTo(move))
  );
}

export function moveToText(position: DeklePosition, move: Move): string {
  let text: string;
  if (isCastle(move)) {
    text = moveKind(move) === CASTLE_SHORT ? 'O-O' : 'O-O-O';
  } else {
    const from = moveFrom(move);
    const to = moveTo(move);
    const type = typeOf(position, move);
    const capture = position.takes(move);
    const promotion = movePromotion(move);
    // Other legal moves of the same kind of piece to the same cell with the same promotion.
    const rivals = position
      .legalMoves()
      .filter(
        (m) =>
          m !== move &&
          !isCastle(m) &&
          moveTo(m) === to &&
          movePromotion(m) === promotion &&
          typeOf(position, m) === type,
      );
    const row = board.name(from)[0];
    if (type === PAWN && capture && !rivals.some((m) => board.name(moveFrom(m))[0] === row)) {
      text = `${row}x${board.name(to)}`;
    } else if (rivals.length === 0) {
      text = (type === PAWN ? '' : LETTERS[type]) + (capture ? 'x' : '') + board.name(to);
    } else {
      text = longForm(position, move);
    }
    if (promotion) text += '=' + LETTERS[promotion];
    if (moveKind(move) === EN_PASSANT) text += 'e.p.';
  }
  return text + checkSuffix(position, move);
}

// Any word of letters then digits stands in a cell's place, so that one the board does not have
// is refused as a cell (bad-cell), as in the other games; the board's names are a-h and two
// digits, or written with dashes (b-1-3).
const CELL = '[a-zA-Z]+\\d+|[a-hA-H]-\\d-\\d';
const CASTLING = /^([O0])-\1(-\1)?$/i;
const LONG = new RegExp(`^([KQRBNUP])?(${CELL})([-x:])(${CELL})(?:=(.))?$`);
const SHORT = new RegExp(`^([KQRBNU])?([a-h])?(x|:)?(${CELL})(?:=(.))?$`);

/** Reads a move in coordinate form or readable notation; the position is left as it was. */
export function parseMove(position: DeklePosition, text: string): Result<Move> {
  const read = moveBody(text);
  if (!read.ok) return read;
  const { written, body } = read.value;

  const castle = CASTLING.exec(body);
  if (castle)
    return parseCastlingMove(
      position,
      castle[2] === undefined ? CASTLE_SHORT : CASTLE_LONG,
      cellName,
    );

  const long = LONG.exec(body);
  if (long) return parseLong(position, long[1], long[2], long[4], long[5]);
  const short = SHORT.exec(body);
  if (short)
    return parseShort(position, short[1], short[2], short[3] !== undefined, short[4], short[5]);
  return err(
    'bad-move',
    `cannot read '${written}' as a move: write <from>-<to> (as b13-c13 or b-1-3-c-1-3), add =Q (R, B, N, U) to promote, O-O / O-O-O to castle, or the short form (Nc23, exf64)`,
  );
}

function parseLong(
  position: DeklePosition,
  letter: string | undefined,
  fromName: string,
  toName: string,
  promotionLetter: string | undefined,
): Result<Move> {
  const move = readFromTo(position, WORDS, letter, fromName, toName, promotionLetter);
  if (!move.ok) return move;
  const { from, to, promotion, coord } = move.value;
  const matches = position
    .legalMoves()
    .filter((m) => !isCastle(m) && moveFrom(m) === from && moveTo(m) === to);
  if (matches.length > 0) return choosePromotion(WORDS, matches, promotion, promotionLetter, coord);
  return err('illegal-move', `${coord} is not a legal move: ${whyIllegal(position, from, to)}`);
}

function parseShort(
  position: DeklePosition,
  letter: string | undefined,
  row: string | undefined,
  capture: boolean,
  toName: string,
  promotionLetter: string | undefined,
): Result<Move> {
  const to = board.cell(toName);
  if (to < 0) return err('bad-cell', `${toName} is not a cell of this board`);
  const type = letter === undefined ? PAWN : LETTERS.indexOf(letter);
  const asked = promotionType(WORDS, promotionLetter);
  if (!asked.ok) return asked;
  const over = gameOver(position);
  if (over) return over;
  const promotion = asked.value;
  const side = SIDE_NAMES[position.turn];
  const what = `${letter ?? ''}${row ?? ''}${capture ? 'x' : ''}${board.name(to)}`;
  const reaching = position
    .legalMoves()
    .filter(
      (m) =>
        !isCastle(m) &&
        moveTo(m) === to &&
        typeOf(position, m) === type &&
        (row === undefined || board.name(moveFrom(m))[0] === row),
    );
  if (reaching.length === 0) {
    const whose = row === undefined ? '' : ` from row ${row}`;
    return err(
      'illegal-move',
      `${what}: no ${side} ${NAMES[type]}${whose} can move to ${board.name(to)}`,
    );
  }
  const candidates = capture ? reaching.filter((m) => position.takes(m)) : reaching;
  if (candidates.length === 0)
    return err('illegal-move', `${what}: there is nothing to take on ${board.name(to)}`);
  const origins = [...new Set(candidates.map(moveFrom))];
  if (origins.length > 1) {
    const forms = origins.map((from) =>
      longForm(
        position,
        candidates.find((m) => moveFrom(m) === from)!,
      ),
    );
    return err('bad-move', `${what} is ambiguous: write ${forms.join(' or ')}`);
  }
  return choosePromotion(WORDS, candidates, promotion, promotionLetter, what);
}

/** A short reason for an illegal move of the side to move's piece on `from`. */
function whyIllegal(position: DeklePosition, from: number, to: number): string {
  const side = position.turn;
  const piece = position.board[from];
  const type = Math.abs(piece);
  const kingName = `the ${SIDE_NAMES[side]} king`;
  if (
    position
      .pseudoLegalMoves()
      .some((m) => !isCastle(m) && moveFrom(m) === from && moveTo(m) === to)
  ) {
    if (type === KING) return `${kingName} would be attacked on ${board.name(to)}`;
    return position.inCheck()
      ? `${kingName} is in check and this does not end it`
      : `it would leave ${kingName} in check`;
  }
  const target = position.board[to];
  if (target !== 0 && target > 0 === piece > 0) {
    return `your own ${NAMES[Math.abs(target)]} stands on ${board.name(to)}`;
  }
  if (!emptyBoardReach(position.rules, type, side, from, true).includes(to)) {
    return `a ${NAMES[type]} on ${board.name(from)} never moves to ${board.name(to)}`;
  }
  if (type === PAWN) {
    const pawns = position.rules.pawns[side];
    if (to === pawns.step[from]) return 'a pawn cannot take straight ahead';
    if (to === pawns.double[from]) return "the pawn's way is blocked";
    return `a pawn moves to ${board.name(to)} only to take a piece there`;
  }
  // Only a slider (or a Tri-Chess king sliding two cells) can reach a cell on an empty board and be kept from it here.
  return `the way from ${board.name(from)} to ${board.name(to)} is blocked`;
}
