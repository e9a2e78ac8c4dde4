import { err, ok, type Result } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import type { ChessSetup } from '../shared/chess-position.js';
import { formatBoard } from '../shared/position-text.js';
import {
  armyProblem,
  castlingProblem,
  enPassantProblem,
  formatChessText,
  readChessText,
  type ArmyLimits,
  type ChessTextFormat,
} from '../shared/chess-text.js';
import { UNICORN_LETTERS, WHITE } from '../shared/pieces.js';
import { board, ROWS, rowOf } from './board.js';
import type { DeklePosition } from './position.js';
import { OPTIONS, rulesFor, type Variant } from './rules.js';

/**
 * Position text (docs/rules/README.md): rows h…a, each left to right as rules §2.2 lists them, the
 * unicorn as U; then the options that differ from their defaults as `name=value` words.
 */
const ROWS_TOP_DOWN = [...ROWS].reverse();

export const FORMAT: ChessTextFormat = {
  layout: {
    rows: ROWS_TOP_DOWN.map((row) =>
      board.names.flatMap((name, cell) => (name[0] === row ? [cell] : [])),
    ),
    rowNames: ROWS_TOP_DOWN,
    size: board.size,
    cellName: (cell) => board.name(cell),
  },
  letters: UNICORN_LETTERS,
  cell: (name) => board.cell(name),
  options: OPTIONS,
};

/**
 * The board field for pieces listed as letter and cell, White upper case: `Ka37 Pb13 kh73`
 * (for tests and set-up tools).
 */
export function boardText(pieces: string): Result<string> {
  const cells = new Int8Array(board.size);
  for (const word of pieces.split(/\s+/).filter((w) => w.length > 0)) {
    const type = UNICORN_LETTERS.indexOf(word[0].toUpperCase());
    const cell = board.cell(word.slice(1));
    if (type <= 0 || cell < 0)
      return err('bad-position', `'${word}' is not a piece letter and a cell`);
    cells[cell] = word[0] === word[0].toUpperCase() ? type : -type;
  }
  return ok(formatBoard(cells, FORMAT.layout, UNICORN_LETTERS));
}

const cellName = (cell: number): string => board.name(cell);

/** An army of 20 with 11 pawns; no pawn on its own first row or its promotion row. */
const ARMY: ArmyLimits = {
  pawns: 11,
  men: 20,
  pawnProblem: (side, cell) => {
    const row = rowOf(cell);
    if (row === (side === WHITE ? 8 : 1))
      return 'a pawn on its promotion row must already have promoted';
    if (row === (side === WHITE ? 1 : 8))
      return `pawns never stand on their own first row (${ROWS[side === WHITE ? 0 : 7]})`;
    return undefined;
  },
};

export function positionText(position: DeklePosition): string {
  return formatChessText(position, FORMAT);
}

/**
 * Reads and checks position text. Everything that makes a position impossible to reach is
 * refused here, except a check on the side not to move, which needs attack detection and is
 * refused by the caller once the position is built.
 */
export function readSetup(
  variant: Variant,
  text: string,
  given: GameOptions = {},
): Result<{ setup: ChessSetup; options: GameOptions }> {
  const read = readChessText(text, given, FORMAT);
  if (!read.ok) return read;
  const { setup, options } = read.value;
  const cells = setup.board;
  const army = armyProblem(cells, cellName, ARMY);
  if (army) return err('bad-position', army);
  const rules = rulesFor(variant, options);
  const castling = castlingProblem(cells, setup.castling, rules.castles.flat(), cellName);
  if (castling) return err('bad-position', castling);
  if (setup.enPassant >= 0) {
    const pawns = rules.pawns[setup.turn ^ 1];
    const problem = enPassantProblem(
      cells,
      setup.enPassant,
      setup.turn,
      pawns,
      pawns.double,
      cellName,
    );
    if (problem) return err('bad-position', `en passant field: ${problem}`);
  }
  return ok({ setup, options });
}
