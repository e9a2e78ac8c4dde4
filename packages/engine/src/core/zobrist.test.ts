import { describe, expect, it } from 'vitest';
import { joinHash, ZobristKeys } from './zobrist.js';

describe('ZobristKeys', () => {
  it('gives the same keys for the same seed and different keys for another', () => {
    const a = new ZobristKeys(100, 42);
    const b = new ZobristKeys(100, 42);
    const c = new ZobristKeys(100, 43);
    expect(Array.from(a.lo)).toEqual(Array.from(b.lo));
    expect(Array.from(a.hi)).toEqual(Array.from(b.hi));
    expect(Array.from(a.lo)).not.toEqual(Array.from(c.lo));
  });

  it('has no repeated keys and uses the high bits', () => {
    const keys = new ZobristKeys(2000, 7);
    const pairs = new Set(Array.from(keys.lo, (lo, i) => `${lo}:${keys.hi[i]}`));
    expect(pairs.size).toBe(2000);
    expect(Array.from(keys.lo).some((k) => k < 0)).toBe(true);
    expect(Array.from(keys.hi).some((k) => k < 0)).toBe(true);
  });
});

describe('joinHash', () => {
  it('joins the low half and 21 bits of the high half into a safe non-negative integer', () => {
    expect(joinHash(0, 0)).toBe(0);
    expect(joinHash(-1, -1)).toBe(2 ** 53 - 1);
    expect(joinHash(1, 1)).toBe(2 ** 32 + 1);
    expect(joinHash(5, 1 << 21)).toBe(5);
    expect(Number.isSafeInteger(joinHash(-123456, -987654))).toBe(true);
  });
});
