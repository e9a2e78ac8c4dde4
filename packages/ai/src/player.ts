import type { GameDefinition, Position } from '@trigon/engine';
import { evaluationFor } from './evaluation/registry.js';
import type { GameEvaluation } from './evaluation/types.js';
import { levelRequest, levelSettings, MAX_LEVEL, type Budget } from './levels.js';
import { seededRandom } from './random.js';
import { createSearch, type MultiPlayerSearchName } from './search/create.js';
import type { Search } from './search/search.js';
import type { SearchInfo, SearchResult } from './search/types.js';

export interface PlayerSettings {
  /** 1 (weakest) to 8 (strongest); default 8. */
  readonly level?: number;
  /** Seed of the random choices of the low levels; default from Math.random. */
  readonly seed?: number;
  /** Transposition table size (default 16 MB). */
  readonly hashMegabytes?: number;
  /** Another evaluation than the game's registered one (tuning, tests). */
  readonly evaluation?: GameEvaluation;
  /** The search for games of three or more seats (default paranoid). */
  readonly search?: MultiPlayerSearchName;
}

export interface ThinkRequest extends Budget {
  readonly onInfo?: (info: SearchInfo) => void;
  readonly stop?: Int32Array;
}

/**
 * An AI player of one game at one level: the game's searcher with its tables kept from
 * move to move, and the level's budget and random choices.
 */
export class AiPlayer {
  readonly game: GameDefinition;
  readonly level: number;
  readonly search: Search;
  private readonly random: () => number;

  constructor(game: GameDefinition, settings: PlayerSettings = {}) {
    this.game = game;
    this.level = settings.level ?? MAX_LEVEL;
    levelSettings(this.level);
    this.search = createSearch(game, settings.evaluation ?? evaluationFor(game), {
      hashMegabytes: settings.hashMegabytes,
      multiPlayer: settings.search,
    });
    this.random = seededRandom(settings.seed ?? Math.floor(Math.random() * 2 ** 31));
  }

  /** Chooses a move for the side to move (`move` is -1 when the game is over). */
  think(position: Position, request: ThinkRequest = {}): SearchResult {
    return this.search.search(position, {
      ...levelRequest(this.level, request, this.random),
      onInfo: request.onInfo,
      stop: request.stop,
    });
  }

  /** Stops a search running on this thread (from an `onInfo` callback). */
  stop(): void {
    this.search.stop();
  }

  /** Forgets what earlier searches learnt, for a new game. */
  newGame(): void {
    this.search.clear();
  }
}
