import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import type { SearchInfo } from '../search/types.js';
import { SearchWorker, type SearchJob, type WorkerTransport } from './client.js';
import type { FromWorker, ToWorker } from './messages.js';
import { createNodeSearchWorker } from './node.js';
import { serveSearch } from './serve.js';

const trigonal = unwrap(games.get('trigonal'));

// Worker threads run JavaScript: the worker script is the package's build.
const entry = new URL('../../dist/worker/node-entry.js', import.meta.url);
function builtEntry(): URL {
  if (!existsSync(fileURLToPath(entry))) {
    throw new Error(`${fileURLToPath(entry)} is missing: build first (npm run build)`);
  }
  return entry;
}

describe('the worker side (in process)', () => {
  it('answers a start with progress per depth and a best move', () => {
    const sent: FromWorker[] = [];
    const handle = serveSearch((message) => sent.push(message));
    handle({ type: 'start', id: 7, game: 'trigonal', moves: ['f4-f5', 'f8-f7'], depth: 3 });
    expect(sent.map((m) => m.type)).toEqual(['progress', 'progress', 'progress', 'bestmove']);
    expect(sent.every((m) => m.id === 7)).toBe(true);
    const best = sent[3];
    if (best.type !== 'bestmove') throw new Error('no best move');
    const position = trigonal.create();
    position.play(unwrap(position.parseMove('f4-f5')));
    position.play(unwrap(position.parseMove('f8-f7')));
    expect(position.legalMoves().map((m) => position.moveToCoord(m))).toContain(best.move.move);
    expect(best.move.depth).toBe(3);
  });

  it('analyses a lone legal move to the depth asked when the job says analysis', () => {
    const sent: FromWorker[] = [];
    const handle = serveSearch((message) => sent.push(message));
    const forced = '1/3/5/7/3B5/4q1p3b/2P1K4p3/B1PN6Pp1k1/1RP9pp2r w - - 6 76';
    const job = { type: 'start', game: 'trigonal', position: forced, timeMs: 60_000, depth: 3 };
    handle({ ...job, id: 1 });
    handle({ ...job, id: 2, analysis: true });
    const depths = (id: number) =>
      sent.flatMap((m) => (m.type === 'bestmove' && m.id === id ? [m.move.depth] : []));
    expect([depths(1), depths(2)]).toEqual([[1], [3]]);
  });

  it('plays from the opening book when asked, saying so, and searches otherwise', () => {
    const sent: FromWorker[] = [];
    const handle = serveSearch((message) => sent.push(message));
    handle({ type: 'start', id: 1, game: 'trigonal', nodes: 2000, book: true });
    handle({ type: 'start', id: 2, game: 'trigonal', nodes: 2000 });
    const best = sent.filter((m) => m.type === 'bestmove');
    expect(sent[0].type).toBe('bestmove');
    expect(best.map((m) => m.move.book)).toEqual([true, undefined]);
    expect(best[0].move.nodes).toBe(0);
    expect(best[1].move.nodes).toBeGreaterThan(0);
    const legal = trigonal.create().legalMoves();
    expect(legal.map((m) => trigonal.create().moveToCoord(m))).toContain(best[0].move.move);
  });

  it('reports bad requests as errors', () => {
    const sent: FromWorker[] = [];
    const handle = serveSearch((message) => sent.push(message));
    handle({ type: 'start', id: 1, game: 'chess' });
    handle({ type: 'start', id: 2, game: 'trigonal', moves: ['f4-f6'] });
    handle({ type: 'start', id: 3, game: 'trigonal', position: 'nonsense' });
    handle({ type: 'start', id: 4, game: 'trigonal', level: 9 });
    expect(sent.map((m) => m.type)).toEqual(['error', 'error', 'error', 'error']);
    expect(sent[0].type === 'error' && sent[0].message).toMatch(/unknown game 'chess'/);
    expect(sent[1].type === 'error' && sent[1].message).toMatch(/move 1 'f4-f6'/);
  });
});

