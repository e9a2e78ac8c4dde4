import type { Result } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import {
  armyProblem,
  castlingProblem,
  enPassantProblem,
  formatChessText,
  readChessText,
  type ArmyLimits,
  type ChessSetupCheck,
  type ChessTextFormat,
} from '../shared/chess-text.js';
import { CHESS_LETTERS, WHITE } from '../shared/pieces.js';
import type { BoardLayout } from '../shared/position-text.js';
import { board, FILES } from './board.js';
import type { TrigonalPosition, TrigonalSetup } from './position.js';
import { CASTLES, OPTIONS, rulesFor } from './rules.js';

/**
 * Position text (docs/rules/README.md §4):
 * `<board> <turn> <castling> <en passant> <halfmove> <fullmove>`,
 * rows a…i, each row's cells by number, then the options that differ from their defaults as
 * `name=value` words.
 *
 * It holds no history (shared/chess-text.ts): repetitions count from the position read. Nor can
 * it say which pawn stands on a start cell: under `double-step=unmoved` a pawn there reads as
 * one that has never moved, though in the game it may have arrived by a capture (g3xf3). Both
 * are limits of the FEN-like text of docs/rules/README.md; the game record replays a game exactly.
 */
export const LAYOUT: BoardLayout = {
  rows: [...FILES].map((file) =>
    board.names.flatMap((name, cell) => (name[0] === file ? [cell] : [])),
  ),
  rowNames: [...FILES],
  size: board.size,
  cellName: (cell) => board.name(cell),
};

const FORMAT: ChessTextFormat = {
  layout: LAYOUT,
  letters: CHESS_LETTERS,
  cell: (name) => board.cell(name),
  options: OPTIONS,
};

const cellName = (cell: number): string => board.name(cell);

/** An army of 16 with 8 pawns; no pawn on its promotion cell or its own back lane. */
const ARMY: ArmyLimits = {
  pawns: 8,
  men: 16,
  pawnProblem: (side, cell) => {
    const own = side === WHITE ? board.y(cell) : board.z(cell);
    const far = side === WHITE ? board.z(cell) : board.y(cell);
    if (board.orientation[cell] === 0 && far === 0)
      return 'a pawn on its promotion cell must already have promoted';
    if (own === 0) {
      return `pawns never stand on their own back lane (${side === WHITE ? 'numbers 1 and 2' : 'the last two numbers of each file'})`;
    }
    return undefined;
  },
};

export function positionText(position: TrigonalPosition): string {
  return formatChessText(position, FORMAT);
}

/** The armies, the castling rights and the en passant cell, in that order. */
const checkSetup: ChessSetupCheck = (setup, options, words) => {
  const cells = setup.board;
  const army = armyProblem(cells, cellName, ARMY);
  if (army) return army;
  if (setup.castling !== 0) {
    if (options['castling'] === 'off')
      return `castling field '${words[2]}': castling is off in this game, write '-'`;
    const castling = castlingProblem(cells, setup.castling, CASTLES.flat(), cellName);
    if (castling) return castling;
  }
  if (setup.enPassant >= 0) {
    const mover = setup.turn ^ 1;
    const rules = rulesFor(options);
    const problem = enPassantProblem(
      cells,
      setup.enPassant,
      setup.turn,
      rules.pawns[mover],
      rules.doubleStep[mover],
      cellName,
    );
    if (problem) return `en passant field: ${problem}`;
  }
  return undefined;
};

/**
 * Reads and checks position text. Everything that makes a position impossible to reach is
 * refused here, except a check on the side not to move, which needs attack detection and is
 * refused by the caller once the position is built.
 */
export function readSetup(
  text: string,
  given: GameOptions = {},
): Result<{ setup: TrigonalSetup; options: GameOptions }> {
  return readChessText(text, given, FORMAT, checkSetup);
}
