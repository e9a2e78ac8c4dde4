import { describe, expect, it } from 'vitest';
import type { HelperStarter, SearchHelpers } from '../search/helpers.js';
import type { FromWorker } from './messages.js';
import { serveSearch } from './serve.js';

/**
 * Helpers that start `afterMs` after they are made (never, for Infinity), search nothing, and
 * note when the search asked them to start: what serveSearch must wait for, as a browser
 * worker's own workers start only while it is idle.
 */
function slowHelpers(afterMs: number): { starter: HelperStarter; startedAt: number[] } {
  const startedAt: number[] = [];
  const starter: HelperStarter = (count) => {
    const made = performance.now();
    const helpers: SearchHelpers = {
      count,
      start: () => void startedAt.push(performance.now() - made),
      stop: () => undefined,
      clear: () => undefined,
      nodes: () => 0,
      helping: () => 0,
      starting: () => performance.now() - made < afterMs,
      close: () => undefined,
    };
    return helpers;
  };
  return { starter, startedAt };
}

/** The messages sent until the best move (or an error), with how long it took. */
function answered(sent: FromWorker[], from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (sent.some((m) => m.type === 'bestmove' || m.type === 'error')) {
        resolve(performance.now() - from);
      } else if (performance.now() - from > 10_000) reject(new Error('no answer'));
      else setTimeout(look, 5);
    };
    look();
  });
}

describe('the worker side with helper threads', () => {
  it('waits, idle, until they have started, then searches with them', async () => {
    const sent: FromWorker[] = [];
    const { starter, startedAt } = slowHelpers(150);
    const handle = serveSearch((message) => sent.push(message), starter);
    const from = performance.now();
    handle({ type: 'start', id: 1, game: 'trigonal', timeMs: 50, threads: 2 });
    // Nothing yet: the worker returned to its event loop, which is what starts them.
    expect(sent).toEqual([]);
    await answered(sent, from);
    expect(sent.at(-1)?.type).toBe('bestmove');
    expect(startedAt).toHaveLength(1);
    expect(startedAt[0]).toBeGreaterThanOrEqual(150);
  });

  it('answers at once a search stopped while it waits', async () => {
    const sent: FromWorker[] = [];
    const { starter } = slowHelpers(Infinity);
    const handle = serveSearch((message) => sent.push(message), starter);
    const stopBuffer = new SharedArrayBuffer(4);
    const from = performance.now();
    handle({ type: 'start', id: 1, game: 'trigonal', timeMs: 5000, threads: 2, stopBuffer });
    await new Promise((resolve) => setTimeout(resolve, 50));
    Atomics.store(new Int32Array(stopBuffer), 0, 1);
    expect(await answered(sent, from)).toBeLessThan(1000);
    expect(sent.at(-1)?.type).toBe('bestmove');
  });

  it('searches without helpers that never start, after a few seconds', async () => {
    const sent: FromWorker[] = [];
    const { starter, startedAt } = slowHelpers(Infinity);
    const handle = serveSearch((message) => sent.push(message), starter);
    const took = await (() => {
      const from = performance.now();
      handle({ type: 'start', id: 1, game: 'trigonal', timeMs: 50, threads: 2 });
      return answered(sent, from);
    })();
    expect(took).toBeGreaterThanOrEqual(3000);
    expect(took).toBeLessThan(8000);
    expect(sent.at(-1)?.type).toBe('bestmove');
    // Asked to start regardless: a helper that starts late joins the search then.
    expect(startedAt).toHaveLength(1);
  });
});
