import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateTime, startNextIteration } from './clock.js';

describe('time from the clock', () => {
  it('takes a share of the time left and most of the increment', () => {
    expect(allocateTime({ remainingMs: 60_030 })).toEqual({ softMs: 2000, hardMs: 8000 });
    const withIncrement = allocateTime({ remainingMs: 180_030, incrementMs: 2000 });
    expect(withIncrement.softMs).toBeCloseTo(6000 + 1600, 6);
    expect(withIncrement.hardMs).toBeCloseTo(7600 * 4, 6);
  });

  it('spends what is left on the last move before a new control', () => {
    expect(allocateTime({ remainingMs: 5030, movesToGo: 1 })).toEqual({
      softMs: 5000,
      hardMs: 5000,
    });
  });

  it('never plans past the clock, whatever it shows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        (remainingMs, incrementMs, movesToGo) => {
          const { softMs, hardMs } = allocateTime({ remainingMs, incrementMs, movesToGo });
          expect(softMs).toBeGreaterThan(0);
          expect(softMs).toBeLessThanOrEqual(hardMs);
          // The reserve is kept: the hard limit ends the search before the flag falls.
          expect(hardMs).toBeLessThanOrEqual(Math.max(1, remainingMs - 30));
        },
      ),
    );
  });

  it('starts a new iteration before half the soft limit, later when the best move changed', () => {
    expect(startNextIteration(400, 1000, false)).toBe(true);
    expect(startNextIteration(600, 1000, false)).toBe(false);
    expect(startNextIteration(600, 1000, true)).toBe(true);
    expect(startNextIteration(800, 1000, true)).toBe(false);
  });

  it('refuses a clock it cannot read, as the search does', () => {
    // NaN time left gave NaN limits, movesToGo 0.5 the time of one move to go.
    expect(() => allocateTime({ remainingMs: NaN })).toThrow(
      new RangeError('clock.remainingMs must be a number, not NaN'),
    );
    expect(() => allocateTime({ remainingMs: 1000, incrementMs: -5 })).toThrow(
      new RangeError('clock.incrementMs must be a number of milliseconds of at least 0, not -5'),
    );
    expect(() => allocateTime({ remainingMs: 1000, movesToGo: 0.5 })).toThrow(
      new RangeError('clock.movesToGo must be a whole number of at least 1, not 0.5'),
    );
    // A clock in arrears still gets a move.
    expect(allocateTime({ remainingMs: -200 })).toEqual({ softMs: 1, hardMs: 1 });
  });
});
