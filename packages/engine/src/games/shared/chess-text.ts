import { optionWords, parseOptionWordsOnce, resolveOptions } from '../../core/options.js';
import { err, fail, ok, type Result } from '../../core/result.js';
import type { GameOptions, OptionSpec } from '../../core/types.js';
import { formatCastling, parseCastling, type CastleRule } from './castling.js';
import type { ChessPosition, ChessSetup } from './chess-position.js';
import { KING, PAWN, ROOK, SIDE_NAMES, WHITE } from './pieces.js';
import {
  MAX_COUNT,
  formatBoard,
  parseBoard,
  parseCount,
  type BoardLayout,
} from './position-text.js';

/**
 * The position text of the chess-like games (docs/rules/README.md):
 * `<board> <turn> <castling> <en passant> <halfmove> <fullmove>`, then the options that differ
 * from their defaults as `name=value` words. Reading checks the fields one by one; what makes a
 * position impossible in a particular game is checked by the game on top.
 *
 * Like FEN, the text holds no history. The repetition rules count the positions since the text
 * was read, the described position being the first occurrence: a position that ended by
 * fivefold repetition reads back as a game in play, and a threefold claim is not yet open. The
 * game record (the start text and the moves) is what replays a game exactly, repetitions included.
 * The clocks read are at most 999999 (MAX_COUNT); a fullmove number that play takes past it is
 * written as 999999.
 */

/** How a game's board is written: its rows, piece letters, cell names and options. */
export interface ChessTextFormat {
  readonly layout: BoardLayout;
  /** Upper-case letters by piece type, index 0 a placeholder. */
  readonly letters: string;
  /** A cell's index from what a user typed, or −1. */
  readonly cell: (name: string) => number;
  readonly options: readonly OptionSpec[];
}

export function formatChessText(position: ChessPosition, format: ChessTextFormat): string {
  return [
    formatBoard(position.board, format.layout, format.letters),
    position.turn === WHITE ? 'w' : 'b',
    formatCastling(position.castling),
    position.enPassant >= 0 ? format.layout.cellName(position.enPassant) : '-',
    String(position.halfmove),
    // A game read at fullmove MAX_COUNT goes on past it; the text stops there, so that parse
    // reads back what is written (the number is shown, never used by a rule).
    String(Math.min(position.fullmove, MAX_COUNT)),
    ...optionWords(format.options, position.options),
  ].join(' ');
}

/**
 * A game's checks of the fields read, run before the clock check: why the set-up is impossible,
 * or undefined. `words` are the text's fields as written.
 */
export type ChessSetupCheck = (
  setup: ChessSetup,
  options: GameOptions,
  words: readonly string[],
) => string | undefined;

/**
 * Reads the fields of position text, each checked on its own, and the options: those named in
 * the text override `given`. Then `check`, if given, and last: an en passant cell needs a
 * halfmove clock of 0.
 */
export function readChessText(
  text: string,
  given: GameOptions,
  format: ChessTextFormat,
  check?: ChessSetupCheck,
): Result<{ setup: ChessSetup; options: GameOptions }> {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length < 6) {
    return err(
      'bad-position',
      `position text needs 6 fields (board, turn, castling, en passant, halfmove clock, fullmove number), found ${words.length}`,
    );
  }
  const givenOk = resolveOptions(format.options, given);
  if (!givenOk.ok) return givenOk;
  const named = parseOptionWordsOnce(words.slice(6));
  if (!named.ok) return fail(named, 'position text: ');
  const resolved = resolveOptions(format.options, { ...given, ...named.value });
  if (!resolved.ok) return fail(resolved, 'position text: ');

  const board = parseBoard(words[0], format.layout, format.letters);
  if (!board.ok) return board;

  const turnText = words[1];
  if (turnText !== 'w' && turnText !== 'b')
    return err('bad-position', `turn field '${turnText}' must be 'w' or 'b'`);

  const castling = parseCastling(words[2]);
  if (!castling.ok) return castling;

  let enPassant = -1;
  if (words[3] !== '-') {
    enPassant = format.cell(words[3]);
    if (enPassant < 0)
      return err('bad-position', `en passant field: ${words[3]} is not a cell of this board`);
  }

  const halfmove = parseCount(words[4], 'halfmove clock', 0);
  if (!halfmove.ok) return halfmove;
  const fullmove = parseCount(words[5], 'fullmove number', 1);
  if (!fullmove.ok) return fullmove;
  const setup: ChessSetup = {
    board: board.value,
    turn: turnText === 'w' ? 0 : 1,
    castling: castling.value,
    enPassant,
    halfmove: halfmove.value,
    fullmove: fullmove.value,
  };
  const problem = check?.(setup, resolved.value, words);
  if (problem) return err('bad-position', problem);
  if (enPassant >= 0 && halfmove.value !== 0) {
    return err(
      'bad-position',
      `halfmove clock is ${halfmove.value}, but a double step was just played (en passant ${words[3]}): it must be 0`,
    );
  }

  return ok({ setup, options: resolved.value });
}

