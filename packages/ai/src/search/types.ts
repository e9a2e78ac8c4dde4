import type { ClockBudget } from './clock.js';
import type { Move } from '@trigon/engine';

/** How much a search may spend. Any budget may be combined; the first one reached ends it. */
export interface SearchLimits {
  /** Deepest iteration, in plies (default 64). */
  readonly depth?: number;
  /** Node budget: positions visited (moves played) in the search tree. */
  readonly nodes?: number;
  /** Time budget in milliseconds: the search uses it all, unless it is sure sooner. */
  readonly timeMs?: number;
  /** The clock of the seat to move: the search spends from it as a clock player would. */
  readonly clock?: ClockBudget;
}

/** How the search plays, beyond its budget (levels set these). */
export interface SearchStyle {
  /**
   * Pick at random among the root moves scoring within this many units of the best (0, the
   * default, always plays the best). Costs some speed: those moves' scores must be exact.
   */
  readonly randomMargin?: number;
  /** Random numbers in [0, 1) for `randomMargin`; a seeded generator keeps games replayable. */
  readonly random?: () => number;
  /** Search captures beyond the horizon (default true); off makes a careless player. */
  readonly quiescence?: boolean;
  /**
   * Searching to judge the position, not to play it: a lone legal move is searched to the end
   * of the budget like any other position. A player's budgeted search stops after depth 1 there,
   * its move being sure, which would leave an analysis with a depth-1 score and line.
   */
  readonly analysis?: boolean;
}

export interface SearchRequest extends SearchLimits, SearchStyle {
  /** Stops the search when element 0 becomes non-zero (a SharedArrayBuffer flag for workers). */
  readonly stop?: Int32Array;
  /**
   * The search writes its node count to element 0 as it goes (every 1024 nodes) and at its
   * end, for a thread that cannot wait for its result (a helper's, helpers.ts).
   */
  readonly nodeCount?: Float64Array;
  /** Called after each completed iteration. */
  readonly onInfo?: (info: SearchInfo) => void;
}

/** One completed iteration, as reported. */
export interface SearchInfo {
  readonly depth: number;
  /** The deepest ply reached, extensions and captures included. */
  readonly seldepth: number;
  /** In the game's units, for the seat that moves at the root. */
  readonly score: number;
  /** Moves to mate for a mate score (negative: being mated), 0 otherwise. */
  readonly mate: number;
  /** With the helper threads' (SearchHelpers), as far as they have published them. */
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  /** Principal variation in coordinate form. */
  readonly pv: readonly string[];
  /** The threads that have searched so far: 1, plus the helpers that have taken part. */
  readonly threads: number;
}

export interface SearchResult {
  /** The move to play, or -1 when the game is already over. */
  readonly move: Move;
  /** Its coordinate form ('' when there is none). */
  readonly moveText: string;
  readonly score: number;
  readonly mate: number;
  /** The last completed depth. */
  readonly depth: number;
  readonly seldepth: number;
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  readonly pv: readonly Move[];
  readonly pvText: readonly string[];
  /**
   * With a random margin: the root moves the last completed depth scored exactly within the
   * margin of the best (the best among them), which the move was chosen from; absent otherwise.
   */
  readonly candidates?: readonly {
    readonly move: Move;
    readonly moveText: string;
    readonly score: number;
  }[];
  /** The move came from the opening book (PlayerSettings.book): nothing was searched. */
  readonly book?: boolean;
}