describe('the Node worker thread', () => {
  it('searches off the main thread and reports progress', async () => {
    const worker = createNodeSearchWorker({ entry: builtEntry() });
    try {
      const depths: number[] = [];
      const best = await worker.start({ game: 'trigonal', depth: 4 }, (info) =>
        depths.push(info.depth),
      );
      expect(depths).toEqual([1, 2, 3, 4]);
      const start = trigonal.create();
      expect(start.legalMoves().map((m) => start.moveToCoord(m))).toContain(best.move);
      expect(worker.busy).toBe(false);
    } finally {
      worker.terminate();
    }
  });

  it('stops on demand through the shared flag, with the best move so far', async () => {
    const worker = createNodeSearchWorker({ entry: builtEntry() });
    try {
      const seen: SearchInfo[] = [];
      const started = performance.now();
      const pending = worker.start({ game: 'trigonal', timeMs: 60_000 }, (info) => {
        seen.push(info);
        if (info.depth === 3) worker.stop();
      });
      const best = await pending;
      expect(performance.now() - started).toBeLessThan(20_000);
      expect(best.depth).toBeGreaterThanOrEqual(3);
      const start = trigonal.create();
      expect(start.legalMoves().map((m) => start.moveToCoord(m))).toContain(best.move);
      // The answer is the last completed depth's move, or one a later unfinished depth proved better.
      expect(seen.length).toBeGreaterThanOrEqual(3);
    } finally {
      worker.terminate();
    }
  });

  it('without shared memory, stops by ending the thread and answers with the last depth', async () => {
    const worker = createNodeSearchWorker({ entry: builtEntry(), sharedStop: false });
    try {
      let last: SearchInfo | undefined;
      const best = await worker.start({ game: 'trigonal', timeMs: 60_000 }, (info) => {
        last = info;
        if (info.depth === 2) worker.stop();
      });
      expect(best.move).toBe(last!.pv[0]);
      expect(best.depth).toBe(2);
      // A fresh thread serves the next search.
      const next = await worker.start({ game: 'trigonal', depth: 2 });
      expect(next.depth).toBe(2);
    } finally {
      worker.terminate();
    }
  });

  it('rejects a request the worker cannot serve, and one while busy', async () => {
    const worker = createNodeSearchWorker({ entry: builtEntry() });
    try {
      await expect(worker.start({ game: 'trigonal', position: 'x' })).rejects.toThrow(/position/);
      const running = worker.start({ game: 'trigonal', depth: 3 });
      await expect(worker.start({ game: 'trigonal', depth: 1 })).rejects.toThrow(/already running/);
      await running;
      worker.newGame();
    } finally {
      worker.terminate();
    }
  });
});