/** The side not to move must not be in check: the side to move could take its king. */
export function waitingKingProblem(
  position: ChessPosition,
  cellName: (cell: number) => string,
): string | undefined {
  const waiting = position.turn ^ 1;
  if (!position.attacked(position.king[waiting], position.turn)) return undefined;
  return `the ${SIDE_NAMES[waiting]} king on ${cellName(position.king[waiting])} is in check, but it is ${SIDE_NAMES[position.turn]}'s turn`;
}

/** What an army may hold at most, and where a pawn may not stand. */
export interface ArmyLimits {
  readonly pawns: number;
  readonly men: number;
  /** Why a pawn of `side` cannot stand on `cell`, or undefined. */
  readonly pawnProblem: (side: number, cell: number) => string | undefined;
}

/** One king each; pawns only where pawns can be; no more men than an army has. */
export function armyProblem(
  cells: Int8Array,
  cellName: (cell: number) => string,
  limits: ArmyLimits,
): string | undefined {
  for (let side = 0; side < 2; side++) {
    const sign = side === WHITE ? 1 : -1;
    const name = SIDE_NAMES[side];
    const kings: string[] = [];
    let men = 0;
    let pawns = 0;
    for (let cell = 0; cell < cells.length; cell++) {
      const piece = cells[cell] * sign;
      if (piece <= 0) continue;
      men++;
      if (piece === KING) kings.push(cellName(cell));
      if (piece !== PAWN) continue;
      pawns++;
      const problem = limits.pawnProblem(side, cell);
      if (problem) return `${name} pawn on ${cellName(cell)}: ${problem}`;
    }
    if (kings.length === 0) return `there is no ${name} king`;
    if (kings.length > 1)
      return `there are ${kings.length} ${name} kings (${kings.join(', ')}), there must be one`;
    if (pawns > limits.pawns)
      return `${name} has ${pawns} pawns, an army has at most ${limits.pawns}`;
    if (men > limits.men) return `${name} has ${men} pieces, an army has at most ${limits.men}`;
  }
  return undefined;
}

/** Each castling right needs its king and rook on their start cells. */
export function castlingProblem(
  cells: Int8Array,
  castling: number,
  rules: readonly CastleRule[],
  cellName: (cell: number) => string,
): string | undefined {
  for (const rule of rules) {
    if ((castling & rule.right) === 0) continue;
    const letter = formatCastling(rule.right);
    const sign = rule.side === WHITE ? 1 : -1;
    const side = SIDE_NAMES[rule.side];
    if (cells[rule.kingFrom] !== sign * KING) {
      return `castling right '${letter}' needs the ${side} king on ${cellName(rule.kingFrom)}`;
    }
    if (cells[rule.rookFrom] !== sign * ROOK) {
      return `castling right '${letter}' needs a ${side} rook on ${cellName(rule.rookFrom)}`;
    }
  }
  return undefined;
}

/**
 * The en passant cell must be the cell skipped by a double step that the side not to move has
 * just played: empty, with the pawn on the landing cell and its start cell empty. `landing` is
 * that side's double-step table (the landing cell from each start cell, or −1), `step` its
 * single steps.
 */
export function enPassantProblem(
  cells: Int8Array,
  target: number,
  turn: number,
  pawns: { readonly step: Int16Array; readonly promotes: Uint8Array },
  landing: Int16Array,
  cellName: (cell: number) => string,
): string | undefined {
  const mover = turn ^ 1;
  const sign = mover === WHITE ? 1 : -1;
  const side = SIDE_NAMES[mover];
  const name = cellName(target);
  let origin = -1;
  for (let cell = 0; cell < landing.length; cell++) {
    if (landing[cell] >= 0 && pawns.step[cell] === target) origin = cell;
  }
  if (origin < 0) {
    return `${name} is not a cell that a ${side} double step passes (${side} moved last)`;
  }
  const land = landing[origin];
  if (cells[land] !== sign * PAWN) {
    return `${name} needs the ${side} pawn that double-stepped on ${cellName(land)}`;
  }
  if (pawns.promotes[land])
    return `a double step onto ${cellName(land)} promotes and leaves no en passant cell`;
  if (cells[target] !== 0) return `${name} must be empty`;
  if (cells[origin] !== 0)
    return `${name} needs the pawn's start cell ${cellName(origin)} to be empty`;
  return undefined;
}
