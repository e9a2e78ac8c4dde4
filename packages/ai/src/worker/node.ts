/**
 * The search on a Node worker thread (Node only; browsers use the web worker of `@trigon/ai`).
 *
 * @module @trigon/ai/node
 */
import { Worker } from 'node:worker_threads';
export { startNodeHelpers, type NodeHelperSettings } from '../search/helpers-node.js';
import { SearchWorker, type WorkerTransport } from './client.js';
import type { FromWorker } from './messages.js';

export interface NodeWorkerSettings {
  /** The worker script; by default the built `node-entry.js` beside this module. */
  readonly entry?: URL;
  /** Stop through a shared flag (default) or by ending the thread, as browsers without isolation must. */
  readonly sharedStop?: boolean;
}

/** A search worker on a Node worker thread. Node only: browsers use `createWebSearchWorker`. */
export function createNodeSearchWorker(settings: NodeWorkerSettings = {}): SearchWorker {
  const entry = settings.entry ?? new URL('./node-entry.js', import.meta.url);
  return new SearchWorker(() => nodeTransport(entry), settings.sharedStop ?? true);
}

function nodeTransport(entry: URL): WorkerTransport {
  const worker = new Worker(entry);
  // An idle search worker must not keep a program alive that has nothing else to do; a
  // searching one must, or the program could end while awaiting its answer.
  worker.unref();
  let terminated = false;
  return {
    post(message) {
      if (message.type === 'start') worker.ref();
      worker.postMessage(message);
    },
    listen(onMessage, onError) {
      worker.on('message', (message: FromWorker) => {
        if (message.type !== 'progress') worker.unref();
        onMessage(message);
      });
      worker.on('error', (error) => {
        worker.unref();
        onError(error);
      });
      // A thread that ends without an error (process.exit in it, or its resources exhausted)
      // would leave a search waiting for ever.
      worker.on('exit', (code) => {
        if (!terminated) onError(new Error(`the search worker ended (exit code ${code})`));
      });
    },
    terminate: () => {
      terminated = true;
      void worker.terminate();
    },
  };
}
