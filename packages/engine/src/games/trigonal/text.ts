import { optionWords, parseOptionWords, resolveOptions } from '../../core/options.js';
import { err, ok, type Result } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { formatCastling, parseCastling } from '../shared/castling.js';
import {
  CHESS_LETTERS,
  CHESS_PIECE_NAMES,
  KING,
  PAWN,
  ROOK,
  SIDE_NAMES,
  WHITE,
} from '../shared/pieces.js';
import { formatBoard, parseBoard, parseCount, type BoardLayout } from '../shared/position-text.js';
import { board, FILES } from './board.js';
import type { TrigonalPosition, TrigonalSetup } from './position.js';
import { CASTLES, OPTIONS, rulesFor } from './rules.js';

/**
 * Position text (rules/README.md): `<board> <turn> <castling> <en passant> <halfmove> <fullmove>`,
 * rows a…i, each row's cells by number, then the options that differ from their defaults as
 * `name=value` words.
 */
const LETTERS = CHESS_LETTERS;
const SIDES = SIDE_NAMES;

export const LAYOUT: BoardLayout = {
  rows: [...FILES].map((file) =>
    board.names.flatMap((name, cell) => (name[0] === file ? [cell] : [])),
  ),
  rowNames: [...FILES],
  size: board.size,
  cellName: (cell) => board.name(cell),
};

export function positionText(position: TrigonalPosition): string {
  const fields = [
    formatBoard(position.board, LAYOUT, LETTERS),
    position.turn === WHITE ? 'w' : 'b',
    formatCastling(position.castling),
    position.enPassant >= 0 ? board.name(position.enPassant) : '-',
    String(position.halfmove),
    String(position.fullmove),
    ...optionWords(OPTIONS, position.options),
  ];
  return fields.join(' ');
}

const pieceName = (piece: number): string =>
  `${SIDES[piece > 0 ? 0 : 1]} ${CHESS_PIECE_NAMES[Math.abs(piece)]}`;

/**
 * Reads and checks position text. Everything that makes a position impossible to reach is
 * refused here, except a check on the side not to move, which needs attack detection and is
 * refused by the caller once the position is built.
 */
export function readSetup(
  text: string,
  given: GameOptions = {},
): Result<{ setup: TrigonalSetup; options: GameOptions }> {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length < 6) {
    return err(
      `position text needs 6 fields (board, turn, castling, en passant, halfmove clock, fullmove number), found ${words.length}`,
    );
  }
  const givenOk = resolveOptions(OPTIONS, given);
  if (!givenOk.ok) return givenOk;
  const named = parseOptionWords(words.slice(6));
  if (!named.ok) return err(`position text: ${named.error}`);
  const resolved = resolveOptions(OPTIONS, { ...given, ...named.value });
  if (!resolved.ok) return err(`position text: ${resolved.error}`);
  const options = resolved.value;

  const parsed = parseBoard(words[0], LAYOUT, LETTERS);
  if (!parsed.ok) return parsed;
  const cells = parsed.value;

  const turnText = words[1];
  if (turnText !== 'w' && turnText !== 'b')
    return err(`turn field '${turnText}' must be 'w' or 'b'`);
  const turn = turnText === 'w' ? 0 : 1;

  const castlingRead = parseCastling(words[2]);
  if (!castlingRead.ok) return castlingRead;
  const castling = castlingRead.value;

  let enPassant = -1;
  if (words[3] !== '-') {
    enPassant = board.cell(words[3]);
    if (enPassant < 0) return err(`en passant field: ${words[3]} is not a cell of this board`);
  }

  const halfmove = parseCount(words[4], 'halfmove clock', 0);
  if (!halfmove.ok) return halfmove;
  const fullmove = parseCount(words[5], 'fullmove number', 1);
  if (!fullmove.ok) return fullmove;

  const pieces = checkPieces(cells);
  if (!pieces.ok) return pieces;

  if (castling !== 0) {
    if (options['castling'] === 'off')
      return err(`castling field '${words[2]}': castling is off in this game, write '-'`);
    for (const rule of CASTLES.flat()) {
      if ((castling & rule.right) === 0) continue;
      const letter = formatCastling(rule.right);
      const king = cells[rule.kingFrom];
      const rook = cells[rule.rookFrom];
      const sign = rule.side === WHITE ? 1 : -1;
      if (king !== sign * KING) {
        return err(
          `castling right '${letter}' needs the ${SIDES[rule.side]} king on ${board.name(rule.kingFrom)}`,
        );
      }
      if (rook !== sign * ROOK) {
        return err(
          `castling right '${letter}' needs a ${SIDES[rule.side]} rook on ${board.name(rule.rookFrom)}`,
        );
      }
    }
  }

  if (enPassant >= 0) {
    const problem = enPassantProblem(cells, enPassant, turn, options);
    if (problem) return err(`en passant field: ${problem}`);
    if (halfmove.value !== 0) {
      return err(
        `halfmove clock is ${halfmove.value}, but a double step was just played (en passant ${words[3]}): it must be 0`,
      );
    }
  }

  return ok({
    setup: {
      board: cells,
      turn,
      castling,
      enPassant,
      halfmove: halfmove.value,
      fullmove: fullmove.value,
    },
    options,
  });
}

