import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import type { SearchInfo } from '../search/types.js';
import type { FromWorker } from './messages.js';
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
