/**
 * The script of the browser's search worker: the AI's own message loop (serveSearch) on the
 * worker's global scope, with helper threads from helper.ts. Vite bundles it, with the engine
 * and the AI, as a separate file.
 */
import { serveSearch, webHelperStarter, type FromWorker, type ToWorker } from '@trigon/ai';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
// Helper threads (searches with `threads` above 1) on workers of this worker, from helper.ts.
const helpers = webHelperStarter(
  () => new Worker(new URL('./helper.ts', import.meta.url), { type: 'module' }),
);
const handle = serveSearch((message) => scope.postMessage(message), helpers);
scope.addEventListener('message', (event) => handle(event.data));