/** One king each; pawns only where pawns can be; no more men than an army has. */
function checkPieces(cells: Int8Array): Result<true> {
  for (let side = 0; side < 2; side++) {
    const sign = side === WHITE ? 1 : -1;
    const kings: string[] = [];
    let men = 0;
    let pawns = 0;
    for (let cell = 0; cell < board.size; cell++) {
      const piece = cells[cell] * sign;
      if (piece <= 0) continue;
      men++;
      if (piece === KING) kings.push(board.name(cell));
      if (piece !== PAWN) continue;
      pawns++;
      const own = side === WHITE ? board.y(cell) : board.z(cell);
      const far = side === WHITE ? board.z(cell) : board.y(cell);
      if (board.orientation[cell] === 0 && far === 0) {
        return err(
          `${pieceName(sign * PAWN)} on ${board.name(cell)}: a pawn on its promotion cell must already have promoted`,
        );
      }
      if (own === 0) {
        return err(
          `${pieceName(sign * PAWN)} on ${board.name(cell)}: pawns never stand on their own back lane (${side === WHITE ? 'numbers 1 and 2' : 'the last two numbers of each file'})`,
        );
      }
    }
    if (kings.length === 0) return err(`there is no ${SIDES[side]} king`);
    if (kings.length > 1)
      return err(
        `there are ${kings.length} ${SIDES[side]} kings (${kings.join(', ')}), there must be one`,
      );
    if (pawns > 8) return err(`${SIDES[side]} has ${pawns} pawns, an army has at most 8`);
    if (men > 16) return err(`${SIDES[side]} has ${men} pieces, an army has at most 16`);
  }
  return ok(true);
}

/**
 * The en passant cell must be the cell skipped by a double step that the side not to move has
 * just played: empty, with the pawn on the landing cell and its start cell empty.
 */
function enPassantProblem(
  cells: Int8Array,
  target: number,
  turn: number,
  options: GameOptions,
): string | undefined {
  const mover = turn ^ 1;
  const sign = mover === WHITE ? 1 : -1;
  const rules = rulesFor(options);
  const pawns = rules.pawns[mover];
  const name = board.name(target);
  let origin = -1;
  for (let cell = 0; cell < board.size; cell++) {
    if (rules.doubleStep[mover][cell] >= 0 && pawns.step[cell] === target) origin = cell;
  }
  if (origin < 0) {
    return `${name} is not a cell that a ${SIDES[mover]} double step passes (${SIDES[mover]} moved last)`;
  }
  const landing = rules.doubleStep[mover][origin];
  if (cells[landing] !== sign * PAWN) {
    return `${name} needs the ${SIDES[mover]} pawn that double-stepped on ${board.name(landing)}`;
  }
  if (pawns.promotes[landing])
    return `a double step onto ${board.name(landing)} promotes and leaves no en passant cell`;
  if (cells[target] !== 0) return `${name} must be empty`;
  if (cells[origin] !== 0)
    return `${name} needs the pawn's start cell ${board.name(origin)} to be empty`;
  return undefined;
}
