import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { AiPlayer } from '../player.js';
import { RUNNING, STARTED, STOP, type HelperData } from './helper-pool.js';
import type { SearchHelpers } from './helpers.js';
import { serveWebHelper, webHelperStarter, type WebHelperWorker } from './helpers-web.js';
import type { WebHelperScope } from './helpers-web.js';

// The browser's helper loop, run on Node worker threads through a small adapter that gives it
// a Web Worker's scope: the same code as in the page, on real threads. Threads run JavaScript,
// so the adapter imports the package's build.
const built = new URL('../../dist/search/helpers-web.js', import.meta.url);
const folder = mkdtempSync(join(tmpdir(), 'trigon-web-helper-'));
const adapter = join(folder, 'adapter.mjs');
writeFileSync(
  adapter,
  `import { parentPort } from 'node:worker_threads';
import { serveWebHelper } from ${JSON.stringify(built.href)};
serveWebHelper({ addEventListener: (type, listener) => parentPort.on('message', (data) => listener({ data })) });
`,
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A Web Worker's face on a Node worker thread running the adapter. */
function nodeWebWorker(): WebHelperWorker {
  if (!existsSync(fileURLToPath(built))) {
    throw new Error(`${fileURLToPath(built)} is missing: build first (npm run build)`);
  }
  const worker = new Worker(pathToFileURL(adapter));
  worker.unref();
  return {
    postMessage: (message) => worker.postMessage(message),
    addEventListener: (_type, listener) => worker.on('error', listener),
    terminate: () => void worker.terminate(),
  };
}

const trigonal = unwrap(games.get('trigonal'));
const opened: AiPlayer[] = [];
afterEach(() => {
  for (const player of opened.splice(0)) player.close();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('helper threads on Web Workers', () => {
  it('start once their worker has loaded, then search beside a timed search', async () => {
    const pools: SearchHelpers[] = [];
    const starter = webHelperStarter(nodeWebWorker);
    const player = new AiPlayer(trigonal, {
      level: 8,
      threads: 2,
      startHelpers: (count, table, settings) => {
        const pool = starter(count, table, settings);
        pools.push(pool);
        return pool;
      },
    });
    opened.push(player);
    const position = trigonal.create();
    for (let tries = 0; player.helpersStarting(position); tries++) {
      if (tries > 100) throw new Error('the helper never started');
      await sleep(50);
    }
    let threads = 0;
    const result = player.think(position, {
      timeMs: 300,
      onInfo: (info) => (threads = Math.max(threads, info.threads)),
    });
    expect(threads).toBe(2);
    expect(pools[0].nodes()).toBeGreaterThan(0);
    expect(result.nodes).toBeGreaterThan(pools[0].nodes());
  });

  it('send each worker its data first, then the roots', () => {
    const posted: unknown[][] = [];
    const starter = webHelperStarter(() => {
      const mine: unknown[] = [];
      posted.push(mine);
      return {
        postMessage: (message) => mine.push(message),
        addEventListener: () => undefined,
        terminate: () => undefined,
      };
    });
    const table = new SharedArrayBuffer(8 + 1024 * 18);
    const pool = starter(2, table, { nullMove: false });
    pool.start(trigonal.create());
    expect(posted).toHaveLength(2);
    for (const [index, messages] of posted.entries()) {
      expect(messages).toHaveLength(2);
      const init = messages[0] as { type: string; data: HelperData };
      expect(init.type).toBe('init');
      expect(init.data.table).toBe(table);
      expect([init.data.index, init.data.nullMove]).toEqual([index, false]);
      expect(messages[1]).toMatchObject({ type: 'search', game: 'trigonal', moves: [] });
    }
  });

  it('go without a worker that cannot be made: the search runs alone', () => {
    const pool = webHelperStarter(() => {
      throw new Error('no workers in this worker');
    })(1, new SharedArrayBuffer(8 + 1024 * 18), {});
    expect(pool.starting()).toBe(false);
    pool.start(trigonal.create());
    expect([pool.nodes(), pool.helping()]).toEqual([0, 0]);
  });

  it('on the helper side, say they have started and that they stopped, even for a root sent after the stop', () => {
    const control = new Int32Array(new SharedArrayBuffer(12));
    let listener: Parameters<WebHelperScope['addEventListener']>[1] | undefined;
    const scope: WebHelperScope = { addEventListener: (_type, l) => (listener = l) };
    serveWebHelper(scope);
    const data: HelperData = {
      table: new SharedArrayBuffer(8 + 1024 * 18),
      control: control.buffer as SharedArrayBuffer,
      nodeCounts: new SharedArrayBuffer(8),
      index: 0,
      nullMove: true,
    };
    expect(Atomics.load(control, STARTED)).toBe(0);
    listener!({ data: { type: 'init', data } });
    expect(Atomics.load(control, STARTED)).toBe(1);
    control[STOP] = 1;
    control[RUNNING] = 1;
    listener!({
      data: {
        type: 'search',
        game: 'trigonal',
        options: {},
        position: trigonal.create().toText(),
        moves: [],
      },
    });
    expect(control[RUNNING]).toBe(0);
  });
});
