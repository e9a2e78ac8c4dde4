import { webHelperStarter, type WebHelperWorker } from '../search/helpers-web.js';
import type { FromWorker, ToWorker } from './messages.js';
import { serveSearch } from './serve.js';

// The script of a browser search worker (see web.ts): the worker's global scope is `self`.
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
  Worker?: new (url: URL, options: { type: 'module' }) => WebHelperWorker;
}

const scope = globalThis as unknown as WorkerScope;
// Helper threads for searches with `threads` above 1, from the helper script beside this one.
const helpers = webHelperStarter(() => {
  if (scope.Worker === undefined)
    throw new Error('this browser cannot start workers from a worker');
  return new scope.Worker(new URL('../search/helper-web-entry.js', import.meta.url), {
    type: 'module',
  });
});
const handle = serveSearch((message) => scope.postMessage(message), helpers);
scope.addEventListener('message', (event) => handle(event.data));
