/**
 * Random sessions: the players and a spectator of a game of two and of a game of three send
 * random commands, the rules' moves and every other kind, valid or not, in random order.
 * Whatever they send, every command is answered (an ack, or an error with a code the protocol
 * names and never the server's own failure), a legal move of the player to move is taken, every
 * client sees the same events, the events replay under the protocol's rules, the game's page
 * agrees with them, and a server started again on the same store serves the same game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GameReplay,
  SERVER_ERRORS,
  positionPlayer,
  type CreatedGame,
  type ServerMessage,
  type StoredEvent,
} from '@trigon/protocol';
import { SqliteStore } from './store/sqlite.js';
import { TestClient, post, startServer, type TestServer } from './testing/harness.js';

/** What a random participant does: `who` picks a seat or the spectator, `pick` a move or text. */
interface Action {
  readonly kind: Kind;
  readonly who: number;
  readonly pick: number;
  readonly text: string;
}

const KINDS = [
  'legal-move',
  'legal-move-anyone',
  'text-move',
  'draw',
  'takeback',
  'resign',
  'abort',
  'claim',
  'rematch',
] as const;
type Kind = (typeof KINDS)[number];

/** Legal moves by the player to move most often, so that games get somewhere. */
const action: fc.Arbitrary<Action> = fc.record({
  kind: fc.oneof(
    { weight: 12, arbitrary: fc.constant<Kind>('legal-move') },
    { weight: 6, arbitrary: fc.constantFrom<Kind>(...KINDS) },
  ),
  who: fc.nat(3),
  pick: fc.nat(1000),
  text: fc.string({ maxLength: 12 }),
});

const DRAW_ACTS = ['offer', 'accept', 'decline', 'claim'];
const TAKEBACK_ACTS = ['offer', 'accept', 'decline', 'cancel'];

/** The events a client has, by number: its welcome's and those it received live. */
function eventsOf(client: TestClient): Map<number, string> {
  const events = new Map<number, string>();
  const keep = (e: StoredEvent) => events.set(e.seq, JSON.stringify({ at: e.at, event: e.event }));
  for (const m of client.received) {
    if (m.t === 'welcome') m.events.forEach(keep);
    else if (m.t === 'event') keep(m);
  }
  return events;
}

/** The game as its events replay, from the spectator's view. */
function replayOf(game: string, events: Map<number, string>): GameReplay {
  const replay = new GameReplay({ game, options: {} }, (definition, options) =>
    positionPlayer(definition.create(options)),
  );
  const seqs = [...events.keys()].sort((a, b) => a - b);
  // Every number from 1 on, none missing: a client that missed one would show another game.
  expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  for (const seq of seqs) {
    const { at, event } = JSON.parse(events.get(seq)!) as Omit<StoredEvent, 'seq'>;
    expect(replay.apply({ seq, at, event })).toBe(true);
  }
  return replay;
}

