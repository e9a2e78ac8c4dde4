/**
 * Triangulation online over real sockets: three seats, the neutral army of players=2, players
 * knocked out by the rules, players leaving, and a restart in the middle of a three-player game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGame } from '@trigon/protocol';
import { SqliteStore } from './store/sqlite.js';
import { STORES, describeOn } from './testing/each-store.js';
import { KNOCKOUT } from './testing/fixtures.js';
import { TestClient, isEvent, post, startServer } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

/** Each seat moves three times; Red's Cavalry takes Blue's Infantry on G6Π (7th move). */
const CAPTURE = [
  'A8Ω-D7Φ',
  'H2Ω-H2Φ',
  'G7Δ-G7Λ',
  'D7Φ-E4Ω',
  'G3Φ-G4Σ',
  'H6Δ-G6Π',
  'E4Ω-G6Π',
  'F3Ω-F5Φ',
  'F8Δ-E8Π',
];

interface GameView {
  status: string;
  seq: number;
  moves: string[];
  playing: number[];
  active: number[];
  openSeats: number[];
  clocks: number[];
  result: { winners: number[]; reason: string } | null;
  rematch: string | null;
}

for (const kind of STORES) {
  describeOn(kind)(`Triangulation online with ${kind}`, () => {
    const server = suiteServer(kind, { disconnectMs: 300, rate: { perSecond: 50, burst: 60 } });
    const { join } = server;

    async function create(body: Record<string, unknown>): Promise<CreatedGame> {
      const response = await post<CreatedGame>(`${server.url}/api/games`, body);
      expect(response.status).toBe(201);
      return response.body;
    }

    async function fetchGame(id: string): Promise<GameView> {
      return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as GameView;
    }

    /** A three-player game with every seat connected and started; clients by seat. */
    async function threeStarted(creatorSeat = 0) {
      const created = await create({ game: 'triangulation', seat: creatorSeat });
      const tokens: string[] = [];
      tokens[created.seat] = created.token;
      for (const i of created.invitations) tokens[i.seat] = i.token;
      const seats: TestClient[] = [];
      for (let s = 0; s < 3; s++) seats[s] = (await join(created.id, tokens[s])).client;
      await seats[0]!.next(isEvent('start'), 5000, true);
      return { id: created.id, seats, tokens };
    }

    /** Plays `moves` in turn order from the seats given by `turns` (seat of each move). */
    async function play(seats: TestClient[], moves: string[], turns: number[]) {
      for (const [i, move] of moves.entries()) {
        const reply = await seats[turns[i]!]!.command({ t: 'move', move });
        expect(reply, `${move} by seat ${turns[i]}`).toMatchObject({ t: 'ack' });
      }
    }

    it('three players each move in turn, with a capture, while a spectator watches', async () => {
      const created = await create({ game: 'triangulation', seat: 1 });
      expect(created.seat).toBe(1);
      expect(created.invitations.map((i) => i.seat)).toEqual([0, 2]);
      const tokens = [created.invitations[0]!.token, created.token, created.invitations[1]!.token];
      expect(new Set(tokens).size).toBe(3);
      const spectator = await join(created.id);
      expect(spectator.welcome.seat).toBeNull();
      expect(spectator.welcome.game.playing).toEqual([0, 1, 2]);
      const seats: TestClient[] = [];
      for (let s = 0; s < 3; s++) {
        const joined = await join(created.id, tokens[s]);
        expect(joined.welcome.seat).toBe(s);
        seats.push(joined.client);
        // Not started until the third player comes.
        if (s < 2) expect((await fetchGame(created.id)).status).toBe('waiting');
      }
      await spectator.client.next(isEvent('start'), 5000, true);

      // Green and Blue may not move before Red; nothing changes.
      const before = await fetchGame(created.id);
      const green = await seats[1]!.command({ t: 'move', move: 'H2Ω-H2Φ' });
      expect(green).toMatchObject({
        t: 'error',
        code: 'not-your-turn',
        message: "it is Red's turn, not Green's",
      });
      const blue = await seats[2]!.command({ t: 'move', move: 'A8Ω-D7Φ' });
      expect(blue).toMatchObject({ t: 'error', code: 'not-your-turn' });
      expect(await spectator.client.command({ t: 'move', move: 'A8Ω-D7Φ' })).toMatchObject({
        code: 'spectator',
      });
      expect(await fetchGame(created.id)).toEqual(before);

      await play(seats, CAPTURE, [0, 1, 2, 0, 1, 2, 0, 1, 2]);
      const game = await fetchGame(created.id);
      expect(game.status).toBe('playing');
      expect(game.moves).toEqual(CAPTURE);
      expect(game.active).toEqual([0, 1, 2]);
      const last = game.seq;
      for (const c of [spectator.client, ...seats]) {
        await c.event(last);
        expect(c.seqs()).toEqual(Array.from({ length: last }, (_, i) => i + 1));
      }
      // Blue has just moved: Red is next, not Blue again.
      const again = await seats[2]!.command({ t: 'move', move: 'E8Π-E7Π' });
      expect(again).toMatchObject({
        code: 'not-your-turn',
        message: "it is Red's turn, not Blue's",
      });
      const record = await (await fetch(`${server.url}/api/games/${created.id}/record`)).text();
      expect(record).toContain('3. CE4ΩxG6Π');
    });

    it('a player whose General is captured is out: watches, cannot act, cannot abandon', async () => {
      const { id, seats } = await threeStarted();
      await play(seats, KNOCKOUT, [0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
      let game = await fetchGame(id);
      expect(game.status).toBe('playing');
      expect(game.active).toEqual([0, 2]);
      // Green still receives the game's events, but may do nothing in it.
      for (const command of [
        { t: 'move', move: 'G4Σ-G5Σ' },
        { t: 'resign' },
        { t: 'draw', act: 'offer' },
      ]) {
        expect(await seats[1]!.command(command)).toMatchObject({
          t: 'error',
          code: 'out',
          message: 'Green is out of the game and can only watch',
        });
      }
      // Green leaving is not abandonment: the game goes on between Red and Blue.
      await seats[1]!.close();
      await new Promise((r) => setTimeout(r, 600));
      game = await fetchGame(id);
      expect(game.status).toBe('playing');
      expect(game.seq).toBeGreaterThan(0);
      // Blue moves, then a draw offered by Red needs only Blue's acceptance.
      expect(await seats[2]!.command({ t: 'move', move: 'F8Δ-E8Π' })).toMatchObject({ t: 'ack' });
      expect(await seats[0]!.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await seats[2]!.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
      game = await fetchGame(id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [], reason: 'draw agreed' });
    });

    it('after a knock-out, the last opponent resigning leaves one winner', async () => {
      const { id, seats } = await threeStarted();
      await play(seats, KNOCKOUT, [0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
      expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).result).toEqual({ winners: [0], reason: 'Blue resigned' });
    });

    it('a resignation with three in the game: Blue is out, its army neutral; Red and Green play on', async () => {
      const { id, seats } = await threeStarted();
      await play(seats, CAPTURE.slice(0, 6), [0, 1, 2, 0, 1, 2]);
      // Resigning is allowed out of turn: Red stays to move.
      expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      for (const c of seats)
        expect(await c.next(isEvent('withdraw'), 5000, true)).toMatchObject({
          event: { kind: 'withdraw', seat: 2, reason: 'resign' },
        });
      let game = await fetchGame(id);
      expect(game.status).toBe('playing');
      expect(game.active).toEqual([0, 1]);
      expect(game.moves.at(-1)).toBe('leave:b');
      // Blue is out; a withdrawal cannot be sent as a move.
      expect(await seats[2]!.command({ t: 'move', move: 'F8Δ-E8Π' })).toMatchObject({
        code: 'out',
        message: 'Blue is out of the game and can only watch',
      });
      expect(await seats[0]!.command({ t: 'move', move: 'leave:g' })).toMatchObject({
        code: 'illegal',
      });
      // Red's Cavalry takes the neutral Infantry on G6Π; Green moves; Red moves again.
      await play(seats, ['E4Ω-G6Π', 'F3Ω-F5Φ', 'B8Ω-B8Φ'], [0, 1, 0]);
      game = await fetchGame(id);
      expect(game.status).toBe('playing');
      // A draw now needs Green only (§5.7): the game ends by agreement.
      expect(await seats[1]!.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await seats[0]!.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
      game = await fetchGame(id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [], reason: 'draw agreed' });
      const record = await (await fetch(`${server.url}/api/games/${id}/record`)).text();
      expect(record).toContain('[Result "1/2-1/2-0"]\n[Termination "Draw agreed"]');
      expect(record.replace(/\s+/g, ' ')).toContain(
        'IH6Δ-G6Π {Blue resigned and left the game} 3. leave:b 4. CE4ΩxG6Π',
      );
      expect(await seats[1]!.command({ t: 'move', move: 'G3Φ-G4Σ' })).toMatchObject({
        code: 'finished',
      });
    });

    it('after a withdrawal, capturing the last opponent’s General wins', async () => {
      const { id, seats } = await threeStarted();
      // A round first: until every player has moved, nobody resigns (abortable.test).
      await play(seats, KNOCKOUT.slice(0, 5), [0, 1, 2, 0, 1]);
      // Blue leaves on its own turn: the turn passes to Red.
      expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      await play(seats, ['E5Ω-H3Σ', 'G3Φ-G4Σ', 'H3Σ-G2Ω'], [0, 1, 0]);
      const game = await fetchGame(id);
      expect(game.status).toBe('finished');
      expect(game.result).toEqual({ winners: [0], reason: 'last General standing' });
    });

    it('a draw offer with three in the game needs both others, and ends with either one’s no', async () => {
      const { id, seats } = await threeStarted(2);
      // A round first: until every player has moved, no draw is offered (abortable.test).
      await play(seats, CAPTURE.slice(0, 3), [0, 1, 2]);
      expect(await seats[0]!.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await seats[2]!.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).status).toBe('playing');
      expect(await seats[1]!.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(id)).status).toBe('playing');
      // The offer is over: nothing is left to accept.
      expect(await seats[1]!.command({ t: 'draw', act: 'accept' })).toMatchObject({
        code: 'no-offer',
      });
      // One who agreed may still say no, which ends the offer for everyone.
      expect(await seats[1]!.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
      expect(await seats[2]!.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
      expect(await seats[2]!.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });
      expect(await seats[0]!.command({ t: 'draw', act: 'accept' })).toMatchObject({
        code: 'no-offer',
      });
      expect((await fetchGame(id)).status).toBe('playing');
    });

    it('a player of three who stays away abandons: the other two play on', async () => {
      const { id, seats } = await threeStarted();
      // A round first: a player gone before its first move has the game aborted instead.
      await play(seats, CAPTURE.slice(0, 3), [0, 1, 2]);
      await seats[2]!.close();
      const left = await seats[0]!.next(isEvent('withdraw'), 4000, true);
      expect(left).toMatchObject({ event: { kind: 'withdraw', seat: 2, reason: 'abandon' } });
      await play(seats, CAPTURE.slice(3, 5), [0, 1]);
      let game = await fetchGame(id);
      expect(game.status).toBe('playing');
      expect(game.active).toEqual([0, 1]);
      // With two left, a leaver loses and the other wins.
      expect(await seats[1]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      game = await fetchGame(id);
      expect(game.result).toEqual({ winners: [0], reason: 'Green resigned' });
      const record = await (await fetch(`${server.url}/api/games/${id}/record`)).text();
      expect(record).toContain('{Blue abandoned the game} 2. leave:b 3. CD7Φ-E4Ω');
    });

    it('a clock running out with three in the game: that player is out, the others play on', async () => {
      const clock = { kind: 'realtime', initialMs: 1500, bonusMs: 0, mode: 'increment' };
      const created = await create({ game: 'triangulation', clock });
      const tokens = [created.token, ...created.invitations.map((i) => i.token)];
      const seats = [];
      for (const token of tokens) seats.push((await join(created.id, token)).client);
      await seats[0]!.next(isEvent('start'), 5000, true);
      // No clock runs in the first round: each starts with its seat's first move.
      await play(seats, CAPTURE.slice(0, 3), [0, 1, 2]);
      // Each has all its time; Red's clock, started with its first move, runs now.
      const clocks = (await fetchGame(created.id)).clocks;
      expect(clocks.slice(1)).toEqual([1500, 1500]);
      expect(clocks[0]).toBeGreaterThan(1000);
      await play(seats, [CAPTURE[3]!], [0]);
      const flag = (await seats[2]!.next(isEvent('withdraw'), 4000, true)) as {
        event: unknown;
        clocks: number[];
      };
      expect(flag).toMatchObject({ event: { kind: 'withdraw', seat: 1, reason: 'flag' } });
      // Green's clock stopped at zero; the turn passed to Blue.
      expect(flag.clocks[1]).toBe(0);
      await play(seats, [CAPTURE[5]!, CAPTURE[6]!], [2, 0]);
      let game = await fetchGame(created.id);
      expect(game.status).toBe('playing');
      expect(game.active).toEqual([0, 2]);
      expect(await seats[1]!.command({ t: 'draw', act: 'offer' })).toMatchObject({ code: 'out' });
      // Blue's clock then runs out too: with two left, Red wins.
      const end = await seats[0]!.next(isEvent('flag'), 4000, true);
      expect(end).toMatchObject({ event: { kind: 'flag', seat: 2 } });
      game = await fetchGame(created.id);
      expect(game.result).toEqual({ winners: [0], reason: 'Blue lost on time' });
    });

    it('players=2: two seats play, the neutral seat is nobody’s', async () => {
      const options = { players: '2' };
      const neutralSeat = await post<{ error: string }>(`${server.url}/api/games`, {
        game: 'triangulation',
        options,
        seat: 2,
      });
      expect(neutralSeat.status).toBe(400);
      expect(neutralSeat.body.error).toBe(
        'Blue is the neutral army in this game: nobody plays it; choose Red or Green',
      );

      const created = await create({ game: 'triangulation', options });
      expect(created.invitations.map((i) => i.seat)).toEqual([1]);
      const red = await join(created.id, created.token);
      expect(red.welcome.game.playing).toEqual([0, 1]);
      const green = await join(created.id, created.invitations[0]!.token);
      await red.client.next(isEvent('start'), 5000, true);
      // Red, Green, Red, Green: Blue never has a turn.
      await play([red.client, green.client], CAPTURE.slice(0, 2), [0, 1]);
      expect(await green.client.command({ t: 'move', move: 'G3Φ-G4Σ' })).toMatchObject({
        code: 'not-your-turn',
        message: "it is Red's turn, not Green's",
      });
      expect(await red.client.command({ t: 'move', move: 'D7Φ-E4Ω' })).toMatchObject({
        t: 'ack',
      });
      const game = await fetchGame(created.id);
      expect(game.playing).toEqual([0, 1]);
      expect(game.active).toEqual([0, 1]);
      expect(game.moves).toHaveLength(3);
      // A resignation leaves the other player the winner; Blue is no one.
      expect(await green.client.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
      expect((await fetchGame(created.id)).result).toEqual({
        winners: [0],
        reason: 'Green resigned',
      });
      // A rematch needs the two players only; they swap Red and Green, and Blue stays neutral.
      for (const c of [red.client, green.client])
        expect(await c.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
      const rematch = (await red.client.next(isEvent('rematch'), 5000, true)) as {
        event: { game: string };
      };
      const swapped = await join(rematch.event.game, created.token);
      expect(swapped.welcome.seat).toBe(1);
      const other = await join(rematch.event.game, created.invitations[0]!.token);
      expect(other.welcome.seat).toBe(0);
      await other.client.next(isEvent('start'), 5000, true);
    });

    it('players=2 with Red neutral: a creator who names no seat gets the first playing one', async () => {
      const created = await post<CreatedGame>(`${server.url}/api/games`, {
        game: 'triangulation',
        options: { players: '2', neutral: 'red' },
      });
      expect(created.status).toBe(201);
      expect(created.body.seat).toBe(1);
      expect(created.body.invitations.map((i) => i.seat)).toEqual([2]);
    });

    it('players=2 in the lobby: only the other player’s seat is open', async () => {
      const created = await create({
        game: 'triangulation',
        options: { players: '2', neutral: 'red' },
        seat: 'random',
        public: true,
      });
      expect([1, 2]).toContain(created.seat);
      const other = 3 - created.seat;
      const lobby = (await (await fetch(`${server.url}/api/games`)).json()) as {
        games: { id: string; openSeats: number[] }[];
      };
      expect(lobby.games.find((g) => g.id === created.id)?.openSeats).toEqual([other]);
      const neutral = await post<{ error: string }>(`${server.url}/api/games/${created.id}/join`, {
        seat: 0,
      });
      expect(neutral.status).toBe(409);
      expect(neutral.body.error).toBe('Red is the neutral army: nobody plays it');
      const claimed = await post<{ seat: number; token: string }>(
        `${server.url}/api/games/${created.id}/join`,
        {},
      );
      expect(claimed.body.seat).toBe(other);
      const full = await post(`${server.url}/api/games/${created.id}/join`, {});
      expect(full.status).toBe(409);
      const a = await join(created.id, created.token);
      await join(created.id, claimed.body.token);
      await a.client.next(isEvent('start'), 5000, true);
      const game = await fetchGame(created.id);
      expect(game.status).toBe('playing');
      expect(game.openSeats).toEqual([]);
    });

    it('lists open seats of a public three-player game', async () => {
      const created = await create({ game: 'triangulation', public: true, seat: 2 });
      const lobby = (await (await fetch(`${server.url}/api/games`)).json()) as {
        games: { id: string; openSeats: number[] }[];
      };
      expect(lobby.games.find((g) => g.id === created.id)?.openSeats).toEqual([0, 1]);
      const first = await post<{ seat: number }>(`${server.url}/api/games/${created.id}/join`, {
        seat: 1,
      });
      expect(first.body.seat).toBe(1);
      const after = (await (await fetch(`${server.url}/api/games`)).json()) as {
        games: { id: string; openSeats: number[] }[];
      };
      expect(after.games.find((g) => g.id === created.id)?.openSeats).toEqual([0]);
    });

    it('refuses a join of a private game as by invitation, and of a seat the game lacks as 400', async () => {
      const invited = await create({ game: 'triangulation' });
      for (const body of [{}, { seat: 1 }]) {
        const refused = await post(`${server.url}/api/games/${invited.id}/join`, body);
        expect(refused).toEqual({
          status: 409,
          body: {
            code: 'invitation-only',
            error:
              'this game is private: its seats go to the players it invites, by their invitation links',
          },
        });
      }
      // Nothing changed: the invitations still hold their seats.
      const guest = await join(invited.id, invited.invitations[0]!.token);
      expect(guest.welcome.seat).toBe(1);

      const lobby = await create({ game: 'triangulation', public: true, seat: 0 });
      for (const seat of [3, 9]) {
        const refused = await post(`${server.url}/api/games/${lobby.id}/join`, { seat });
        expect(refused).toEqual({
          status: 400,
          body: { code: 'bad-seat', error: `Triangulation has seats 0 to 2, not ${seat}` },
        });
      }
      expect((await fetchGame(lobby.id)).openSeats).toEqual([1, 2]);
    });
  });
}

describe('a three-player game across a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(joinPath(tmpdir(), 'trigon-triangulation-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the seats, the moves and who is out, and play goes on', async () => {
    const file = joinPath(dir, 'games.sqlite');
    let store = new SqliteStore(file);
    let server = await startServer({ store, disconnectMs: 30_000 });
    const created = (
      await post<CreatedGame>(`${server.url}/api/games`, { game: 'triangulation', seat: 'random' })
    ).body;
    const tokens: string[] = [];
    tokens[created.seat] = created.token;
    for (const i of created.invitations) tokens[i.seat] = i.token;
    let seats: TestClient[] = [];
    for (const token of tokens)
      seats.push((await TestClient.join(server.ws, created.id, token)).client);
    await seats[0]!.next(isEvent('start'), 5000, true);
    const turns = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0];
    for (const [i, move] of KNOCKOUT.slice(0, 5).entries())
      expect(await seats[turns[i]!]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    await Promise.all(seats.map((c) => c.close()));
    await server.close();
    await store.close();

    store = new SqliteStore(file);
    server = await startServer({ store, disconnectMs: 30_000 });
    try {
      seats = [];
      for (const [s, token] of tokens.entries()) {
        const joined = await TestClient.join(server.ws, created.id, token);
        expect(joined.welcome.seat).toBe(s);
        expect(joined.welcome.game.playing).toEqual([0, 1, 2]);
        seats.push(joined.client);
      }
      const game = (await (
        await fetch(`${server.url}/api/games/${created.id}`)
      ).json()) as GameView;
      expect(game.status).toBe('playing');
      expect(game.moves).toEqual(KNOCKOUT.slice(0, 5));
      // Blue is to move: Red may not.
      expect(await seats[0]!.command({ t: 'move', move: 'E5Ω-H3Σ' })).toMatchObject({
        code: 'not-your-turn',
      });
      for (const [i, move] of KNOCKOUT.slice(5).entries())
        expect(await seats[turns[i + 5]!]!.command({ t: 'move', move })).toMatchObject({
          t: 'ack',
        });
      const after = (await (
        await fetch(`${server.url}/api/games/${created.id}`)
      ).json()) as GameView;
      expect(after.active).toEqual([0, 2]);
      expect(await seats[1]!.command({ t: 'resign' })).toMatchObject({ code: 'out' });
      await Promise.all(seats.map((c) => c.close()));
    } finally {
      await server.close();
      await store.close();
    }
  });

  it('keeps a withdrawal: the army stays neutral and the other two play on', async () => {
    const file = joinPath(dir, 'withdrawal.sqlite');
    let store = new SqliteStore(file);
    let server = await startServer({ store, disconnectMs: 30_000 });
    const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'triangulation' }))
      .body;
    const tokens = [created.token, ...created.invitations.map((i) => i.token)];
    let seats: TestClient[] = [];
    for (const token of tokens)
      seats.push((await TestClient.join(server.ws, created.id, token)).client);
    await seats[0]!.next(isEvent('start'), 5000, true);
    // A round first: until every player has moved, nobody resigns (abortable.test).
    for (const [seat, move] of KNOCKOUT.slice(0, 5).map((m, i) => [i % 3, m] as const))
      expect(await seats[seat]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ t: 'ack' });
    expect(await seats[0]!.command({ t: 'move', move: 'E5Ω-H3Σ' })).toMatchObject({ t: 'ack' });
    await Promise.all(seats.map((c) => c.close()));
    await server.close();
    await store.close();

    store = new SqliteStore(file);
    server = await startServer({ store, disconnectMs: 30_000 });
    try {
      seats = [];
      for (const token of tokens)
        seats.push((await TestClient.join(server.ws, created.id, token)).client);
      const fetchGame = async () =>
        (await (await fetch(`${server.url}/api/games/${created.id}`)).json()) as GameView;
      const game = await fetchGame();
      expect(game.status).toBe('playing');
      expect(game.active).toEqual([0, 1]);
      expect(game.moves).toEqual([...KNOCKOUT.slice(0, 5), 'leave:b', 'E5Ω-H3Σ']);
      expect(await seats[2]!.command({ t: 'resign' })).toMatchObject({ code: 'out' });
      for (const [seat, move] of [
        [1, 'G3Φ-G4Σ'],
        [0, 'H3Σ-G2Ω'],
      ] as const)
        expect(await seats[seat]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      expect((await fetchGame()).result).toEqual({
        winners: [0],
        reason: 'last General standing',
      });
      await Promise.all(seats.map((c) => c.close()));
    } finally {
      await server.close();
      await store.close();
    }
  });
});

