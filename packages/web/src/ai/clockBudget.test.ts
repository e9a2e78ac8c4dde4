import { describe, expect, it } from 'vitest';
import { allocateTime } from '@trigon/ai';
import { LOCAL_CLOCKS } from '../game/clock.js';
import { aiClockBudget, MOVE_LATENCY_MS } from './clockBudget.js';

/**
 * A whole game from the AI's side: `moves` moves, each spending the search's hard limit (the
 * most it can take) plus the latency of a move, and gaining the increment. Returns the least
 * time the AI had left after a move, and the time it thought on its first move.
 */
function playOut(clock: { initialMs: number; incrementMs: number }, moves: number) {
  let left = clock.initialMs;
  let least = left;
  let first = 0;
  for (let i = 0; i < moves; i++) {
    const { hardMs } = allocateTime(aiClockBudget(left, clock.incrementMs));
    if (i === 0) first = hardMs;
    left -= hardMs + MOVE_LATENCY_MS;
    least = Math.min(least, left);
    left += clock.incrementMs;
  }
  return { least, first };
}

describe("the AI's clock", () => {
  it('never runs out in a game of 120 moves at every clock offered', () => {
    for (const [name, clock] of Object.entries(LOCAL_CLOCKS)) {
      const { least, first } = playOut(clock, 120);
      expect(least, name).toBeGreaterThan(0);
      // And it is not frightened into playing at once: its first move has some thought.
      expect(first, name).toBeGreaterThan(clock.initialMs / 200);
    }
  });

  it('would run out without the reserve, spending the same way at 0:30', () => {
    let left = LOCAL_CLOCKS['0:30+0'].initialMs;
    for (let i = 0; i < 120; i++) {
      left -= allocateTime({ remainingMs: left }).hardMs + MOVE_LATENCY_MS;
    }
    expect(left).toBeLessThan(0);
  });
});
