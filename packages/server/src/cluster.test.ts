/**
 * The deployment of scripts/cluster.sh: nginx in front of two server processes sharing
 * PostgreSQL and Redis. Games are played through nginx, which sends every client of one game to
 * one process (the game in the WebSocket's address, as the web app writes it); one process is
 * killed with SIGKILL in the middle of them; every client it held reconnects through nginx (to
 * the other process) with nothing acknowledged lost, the games finish, and presence is right:
 * the clients that came back count as connected, one that does not is shown away after the
 * presence TTL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@trigon/protocol';
import { WebSocket } from 'ws';
import { nginxPath, startCluster, type Cluster } from './cluster.js';
import {
  DATABASE_URL_TEST,
  REDIS_URL_TEST,
  TestClient,
  buildServer,
  post,
  postgresAvailable,
  redisAvailable,
} from './testing/harness.js';

const MATE = ['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6'];
/** Games are created until both processes hold one, and at most this many. */
const MAX_GAMES = 16;
const PRESENCE_TTL_MS = 1500;
const DISCONNECT_MS = 6000;

/** Like the tests of PostgreSQL and Redis: in CI a missing nginx is a failure. */
function nginxAvailable(): boolean {
  if (nginxPath()) return true;
  const message =
    'nginx is not installed: run `sudo bash packages/server/scripts/services.sh` (Debian) to install it';
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`${message}; the cluster test is left out.`);
  return false;
}

const ready = (await postgresAvailable()) && (await redisAvailable()) && nginxAvailable();

/** Which seats a client last heard are connected: its welcome, then presence messages. */
function presence(client: TestClient): boolean[] | undefined {
  let connected: boolean[] | undefined;
  for (const m of client.received) {
    if (m.t === 'welcome' || m.t === 'presence') connected = m.connected;
  }
  return connected;
}

async function until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`not in ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The WebSocket connections a server process holds, from its own metrics (not via nginx). */
async function connections(processUrl: string): Promise<number> {
  const text = await (await fetch(`${processUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('trigon_connections '));
  if (!line) throw new Error(`no trigon_connections in the metrics of ${processUrl}`);
  return Number(line.split(' ')[1]);
}

interface Seat {
  client: TestClient;
  token: string | undefined;
  closed: boolean;
  /** Event numbers the connections before this one received. */
  seen: number[];
}

