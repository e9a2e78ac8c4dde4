import { describe, expect, it } from 'vitest';
import { cuesBetween, fellLow, LOW_TIME_MS, type SoundState } from './cues.js';
import { TONES } from './tones.js';

const start: SoundState = { length: 0, over: false, turn: 0, held: [0, 1], everyTurn: false };
const plain = { seat: 0, captured: [], effects: [], withdrawal: false };
const after = (last: SoundState['last'], more: Partial<SoundState> = {}): SoundState => ({
  ...start,
  length: 1,
  turn: 1,
  last,
  ...more,
});

describe('cuesBetween', () => {
  it('is silent on the first state seen and when nothing was played', () => {
    expect(cuesBetween(undefined, after(plain))).toEqual([]);
    expect(cuesBetween(after(plain), after(plain))).toEqual([]);
  });

  it('tells a move, a capture, a check and an elimination apart', () => {
    expect(cuesBetween(start, after(plain))).toEqual(['move']);
    expect(cuesBetween(start, after({ ...plain, captured: [{}] }))).toEqual(['capture']);
    const check = { type: 'check', by: 0, seats: [1] } as const;
    expect(cuesBetween(start, after({ ...plain, captured: [{}], effects: [check] }))).toEqual([
      'check',
    ]);
    const out = { type: 'out', seat: 2, by: 0 } as const;
    expect(cuesBetween(start, after({ ...plain, effects: [out] }))).toEqual(['capture']);
  });

  it('plays the end instead of the move that ended the game, and when a game ends without one', () => {
    const check = { type: 'check', by: 0, seats: [1] } as const;
    expect(cuesBetween(start, after({ ...plain, effects: [check] }, { over: true }))).toEqual([
      'end',
    ]);
    expect(cuesBetween(after(plain), after(plain, { over: true }))).toEqual(['end']);
    expect(cuesBetween(after(plain, { over: true }), after(plain, { over: true }))).toEqual([]);
  });

  it('is silent when a move is taken back', () => {
    expect(cuesBetween(after(plain), start)).toEqual([]);
  });

  it('calls your turn when the turn comes here from a seat played elsewhere', () => {
    const here = { held: [1] };
    expect(cuesBetween({ ...start, ...here }, after(plain, here))).toEqual(['move', 'your-turn']);
    // The move of this browser's own seat passes the turn away: no call.
    const mine = { held: [0] };
    expect(cuesBetween({ ...start, ...mine }, after(plain, mine))).toEqual(['move']);
    // Two people sharing a screen: no call on every move.
    expect(cuesBetween(start, after(plain))).toEqual(['move']);
    // A spectator holds no seat.
    expect(cuesBetween({ ...start, held: [] }, after(plain, { held: [] }))).toEqual(['move']);
  });

  it('calls every turn change when three play at one screen', () => {
    const three = { held: [0, 1, 2], everyTurn: true };
    expect(cuesBetween({ ...start, ...three }, after(plain, three))).toEqual(['move', 'your-turn']);
  });

  it('gives a withdrawal no move sound, but still calls the turn it passes on', () => {
    const left = { ...plain, withdrawal: true };
    expect(cuesBetween({ ...start, held: [1] }, after(left, { held: [1] }))).toEqual(['your-turn']);
    expect(cuesBetween(start, after(left))).toEqual([]);
  });
});

describe('fellLow', () => {
  it('is true once, as a clock crosses the mark', () => {
    expect(fellLow(LOW_TIME_MS + 100, LOW_TIME_MS - 100)).toBe(true);
    expect(fellLow(LOW_TIME_MS - 100, LOW_TIME_MS - 300)).toBe(false);
    expect(fellLow(LOW_TIME_MS + 500, LOW_TIME_MS + 100)).toBe(false);
    expect(fellLow(null, 5000)).toBe(false);
    expect(fellLow(20_000, null)).toBe(false);
    // A clock that ran out has its own sound: the end.
    expect(fellLow(LOW_TIME_MS, 0)).toBe(false);
  });
});

describe('TONES', () => {
  it('starts every sound on a pitch of its own', () => {
    const first = Object.values(TONES).map((notes) => notes[0]!.hz);
    expect(new Set(first).size).toBe(first.length);
  });
});
