/**
 * SIGTERM mid-game: the server stores and acknowledges the moves in flight, closes every
 * connection with 1012 (service restart) so that clients reconnect, and exits 0 in time; a
 * new process on the same data has every acknowledged move.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '@trigon/protocol';
import type { Store } from './store/types.js';
import {
  buildServer,
  freshStore,
  spawnServer,
  startServer,
  type ServerProcess,
  startedGame,
} from './testing/harness.js';

const STOP_MS = 4000;
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  await buildServer();
  dataDir = mkdtempSync(join(tmpdir(), 'trigon-stop-'));
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await spawnServer({ DATA_DIR: dataDir, STOP_MS: String(STOP_MS) });
  servers.push(server);
  return server;
}

it('stops on SIGTERM: moves in flight stored and acknowledged, clients told to reconnect', async () => {
  const server = await start();
  const { id, white, black } = await startedGame(server, 'trigonal');
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });

  const closes = [white, black].map(
    (c) => new Promise<number>((resolve) => c.socket.once('close', (code) => resolve(code))),
  );
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    const from = Date.now();
    server.process.once('exit', (code) => resolve({ code, ms: Date.now() - from }));
  });
  // Black's move is on its way when the signal comes.
  const reply = black.command({ t: 'move', move: 'g10-g9' });
  server.process.kill('SIGTERM');
  const answer: ServerMessage | null = await reply.catch(() => null);

  expect(await Promise.all(closes)).toEqual([1012, 1012]);
  const exit = await exited;
  expect(exit.code).toBe(0);
  expect(exit.ms).toBeLessThan(STOP_MS);
  // The move was taken and acknowledged before the close, or refused as too late: never lost
  // in silence.
  expect(answer?.t === 'ack' || (answer?.t === 'error' && answer.code === 'stopping')).toBe(true);
  const acked = ['h4-h5', ...(answer?.t === 'ack' ? ['g10-g9'] : [])];

  const again = await start();
  const game = (await (await fetch(`${again.url}/api/games/${id}`)).json()) as {
    moves: string[];
    status: string;
  };
  // Nothing acknowledged is lost, and nothing unacknowledged was kept behind a client's back.
  expect(game.moves).toEqual(acked);
  expect(game.status).toBe('playing');
  await again.kill('SIGTERM');
}, 30_000);

it('waits for a slow write in flight, refuses newcomers meanwhile, then closes with 1012', async () => {
  const { store, dispose } = await freshStore('sqlite');
  let slow = false;
  // The store as it is, but appends take 400 ms once `slow` is set.
  const slowStore = new Proxy(store, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (key === 'append')
        return async (...args: Parameters<Store['append']>) => {
          if (slow) await new Promise((r) => setTimeout(r, 400));
          return target.append(...args);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const server = await startServer({ store: slowStore });
  try {
    const { id, white, black } = await startedGame(server, 'trigonal');
    const order: string[] = [];
    white.socket.once('close', (code) => order.push(`close ${code}`));
    slow = true;
    const reply = white.command({ t: 'move', move: 'h4-h5' }).then((m) => {
      order.push(m.t);
      return m;
    });
    await new Promise((r) => setTimeout(r, 100));
    const stopped = server.close();
    await new Promise((r) => setTimeout(r, 50));
    // While it stops: no new connection, and a command is refused.
    const late = new WebSocket(server.ws);
    const status = await new Promise<number>((resolve) => {
      late.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      late.once('error', () => resolve(-1));
    });
    expect(status).toBe(503);
    expect(await black.command({ t: 'draw', act: 'offer' })).toMatchObject({ code: 'stopping' });
    expect(await reply).toMatchObject({ t: 'ack' });
    await stopped;
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(['ack', 'close 1012']);
    const events = await store.events(id, 0);
    expect(events.at(-1)?.event).toMatchObject({ kind: 'move' });
  } finally {
    await dispose();
  }
});

it('stops gracefully on a SIGTERM sent the moment it says it is served', async () => {
  // A supervisor may stop a server as soon as its banner is out: the signal must find the
  // graceful stop there, not Node's default (death by the signal).
  for (let i = 0; i < 5; i++) {
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        APP_DIR: 'none',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: join(dataDir, `at-once-${i}`),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/served on/.test(output)) child.kill('SIGTERM');
    });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (...exit) => resolve(exit)),
    );
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  }
}, 40_000);
