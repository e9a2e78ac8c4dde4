import { describe, expect, it } from 'vitest';
import { GameClock, LOCAL_CLOCKS } from './clock.js';

describe('the clocks of a game on this screen', () => {
  it('run on the turn of the seat to move and add the increment after its move', () => {
    const clock = new GameClock(2, LOCAL_CLOCKS['3+2']);
    clock.start(0, 1_000);
    expect(clock.timeLeft(0, 5_000)).toBe(176_000);
    expect(clock.timeLeft(1, 5_000)).toBe(180_000);
    clock.moved(1, 5_000);
    expect(clock.runningSeat).toBe(1);
    expect(clock.timeLeft(0, 9_000)).toBe(178_000);
    expect(clock.timeLeft(1, 9_000)).toBe(176_000);
    clock.stop(10_000);
    expect(clock.runningSeat).toBe(-1);
    expect(clock.timeLeft(1, 99_000)).toBe(175_000);
  });

  it('name the seat whose time ran out, only while its clock runs', () => {
    const clock = new GameClock(2, LOCAL_CLOCKS['0:30+0']);
    clock.start(0, 0);
    expect(clock.flagged(29_999)).toBe(-1);
    expect(clock.flagged(30_000)).toBe(0);
    clock.stop(30_500);
    expect(clock.flagged(60_000)).toBe(-1);
    expect(clock.timeLeft(0, 60_000)).toBe(-500);
  });
});
