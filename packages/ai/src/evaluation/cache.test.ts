import { describe, expect, it } from 'vitest';
import { games, unwrap, type GameDefinition, type Position } from '@trigon/engine';
import {
  EvaluationCache,
  hashHigh,
  hashLow,
  NOT_CACHED,
  seatKeyHigh,
  seatKeyLow,
} from './cache.js';
import { evaluationWithWeights, weightsOf } from './weights/index.js';
import { seededRandom } from '../random.js';

describe('EvaluationCache', () => {
  it('gives back what it kept, over the whole range of values', () => {
    const cache = new EvaluationCache();
    cache.forRules({});
    for (const value of [-(2 ** 31), -50_000, -1, 0, 1, 150, 2 ** 31 - 1]) {
      cache.set(0x1234_5678, 0x1f_ffff, value);
      expect(cache.get(0x1234_5678, 0x1f_ffff)).toBe(value);
    }
  });

  it('answers NOT_CACHED for a position it does not hold, though it shares the slot', () => {
    const cache = new EvaluationCache();
    cache.forRules({});
    expect(cache.get(7, 3)).toBe(NOT_CACHED);
    cache.set(7, 3, 0);
    expect(cache.get(7, 4)).toBe(NOT_CACHED);
    // The same slot (the low bits of the low word), another key.
    expect(cache.get(7 + (1 << 18), 3)).toBe(NOT_CACHED);
    cache.set(7 + (1 << 18), 3, 5);
    expect(cache.get(7, 3)).toBe(NOT_CACHED);
    expect(cache.get(7 + (1 << 18), 3)).toBe(5);
  });

  it('forgets everything when cleared', () => {
    const cache = new EvaluationCache();
    cache.clear();
    cache.forRules({});
    cache.set(1, 2, 9);
    cache.clear();
    expect(cache.get(1, 2)).toBe(NOT_CACHED);
  });

  it('forgets everything when the rules change, and nothing when they do not', () => {
    const cache = new EvaluationCache();
    const rules = {};
    cache.forRules(rules);
    cache.set(1, 2, 9);
    cache.forRules(rules);
    expect(cache.get(1, 2)).toBe(9);
    cache.forRules({});
    expect(cache.get(1, 2)).toBe(NOT_CACHED);
  });

  it('splits a 53-bit position hash into the words the positions keep', () => {
    const hash = 0x1f_ffff * 0x1_0000_0000 + 0xfedc_ba98;
    expect(hashLow(hash)).toBe(0xfedc_ba98 | 0);
    expect(hashHigh(hash)).toBe(0x1f_ffff);
    expect(hashLow(12)).toBe(12);
    expect(hashHigh(12)).toBe(0);
  });

  it('keeps a position’s values for different seats apart', () => {
    const cache = new EvaluationCache();
    cache.forRules({});
    const lo = 0x7654_3210;
    const hi = 0x1_2345;
    for (let seat = 0; seat < 3; seat++)
      cache.set(seatKeyLow(lo, seat), seatKeyHigh(hi, seat), seat * 10 - 7);
    for (let seat = 0; seat < 3; seat++)
      expect(cache.get(seatKeyLow(lo, seat), seatKeyHigh(hi, seat))).toBe(seat * 10 - 7);
    expect(cache.get(seatKeyLow(lo, 1), seatKeyHigh(hi, 2))).toBe(NOT_CACHED);
  });
});

/** At least `count` positions of seeded random playouts (of up to 60 plies), each a copy. */
function playouts(
  game: GameDefinition,
  options: Record<string, string>,
  count: number,
): Position[] {
  const buffer = new Int32Array(1024);
  const seen: Position[] = [];
  for (let seed = 1; seen.length < count; seed++) {
    const random = seededRandom(seed);
    const position = game.create(options);
    for (let ply = 0; ply < 60 && position.outcome() === undefined; ply++) {
      const n = position.generateLegal(buffer, 0);
      position.play(buffer[Math.floor(random() * n)]);
      seen.push(position.clone());
    }
  }
  return seen;
}

// An evaluation that keeps its costly part by hash must value every position as a fresh
// evaluation does: after other positions, the same positions again, and under other rules.
describe.each(games.ids())('the cached evaluation of %s', (id) => {
  const game = unwrap(games.get(id));
  const fresh = () => evaluationWithWeights(id, weightsOf(id));
  const readings = game.options.map((option) => ({
    [option.name]: option.values[option.values.length - 1],
  }));

  it('values every position as a fresh evaluation does, twice over, under other rules and after clear()', () => {
    const shared = fresh();
    const seats = game.players.length;
    for (const options of [{}, ...readings, {}]) {
      const positions = playouts(game, options, 60);
      // Each value from an evaluation that has seen nothing else (made once: making one is
      // what takes the time).
      const expected = positions.map((p) =>
        Array.from({ length: seats }, (_, seat) => fresh().evaluate(p, seat)),
      );
      for (let pass = 0; pass < 3; pass++) {
        if (pass === 2) shared.clear?.();
        positions.forEach((position, i) => {
          for (let seat = 0; seat < seats; seat++) {
            expect(shared.evaluate(position, seat)).toBe(expected[i][seat]);
          }
        });
      }
    }
  });
});
