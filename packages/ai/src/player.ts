import { playingSeats, type GameDefinition, type Position } from '@trigon/engine';
import { chooseBookMove } from './book/book.js';
import { bookFor } from './book/registry.js';
import { evaluationFor } from './evaluation/registry.js';
import type { GameEvaluation } from './evaluation/types.js';
import {
  levelRequest,
  levelSettings,
  MAX_LEVEL,
  multiPlayerSearchOf,
  OPENING_PLIES,
  type Budget,
} from './levels.js';
import { seededRandom } from './random.js';
import { createSearch, MAX_THREADS, type MultiPlayerSearchName } from './search/create.js';
import type { HelperStarter } from './search/helpers.js';
import type { Search } from './search/search.js';
import type { SearchInfo, SearchResult } from './search/types.js';
import { checkGame } from './search/request.js';

export { MAX_THREADS };

export interface PlayerSettings {
  /** 1 (weakest) to 8 (strongest); default 8. */
  readonly level?: number;
  /** Seed of the random choices of the low levels; default from Math.random. */
  readonly seed?: number;
  /** Transposition table size (default 16 MB). */
  readonly hashMegabytes?: number;
  /** Another evaluation than the game's registered one (tuning, tests). */
  readonly evaluation?: GameEvaluation;
  /** The search for games of three or more seats (default the level's, `multiPlayerSearchOf`). */
  readonly search?: MultiPlayerSearchName;
  /**
   * Moves up to this many hundredths of a pawn worse than the best may be chosen at random, in
   * place of the level's margin (`levelRequest`); 0 always plays the best move.
   */
  readonly randomMargin?: number;
  /**
   * Play from the game's opening book (book/) while the position is in it, at the levels that
   * otherwise always play their best move there (a margin of 0), so that their games vary from
   * the first move without a move a longer search finds worse. Off by default: analysis and
   * matches want the search's own move.
   */
  readonly book?: boolean;
  /** Null-move pruning in games of two (default true): see `SearchSettings.nullMove`. */
  readonly nullMove?: boolean;
  /**
   * Threads searching a game of two seats (default 1): the others help through a shared
   * transposition table (search/helpers.ts), in searches without a node budget. They need
   * `startHelpers`, which the platform provides (`startNodeHelpers` of '@trigon/ai/node',
   * `webHelperStarter` in a browser's search worker) and SharedArrayBuffer.
   */
  readonly threads?: number;
  readonly startHelpers?: HelperStarter;
}

export interface ThinkRequest extends Budget {
  readonly onInfo?: (info: SearchInfo) => void;
  readonly stop?: Int32Array;
}

/**
 * An AI player of one game at one level: the game's searcher with its tables kept from move to
 * move, the level's budget and random choices, and with `book` the game's opening book. A game
 * of three seats played by two (Triangulation's `players=2`, with a neutral army) gets the
 * two-player search and the level's two-player margin.
 */
export class AiPlayer {
  readonly game: GameDefinition;
  readonly level: number;
  private random: () => number;
  private readonly settings: PlayerSettings;
  /** One searcher per number of seats that play, made when first needed. */
  private readonly searches = new Map<number, Search>();
  private current: Search;

  constructor(game: GameDefinition, settings: PlayerSettings = {}) {
    this.game = game;
    this.level = settings.level ?? MAX_LEVEL;
    levelSettings(this.level);
    const threads = settings.threads ?? 1;
    if (!(Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS)) {
      throw new RangeError(
        `threads must be a whole number from 1 to ${MAX_THREADS}, not ${threads}`,
      );
    }
    if (threads > 1 && settings.startHelpers === undefined) {
      throw new RangeError('threads above 1 need a way to start helper threads (startHelpers)');
    }
    if (threads > 1 && typeof SharedArrayBuffer !== 'function') {
      throw new RangeError(
        'threads above 1 need SharedArrayBuffer (in a browser, a cross-origin isolated page)',
      );
    }
    if (threads > 1 && settings.evaluation !== undefined) {
      throw new RangeError("threads above 1 search with the game's own evaluation, not another");
    }
    const margin = settings.randomMargin;
    if (margin !== undefined && !(Number.isInteger(margin) && margin >= 0)) {
      throw new RangeError(`randomMargin must be a whole number of at least 0, not ${margin}`);
    }
    this.settings = settings;
    this.current = this.searchFor(game.players.length);
    this.random = seededRandom(settings.seed ?? Math.floor(Math.random() * 2 ** 31));
  }

