import { Worker } from 'node:worker_threads';
import { HelperPool } from './helper-pool.js';
import type { SearchHelpers } from './helpers.js';

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
  const entry = settings.entry ?? new URL('./helper-entry.js', import.meta.url);
  return new HelperPool(count, table, settings, (data, failed) => {
    const worker = new Worker(entry, { workerData: data });
    worker.unref();
    worker.on('error', failed);
    worker.on('exit', failed);
    return {
      post: (message) => worker.postMessage(message),
      terminate: () => void worker.terminate(),
    };
  });
}
