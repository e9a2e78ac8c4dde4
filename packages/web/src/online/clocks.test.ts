import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '@trigon/protocol';
import { OnlineGame, type GameInfo } from './protocol.js';
import { timeLeft } from './clocks.js';

/** Triangulation with 1 minute and a 10 s delay: the first 10 s of each turn are free. */
const delayed: GameInfo = {
  id: 'g3',
  game: 'triangulation',
  options: {},
  clock: { kind: 'realtime', initialMs: 60_000, bonusMs: 10_000, mode: 'delay' },
  public: false,
  createdAt: 0,
  rematchOf: null,
  rated: false,
  ratingRange: null,
  players: ['Red', 'Green', 'Blue'],
  playing: [0, 1, 2],
};

/** Each seat's first move, the last (Blue's) at 3000: Red's clock runs from then on. */
function firstRound(info: GameInfo): OnlineGame {
  const game = new OnlineGame(info);
  const events: [number, GameEvent][] = [
    [0, { kind: 'join', seat: 0, name: null }],
    [0, { kind: 'join', seat: 1, name: null }],
    [0, { kind: 'join', seat: 2, name: null }],
    [0, { kind: 'start' }],
    [1000, { kind: 'move', seat: 0, move: 'A8Ω-D7Φ' }],
    [2000, { kind: 'move', seat: 1, move: 'H2Ω-H2Φ' }],
    [3000, { kind: 'move', seat: 2, move: 'G7Δ-G7Λ' }],
  ];
  events.forEach(([at, event], i) => game.apply({ seq: i + 1, at, event }));
  return game;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the time the seat to move has left, between the server's clock messages", () => {
  it('stands still through the delay of its turn, then runs', () => {
    const game = firstRound(delayed);
    vi.useFakeTimers();
    // Told at Blue's move (3000), as the server's clocks stood then; and 4 s into Red's turn.
    for (const at of [3000, 7000]) {
      const clocks = { values: [60_000, 60_000, 60_000], at, offset: 0 };
      vi.setSystemTime(8000);
      expect(timeLeft(game, clocks, 0)).toBe(60_000);
      vi.setSystemTime(18_000);
      expect(timeLeft(game, clocks, 0)).toBe(55_000);
      // The others' clocks stand.
      expect(timeLeft(game, clocks, 1)).toBe(60_000);
    }
  });

  it('runs from the turn on with an increment', () => {
    const game = firstRound({
      ...delayed,
      clock: { ...delayed.clock, mode: 'increment' } as GameInfo['clock'],
    });
    vi.useFakeTimers();
    vi.setSystemTime(8000);
    expect(timeLeft(game, { values: [60_000, 60_000, 60_000], at: 3000, offset: 0 }, 0)).toBe(
      55_000,
    );
  });
});
