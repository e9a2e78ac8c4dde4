/**
 * How often a seat may offer a draw (once in 20 moves) and ask for a takeback (three times between two
 * moves), over real sockets: a refusal stores nothing and tells the others nothing, and the
 * limit holds across a restart (it is read from the game's events).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_OFFER_MOVES, type ServerMessage, type CreatedGame } from '@trigon/protocol';
import { SqliteStore } from './store/sqlite.js';
import { TestClient, post, startServer, type TestServer } from './testing/harness.js';

/** Quiet moves of Trigonal Chess: no capture, no check, no position twice. */
const QUIET = [
  'f1-e2',
  'f8-f7',
  'e2-c1',
  'f7-f6',
  'c1-e4',
  'f6-f5',
  'e4-c1',
  'f9-f8',
  'c1-e4',
  'f8-f7',
  'e4-c1',
  'f7-f6',
  'c1-e4',
  'f10-f9',
  'e4-c1',
  'f9-f10',
  'c1-e4',
  'f10-f8',
  'e4-c1',
  'f8-f9',
  'c1-e4',
  'f9-f10',
];

describe('limits on draw offers and takeback requests', () => {
  let dir: string;
  let file: string;
  let store: SqliteStore;
  let server: TestServer;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trigon-offers-'));
    file = join(dir, 'games.sqlite');
    store = new SqliteStore(file);
    server = await startServer({ store, rate: { perSecond: 100, burst: 100 } });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function started() {
    const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal' })).body;
    const tokens = [created.token, created.invitations[0]!.token];
    const seats = await seated(created.id, tokens);
    await seats[0]!.event(3);
    return { id: created.id, tokens, seats };
  }

  async function seated(id: string, tokens: string[]) {
    const seats: TestClient[] = [];
    for (const token of tokens) seats.push((await TestClient.join(server.ws, id, token)).client);
    clients.push(...seats);
    return seats as [TestClient, TestClient];
  }

  async function seq(id: string): Promise<number> {
    return ((await (await fetch(`${server.url}/api/games/${id}`)).json()) as { seq: number }).seq;
  }

  /** Plays `moves`, White first, each acknowledged. */
  async function play(seats: TestClient[], moves: string[], first = 0) {
    for (const [i, move] of moves.entries())
      expect(await seats[(first + i) % 2]!.command({ t: 'move', move })).toMatchObject({
        t: 'ack',
      });
  }

  /** `asker`'s command is refused as too soon; nothing is stored and `other` hears nothing. */
  async function tooSoon(
    id: string,
    asker: TestClient,
    other: TestClient,
    command: Record<string, unknown>,
    message: unknown,
  ) {
    const before = await seq(id);
    const heard = other.received.length;
    expect(await asker.command(command)).toMatchObject({ t: 'error', code: 'too-soon', message });
    expect(await seq(id)).toBe(before);
    // A ping answered after the refusal: anything the refusal sent would have come before it.
    const pong = other.next((m) => m.t === 'pong');
    other.sendRaw(JSON.stringify({ t: 'ping' }));
    await pong;
    expect(other.received.slice(heard).map((m: ServerMessage) => m.t)).toEqual(['pong']);
  }

  it('lets a seat offer a draw once in 20 moves, whatever became of its last offer', async () => {
    const { id, tokens, seats } = await started();
    const [white, black] = seats;
    expect(DRAW_OFFER_MOVES).toBe(20);
    // Both move first: until then the game is aborted, not drawn.
    await play(seats, QUIET.slice(0, 2));
    // Offered and withdrawn: the next offer waits 20 moves.
    expect(await white.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });
    const offer = { t: 'draw', act: 'offer' };
    await tooSoon(
      id,
      white,
      black,
      offer,
      'you offered a draw and no move has been played since: ' +
        'you may offer another once 20 more moves have been played (one offer in 20 moves)',
    );
    // The limit is the seat's: Black may offer, and White decline.
    expect(await black.command(offer)).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });

    await play(seats, QUIET.slice(2, 21));
    await tooSoon(
      id,
      white,
      black,
      offer,
      'you offered a draw 19 moves ago: you may offer another once 1 more move has been played ' +
        '(one offer in 20 moves)',
    );

    // Across a restart the limit stands: it is read from the game's events.
    await Promise.all(seats.map((c) => c.close()));
    await server.close();
    await store.close();
    store = new SqliteStore(file);
    server = await startServer({ store, rate: { perSecond: 100, burst: 100 } });
    const [again, blackAgain] = await seated(id, tokens);
    await tooSoon(id, again, blackAgain, offer, expect.stringMatching(/^you offered a draw 19/));

    await play([again, blackAgain], QUIET.slice(21, 22), 1);
    const made = await again.command(offer);
    expect(made).toMatchObject({ t: 'ack' });
    expect(await blackAgain.event((made as { seq: number }).seq)).toMatchObject({
      event: { kind: 'draw-offer', seat: 0 },
    });
  });

  it('lets a seat ask for a takeback three times between two moves', async () => {
    const { id, seats } = await started();
    const [white, black] = seats;
    const ask = { t: 'takeback', act: 'offer' };
    const refusal =
      'you asked for a takeback 3 times since the last move: ask again once a move has been played';
    // Both move first: until then the game is aborted, not taken back.
    await play(seats, QUIET.slice(0, 2));
    // Asked and cancelled, asked and declined, asked and cancelled: the fourth waits for a move.
    expect(await white.command(ask)).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'takeback', act: 'cancel' })).toMatchObject({ t: 'ack' });
    expect(await white.command(ask)).toMatchObject({ t: 'ack' });
    expect(await black.command({ t: 'takeback', act: 'decline' })).toMatchObject({ t: 'ack' });
    expect(await white.command(ask)).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'takeback', act: 'cancel' })).toMatchObject({ t: 'ack' });
    await tooSoon(id, white, black, ask, refusal);
    // Each seat counts its own: Black's first request after White's three is taken, no move
    // played between.
    for (let i = 0; i < 3; i++) {
      expect(await black.command(ask)).toMatchObject({ t: 'ack' });
      expect(await white.command({ t: 'takeback', act: 'decline' })).toMatchObject({ t: 'ack' });
    }
    await tooSoon(id, black, white, ask, refusal);
    // Once a move has been played, Black may ask again: on its turn, for its move and White's.
    await play(seats, QUIET.slice(2, 3));
    expect(await black.command(ask)).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'takeback', act: 'accept' })).toMatchObject({ t: 'ack' });
    const game = (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
      moves: string[];
    };
    expect(game.moves).toEqual(QUIET.slice(0, 1));
  });
});
