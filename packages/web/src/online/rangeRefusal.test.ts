import { describe, expect, it } from 'vitest';
import type { OpenGame, PlayerRating } from '@trigon/protocol';
import { rangeRefusal } from './rangeRefusal.js';

const seek = (over: Partial<OpenGame>): OpenGame => ({
  id: 'g1',
  game: 'trigonal',
  options: {},
  clock: { kind: 'none' },
  speed: 'blitz',
  rated: true,
  ratingRange: { min: 1600, max: 1800 },
  seeker: { name: 'Ann', rating: 1700, provisional: false },
  openSeats: [1],
  createdAt: 0,
  ...over,
});

const rating = (game: string, speed: PlayerRating['speed'], value: number): PlayerRating => ({
  game,
  speed,
  rating: value,
  rd: 60,
  games: 20,
  provisional: false,
});

describe('rangeRefusal', () => {
  it('says why a rating in the seek’s game and speed is outside its range, ends included', () => {
    expect(rangeRefusal(seek({}), [rating('trigonal', 'blitz', 1900)])).toBe(
      'Your blitz rating here, 1900, is outside its range',
    );
    expect(rangeRefusal(seek({}), [rating('trigonal', 'blitz', 1600)])).toBe('');
    expect(rangeRefusal(seek({}), [rating('trigonal', 'blitz', 1800)])).toBe('');
    expect(rangeRefusal(seek({}), [rating('trigonal', 'blitz', 1599)])).not.toBe('');
  });

  it('counts the start rating where the player has none in that game and speed', () => {
    const other = [rating('trigonal', 'rapid', 1700), rating('tri-chess', 'blitz', 1700)];
    expect(rangeRefusal(seek({}), other)).toBe(
      'Your blitz rating here, 1500 (not rated yet), is outside its range',
    );
    expect(rangeRefusal(seek({ ratingRange: { min: 1400, max: 1600 } }), other)).toBe('');
  });

  it('leaves the word to the server when it cannot tell', () => {
    const low = [rating('trigonal', 'blitz', 1000)];
    expect(rangeRefusal(seek({}), null)).toBe('');
    expect(rangeRefusal(seek({ rated: false }), low)).toBe('');
    expect(rangeRefusal(seek({ ratingRange: null }), low)).toBe('');
  });
});
