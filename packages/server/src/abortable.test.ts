/**
 * What a player may not do while the game can still be aborted (a player still in it has not
 * made a first move: `GameReplay.abortable`), as on lichess, where a game is resignable and
 * drawable only once it is no longer abortable and a takeback is proposed only once both players
 * have played: resign, offer a draw or accept one, ask for a takeback or agree to one. Each is
 * refused with `abortable`, nothing changing, and taken once every player has moved; two and
 * three players, rated and casual, against SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import type { CreatedGame, GameSummary } from '@trigon/protocol';
import { Browser, freshName } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import { OPENING, ROUND } from './testing/fixtures.js';
import { TestClient, isEvent, post, type TestServer } from './testing/harness.js';
import { OPEN_ACCOUNTS, suiteServer } from './testing/suite-server.js';

const PASSWORD = 'a good long password';

for (const kind of STORES) {
  describeOn(kind)(`before every first move, ${kind}`, () => {
    const options = { limits: OPEN_ACCOUNTS, rate: { perSecond: 100, burst: 100 } };
    const server = suiteServer(kind, options);
    // A second server on the same store, which reads a game afresh from it.
    const other = server.another(options);
    const { clients } = server;

    async function summary(id: string, on: TestServer = server): Promise<GameSummary> {
      return (await (await fetch(`${on.url}/api/games/${id}`)).json()) as GameSummary;
    }

    async function ratingOf(userId: string, game: string) {
      return (await server.store.ratings.ratings([userId], game, 'correspondence')).get(userId);
    }

    /**
     * A game of `game` started with every playing seat connected, untimed (no first-move limit
     * ends it meanwhile): rated between signed-up accounts from the lobby, or casual by
     * invitations. The clients, tokens and (rated) accounts' ids by seat.
     */
    async function started(game: string, rated: boolean) {
      const tokens: string[] = [];
      const accounts: string[] = [];
      let id: string;
      if (rated) {
        const browsers: Browser[] = [];
        for (let i = 0; i < (game === 'triangulation' ? 3 : 2); i++) {
          const b = new Browser(server.url);
          const name = freshName('ab');
          expect((await b.signUp(name, PASSWORD)).status).toBe(201);
          browsers.push(b);
          accounts.push((await server.store.accounts.userByName(name))!.id);
        }
        const created = await browsers[0]!.request<CreatedGame>('POST', '/api/games', {
          game,
          rated: true,
          public: true,
        });
        id = created.body.id;
        tokens[created.body.seat] = created.body.token;
        const seatOf = [created.body.seat];
        for (const b of browsers.slice(1)) {
          const joined = await b.request<{ token: string; seat: number }>(
            'POST',
            `/api/games/${id}/join`,
            {},
          );
          expect(joined.status).toBe(200);
          tokens[joined.body.seat] = joined.body.token;
          seatOf.push(joined.body.seat);
        }
        // The accounts in seat order, as the tokens.
        const bySeat: string[] = [];
        seatOf.forEach((seat, i) => (bySeat[seat] = accounts[i]!));
        accounts.splice(0, accounts.length, ...bySeat);
      } else {
        const created = (await post<CreatedGame>(`${server.url}/api/games`, { game })).body;
        id = created.id;
        tokens[created.seat] = created.token;
        for (const invitation of created.invitations) tokens[invitation.seat] = invitation.token;
      }
      const seats: TestClient[] = [];
      for (const token of tokens) {
        const { client } = await TestClient.join(server.ws, id, token);
        clients.push(client);
        seats.push(client);
      }
      await seats[0]!.next(isEvent('start'), 5000, true);
      return { id, seats, accounts, tokens };
    }

    /** `client`'s `command` is refused with `abortable` and `message`. */
    async function refused(client: TestClient, command: Record<string, unknown>, message: string) {
      expect(await client.command(command)).toEqual({
        t: 'error',
        ref: expect.any(Number),
        code: 'abortable',
        message,
      });
    }

    const RESIGN = { t: 'resign' };
    const OFFER = { t: 'draw', act: 'offer' };
    const TAKEBACK = { t: 'takeback', act: 'offer' };

    for (const rated of [false, true])
      it(`among two, ${rated ? 'rated' : 'casual'}: no resignation, draw offer or takeback until both have moved`, async () => {
        const { id, seats, accounts } = await started('trigonal', rated);
        const [white, black] = seats as [TestClient, TestClient];
        const both = 'White and Black have not made a first move: until every player has, ';
        for (const client of [white, black]) {
          await refused(client, RESIGN, `${both}the game can be aborted, not resigned`);
          await refused(client, OFFER, `${both}the game can be aborted, not drawn`);
          await refused(client, TAKEBACK, `${both}the game can be aborted, not taken back`);
        }
        expect(await white.command({ t: 'move', move: OPENING[0] })).toMatchObject({ t: 'ack' });
        const before = await summary(id);
        const waiting = 'Black has not made a first move: until every player has, ';
        for (const client of [white, black]) {
          await refused(client, RESIGN, `${waiting}the game can be aborted, not resigned`);
          await refused(client, OFFER, `${waiting}the game can be aborted, not drawn`);
          // White's first move back would leave White's clock running at ply 0, to lose on
          // time to a Black who never moved.
          await refused(client, TAKEBACK, `${waiting}the game can be aborted, not taken back`);
        }
        const after = await summary(id);
        expect([after.seq, after.status, after.result]).toEqual([before.seq, 'playing', null]);
        expect(after.moves).toEqual(OPENING.slice(0, 1));
        expect(white.received.some(isEvent('draw-offer'))).toBe(false);
        expect(black.received.some(isEvent('takeback-offer'))).toBe(false);

        // Both have moved: the game is one to draw or resign, no longer to abort.
        expect(await black.command({ t: 'move', move: OPENING[1] })).toMatchObject({ t: 'ack' });
        expect(await white.command(OFFER)).toMatchObject({ t: 'ack' });
        expect(await black.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });
        expect(await white.command(TAKEBACK)).toMatchObject({ t: 'ack' });
        expect(await black.command({ t: 'takeback', act: 'decline' })).toMatchObject({ t: 'ack' });
        expect(await white.command(RESIGN)).toMatchObject({ t: 'ack' });
        expect((await summary(id)).result).toEqual({ winners: [1], reason: 'White resigned' });
        if (rated) {
          // Rated as played: Black's rating rose, White's fell.
          await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);
          const [w, b] = [
            await ratingOf(accounts[0]!, 'trigonal'),
            await ratingOf(accounts[1]!, 'trigonal'),
          ];
          expect(w!.rating).toBeLessThan(1500);
          expect(b!.rating).toBeGreaterThan(1500);
        }
      });

    for (const rated of [false, true])
      it(`among three, ${rated ? 'rated' : 'casual'}: nobody leaves, draws or takes back until all three have moved`, async () => {
        const { id, seats, accounts } = await started('triangulation', rated);
        const [red, green, blue] = seats as [TestClient, TestClient, TestClient];
        const tail = 'have not made a first move: until every player has, the game can be aborted';
        await refused(green, RESIGN, `Red, Green and Blue ${tail}, not resigned`);
        await refused(red, OFFER, `Red, Green and Blue ${tail}, not drawn`);
        await refused(blue, TAKEBACK, `Red, Green and Blue ${tail}, not taken back`);
        expect(await red.command({ t: 'move', move: ROUND[0] })).toMatchObject({ t: 'ack' });
        for (const client of [red, green, blue])
          await refused(client, RESIGN, `Green and Blue ${tail}, not resigned`);
        await refused(blue, OFFER, `Green and Blue ${tail}, not drawn`);
        await refused(red, TAKEBACK, `Green and Blue ${tail}, not taken back`);
        expect(await green.command({ t: 'move', move: ROUND[1] })).toMatchObject({ t: 'ack' });
        const before = await summary(id);
        const blueOnly =
          'Blue has not made a first move: until every player has, the game can be aborted';
        for (const client of [red, green, blue]) {
          await refused(client, RESIGN, `${blueOnly}, not resigned`);
          await refused(client, OFFER, `${blueOnly}, not drawn`);
          await refused(client, TAKEBACK, `${blueOnly}, not taken back`);
        }
        const after = await summary(id);
        expect([after.seq, after.status, after.active]).toEqual([before.seq, 'playing', [0, 1, 2]]);
        expect(after.moves).toEqual(ROUND.slice(0, 2));
        expect(blue.received.some(isEvent('takeback-offer'))).toBe(false);

        // All three have moved: Red may ask for a takeback (its move and the two replies).
        expect(await blue.command({ t: 'move', move: ROUND[2] })).toMatchObject({ t: 'ack' });
        const asked = await red.command(TAKEBACK);
        expect(asked).toMatchObject({ t: 'ack' });
        expect(await blue.event((asked as { seq: number }).seq)).toMatchObject({
          event: { kind: 'takeback-offer', seat: 0, plies: 3 },
        });
        expect(await green.command({ t: 'takeback', act: 'decline' })).toMatchObject({ t: 'ack' });
        // Green leaves, Red and Blue play on; Blue resigns, Red wins.
        expect(await green.command(RESIGN)).toMatchObject({ t: 'ack' });
        expect(await red.next(isEvent('withdraw'), 5000, true)).toMatchObject({
          event: { kind: 'withdraw', seat: 1, reason: 'resign' },
        });
        expect(await blue.command(RESIGN)).toMatchObject({ t: 'ack' });
        expect((await summary(id)).result).toEqual({ winners: [0], reason: 'Blue resigned' });
        if (rated) {
          // Rated by places: Red first, Blue second, Green (out first) third.
          await expect.poll(() => server.store.ratings.isRated(id)).toBe(true);
          const [r, g, b] = await Promise.all(accounts.map((a) => ratingOf(a, 'triangulation')));
          expect(r!.rating).toBeGreaterThan(b!.rating);
          expect(b!.rating).toBeGreaterThan(g!.rating);
        }
      });

    it('a draw offer stored before every player had moved: not accepted, but declined', async () => {
      // As a game holds one offered before offers waited for the first moves.
      const { id, seats, tokens } = await started('trigonal', false);
      for (const client of seats) await client.close();
      const { seq } = await summary(id);
      const offer = {
        seq: seq + 1,
        at: Date.now(),
        event: { kind: 'draw-offer' as const, seat: 0 },
      };
      expect(await server.store.append(id, offer, { status: 'playing', openSeats: [] })).toBe(true);
      const { client: black } = await TestClient.join(other.ws, id, tokens[1]);
      clients.push(black);
      await refused(
        black,
        { t: 'draw', act: 'accept' },
        'White and Black have not made a first move: until every player has, the game can be ' +
          'aborted, not drawn',
      );
      expect((await summary(id, other)).status).toBe('playing');
      expect(await black.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });
    });

    for (const [answer, by, done] of [
      ['decline', 1, 'declined by Black'],
      ['cancel', 0, 'cancelled by White'],
    ] as const)
      it(`a takeback asked for at ply 1 and stored: not agreed, but ${done}`, async () => {
        // As a game holds one asked for before takebacks waited for the first moves.
        const { id, seats, tokens } = await started('trigonal', false);
        expect(await seats[0]!.command({ t: 'move', move: OPENING[0] })).toMatchObject({
          t: 'ack',
        });
        for (const client of seats) await client.close();
        const { seq } = await summary(id);
        const request = {
          seq: seq + 1,
          at: Date.now(),
          event: { kind: 'takeback-offer' as const, seat: 0, plies: 1 },
        };
        expect(await server.store.append(id, request, { status: 'playing', openSeats: [] })).toBe(
          true,
        );
        const answering: TestClient[] = [];
        for (const token of tokens) {
          const { client } = await TestClient.join(other.ws, id, token);
          clients.push(client);
          answering.push(client);
        }
        const [white, black] = answering as [TestClient, TestClient];
        await refused(
          black,
          { t: 'takeback', act: 'accept' },
          'Black has not made a first move: until every player has, the game can be aborted, ' +
            'not taken back',
        );
        const kept = await summary(id, other);
        expect([kept.seq, kept.status, kept.moves]).toEqual([
          seq + 1,
          'playing',
          OPENING.slice(0, 1),
        ]);
        expect(await answering[by]!.command({ t: 'takeback', act: answer })).toMatchObject({
          t: 'ack',
        });
        expect(await white.next(isEvent('takeback-decline'), 5000, true)).toMatchObject({
          event: { kind: 'takeback-decline', seat: by },
        });
        expect((await summary(id, other)).moves).toEqual(OPENING.slice(0, 1));
        // The request is gone and the game goes on: Black makes its first move.
        expect(await black.command({ t: 'move', move: OPENING[1] })).toMatchObject({ t: 'ack' });
      });
  });
}
