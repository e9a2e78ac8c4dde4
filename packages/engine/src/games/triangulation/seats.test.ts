import { describe, expect, it } from 'vitest';
import { triangulation } from './index.js';

describe('Triangulation seats that play', () => {
  it('has every seat playing with three players', () => {
    expect(triangulation.playingSeats!()).toEqual([0, 1, 2]);
    expect(triangulation.playingSeats!({ players: '3', neutral: 'red' })).toEqual([0, 1, 2]);
  });

  it('leaves the neutral army out with two players (§5.8)', () => {
    expect(triangulation.playingSeats!({ players: '2' })).toEqual([0, 1]);
    expect(triangulation.playingSeats!({ players: '2', neutral: 'red' })).toEqual([1, 2]);
    expect(triangulation.playingSeats!({ players: '2', neutral: 'green' })).toEqual([0, 2]);
  });

  it('agrees with the start position: the seats to move and the seats still in the game', () => {
    for (const neutral of ['red', 'green', 'blue']) {
      const options = { players: '2', neutral };
      const playing = triangulation.playingSeats!(options);
      const position = triangulation.create(options);
      expect(position.activeSeats!()).toEqual(playing);
      // Two moves in, each playing seat has moved once and the turn is back with the first.
      const turns: number[] = [];
      for (let i = 0; i < 3; i++) {
        turns.push(position.turn);
        position.play(position.legalMoves()[0]);
      }
      expect(turns).toEqual([...playing, playing[0]]);
    }
  });
  // Elimination from the active seats is checked by T12 in examples.test.ts.
});
