import type { FromWorker, ToWorker } from './messages.js';
import { serveSearch } from './serve.js';

// The script of a browser search worker (see web.ts): the worker's global scope is `self`.
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = serveSearch((message) => scope.postMessage(message));
scope.addEventListener('message', (event) => handle(event.data));
