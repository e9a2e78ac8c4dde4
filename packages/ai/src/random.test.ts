import { games, unwrap } from '@trigon/engine';
import { describe, expect, it } from 'vitest';
import { AiPlayer } from './player.js';
import { seededRandom } from './random.js';

describe('seededRandom', () => {
  it('replays a seed, and counts its low 32 bits', () => {
    const draws = (seed: number) => Array.from({ length: 4 }, seededRandom(seed));
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws(2 ** 32 + 7)).toEqual(draws(7));
  });

  it('refuses a seed that is not a whole number, which replayed another seed’s games', () => {
    // NaN and 0.5 played as seed 0, 1.5 as seed 1.
    for (const seed of [NaN, Infinity, 0.5, 1.5]) {
      expect(() => seededRandom(seed)).toThrow(
        new RangeError(`seed must be a whole number, not ${seed}`),
      );
    }
    const trigonal = unwrap(games.get('trigonal'));
    expect(() => new AiPlayer(trigonal, { level: 1, seed: 1.5 })).toThrow(
      new RangeError('seed must be a whole number, not 1.5'),
    );
    expect(() => new AiPlayer(trigonal, { level: 1 }).newGame(NaN)).toThrow(
      new RangeError('seed must be a whole number, not NaN'),
    );
  });
});
