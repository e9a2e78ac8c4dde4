/**
 * Takebacks over real sockets, against SQLite and PostgreSQL: who may ask and when, the others'
 * answers, the moves taken back on the server and in the store (a restart gives the same
 * position), and the clocks.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedGame } from '@trigon/protocol';
import { STORES, describeOn } from './testing/each-store.js';
import { KNOCKOUT, ROUND } from './testing/fixtures.js';
import { TestClient, isEvent, post, reopenableStore, startServer } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const MOVES = ['h4-h5', 'g10-g9', 'i4-i5'];

interface GameView {
  status: string;
  moves: string[];
  clocks: number[];
}

for (const kind of STORES) {
  describeOn(kind)(`takebacks with ${kind}`, () => {
    const server = suiteServer(kind, { rate: { perSecond: 50, burst: 60 } });
    const { clients } = server;

    async function fetchGame(id: string): Promise<GameView> {
      return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as GameView;
    }

    /** A started game with its players connected, by seat. */
    async function started(game: string, clock: Record<string, unknown> = { kind: 'none' }) {
      const created = (await post<CreatedGame>(`${server.url}/api/games`, { game, clock })).body;
      const seats: TestClient[] = [];
      for (const token of [created.token, ...created.invitations.map((i) => i.token)])
        seats.push((await server.join(created.id, token)).client);
      await seats[0]!.next(isEvent('start'), 5000, true);
      return { id: created.id, seats };
    }

    it('refuses a takeback before the asker has moved, and answers to none asked for', async () => {
      const { id, seats } = await started('trigonal');
      const [white, black] = seats as [TestClient, TestClient];
      // Before both first moves the game is aborted, not taken back (abortable.test).
      for (const client of [white, black])
        expect(await client.command({ t: 'takeback', act: 'offer' })).toMatchObject({
          t: 'error',
          code: 'abortable',
        });
      for (const act of ['accept', 'decline', 'cancel'])
        expect(await black.command({ t: 'takeback', act })).toMatchObject({
          code: 'no-request',
          message: 'no takeback has been asked for',
        });
      expect(await white.command({ t: 'move', move: MOVES[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MOVES[1] })).toMatchObject({ t: 'ack' });
      // Black's move taken back, Black has none left to take back (its first move stays made).
      expect(await black.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'takeback', act: 'offer' })).toMatchObject({
        t: 'error',
        code: 'no-takeback',
        message: 'you have made no move to take back',
      });
      for (const act of ['accept', 'decline', 'cancel'])
        expect(await white.command({ t: 'takeback', act })).toMatchObject({
          code: 'no-request',
          message: 'no takeback has been asked for',
        });
      expect(await white.command({ t: 'takeback', act: 'maybe' })).toMatchObject({
        code: 'malformed',
      });
      expect((await fetchGame(id)).moves).toEqual([MOVES[0]]);
    });

    it("takes back the asker's last move once the other accepts; refuses the wrong answers", async () => {
      const { id, seats } = await started('trigonal');
      const [white, black] = seats as [TestClient, TestClient];
      // Both move first: until then the game is aborted, not taken back (abortable.test).
      for (const [i, move] of MOVES.entries())
        expect(await seats[i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      const offered = await white.command({ t: 'takeback', act: 'offer' });
      expect(offered).toMatchObject({ t: 'ack' });
      const seq = (offered as { seq: number }).seq;
      expect(await black.event(seq)).toMatchObject({
        event: { kind: 'takeback-offer', seat: 0, plies: 1 },
      });
      expect(await white.command({ t: 'takeback', act: 'offer' })).toMatchObject({
        code: 'pending',
        message: 'you have asked for a takeback already',
      });
      expect(await white.command({ t: 'takeback', act: 'accept' })).toMatchObject({
        code: 'repeated',
      });
      expect(await white.command({ t: 'takeback', act: 'decline' })).toMatchObject({
        code: 'repeated',
      });
      expect(await black.command({ t: 'takeback', act: 'cancel' })).toMatchObject({
        code: 'no-request',
        message: 'White asked for this takeback: decline it rather than cancel it',
      });
      expect(await black.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect(await white.event(seq + 1)).toMatchObject({
        event: { kind: 'takeback-accept', seat: 1 },
      });
      const game = await fetchGame(id);
      expect(game.moves).toEqual(MOVES.slice(0, 2));
      // White is to move again, and the request is gone.
      expect(await black.command({ t: 'move', move: 'f8-f7' })).toMatchObject({
        code: 'not-your-turn',
      });
      expect(await black.command({ t: 'takeback', act: 'accept' })).toMatchObject({
        code: 'no-request',
      });
      expect(await white.command({ t: 'move', move: MOVES[2] })).toMatchObject({ t: 'ack' });
    });

    it("on the asker's turn takes back both moves; a decline, a cancel or a move ends a request", async () => {
      const { id, seats } = await started('trigonal');
      const [white, black] = seats as [TestClient, TestClient];
      expect(await white.command({ t: 'move', move: MOVES[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MOVES[1] })).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'takeback', act: 'offer' })).toMatchObject({
        code: 'pending',
        message: 'White has asked for a takeback: accept or decline it first',
      });
      expect(await black.command({ t: 'takeback', act: 'decline' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).moves).toEqual(MOVES.slice(0, 2));
      // White asks again only after a move (offer-limits.test.ts); Black asks, then cancels.
      expect(await black.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'takeback', act: 'cancel' })).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'takeback', act: 'accept' })).toMatchObject({
        code: 'no-request',
      });
      expect(await white.command({ t: 'move', move: MOVES[2] })).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: 'f8-f7' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'takeback', act: 'accept' })).toMatchObject({
        code: 'no-request',
      });
      // White to move: its own last move and Black's reply go back.
      expect(await white.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      const game = await fetchGame(id);
      expect(game.moves).toEqual(MOVES.slice(0, 2));
    });

    it('refuses takebacks to spectators and after the end', async () => {
      const { id, seats } = await started('trigonal');
      const [white, black] = seats as [TestClient, TestClient];
      const spectator = (await TestClient.join(server.ws, id)).client;
      clients.push(spectator);
      expect(await white.command({ t: 'move', move: MOVES[0] })).toMatchObject({ t: 'ack' });
      expect(await spectator.command({ t: 'takeback', act: 'offer' })).toMatchObject({
        code: 'spectator',
      });
      // Black moves too: until then the game is aborted, not resigned (abortable.test).
      expect(await black.command({ t: 'move', move: MOVES[1] })).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await spectator.command({ t: 'takeback', act: 'accept' })).toMatchObject({
        code: 'spectator',
      });
      expect(await black.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      for (const act of ['offer', 'accept'])
        expect(await white.command({ t: 'takeback', act })).toMatchObject({ code: 'finished' });
      expect((await fetchGame(id)).moves).toEqual(MOVES.slice(0, 2));
    });

    it('keeps the time spent: the clocks run on from where they stood', async () => {
      const clock = { kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' };
      const { id, seats } = await started('trigonal', clock);
      const [white, black] = seats as [TestClient, TestClient];
      expect(await white.command({ t: 'move', move: MOVES[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MOVES[1] })).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'move', move: MOVES[2] })).toMatchObject({ t: 'ack' });
      // Black's clock runs now; it asks to take back its move and White's, on its turn.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await black.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      const before = (await fetchGame(id)).clocks;
      expect(await white.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      const after = await fetchGame(id);
      expect(after.moves).toEqual([MOVES[0]]);
      // Black is to move again, its clock running on from what it had used.
      expect(after.clocks[1]).toBeLessThanOrEqual(before[1]!);
      expect(after.clocks[1]).toBeLessThan(59_700);
      expect(after.clocks[0]).toBe(before[0]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetchGame(id)).clocks[1]).toBeLessThan(after.clocks[1]!);
    });

    it('among three, a request one player agreed to is declined by the other, or by the one who agreed', async () => {
      const { id, seats } = await started('triangulation');
      const [red, green, blue] = seats as [TestClient, TestClient, TestClient];
      for (const [i, move] of ROUND.entries())
        expect(await seats[i]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      const events = async (client: TestClient, ack: unknown) =>
        (await client.event((ack as { seq: number }).seq)) as { event: unknown };
      // Green agrees, then Blue declines: the request is over, no move taken back, and Green's
      // agreement does not stand for a later request.
      for (const decliner of [blue, green]) {
        expect(await red.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
        expect(await green.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
        const declined = await decliner.command({ t: 'takeback', act: 'decline' });
        expect(declined).toMatchObject({ t: 'ack' });
        expect(await events(red, declined)).toMatchObject({
          event: { kind: 'takeback-decline', seat: decliner === blue ? 2 : 1 },
        });
        for (const [client, act] of [
          [blue, 'accept'],
          [green, 'accept'],
          [blue, 'decline'],
          [red, 'cancel'],
        ] as const)
          expect(await client.command({ t: 'takeback', act })).toMatchObject({
            code: 'no-request',
            message: 'no takeback has been asked for',
          });
        expect((await fetchGame(id)).moves).toEqual(ROUND);
      }
      // A new request needs both again: Green's agreement alone takes nothing back.
      expect(await red.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await blue.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).moves).toEqual(ROUND);
      expect(await green.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).moves).toEqual([]);
    });

    it('among three needs both others, and never brings back a player knocked out', async () => {
      const { id, seats } = await started('triangulation');
      const turns = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0];
      for (const [i, move] of KNOCKOUT.slice(0, 3).entries())
        expect(await seats[turns[i]!]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      // Red to move: its move and the two replies.
      const offered = await seats[0]!.command({ t: 'takeback', act: 'offer' });
      expect(await seats[1]!.event((offered as { seq: number }).seq)).toMatchObject({
        event: { kind: 'takeback-offer', seat: 0, plies: 3 },
      });
      expect(await seats[1]!.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).moves).toHaveLength(3);
      expect(await seats[1]!.command({ t: 'takeback', act: 'accept' })).toMatchObject({
        code: 'repeated',
      });
      expect(await seats[2]!.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).moves).toEqual([]);

      for (const [i, move] of KNOCKOUT.entries())
        expect(await seats[turns[i]!]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      for (const seat of [0, 2])
        expect(await seats[seat]!.command({ t: 'takeback', act: 'offer' })).toMatchObject({
          code: 'no-takeback',
          message: 'a player left or was knocked out since your last move: it cannot be taken back',
        });
      expect(await seats[1]!.command({ t: 'takeback', act: 'offer' })).toMatchObject({
        code: 'out',
      });
    });
  });
}

