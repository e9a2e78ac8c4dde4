import type { Position } from '@trigon/engine';
import { checkClock } from './clock.js';
import type { SearchRequest } from './types.js';

/**
 * Throws a RangeError naming what is wrong with a search's budget or style: a depth or node
 * budget that is not a whole number of at least 1 (Infinity: no limit), a time that is not a
 * number of at least 0, a clock without its time left, a random margin below 0. A budget that
 * cannot be met would otherwise be read as some other budget without a word.
 */
export function checkRequest(request: SearchRequest): void {
  const whole = (name: string, value: number | undefined, min: number, unbounded: boolean) => {
    if (value === undefined) return;
    if (!((Number.isInteger(value) || (unbounded && value === Infinity)) && value >= min))
      throw new RangeError(`${name} must be a whole number of at least ${min}, not ${value}`);
  };
  const time = (name: string, value: number | undefined) => {
    if (value !== undefined && !(value >= 0))
      throw new RangeError(`${name} must be a number of milliseconds of at least 0, not ${value}`);
  };
  whole('depth', request.depth, 1, true);
  whole('nodes', request.nodes, 1, true);
  time('timeMs', request.timeMs);
  whole('randomMargin', request.randomMargin, 0, false);
  if (request.clock !== undefined) checkClock(request.clock);
}

/** Throws a RangeError when `position` is not a position of the game `game` (an id). */
export function checkGame(game: string, position: Position): void {
  if (position.game.id !== game)
    throw new RangeError(`a position of ${position.game.id} given to an AI for ${game}`);
}
