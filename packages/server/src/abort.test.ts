/**
 * Calling a game off, as on lichess, against SQLite and PostgreSQL (and two processes sharing
 * PostgreSQL and Redis): a seated player cancels a game waiting for its players, which leaves
 * the lobby and refuses joiners; a player aborts a game in play until every player has moved,
 * nobody winning and no rating changing; too late, from a spectator, or once the game is over,
 * the request is refused and nothing changes.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGame, GameSummary, Lobby, PlayerGames, ServerMessage } from '@trigon/protocol';
import { RedisBus } from './game/bus.js';
import { Browser, freshName } from './testing/browser.js';
import { STORES, describeOn, postgresReady } from './testing/each-store.js';
import { OPENING, ROUND } from './testing/fixtures.js';
import {
  REDIS_URL_TEST,
  TestClient,
  freshStore,
  post,
  redisAvailable,
  startServer,
  startedGame,
  type TestServer,
} from './testing/harness.js';
import { OPEN_ACCOUNTS, suiteServer } from './testing/suite-server.js';

const redisReady = postgresReady && (await redisAvailable());
const PASSWORD = 'a good long password';

const isAbort = (m: ServerMessage) => m.t === 'event' && m.event.kind === 'abort';

async function summary(server: TestServer, id: string): Promise<GameSummary> {
  return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as GameSummary;
}

async function lobbyIds(server: TestServer): Promise<string[]> {
  const lobby = (await (await fetch(`${server.url}/api/games?limit=100`)).json()) as Lobby;
  return lobby.games.map((g) => g.id);
}

for (const kind of STORES) {
  describeOn(kind)(`cancel and abort, ${kind}`, () => {
    const server = suiteServer(kind, {
      limits: OPEN_ACCOUNTS,
      rate: { perSecond: 100, burst: 100 },
    });
    const { clients, join } = server;

    async function started() {
      const game = await startedGame(server, 'trigonal');
      clients.push(game.white, game.black);
      return game;
    }

    it('cancels a seek waiting for its players: over, out of the lobby, refused to a joiner', async () => {
      const created = (
        await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal', public: true })
      ).body;
      const { client: white } = await join(created.id, created.token);
      await white.next((m) => m.t === 'event' && m.event.kind === 'join', 5000, true);
      expect(await lobbyIds(server)).toContain(created.id);
      const { client: spectator } = await join(created.id);
      expect(await spectator.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'spectator',
      });

      expect(await white.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
      for (const client of [white, spectator])
        expect(await client.next(isAbort, 5000, true)).toMatchObject({
          event: { kind: 'abort', seat: 0, reason: 'cancel' },
        });
      const game = await summary(server, created.id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [], reason: 'game cancelled by White' });
      expect(await lobbyIds(server)).not.toContain(created.id);

      const late = await post(`${server.url}/api/games/${created.id}/join`, {});
      expect(late).toEqual({
        status: 409,
        body: { code: 'cancelled', error: 'White cancelled this game before it started' },
      });
      // Nothing more can be done with it, and nothing changes.
      expect(await white.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'finished',
        message: 'the game is over: game cancelled by White',
      });
      expect(await white.command({ t: 'rematch' })).toMatchObject({
        t: 'error',
        code: 'cancelled',
      });
      expect((await summary(server, created.id)).seq).toBe(game.seq);
      const record = await (await fetch(`${server.url}/api/games/${created.id}/record`)).text();
      expect(record).toContain('[Termination "Game cancelled by White"]');
    });

    it("opens a cancelled private game from its invitation link as cancelled, taking no seat's turn", async () => {
      const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal' }))
        .body;
      const { client: white } = await join(created.id, created.token);
      expect(await white.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
      const before = await summary(server, created.id);
      const invited = await join(created.id, created.invitations[0]!.token);
      expect(invited.welcome.seat).toBe(1);
      expect(invited.welcome.events.at(-1)).toMatchObject({
        event: { kind: 'abort', seat: 0, reason: 'cancel' },
      });
      // The invitee's hello stores no join, and the game never starts.
      const after = await summary(server, created.id);
      expect(after.seq).toBe(before.seq);
      expect(after.joined).toEqual([true, false]);
      expect(after.status).toBe('finished');
      expect(await invited.client.command({ t: 'move', move: OPENING[0] })).toMatchObject({
        t: 'error',
        code: 'finished',
      });
    });

    it('lets a player abort a game in play before both have moved; nobody wins', async () => {
      const { id, white, black } = await started();
      expect(await white.command({ t: 'move', move: OPENING[0] })).toMatchObject({ t: 'ack' });
      const { client: spectator } = await join(id);
      expect(await spectator.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'spectator',
      });
      expect(await black.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
      for (const client of [white, black, spectator])
        expect(await client.next(isAbort, 5000, true)).toMatchObject({
          event: { kind: 'abort', seat: 1, reason: 'abort' },
        });
      const game = await summary(server, id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [], reason: 'game aborted by Black' });
      expect(await white.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'finished',
        message: 'the game is over: game aborted by Black',
      });
      expect((await summary(server, id)).seq).toBe(game.seq);
    });

    it('refuses an abort once every player has made a first move, changing nothing', async () => {
      const { id, white, black } = await started();
      expect(await white.command({ t: 'move', move: OPENING[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: OPENING[1] })).toMatchObject({ t: 'ack' });
      const before = await summary(server, id);
      for (const client of [white, black])
        expect(await client.command({ t: 'abort' })).toMatchObject({
          t: 'error',
          code: 'too-late',
          message:
            'every player has made a first move: the game can no longer be aborted (resign or offer a draw instead)',
        });
      const after = await summary(server, id);
      expect([after.seq, after.status, after.result]).toEqual([before.seq, 'playing', null]);
      expect(white.received.some(isAbort)).toBe(false);
    });

    it('among three, may be aborted until all three have moved; not by a player who left', async () => {
      const three = async (moves: string[]) => {
        const created = (
          await post<CreatedGame>(`${server.url}/api/games`, { game: 'triangulation' })
        ).body;
        const seats: TestClient[] = [];
        for (const token of [created.token, ...created.invitations.map((i) => i.token)])
          seats.push((await join(created.id, token)).client);
        await seats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
        for (const [i, move] of moves.entries())
          expect(await seats[i]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
        return { id: created.id, seats };
      };
      // Nobody has moved: Blue, not yet to move, may abort.
      const none = await three([]);
      expect(await none.seats[2]!.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
      expect((await summary(server, none.id)).result).toEqual({
        winners: [],
        reason: 'game aborted by Blue',
      });
      // Red and Green have moved, Blue not yet: Green may abort.
      const two = await three(ROUND.slice(0, 2));
      expect(await two.seats[1]!.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
      expect((await summary(server, two.id)).result).toEqual({
        winners: [],
        reason: 'game aborted by Green',
      });
      // All three have moved: too late. Red leaves (a player leaves only then: abortable.test),
      // Green and Blue play on, and Red, out of the game, is refused as out.
      const all = await three(ROUND.slice(0, 3));
      expect(await all.seats[0]!.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'too-late',
      });
      expect(await all.seats[0]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      expect(await all.seats[0]!.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'out',
      });
      expect(await all.seats[2]!.command({ t: 'abort' })).toMatchObject({
        t: 'error',
        code: 'too-late',
      });
      expect(await summary(server, all.id)).toMatchObject({ status: 'playing', active: [1, 2] });
    });

    it("aborts a rated game without changing anybody's rating", async () => {
      const player = async () => {
        const b = new Browser(server.url);
        const name = freshName('ab');
        expect((await b.signUp(name, PASSWORD)).status).toBe(201);
        const user = (await server.store.accounts.userByName(name))!;
        // A rating the game would change were it rated: 1600, RD 60.
        await server.store.ratings.rateGame(
          {
            gameId: freshName('r'),
            game: 'trigonal',
            speed: 'correspondence',
            userIds: [user.id],
            at: Date.now() - 3_600_000,
          },
          () => [{ rating: 1600, rd: 60, volatility: 0.06 }],
        );
        return { b, id: user.id };
      };
      const ratingOf = async (userId: string) =>
        (await server.store.ratings.ratings([userId], 'trigonal', 'correspondence')).get(userId);
      const alice = await player();
      const bob = await player();
      const before = [await ratingOf(alice.id), await ratingOf(bob.id)];
      expect(before[0]).toMatchObject({ rating: 1600, rd: 60 });

      const created = await alice.b.request<CreatedGame>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const id = created.body.id;
      const joined = await bob.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
      const { client: white } = await join(id, created.body.token);
      const { client: black } = await join(id, joined.body.token);
      await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      expect(await white.command({ t: 'move', move: OPENING[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'abort' })).toMatchObject({ t: 'ack' });

      // Settled in the ledger with no change for either seat; the ratings stand.
      await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);
      const game = await alice.b.request<GameSummary>('GET', `/api/games/${id}`);
      expect(game.body.result).toEqual({ winners: [], reason: 'game aborted by Black' });
      expect(game.body.ratingChanges).toEqual([null, null]);
      expect([await ratingOf(alice.id), await ratingOf(bob.id)]).toEqual(before);
      // The players' lists say it was called off, with no place: no draw either.
      const mine = await alice.b.request<PlayerGames>('GET', '/api/me/games');
      expect(mine.body.games.find((g) => g.id === id)).toMatchObject({
        status: 'finished',
        calledOff: true,
        place: null,
      });
    });
  });
}

describe.skipIf(!redisReady)('cancel and abort across two processes (PostgreSQL and Redis)', () => {
  const servers: TestServer[] = [];
  const disposers: (() => Promise<void>)[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const prefix = randomBytes(4).toString('hex');
    for (const name of ['a', 'b']) {
      const { store, dispose } = await freshStore('postgres');
      const bus = await RedisBus.open(REDIS_URL_TEST, `${prefix}-${name}`);
      servers.push(await startServer({ store, bus }));
      disposers.push(dispose);
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const server of servers) await server.close();
    for (const dispose of disposers) await dispose();
  });

  async function join(server: TestServer, id: string, token?: string) {
    const joined = await TestClient.join(server.ws, id, token);
    clients.push(joined.client);
    return joined.client;
  }

  it('a game cancelled on one process is over on the other: off its lobby, refused to joiners', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const created = (
      await post<CreatedGame>(`${a.url}/api/games`, { game: 'trigonal', public: true })
    ).body;
    const creator = await join(a, created.id, created.token);
    const watcher = await join(b, created.id);
    await expect.poll(() => lobbyIds(b)).toContain(created.id);
    expect(await creator.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
    expect(await watcher.next(isAbort, 5000, true)).toMatchObject({
      event: { kind: 'abort', seat: 0, reason: 'cancel' },
    });
    expect(await lobbyIds(b)).not.toContain(created.id);
    expect(await post(`${b.url}/api/games/${created.id}/join`, {})).toMatchObject({
      status: 409,
      body: { code: 'cancelled' },
    });
  });

  it('a game aborted by a player on one process is aborted for the other player on the other', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const created = (await post<CreatedGame>(`${a.url}/api/games`, { game: 'trigonal' })).body;
    const white = await join(a, created.id, created.token);
    const black = await join(b, created.id, created.invitations[0]!.token);
    await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    expect(await black.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
    expect(await white.next(isAbort, 5000, true)).toMatchObject({
      event: { kind: 'abort', seat: 1, reason: 'abort' },
    });
    expect((await summary(a, created.id)).result).toEqual({
      winners: [],
      reason: 'game aborted by Black',
    });
    // White's abort reaches process A after Black's: refused there, nothing changes.
    expect(await white.command({ t: 'abort' })).toMatchObject({ t: 'error', code: 'finished' });
  });
});