for (const kind of STORES) {
  describeOn(kind)(`a takeback across a restart with ${kind}`, () => {
    let data: Awaited<ReturnType<typeof reopenableStore>>;
    beforeAll(async () => {
      data = await reopenableStore(kind);
    });
    afterAll(() => data.dispose());

    it('replays to the same position', async () => {
      let store = await data.open();
      let server = await startServer({ store });
      const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal' }))
        .body;
      const tokens = [created.token, created.invitations[0]!.token];
      let seats: TestClient[] = [];
      for (const token of tokens)
        seats.push((await TestClient.join(server.ws, created.id, token)).client);
      await seats[0]!.next(isEvent('start'), 5000, true);
      expect(await seats[0]!.command({ t: 'move', move: MOVES[0] })).toMatchObject({ t: 'ack' });
      expect(await seats[1]!.command({ t: 'move', move: MOVES[1] })).toMatchObject({ t: 'ack' });
      expect(await seats[1]!.command({ t: 'takeback', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await seats[0]!.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
      await Promise.all(seats.map((c) => c.close()));
      await server.close();
      await store.close();

      store = await data.open();
      server = await startServer({ store });
      try {
        const game = (await (
          await fetch(`${server.url}/api/games/${created.id}`)
        ).json()) as GameView;
        expect(game.moves).toEqual([MOVES[0]]);
        seats = [];
        for (const token of tokens)
          seats.push((await TestClient.join(server.ws, created.id, token)).client);
        expect(await seats[1]!.command({ t: 'move', move: MOVES[1] })).toMatchObject({ t: 'ack' });
        await Promise.all(seats.map((c) => c.close()));
      } finally {
        await server.close();
        await store.close();
      }
    });
  });
}
