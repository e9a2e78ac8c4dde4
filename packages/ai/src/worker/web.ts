import { SearchWorker, type WorkerTransport } from './client.js';
import type { FromWorker, ToWorker } from './messages.js';

/** The part of the browser's Worker this module uses (the package is built without DOM types). */
export interface WebWorker {
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
 * A search worker on a browser Web Worker running `web-entry.js` of this package (or a script
 * of the page's that calls `serveSearch`). Give it a function that makes the worker, written
 * as bundlers recognise a worker (Vite, webpack 5, Parcel, esbuild's plugins):
 * `() => new Worker(new URL('@trigon/ai/web-entry', import.meta.url), { type: 'module' })`;
 * the bundler then bundles the script with its imports. A URL (a script served as it is) is
 * taken too: a bundler does not see a `new URL` passed on, and inlined web-entry.js without
 * its imports (Vite made it a data: URL whose relative imports cannot load).
 */
export function createWebSearchWorker(script: string | URL | (() => WebWorker)): SearchWorker {
  return new SearchWorker(() => webTransport(script));
}

function webTransport(script: string | URL | (() => WebWorker)): WorkerTransport {
  const worker = typeof script === 'function' ? script() : newWorker(script);
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

function newWorker(url: string | URL): WebWorker {
  const Constructor = (globalThis as unknown as { Worker?: WebWorkerConstructor }).Worker;
  if (Constructor === undefined) throw new Error('Web Workers are not available here');
  return new Constructor(url, { type: 'module' });
}
