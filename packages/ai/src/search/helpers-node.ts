import { Worker } from 'node:worker_threads';
import type { GameOptions, Position } from '@trigon/engine';
import type { SearchHelpers } from './helpers.js';

/** The control words the threads share: the stop flag (element 0, as a search reads it) and how many helpers still search. */
export const STOP = 0;
export const RUNNING = 1;

/**
 * How long `stop` waits for the helpers (ms). A helper polls the flag every 1024 nodes, well
 * under a millisecond; only one still starting (its first search, while its modules load)
 * takes longer, and the search does not wait for it: it starts no helpers until all are idle.
 */
const STOP_WAIT_MS = 50;

/** What a helper thread is created with. */
export interface HelperData {
  /** The shared transposition table's buffer. */
  readonly table: SharedArrayBuffer;
  /** Int32 control words: STOP and RUNNING. */
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

export interface NodeHelperSettings {
  /** Null-move pruning, as the search they help (default true). */
  readonly nullMove?: boolean;
  /** The helper script; by default the built `helper-entry.js` beside this module. */
  readonly entry?: URL;
}

/**
 * `count` helper threads on Node worker threads for a search whose shared transposition
 * table is `table` (TranspositionTable.shared). Idle helpers do not keep a program alive.
 */
export function startNodeHelpers(
  count: number,
  table: SharedArrayBuffer,
  settings: NodeHelperSettings = {},
): SearchHelpers {
  return new NodeHelpers(count, table, settings);
}

class NodeHelpers implements SearchHelpers {
  readonly count: number;
  private readonly control = new Int32Array(new SharedArrayBuffer(8));
  private readonly nodeCounts: Float64Array;
  private readonly workers: Worker[];
  /** Started for the current search and not yet stopped. */
  private searching = false;
  /** Took part in the current search: their node counts are its. */
  private counted = false;
  private failed = false;

  constructor(count: number, table: SharedArrayBuffer, settings: NodeHelperSettings) {
    if (!(Number.isInteger(count) && count >= 1)) {
      throw new RangeError(`helpers: a whole number of at least 1, not ${count}`);
    }
    this.count = count;
    this.nodeCounts = new Float64Array(new SharedArrayBuffer(8 * count));
    const entry = settings.entry ?? new URL('./helper-entry.js', import.meta.url);
    this.workers = Array.from({ length: count }, (_, index) => {
      const data: HelperData = {
        table,
        control: this.control.buffer as SharedArrayBuffer,
        nodeCounts: this.nodeCounts.buffer as SharedArrayBuffer,
        index,
        nullMove: settings.nullMove ?? true,
      };
      const worker = new Worker(entry, { workerData: data });
      worker.unref();
      // A helper that fails or ends takes no further part; the search goes on without helpers.
      worker.on('error', () => (this.failed = true));
      worker.on('exit', () => (this.failed = true));
      return worker;
    });
  }

  start(position: Position): void {
    this.searching = false;
    this.counted = false;
    if (this.failed || Atomics.load(this.control, RUNNING) !== 0) return;
    const root = rootOf(position);
    this.nodeCounts.fill(0);
    Atomics.store(this.control, STOP, 0);
    Atomics.store(this.control, RUNNING, this.count);
    for (const worker of this.workers) worker.postMessage(root);
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
    for (const worker of this.workers) worker.postMessage({ type: 'clear' });
  }

  nodes(): number {
    if (!this.counted) return 0;
    let sum = 0;
    for (let i = 0; i < this.count; i++) sum += this.nodeCounts[i];
    return sum;
  }

  close(): void {
    this.failed = true;
    Atomics.store(this.control, STOP, 1);
    for (const worker of this.workers) void worker.terminate();
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