  /** The searcher of the last position thought about (at first, the one for every seat). */
  get search(): Search {
    return this.current;
  }

  private searchFor(seats: number): Search {
    let search = this.searches.get(seats);
    if (search === undefined) {
      const settings = this.settings;
      search = createSearch(this.game, settings.evaluation ?? evaluationFor(this.game), {
        hashMegabytes: settings.hashMegabytes,
        multiPlayer: settings.search ?? multiPlayerSearchOf(this.level),
        seats,
        nullMove: settings.nullMove,
        threads: settings.threads,
        startHelpers: settings.startHelpers,
      });
      this.searches.set(seats, search);
    }
    return search;
  }

  /**
   * Whether the helper threads that would search `position` are still starting: a browser
   * starts them only while the calling worker is idle (serveSearch waits for them).
   */
  helpersStarting(position: Position): boolean {
    return this.searchFor(playingSeats(this.game, position.options).length).helpersStarting();
  }

  /** Chooses a move for the side to move (`move` is -1 when the game is over). */
  think(position: Position, request: ThinkRequest = {}): SearchResult {
    checkGame(this.game.id, position);
    const seats = playingSeats(this.game, position.options).length;
    this.current = this.searchFor(seats);
    const context = {
      opening: inOpening(this.game, position),
      randomMargin: this.settings.randomMargin,
      multiPlayer: seats > 2,
    };
    const levelled = levelRequest(this.level, request, this.random, context);
    if (this.settings.book === true && levelled.randomMargin === 0) {
      const fromBook = this.bookMove(position);
      if (fromBook !== undefined) return fromBook;
    }
    return this.current.search(position, {
      ...levelled,
      onInfo: request.onInfo,
      stop: request.stop,
    });
  }

  /** The book's move for the position, as a search result (nothing searched), or undefined. */
  private bookMove(position: Position): SearchResult | undefined {
    const book = bookFor(this.game, position.options);
    if (book === undefined) return undefined;
    const choice = chooseBookMove(book, position, this.random);
    if (choice === undefined) return undefined;
    const moveText = position.moveToCoord(choice.move);
    return {
      move: choice.move,
      moveText,
      score: choice.entry.score,
      mate: 0,
      depth: 0,
      seldepth: 0,
      nodes: 0,
      nps: 0,
      timeMs: 0,
      pv: [choice.move],
      pvText: [moveText],
      book: true,
    };
  }

  /** Stops a search running on this thread (from an `onInfo` callback). */
  stop(): void {
    this.current.stop();
  }

  /**
   * Forgets what earlier searches learnt, for a new game; with `seed`, its random choices
   * start again from that seed, so that it plays as a new player made with it would (keeping
   * its helper threads, which a new player would start afresh).
   */
  newGame(seed?: number): void {
    for (const search of this.searches.values()) search.clear();
    if (seed !== undefined) this.random = seededRandom(seed);
  }

  /** Ends its helper threads, if it has any; it must not think after. */
  close(): void {
    for (const search of this.searches.values()) search.close();
  }
}

/**
 * Whether the position is in the first OPENING_PLIES plies of a game played from the start
 * (a position set up from a text, with no moves before it, is the start only if it is the
 * start's text).
 */
export function inOpening(game: GameDefinition, position: Position): boolean {
  const plies = position.history().length;
  if (plies >= OPENING_PLIES) return false;
  const start = position.clone();
  for (let i = 0; i < plies; i++) start.undo();
  return start.toText() === game.create(position.options).toText();
}
