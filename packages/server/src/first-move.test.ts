/**
 * The start of an online game, the players who go away and the seats held twice (issue 13,
 * faults 3 to 5), against SQLite and PostgreSQL: a seat's clock starts with its first move and a
 * seat that makes none in time aborts the game; the others may claim a game an opponent has
 * stayed away from; a second tab that moves for a seat just moved is told why it was refused.
 */
import { expect, it } from 'vitest';
import type { CreatedGame, ServerMessage } from '@trigon/protocol';
import { STORES, describeOn } from './testing/each-store.js';
import { TestClient, isEvent, post, type TestServer } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

/** Trigonal Chess: White's and Black's first moves, and White's second. */
const OPENING = ['h4-h5', 'g10-g9', 'i4-i5'];
/** Triangulation: Red, Green and Blue's first moves, and Red's second. */
const ROUND = ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ', 'D7Φ-E4Ω'];

const FIRST_MOVE_MS = 600;
const CLAIM_MS = 300;
const SLOW_FIRST_MOVE_MS = 1500;
const ABSENT_DISCONNECT_MS = 800;
const CLOCK = { kind: 'realtime', initialMs: 180_000, bonusMs: 2000, mode: 'increment' };

interface GameView {
  status: string;
  clocks: number[];
  active: number[];
  result: { winners: number[]; reason: string } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const kind of STORES) {
  describeOn(kind)(`the start and the absent, ${kind}`, () => {
    const server = suiteServer(kind, {
      firstMoveMs: FIRST_MOVE_MS,
      claimMs: CLAIM_MS,
      disconnectMs: 30_000,
      rate: { perSecond: 50, burst: 60 },
    });
    // Abandonment sooner than a first move's limit, as among three it may come first.
    const absent = server.another({
      firstMoveMs: 3000,
      claimMs: CLAIM_MS,
      disconnectMs: ABSENT_DISCONNECT_MS,
      rate: { perSecond: 50, burst: 60 },
    });
    // A first move's time well beyond the claim's, as 30 s is beyond 20 s by default.
    const slow = server.another({
      firstMoveMs: SLOW_FIRST_MOVE_MS,
      claimMs: CLAIM_MS,
      disconnectMs: 30_000,
      rate: { perSecond: 50, burst: 60 },
    });
    const { clients } = server;

    async function join(game: string, token?: string, on: TestServer = server) {
      const joined = await TestClient.join(on.ws, game, token);
      clients.push(joined.client);
      return joined;
    }

    async function fetchGame(id: string, on: TestServer = server): Promise<GameView> {
      return (await (await fetch(`${on.url}/api/games/${id}`)).json()) as GameView;
    }

    /** A game of `game` with every playing seat connected and started; clients by seat. */
    async function started(game: string, clock: unknown = CLOCK, on: TestServer = server) {
      const created = (await post<CreatedGame>(`${on.url}/api/games`, { game, clock })).body;
      const tokens = [created.token, ...created.invitations.map((i) => i.token)];
      const seats: TestClient[] = [];
      for (const token of tokens) seats.push((await join(created.id, token, on)).client);
      await seats[0]!.next(isEvent('start'), 5000, true);
      return { id: created.id, seats, tokens };
    }

    async function play(seats: TestClient[], moves: string[]) {
      for (const [i, move] of moves.entries()) {
        const reply = await seats[i % seats.length]!.command({ t: 'move', move });
        expect(reply, move).toMatchObject({ t: 'ack' });
      }
    }

    it('starts each clock with its seat’s first move, which takes no time', async () => {
      const { id, seats } = await started('trigonal');
      const welcome = seats[0]!.received.find((m) => m.t === 'welcome');
      expect(welcome).toMatchObject({
        timeouts: { firstMoveMs: FIRST_MOVE_MS, claimMs: CLAIM_MS, disconnectMs: 30_000 },
      });
      await sleep(200);
      // White has not moved: its clock stands.
      expect((await fetchGame(id)).clocks).toEqual([180_000, 180_000]);
      await play(seats, OPENING.slice(0, 1));
      await sleep(200);
      expect((await fetchGame(id)).clocks).toEqual([180_000, 180_000]);
      await play(seats.slice(1), OPENING.slice(1, 2));
      // Now White's clock runs, and its second move earns the bonus.
      await sleep(200);
      const running = (await fetchGame(id)).clocks;
      expect(running[0]).toBeLessThan(180_000 - 150);
      expect(running[1]).toBe(180_000);
      expect(await seats[0]!.command({ t: 'move', move: OPENING[2] })).toMatchObject({ t: 'ack' });
      const after = (await fetchGame(id)).clocks[0]!;
      expect(after).toBeGreaterThan(180_000);
      expect(after).toBeLessThan(182_000);
    });

    it('aborts the game when a seat makes no first move in time: nobody wins', async () => {
      const { id, seats } = await started('trigonal');
      await play(seats, OPENING.slice(0, 1));
      const abort = await seats[0]!.next(isEvent('abort'), FIRST_MOVE_MS + 2000, true);
      expect(abort).toMatchObject({ event: { kind: 'abort', seat: 1 } });
      const game = await fetchGame(id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({
        winners: [],
        reason: 'game aborted: Black made no first move',
      });
      expect(game.clocks).toEqual([180_000, 180_000]);
      expect(await seats[1]!.command({ t: 'move', move: OPENING[1] })).toMatchObject({
        code: 'finished',
      });
    });

    it('gives every seat of three its first move, and aborts for the third', async () => {
      const { id, seats } = await started('triangulation');
      await play(seats.slice(0, 2), ROUND.slice(0, 2));
      await sleep(FIRST_MOVE_MS / 2);
      // Red and Green have moved; Blue's first move is still to come, so no clock has run.
      expect((await fetchGame(id)).clocks).toEqual([180_000, 180_000, 180_000]);
      const abort = await seats[0]!.next(isEvent('abort'), FIRST_MOVE_MS + 2000, true);
      expect(abort).toMatchObject({ event: { kind: 'abort', seat: 2 } });
      expect((await fetchGame(id)).result).toEqual({
        winners: [],
        reason: 'game aborted: Blue made no first move',
      });
    });

    it('no first-move limit without a real-time clock', async () => {
      const { id } = await started('trigonal', { kind: 'none' });
      await sleep(FIRST_MOVE_MS + 300);
      expect((await fetchGame(id)).status).toBe('playing');
    });

    it('lets the one who stays claim the win once the other has been away long enough', async () => {
      const { id, seats } = await started('trigonal');
      await play(seats, OPENING.slice(0, 2));
      const [white, black] = seats as [TestClient, TestClient];
      expect(await white.command({ t: 'claim', act: 'win' })).toMatchObject({
        code: 'no-absence',
        message: 'every other player is connected',
      });
      const leftAt = Date.now();
      await black.close();
      const away = (await white.next(
        (m) => m.t === 'presence' && m.connected[1] === false,
      )) as Extract<ServerMessage, { t: 'presence' }>;
      expect(away.away[0]).toBeNull();
      expect(away.away[1]).toBeGreaterThanOrEqual(leftAt - 50);
      const early = await white.command({ t: 'claim', act: 'win' });
      expect(early).toMatchObject({ t: 'error', code: 'no-absence' });
      expect((early as { message: string }).message).toMatch(/may be claimed in \d s$/);
      await sleep(CLAIM_MS + 50);
      expect(await white.command({ t: 'claim', act: 'win' })).toMatchObject({ t: 'ack' });
      const game = await fetchGame(id);
      expect(game.result).toEqual({ winners: [0], reason: 'Black abandoned the game' });
    });

    it('or a draw; and a player who comes back is no longer away', async () => {
      const { id, seats, tokens } = await started('trigonal');
      await play(seats, OPENING.slice(0, 2));
      const [white, black] = seats as [TestClient, TestClient];
      await white.close();
      await sleep(CLAIM_MS + 50);
      const back = await join(id, tokens[0]);
      // Back in its own welcome, which counts it, and then for everyone.
      expect(back.welcome).toMatchObject({ connected: [true, true], away: [null, null] });
      await black.next((m) => m.t === 'presence' && m.away.every((a) => a === null), 2000, true);
      expect(await black.command({ t: 'claim', act: 'draw' })).toMatchObject({
        code: 'no-absence',
      });
      await black.close();
      await sleep(CLAIM_MS + 50);
      expect(await back.client.command({ t: 'claim', act: 'draw' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).result).toEqual({
        winners: [],
        reason: 'Black left the game',
      });
    });

    it('among three, a claim makes the one away leave and the other two play on', async () => {
      const { id, seats } = await started('triangulation');
      await play(seats, ROUND);
      const [red, green, blue] = seats as [TestClient, TestClient, TestClient];
      await blue.close();
      await sleep(CLAIM_MS + 50);
      expect(await green.command({ t: 'claim', act: 'draw' })).toMatchObject({ code: 'no-claim' });
      expect(await green.command({ t: 'claim', act: 'win' })).toMatchObject({ t: 'ack' });
      const left = await red.next(isEvent('withdraw'), 2000, true);
      expect(left).toMatchObject({ event: { kind: 'withdraw', seat: 2, reason: 'abandon' } });
      const game = await fetchGame(id);
      expect(game.status).toBe('playing');
      expect(game.active).toEqual([0, 1]);
      // Blue is out: nobody is away any more, so there is nothing to claim.
      expect(await red.command({ t: 'claim', act: 'win' })).toMatchObject({
        code: 'no-absence',
      });
    });

    it('takes no claim before every player has moved: the game is aborted, nobody wins', async () => {
      // The claim time (20 s) is shorter than the first move's (30 s): White, to move first,
      // goes away at once, and Black, who has not played either, could win a game never begun.
      const { id, seats } = await started('trigonal', CLOCK, slow);
      const [white, black] = seats as [TestClient, TestClient];
      await white.close();
      await black.next((m) => m.t === 'presence' && m.away[0] !== null, 2000, true);
      await sleep(CLAIM_MS + 50);
      for (const act of ['win', 'draw'] as const)
        expect(await black.command({ t: 'claim', act, seat: 0 })).toMatchObject({
          t: 'error',
          code: 'no-claim',
          message:
            'White and Black have not made a first move: until every player has, the game ' +
            'can be aborted, not claimed',
        });
      const abort = await black.next(isEvent('abort'), SLOW_FIRST_MOVE_MS + 2000, true);
      expect(abort).toMatchObject({ event: { kind: 'abort', seat: 0 } });
      expect((await fetchGame(id, slow)).result).toEqual({
        winners: [],
        reason: 'game aborted: White made no first move',
      });
    });

    it('among three, takes no claim against a player gone before its first move', async () => {
      const { id, seats } = await started('triangulation', CLOCK, slow);
      const [red, green, blue] = seats as [TestClient, TestClient, TestClient];
      await play(seats, ROUND.slice(0, 1));
      await blue.close();
      await sleep(CLAIM_MS + 50);
      // Green, to move, has not moved either; Red asks for Blue's seat to be declared left.
      expect(await red.command({ t: 'claim', act: 'win', seat: 2 })).toMatchObject({
        code: 'no-claim',
        message:
          'Green and Blue have not made a first move: until every player has, the game can be ' +
          'aborted, not claimed',
      });
      await play([green], ROUND.slice(1, 2));
      expect(await red.command({ t: 'claim', act: 'win', seat: 2 })).toMatchObject({
        code: 'no-claim',
        message:
          'Blue has not made a first move: until every player has, the game can be ' +
          'aborted, not claimed',
      });
      const game = await fetchGame(id, slow);
      expect(game).toMatchObject({ status: 'playing', active: [0, 1, 2] });
      const abort = await red.next(isEvent('abort'), SLOW_FIRST_MOVE_MS + 2000, true);
      expect(abort).toMatchObject({ event: { kind: 'abort', seat: 2 } });
    });

    it('aborts, not abandons, a game whose player went away before its first move', async () => {
      const { id, seats } = await started('trigonal', { kind: 'none' }, absent);
      const [white, black] = seats as [TestClient, TestClient];
      await black.close();
      const abort = await white.next(isEvent('abort'), ABSENT_DISCONNECT_MS + 2000, true);
      expect(abort).toMatchObject({ event: { kind: 'abort', seat: 1 } });
      expect(white.received.some(isEvent('abandon'))).toBe(false);
      expect((await fetchGame(id, absent)).result).toEqual({
        winners: [],
        reason: 'game aborted: Black made no first move',
      });
    });

    it('among three too: the game is aborted, not played on by two for nothing', async () => {
      // Blue leaves at once; Red and Green move; Blue is away too long before its turn's limit.
      const { id, seats } = await started('triangulation', CLOCK, absent);
      const [red] = seats as [TestClient, TestClient, TestClient];
      await seats[2]!.close();
      await play(seats.slice(0, 2), ROUND.slice(0, 2));
      const abort = await red.next(isEvent('abort'), ABSENT_DISCONNECT_MS + 2000, true);
      expect(abort).toMatchObject({ event: { kind: 'abort', seat: 2 } });
      expect(red.received.some(isEvent('withdraw'))).toBe(false);
      expect((await fetchGame(id, absent)).result).toEqual({
        winners: [],
        reason: 'game aborted: Blue made no first move',
      });
    });

    it('gives no win by abandonment to a player who has not moved; it comes with the move', async () => {
      const { id, seats } = await started('trigonal', { kind: 'none' }, absent);
      const [white, black] = seats as [TestClient, TestClient];
      await play([white], OPENING.slice(0, 1));
      await white.close();
      await sleep(ABSENT_DISCONNECT_MS + 300);
      // Black has not moved: Black may abort, or move, but wins nothing yet.
      expect(await fetchGame(id, absent)).toMatchObject({ status: 'playing', result: null });
      await play([black], OPENING.slice(1, 2));
      const ended = await black.next(isEvent('abandon'), 2000, true);
      expect(ended).toMatchObject({ event: { kind: 'abandon', seat: 0 } });
      expect((await fetchGame(id, absent)).result).toEqual({
        winners: [1],
        reason: 'White abandoned the game',
      });
    });

    it('refuses the second of two tabs moving for one seat, naming the move played', async () => {
      const { id, seats, tokens } = await started('trigonal');
      const [white] = seats as [TestClient];
      const tab = (await join(id, tokens[0])).client;
      // Both tabs of White send a move; the first is played, the other refused with why.
      const tabs = [white, tab];
      const moves = ['h4-h5', 'i4-i5'];
      const replies = await Promise.all(
        tabs.map((t, i) => t.command({ t: 'move', move: moves[i] })),
      );
      const played = replies.findIndex((r) => r.t === 'ack');
      expect(played).toBeGreaterThanOrEqual(0);
      const refused = 1 - played;
      expect(replies[refused]).toMatchObject({
        t: 'error',
        code: 'moved-elsewhere',
        message: `White has just moved ${moves[played]} from another tab or device; it is Black's turn`,
      });
      // The refused tab heard the move played before its refusal.
      const order = tabs[refused]!.received.map((m) => (m.t === 'event' ? m.event.kind : m.t));
      expect(order.lastIndexOf('move')).toBeGreaterThanOrEqual(0);
      expect(order.lastIndexOf('move')).toBeLessThan(order.lastIndexOf('error'));
      // One tab moving twice is simply not to move.
      expect(await tabs[played]!.command({ t: 'move', move: 'g4-g5' })).toMatchObject({
        code: 'not-your-turn',
      });
    });
  });
}
