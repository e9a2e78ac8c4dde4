/**
 * Triangular Chess and Tri-Chess: the game's definition and what programs read beyond the contract.
 *
 * @module @trigon/engine/games/triangular-chess
 */
import { resolveOptions } from '../../core/options.js';
import { unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { chessPieces, pieceReach, playable } from '../shared/chess-game.js';
import { UNICORN_LETTERS } from '../shared/pieces.js';
import { board } from './board.js';
import { DeklePosition } from './position.js';
import { emptyBoardReach, OPTIONS, rulesFor, type Variant } from './rules.js';
import { readSetup } from './text.js';

/** A game on Dekle's hexagon: Triangular Chess or Tri-Chess. */
export type DekleGame = GameDefinition<DeklePosition>;

function define(id: Variant, title: string): DekleGame {
  const parse = (text: string, options?: GameOptions): Result<DeklePosition> => {
    const read = readSetup(id, text, options);
    if (!read.ok) return read;
    const { setup, options: resolved } = read.value;
    const position = new DeklePosition(game, resolved, rulesFor(id, resolved), setup);
    return playable(position, (cell) => board.name(cell));
  };

  const game: DekleGame = {
    id,
    title,
    players: ['White', 'Black'],
    topology: board,
    options: OPTIONS,
    pieces: chessPieces({ letter: 'U', name: 'Unicorn' }),
    // The drawing frame already has row a (White) at the bottom; Black sees it half turned.
    views: [0, 180],
    create(options?: GameOptions): DeklePosition {
      const resolved = unwrap(resolveOptions(OPTIONS, options));
      return unwrap(parse(rulesFor(id, resolved).start, resolved));
    },
    parse,
    reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
      const rules = rulesFor(id, unwrap(resolveOptions(OPTIONS, options)));
      return pieceReach(game, UNICORN_LETTERS, kind, owner, cell, (type) =>
        emptyBoardReach(rules, type, owner, cell),
      );
    },
  };
  return game;
}

/** Triangular Chess (G. R. Dekle Sr., 1986): docs/rules/triangular-chess.md. */
export const triangularChess: DekleGame = define('triangular-chess', 'Triangular Chess');

/** Tri-Chess (Dekle, 1986), the two-player game on the same board: triangular-chess.md §4.10. */
export const triChess: DekleGame = define('tri-chess', 'Tri-Chess');

// What the AI's evaluation and the pages read beyond the contract
// (`@trigon/engine/games/triangular-chess`, for both games).
export { DeklePosition } from './position.js';
export { START, rulesFor, type DekleRules, type Variant } from './rules.js';
export { board, rowOf, fallingOf, risingOf, isUp } from './board.js';
export * from '../chess/index.js';
export { UNICORN } from '../shared/pieces.js';
