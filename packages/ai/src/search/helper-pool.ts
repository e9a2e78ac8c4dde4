import type { GameOptions, Position } from '@trigon/engine';
import type { SearchHelpers } from './helpers.js';

/**
 * The control words the threads share: the stop flag (element 0, as a search reads it), how
 * many helpers still search, and how many have started (their script loaded and listening).
 */
export const STOP = 0;
export const RUNNING = 1;
export const STARTED = 2;

/**
 * How long `stop` waits for the helpers (ms). A helper polls the flag every 1024 nodes, well
 * under a millisecond; only one still starting (its first search, while its modules load)
 * takes longer, and the search does not wait for it: it starts no helpers until all are idle.
 */
const STOP_WAIT_MS = 50;

/** What a helper thread is made with. */
export interface HelperData {
  /** The shared transposition table's buffer. */
  readonly table: SharedArrayBuffer;
  /** Int32 control words: STOP, RUNNING and STARTED. */
  readonly control: SharedArrayBuffer;
  /** One Float64 per helper: its nodes in the current search. */
  readonly nodeCounts: SharedArrayBuffer;
  readonly index: number;
  readonly nullMove: boolean;
}

/** What a helper thread is sent: a root to search, or to clear its evaluation's caches. */
export type HelperMessage = HelperStart | { readonly type: 'clear' };

/** A root for the helpers: the position's text before its history, and the history. */
export interface HelperStart {
  readonly type: 'search';
  readonly game: string;
  readonly options: GameOptions;
  readonly position: string;
  readonly moves: readonly string[];
}

/** One helper thread as the platform runs it (a Node worker thread, a browser's Web Worker). */
export interface HelperThread {
  post(message: HelperMessage): void;
  terminate(): void;
}

/**
 * Starts the thread of helper `data.index`; `failed` is to be called if it fails or ends, after
 * which the search goes on without helpers.
 */
export type HelperSpawn = (data: HelperData, failed: () => void) => HelperThread;

/**
 * `count` helper threads made by `spawn`, steered through shared memory: the search waits for
 * them with Atomics.wait, so it must run off a browser's main thread (as the search worker does).
 */
export class HelperPool implements SearchHelpers {
  readonly count: number;
  private readonly control = new Int32Array(new SharedArrayBuffer(12));
  private readonly nodeCounts: Float64Array;
  private readonly threads: HelperThread[];
  /** Started for the current search and not yet stopped. */
  private searching = false;
  /** Took part in the current search: their node counts are its. */
  private counted = false;
  private failed = false;

  constructor(
    count: number,
    table: SharedArrayBuffer,
    settings: { readonly nullMove?: boolean },
    spawn: HelperSpawn,
  ) {
    if (!(Number.isInteger(count) && count >= 1)) {
      throw new RangeError(`helpers: a whole number of at least 1, not ${count}`);
    }
    this.count = count;
    this.nodeCounts = new Float64Array(new SharedArrayBuffer(8 * count));
    this.threads = Array.from({ length: count }, (_, index) =>
      spawn(
        {
          table,
          control: this.control.buffer as SharedArrayBuffer,
          nodeCounts: this.nodeCounts.buffer as SharedArrayBuffer,
          index,
          nullMove: settings.nullMove ?? true,
        },
        () => (this.failed = true),
      ),
    );
  }

  start(position: Position): void {
    this.searching = false;
    this.counted = false;
    if (this.failed || Atomics.load(this.control, RUNNING) !== 0) return;
    const root = rootOf(position);
    this.nodeCounts.fill(0);
    Atomics.store(this.control, STOP, 0);
    Atomics.store(this.control, RUNNING, this.count);
    for (const thread of this.threads) thread.post(root);
    this.searching = true;
    this.counted = true;
  }

  stop(): void {
    if (!this.searching) return;
    this.searching = false;
    Atomics.store(this.control, STOP, 1);
    const until = performance.now() + STOP_WAIT_MS;
    for (;;) {
      const running = Atomics.load(this.control, RUNNING);
      const left = until - performance.now();
      if (running === 0 || left <= 0) return;
      Atomics.wait(this.control, RUNNING, running, left);
    }
  }

  clear(): void {
    for (const thread of this.threads) thread.post({ type: 'clear' });
  }

  nodes(): number {
    if (!this.counted) return 0;
    let sum = 0;
    for (let i = 0; i < this.count; i++) sum += this.nodeCounts[i];
    return sum;
  }

  starting(): boolean {
    return !this.failed && Atomics.load(this.control, STARTED) < this.count;
  }

  helping(): number {
    if (!this.counted) return 0;
    let helping = 0;
    for (let i = 0; i < this.count; i++) if (this.nodeCounts[i] > 0) helping++;
    return helping;
  }

  close(): void {
    this.failed = true;
    Atomics.store(this.control, STOP, 1);
    for (const thread of this.threads) thread.terminate();
  }
}

/** The position as text before its moves, and the moves, so that a helper has its history for repetitions. */
function rootOf(position: Position): HelperStart {
  const root = position.clone();
  const history = root.history();
  while (root.undo());
  const text = root.toText();
  const moves: string[] = [];
  for (const move of history) {
    moves.push(root.moveToCoord(move));
    root.play(move);
  }
  return {
    type: 'search',
    game: position.game.id,
    options: position.options,
    position: text,
    moves,
  };
}
