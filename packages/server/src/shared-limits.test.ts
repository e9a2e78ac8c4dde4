/**
 * The limits' budgets shared through Redis (http/budgets.ts): processes of one database spend
 * one budget, other databases keep theirs, and a process that cannot reach Redis keeps its own
 * budgets rather than refusing or waiting.
 */
import { randomBytes } from 'node:crypto';
import { connect as connectTcp, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RedisBus } from './game/bus.js';
import { RedisBudgets } from './http/budgets.js';
import { budgetPrefix, serve, type RunningServer } from './serve.js';
import { Browser, freshName } from './testing/browser.js';
import {
  REDIS_URL_TEST,
  freshSchema,
  freshStore,
  post,
  postgresAvailable,
  redisAvailable,
  startServer,
  type TestServer,
} from './testing/harness.js';

const redisReady = await redisAvailable();
const pgReady = await postgresAvailable();
const SPEC = { perMinute: 2, burst: 3 };

describe.skipIf(!redisReady)('budgets in Redis', () => {
  const clients: Redis[] = [];
  /** A connection made ready, as the bus's is before the server starts. */
  const connect = async () => {
    const redis = new Redis(REDIS_URL_TEST, { lazyConnect: true });
    clients.push(redis);
    await redis.connect();
    return redis;
  };
  afterAll(() => {
    for (const redis of clients) redis.disconnect();
  });

  it('is one budget for every process of a prefix, apart by name and prefix', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}`;
    const [a, b] = [
      new RedisBudgets(await connect(), prefix),
      new RedisBudgets(await connect(), prefix),
    ];
    const [fromA, fromB] = [a.budget('sign-ups', SPEC), b.budget('sign-ups', SPEC)];
    const answers = [];
    for (const budget of [fromA, fromB, fromA, fromB]) answers.push(await budget.take('1.2.3.4'));
    // Three in the burst, then a token back in 60 s / 2 a minute.
    expect(answers).toEqual([0, 0, 0, 30]);
    // What was given back can be taken again, from either process.
    await fromA.giveBack('1.2.3.4');
    expect(await fromB.take('1.2.3.4')).toBe(0);
    expect(await fromA.take('1.2.3.4')).toBe(30);
    // Another key, another limit, another prefix: full budgets.
    expect(await fromA.take('1.2.3.5')).toBe(0);
    expect(await a.budget('games', SPEC).take('1.2.3.4')).toBe(0);
    const other = new RedisBudgets(await connect(), `${prefix}-other`).budget('sign-ups', SPEC);
    expect(await other.take('1.2.3.4')).toBe(0);
    // The bucket goes once it would be full again (1.5 min for 3 at 2 a minute).
    const ttl = await (await connect()).pttl(`${prefix}:budget:sign-ups:1.2.3.4`);
    expect(ttl).toBeGreaterThan(85_000);
    expect(ttl).toBeLessThanOrEqual(91_000);
  });

  it('falls back to budgets of its own, without waiting, while Redis does not answer', async () => {
    // A proxy to Redis that stops passing anything on when told: Redis hung, not refused.
    let hung = false;
    const target = new URL(REDIS_URL_TEST);
    const proxy = createServer((client) => {
      const upstream = connectTcp(Number(target.port || 6379), target.hostname);
      client.on('data', (data) => {
        if (!hung) upstream.write(data);
      });
      upstream.on('data', (data) => client.write(data));
      for (const end of [client, upstream]) end.on('error', () => undefined);
      client.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true });
    clients.push(redis);
    try {
      await redis.connect();
      const prefix = `test:${randomBytes(4).toString('hex')}`;
      const budgets = new RedisBudgets(redis, prefix, 100);
      let fallbacks = 0;
      budgets.onFallback(() => fallbacks++);
      const budget = budgets.budget('sign-ups', SPEC);
      expect(await budget.take('1.2.3.4')).toBe(0);
      expect(fallbacks).toBe(0);
      // An app counts each fall back in its metrics.
      const { store, dispose } = await freshStore('sqlite');
      const app = await startServer({ store, budgets });
      hung = true;
      const started = Date.now();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await budget.take('1.2.3.4'));
      // The process's own bucket, full: three, then refused.
      expect(answers).toEqual([0, 0, 0, 30]);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(fallbacks).toBe(4);
      const created = await post(`${app.url}/api/games`, { game: 'trigonal' });
      expect(created.status).toBe(201);
      const metrics = await (await fetch(`${app.url}/metrics`)).text();
      expect(metrics).toMatch(/^trigon_budget_fallbacks_total 5$/m);
      await app.close();
      await dispose();
      // Away (reconnecting): its own at once, no command queued.
      redis.disconnect();
      expect(await budget.take('1.2.3.5')).toBe(0);
      expect(fallbacks).toBe(6);
    } finally {
      proxy.close();
    }
  });

  it('keys a database by its URL without credentials, or by its SQLite folder', () => {
    const one = budgetPrefix('postgres://a:secret@db:5432/trigon', '/data');
    expect(one).toMatch(/^trigon:[0-9a-f]{16}$/);
    expect(budgetPrefix('postgres://b:other@db:5432/trigon', '/elsewhere')).toBe(one);
    expect(budgetPrefix('postgres://a:secret@db:5432/trigon2', '/data')).not.toBe(one);
    expect(budgetPrefix(undefined, '/data')).not.toBe(budgetPrefix(undefined, '/data2'));
    expect(budgetPrefix(undefined, '/data')).not.toBe(one);
  });
});

describe.skipIf(!redisReady)('limits of two server processes of one database', () => {
  const servers: TestServer[] = [];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    let store;
    ({ store, dispose } = await freshStore('sqlite'));
    const prefix = `test:${randomBytes(4).toString('hex')}`;
    for (const name of ['a', 'b']) {
      const bus = await RedisBus.open(REDIS_URL_TEST, `${prefix}-${name}`);
      servers.push(
        await startServer({
          store,
          bus,
          budgets: bus.budgets(prefix),
          limits: { signUps: SPEC, createGames: SPEC },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await dispose();
  });

  it('spend one budget of sign-ups and games whichever process a request reaches', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const signUps = [];
    for (const server of [a, b, a, b])
      signUps.push((await new Browser(server.url).signUp(freshName(), 'long enough')).status);
    expect(signUps).toEqual([201, 201, 201, 429]);
    const games = [];
    for (const server of [b, a, b, a])
      games.push(
        (
          await fetch(`${server.url}/api/games`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ game: 'trigonal' }),
          })
        ).status,
      );
    expect(games).toEqual([201, 201, 201, 429]);
  });
});

describe.skipIf(!redisReady || !pgReady)('serve() of two processes on one database', () => {
  const running: RunningServer[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    for (let i = 0; i < 2; i++)
      running.push(
        await serve({
          port: 0,
          host: '127.0.0.1',
          dataDir: '/nonexistent',
          databaseUrl: schema.url,
          redisUrl: REDIS_URL_TEST,
          appDir: 'none',
          logLevel: 'silent',
          limits: { signUps: SPEC },
        }),
      );
  });
  afterAll(async () => {
    for (const server of running) await server.close();
    await drop();
  });

  it('share the sign-up budget through Redis', async () => {
    const [a, b] = running.map((server) => server.address.replace('localhost', '127.0.0.1'));
    const statuses = [];
    for (const url of [a!, b!, a!, b!])
      statuses.push((await new Browser(url).signUp(freshName(), 'long enough')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
