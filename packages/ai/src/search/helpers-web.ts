import { HelperPool, type HelperData, type HelperMessage } from './helper-pool.js';
import { serveHelper } from './helper-serve.js';
import type { HelperStarter } from './helpers.js';

/** The part of the browser's Worker these helpers use (the package is built without DOM types). */
export interface WebHelperWorker {
  postMessage(message: unknown): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

/** What a browser helper is sent first: what a Node helper gets as its workerData. */
export interface WebHelperInit {
  readonly type: 'init';
  readonly data: HelperData;
}

/**
 * Helper threads on a browser's Web Workers, for the search worker (the search waits for them
 * with Atomics.wait, which a page's main thread may not). `makeWorker` makes one from the
 * helper script (`serveWebHelper` on its scope), as the page's bundler wants it made, for
 * example with Vite `() => new Worker(new URL('./helper.ts', import.meta.url), { type: 'module' })`.
 * Where a worker cannot make workers, the search goes on alone.
 */
export function webHelperStarter(makeWorker: () => WebHelperWorker): HelperStarter {
  return (count, table, settings) =>
    new HelperPool(count, table, settings, (data, failed) => {
      let worker: WebHelperWorker;
      try {
        worker = makeWorker();
      } catch {
        failed();
        return { post: () => undefined, terminate: () => undefined };
      }
      worker.addEventListener('error', failed);
      const init: WebHelperInit = { type: 'init', data };
      worker.postMessage(init);
      return {
        post: (message) => worker.postMessage(message),
        terminate: () => worker.terminate(),
      };
    });
}

/** The part of a worker's global scope the helper script uses. */
export interface WebHelperScope {
  addEventListener(
    type: 'message',
    listener: (event: { data: WebHelperInit | HelperMessage }) => void,
  ): void;
}

/** The helper script's loop on a browser worker's scope: its data first, then roots to search. */
export function serveWebHelper(scope: WebHelperScope): void {
  let serve: ((message: HelperMessage) => void) | undefined;
  scope.addEventListener('message', ({ data: message }) => {
    if (message.type === 'init') serve = serveHelper(message.data);
    else serve?.(message);
  });
}
