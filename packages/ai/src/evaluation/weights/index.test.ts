import { describe, expect, it } from 'vitest';
import { evaluationWithWeights, WEIGHTED_GAMES, weightsOf } from './index.js';

/** The weights as a JSON file gives them back. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('evaluationWithWeights', () => {
  it('loads every game its own weights back from JSON', () => {
    expect([...WEIGHTED_GAMES].sort()).toEqual([
      'sankaku',
      'tri-chess',
      'triangular-chess',
      'triangulate',
      'triangulation',
      'trigonal',
    ]);
    for (const game of WEIGHTED_GAMES)
      expect(evaluationWithWeights(game, asJson(weightsOf(game))).game).toBe(game);
  });

  it('names the field that is wrong, by game', () => {
    const sankaku = asJson(weightsOf('sankaku')) as Record<string, unknown>;
    expect(() => evaluationWithWeights('sankaku', [])).toThrow(
      'sankaku weights expected an object',
    );
    expect(() => evaluationWithWeights('sankaku', { ...sankaku, pawnSteps: [] })).toThrow(
      "sankaku weights: unknown field 'pawnSteps'",
    );
    expect(() =>
      evaluationWithWeights('sankaku', { ...sankaku, values: { soldier: 100 } }),
    ).toThrow("sankaku weights: missing field 'values.cavalry'");
    expect(() => evaluationWithWeights('sankaku', { ...sankaku, mobility: [1] })).toThrow(
      'sankaku weights: mobility must be an array of 6 integers',
    );
    const triangulate = asJson(weightsOf('triangulate')) as Record<string, unknown>;
    expect(() => evaluationWithWeights('triangulate', { ...triangulate, tempo: 0.5 })).toThrow(
      'triangulate weights: tempo must be an integer',
    );
  });

  it('refuses a game it does not know', () => {
    expect(() => evaluationWithWeights('chess', {})).toThrow(
      "the evaluation of 'chess' has no weights to load",
    );
  });
});
