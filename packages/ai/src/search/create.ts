import type { GameDefinition } from '@trigon/engine';
import type { GameEvaluation } from '../evaluation/types.js';
import { BestReplySearch } from './best-reply.js';
import type { HelperStarter } from './helpers.js';
import { MctsSearch } from './mcts.js';
import { ParanoidSearch } from './paranoid.js';
import type { Search, SearchSettings } from './search.js';
import { TranspositionTable } from './transposition.js';
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
