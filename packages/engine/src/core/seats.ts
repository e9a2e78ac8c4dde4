import { resolveOptions } from './options.js';
import { unwrap } from './result.js';
import type { GameDefinition, GameOptions } from './types.js';

/**
 * The seats that take turns in a game of `game` with `options`, in turn order: every seat,
 * unless the game leaves some to a neutral army (Triangulation with players=2). Bad options are
 * refused as `game.create` refuses them, in every game: an `EngineError` with code `bad-option`.
 */
export function playingSeats(game: GameDefinition, options?: GameOptions): readonly number[] {
  if (game.playingSeats) return game.playingSeats(options);
  unwrap(resolveOptions(game.options, options));
  return game.players.map((_, seat) => seat);
}
