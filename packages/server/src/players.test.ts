/**
 * The players' API against SQLite and PostgreSQL: a player's page with their ratings, their
 * games (in progress first, paged, no tokens), the leaderboards, and their bad inputs.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Leaderboard, PlayerGames, PlayerPage } from '@trigon/protocol';
import { NEW_PLAYER, type Rating } from './ratings/glicko2.js';
import { ratePlacings } from './ratings/placings.js';
import { MAX_RECORDS, PAGE_SIZE, type MyGame } from './players/routes.js';
import { Browser, freshName } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import { MATE } from './testing/fixtures.js';
import { isolatedStore } from './testing/harness.js';
import { OPEN_ACCOUNTS, suiteServer } from './testing/suite-server.js';

for (const kind of STORES) {
  describeOn(kind)(`players with ${kind}`, () => {
    // A store of its own: the leaderboards read the whole database.
    const server = suiteServer(
      kind,
      { limits: OPEN_ACCOUNTS, rate: { perSecond: 100, burst: 100 } },
      isolatedStore,
    );
    const { player } = server;

    const get = <T>(path: string) => new Browser(server.url).request<T>('GET', path);

    async function seat(id: string, token: string) {
      return (await server.join(id, token)).client;
    }

    it('shows a player: name, creation, ratings per game and speed class; unknown names answer 404', async () => {
      const alice = await player('Ali');
      const bob = await player('bo');
      const fresh = await get<PlayerPage>(`/api/players/${alice.name.toLowerCase()}`);
      expect(fresh.status).toBe(200);
      expect(fresh.body).toEqual({ name: alice.name, created: expect.any(Number), ratings: [] });

      // A rated game (no clock: correspondence), Bob winning.
      const created = await alice.b.request<{ id: string; token: string }>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const id = created.body.id;
      const joined = await bob.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
      const white = await seat(id, created.body.token);
      const black = await seat(id, joined.body.token);
      await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      for (const [i, move] of MATE.entries())
        expect(await [white, black][i % 2]!.command({ t: 'move', move })).toMatchObject({
          t: 'ack',
        });
      const [, bobAfter] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [2, 1]);
      await expect
        .poll(async () => (await get<PlayerPage>(`/api/players/${bob.name}`)).body.ratings.length)
        .toBe(1);
      expect((await get<PlayerPage>(`/api/players/${bob.name}`)).body.ratings).toEqual([
        {
          game: 'trigonal',
          speed: 'correspondence',
          rating: Math.round(bobAfter!.rating),
          rd: Math.round(bobAfter!.rd),
          games: 1,
          provisional: true,
        },
      ]);

      for (const name of [
        freshName('nobody'),
        'x',
        '%00',
        encodeURIComponent('p\u0430ypal'),
        'n'.repeat(60),
      ]) {
        const answer = await get<{ code: string; error: string }>(`/api/players/${name}`);
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('not-found');
        expect(answer.body.error).toMatch(/^no player is named /);
      }
      expect((await get(`/api/players/${freshName()}/games`)).status).toBe(404);
    });

    it("lists a player's games: in progress first with whose turn, then finished with result and opponents; paged", async () => {
      const carol = await player('ca');
      const dan = await player('da');
      const play = async (rated: boolean, moves: string[]) => {
        const created = await carol.b.request<{ id: string; token: string }>('POST', '/api/games', {
          game: 'trigonal',
          rated,
          public: true,
        });
        const id = created.body.id;
        const joined = await dan.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
        const seats = [await seat(id, created.body.token), await seat(id, joined.body.token)];
        await seats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
        for (const [i, move] of moves.entries())
          expect(await seats[i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
        return id;
      };
      const finished = await play(true, MATE);
      const inPlay = await play(false, ['h4-h5']);
      const waiting = await carol.b.request<{ id: string }>('POST', '/api/games', {
        game: 'sankaku',
      });

      const list = await get<PlayerGames>(`/api/players/${carol.name}/games`);
      expect(list.status).toBe(200);
      expect(list.body.page).toBe(1);
      expect(list.body.games.map((g) => g.id)).toEqual([waiting.body.id, inPlay, finished]);
      expect(list.body.games[1]).toEqual({
        id: inPlay,
        game: 'trigonal',
        rated: false,
        createdAt: expect.any(Number),
        status: 'playing',
        seat: 0,
        turn: 1,
        toMove: false,
        opponents: [dan.name],
        others: [{ seat: 1, name: dan.name, account: true }],
        clock: { kind: 'none' },
        clocks: null,
        result: null,
        place: null,
        calledOff: false,
      });
      expect(list.body.more).toBe(false);
      expect(list.body.games[2]).toMatchObject({
        id: finished,
        rated: true,
        status: 'finished',
        turn: null,
        opponents: [dan.name],
        result: { winners: [1], reason: expect.any(String) },
        place: 2,
        calledOff: false,
      });
      // Nobody's token is in another player's list.
      expect(JSON.stringify(list.body)).not.toMatch(/token/);
      const danList = await get<PlayerGames>(`/api/players/${dan.name}/games`);
      expect(danList.body.games[0]).toMatchObject({
        id: inPlay,
        seat: 1,
        toMove: true,
        opponents: [carol.name],
      });
      expect(danList.body.games.find((g) => g.id === finished)).toMatchObject({ place: 1 });

      expect(
        (await get<PlayerGames>(`/api/players/${carol.name}/games?page=2`)).body.games,
      ).toEqual([]);
      for (const [query, error] of [
        ['page=0', 'page is at least 1'],
        ['page=10001', 'page is at most 10000'],
        ['page=abc', 'page is a whole number'],
        ['page=1.5', 'page is a whole number'],
        ['page=', 'page is a whole number'],
        ['page=1&page=2', 'page is given once'],
        ['page=1&x=1', 'Unrecognized key: "x"'],
      ]) {
        for (const path of [`/api/players/${carol.name}/games`, '/api/me/games']) {
          const answer = await carol.b.request(`GET`, `${path}?${query}`);
          expect(answer, `${path}?${query}`).toMatchObject({
            status: 400,
            body: { code: 'malformed', error },
          });
        }
      }
      expect(PAGE_SIZE).toBe(20);
    });

    it('puts the correspondence games where it is their turn first, then the rest newest first; pages with `more`', async () => {
      const erin = await player('er');
      const fay = await player('fa');
      const start = async (clock: object, moves: string[]) => {
        const created = await erin.b.request<{ id: string; token: string }>('POST', '/api/games', {
          game: 'trigonal',
          public: true,
          clock,
        });
        const id = created.body.id;
        const joined = await fay.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
        const seats = [await seat(id, created.body.token), await seat(id, joined.body.token)];
        await seats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
        for (const [i, move] of moves.entries())
          expect(await seats[i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
        return id;
      };
      // Oldest first: a correspondence game waiting on Erin, one waiting on Fay, and a
      // real-time game waiting on Erin.
      const erinsTurn = await start({ kind: 'correspondence', daysPerMove: 3 }, MATE.slice(0, 2));
      const faysTurn = await start({ kind: 'none' }, MATE.slice(0, 1));
      const blitz = await start(
        { kind: 'realtime', initialMs: 180_000, bonusMs: 2000, mode: 'increment' },
        [],
      );
      const list = (await erin.b.request<PlayerGames>('GET', '/api/me/games')).body;
      expect(list.games.map((g) => g.id)).toEqual([erinsTurn, blitz, faysTurn]);
      expect(list.games.map((g) => g.toMove)).toEqual([true, true, false]);
      // Erin's correspondence clock runs on her turn; Fay's stands at its time per move.
      const [erinsClock, faysClock] = list.games[0]!.clocks!;
      expect(erinsClock).toBeLessThanOrEqual(3 * 86_400_000);
      expect(erinsClock).toBeGreaterThan(3 * 86_400_000 - 60_000);
      expect(faysClock).toBe(3 * 86_400_000);
      expect(list.games[1]!.clocks).toEqual([180_000, 180_000]);
      expect(list.games[1]!.clock).toEqual({
        kind: 'realtime',
        initialMs: 180_000,
        bonusMs: 2000,
        mode: 'increment',
      });
      // Fay's list has the same games; the one waiting on her is the correspondence one first.
      const faysList = (await get<PlayerGames>(`/api/players/${fay.name}/games`)).body;
      expect(faysList.games.map((g) => g.id)).toEqual([faysTurn, blitz, erinsTurn]);

      // Paging runs on from the games in progress into the finished ones.
      const finished = [];
      for (let i = 0; i < PAGE_SIZE - 1; i++) finished.push(await start({ kind: 'none' }, MATE));
      const first = (await get<PlayerGames>(`/api/players/${erin.name}/games`)).body;
      expect(first.more).toBe(true);
      expect(first.games.map((g) => g.id)).toEqual([
        erinsTurn,
        blitz,
        faysTurn,
        ...finished.slice(2).reverse(),
      ]);
      const second = (await get<PlayerGames>(`/api/players/${erin.name}/games?page=2`)).body;
      expect(second).toMatchObject({ page: 2, more: false });
      expect(second.games.map((g) => g.id)).toEqual(finished.slice(0, 2).reverse());
      expect(second.games[0]).toMatchObject({
        status: 'finished',
        clocks: null,
        result: { winners: [1], reason: expect.any(String) },
      });
    });

    it("downloads a player's finished games as one file of records, newest first", async () => {
      const gil = await player('gi');
      const hal = await player('ha');
      const play = async (moves: string[]) => {
        const created = await gil.b.request<{ id: string; token: string }>('POST', '/api/games', {
          game: 'trigonal',
          public: true,
        });
        const id = created.body.id;
        const joined = await hal.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
        const seats = [await seat(id, created.body.token), await seat(id, joined.body.token)];
        await seats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
        for (const [i, move] of moves.entries())
          expect(await seats[i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
        return id;
      };
      const older = await play(MATE);
      await play(MATE.slice(0, 1));
      const newer = await play(MATE);

      const response = await fetch(`${server.url}/api/players/${gil.name.toUpperCase()}/records`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${gil.name}-games.txt"`,
      );
      const file = await response.text();
      const one = async (id: string) => {
        const record = await fetch(`${server.url}/api/games/${id}/record`);
        return (await record.text()).trimEnd() + '\n';
      };
      // The finished games only, each as its own record says it, with a blank line between.
      expect(file).toBe([await one(newer), await one(older)].join('\n'));
      expect(file).toContain(`"${gil.name}"`);
      expect(file).toContain(`"${hal.name}"`);

      const nobody = await get<{ code: string }>(`/api/players/${freshName('no')}/records`);
      expect(nobody.status).toBe(404);
      expect(nobody.body.code).toBe('not-found');
      const fresh = await player('fr');
      const empty = await fetch(`${server.url}/api/players/${fresh.name}/records`);
      expect(empty.status).toBe(200);
      expect(await empty.text()).toBe('');
      expect(MAX_RECORDS).toBe(1000);
    });

    it("lists a rematch in both players' games, with each seat's token, and its record once it ends", async () => {
      const ivy = await player('iv');
      const jon = await player('jo');
      const created = await ivy.b.request<{ id: string; token: string }>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const first = created.body.id;
      const joined = await jon.b.request<{ token: string }>('POST', `/api/games/${first}/join`, {});
      const seats = [await seat(first, created.body.token), await seat(first, joined.body.token)];
      await seats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      for (const [i, move] of MATE.entries())
        expect(await seats[i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      for (const client of seats)
        expect(await client.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
      const started = await seats[0]!.next(
        (m) => m.t === 'event' && m.event.kind === 'rematch',
        5000,
        true,
      );
      const rematch = (started as { event: { game: string } }).event.game;

      // Each player's own list gives the rematch with their seat, one on, and their token.
      const mine = async (b: Browser) =>
        (await b.request<PlayerGames<MyGame>>('GET', '/api/me/games')).body.games.find(
          (g) => g.id === rematch,
        );
      await expect.poll(() => mine(ivy.b)).toBeDefined();
      await expect.poll(() => mine(jon.b)).toBeDefined();
      expect(await mine(ivy.b)).toMatchObject({
        status: 'waiting',
        rated: true,
        seat: 1,
        opponents: [jon.name],
        token: created.body.token,
      });
      expect(await mine(jon.b)).toMatchObject({ seat: 0, token: joined.body.token });
      for (const name of [ivy.name, jon.name]) {
        const list = await get<PlayerGames>(`/api/players/${name}/games`);
        expect(list.body.games.map((g) => g.id)).toContain(rematch);
      }

      // Played through with those tokens (Jon is White now), it ends in both players' records.
      const white = await seat(rematch, (await mine(jon.b))!.token);
      const black = await seat(rematch, (await mine(ivy.b))!.token);
      await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      for (const [i, move] of MATE.entries())
        expect(await [white, black][i % 2]!.command({ t: 'move', move })).toMatchObject({
          t: 'ack',
        });
      for (const name of [ivy.name, jon.name]) {
        const records = await fetch(`${server.url}/api/players/${name}/records`);
        expect(await records.text()).toContain(`[Id "${rematch}"]`);
      }
    });

    it('ranks a leaderboard: at least 5 rated games and RD under 110, best first', async () => {
      const speed = 'bullet';
      const game = 'tri-chess';
      const rate = async (userId: string, rating: Rating, times: number) => {
        for (let i = 0; i < times; i++)
          expect(
            await server.store.ratings.rateGame(
              {
                gameId: `board-${randomBytes(6).toString('hex')}`,
                game,
                speed,
                userIds: [userId],
                at: Date.now(),
              },
              () => [rating],
            ),
          ).toBe(true);
      };
      const strong = await player('st');
      const middle = await player('mi');
      const fewGames = await player('fe');
      const unsure = await player('un');
      await rate(strong.id, { rating: 2950, rd: 60, volatility: 0.06 }, 5);
      await rate(middle.id, { rating: 2940, rd: 109, volatility: 0.06 }, 6);
      await rate(fewGames.id, { rating: 2990, rd: 50, volatility: 0.06 }, 4);
      await rate(unsure.id, { rating: 2995, rd: 110, volatility: 0.06 }, 9);

      const board = await get<Leaderboard>(`/api/leaderboard/${game}?speed=${speed}`);
      expect(board.status).toBe(200);
      expect(board.body.game).toBe(game);
      const names = board.body.players.map((p) => p.name);
      expect(names).toContain(strong.name);
      expect(names.indexOf(strong.name)).toBeLessThan(names.indexOf(middle.name));
      expect(names).not.toContain(fewGames.name);
      expect(names).not.toContain(unsure.name);
      expect(board.body.players.find((p) => p.name === strong.name)).toEqual({
        name: strong.name,
        rating: 2950,
        rd: 60,
        games: 5,
      });
      const ratings = board.body.players.map((p) => p.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(board.body.players.length).toBeLessThanOrEqual(100);

      const unknown = await get<{ code: string }>(`/api/leaderboard/chess?speed=blitz`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('unknown-game');
      for (const query of ['', '?speed=hyper', '?speed=blitz&limit=5']) {
        const answer = await get<{ code: string; error: string }>(
          `/api/leaderboard/${game}${query}`,
        );
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('malformed');
      }
      expect((await get<{ error: string }>(`/api/leaderboard/${game}`)).body.error).toBe(
        'speed is one of bullet, blitz, rapid, classical, correspondence',
      );
    });
  });
}
