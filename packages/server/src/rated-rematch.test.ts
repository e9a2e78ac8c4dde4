/**
 * A rematch of a rated game, against SQLite and PostgreSQL: as on lichess it is rated, in the
 * same rules and clock (so the same speed class), public but never in the lobby (its seats are
 * taken), with no rating range, and its end rates its players as any rated game does, two
 * players or three. An account deleted between the end and the rematch makes it casual; one
 * deleted while the rated rematch waits for its players cancels it, as its other rated seeks.
 */
import { expect, it } from 'vitest';
import type { ClockSpec, PlayerGames } from '@trigon/protocol';
import type { AccountSeat } from './store/accounts.js';
import type { Store } from './store/types.js';
import { NEW_PLAYER, type Rating } from './ratings/glicko2.js';
import { ratePlacings } from './ratings/placings.js';
import { Browser } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import { KNOCKOUT, MATE } from './testing/fixtures.js';
import { freshStore, type TestClient } from './testing/harness.js';
import { OPEN_ACCOUNTS, PASSWORD, suiteServer } from './testing/suite-server.js';

/** 3 min + 2 s: blitz (3 + 40 × 2 / 60 ≈ 4.3 minutes). */
const BLITZ: ClockSpec = {
  kind: 'realtime',
  initialMs: 180_000,
  bonusMs: 2_000,
  mode: 'increment',
};

interface Facts {
  rated?: boolean;
  public: boolean;
  clock: ClockSpec;
  rematchOf: string | null;
  ratingRange?: unknown;
  status: string;
  names: string[];
  ratingChanges?: unknown;
  result?: unknown;
}

/** The store, with `before` run before each `accounts.addSeat`. */
function withHook(store: Store, before: () => Promise<void>): Store {
  const pass = <T extends object>(target: T, key: string | symbol, receiver: unknown) => {
    const value: unknown = Reflect.get(target, key, receiver);
    return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
  };
  const accounts = new Proxy(store.accounts, {
    get: (target, key, receiver) =>
      key === 'addSeat'
        ? async (seat: AccountSeat) => {
            await before();
            return target.addSeat(seat);
          }
        : pass(target, key, receiver),
  });
  return new Proxy(store, {
    get: (target, key, receiver) => (key === 'accounts' ? accounts : pass(target, key, receiver)),
  });
}

