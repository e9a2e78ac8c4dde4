import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { games, unwrap, type Position } from '@trigon/engine';
import { AiPlayer } from '../player.js';
import type { SearchHelpers } from './helpers.js';
import { startNodeHelpers } from './helpers-node.js';

// Worker threads run JavaScript: the helper script is the package's build.
const entry = new URL('../../dist/search/helper-entry.js', import.meta.url);
function builtEntry(): URL {
  if (!existsSync(fileURLToPath(entry))) {
    throw new Error(`${fileURLToPath(entry)} is missing: build first (npm run build)`);
  }
  return entry;
}

const trigonal = unwrap(games.get('trigonal'));
// The bench's middle game of Trigonal (bench/src/middlegame.ts), reached by its moves, so that
// the helpers must replay a history.
const MIDDLE =
  'f4-f5 f8-f7 g4-g5 g10-g9 f1-e2 f11-e8 h4-h5 h12-h11 i2-i5 i16-i13 g2-e6 g12-e4 f3-f4 f9-f8 g3-g4 g11-g10 i5-h6 i13-h10';

function middle(): Position {
  const position = trigonal.create();
  for (const text of MIDDLE.split(' ')) position.play(unwrap(position.parseMove(text)));
  return position;
}

/** A player with `threads`, and the helpers it started. */
function threaded(threads: number): { player: AiPlayer; helpers: SearchHelpers[] } {
  const helpers: SearchHelpers[] = [];
  const player = new AiPlayer(trigonal, {
    level: 8,
    seed: 1,
    threads,
    startHelpers: (count, table, settings) => {
      const started = startNodeHelpers(count, table, { ...settings, entry: builtEntry() });
      helpers.push(started);
      return started;
    },
  });
  opened.push(player);
  return { player, helpers };
}

const opened: AiPlayer[] = [];
afterEach(() => {
  for (const player of opened.splice(0)) player.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Short timed searches until the helpers take part in one: their threads start with the
 * player, and until they have loaded their modules each search goes without them.
 */
async function untilHelping(player: AiPlayer, helpers: SearchHelpers[], position: Position) {
  for (let tries = 0; tries < 100; tries++) {
    player.think(position, { timeMs: 50 });
    if (helpers[0].nodes() > 0) return;
    await sleep(100);
  }
  throw new Error('the helper threads never took part');
}

describe('helper threads (lazy SMP) on Node', () => {
  it('search beside a timed search, their nodes counted in its result, and are idle once it returns', async () => {
    const { player, helpers } = threaded(3);
    expect(helpers.map((h) => h.count)).toEqual([2]);
    const position = middle();
    const before = position.toText();
    await untilHelping(player, helpers, position);
    expect(helpers[0].starting()).toBe(false);
    let threads = 0;
    const think = () =>
      player.think(position, {
        timeMs: 400,
        onInfo: (info) => (threads = Math.max(threads, info.threads)),
      });
    let result = think();
    // Its progress says how many threads have searched. On a machine busy with other work a
    // helper may get no time slice within one search: a few more searches give it one.
    for (let tries = 0; threads < 3 && tries < 5; tries++) result = think();
    expect(threads).toBe(3);
    expect(position.toText()).toBe(before);
    expect(position.legalMoves().map((m) => position.moveToCoord(m))).toContain(result.moveText);
    const helped = helpers[0].nodes();
    // Both helpers searched, a good share of what the search did itself.
    expect(helped).toBeGreaterThan(result.nodes / 4);
    expect(result.nodes).toBeGreaterThan(helped);
    // Stopped: the counts they publish every 1024 nodes stay as they are.
    await sleep(100);
    expect(helpers[0].nodes()).toBe(helped);
  });

  it('take no part in a search with a node budget, which replays as one thread plays it', async () => {
    const { player, helpers } = threaded(2);
    const alone = new AiPlayer(trigonal, { level: 8, seed: 1 });
    const position = middle();
    await untilHelping(player, helpers, position);
    const helped = helpers[0].nodes();
    player.newGame();
    const threads: number[] = [];
    const withThreads = player.think(position, {
      nodes: 20_000,
      onInfo: (info) => threads.push(info.threads),
    });
    const oneThread = alone.think(position, { nodes: 20_000 });
    expect(new Set(threads)).toEqual(new Set([1]));
    // Not started again: what they published for the timed search is all there is.
    expect(helpers[0].nodes()).toBe(helped);
    expect([withThreads.moveText, withThreads.nodes, withThreads.score]).toEqual([
      oneThread.moveText,
      oneThread.nodes,
      oneThread.score,
    ]);
  });

  it('return a search at once that ends while they are still starting, and join the next', async () => {
    const { player, helpers } = threaded(2);
    const position = middle();
    // Their scripts load while the search runs: starting until then.
    expect(helpers[0].starting()).toBe(true);
    expect(player.helpersStarting(position)).toBe(true);
    const started = performance.now();
    const first = player.think(position, { timeMs: 1 });
    expect(performance.now() - started).toBeLessThan(500);
    expect(first.moveText).not.toBe('');
    await untilHelping(player, helpers, position);
  });

  it('are ended by close', async () => {
    const helpers = startNodeHelpers(2, new SharedArrayBuffer(8 + 1024 * 18), {
      entry: builtEntry(),
    });
    helpers.close();
    await sleep(200);
    const position = middle();
    helpers.start(position);
    expect(helpers.nodes()).toBe(0);
  });

  it('refuse a count that is not a whole number of at least 1', () => {
    expect(() => startNodeHelpers(0, new SharedArrayBuffer(8 + 1024 * 18))).toThrow(/at least 1/);
  });
});

describe('threads in a player', () => {
  it('must be a whole number from 1, and above 1 need a way to start helpers', () => {
    expect(() => new AiPlayer(trigonal, { threads: 0 })).toThrow(/threads must be/);
    expect(() => new AiPlayer(trigonal, { threads: 1.5 })).toThrow(/threads must be/);
    expect(() => new AiPlayer(trigonal, { threads: 2 })).toThrow(/startHelpers/);
  });

  it('start no helpers for a game of three seats', () => {
    const triangulation = unwrap(games.get('triangulation'));
    let started = 0;
    const player = new AiPlayer(triangulation, {
      threads: 2,
      startHelpers: () => {
        started++;
        throw new Error('not for three seats');
      },
    });
    const result = player.think(triangulation.create(), { timeMs: 50 });
    expect(result.moveText).not.toBe('');
    expect(started).toBe(0);
  });
});
