/**
 * Trigonal Chess: the game's definition and what programs read beyond the contract.
 *
 * @module @trigon/engine/games/trigonal
 */
import { resolveOptions } from '../../core/options.js';
import { unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { chessPieces, pieceReach, playable } from '../shared/chess-game.js';
import { CHESS_LETTERS } from '../shared/pieces.js';
import { board } from './board.js';
import { TrigonalPosition } from './position.js';
import { emptyBoardReach, OPTIONS, rulesFor } from './rules.js';
import { readSetup } from './text.js';

/** The start position (rules §3). */
export const START = '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1';

function parse(text: string, options?: GameOptions): Result<TrigonalPosition> {
  const read = readSetup(text, options);
  if (!read.ok) return read;
  const position = new TrigonalPosition(
    trigonal,
    read.value.options,
    rulesFor(read.value.options),
    read.value.setup,
  );
  return playable(position, (cell) => board.name(cell));
}

/** Trigonal Chess (Max Koval, 2023): docs/rules/trigonal-chess.md. */
export const trigonal: GameDefinition<TrigonalPosition> = {
  id: 'trigonal',
  title: 'Trigonal Chess',
  players: ['White', 'Black'],
  topology: board,
  options: OPTIONS,
  pieces: chessPieces(),
  // The drawing frame has the apex up and White at the lower left. §2.1's display turns it a
  // quarter anticlockwise: apex at the left, files a…i left to right, White at the bottom.
  // Black's view is the half turn of that.
  views: [90, 270],
  create(options?: GameOptions): TrigonalPosition {
    const resolved = unwrap(resolveOptions(OPTIONS, options));
    // With castling off the start position has no rights to castle.
    const text = resolved['castling'] === 'off' ? START.replace('KQkq', '-') : START;
    return unwrap(parse(text, resolved));
  },
  parse,
  reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
    const rules = rulesFor(unwrap(resolveOptions(OPTIONS, options)));
    return pieceReach(trigonal, CHESS_LETTERS, kind, owner, cell, (type) =>
      emptyBoardReach(rules, type, owner, cell),
    );
  },
};

// What the AI's evaluation and the pages read beyond the contract (`@trigon/engine/games/trigonal`).
export { TrigonalPosition } from './position.js';
export type { TrigonalRules } from './rules.js';
export type { RayWalk } from '../shared/walks.js';
export { board, fileOf, numberOf } from './board.js';
export * from '../chess/index.js';
export { ROOK_RAYS, BISHOP_RAYS, KNIGHT_TARGETS } from './tables.js';
