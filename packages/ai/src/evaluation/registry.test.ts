import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { createSearch } from '../search/create.js';
import { evaluationFor, evaluations } from './registry.js';

describe('the evaluation registry', () => {
  it('gives every game of the engine an evaluation, its own where it has one', () => {
    for (const game of games.list()) {
      const evaluation = evaluationFor(game);
      expect(evaluation.game).toBe(game.id);
      expect(evaluation === evaluations[game.id]).toBe(game.id in evaluations);
    }
    expect(evaluationFor(unwrap(games.get('trigonal')))).toBe(evaluations.trigonal);
  });

  it('lets the search play every game, with the piece-count fallback where needed', () => {
    for (const game of games.list()) {
      const position = game.create();
      const evaluation = evaluationFor(game);
      const mine = evaluation.evaluate(position, position.turn);
      expect(Number.isInteger(mine)).toBe(true);
      const result = createSearch(game, evaluation, { hashMegabytes: 1 }).search(position, {
        depth: 2,
      });
      expect(position.legalMoves()).toContain(result.move);
    }
  });
});
