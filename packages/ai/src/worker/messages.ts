import type { GameOptions } from '@trigon/engine';
import type { SearchInfo } from '../search/types.js';
import type { ClockBudget } from '../search/clock.js';
import type { MultiPlayerSearchName } from '../search/create.js';

/**
 * The messages between a page or program and its search worker. They are plain data (moves
 * in coordinate form, positions as text), so that Node worker threads and browser Web
 * Workers carry them the same way.
 */

/** Start a search. */
export interface StartMessage {
  readonly type: 'start';
  /** Chosen by the caller; every reply to this search carries it. */
  readonly id: number;
  readonly game: string;
  readonly options?: GameOptions;
  /** Position text; the game's start position when absent. */
  readonly position?: string;
  /** Moves played from it, in coordinate form (the game's history, for repetitions). */
  readonly moves?: readonly string[];
  /** 1 … 8; default 8. */
  readonly level?: number;
  readonly depth?: number;
  readonly nodes?: number;
  readonly timeMs?: number;
  /** The clock of the seat to move, spent from as a clock player would. */
  readonly clock?: ClockBudget;
  /** Seed of the level's random choices. */
  readonly seed?: number;
  /** Transposition table size in megabytes. */
  readonly hashMegabytes?: number;
  /**
   * Threads searching a game of two (PlayerSettings.threads; default 1): above 1 only where
   * the worker can start helper threads (Node's, and the browser's of web-entry.ts in a page
   * that is cross-origin isolated, as SharedArrayBuffer needs).
   */
  readonly threads?: number;
  /** The search for games of three or more seats (default the level's). */
  readonly search?: MultiPlayerSearchName;
  /** Play from the opening book where the level would play its best (PlayerSettings.book). */
  readonly book?: boolean;
  /**
   * Judge the position rather than play it (SearchStyle.analysis): a lone legal move is searched
   * to the end of the budget, not to depth 1.
   */
  readonly analysis?: boolean;
  /**
   * A 4-byte shared buffer: the caller stores a non-zero value in it to stop the search at
   * once. Without it (browsers without cross-origin isolation) the caller can only stop the
   * search by ending the worker.
   */
  readonly stopBuffer?: SharedArrayBuffer;
}

/** Forget what earlier searches learnt (a new game). */
export interface NewGameMessage {
  readonly type: 'newgame';
}

export type ToWorker = StartMessage | NewGameMessage;

/** A completed depth of the running search. */
export interface ProgressMessage {
  readonly type: 'progress';
  readonly id: number;
  readonly info: SearchInfo;
}

/** The search is over: the move to play. */
export interface BestMoveMessage {
  readonly type: 'bestmove';
  readonly id: number;
  readonly move: BestMove;
}

export interface BestMove {
  /** Coordinate form; '' when the game is already over. */
  readonly move: string;
  readonly score: number;
  readonly mate: number;
  readonly depth: number;
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  readonly pv: readonly string[];
  /** The move came from the opening book: nothing was searched. */
  readonly book?: boolean;
}

/**
 * The request could not be served (unknown game, bad position text, illegal move, a budget or
 * setting the search refuses, a message that is not a ToWorker).
 */
export interface ErrorMessage {
  readonly type: 'error';
  /** The request's id; -1 for a message without one. */
  readonly id: number;
  readonly message: string;
}

export type FromWorker = ProgressMessage | BestMoveMessage | ErrorMessage;