describe.skipIf(!ready)('nginx in front of two processes on PostgreSQL and Redis', () => {
  let cluster: Cluster | undefined;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    await buildServer();
    cluster = await startCluster(2, {
      DATABASE_URL: DATABASE_URL_TEST,
      REDIS_URL: REDIS_URL_TEST,
      DISCONNECT_MS: String(DISCONNECT_MS),
      PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
      LOG_LEVEL: 'warn',
      GAMES_PER_MINUTE: '1000',
      GAMES_BURST: '1000',
    });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await cluster?.stop();
  });

  async function join(game: string, token?: string, since = 0) {
    const joined = await TestClient.join(`${cluster!.ws}?game=${game}`, game, token, since);
    clients.push(joined.client);
    return joined;
  }

  async function fetchGame(id: string) {
    return (await (await fetch(`${cluster!.url}/api/games/${id}`)).json()) as {
      status: string;
      seq: number;
      moves: string[];
      result: { winners: number[]; reason: string } | null;
    };
  }

  it("takes a browser's requests through nginx: its Origin is nginx's own address", async () => {
    const { url } = cluster!;
    // A browser sends Origin with every POST, the page's own included: nginx listens on a
    // port of its own, which the Host it passes on must keep for the Origin check.
    const create = (origin: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ game: 'trigonal' }),
      });
    expect((await create(url)).status).toBe(201);
    const other = await create('https://elsewhere.example');
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'cross-site' });
    // The servers trust nginx's forwarded headers: one the client sent must not reach them, or
    // it would name the foreign Origin's host as the server's own.
    const forged = await create('https://elsewhere.example', {
      'x-forwarded-host': 'elsewhere.example',
    });
    expect(forged.status).toBe(403);
  });

  it('survives a SIGKILL of one process: clients reconnect through nginx', async () => {
    const { url, processes } = cluster!;
    expect(processes).toHaveLength(2);
    // Games, each with two players and a spectator, all through nginx's one address, until
    // both processes hold some. nginx sends the three clients of a game to the same process.
    const games: { id: string; seats: Seat[]; acked: string[] }[] = [];
    let held = [0, 0];
    while (held.some((n) => n === 0)) {
      expect(games.length, 'games went to both processes').toBeLessThan(MAX_GAMES);
      const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
        `${url}/api/games`,
        { game: 'trigonal' },
      );
      expect(created.status).toBe(201);
      const id = created.body.id;
      const seats: Seat[] = [];
      for (const token of [created.body.token, created.body.invitations[0]!.token, undefined]) {
        const { client } = await join(id, token);
        const seat: Seat = { client, token, closed: false, seen: [] };
        client.socket.once('close', () => (seat.closed = true));
        seats.push(seat);
      }
      games.push({ id, seats, acked: [] });
      const now = await Promise.all(processes.map((p) => connections(p.url)));
      expect(now.map((n, i) => n - held[i]!).sort()).toEqual([0, 3]);
      held = now;
    }
    for (const game of games) {
      for (const { client } of game.seats) {
        await until(() => client.seqs().includes(3), 5000, 'the game started');
        await until(() => presence(client)?.every(Boolean) === true, 5000, 'both seats connected');
      }
    }
    // Halfway through each game (Black's first move is the last acknowledged)…
    for (const game of games) {
      for (const [m, move] of MATE.slice(0, 2).entries()) {
        const reply = await game.seats[m]!.client.command({ t: 'move', move });
        expect(reply).toMatchObject({ t: 'ack' });
        game.acked.push(move);
      }
    }
    // …the first process dies. nginx closes the WebSockets it carried, and only those.
    await cluster!.kill(0);
    const all = games.flatMap((g) => g.seats);
    await until(
      () => all.filter((s) => s.closed).length > 0,
      5000,
      'the killed process held some clients',
    );
    // nginx closes them all at once; a moment more for the last close to arrive.
    await new Promise((r) => setTimeout(r, 500));
    const closed = all.filter((s) => s.closed);
    expect(closed).toHaveLength(held[0]!);
    // Every game lost all its clients or none.
    for (const game of games) {
      expect(new Set(game.seats.map((s) => s.closed)).size, `game ${game.id}`).toBe(1);
    }
    const away = games.find((g) => g.seats[0]!.closed);
    expect(away, 'a game was on the killed process').toBeDefined();
    // One player of that game does not come back; every other client reconnects with the last
    // event it saw, through nginx, which sends it to the process still up.
    const absentSeat = away!.seats.findIndex((s) => s.closed);
    const absent = away!.seats[absentSeat]!;
    for (const game of games) {
      for (const [i, seat] of game.seats.entries()) {
        if (!seat.closed || seat === absent) continue;
        const since = Math.max(0, ...seat.client.seqs());
        const back = await join(game.id, seat.token, since);
        expect(back.welcome.seat).toBe(seat.token === undefined ? null : i);
        expect(back.welcome.events.every((e) => e.seq > since)).toBe(true);
        seat.seen.push(...seat.client.seqs());
        seat.client = back.client;
        seat.closed = false;
      }
    }
    // Nothing acknowledged was lost.
    for (const game of games) expect((await fetchGame(game.id)).moves).toEqual(game.acked);
    // Presence: in every other game both players count as connected, for everyone watching;
    // in the game of the absent player, their seat is away once the TTL has passed.
    const deadline = PRESENCE_TTL_MS + 8000;
    for (const game of games) {
      const expected = [0, 1].map((s) => game !== away || s !== absentSeat);
      for (const seat of game.seats) {
        if (seat === absent) continue;
        await until(
          () => JSON.stringify(presence(seat.client)) === JSON.stringify(expected),
          deadline,
          `presence ${JSON.stringify(expected)} in game ${game.id}`,
        );
      }
    }
    // The games go on to their end: checkmate, or abandonment by the player who did not return.
    for (const game of games) {
      if (game === away) continue;
      for (const [m, move] of MATE.entries()) {
        if (m < 2) continue;
        const reply = await game.seats[m % 2]!.client.command({ t: 'move', move });
        expect(reply).toMatchObject({ t: 'ack' });
      }
      const done = await fetchGame(game.id);
      expect(done.moves).toEqual(MATE);
      expect(done.result).toEqual({ winners: [1], reason: 'checkmate' });
    }
    const watcher = away!.seats[2]!.client;
    await watcher.next(
      (m: ServerMessage) => m.t === 'event' && m.event.kind === 'abandon',
      DISCONNECT_MS + 8000,
      true,
    );
    const abandoned = await fetchGame(away!.id);
    expect(abandoned.status).toBe('finished');
    expect(abandoned.result?.winners).toEqual([1 - absentSeat]);
    // Every client but the absent one is connected and, across its connections, saw every
    // event of its game once and in order.
    for (const game of games) {
      const last = (await fetchGame(game.id)).seq;
      for (const seat of game.seats) {
        if (seat === absent) continue;
        expect(seat.client.socket.readyState).toBe(WebSocket.OPEN);
        await until(() => seat.client.seqs().includes(last), 5000, `event ${last}`);
        const seqs = [...seat.seen, ...seat.client.seqs()];
        expect(seqs).toEqual(Array.from({ length: last }, (_, i) => i + 1));
      }
    }
  }, 60_000);
});
