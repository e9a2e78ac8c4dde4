import { SearchWorker, type WorkerTransport } from './client.js';
import type { FromWorker, ToWorker } from './messages.js';

/** The part of the browser's Worker this module uses (the package is built without DOM types). */
interface WebWorker {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}

type WebWorkerConstructor = new (
  url: string | URL,
  options?: { type?: 'module' | 'classic' },
) => WebWorker;

/**
 * A search worker on a browser Web Worker. `url` is the worker script: `web-entry.js` of
 * this package as the page's bundler serves it, for example with Vite
 * `new URL('@trigon/ai/web-entry', import.meta.url)`.
 */
export function createWebSearchWorker(url: string | URL): SearchWorker {
  return new SearchWorker(() => webTransport(url));
}

function webTransport(url: string | URL): WorkerTransport {
  const Constructor = (globalThis as unknown as { Worker?: WebWorkerConstructor }).Worker;
  if (Constructor === undefined) throw new Error('Web Workers are not available here');
  const worker = new Constructor(url, { type: 'module' });
  return {
    post: (message: ToWorker) => worker.postMessage(message),
    listen(onMessage, onError) {
      worker.addEventListener('message', (event) => onMessage(event.data as FromWorker));
      worker.addEventListener('error', (event) =>
        onError(new Error(event.message ?? 'search worker failed')),
      );
    },
    terminate: () => worker.terminate(),
  };
}
