import { TrigonalEvaluation } from '../trigonal.js';
import type { GameEvaluation } from '../types.js';
import { parseTrigonalWeights } from './trigonal.js';

/** The games whose evaluation reads its weights from a weights module, and so can load others. */
export const WEIGHTED_GAMES: readonly string[] = ['trigonal'];

/**
 * The game's evaluation with other weights than its own (a tuning's output, read from JSON):
 * the data is checked field by field first. Throws an Error with the reason when the game has
 * no weights to replace or the data is not a valid set of them.
 */
export function evaluationWithWeights(game: string, data: unknown): GameEvaluation {
  if (game === 'trigonal') return new TrigonalEvaluation(parseTrigonalWeights(data));
  throw new Error(
    `the evaluation of '${game}' has no weights to load (games with weights: ${WEIGHTED_GAMES.join(', ')})`,
  );
}
