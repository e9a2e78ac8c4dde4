/**
 * Redis away, at start and mid-run: the server does not start without it, saying so in one
 * line that names REDIS_URL; a Redis that goes away later is one log line when it goes and one
 * when it is back, readiness follows it, and nothing is written to stderr meanwhile.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  REDIS_URL_TEST,
  buildServer,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const hasRedis = await redisAvailable();
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (hasRedis) await buildServer();
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
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
