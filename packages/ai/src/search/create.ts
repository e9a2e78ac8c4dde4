import type { GameDefinition } from '@trigon/engine';
import type { GameEvaluation } from '../evaluation/types.js';
import { BestReplySearch } from './best-reply.js';
import type { HelperStarter } from './helpers.js';
import { MctsSearch } from './mcts.js';
import { ParanoidSearch } from './paranoid.js';
import type { Search, SearchSettings } from './search.js';
import { checkTableSize, TranspositionTable } from './transposition.js';
import { TwoPlayerSearch } from './two-player.js';

/** The searches for three or more seats: paranoid, best-reply (BRS+) and Monte Carlo tree search. */
export const MULTI_PLAYER_SEARCHES = ['paranoid', 'brs', 'mcts'] as const;
export type MultiPlayerSearchName = (typeof MULTI_PLAYER_SEARCHES)[number];

export interface CreateSettings extends SearchSettings {
  /** Which search plays games of three or more seats (default paranoid). */
  readonly multiPlayer?: MultiPlayerSearchName;
  /**
   * How many seats play (default all the game's): two of three, as in Triangulation with a
   * neutral army, is a game of two for the search, since the neutral seat never moves and the
   * evaluation then scores one player against the other.
   */
  readonly seats?: number;
  /**
   * Threads searching a game of two (default 1): above 1, a shared table and `threads` − 1
   * helpers from `startHelpers` (helpers.ts). Games of more seats search on one thread: their
   * searches clear the table as the seat at the root changes.
   */
  readonly threads?: number;
  readonly startHelpers?: HelperStarter;
}

/** The searcher for a game: principal-variation search for two players, the chosen one for more. */
export function createSearch(
  game: GameDefinition,
  evaluation: GameEvaluation,
  settings: CreateSettings = {},
): Search {
  checkSettings(game, evaluation, settings);
  if ((settings.seats ?? game.players.length) === 2) {
    const threads = settings.threads ?? 1;
    if (threads === 1 || settings.startHelpers === undefined)
      return new TwoPlayerSearch(evaluation, settings);
    const table = TranspositionTable.shared(settings.hashMegabytes);
    const buffer = table.buffer as SharedArrayBuffer;
    const helpers = settings.startHelpers(threads - 1, buffer, { nullMove: settings.nullMove });
    return new TwoPlayerSearch(evaluation, { ...settings, table, helpers });
  }
  if (settings.multiPlayer === 'brs') return new BestReplySearch(evaluation, settings);
  if (settings.multiPlayer === 'mcts') return new MctsSearch(evaluation, settings);
  return new ParanoidSearch(evaluation, settings);
}

/** The most threads a search runs on. */
export const MAX_THREADS = 64;

/**
 * Throws a RangeError naming a setting the search cannot keep: an evaluation of another game, a
 * table size that is not a number of megabytes of at least 0, a multi-player search it does not know
 * (a misspelt one was searched as paranoid), seats that are not two or more of the game's,
 * threads that are not a whole number from 1 to MAX_THREADS, or above 1 without a way to start
 * them (they were searched on one thread).
 */
function checkSettings(
  game: GameDefinition,
  evaluation: GameEvaluation,
  settings: CreateSettings,
): void {
  if (evaluation.game !== game.id) {
    throw new RangeError(`the evaluation of '${evaluation.game}' cannot judge '${game.id}'`);
  }
  // The Monte Carlo search keeps a small table of its own whatever the size.
  if (settings.hashMegabytes !== undefined) checkTableSize(settings.hashMegabytes);
  const name = settings.multiPlayer;
  if (name !== undefined && !MULTI_PLAYER_SEARCHES.includes(name)) {
    throw new RangeError(
      `the search must be one of ${MULTI_PLAYER_SEARCHES.join(', ')}, not ${quoted(name)}`,
    );
  }
  const seats = settings.seats;
  const most = game.players.length;
  if (seats !== undefined && !(Number.isInteger(seats) && seats >= 2 && seats <= most)) {
    throw new RangeError(
      `seats must be a whole number from 2 to ${most} (the seats of ${game.id}), not ${quoted(seats)}`,
    );
  }
  const threads = settings.threads ?? 1;
  if (!(Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS)) {
    throw new RangeError(
      `threads must be a whole number from 1 to ${MAX_THREADS}, not ${quoted(threads)}`,
    );
  }
  if (threads > 1 && settings.startHelpers === undefined) {
    throw new RangeError('threads above 1 need a way to start helper threads (startHelpers)');
  }
}

function quoted(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}
