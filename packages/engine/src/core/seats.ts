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

/**
 * `seat`, when it is one of a game's `seats` (0 to seats − 1); otherwise a RangeError that says
 * which seat of what, `what` naming the argument ('winner', 'mover'). For the library's tools
 * that take seats as numbers, where a seat out of range would answer junk (a blank name, a score
 * for nobody, an extra column).
 */
export function checkSeat(seat: number, seats: number, what: string): number {
  if (Number.isInteger(seat) && seat >= 0 && seat < seats) return seat;
  throw new RangeError(`${what} ${String(seat)} is not a seat (seats are 0 to ${seats - 1})`);
}

/** `seats`, when it is a number of seats (a whole number from 1 up); otherwise a RangeError. */
export function checkSeatCount(seats: number): number {
  if (Number.isInteger(seats) && seats >= 1) return seats;
  throw new RangeError(`${String(seats)} is not a number of seats (a whole number from 1 up)`);
}
