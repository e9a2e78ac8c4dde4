import { parentPort, workerData } from 'node:worker_threads';
import { evaluationFor } from '../evaluation/registry.js';
import { setUp } from '../worker/serve.js';
import { createSearch } from './create.js';
import type { HelperData, HelperMessage } from './helpers-node.js';
import { RUNNING, STOP } from './helpers-node.js';
import type { Search } from './search.js';
import { TranspositionTable } from './transposition.js';

// The script of a helper thread (helpers-node.ts): searches each root it is sent until told to
// stop, storing into the shared table, then says it has stopped.
if (parentPort !== null) {
  const data = workerData as HelperData;
  const control = new Int32Array(data.control);
  // Element 0 of the control words is the stop flag, as a search's `stop` reads it.
  const stop = control.subarray(STOP, STOP + 1);
  const nodeCount = new Float64Array(data.nodeCounts, data.index * 8, 1);
  const table = new TranspositionTable(0, data.table, false);
  let current: { key: string; search: Search } | undefined;
  parentPort.on('message', (message: HelperMessage) => {
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
  });
}
