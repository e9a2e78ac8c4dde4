import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NOT_HELD, SmallValueCache } from './small-value-cache.js';

describe('SmallValueCache', () => {
  it('gives back what it kept, over the whole range of values', () => {
    const cache = new SmallValueCache();
    cache.forRules({});
    for (let value = -256; value <= 255; value++) {
      cache.set(0x1234_5678, 0x1f_ffff, value);
      expect(cache.get(0x1234_5678, 0x1f_ffff)).toBe(value);
      cache.set(-1, -1, value);
      expect(cache.get(-1, -1)).toBe(value);
    }
  });

  it('forgets everything when cleared', () => {
    const cache = new SmallValueCache();
    cache.forRules({});
    cache.set(1, 2, 9);
    cache.set(3, 2, -9);
    cache.clear();
    expect([cache.get(1, 2), cache.get(3, 2)]).toEqual([NOT_HELD, NOT_HELD]);
  });

  it('answers NOT_HELD for a position it does not hold, though it shares the bucket', () => {
    const cache = new SmallValueCache(18);
    cache.forRules({});
    expect(cache.get(0, 0)).toBe(NOT_HELD);
    expect(cache.get(7, 3)).toBe(NOT_HELD);
    cache.set(7, 3, 0);
    expect(cache.get(7, 4)).toBe(NOT_HELD);
    // The same bucket (the low bits of the low word but the lowest), other keys.
    expect(cache.get(6, 3)).toBe(NOT_HELD);
    expect(cache.get(7 + (1 << 18), 3)).toBe(NOT_HELD);
    cache.set(7 + (1 << 18), 3, -5);
    expect(cache.get(7, 3)).toBe(0);
    expect(cache.get(7 + (1 << 18), 3)).toBe(-5);
    // A third key pushes out the oldest of the two.
    cache.set(6, 3, 4);
    expect(cache.get(6, 3)).toBe(4);
    expect(cache.get(7 + (1 << 18), 3)).toBe(-5);
    expect(cache.get(7, 3)).toBe(NOT_HELD);
    // Another bucket is left alone.
    cache.set(8, 3, 1);
    expect(cache.get(6, 3)).toBe(4);
    expect(cache.get(7 + (1 << 18), 3)).toBe(-5);
  });

  it('tells keys apart by the low word and 21 bits of the high one, as EvaluationCache does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 0x1f_ffff }),
        fc.integer({ min: 0, max: 0x1f_ffff }),
        fc.integer({ min: -256, max: 255 }),
        (lo, hi, other, value) => {
          const cache = new SmallValueCache(10);
          cache.forRules({});
          cache.set(lo, hi, value);
          expect(cache.get(lo, hi)).toBe(value);
          expect(cache.get(lo, other)).toBe(other === hi ? value : NOT_HELD);
          expect(cache.get(lo ^ (1 << 20), hi)).toBe(NOT_HELD);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('forgets everything when the rules change, and nothing when they do not', () => {
    const cache = new SmallValueCache();
    const rules = {};
    cache.forRules(rules);
    cache.set(1, 2, 9);
    cache.forRules(rules);
    expect(cache.get(1, 2)).toBe(9);
    cache.forRules({});
    expect(cache.get(1, 2)).toBe(NOT_HELD);
  });
});
