import { expect, it } from 'vitest';
import type { Leaderboard } from '@trigon/protocol';
import { defaultSpeed, speedFromRoute } from './speedChoice.js';

const board = (speed: Leaderboard['speed'], count: number): Leaderboard => ({
  game: 'trigonal',
  speed,
  players: Array.from({ length: count }, (_, i) => ({
    name: `P${i}`,
    rating: 1600,
    rd: 80,
    games: 9,
  })),
});

it('shows the first speed class with players, else blitz', () => {
  expect(defaultSpeed([board('bullet', 0), board('blitz', 0), board('rapid', 2)])).toBe('rapid');
  expect(defaultSpeed([board('classical', 1), board('bullet', 1)])).toBe('bullet');
  expect(defaultSpeed([board('bullet', 0), board('rapid', 0)])).toBe('blitz');
  expect(defaultSpeed([])).toBe('blitz');
});

it('takes only a known class from the address', () => {
  expect(speedFromRoute('rapid')).toBe('rapid');
  expect(speedFromRoute('Rapid')).toBeUndefined();
  expect(speedFromRoute(undefined)).toBeUndefined();
});
