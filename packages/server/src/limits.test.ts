/**
 * What a misbehaving client cannot do: ask the lobby for what it may not have, see database
 * errors, hold idle connections without end, create games without end; and games that never
 * start do not stay forever nor slow the start of the server. SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { StoredGame } from './store/types.js';
import { GameService } from './game/service.js';
import { STORES, describeOn } from './testing/each-store.js';
import { TestClient, post, startServer } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens a WebSocket and says nothing; resolves when it opens, or with the refusal's status.
 * `forwardedFor`: the address a trusted proxy would have written.
 */
function rawSocket(
  url: string,
  forwardedFor?: string,
): Promise<{ socket: WebSocket; status: number | null }> {
  return new Promise((resolve, reject) => {
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve({ socket, status: null }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ socket, status: response.statusCode ?? 0 });
      response.resume();
    });
    socket.once('error', reject);
  });
}

/** A stored game made by hand, created at `createdAt` (ms since 1970). */
function storedGame(id: string, createdAt: number): StoredGame {
  return {
    id,
    game: 'trigonal',
    options: {},
    clock: { kind: 'none' },
    public: true,
    createdAt,
    rematchOf: null,
    seats: [{ tokenHash: 'a'.repeat(64) }, { tokenHash: null }],
  };
}

for (const kind of STORES) {
  describeOn(kind)(`limits with ${kind}`, () => {
    const server = suiteServer(kind, {
      limits: {
        connectionsPerAddress: 3,
        helloMs: 300,
        createGames: { perMinute: 6, burst: 5 },
      },
      trustedProxies: 1,
    });

    it('checks the lobby query and never lists more than 100 games', async () => {
      for (const limit of ['-1', '0', '1.5', 'abc', '101', '']) {
        const response = await fetch(`${server.url}/api/games?limit=${limit}`);
        expect(response.status, `limit=${limit}`).toBe(400);
        expect(((await response.json()) as { code: string }).code).toBe('malformed');
      }
      const extra = await fetch(`${server.url}/api/games?limit=2&order=random`);
      expect(extra.status).toBe(400);
      for (let i = 0; i < 3; i++) {
        const made = await post(`${server.url}/api/games`, { game: 'trigonal', public: true });
        expect(made.status).toBe(201);
      }
      const two = (await (await fetch(`${server.url}/api/games?limit=2`)).json()) as {
        games: unknown[];
      };
      expect(two.games).toHaveLength(2);
    });

    it('answers a failure of the store without the database text', async () => {
      const failing = new Proxy(server.store, {
        get(target, key) {
          if (key === 'openGames' || key === 'getGame')
            return () => Promise.reject(new Error('relation "games" does not exist SQLITE_X'));
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const broken = await startServer({ store: failing });
      try {
        for (const path of ['/api/games?limit=5', '/api/games/abc']) {
          const response = await fetch(`${broken.url}${path}`);
          expect(response.status).toBe(500);
          const text = await response.text();
          expect(JSON.parse(text)).toEqual({
            error: 'the server failed; try again',
            code: 'server',
          });
          expect(text).not.toMatch(/relation|SQLITE/);
        }
      } finally {
        await broken.close();
      }
    });

    it('limits WebSocket connections per address and closes one that says no hello', async () => {
      const opened = await Promise.all([1, 2, 3].map(() => rawSocket(server.ws)));
      expect(opened.map((o) => o.status)).toEqual([null, null, null]);
      const refused = await rawSocket(server.ws);
      expect(refused.status).toBe(429);
      // Nobody said hello: the server closes them.
      const closes = await Promise.all(
        opened.map(
          (o) => new Promise<number>((resolve) => o.socket.once('close', (code) => resolve(code))),
        ),
      );
      expect(closes).toEqual([1008, 1008, 1008]);
      // Their places are free again; one that says hello stays.
      await wait(50);
      const made = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
        game: 'trigonal',
      });
      const { client } = await TestClient.join(server.ws, made.body.id, made.body.token);
      await wait(500);
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      await client.close();
    });

    it('counts the WebSocket connections of an IPv6 client by its /64 network', async () => {
      const opened = [];
      for (const host of ['1', '2', 'abcd:1'])
        opened.push(await rawSocket(server.ws, `2001:db8:9:9::${host}`));
      expect(opened.map((o) => o.status)).toEqual([null, null, null]);
      expect((await rawSocket(server.ws, '2001:db8:9:9::4')).status).toBe(429);
      const next = await rawSocket(server.ws, '2001:db8:9:a::1');
      expect(next.status).toBe(null);
      for (const o of [...opened, next]) o.socket.terminate();
    });

    it('limits the games one address creates, by the forwarded address of a trusted proxy', async () => {
      const create = (address: string) =>
        fetch(`${server.url}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ game: 'trigonal' }),
        });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await create('203.0.113.7')).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const limited = await create('203.0.113.7');
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ code: 'rate-limit' });
      // Another address has its own budget.
      expect((await create('203.0.113.8')).status).toBe(201);
      // A client's own claim further left is not believed: it is still 203.0.113.7.
      expect((await create('198.51.100.1, 203.0.113.7')).status).toBe(429);
    });

    it('counts an IPv6 client by its /64 network and an IPv4-mapped one as its IPv4 address', async () => {
      const create = (address: string) =>
        fetch(`${server.url}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ game: 'trigonal' }),
        }).then((answer) => answer.status);
      // One host, a new address of its /64 for each request: one budget of five.
      const statuses = [];
      for (let i = 1; i <= 6; i++) statuses.push(await create(`2001:db8:7:7::${i.toString(16)}`));
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(await create('2001:db8:7:7:ffff:1:2:3')).toBe(429);
      // The next /64 is someone else.
      expect(await create('2001:db8:7:8::1')).toBe(201);
      // A dual-stack socket's ::ffff:203.0.113.30 is 203.0.113.30.
      for (let i = 0; i < 5; i++) expect(await create('203.0.113.30')).toBe(201);
      expect(await create('::ffff:203.0.113.30')).toBe(429);
    });

    it('counts only the games created against the budget, and says when to try again', async () => {
      const create = (body: unknown) =>
        fetch(`${server.url}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.20' },
          body: JSON.stringify(body),
        });
      const refused = [];
      for (let i = 0; i < 10; i++) refused.push(await create({ game: 'trigonal', seat: 'white' }));
      for (let i = 0; i < 5; i++) refused.push(await create({ game: 'no-such-game' }));
      for (let i = 0; i < 5; i++)
        refused.push(await create({ game: 'trigonal', options: { no: 'such option' } }));
      const codes = await Promise.all(
        refused.map(async (r) => `${r.status} ${((await r.json()) as { code: string }).code}`),
      );
      expect(codes).toEqual([
        ...Array<string>(10).fill('400 malformed'),
        ...Array<string>(5).fill('400 unknown-game'),
        ...Array<string>(5).fill('400 bad-options'),
      ]);
      // The whole burst of five is left.
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await create({ game: 'trigonal' })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const limited = await create({ game: 'trigonal' });
      const wait = limited.headers.get('retry-after');
      expect(wait).toMatch(/^\d+$/);
      expect(await limited.json()).toEqual({
        code: 'rate-limit',
        error: `one address may create 6 games a minute; try again in ${wait} s`,
      });
      // Past the budget, a bad body is still told what is wrong with it.
      expect((await create({ game: 'trigonal', seat: 'white' })).status).toBe(400);
    });

    it('expires games that never started and resumes only games in play with a clock', async () => {
      // Made in 1970, long expired: only this test's games are that old.
      const stamp = Date.now().toString(36);
      const waiting = `old-waiting-${stamp}`;
      const playing = `old-playing-${stamp}`;
      const untimed = `old-untimed-${stamp}`;
      const finished = `old-finished-${stamp}`;
      const claimed = `old-claimed-${stamp}`;
      const days = { kind: 'correspondence', daysPerMove: 2 } as const;
      for (const id of [waiting, playing, untimed, finished, claimed])
        await server.store.createGame(
          { ...storedGame(id, 1000), clock: id === untimed ? { kind: 'none' } : days },
          [1],
        );
      // Old, but its creator connected after the cut: it is kept.
      const join = { seq: 1, at: 3000, event: { kind: 'join', seat: 0, name: null } } as const;
      await server.store.append(claimed, join, { status: 'waiting', openSeats: [1] });
      await server.store.append(
        playing,
        { seq: 1, at: 1000, event: { kind: 'start' } },
        {
          status: 'playing',
          openSeats: [],
        },
      );
      await server.store.append(
        untimed,
        { seq: 1, at: 1000, event: { kind: 'start' } },
        { status: 'playing', openSeats: [] },
      );
      await server.store.append(
        finished,
        { seq: 1, at: 1000, event: { kind: 'start' } },
        {
          status: 'finished',
          openSeats: [],
        },
      );
      const inPlay = await server.store.timedInPlay();
      expect(inPlay).toContain(playing);
      expect(inPlay).not.toContain(untimed);
      expect(inPlay).not.toContain(waiting);
      expect(inPlay).not.toContain(finished);
      // At least this one (a run that failed earlier may have left its own).
      expect(await server.store.expire(2000)).toBeGreaterThanOrEqual(1);
      expect(await server.store.getGame(waiting)).toBeUndefined();
      expect(await server.store.events(waiting, 0)).toEqual([]);
      expect(await server.store.getGame(playing)).toBeDefined();
      expect(await server.store.getGame(finished)).toBeDefined();
      expect(await server.store.getGame(claimed)).toBeDefined();
      expect(await server.store.events(claimed, 0)).toHaveLength(1);
      // A restart loads the game in play with a clock and nothing else.
      const service = new GameService(server.store);
      const resumed = await service.resume();
      // PostgreSQL is shared with the other test files, whose games come and go.
      if (kind === 'sqlite') expect(resumed).toBe(1);
      await service.close();
    });
  });
}

describe('expiry while the server runs', () => {
  const server = suiteServer('sqlite', { expiry: { waitingMs: 300, everyMs: 50 } });

  it('deletes a game nobody joined in time, and keeps a started one', async () => {
    const lonely = await post<{ id: string }>(`${server.url}/api/games`, {
      game: 'trigonal',
      public: true,
    });
    const played = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${server.url}/api/games`,
      { game: 'trigonal' },
    );
    const white = await TestClient.join(server.ws, played.body.id, played.body.token);
    const black = await TestClient.join(
      server.ws,
      played.body.id,
      played.body.invitations[0]!.token,
    );
    await white.client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    await wait(600);
    expect((await fetch(`${server.url}/api/games/${lonely.body.id}`)).status).toBe(404);
    const lobby = (await (await fetch(`${server.url}/api/games`)).json()) as {
      games: { id: string }[];
    };
    expect(lobby.games.map((g) => g.id)).not.toContain(lonely.body.id);
    expect((await fetch(`${server.url}/api/games/${played.body.id}`)).status).toBe(200);
    await Promise.all([white.client.close(), black.client.close()]);
  });

  it('deletes the sessions that have expired, and keeps the live ones', async () => {
    const user = { id: 'expiring-user', name: 'Expiring', passwordHash: 'x', createdAt: 0 };
    await server.store.accounts.createUser(user);
    const session = { userId: user.id, csrf: 'c' };
    await server.store.accounts.createSession(
      { ...session, idHash: 'old', expiresAt: Date.now() - 1 },
      'x',
    );
    await server.store.accounts.createSession(
      { ...session, idHash: 'live', expiresAt: Date.now() + 60_000 },
      'x',
    );
    await wait(300);
    // Nothing left for a sweep to delete: the server's own has.
    expect(await server.store.accounts.expireSessions(Date.now())).toBe(0);
    expect(await server.store.accounts.session('live', Date.now())).toBeDefined();
  });
});
