/**
 * The script of the browser's search worker: the AI's own message loop (serveSearch) on the
 * worker's global scope. Vite bundles it, with the engine and the AI, as a separate file.
 */
import { serveSearch, type FromWorker, type ToWorker } from '@trigon/ai';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = serveSearch((message) => scope.postMessage(message));
scope.addEventListener('message', (event) => handle(event.data));
