import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { triangularChess } from '@trigon/engine/games/triangular-chess';
import { trigonal } from '@trigon/engine/games/trigonal';
import { createSearch } from '../search/create.js';
import { evaluationFor, evaluations, registerEvaluation } from './registry.js';
import { sankakuEvaluation } from './sankaku.js';
import { triChessEvaluation } from './triangular-chess.js';
import { trigonalEvaluation } from './trigonal.js';

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

  it('pairs an evaluation only with its own game', () => {
    expect(registerEvaluation(trigonal, trigonalEvaluation)).toEqual([
      'trigonal',
      trigonalEvaluation,
    ]);
    // An evaluation of other positions does not compile (tsc checks this file) ...
    // @ts-expect-error Sankaku's evaluation reads Sankaku positions, not Trigonal ones.
    expect(() => registerEvaluation(trigonal, sankakuEvaluation)).toThrow(
      "the evaluation of 'sankaku' cannot judge 'trigonal'",
    );
    // ... and of another game on the same positions is refused when the registry is built.
    expect(() => registerEvaluation(triangularChess, triChessEvaluation)).toThrow(
      "the evaluation of 'tri-chess' cannot judge 'triangular-chess'",
    );
  });
});
