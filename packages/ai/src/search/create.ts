import type { GameDefinition } from '@trigon/engine';
import type { GameEvaluation } from '../evaluation/types.js';
import { ParanoidSearch } from './paranoid.js';
import type { Search, SearchSettings } from './search.js';
import { TwoPlayerSearch } from './two-player.js';

/** The searcher for a game: principal-variation search for two seats, paranoid for more. */
export function createSearch(
  game: GameDefinition,
  evaluation: GameEvaluation,
  settings: SearchSettings = {},
): Search {
  return game.players.length === 2
    ? new TwoPlayerSearch(evaluation, settings)
    : new ParanoidSearch(evaluation, settings);
}
