import { SankakuEvaluation, SANKAKU_WEIGHTS } from '../sankaku.js';
import { DekleEvaluation, DEKLE_WEIGHTS } from '../triangular-chess.js';
import { TriangulateEvaluation, TRIANGULATE_WEIGHTS } from '../triangulate.js';
import { TriangulationEvaluation, TRIANGULATION_WEIGHTS } from '../triangulation.js';
import { TrigonalEvaluation } from '../trigonal.js';
import type { GameEvaluation } from '../types.js';
import { parseWeights } from './parse.js';
import { TRIGONAL_WEIGHTS } from './trigonal.js';

/** A game's default weights and how weights of that shape become its evaluation. */
interface Weighted {
  readonly weights: object;
  make(weights: never): GameEvaluation;
}

const WEIGHTED: Readonly<Record<string, Weighted>> = {
  trigonal: { weights: TRIGONAL_WEIGHTS, make: (w) => new TrigonalEvaluation(w) },
  sankaku: { weights: SANKAKU_WEIGHTS, make: (w) => new SankakuEvaluation(w) },
  triangulate: { weights: TRIANGULATE_WEIGHTS, make: (w) => new TriangulateEvaluation(w) },
  triangulation: { weights: TRIANGULATION_WEIGHTS, make: (w) => new TriangulationEvaluation(w) },
  'triangular-chess': {
    weights: DEKLE_WEIGHTS['triangular-chess'],
    make: (w) => new DekleEvaluation('triangular-chess', w),
  },
  'tri-chess': {
    weights: DEKLE_WEIGHTS['tri-chess'],
    make: (w) => new DekleEvaluation('tri-chess', w),
  },
};

/** The games whose evaluation reads its weights from a set that can be replaced. */
export const WEIGHTED_GAMES: readonly string[] = Object.keys(WEIGHTED);

function weighted(game: string): Weighted {
  const entry = WEIGHTED[game];
  if (entry === undefined)
    throw new Error(
      `the evaluation of '${game}' has no weights to load (games with weights: ${WEIGHTED_GAMES.join(', ')})`,
    );
  return entry;
}

/** The weights the game's evaluation plays with today (what a tuning starts from). */
export function weightsOf(game: string): object {
  return weighted(game).weights;
}

/**
 * The game's evaluation with other weights than its own (a tuning's output, read from JSON):
 * the data is checked field by field first against the shape of the game's own weights.
 * Throws an Error with the reason when the game has no weights to replace or the data is not
 * a valid set of them.
 */
export function evaluationWithWeights(game: string, data: unknown): GameEvaluation {
  const entry = weighted(game);
  return entry.make(parseWeights(`${game} weights`, entry.weights, data) as never);
}
