import { describe, expect, it } from 'vitest';
import { absenceEndsGame } from './absence.js';

describe('absenceEndsGame', () => {
  it('ends a real-time or unclocked game by absence, never a correspondence one', () => {
    expect(
      absenceEndsGame({ kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' }),
    ).toBe(true);
    expect(absenceEndsGame({ kind: 'none' })).toBe(true);
    expect(absenceEndsGame({ kind: 'correspondence', daysPerMove: 3 })).toBe(false);
  });
});