describe('random sessions', () => {
  let dir: string;
  let file: string;
  let store: SqliteStore;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trigon-random-'));
    file = join(dir, 'games.sqlite');
    store = new SqliteStore(file);
    // Commands as fast as the test sends them: the rate limit has tests of its own.
    server = await startServer({ store, rate: { perSecond: 10_000, burst: 10_000 } });
  });
  afterAll(async () => {
    await server.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Plays `actions` in a new game of `game`; returns its id and the events everyone saw. */
  async function session(game: string, actions: readonly Action[]) {
    const created = (await post<CreatedGame>(`${server.url}/api/games`, { game })).body;
    // By seat: the maker's seat is not always the first.
    const seats = [{ seat: created.seat, token: created.token }, ...created.invitations];
    const players: TestClient[] = [];
    for (const { seat, token } of seats)
      players[seat] = (await TestClient.join(server.ws, created.id, token)).client;
    const spectator = (await TestClient.join(server.ws, created.id)).client;
    const everyone = [...players, spectator];
    try {
      // The start, live or (the game started before its hello) in the welcome.
      const started = (m: ServerMessage) =>
        (m.t === 'event' && m.event.kind === 'start') ||
        (m.t === 'welcome' && m.events.some((e) => e.event.kind === 'start'));
      await spectator.next(started, 5000, true);
      for (const a of actions) {
        const replay = replayOf(game, eventsOf(spectator));
        const position = replay.position;
        const moves = replay.status === 'playing' ? position.legalMoves() : [];
        const legal = moves.length > 0 ? position.moveToCoord(moves[a.pick % moves.length]!) : '';
        const anyone = everyone[a.who % everyone.length]!;
        let sender = anyone;
        let message: Record<string, unknown>;
        switch (a.kind) {
          case 'legal-move':
            sender = replay.status === 'playing' ? players[position.turn]! : anyone;
            message = { t: 'move', move: legal || a.text || 'x' };
            break;
          case 'legal-move-anyone':
            message = { t: 'move', move: legal || 'x' };
            break;
          case 'text-move':
            message = { t: 'move', move: a.text || 'x' };
            break;
          case 'draw':
            message = { t: 'draw', act: DRAW_ACTS[a.pick % DRAW_ACTS.length] };
            break;
          case 'takeback':
            message = { t: 'takeback', act: TAKEBACK_ACTS[a.pick % TAKEBACK_ACTS.length] };
            break;
          case 'claim':
            // Against nobody named, or a seat: one's own, another's, one the game lacks.
            message = {
              t: 'claim',
              act: a.pick % 2 === 0 ? 'win' : 'draw',
              ...(a.pick % 3 === 0 ? {} : { seat: a.who % 4 }),
            };
            break;
          default:
            message = { t: a.kind };
        }
        const answer = await sender.command(message);
        const context = `${JSON.stringify(message)} from ${everyone.indexOf(sender)}: ${JSON.stringify(answer)}`;
        if (answer.t === 'error') {
          expect(Object.keys(SERVER_ERRORS), context).toContain(answer.code);
          expect(answer.code, context).not.toBe('server');
          // The player to move's legal move is refused only for its clock.
          if (a.kind === 'legal-move' && legal !== '') expect(answer.code, context).toBe('time');
        } else {
          expect(answer.t, context).toBe('ack');
          if (answer.t === 'ack') await spectator.event(answer.seq);
        }
      }
      // Once every seat has asked, the server starts the rematch, an event of its own that
      // follows the last ack.
      const end = replayOf(game, eventsOf(spectator));
      if (end.rematchOffers.size === end.playing.length) {
        await spectator.next((m) => m.t === 'event' && m.event.kind === 'rematch', 5000, true);
      }
      // Every client has every event, the same ones.
      const last = Math.max(...eventsOf(spectator).keys());
      for (const client of everyone) await client.event(last);
      const seen = eventsOf(spectator);
      for (const client of everyone) expect(eventsOf(client)).toEqual(seen);
      return { id: created.id, seen };
    } finally {
      await Promise.all(everyone.map((c) => c.close()));
    }
  }

  /** The game's page: its status and moves. */
  async function page(id: string): Promise<{ status: string; moves: string[] }> {
    return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
      status: string;
      moves: string[];
    };
  }

  /** A spectator's events from a new connection. */
  async function welcomeEvents(id: string): Promise<Map<number, string>> {
    const { client } = await TestClient.join(server.ws, id);
    await client.close();
    return eventsOf(client);
  }

  for (const game of ['trigonal', 'triangulation']) {
    it(`answers every command in a game of ${game} and keeps one story of it`, async () => {
      const played: { id: string; seen: Map<number, string> }[] = [];
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 100 }), async (actions) => {
          const { id, seen } = await session(game, actions);
          const replay = replayOf(game, seen);
          const shown = await page(id);
          expect(shown.moves).toEqual(replay.moves);
          expect(shown.status).toBe(replay.status);
          expect(await welcomeEvents(id)).toEqual(seen);
          played.push({ id, seen });
        }),
        { numRuns: 100 },
      );
      // Started again on the same store, the server serves every game as it was.
      await server.close();
      await store.close();
      store = new SqliteStore(file);
      server = await startServer({ store, rate: { perSecond: 10_000, burst: 10_000 } });
      for (const { id, seen } of played) expect(await welcomeEvents(id)).toEqual(seen);
    }, 120_000);
  }
});
