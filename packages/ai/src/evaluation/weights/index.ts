import { SankakuEvaluation, SANKAKU_UNUSED_ENTRIES, SANKAKU_WEIGHTS } from '../sankaku.js';
import { DekleEvaluation, DEKLE_UNUSED_ENTRIES, DEKLE_WEIGHTS } from '../triangular-chess.js';
import { TriangulateEvaluation, TRIANGULATE_WEIGHTS } from '../triangulate.js';
import {
  TriangulationEvaluation,
  TRIANGULATION_UNUSED_ENTRIES,
  TRIANGULATION_WEIGHTS,
} from '../triangulation.js';
import { TrigonalEvaluation } from '../trigonal.js';
import type { GameEvaluation } from '../types.js';
import { parseWeights } from './parse.js';
import { TRIGONAL_UNUSED_ENTRIES, TRIGONAL_WEIGHTS } from './trigonal.js';

/** By table name, the indices of a weights table that the evaluation never reads. */
export type UnusedEntries = Readonly<Record<string, readonly number[]>>;

/** A game's default weights and how weights of that shape become its evaluation. */
interface Weighted {
  readonly weights: object;
  readonly unused: UnusedEntries;
  make(weights: never): GameEvaluation;
}

const WEIGHTED: Readonly<Record<string, Weighted>> = {
  trigonal: {
    weights: TRIGONAL_WEIGHTS,
    unused: TRIGONAL_UNUSED_ENTRIES,
    make: (w) => new TrigonalEvaluation(w),
  },
  sankaku: {
    weights: SANKAKU_WEIGHTS,
    unused: SANKAKU_UNUSED_ENTRIES,
    make: (w) => new SankakuEvaluation(w),
  },
  triangulate: {
    weights: TRIANGULATE_WEIGHTS,
    unused: {},
    make: (w) => new TriangulateEvaluation(w),
  },
  triangulation: {
    weights: TRIANGULATION_WEIGHTS,
    unused: TRIANGULATION_UNUSED_ENTRIES,
    make: (w) => new TriangulationEvaluation(w),
  },
  'triangular-chess': {
    weights: DEKLE_WEIGHTS['triangular-chess'],
    unused: DEKLE_UNUSED_ENTRIES,
    make: (w) => new DekleEvaluation('triangular-chess', w),
  },
  'tri-chess': {
    weights: DEKLE_WEIGHTS['tri-chess'],
    unused: DEKLE_UNUSED_ENTRIES,
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
 * The entries of the game's weight tables that its evaluation never reads (a piece type it
 * gives no mobility, a distance that cannot occur): what a tuning leaves out. A table entry
 * that is 0 but read is not among them.
 */
export function unusedEntriesOf(game: string): UnusedEntries {
  return weighted(game).unused;
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
