import { expect, it } from 'vitest';
import { findRepeats, REPEAT_WINDOW_MS } from './repeats.js';

const HOUR = 3_600_000;
const game = (id: string, hours: number, ...userIds: string[]) => ({
  gameId: id,
  at: hours * HOUR,
  userIds,
});

it('lists a pair with more than 3 rated games within 24 hours, with the games of those windows', () => {
  const ledger = [
    game('g1', 0, 'a', 'b'),
    game('g2', 1, 'b', 'a'),
    game('g3', 2, 'a', 'b'),
    game('other', 2.5, 'a', 'c'),
    game('g4', 23.9, 'a', 'b'),
    // A day after g2 and later: a window from g3 on holds g3, g4, g5 only.
    game('g5', 25.5, 'a', 'b'),
  ];
  expect(findRepeats(ledger)).toEqual([
    {
      userIds: ['a', 'b'],
      games: [
        { id: 'g1', at: 0 },
        { id: 'g2', at: HOUR },
        { id: 'g3', at: 2 * HOUR },
        { id: 'g4', at: 23.9 * HOUR },
      ],
    },
  ]);
});

it('lists nothing for 3 games a day, nor for 4 spread over more than a day', () => {
  expect(
    findRepeats([game('1', 0, 'a', 'b'), game('2', 1, 'a', 'b'), game('3', 2, 'a', 'b')]),
  ).toEqual([]);
  const spread = [0, 8, 16, 24].map((h, i) => game(String(i), h, 'a', 'b'));
  expect(findRepeats(spread)).toEqual([]);
  // The window is open at its end: exactly 24 h apart is not within it.
  expect(REPEAT_WINDOW_MS).toBe(24 * HOUR);
});

it('counts every pair of a three-player game', () => {
  const ledger = [0, 1, 2, 3].map((h) => game(`t${h}`, h, 'r', 'g', 'b'));
  const found = findRepeats(ledger);
  expect(found.map((r) => r.userIds)).toEqual([
    ['b', 'g'],
    ['b', 'r'],
    ['g', 'r'],
  ]);
  for (const repeat of found)
    expect(repeat.games.map((g) => g.id)).toEqual(['t0', 't1', 't2', 't3']);
});
