import { games, playMoves, unwrap } from '@trigon/engine';
import { describe, expect, it } from 'vitest';
import { randomOpening } from './opening.js';
import { AiPlayer } from './player.js';
import { seededRandom } from './random.js';

describe('randomOpening', () => {
  it('replays from the same seed and differs between seeds', () => {
    const game = unwrap(games.get('trigonal'));
    const a = randomOpening(game, { plies: 6, random: seededRandom(3) });
    const b = randomOpening(game, { plies: 6, random: seededRandom(3) });
    const c = randomOpening(game, { plies: 6, random: seededRandom(4) });
    expect(a).toHaveLength(6);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    expect(playMoves(game.create(), a.join(' ')).ok).toBe(true);
  });

  it('never returns an opening that ends the game', () => {
    // Triangulate games can end within a few plies; long random openings often do.
    const game = unwrap(games.get('triangulate'));
    for (let seed = 1; seed <= 10; seed++) {
      const moves = randomOpening(game, { plies: 24, random: seededRandom(seed) });
      const position = game.create();
      expect(playMoves(position, moves.join(' ')).ok).toBe(true);
      expect(position.outcome()).toBeUndefined();
    }
  });

  it('with a balance, keeps only openings a short search finds about even', () => {
    const game = unwrap(games.get('trigonal'));
    const judge = new AiPlayer(game, { level: 8, hashMegabytes: 1 });
    for (let seed = 1; seed <= 4; seed++) {
      const moves = randomOpening(game, { plies: 8, random: seededRandom(seed), balance: 50 });
      const position = game.create();
      playMoves(position, moves.join(' '));
      expect(
        Math.abs(judge.think(position, { depth: 4, nodes: 20_000 }).score),
      ).toBeLessThanOrEqual(50);
    }
  });

  it('refuses plies and a balance it cannot keep', () => {
    const game = unwrap(games.get('trigonal'));
    // NaN plies gave no moves, a negative balance fifty searches and then the first opening.
    for (const plies of [NaN, -1, 1.5]) {
      expect(() => randomOpening(game, { plies, random: seededRandom(1) })).toThrow(
        new RangeError(`plies must be a whole number of at least 0, not ${plies}`),
      );
    }
    for (const balance of [NaN, -1, Infinity]) {
      expect(() => randomOpening(game, { plies: 2, random: seededRandom(1), balance })).toThrow(
        new RangeError(`balance must be a number of at least 0, not ${balance}`),
      );
    }
    expect(randomOpening(game, { plies: 0, random: seededRandom(1) })).toEqual([]);
  });
});
