import { describe, expect, it } from 'vitest';
import { games } from '../index.js';
import { playingSeats } from './seats.js';

describe('playingSeats', () => {
  it('is every seat for a game without a neutral army', () => {
    for (const game of games.list()) {
      if (game.id === 'triangulation') continue;
      expect(playingSeats(game)).toEqual(game.players.map((_, seat) => seat));
    }
  });

  it('leaves out the neutral army of the two-player Triangulation', () => {
    const game = games.get('triangulation');
    if (!game.ok) throw new Error(game.error);
    expect(playingSeats(game.value)).toEqual([0, 1, 2]);
    expect(playingSeats(game.value, { players: '2' })).toEqual([0, 1]);
    expect(playingSeats(game.value, { players: '2', neutral: 'red' })).toEqual([1, 2]);
  });
});
