import { describe, expect, it } from 'vitest';
import type { FromWorker, ToWorker } from './messages.js';
import { serveSearch } from './serve.js';
import { createWebSearchWorker, type WebWorker } from './web.js';

/** A browser Worker in process: what it is posted is served by serveSearch, as web-entry does. */
class InProcessWorker implements WebWorker {
  private readonly listeners: ((event: { data: unknown }) => void)[] = [];
  private readonly serve = serveSearch((message: FromWorker) =>
    queueMicrotask(() => this.listeners.forEach((listener) => listener({ data: message }))),
  );
  postMessage(message: unknown): void {
    queueMicrotask(() => this.serve(message as ToWorker));
  }
  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    if (type === 'message') this.listeners.push(listener as (event: { data: unknown }) => void);
  }
  terminate(): void {}
}

describe('createWebSearchWorker', () => {
  it('takes a function that makes the worker, as bundlers need to see the worker made', async () => {
    // A function was taken for a script URL: 'Web Workers are not available here' in Node, and
    // in a browser a Worker of the function's text.
    let made = 0;
    const worker = createWebSearchWorker(() => {
      made++;
      return new InProcessWorker();
    });
    const best = await worker.start({ game: 'trigonal', depth: 2 });
    expect(made).toBe(1);
    expect(best.depth).toBe(2);
    expect(best.move).toMatch(/^[a-z]+\d+-[a-z]+\d+$/);
    worker.terminate();
  });

  it('says where there are no Web Workers to make from a URL', () => {
    expect(() => createWebSearchWorker('/web-entry.js')).toThrow(
      'Web Workers are not available here',
    );
  });
});