for (const kind of STORES) {
  describeOn(kind)(`rated rematches with ${kind}`, () => {
    /** Run once, just before the server next records an account's seat. */
    let beforeAddSeat: (() => Promise<void>) | null = null;
    const server = suiteServer(
      kind,
      { limits: OPEN_ACCOUNTS, rate: { perSecond: 100, burst: 100 } },
      async (kind) => {
        const { store, dispose } = await freshStore(kind);
        const hooked = withHook(store, async () => {
          const hook = beforeAddSeat;
          beforeAddSeat = null;
          await hook?.();
        });
        return { store: hooked, dispose };
      },
    );
    const player = (prefix?: string) => server.player(prefix);
    const connect = async (id: string, token: string) => (await server.join(id, token)).client;

    async function moves(seats: TestClient[], list: string[], order: number[]) {
      for (const [i, move] of list.entries())
        expect(await seats[order[i]!]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    }

    const started = (client: TestClient) =>
      client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);

    /** Every seat asks for a rematch: the new game's id. */
    async function rematch(seats: TestClient[]): Promise<string> {
      for (const client of seats)
        expect(await client.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
      const event = await seats[0]!.next(
        (m) => m.t === 'event' && m.event.kind === 'rematch',
        5000,
        true,
      );
      return (event as { event: { game: string } }).event.game;
    }

    const facts = async (id: string) =>
      (await new Browser(server.url).request<Facts>('GET', `/api/games/${id}`)).body;

    async function ratingOf(userId: string, game: string, speed: string): Promise<Rating> {
      const found = (await server.store.ratings.ratings([userId], game, speed)).get(userId);
      if (!found) return NEW_PLAYER;
      return { rating: found.rating, rd: found.rd, volatility: found.volatility };
    }

    async function gamesOf(b: Browser) {
      return (await b.request<PlayerGames>('GET', '/api/me/games')).body.games;
    }

    it('rates the rematch of a rated game: same clock and speed, public, not in the lobby, no range', async () => {
      const ivy = await player('iv');
      const jon = await player('jo');
      const created = await ivy.b.request<{ id: string; token: string }>('POST', '/api/games', {
        game: 'trigonal',
        clock: BLITZ,
        rated: true,
        public: true,
        ratingRange: { min: 1000, max: 2000 },
      });
      expect(created.status).toBe(201);
      const first = created.body.id;
      const joined = await jon.b.request<{ token: string }>('POST', `/api/games/${first}/join`, {});
      expect(joined.status).toBe(200);
      const seats = [
        await connect(first, created.body.token),
        await connect(first, joined.body.token),
      ];
      await started(seats[0]!);
      await moves(seats, MATE, [0, 1, 0, 1]);
      await expect.poll(() => server.store.ratings.isRated(first)).toBe(true);
      const before = [
        await ratingOf(jon.id, 'trigonal', 'blitz'),
        await ratingOf(ivy.id, 'trigonal', 'blitz'),
      ];
      expect(before[0]!.rating).toBeGreaterThan(1500);

      const id = await rematch(seats);
      expect(await facts(id)).toMatchObject({
        rated: true,
        public: true,
        clock: BLITZ,
        rematchOf: first,
        status: 'waiting',
        names: [jon.name, ivy.name],
      });
      expect(await facts(id)).toMatchObject({ ratingRange: null });
      // Public, as every rated game, but no seek: its seats are taken.
      const lobby = await new Browser(server.url).request<{ games: { id: string }[] }>(
        'GET',
        '/api/games?rated=true',
      );
      expect(lobby.body.games.map((g) => g.id)).not.toContain(id);
      const outsider = await player('ou');
      const join = await outsider.b.request('POST', `/api/games/${id}/join`, {});
      expect(join.status).toBe(409);
      expect(join.body).toMatchObject({ code: 'full' });
      // Both players' lists say it is rated.
      await expect.poll(async () => (await gamesOf(jon.b)).find((g) => g.id === id)).toBeDefined();
      for (const p of [ivy, jon]) {
        expect((await gamesOf(p.b)).find((g) => g.id === id)).toMatchObject({ rated: true });
        const list = await new Browser(server.url).request<PlayerGames>(
          'GET',
          `/api/players/${p.name}/games`,
        );
        expect(list.body.games.find((g) => g.id === id)).toMatchObject({ rated: true });
      }

      // Jon is White now, with his token; Black mates again: Ivy wins this one.
      const again = [await connect(id, joined.body.token), await connect(id, created.body.token)];
      await started(again[0]!);
      await moves(again, MATE, [0, 1, 0, 1]);
      await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);
      const after = ratePlacings(before, [2, 1]);
      expect(await ratingOf(jon.id, 'trigonal', 'blitz')).toEqual(after[0]);
      expect(await ratingOf(ivy.id, 'trigonal', 'blitz')).toEqual(after[1]);
      expect(
        (await server.store.ratings.ratings([ivy.id], 'trigonal', 'blitz')).get(ivy.id)?.games,
      ).toBe(2);
      expect((await facts(id)).ratingChanges).toEqual(
        before.map((r, s) => ({
          before: Math.round(r.rating),
          after: Math.round(after[s]!.rating),
        })),
      );
    });

    it('rates the rematch of a rated three-player game, everyone one seat on', async () => {
      const [red, green, blue] = [await player('r'), await player('g'), await player('b')];
      const created = await red.b.request<{ id: string; token: string }>('POST', '/api/games', {
        game: 'triangulation',
        rated: true,
        public: true,
      });
      const first = created.body.id;
      const tokens = [created.body.token];
      for (const p of [green, blue]) {
        const joined = await p.b.request<{ token: string; seat: number }>(
          'POST',
          `/api/games/${first}/join`,
          {},
        );
        tokens[joined.body.seat] = joined.body.token;
      }
      const seats = [];
      for (const token of tokens) seats.push(await connect(first, token));
      await started(seats[0]!);
      await moves(seats, KNOCKOUT, [0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
      expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      await expect.poll(() => server.store.ratings.isRated(first)).toBe(true);

      const id = await rematch([seats[0]!, seats[2]!, seats[1]!]);
      // The player of seat s before plays seat s + 1: Blue's player is Red now.
      const players = [blue, red, green];
      expect(await facts(id)).toMatchObject({
        rated: true,
        public: true,
        names: players.map((p) => p.name),
      });
      const before = [];
      for (const p of players) before.push(await ratingOf(p.id, 'triangulation', 'correspondence'));
      const again = [];
      for (const s of [2, 0, 1]) again.push(await connect(id, tokens[s]!));
      await started(again[0]!);
      await moves(again, KNOCKOUT, [0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
      expect(await again[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);
      // Red's seat won, Green's was knocked out, Blue's resigned last: places 1, 3, 2.
      const after = ratePlacings(before, [1, 3, 2]);
      for (const [s, p] of players.entries())
        expect(await ratingOf(p.id, 'triangulation', 'correspondence')).toEqual(after[s]);
    });

    /** A rated Trigonal game of Ivy's and Jon's (correspondence), mated: both seats connected. */
    async function ratedGameMated() {
      const ivy = await player('iv');
      const jon = await player('jo');
      const created = await ivy.b.request<{ id: string; token: string }>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const first = created.body.id;
      const joined = await jon.b.request<{ token: string }>('POST', `/api/games/${first}/join`, {});
      const seats = [
        await connect(first, created.body.token),
        await connect(first, joined.body.token),
      ];
      await started(seats[0]!);
      await moves(seats, MATE, [0, 1, 0, 1]);
      return { ivy, jon, created, joined, first, seats };
    }

    it('makes the rematch casual when an account was deleted after the end', async () => {
      const { ivy, jon, created, joined, first, seats } = await ratedGameMated();
      await expect.poll(() => server.store.ratings.isRated(first)).toBe(true);
      const jonBefore = await ratingOf(jon.id, 'trigonal', 'correspondence');
      expect((await ivy.b.request('DELETE', '/api/me', { password: PASSWORD })).status).toBe(204);

      // Her seat's token still plays, as in any game of a deleted account, but nothing is rated.
      const id = await rematch(seats);
      const casual = await facts(id);
      expect(casual).toMatchObject({
        public: false,
        rated: false,
        names: [jon.name, 'deleted player'],
      });
      const again = [await connect(id, joined.body.token), await connect(id, created.body.token)];
      await started(again[0]!);
      await moves(again, MATE, [0, 1, 0, 1]);
      await expect.poll(async () => (await facts(id)).status).toBe('finished');
      expect(await server.store.ratings.isRated(id)).toBe(false);
      expect(await facts(id)).not.toHaveProperty('ratingChanges');
      expect(await ratingOf(jon.id, 'trigonal', 'correspondence')).toEqual(jonBefore);
    });

    it('cancels a rated rematch still waiting for its players when an account is deleted', async () => {
      const { ivy, seats } = await ratedGameMated();
      const id = await rematch(seats);
      await expect.poll(async () => (await gamesOf(ivy.b)).find((g) => g.id === id)).toBeDefined();
      expect((await ivy.b.request('DELETE', '/api/me', { password: PASSWORD })).status).toBe(204);
      expect(await facts(id)).toMatchObject({
        status: 'finished',
        result: { winners: [], reason: 'game cancelled by Black' },
      });
    });

    it('cancels a rated rematch whose account was deleted before its seats were recorded', async () => {
      const { ivy, seats } = await ratedGameMated();
      // Ivy's account goes after the rematch found it, and its deletion looked for her rated
      // games waiting for players before the rematch's seats were recorded: it did not see it.
      beforeAddSeat = () => server.store.accounts.deleteUser(ivy.id);
      const id = await rematch(seats);
      await expect.poll(async () => (await facts(id)).status).toBe('finished');
      expect(await facts(id)).toMatchObject({
        rated: true,
        result: { winners: [], reason: 'game cancelled by Black' },
      });
    });
  });
}