describe('claims among three with two players away', () => {
  const server = suiteServer('sqlite', { claimMs: 200, disconnectMs: 30_000 });

  it('makes the player the claim names leave, and only one who has been away long enough', async () => {
    const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'triangulation' }))
      .body;
    const tokens = [created.token, ...created.invitations.map((i) => i.token)];
    const seats: TestClient[] = [];
    for (const token of tokens)
      seats.push((await TestClient.join(server.ws, created.id, token)).client);
    const [red, green, blue] = seats as [TestClient, TestClient, TestClient];
    await red.next(isEvent('start'), 5000, true);
    // A round first: before every player has moved, the game is aborted, not claimed.
    for (const [i, move] of ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ'].entries())
      expect(await seats[i]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    // Green goes first, Blue a moment later: both are away past the claim time.
    await green.close();
    await new Promise((r) => setTimeout(r, 100));
    await blue.close();
    // Green has been away long enough, Blue not yet: a claim naming Blue waits.
    await new Promise((r) => setTimeout(r, 150));
    expect(await red.command({ t: 'claim', act: 'win', seat: 2 })).toMatchObject({
      code: 'no-absence',
      message: expect.stringMatching(/^Blue has been away for less than 0\.2 s/),
    });
    // Neither the claimer nor a seat the game lacks is one to claim against.
    for (const seat of [0, 3])
      expect(await red.command({ t: 'claim', act: 'win', seat })).toMatchObject({
        code: 'no-absence',
      });
    await new Promise((r) => setTimeout(r, 200));
    // Red claims against Blue, the one named: Blue leaves, Green stays in the game (away).
    expect(await red.command({ t: 'claim', act: 'win', seat: 2 })).toMatchObject({ t: 'ack' });
    expect(await red.next(isEvent('withdraw'), 5000, true)).toMatchObject({
      event: { kind: 'withdraw', seat: 2, reason: 'abandon' },
    });
    const game = (await (await fetch(`${server.url}/api/games/${created.id}`)).json()) as GameView;
    expect(game.active).toEqual([0, 1]);
    // Then Green, the last opponent: the game ends, Red the winner.
    expect(await red.command({ t: 'claim', act: 'win', seat: 1 })).toMatchObject({ t: 'ack' });
    const ended = (await (await fetch(`${server.url}/api/games/${created.id}`)).json()) as GameView;
    expect(ended.result).toEqual({ winners: [0], reason: 'Green abandoned the game' });
    await red.close();
  });
});
