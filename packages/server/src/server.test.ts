/**
 * The game server over real WebSocket connections on loopback, against SQLite and against
 * PostgreSQL (DATABASE_URL_TEST; see testing/harness.ts).
 */
import { expect, it } from 'vitest';
import type { CreatedGame, ServerMessage } from '@trigon/protocol';
import { STORES, describeOn } from './testing/each-store.js';
import { BARE_KING, MATE, ROUND } from './testing/fixtures.js';
import { TestClient, post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

for (const kind of STORES) {
  describeOn(kind)(`game server with ${kind}`, () => {
    const server = suiteServer(kind, { disconnectMs: 400, rate: { perSecond: 50, burst: 60 } });
    const { clients, join } = server;

    async function create(body: Record<string, unknown>): Promise<CreatedGame> {
      const response = await post<CreatedGame>(`${server.url}/api/games`, body);
      expect(response.status).toBe(201);
      return response.body;
    }

    async function fetchGame(id: string) {
      const response = await fetch(`${server.url}/api/games/${id}`);
      return (await response.json()) as {
        status: string;
        seq: number;
        moves: string[];
        result: { winners: number[]; reason: string } | null;
        clocks: number[];
        rematch: string | null;
        turn: number | null;
      };
    }

    /** A two-player game of `game`, both seats connected and started. */
    async function started(game = 'trigonal', clock: Record<string, unknown> = { kind: 'none' }) {
      const created = await create({ game, clock });
      const white = await join(created.id, created.token);
      const black = await join(created.id, created.invitations[0]!.token);
      await white.client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      return { id: created.id, white: white.client, black: black.client };
    }

    it('lets two players play a game to its end while a third watches', async () => {
      const created = await create({ game: 'trigonal' });
      expect(created.invitations).toHaveLength(1);
      const spectator = await join(created.id);
      expect(spectator.welcome.seat).toBeNull();
      const white = await join(created.id, created.token);
      expect(white.welcome.seat).toBe(0);
      const black = await join(created.id, created.invitations[0]!.token);
      expect(black.welcome.seat).toBe(1);
      await spectator.client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);

      for (const [i, move] of MATE.entries()) {
        // Whose turn it is, as a client polling the game reads it.
        expect((await fetchGame(created.id)).turn).toBe(i % 2);
        const player = i % 2 === 0 ? white.client : black.client;
        const reply = await player.command({ t: 'move', move });
        expect(reply).toMatchObject({ t: 'ack' });
      }
      const last = (await spectator.client.next(
        (m) => m.t === 'event' && m.event.kind === 'move' && m.event.move === MATE[3],
        5000,
        true,
      )) as Extract<ServerMessage, { t: 'event' }>;
      // Every client saw the same events, each once, in order.
      for (const c of [spectator.client, white.client, black.client]) {
        const seqs = c.seqs();
        expect(seqs).toEqual(Array.from({ length: last.seq }, (_, i) => i + 1));
      }
      const game = await fetchGame(created.id);
      expect(game.status).toBe('finished');
      expect(game.turn).toBeNull();
      expect(game.moves).toEqual(MATE);
      expect(game.result).toEqual({ winners: [1], reason: 'checkmate' });
      const record = await (await fetch(`${server.url}/api/games/${created.id}/record`)).text();
      expect(record).toContain('[Result "0-1"]\n[Termination "Black wins: checkmate"]');
      expect(record).toMatch(/\n1\. \S+ \S+ 2\. /);
      // The game is over: no more moves.
      const after = await white.client.command({ t: 'move', move: 'h5-h6' });
      expect(after).toMatchObject({ t: 'error', code: 'finished' });
      // A spectator cannot act.
      const watching = await spectator.client.command({ t: 'resign' });
      expect(watching).toMatchObject({ t: 'error', code: 'spectator' });
    });

    async function startedWithTokens() {
      const created = await create({ game: 'trigonal' });
      const white = await join(created.id, created.token);
      const black = await join(created.id, created.invitations[0]!.token);
      await white.client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      return { id: created.id, white: white.client, black: black.client, created };
    }

    it('sends a reconnecting client exactly the events it missed', async () => {
      const { id, white, black, created } = await startedWithTokens();
      // Both move first: until then a draw is not offered (the game can be aborted).
      expect(await white.command({ t: 'move', move: MATE[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MATE[1] })).toMatchObject({ t: 'ack' });
      const lastSeen = (await fetchGame(id)).seq;
      await black.event(lastSeen);
      await black.close();
      // White acts while Black is away: offers a draw, which stays on the table.
      expect(await white.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
      const state = await fetchGame(id);
      expect(state.seq).toBe(lastSeen + 1);
      // Black comes back, asking for the events after the last it saw.
      const back = await join(id, created.invitations[0]!.token, lastSeen);
      expect(back.welcome.seat).toBe(1);
      expect(back.welcome.events.map((e) => e.seq)).toEqual([lastSeen + 1]);
      expect(back.welcome.events[0]!.event).toEqual({ kind: 'draw-offer', seat: 0 });
      // The game goes on from there (White moves); both see the move once.
      expect(await white.command({ t: 'move', move: MATE[2] })).toMatchObject({ t: 'ack' });
      await white.event(lastSeen + 2);
      await back.client.event(lastSeen + 2);
      expect(back.client.seqs()).toEqual([lastSeen + 1, lastSeen + 2]);
      expect(white.seqs()).toEqual(Array.from({ length: lastSeen + 2 }, (_, i) => i + 1));
      expect((await fetchGame(id)).moves).toEqual(MATE.slice(0, 3));
    });

    it('refuses moves from the wrong seat, out of turn, illegal, malformed or oversized', async () => {
      const { id, white, black, created } = await startedWithTokens();
      const before = await fetchGame(id);
      const spectator = (await join(id)).client;
      const refusals: [TestClient, unknown, string][] = [
        [spectator, { t: 'move', move: 'h4-h5' }, 'spectator'],
        [black, { t: 'move', move: 'g10-g9' }, 'not-your-turn'],
        [white, { t: 'move', move: 'h4-h9' }, 'illegal'],
        [white, { t: 'move', move: 'zz' }, 'illegal'],
      ];
      for (const [client, message, code] of refusals) {
        const reply = await client.command(message as Record<string, unknown>);
        expect(reply).toMatchObject({ t: 'error', code });
        expect((reply as { message: string }).message.length).toBeGreaterThan(5);
      }
      const malformed: [string, string][] = [
        ['{not json', 'malformed'],
        [JSON.stringify({ t: 'move' }), 'malformed'],
        [JSON.stringify({ t: 'move', move: 42 }), 'malformed'],
        [JSON.stringify({ t: 'fly', move: 'h4-h5' }), 'malformed'],
        [JSON.stringify({ t: 'move', move: 'h4-h5', pad: 'x'.repeat(5000) }), 'too-large'],
      ];
      for (const [text, code] of malformed) {
        const reply = white.next((m) => m.t === 'error');
        white.sendRaw(text);
        expect(await reply).toMatchObject({ t: 'error', code });
      }
      // A stranger's token holds no seat.
      const stranger = await TestClient.connect(server.ws);
      clients.push(stranger);
      stranger.sendRaw(JSON.stringify({ t: 'hello', game: id, token: 'A'.repeat(24) }));
      expect(await stranger.next((m) => m.t === 'error')).toMatchObject({ code: 'bad-token' });
      // Nothing changed.
      const after = await fetchGame(id);
      expect(after.seq).toBe(before.seq);
      expect(after.moves).toEqual([]);
      expect(created.token).not.toBe(created.invitations[0]!.token);
      // And the right move from the right seat still works.
      expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
    });

    it('ends the game on time when a clock runs out', async () => {
      const clock = { kind: 'realtime', initialMs: 1000, bonusMs: 0, mode: 'increment' };
      const { id, white, black } = await started('trigonal', clock);
      // Each clock starts with its seat's first move; then White's runs out.
      expect(await white.command({ t: 'move', move: MATE[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MATE[1] })).toMatchObject({ t: 'ack' });
      const flag = await black.next((m) => m.t === 'event' && m.event.kind === 'flag', 4000, true);
      expect(flag).toMatchObject({ event: { kind: 'flag', seat: 0 } });
      const game = await fetchGame(id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [1], reason: 'White lost on time' });
      expect(game.clocks[0]).toBe(0);
      expect(await white.command({ t: 'move', move: MATE[2] })).toMatchObject({ code: 'finished' });
    });

    // FIDE 6.9: a flag against a side whose opponent could never win (here a lone King) draws.
    it('draws a game on time when the side whose clock runs out faces a lone king', async () => {
      const clock = { kind: 'realtime', initialMs: 5000, bonusMs: 0, mode: 'increment' };
      const { id, white, black } = await started('trigonal', clock);
      for (const [i, move] of BARE_KING.entries())
        expect(await (i % 2 === 0 ? white : black).command({ t: 'move', move })).toMatchObject({
          t: 'ack',
        });
      // White, to move with its army, runs out against Black's lone King.
      const flag = await black.next((m) => m.t === 'event' && m.event.kind === 'flag', 9000, true);
      expect(flag).toMatchObject({ event: { kind: 'flag', seat: 0, drawn: true } });
      const game = await fetchGame(id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({
        winners: [],
        reason: 'White ran out of time, but Black cannot win',
      });
      expect(game.clocks[0]).toBe(0);
    });

    it('still loses on time with a lone king against an army that could mate', async () => {
      const clock = { kind: 'realtime', initialMs: 5000, bonusMs: 0, mode: 'increment' };
      const { id, white, black } = await started('trigonal', clock);
      for (const [i, move] of [...BARE_KING, 'f1-e2'].entries())
        expect(await (i % 2 === 0 ? white : black).command({ t: 'move', move })).toMatchObject({
          t: 'ack',
        });
      // Black, to move with its King alone, runs out: White could mate, so White wins.
      const flag = await white.next((m) => m.t === 'event' && m.event.kind === 'flag', 9000, true);
      expect(flag).toMatchObject({ event: { kind: 'flag', seat: 1 } });
      expect(flag).not.toMatchObject({ event: { drawn: true } });
      const game = await fetchGame(id);
      expect(game.result).toEqual({ winners: [0], reason: 'Black lost on time' });
    });

    it('keeps increment clocks: the mover gets the bonus from its second move', async () => {
      const clock = { kind: 'realtime', initialMs: 60_000, bonusMs: 2000, mode: 'increment' };
      const { id, white, black } = await started('trigonal', clock);
      expect(await white.command({ t: 'move', move: MATE[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MATE[1] })).toMatchObject({ t: 'ack' });
      // The first moves took no time and earned no bonus; White's clock runs now.
      const clocks = (await fetchGame(id)).clocks;
      expect(clocks[1]).toBe(60_000);
      expect(clocks[0]).toBeGreaterThan(59_000);
      expect(clocks[0]).toBeLessThanOrEqual(60_000);
      expect(await white.command({ t: 'move', move: MATE[2] })).toMatchObject({ t: 'ack' });
      const game = await fetchGame(id);
      expect(game.clocks[0]).toBeGreaterThan(61_000);
      expect(game.clocks[0]).toBeLessThanOrEqual(62_000);
    });

    // [0, 0] would read as two clocks run out; the players' lists say null already.
    it('says an untimed game has no clocks: null in GET, the welcome and every event', async () => {
      const { id, white, black } = await started('trigonal');
      expect(await white.command({ t: 'move', move: MATE[0] })).toMatchObject({ t: 'ack' });
      const move = await black.next((m) => m.t === 'event' && m.event.kind === 'move', 5000, true);
      expect(move).toMatchObject({ t: 'event', clocks: null });
      const start = black.received.find((m) => m.t === 'event' && m.event.kind === 'start');
      expect(start).toMatchObject({ t: 'event', clocks: null });
      expect((await fetchGame(id)).clocks).toBeNull();
      const spectator = await join(id);
      expect(spectator.welcome.clocks).toBeNull();
    });

    it('needs every other player to accept a draw in a three-player game', async () => {
      const created = await create({ game: 'triangulation' });
      expect(created.invitations.map((i) => i.seat)).toEqual([1, 2]);
      const a = (await join(created.id, created.token)).client;
      const b = (await join(created.id, created.invitations[0]!.token)).client;
      const c = (await join(created.id, created.invitations[1]!.token)).client;
      await a.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      // All three move first: until then a draw is not offered (the game can be aborted).
      for (const [i, move] of ROUND.entries())
        expect(await [a, b, c][i]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      expect(await b.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await a.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(created.id)).status).toBe('playing');
      expect(await c.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
      const game = await fetchGame(created.id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [], reason: 'draw agreed' });
      // Rematch: all three ask; everyone moves one seat on with the same token.
      for (const client of [a, b, c])
        expect(await client.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
      const rematch = (await a.next(
        (m) => m.t === 'event' && m.event.kind === 'rematch',
        5000,
        true,
      )) as {
        event: { game: string };
      };
      const again = await join(rematch.event.game, created.token);
      expect(again.welcome.seat).toBe(1);
      expect(again.welcome.game.rematchOf).toBe(created.id);
    });

    it('ends a game by resignation, the others winning', async () => {
      const { id, white, black } = await started();
      // Both move first: until then the game is aborted, not resigned (abortable.test).
      expect(await white.command({ t: 'move', move: MATE[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MATE[1] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).result).toEqual({ winners: [0], reason: 'Black resigned' });
    });

    it('lists public games in the lobby until their seats are taken', async () => {
      const created = await create({ game: 'sankaku', public: true, seat: 1 });
      expect(created.invitations).toEqual([]);
      const lobby = (await (await fetch(`${server.url}/api/games`)).json()) as {
        games: { id: string; openSeats: number[] }[];
      };
      expect(lobby.games.find((g) => g.id === created.id)?.openSeats).toEqual([0]);
      const claimed = await post<{ seat: number; token: string }>(
        `${server.url}/api/games/${created.id}/join`,
        {},
      );
      expect(claimed.status).toBe(200);
      expect(claimed.body.seat).toBe(0);
      const full = await post(`${server.url}/api/games/${created.id}/join`, {});
      expect(full.status).toBe(409);
      const after = (await (await fetch(`${server.url}/api/games`)).json()) as {
        games: { id: string }[];
      };
      expect(after.games.some((g) => g.id === created.id)).toBe(false);
      const first = await join(created.id, claimed.body.token);
      expect(first.welcome.seat).toBe(0);
    });

    it('ends a game abandoned by a player who stays away', async () => {
      const { id, white, black } = await started();
      // Both have moved: before that, a player gone has the game aborted (first-move.test).
      expect(await white.command({ t: 'move', move: MATE[0] })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: MATE[1] })).toMatchObject({ t: 'ack' });
      await black.close();
      const ended = await white.next(
        (m) => m.t === 'event' && m.event.kind === 'abandon',
        4000,
        true,
      );
      expect(ended).toMatchObject({ event: { kind: 'abandon', seat: 1 } });
      expect((await fetchGame(id)).result).toEqual({
        winners: [0],
        reason: 'Black abandoned the game',
      });
    });

    it('keeps a finished game: a latecomer gets all its events after everyone left', async () => {
      const { id, white, black } = await started('sankaku');
      expect(await white.command({ t: 'move', move: 'd1-c8' })).toMatchObject({ t: 'ack' });
      expect(await black.command({ t: 'move', move: 'd8-c8' })).toMatchObject({ t: 'ack' });
      const finished = await fetchGame(id);
      expect(finished.status).toBe('finished');
      await Promise.all([white.close(), black.close()]);
      await new Promise((r) => setTimeout(r, 50));
      const late = await join(id);
      expect(late.welcome.events.map((e) => e.seq)).toEqual(
        Array.from({ length: finished.seq }, (_, i) => i + 1),
      );
      expect(late.welcome.events.filter((e) => e.event.kind === 'move')).toHaveLength(2);
    });

    it('refuses bad requests to create a game', async () => {
      const unknown = await post(`${server.url}/api/games`, { game: 'checkers' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatch(/unknown game 'checkers'/);
      expect(unknown.body.code).toBe('unknown-game');
      const badClock = await post(`${server.url}/api/games`, {
        game: 'trigonal',
        clock: { kind: 'realtime' },
      });
      expect(badClock.status).toBe(400);
      expect(badClock.body.code).toBe('malformed');
      expect(badClock.body.error).toMatch(/^clock\.initialMs: /);
      const missing = await fetch(`${server.url}/api/games/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'no such game', code: 'not-found' });
      const seatless = await post(`${server.url}/api/games/nope/join`, {});
      expect(seatless.status).toBe(404);
      expect(seatless.body.code).toBe('not-found');
    });

    it('limits the rate of messages on a connection', async () => {
      const client = await TestClient.connect(server.ws);
      clients.push(client);
      for (let i = 0; i < 80; i++) client.sendRaw(JSON.stringify({ t: 'ping', ref: i }));
      const limited = await client.next(
        (m) => m.t === 'error' && m.code === 'rate-limit',
        3000,
        true,
      );
      expect(limited).toBeDefined();
      expect(client.received.filter((m) => m.t === 'pong').length).toBeLessThan(80);
    });

    it('refuses a message over the rate with its ref, so that the client knows which', async () => {
      const client = await TestClient.connect(server.ws);
      clients.push(client);
      for (let i = 1; i <= 80; i++) client.sendRaw(JSON.stringify({ t: 'ping', ref: i }));
      const answered = () =>
        client.received.filter(
          (m) => m.t === 'pong' || (m.t === 'error' && m.code === 'rate-limit'),
        );
      for (let i = 0; i < 100 && answered().length < 80; i++)
        await new Promise((r) => setTimeout(r, 50));
      // Every ping is answered once: a pong, or a refusal naming it.
      const refs = answered().map((m) => (m.t === 'pong' || m.t === 'error' ? m.ref : null));
      expect(refs.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
      expect(client.received.some((m) => m.t === 'error')).toBe(true);
    });
  });
}
