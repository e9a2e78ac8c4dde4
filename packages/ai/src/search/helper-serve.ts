import { evaluationFor } from '../evaluation/registry.js';
import { setUp } from '../worker/serve.js';
import { createSearch } from './create.js';
import { RUNNING, STARTED, STOP, type HelperData, type HelperMessage } from './helper-pool.js';
import type { Search } from './search.js';
import { TranspositionTable } from './transposition.js';

/**
 * A helper thread's side (helper-pool.ts), whatever runs the thread: searches each root it is
 * sent until told to stop, storing into the shared table, then says it has stopped.
 */
export function serveHelper(data: HelperData): (message: HelperMessage) => void {
  const control = new Int32Array(data.control);
  // Element 0 of the control words is the stop flag, as a search's `stop` reads it.
  const stop = control.subarray(STOP, STOP + 1);
  const nodeCount = new Float64Array(data.nodeCounts, data.index * 8, 1);
  const table = new TranspositionTable(0, data.table, false);
  let current: { key: string; search: Search } | undefined;
  Atomics.add(control, STARTED, 1);
  return (message) => {
    if (message.type === 'clear') {
      // Its evaluation's caches only: the shared table is the search's to clear.
      current?.search.evaluation.clear?.();
      return;
    }
    try {
      if (Atomics.load(control, STOP) !== 0) return;
      const setup = setUp(message);
      // The search that sent it parsed the same root: this cannot fail but for a bug.
      if (typeof setup === 'string') throw new Error(`helper: ${setup}`);
      const key = JSON.stringify([message.game, setup.position.options]);
      if (current === undefined || current.key !== key) {
        const search = createSearch(setup.game, evaluationFor(setup.game), {
          table,
          seats: 2,
          nullMove: data.nullMove,
        });
        current = { key, search };
      }
      current.search.search(setup.position, { stop, nodeCount });
    } finally {
      Atomics.sub(control, RUNNING, 1);
      Atomics.notify(control, RUNNING);
    }
  };
}
