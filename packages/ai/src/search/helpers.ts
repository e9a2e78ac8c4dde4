import type { Position } from '@trigon/engine';

/**
 * Searches on other threads beside a search of two seats (lazy SMP): each searches the same
 * root on its own, without limits, until stopped, storing what it finds in the transposition
 * table they share with the search. The search reads their results from the table: they fill
 * it with the scores and moves of positions it would have reached later, so that the same time
 * takes it deeper. Their own best moves are not used. Only the threads' number is a setting;
 * how threads are started depends on the platform (helpers-node.ts for Node, helpers-web.ts for
 * browsers), what they share does not (helper-pool.ts).
 */
export interface SearchHelpers {
  /** How many threads help. */
  readonly count: number;
  /**
   * Sets them searching `position` (left unchanged), after the search has started its table's
   * new generation. A helper still busy with an earlier search does not take part.
   */
  start(position: Position): void;
  /** Stops them, and waits (briefly) until they have. */
  stop(): void;
  /** Forgets what their evaluations learnt (a new game); the shared table the search clears. */
  clear(): void;
  /** The nodes they have searched since `start`, as far as they have published them. */
  nodes(): number;
  /** How many of them have searched since `start` (published nodes): a helper still starting has not. */
  helping(): number;
  /**
   * Some are still starting (loading their script). A browser starts a worker's workers only
   * while that worker is idle, so its search worker waits for this before searching.
   */
  starting(): boolean;
  /** Ends their threads; the helpers cannot start again. */
  close(): void;
}

/** Starts `count` helper threads on a shared table's buffer (helpers-node.ts, helpers-web.ts). */
export type HelperStarter = (
  count: number,
  table: SharedArrayBuffer,
  settings: { readonly nullMove?: boolean },
) => SearchHelpers;

/** How long a search waits for new helper threads to start before going on without them (ms). */
const HELPER_START_WAIT_MS = 3000;
/** How often the wait looks whether they have (ms). */
const HELPER_START_POLL_MS = 5;

/**
 * Resolves once `starting` is false (the helper threads have started, or the wait is no
 * longer wanted), or after a few seconds, the thread idle meanwhile: a browser starts a worker's
 * own workers only while that worker is idle (in tens of milliseconds), and a search begun
 * before they have started runs its first depths without them.
 */
export async function helpersStarted(starting: () => boolean): Promise<void> {
  const until = performance.now() + HELPER_START_WAIT_MS;
  while (starting() && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, HELPER_START_POLL_MS));
  }
}
