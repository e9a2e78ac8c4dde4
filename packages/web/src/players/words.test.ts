import { describe, expect, it } from 'vitest';
import type { PlayerGame } from '@trigon/protocol';
import { clocksText, dayWords, ownResult, turnText } from './words.js';

const armies = ['White', 'Black'];

const game = (over: Partial<PlayerGame> = {}): PlayerGame => ({
  id: 'g1',
  game: 'trigonal',
  rated: true,
  createdAt: 0,
  status: 'playing',
  seat: 0,
  turn: 1,
  toMove: false,
  opponents: ['Bob'],
  others: [{ seat: 1, name: 'Bob', account: true }],
  clock: { kind: 'realtime', mode: 'increment', initialMs: 300_000, bonusMs: 0 },
  clocks: [299_000, 300_000],
  result: null,
  place: null,
  calledOff: false,
  ...over,
});

describe('a player page’s words', () => {
  it('says whose turn it is, “Your turn” only to the list’s own player', () => {
    expect(turnText(game(), 'Ada', armies, true)).toBe('Bob to move');
    const mine = game({ turn: 0, toMove: true });
    expect(turnText(mine, 'Ada', armies, true)).toBe('Your turn');
    expect(turnText(mine, 'Ada', armies, false)).toBe('Ada to move');
    expect(turnText(game({ status: 'waiting', turn: null }), 'Ada', armies, true)).toBe(
      'Waiting for players',
    );
    // A seat nobody named goes by its army.
    const anonymous = game({ others: [{ seat: 1, name: null, account: false }] });
    expect(turnText(anonymous, 'Ada', armies, false)).toBe('Black to move');
  });

  it('gives each seat’s time left, in seat order', () => {
    expect(clocksText(game(), 'Ada', armies)).toBe('Ada 4:59 · Bob 5:00');
    expect(
      clocksText(
        game({ seat: 1, others: [{ seat: 0, name: 'Bob', account: true }] }),
        'Ada',
        armies,
      ),
    ).toBe('Bob 4:59 · Ada 5:00');
    expect(clocksText(game({ clocks: null }), 'Ada', armies)).toBe('');
  });

  it('tells the player’s own result', () => {
    const over = (winners: number[], seat = 0, players = 2, place: number | null = null) =>
      ownResult(
        game({
          status: 'finished',
          seat,
          place,
          result: { winners, reason: 'checkmate' },
          others: [1, 2]
            .slice(0, players - 1)
            .map((s) => ({ seat: (seat + s) % players, name: 'X', account: true })),
        }),
      );
    expect(over([0])).toBe('Won');
    expect(over([1])).toBe('Lost');
    expect(over([])).toBe('Draw');
    expect(over([0], 0, 3, 1)).toBe('1st of 3');
    expect(over([1], 0, 3, 2)).toBe('2nd of 3');
    expect(over([1], 0, 3, 3)).toBe('3rd of 3');
    // A list without places (a server before them) still says who won.
    expect(over([1], 0, 3)).toBe('Lost');
    expect(over([0, 2], 0, 3)).toBe('Draw');
    // Two of three agree a draw: they share the first place; the one already out is third.
    expect(over([], 0, 3, 1)).toBe('Draw');
    expect(over([], 1, 3, 3)).toBe('3rd of 3');
    expect(ownResult(game())).toBe('');
    expect(
      ownResult(
        game({
          status: 'finished',
          calledOff: true,
          result: { winners: [], reason: 'game aborted by White' },
        }),
      ),
    ).toBe('No result');
  });
});

describe('dayWords', () => {
  it('writes a day with its month in words, never as numbers alone that read as another day', () => {
    const text = dayWords(new Date(2026, 11, 7, 12));
    expect(text).toContain('2026');
    expect(text).toContain('7');
    expect(text).toMatch(/\p{L}{3,}/u);
    expect(text).not.toMatch(/^\d+\D\d+\D\d+$/);
  });
});
