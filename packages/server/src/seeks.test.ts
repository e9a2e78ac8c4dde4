/**
 * Seeks and the lobby, against SQLite and PostgreSQL: each open game with its seeker's name
 * and rating, rated or casual, its speed class and rating range; the lobby's filters and their
 * bad values; a rated seek's rating range refusing a joiner outside it; and the listing of
 * pairs who play each other in rated games too often (ratings/repeats.ts).
 */
import { expect, it } from 'vitest';
import type { Lobby, OpenGame, RatedRepeats } from '@trigon/protocol';
import { Browser, freshName } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import {
  AS_OPERATOR,
  OPEN_ACCOUNTS,
  OPERATOR_TOKEN_TEST,
  PASSWORD,
  suiteServer,
} from './testing/suite-server.js';

const BLITZ = { kind: 'realtime', initialMs: 180_000, bonusMs: 2_000, mode: 'increment' };
const HOUR = 3_600_000;

for (const kind of STORES) {
  describeOn(kind)(`seeks and the lobby with ${kind}`, () => {
    const server = suiteServer(kind, {
      limits: OPEN_ACCOUNTS,
      operatorToken: OPERATOR_TOKEN_TEST,
    });
    const { player } = server;

    /** Sets an account's rating in a game and class, as a rated game would have (its ledger row). */
    async function rate(userId: string, game: string, speed: string, rating: number, rd = 60) {
      const gameId = freshName('r');
      const at = Date.now() - 48 * HOUR;
      await server.store.ratings.rateGame({ gameId, game, speed, userIds: [userId], at }, () => [
        { rating, rd, volatility: 0.06 },
      ]);
    }

    async function lobby(query = '') {
      const answer = await new Browser(server.url).request<Lobby>(
        'GET',
        `/api/games?limit=100${query}`,
      );
      expect(answer.status, query).toBe(200);
      return answer.body.games;
    }
    const ids = (list: OpenGame[]) => list.map((g) => g.id);

    async function create(b: Browser, body: Record<string, unknown>) {
      const created = await b.request<{ id: string }>('POST', '/api/games', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id;
    }

    it("lists each seek with its seeker's name and rating, rated or casual, its class and range", async () => {
      const strong = await player('s');
      await rate(strong.id, 'trigonal', 'blitz', 1812.4);
      const fresh = await player('f');
      const rated = await create(strong.b, {
        game: 'trigonal',
        clock: BLITZ,
        public: true,
        rated: true,
        ratingRange: { min: 1700, max: 1900 },
      });
      const casual = await create(fresh.b, { game: 'trigonal', public: true });
      const anonymous = await create(new Browser(server.url), { game: 'trigonal', public: true });
      const list = await lobby();
      const line = (id: string) => list.find((g) => g.id === id);
      expect(line(rated)).toMatchObject({
        game: 'trigonal',
        rated: true,
        speed: 'blitz',
        seeker: { name: strong.name, rating: 1812, provisional: false },
        ratingRange: { min: 1700, max: 1900 },
        openSeats: [1],
      });
      expect(line(casual)).toMatchObject({
        rated: false,
        speed: 'correspondence',
        seeker: { name: fresh.name, rating: null, provisional: true },
        ratingRange: null,
      });
      expect(line(anonymous)).toMatchObject({ rated: false, seeker: null, ratingRange: null });
      // Newest first.
      expect(ids(list).indexOf(anonymous)).toBeLessThan(ids(list).indexOf(rated));
      // The game's own answer carries the range too; no account id reaches a client.
      const game = await new Browser(server.url).request('GET', `/api/games/${rated}`);
      expect(game.body).toMatchObject({ rated: true, ratingRange: { min: 1700, max: 1900 } });
      expect(JSON.stringify(list)).not.toContain(strong.id);
    });

    // A client reads the same game from the lobby, GET /api/games/:id and the welcome.
    it('says rated and ratingRange of a game alike in the lobby, GET and the welcome', async () => {
      const seeker = await player('d');
      const rated = await create(seeker.b, {
        game: 'trigonal',
        clock: BLITZ,
        public: true,
        rated: true,
        ratingRange: { min: 1400, max: 1600 },
      });
      const casual = await create(seeker.b, { game: 'trigonal', public: true });
      const list = await lobby();
      for (const [id, rating] of [
        [rated, { rated: true, ratingRange: { min: 1400, max: 1600 } }],
        [casual, { rated: false, ratingRange: null }],
      ] as const) {
        expect(list.find((g) => g.id === id)).toMatchObject(rating);
        const facts = await new Browser(server.url).request('GET', `/api/games/${id}`);
        expect(facts.body).toMatchObject(rating);
        expect((await server.join(id)).welcome.game).toMatchObject(rating);
      }
    });

    it('filters by game, speed class, rated or casual, and the seeker’s rating', async () => {
      const strong = await player('s');
      await rate(strong.id, 'sankaku', 'blitz', 1900);
      const fresh = await player('f');
      const strongBlitz = await create(strong.b, {
        game: 'sankaku',
        clock: BLITZ,
        public: true,
        rated: true,
      });
      const freshBlitz = await create(fresh.b, {
        game: 'sankaku',
        clock: BLITZ,
        public: true,
        rated: true,
      });
      const casualSlow = await create(fresh.b, { game: 'sankaku', public: true });
      const anonymous = await create(new Browser(server.url), {
        game: 'sankaku',
        clock: BLITZ,
        public: true,
      });
      const other = await create(fresh.b, { game: 'trigonal', clock: BLITZ, public: true });
      const ours = [strongBlitz, freshBlitz, casualSlow, anonymous, other];
      const shown = async (query: string) => {
        const list = await lobby(query);
        return { list, ours: ids(list).filter((id) => ours.includes(id)) };
      };

      const byGame = await shown('&game=sankaku');
      expect(byGame.list.every((g) => g.game === 'sankaku')).toBe(true);
      expect(byGame.ours).toEqual([anonymous, casualSlow, freshBlitz, strongBlitz]);

      const blitz = await shown('&game=sankaku&speed=blitz');
      expect(blitz.list.every((g) => g.speed === 'blitz')).toBe(true);
      expect(blitz.ours).toEqual([anonymous, freshBlitz, strongBlitz]);
      expect((await shown('&speed=blitz')).ours).toEqual([
        other,
        anonymous,
        freshBlitz,
        strongBlitz,
      ]);
      expect((await shown('&game=sankaku&speed=correspondence')).ours).toEqual([casualSlow]);

      const rated = await shown('&game=sankaku&rated=true');
      expect(rated.list.every((g) => g.rated)).toBe(true);
      expect(rated.ours).toEqual([freshBlitz, strongBlitz]);
      const casual = await shown('&game=sankaku&rated=false');
      expect(casual.list.every((g) => !g.rated)).toBe(true);
      expect(casual.ours).toEqual([anonymous, casualSlow]);

      // A seeker not rated yet counts as 1500; an anonymous one passes no rating filter.
      expect((await shown('&game=sankaku&min=1850')).ours).toEqual([strongBlitz]);
      expect((await shown('&game=sankaku&max=1600')).ours).toEqual([casualSlow, freshBlitz]);
      expect((await shown('&game=sankaku&min=1500&max=1500')).ours).toEqual([
        casualSlow,
        freshBlitz,
      ]);
      expect((await shown('&game=sankaku&min=1400&max=2000')).ours).toEqual([
        casualSlow,
        freshBlitz,
        strongBlitz,
      ]);
      expect((await shown('&game=sankaku&min=1901&max=4000')).ours).toEqual([]);
      // Filters together, and the limit counts the games that pass them.
      const together = await lobby('&game=sankaku&speed=blitz&rated=true&min=1800&max=2000');
      expect(ids(together).filter((id) => ours.includes(id))).toEqual([strongBlitz]);
      const one = await new Browser(server.url).request<Lobby>(
        'GET',
        '/api/games?limit=1&game=sankaku&rated=false',
      );
      expect(ids(one.body.games)).toEqual([anonymous]);
    });

    it('reads past a page of games that do not pass the filters', async () => {
      const seeker = await player('s');
      await rate(seeker.id, 'tri-chess', 'rapid', 2222);
      const RAPID = { kind: 'realtime', initialMs: 600_000, bonusMs: 5_000, mode: 'increment' };
      const wanted = await create(seeker.b, { game: 'tri-chess', clock: RAPID, public: true });
      // More newer games than the lobby reads at a time (lobby/seeks.ts LOBBY_PAGE), none passing.
      const anonymous = new Browser(server.url);
      await Promise.all(
        Array.from({ length: 210 }, () => create(anonymous, { game: 'tri-chess', public: true })),
      );
      const found = await lobby('&min=2200&max=2300');
      expect(ids(found)).toContain(wanted);
    });

    it('refuses bad lobby queries with a message saying what was wrong', async () => {
      const cases: [string, string][] = [
        ['limit=0', 'limit: limit is at least 1'],
        ['limit=101', 'limit: limit is at most 100'],
        ['limit=ten', 'limit: limit is a whole number'],
        ['game=Trigonal!', 'game: game is a game id: 1-40 lower-case letters, digits or -'],
        [
          'speed=lightning',
          'speed: speed is one of bullet, blitz, rapid, classical, correspondence',
        ],
        ['rated=yes', 'rated: rated is true or false'],
        ['min=-5', 'min: min is a whole number'],
        ['min=1500.5', 'min: min is a whole number'],
        ['max=', 'max: max is a whole number'],
        ['max=4001', 'max: max is at most 4000'],
        ['min=1600&max=1500', 'min is at most max'],
      ];
      for (const [query, error] of cases) {
        const answer = await new Browser(server.url).request('GET', `/api/games?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body, query).toEqual({ code: 'malformed', error });
      }
      const unknown = await new Browser(server.url).request('GET', '/api/games?game=chess');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ code: 'malformed' });
      expect((unknown.body as { error: string }).error).toMatch(
        /^game: the server has no game "chess" \(it has .*trigonal/,
      );
      const extra = await new Browser(server.url).request('GET', '/api/games?sort=rating');
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({ code: 'malformed' });
    });

    it('refuses a bad rating range, and one on a casual game, creating nothing', async () => {
      const p = await player('p');
      const before = (await lobby()).length;
      const cases: [unknown, string][] = [
        [
          { min: 1600, max: 1500 },
          'ratingRange: the rating range runs from min up to max: min is at most max',
        ],
        [{ min: -1, max: 1500 }, 'ratingRange.min: min is at least 0'],
        [{ min: 1500, max: 4001 }, 'ratingRange.max: max is at most 4000'],
        [{ min: 1400.5, max: 1600 }, 'ratingRange.min: min is a whole number'],
        [{ min: '1400', max: 1600 }, 'ratingRange.min: min is a number'],
        [{ min: 1400 }, 'ratingRange.max: max is a number'],
      ];
      for (const [ratingRange, error] of cases) {
        const answer = await p.b.request('POST', '/api/games', {
          game: 'trigonal',
          public: true,
          rated: true,
          ratingRange,
        });
        expect(answer.status, JSON.stringify(ratingRange)).toBe(400);
        expect(answer.body).toEqual({ code: 'malformed', error });
      }
      const extraKey = await p.b.request('POST', '/api/games', {
        game: 'trigonal',
        public: true,
        rated: true,
        ratingRange: { min: 1400, max: 1600, over: 1 },
      });
      expect(extraKey.status).toBe(400);
      const casual = await p.b.request('POST', '/api/games', {
        game: 'trigonal',
        public: true,
        ratingRange: { min: 1400, max: 1600 },
      });
      expect(casual.status).toBe(400);
      expect(casual.body).toEqual({
        code: 'range-casual',
        error:
          'a rating range is for a rated game: a casual game takes anyone (ask for rated: true)',
      });
      const anonymous = await new Browser(server.url).request('POST', '/api/games', {
        game: 'trigonal',
        public: true,
        rated: true,
        ratingRange: { min: 1400, max: 1600 },
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'sign-in-required' });
      expect((await lobby()).length).toBe(before);
    });

    it("refuses a joiner rated outside a seek's range, and takes one inside", async () => {
      const seeker = await player('s');
      const strong = await player('h');
      const weak = await player('w');
      await rate(strong.id, 'trigonal', 'blitz', 1750);
      // A rating in another game or class does not count: Weak is 1500 in Trigonal blitz.
      await rate(weak.id, 'trigonal', 'rapid', 1750);
      const id = await create(seeker.b, {
        game: 'trigonal',
        clock: BLITZ,
        public: true,
        rated: true,
        ratingRange: { min: 1600, max: 1800 },
      });
      const refused = await weak.b.request('POST', `/api/games/${id}/join`, {});
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'out-of-range',
        error:
          'this seek takes players rated 1600 to 1800; your Trigonal Chess blitz rating is 1500 (not rated yet: 1500)',
      });
      // Nothing changed: the seat is still open.
      expect((await lobby()).find((g) => g.id === id)?.openSeats).toEqual([1]);
      const anonymous = await new Browser(server.url).request('POST', `/api/games/${id}/join`, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'sign-in-required' });
      await rate(weak.id, 'trigonal', 'blitz', 1900);
      const above = await weak.b.request('POST', `/api/games/${id}/join`, {});
      expect(above.body).toEqual({
        code: 'out-of-range',
        error:
          'this seek takes players rated 1600 to 1800; your Trigonal Chess blitz rating is 1900',
      });
      const joined = await strong.b.request<{ seat: number }>('POST', `/api/games/${id}/join`, {});
      expect(joined.status).toBe(200);
      expect(joined.body.seat).toBe(1);
      expect(ids(await lobby())).not.toContain(id);
    });

    it("withdraws a deleted account's rated seeks, which no signed-in player holds any more; its casual one stays", async () => {
      const seeker = await player('d');
      const rated = await create(seeker.b, {
        game: 'trigonal',
        clock: BLITZ,
        public: true,
        rated: true,
      });
      const casual = await create(seeker.b, { game: 'trigonal', clock: BLITZ, public: true });
      expect(ids(await lobby())).toEqual(expect.arrayContaining([rated, casual]));
      const deleted = await seeker.b.request('DELETE', '/api/me', { password: PASSWORD });
      expect(deleted.status).toBe(204);
      const after = ids(await lobby());
      expect(after).not.toContain(rated);
      expect(after).toContain(casual);
      const joiner = await player('j');
      const join = await joiner.b.request('POST', `/api/games/${rated}/join`, {});
      expect(join.status).toBe(409);
      expect(join.body).toMatchObject({ code: 'cancelled' });
      // Its creator's token, still in their browser, plays the casual game as any anonymous seat.
      const game = await new Browser(server.url).request('GET', `/api/games/${casual}`);
      expect(game.body).toMatchObject({ status: 'waiting', openSeats: [1] });
    });

    it('lists pairs with more than 3 rated games in 24 hours, with their names and games', async () => {
      const [a, b, c] = [await player('a'), await player('b'), await player('c')];
      const start = Date.now() - 20 * HOUR;
      const ledger = async (gameId: string, at: number, userIds: string[]) =>
        server.store.ratings.rateGame(
          { gameId, game: 'trigonal', speed: 'blitz', userIds, at },
          (before) => before.map((r) => ({ ...r })),
        );
      const pairGames = [0, 1, 2, 3].map(() => freshName('g'));
      for (const [i, gameId] of pairGames.entries())
        await ledger(gameId, start + i * HOUR, i % 2 ? [b.id, a.id] : [a.id, b.id]);
      // Three games of A and C: not listed.
      for (let i = 0; i < 3; i++) await ledger(freshName('g'), start + i * HOUR, [a.id, c.id]);
      const answer = await new Browser(server.url).request<RatedRepeats>(
        'GET',
        '/api/rated/repeats',
        undefined,
        AS_OPERATOR,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ windowMs: 24 * HOUR, allowed: 3 });
      expect(answer.body.since).toBeGreaterThan(Date.now() - 24 * HOUR - 60_000);
      const mine = answer.body.pairs.filter((p) =>
        p.players.some((n) => [a, b, c].some((x) => x.name === n)),
      );
      expect(mine).toEqual([
        {
          players: [a.name, b.name].sort(),
          games: pairGames.map((id, i) => ({ id, at: start + i * HOUR })),
        },
      ]);
      // From a time after the first game, the pair has 3 games: not listed.
      const later = await new Browser(server.url).request<RatedRepeats>(
        'GET',
        `/api/rated/repeats?since=${start + 1}`,
        undefined,
        AS_OPERATOR,
      );
      expect(later.body.since).toBe(start + 1);
      expect(later.body.pairs.some((p) => p.players.includes(a.name))).toBe(false);
      for (const since of ['-1', 'yesterday', '1.5', '']) {
        const bad = await new Browser(server.url).request(
          'GET',
          `/api/rated/repeats?since=${since}`,
          undefined,
          AS_OPERATOR,
        );
        expect(bad.status, since).toBe(400);
        expect(bad.body).toEqual({
          code: 'malformed',
          error: 'since is a time in ms since 1970: a whole number',
        });
      }
      expect(
        (
          await new Browser(server.url).request(
            'GET',
            '/api/rated/repeats?until=1',
            undefined,
            AS_OPERATOR,
          )
        ).status,
      ).toBe(400);
    });
  });
}
