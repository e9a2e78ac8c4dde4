import { describe, expect, it } from 'vitest';
import { createSearch, evaluationFor, isMateScore } from '@trigon/ai';
import { games, playMoves, type GameDefinition } from '@trigon/engine';
import { MIDDLE_GAMES, middleGame, mulberry32, playout, PLAYOUT_PLIES } from './middlegame.js';

describe('mulberry32', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(mulberry32(8)()).not.toBe(first[0]);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('middleGame', () => {
  it.each(games.ids())('gives %s the same unfinished position every time', (id) => {
    const game = games.get(id);
    if (!game.ok) throw new Error(game.error);
    const one = middleGame(game.value);
    const two = middleGame(game.value);
    expect(two.text).toBe(one.text);
    expect(one.position.toText()).toBe(one.text);
    expect(one.position.legalMoves().length).toBeGreaterThan(0);
    expect(one.text).not.toBe(game.value.create().toText());
  });

  it('plays out a game that has no fixed position', () => {
    const trigonal = games.get('trigonal');
    if (!trigonal.ok) throw new Error(trigonal.error);
    const unlisted: GameDefinition = Object.create(trigonal.value, { id: { value: 'unlisted' } });
    const middle = middleGame(unlisted);
    expect(middle.source).toBe(`playout of ${PLAYOUT_PLIES} plies, seed 1`);
    expect(middle.text).toBe(playout(unlisted, 1, PLAYOUT_PLIES)!.toText());
  });

  it('plays the given number of plies', () => {
    const game = games.get('trigonal');
    if (!game.ok) throw new Error(game.error);
    const position = playout(game.value, 1, PLAYOUT_PLIES);
    expect(position?.history()).toHaveLength(PLAYOUT_PLIES);
  });
});

describe('MIDDLE_GAMES', () => {
  it('holds positions that parse, for registered games', () => {
    for (const [id, text] of Object.entries(MIDDLE_GAMES)) {
      const game = games.get(id);
      if (!game.ok) throw new Error(game.error);
      const parsed = game.value.parse(text);
      expect(parsed.ok && parsed.value.toText()).toBe(text);
    }
  });

  /** The moves each fixed middle game's comment gives, from the start. */
  const COMMENTED_MOVES: Record<string, string> = {
    trigonal:
      'f4-f5 f8-f7 g4-g5 g10-g9 f1-e2 f11-e8 h4-h5 h12-h11 i2-i5 i16-i13 g2-e6 g12-e4 ' +
      'f3-f4 f9-f8 g3-g4 g11-g10 i5-h6 i13-h10',
    sankaku:
      'd1-d5 d8-g4 d5-a5 g4-d5 a5-g3 e7-c5 c2-c4 d5-d8 d2-d1 c7-e5 ' +
      'e2-e4 d7-c7 g3-a4 f6-g6 b3-a3 d8-f6 f3-g3 b6-a6 a4-g4 c7-b6',
  };

  it.each(Object.keys(MIDDLE_GAMES))('gives the %s middle game the moves of its comment', (id) => {
    const game = games.get(id);
    if (!game.ok) throw new Error(game.error);
    const position = game.value.create();
    expect(playMoves(position, COMMENTED_MOVES[id]).ok).toBe(true);
    expect(position.toText()).toBe(MIDDLE_GAMES[id]);
    expect(middleGame(game.value).source).toBe('fixed');
  });

  // A search that finds a mate stops early, and its nodes per second measure almost nothing.
  it.each(games.ids())('gives %s a middle game that no short search finds decided', (id) => {
    const game = games.get(id);
    if (!game.ok) throw new Error(game.error);
    const result = createSearch(game.value, evaluationFor(game.value)).search(
      middleGame(game.value).position,
      { depth: 4 },
    );
    expect(isMateScore(result.score), `score ${result.score}`).toBe(false);
  });
});
