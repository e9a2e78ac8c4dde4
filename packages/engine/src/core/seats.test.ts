import { describe, expect, it } from 'vitest';
import { builtinGames } from '../games/index.js';
import { games } from '../index.js';
import { EngineError } from './result.js';
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

  // Triangulation refused bad options and the other games let them pass (found by the library
  // probe): a program asking with options it had not checked went on with a game that create
  // then refused.
  for (const game of builtinGames) {
    it(`${game.id}: refuses bad options with the error create throws`, () => {
      const thrown = (run: () => unknown): unknown => {
        try {
          run();
        } catch (error) {
          return error;
        }
        return undefined;
      };
      const option = game.options[0];
      for (const bad of [{ 'no-such-option': 'x' }, { [option.name]: 'no-such-value' }]) {
        const refused = thrown(() => playingSeats(game, bad));
        expect(refused).toBeInstanceOf(EngineError);
        expect(refused).toEqual(thrown(() => game.create(bad)));
        expect(refused).toMatchObject({ code: 'bad-option' });
      }
      expect(playingSeats(game, { [option.name]: option.values.at(-1)! }).length).toBeGreaterThan(
        1,
      );
    });
  }
});