describe('the worker side, given what is not a message to it', () => {
  it('answers each with an error naming what is wrong, and serves the next search', () => {
    const sent: FromWorker[] = [];
    const handle = serveSearch((message) => sent.push(message));
    const malformed: [unknown, number, string][] = [
      [
        null,
        -1,
        'a message to the search worker is an object with a type (start, newgame), not null',
      ],
      [
        'start',
        -1,
        "a message to the search worker is an object with a type (start, newgame), not 'start'",
      ],
      [
        { type: 'go', id: 4 },
        4,
        "a message to the search worker has the type start or newgame, not 'go'",
      ],
      [
        { type: 'start', game: 'trigonal' },
        -1,
        'a start message needs a number as its id, not undefined',
      ],
      [{ type: 'start', id: 5 }, 5, "game must be a game's id, not undefined"],
      [
        { type: 'start', id: 6, game: 'trigonal', moves: 'f4-f5' },
        6,
        "moves must be a list of moves in coordinate form, not 'f4-f5'",
      ],
      [
        { type: 'start', id: 7, game: 'trigonal', options: ['x'] },
        7,
        'options must be an object of option values, not a list',
      ],
      [
        { type: 'start', id: 8, game: 'trigonal', depth: '3' },
        8,
        "depth must be a number, not '3'",
      ],
      [
        { type: 'start', id: 9, game: 'trigonal', stopBuffer: new ArrayBuffer(4) },
        9,
        'stopBuffer must be a SharedArrayBuffer, not an object',
      ],
      [
        { type: 'start', id: 11, game: 'trigonal', analysis: 'yes' },
        11,
        "analysis must be true or false, not 'yes'",
      ],
    ];
    for (const [message, id, problem] of malformed) {
      sent.length = 0;
      expect(() => handle(message)).not.toThrow();
      expect(sent).toEqual([{ type: 'error', id, message: problem }]);
    }
    sent.length = 0;
    handle({ type: 'start', id: 10, game: 'trigonal', depth: 1 });
    expect(sent.map((m) => m.type)).toEqual(['progress', 'bestmove']);
  });

  it('on a Node worker thread, answers null with an error instead of ending the thread', async () => {
    const worker = new Worker(builtEntry());
    try {
      const replies: FromWorker[] = [];
      const done = new Promise<void>((resolve, reject) => {
        worker.on('message', (message: FromWorker) => {
          replies.push(message);
          if (message.type === 'bestmove') resolve();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => reject(new Error(`the thread ended (${code})`)));
      });
      worker.postMessage(null);
      worker.postMessage({ type: 'start', id: 1, game: 'trigonal', depth: 1 });
      await done;
      expect(replies.map((m) => [m.type, m.id])).toEqual([
        ['error', -1],
        ['progress', 1],
        ['bestmove', 1],
      ]);
    } finally {
      await worker.terminate();
    }
  });
});

/** A transport that records what it is sent and lets a test answer for the worker. */
class FakeTransport implements WorkerTransport {
  readonly posted: ToWorker[] = [];
  terminated = false;
  failPost: Error | undefined;
  answer: (message: FromWorker) => void = () => undefined;
  fail: (error: Error) => void = () => undefined;
  post(message: ToWorker): void {
    if (this.failPost !== undefined) throw this.failPost;
    this.posted.push(message);
  }
  listen(onMessage: (message: FromWorker) => void, onError: (error: Error) => void): void {
    this.answer = onMessage;
    this.fail = onError;
  }
  terminate(): void {
    this.terminated = true;
  }
}

const bestMove = {
  move: 'f4-f5',
  score: 0,
  mate: 0,
  depth: 1,
  nodes: 1,
  nps: 1,
  timeMs: 0,
  pv: [],
};

describe('the client of a search worker', () => {
  function client(): { worker: SearchWorker; transports: FakeTransport[] } {
    const transports: FakeTransport[] = [];
    const worker = new SearchWorker(() => {
      const transport = new FakeTransport();
      transports.push(transport);
      return transport;
    }, true);
    return { worker, transports };
  }

  it('stays idle when a job cannot be sent, so that the next search runs', async () => {
    const { worker, transports } = client();
    transports[0].failPost = new Error('could not be cloned');
    await expect(worker.start({ game: 'trigonal' })).rejects.toThrow('could not be cloned');
    // It said 'a search is already running' to every search after.
    expect(worker.busy).toBe(false);
    transports[0].failPost = undefined;
    const next = worker.start({ game: 'trigonal' });
    const sent = transports[0].posted[0];
    transports[0].answer({
      type: 'bestmove',
      id: sent.type === 'start' ? sent.id : 0,
      move: bestMove,
    });
    await expect(next).resolves.toEqual(bestMove);
  });

  it('starts a fresh worker for the next search once its worker failed', async () => {
    const { worker, transports } = client();
    const first = worker.start({ game: 'trigonal' });
    transports[0].fail(new Error('the worker crashed'));
    await expect(first).rejects.toThrow('the worker crashed');
    const second = worker.start({ game: 'trigonal' });
    // It posted to the dead worker, and the search waited for ever.
    expect(transports).toHaveLength(2);
    expect(transports[0].terminated).toBe(true);
    const sent = transports[1].posted[0];
    // What the old worker still says is not this search's answer.
    transports[0].answer({ type: 'error', id: sent.type === 'start' ? sent.id : 0, message: 'x' });
    expect(worker.busy).toBe(true);
    transports[1].answer({
      type: 'bestmove',
      id: sent.type === 'start' ? sent.id : 0,
      move: bestMove,
    });
    await expect(second).resolves.toEqual(bestMove);
  });

  it('refuses every search once terminated, and terminates once', async () => {
    const { worker, transports } = client();
    worker.terminate();
    worker.terminate();
    await expect(worker.start({ game: 'trigonal' })).rejects.toThrow(
      'the search worker was terminated',
    );
    worker.newGame();
    expect(transports).toHaveLength(1);
    expect(transports[0].posted).toEqual([]);
  });

  it('keeps its own id and type over a job’s (from JavaScript)', () => {
    const { worker, transports } = client();
    const job = { game: 'trigonal', id: 99, type: 'newgame' } as SearchJob;
    void worker.start(job);
    expect(transports[0].posted[0]).toMatchObject({ type: 'start', id: 1, game: 'trigonal' });
  });
});

describe('the Node worker thread, ending by itself', () => {
  it('rejects the search of a thread that ended without an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-worker-'));
    const script = join(dir, 'exits.mjs');
    writeFileSync(
      script,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
    );
    const worker = createNodeSearchWorker({ entry: pathToFileURL(script) });
    try {
      // It waited for ever (and kept the program alive, the thread referenced).
      await expect(worker.start({ game: 'trigonal', depth: 1 })).rejects.toThrow(
        'the search worker ended (exit code 3)',
      );
      expect(worker.busy).toBe(false);
    } finally {
      worker.terminate();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
