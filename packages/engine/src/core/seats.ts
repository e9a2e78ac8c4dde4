import type { GameDefinition, GameOptions } from './types.js';

/**
 * The seats that take turns in a game of `game` with `options`, in turn order: every seat,
 * unless the game leaves some to a neutral army (Triangulation with players=2).
 */
export function playingSeats(game: GameDefinition, options?: GameOptions): readonly number[] {
  return game.playingSeats?.(options) ?? game.players.map((_, seat) => seat);
}
