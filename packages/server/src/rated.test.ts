/**
 * Seats held by accounts and rated games, against SQLite and PostgreSQL: a signed-in player's
 * seat shows the account's name and comes back on any device; a rated game changes the ratings
 * once when it ends (two players as one match, three by their places: ratings/placings.ts),
 * and nothing when a seat never moved or the game was casual.
 */
import { expect, it } from 'vitest';
import type { CreatedGame, PlayerGames, ServerMessage } from '@trigon/protocol';
import { NEW_PLAYER } from './ratings/glicko2.js';
import { ratePlacings } from './ratings/placings.js';
import { Browser } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import { KNOCKOUT, MATE } from './testing/fixtures.js';
import { TestClient, startServer, type TestServer } from './testing/harness.js';
import { OPEN_ACCOUNTS, PASSWORD, suiteServer } from './testing/suite-server.js';

for (const kind of STORES) {
  describeOn(kind)(`rated games with ${kind}`, () => {
    const server = suiteServer(kind, {
      limits: OPEN_ACCOUNTS,
      rate: { perSecond: 100, burst: 100 },
    });
    const { player } = server;

    async function connect(id: string, token: string, name?: string) {
      const client = await server.connect();
      client.sendRaw(JSON.stringify({ t: 'hello', game: id, token, name }));
      const welcome = await client.next((m) => m.t === 'welcome' || m.t === 'error');
      if (welcome.t !== 'welcome') throw new Error(JSON.stringify(welcome));
      return { client, welcome };
    }

    async function moves(seats: TestClient[], list: string[], order: number[]) {
      for (const [i, move] of list.entries())
        expect(await seats[order[i]!]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    }

    const started = (client: TestClient) =>
      client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);

    async function ratingOf(userId: string, game: string, speed = 'correspondence') {
      return (await server.store.ratings.ratings([userId], game, speed)).get(userId);
    }

    it('gives an account one seat of a casual game from the lobby: its seek is for other players', async () => {
      const alice = await player('a');
      const bob = await player('b');
      const created = await alice.b.request<CreatedGame>('POST', '/api/games', {
        game: 'triangulation',
        public: true,
      });
      const id = created.body.id;
      const twice = await alice.b.request('POST', `/api/games/${id}/join`, {});
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({
        code: 'own-seat',
        error: 'you hold a seat of this game already: its other seats are for other players',
      });
      // Bob takes a seat, and may not take the third either; an anonymous player may.
      expect((await bob.b.request('POST', `/api/games/${id}/join`, {})).status).toBe(200);
      expect((await bob.b.request('POST', `/api/games/${id}/join`, {})).body).toMatchObject({
        code: 'own-seat',
      });
      const anonymous = await new Browser(server.url).request('POST', `/api/games/${id}/join`, {});
      expect(anonymous.status).toBe(200);
      const mine = await alice.b.request<PlayerGames>('GET', '/api/me/games');
      expect(mine.body.games.map((g) => g.id)).toEqual([id]);
    });

    it("refuses a rated game by other rules than the game's standard ones, which its rating is for", async () => {
      const alice = await player('a');
      const create = (game: string, options: Record<string, string>) =>
        alice.b.request<CreatedGame>('POST', '/api/games', {
          game,
          options,
          rated: true,
          public: true,
        });
      const two = await create('triangulation', { players: '2' });
      expect(two.status).toBe(400);
      expect(two.body).toEqual({
        code: 'rated-options',
        error:
          'a rated game is played by the standard rules, and players=2 changes them: play it casual, or rated without it',
      });
      const readings = await create('trigonal', { king: '12', castling: 'off' });
      expect(readings.body).toMatchObject({
        code: 'rated-options',
        error: expect.stringContaining('king=12 castling=off change them'),
      });
      // Nothing was created: alice has no game.
      const mine = await alice.b.request<{ games: unknown[] }>('GET', '/api/me/games');
      expect(mine.body.games).toEqual([]);
      // Defaults named, and the letters of Blue's columns (names only), are the standard game.
      expect((await create('trigonal', { king: '9' })).status).toBe(201);
      expect((await create('triangulation', { 'column-letters': 'pi-sigma-phi-psi' })).status).toBe(
        201,
      );
      // A casual game takes any reading.
      const casual = await alice.b.request('POST', '/api/games', {
        game: 'triangulation',
        options: { players: '2' },
        public: true,
      });
      expect(casual.status).toBe(201);
    });

    it('refuses a rated game to a player not signed in, or as a private game, and its seats to anonymous players', async () => {
      const anonymous = new Browser(server.url);
      const refused = await anonymous.request('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        code: 'sign-in-required',
        error: 'a rated game needs a signed-in player: sign in first',
      });
      const alice = await player('a');
      const secret = await alice.b.request('POST', '/api/games', { game: 'trigonal', rated: true });
      expect(secret.status).toBe(400);
      expect(secret.body).toMatchObject({ code: 'rated-private' });
      const created = await alice.b.request<CreatedGame>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      expect(created.status).toBe(201);
      const join = await anonymous.request('POST', `/api/games/${created.body.id}/join`, {});
      expect(join.status).toBe(401);
      expect(join.body).toEqual({
        code: 'sign-in-required',
        error: 'a rated game takes signed-in players only: sign in first',
      });
      const own = await alice.b.request('POST', `/api/games/${created.body.id}/join`, {});
      expect(own.status).toBe(409);
      expect(own.body).toMatchObject({ code: 'own-seat' });
      const game = await anonymous.request<{ openSeats: number[]; rated: boolean }>(
        'GET',
        `/api/games/${created.body.id}`,
      );
      expect(game.body).toMatchObject({ openSeats: [1], rated: true });
    });

    it('plays a rated two-player game: account names, the game on another device, ratings once', async () => {
      const alice = await player('a');
      const bob = await player('b');
      const created = await alice.b.request<CreatedGame>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const joined = await bob.b.request<{ seat: number; token: string }>(
        'POST',
        `/api/games/${created.body.id}/join`,
        {},
      );
      expect(joined.status).toBe(200);
      const id = created.body.id;
      // Full now: an anonymous newcomer is told so, not to sign in, which would not help.
      const late = await new Browser(server.url).request('POST', `/api/games/${id}/join`, {});
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'full' });

      // Bob comes back on another device: his games list gives the seat's token, to him only.
      const laptop = new Browser(server.url);
      await laptop.signIn(bob.name, PASSWORD);
      const mine = await laptop.request<{ games: { id: string; seat: number; token: string }[] }>(
        'GET',
        '/api/me/games',
      );
      expect(mine.body.games).toEqual([
        expect.objectContaining({ id, seat: 1, token: joined.body.token, rated: true }),
      ]);
      const aliceGames = await alice.b.request<{ games: { id: string; token: string }[] }>(
        'GET',
        '/api/me/games',
      );
      expect(aliceGames.body.games.map((g) => [g.id, g.token])).toEqual([[id, created.body.token]]);
      expect((await new Browser(server.url).request('GET', '/api/me/games')).status).toBe(401);

      // The names shown are the accounts', whatever a hello says.
      const white = await connect(id, created.body.token, 'Somebody Else');
      const black = await connect(id, mine.body.games[0]!.token);
      expect(black.welcome.seat).toBe(1);
      await started(white.client);
      const expectedAccounts = [
        { name: alice.name, rating: null, provisional: true },
        { name: bob.name, rating: null, provisional: true },
      ];
      expect(black.welcome).toMatchObject({ accounts: expectedAccounts, game: { rated: true } });
      const summary = await new Browser(server.url).request<{ names: string[]; accounts: unknown }>(
        'GET',
        `/api/games/${id}`,
      );
      expect(summary.body.names).toEqual([alice.name, bob.name]);
      expect(summary.body.accounts).toEqual(expectedAccounts);
      // In play, nothing is rated yet.
      expect(summary.body).not.toHaveProperty('ratingChanges');
      expect(black.welcome).not.toHaveProperty('ratingChanges');
      // No account id reaches a client.
      for (const m of [...white.client.received, ...black.client.received])
        expect(JSON.stringify(m)).not.toContain(alice.id);

      await moves([white.client, black.client], MATE, [0, 1, 0, 1]);
      // Black won: one match, 1 for Bob and 0 for Alice, both from 1500/350/0.06.
      const [aliceAfter, bobAfter] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [2, 1]);
      await expect.poll(() => ratingOf(bob.id, 'trigonal')).toBeDefined();
      expect(await ratingOf(alice.id, 'trigonal')).toEqual({ ...aliceAfter, games: 1 });
      expect(await ratingOf(bob.id, 'trigonal')).toEqual({ ...bobAfter, games: 1 });
      expect(bobAfter!.rating).toBeGreaterThan(1600);
      // Rated once: the ledger refuses a second rating, whoever tries.
      expect(await server.store.ratings.isRated(id)).toBe(true);
      expect(
        await server.store.ratings.rateGame(
          {
            gameId: id,
            game: 'trigonal',
            speed: 'correspondence',
            userIds: [alice.id, bob.id],
            at: 1,
          },
          (before) => before.map(() => NEW_PLAYER),
        ),
      ).toBe(false);
      expect(await ratingOf(bob.id, 'trigonal')).toEqual({ ...bobAfter, games: 1 });
      const after = await new Browser(server.url).request<{
        accounts: unknown;
        ratingChanges: unknown;
      }>('GET', `/api/games/${id}`);
      expect(after.body.accounts).toEqual([
        { name: alice.name, rating: Math.round(aliceAfter!.rating), provisional: true },
        { name: bob.name, rating: Math.round(bobAfter!.rating), provisional: true },
      ]);
      // What the game did to each rating, from the ledger: the same on HTTP and in a welcome.
      const changes = [
        { before: 1500, after: Math.round(aliceAfter!.rating) },
        { before: 1500, after: Math.round(bobAfter!.rating) },
      ];
      expect(after.body.ratingChanges).toEqual(changes);
      expect((await connect(id, created.body.token)).welcome.ratingChanges).toEqual(changes);

      // Alice deletes her account: the game stays, her seat under a neutral name.
      expect((await alice.b.request('DELETE', '/api/me', { password: PASSWORD })).status).toBe(204);
      const kept = await new Browser(server.url).request<{ names: string[]; status: string }>(
        'GET',
        `/api/games/${id}`,
      );
      expect(kept.body).toMatchObject({ status: 'finished', names: ['deleted player', bob.name] });
      const record = await (await fetch(`${server.url}/api/games/${id}/record`)).text();
      expect(record).toContain('deleted player');
      expect(record).not.toContain(alice.name);
      expect(await ratingOf(alice.id, 'trigonal')).toBeUndefined();
    });

    it('keeps no rating for an account deleted in play; the game counts for the other player', async () => {
      const alice = await player('a');
      const bob = await player('b');
      const created = await alice.b.request<CreatedGame>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const id = created.body.id;
      const joined = await bob.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
      const white = await connect(id, created.body.token);
      const black = await connect(id, joined.body.token);
      await started(white.client);
      await moves([white.client, black.client], MATE.slice(0, 2), [0, 1]);
      // Alice deletes her account in play; her seat plays on with its token, and loses.
      expect((await alice.b.request('DELETE', '/api/me', { password: PASSWORD })).status).toBe(204);
      // The store kept her seat's token for her account's other devices; with the account gone it
      // keeps only its hash, in the game, as for any anonymous seat.
      expect((await server.store.accounts.seatsIn(id)).map((s) => [s.seat, s.token])).toEqual([
        [0, ''],
        [1, joined.body.token],
      ]);
      await moves([white.client, black.client], MATE.slice(2), [0, 1]);
      await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);

      expect(await server.store.ratings.ratingsOf(alice.id)).toEqual([]);
      // Bob's win counts, against a new player's rating: Alice's went with her account.
      const [, bobAfter] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [2, 1]);
      expect(await ratingOf(bob.id, 'trigonal')).toEqual({ ...bobAfter, games: 1 });
      // The ledger shows no change for the deleted account's seat.
      const changes = await server.store.ratings.changes(id);
      expect(changes?.map((c) => [c.userId, c.before.rating, c.after.rating])).toEqual([
        [alice.id, NEW_PLAYER.rating, NEW_PLAYER.rating],
        [bob.id, NEW_PLAYER.rating, bobAfter!.rating],
      ]);
      const summary = await new Browser(server.url).request<{
        names: string[];
        ratingChanges: unknown;
      }>('GET', `/api/games/${id}`);
      expect(summary.body.names).toEqual(['deleted player', bob.name]);
      expect(summary.body.ratingChanges).toEqual([
        { before: 1500, after: 1500 },
        { before: 1500, after: Math.round(bobAfter!.rating) },
      ]);
    });

    it('rates nothing when a seat never moved, nor a casual game between accounts', async () => {
      const alice = await player('a');
      const bob = await player('b');
      for (const end of ['aborted', 'resigned', 'casual'] as const) {
        const rated = end !== 'casual';
        const created = await alice.b.request<CreatedGame>('POST', '/api/games', {
          game: 'trigonal',
          rated,
          public: true,
        });
        const id = created.body.id;
        const joined = await bob.b.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
        const white = await connect(id, created.body.token);
        const black = await connect(id, joined.body.token);
        await started(white.client);
        // The server that ends the game, and rates it.
        let judge: TestServer = server;
        if (rated) {
          // White moves and, Black not having moved, may not resign (abortable.test).
          await moves([white.client], ['h4-h5'], [0]);
          expect(await white.client.command({ t: 'resign' })).toMatchObject({
            t: 'error',
            code: 'abortable',
          });
        }
        if (end === 'aborted') {
          expect(await white.client.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
        } else if (end === 'resigned') {
          // As a game resigned before resignations waited for every first move was stored:
          // finished, White the loser, Black never having moved. A start rates the games
          // stored as finished without a rating.
          await Promise.all([white.client.close(), black.client.close()]);
          const seq = (await server.store.events(id, 0)).length;
          const resign = {
            seq: seq + 1,
            at: Date.now(),
            event: { kind: 'resign' as const, seat: 0 },
          };
          expect(await server.store.append(id, resign, { status: 'finished', openSeats: [] })).toBe(
            true,
          );
          judge = await startServer({ store: server.store });
        } else {
          await moves([white.client, black.client], MATE, [0, 1, 0, 1]);
        }
        try {
          const viewer = new Browser(judge.url);
          const game = await viewer.request<{ status: string }>('GET', `/api/games/${id}`);
          expect(game.body.status).toBe('finished');
          // A rated one is settled in the ledger with no player, so no start looks at it again.
          if (rated) await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);
          else expect(await server.store.ratings.isRated(id)).toBe(false);
          // No rating changed: a rated game that did not count has a change for no seat.
          const settled = await viewer.request<{ ratingChanges?: unknown }>(
            'GET',
            `/api/games/${id}`,
          );
          if (rated) expect(settled.body.ratingChanges).toEqual([null, null]);
          else expect(settled.body).not.toHaveProperty('ratingChanges');
          expect(await server.store.ratings.unrated()).not.toContain(id);
        } finally {
          if (judge !== server) await judge.close();
        }
      }
      expect(await ratingOf(alice.id, 'trigonal')).toBeUndefined();
      expect(await ratingOf(bob.id, 'trigonal')).toBeUndefined();
    });

    it('rates a three-player game by places: winner, the one still in, the one knocked out', async () => {
      const [red, green, blue] = [await player('r'), await player('g'), await player('b')];
      const created = await red.b.request<CreatedGame>('POST', '/api/games', {
        game: 'triangulation',
        rated: true,
        public: true,
      });
      const id = created.body.id;
      const tokens = [created.body.token];
      for (const p of [green, blue]) {
        const joined = await p.b.request<{ token: string; seat: number }>(
          'POST',
          `/api/games/${id}/join`,
          {},
        );
        expect(joined.status).toBe(200);
        tokens[joined.body.seat] = joined.body.token;
      }
      const seats = [];
      for (const token of tokens) seats.push((await connect(id, token)).client);
      await started(seats[0]!);
      await moves(seats, KNOCKOUT, [0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
      // Green is out; Blue resigns: Red wins, Blue is second, Green third.
      expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      const game = await new Browser(server.url).request<{ result: unknown }>(
        'GET',
        `/api/games/${id}`,
      );
      expect(game.body.result).toEqual({ winners: [0], reason: 'Blue resigned' });
      const expected = ratePlacings([NEW_PLAYER, NEW_PLAYER, NEW_PLAYER], [1, 3, 2]);
      await expect.poll(() => ratingOf(red.id, 'triangulation')).toBeDefined();
      expect(await ratingOf(red.id, 'triangulation')).toEqual({ ...expected[0]!, games: 1 });
      expect(await ratingOf(green.id, 'triangulation')).toEqual({ ...expected[1]!, games: 1 });
      expect(await ratingOf(blue.id, 'triangulation')).toEqual({ ...expected[2]!, games: 1 });
      // Red beat both, Blue beat Green: the order of the new ratings.
      expect(expected[0]!.rating).toBeGreaterThan(expected[2]!.rating);
      expect(expected[2]!.rating).toBeGreaterThan(expected[1]!.rating);
      const welcome = (await connect(id, tokens[1]!)).welcome as Extract<
        ServerMessage,
        { t: 'welcome' }
      >;
      expect(welcome.accounts?.map((a) => a?.rating)).toEqual(
        expected.map((r) => Math.round(r.rating)),
      );
      expect(welcome.ratingChanges).toEqual(
        expected.map((r) => ({ before: 1500, after: Math.round(r.rating) })),
      );
      // Each player's list says their place.
      for (const [p, place] of [
        [red, 1],
        [green, 3],
        [blue, 2],
      ] as const) {
        const list = await p.b.request<PlayerGames>('GET', `/api/players/${p.name}/games`);
        expect(list.body.games.find((g) => g.id === id)).toMatchObject({ place });
      }
    });
  });
}
