/**
 * What an operator reads: health and readiness, Prometheus metrics, and the JSON log, which
 * never holds a seat token.
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedGame } from '@trigon/protocol';
import { RedisBus } from './game/bus.js';
import { MIN_FREE_BYTES, diskCheck, freeSpace } from './ops/disk.js';
import { MATE } from './testing/fixtures.js';
import {
  REDIS_URL_TEST,
  TestClient,
  freshStore,
  post,
  redisAvailable,
  startServer,
} from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const redisReady = await redisAvailable();

describe('health, metrics and logs', () => {
  const lines: string[] = [];
  const server = suiteServer('sqlite', {
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok' } });
  });

  it('plays a game, then shows it in the metrics and the log, with no token in the log', async () => {
    const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal' })).body;
    const white = await TestClient.join(server.ws, created.id, created.token);
    const black = await TestClient.join(server.ws, created.id, created.invitations[0]!.token);
    await white.client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    for (const [i, move] of MATE.entries()) {
      const player = i % 2 === 0 ? white.client : black.client;
      expect(await player.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    }
    expect(await white.client.command({ t: 'resign' })).toMatchObject({ code: 'finished' });
    await fetch(`${server.url}/api/games?limit=nine`);

    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await metrics.text();
    const value = (name: string) => {
      const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
      return match ? Number(match[1]) : undefined;
    };
    expect(value('trigon_connections')).toBe(2);
    expect(value('trigon_moves_total')).toBe(4);
    expect(value('trigon_commands_total{command="move"}')).toBe(4);
    expect(value('trigon_commands_total{command="hello"}')).toBe(2);
    expect(value('trigon_errors_total{code="finished"}')).toBe(1);
    expect(value('trigon_errors_total{code="malformed"}')).toBe(1);
    expect(value('trigon_store_write_seconds_count{operation="append"}')).toBeGreaterThan(4);
    expect(value('trigon_store_write_seconds_count{operation="create"}')).toBe(1);
    expect(value('trigon_games_in_play')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toContain('# TYPE trigon_store_write_seconds histogram');

    await Promise.all([white.client.close(), black.client.close()]);
    await new Promise((r) => setTimeout(r, 50));
    const log = lines.join('');
    for (const token of [created.token, created.invitations[0]!.token])
      expect(log).not.toContain(token);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) {
      expect(r.reqId).toMatch(/^[0-9a-f]{12}$/);
      expect(r).toMatchObject({ level: 30 });
      expect(typeof r.status).toBe('number');
    }
    expect(requests.find((r) => r.path === '/api/games' && r.method === 'POST')).toMatchObject({
      status: 201,
    });
    expect(entries.find((e) => e.msg === 'game started')).toMatchObject({ game: created.id });
    expect(entries.find((e) => e.msg === 'game ended')).toMatchObject({
      game: created.id,
      result: { winners: [1], reason: 'checkmate' },
    });
    const closed = entries.filter((e) => e.msg === 'connection closed' && e.game === created.id);
    expect(closed).toHaveLength(2);
  });

  it('is not ready when the store does not answer, and says no more than that', async () => {
    const failing = new Proxy(server.store, {
      get(target, key) {
        if (key === 'ping')
          return () => Promise.reject(new Error('SQLITE_BUSY: database is locked'));
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const log: string[] = [];
    const broken = await startServer({
      store: failing,
      logger: { level: 'warn', stream: { write: (line) => log.push(line) } },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const ready = await fetch(`${broken.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'not ready', checks: { store: 'failed' } });
      }
      // The reason is in the log, once for as long as the store does not answer.
      const warnings = log.map(
        (line) => JSON.parse(line) as { msg: string; err: { message: string } },
      );
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        msg: 'readiness check failed',
        err: { message: 'SQLITE_BUSY: database is locked' },
      });
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('readiness and the disk under SQLite', () => {
  const MB = 1024 * 1024;

  it('is not ready while the disk is nearly full, says why, and logs each change once', async () => {
    const { store, dispose } = await freshStore('sqlite');
    let free = 10_000 * MB;
    const lines: string[] = [];
    const server = await startServer({
      store,
      readiness: { disk: diskCheck(tmpdir(), async () => free) },
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    const probe = async () => {
      const response = await fetch(`${server.url}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const logged = () =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.check === 'disk')
        .map((e) => [e.level, e.msg, e.reason]);
    try {
      expect(await probe()).toEqual({
        status: 200,
        body: { status: 'ready', checks: { store: 'ok', disk: 'ok' } },
      });
      free = 10 * MB;
      for (let i = 0; i < 3; i++)
        expect(await probe()).toEqual({
          status: 503,
          body: {
            status: 'not ready',
            checks: { store: 'ok', disk: 'failed' },
            reasons: {
              disk: '10 MB free on the file system of DATA_DIR, under 64 MB: moves would soon fail to be stored',
            },
          },
        });
      free = MIN_FREE_BYTES;
      expect((await probe()).status).toBe(200);
      expect((await probe()).status).toBe(200);
      expect(logged()).toEqual([
        [
          40,
          'readiness check failed',
          '10 MB free on the file system of DATA_DIR, under 64 MB: moves would soon fail to be stored',
        ],
        [30, 'readiness check passes again', undefined],
      ]);
    } finally {
      await server.close();
      await dispose();
    }
  });

  it('fails for a folder that cannot be written, naming DATA_DIR and not its path', async () => {
    const missing = join(tmpdir(), 'trigon-no-such-folder', 'data');
    await expect(diskCheck(missing)()).rejects.toThrow(
      /^DATA_DIR cannot be written \(ENOENT\): moves cannot be stored$/,
    );
  });

  it('reads the free space of a real file system', async () => {
    expect(await freeSpace(tmpdir())).toBeGreaterThan(0);
    await expect(diskCheck(tmpdir(), async () => 0)()).rejects.toThrow(/^0 MB free on /);
  });
});

describe.skipIf(!redisReady)('readiness with Redis', () => {
  it('checks Redis when the server shares games through it', async () => {
    const { store, dispose } = await freshStore('sqlite');
    const bus = await RedisBus.open(REDIS_URL_TEST, 'ready-test');
    const server = await startServer({ store, bus });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { store: 'ok', redis: 'ok' },
      });
    } finally {
      await server.close();
      await dispose();
    }
  });
});

describe('the log of WebSocket upgrades refused', () => {
  it('writes the request line of an upgrade refused with 429, as of any request', async () => {
    const { store, dispose } = await freshStore('sqlite');
    const lines: string[] = [];
    const server = await startServer({
      store,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      limits: { connectionsPerAddress: 1 },
    });
    try {
      const first = await TestClient.connect(server.ws);
      const refused = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server.ws}?game=abc&token=secret`);
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode!));
        socket.once('open', () => reject(new Error('the second connection was taken')));
      });
      expect(refused).toBe(429);
      await first.close();
      const requests = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.msg === 'request');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        level: 30,
        method: 'GET',
        path: '/ws',
        status: 429,
        address: '127.0.0.1',
      });
      expect(requests[0]!.reqId).toMatch(/^[0-9a-f]{12}$/);
      expect(typeof requests[0]!.ms).toBe('number');
      expect(lines.join('')).not.toContain('secret');
    } finally {
      await server.close();
      await dispose();
    }
  });
});
