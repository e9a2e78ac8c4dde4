/**
 * Redis away, at start and mid-run: the server does not start without it, saying so in one
 * line that names REDIS_URL; a Redis that goes away later is one log line when it goes and one
 * when it is back, readiness follows it, and nothing is written to stderr meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  REDIS_URL_TEST,
  TestClient,
  buildServer,
  post,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const hasRedis = await redisAvailable();
const servers: ServerProcess[] = [];
const clients: TestClient[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trigon-redis-outage-'));
  if (hasRedis) await buildServer();
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A TCP proxy in front of the test Redis, which can be taken down (every connection cut) and up. */
class Outage {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async up(): Promise<void> {
    const target = new URL(REDIS_URL_TEST);
    const server = createServer((socket) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const end of [socket, upstream]) {
        this.sockets.add(end);
        end.on('error', () => end.destroy());
        end.on('close', () => this.sockets.delete(end));
      }
      socket.pipe(upstream).pipe(socket);
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

async function until(test: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not in time: ${what}`);
}

const readiness = async (url: string) => (await fetch(`${url}/readyz`)).status;

it.skipIf(!hasRedis)(
  'Redis that goes away and comes back: one line each way, no stderr',
  async () => {
    const redis = new Outage();
    await redis.up();
    const server = await spawnServer({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    servers.push(server);
    let stdout = '';
    let stderr = '';
    server.process.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    server.process.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await readiness(server.url)).toBe(200);

    await redis.down();
    await until(async () => (await readiness(server.url)) === 503, 'readyz 503 with Redis away');
    // ioredis tries again and again meanwhile; every try fails.
    await until(async () => stdout.includes('redis connection lost'), 'the line of the loss');
    await new Promise((r) => setTimeout(r, 1500));
    await redis.up();
    await until(async () => (await readiness(server.url)) === 200, 'readyz 200 with Redis back');
    await until(async () => stdout.includes('redis connection back'), 'the line of the return');

    const lines = stdout.split('\n').filter((line) => line.includes('redis connection'));
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'redis connection lost',
      'redis connection back',
    ]);
    expect(stderr).toBe('');
  },
  60_000,
);

it.skipIf(!hasRedis)(
  'does not start without Redis: one line naming REDIS_URL',
  async () => {
    const redis = new Outage();
    await redis.up();
    const port = redis.port;
    await redis.down();
    const started = spawnServer({ REDIS_URL: `redis://:hunter22@127.0.0.1:${port}` });
    const error = (await started.then(
      (s) => {
        servers.push(s);
        return new Error('it started');
      },
      (e: unknown) => e,
    )) as Error;
    // spawnServer's message: `server exited with <code>: <output>`.
    const match = /^server exited with (\d+): ([^]*)$/.exec(error.message);
    expect(match?.[1]).toBe('1');
    expect(match?.[2]).toBe(
      `REDIS_URL: cannot reach Redis at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    );
  },
  30_000,
);

it.skipIf(!hasRedis)(
  'a move stored while Redis was away reaches the players of the other process once it is back',
  async () => {
    const redis = new Outage();
    await redis.up();
    // Two processes on one SQLite file and Redis, the players of one game on different ones.
    const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}`, DATA_DIR: dataDir };
    const [one, two] = [await spawnServer(env), await spawnServer(env)];
    servers.push(one!, two!);
    const outputs = [one!, two!].map((server) => {
      const output = { text: '' };
      server.process.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
      return output;
    });
    const created = (
      await post<{ id: string; token: string; invitations: { token: string }[] }>(
        `${one!.url}/api/games`,
        { game: 'trigonal' },
      )
    ).body;
    const white = (await TestClient.join(one!.ws, created.id, created.token)).client;
    const black = (await TestClient.join(two!.ws, created.id, created.invitations[0]!.token))
      .client;
    clients.push(white, black);
    await white.event(3);
    await black.event(3);
    expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack', seq: 4 });
    await black.event(4);

    await redis.down();
    await until(
      async () => outputs.every((o) => o.text.includes('redis connection lost')),
      'both processes lost Redis',
    );
    // Stored and acknowledged by the second process; published to nobody.
    expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack', seq: 5 });
    // ioredis keeps a command made while away for a few tries (maxRetriesPerRequest: 3), then
    // drops it; an outage of seconds loses the publication.
    await new Promise((r) => setTimeout(r, 2000));
    await redis.up();
    await until(
      async () => outputs.every((o) => o.text.includes('redis connection back')),
      'both processes have Redis again',
    );
    expect(await white.event(5, 10_000)).toMatchObject({
      event: { kind: 'move', move: 'g10-g9' },
    });
    expect(await white.command({ t: 'move', move: 'i4-i5' })).toMatchObject({ t: 'ack', seq: 6 });
    await black.event(6);
  },
  60_000,
);
