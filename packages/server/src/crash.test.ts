/**
 * The server process is killed with SIGKILL in the middle of games and started again on the
 * same data: every acknowledged move is still there, clocks go on, clients finish their games.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  TestClient,
  buildServer,
  post,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const MATE = ['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6'];
const GAMES = 4;

let dataDir: string;
const servers: ServerProcess[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
  await buildServer();
  dataDir = mkdtempSync(joinPath(tmpdir(), 'trigon-crash-'));
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await spawnServer({ DATA_DIR: dataDir, DISCONNECT_MS: '30000' });
  servers.push(server);
  return server;
}

async function join(server: ServerProcess, game: string, token: string, since = 0) {
  const joined = await TestClient.join(server.ws, game, token, since);
  clients.push(joined.client);
  return joined;
}

async function fetchGame(server: ServerProcess, id: string) {
  return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
    status: string;
    seq: number;
    moves: string[];
    clocks: number[];
    result: { winners: number[]; reason: string } | null;
  };
}

it('keeps every acknowledged move and the clocks through a SIGKILL', async () => {
  const first = await start();
  const clock = { kind: 'realtime', initialMs: 120_000, bonusMs: 0, mode: 'increment' };
  const games: { id: string; tokens: string[]; acked: string[] }[] = [];
  for (let i = 0; i < GAMES; i++) {
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${first.url}/api/games`,
      { game: 'trigonal', clock },
    );
    games.push({
      id: created.body.id,
      tokens: [created.body.token, created.body.invitations[0]!.token],
      acked: [],
    });
  }
  // A game whose clock is short: it must still fall after the restart.
  const short = await post<{ id: string; token: string; invitations: { token: string }[] }>(
    `${first.url}/api/games`,
    {
      game: 'trigonal',
      clock: { kind: 'realtime', initialMs: 6000, bonusMs: 0, mode: 'increment' },
    },
  );
  const shortSeats = [
    (await join(first, short.body.id, short.body.token)).client,
    (await join(first, short.body.id, short.body.invitations[0]!.token)).client,
  ];
  await shortSeats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
  // Each clock starts with its seat's first move: after the first round, White's runs.
  for (let m = 0; m < 2; m++)
    expect(await shortSeats[m]!.command({ t: 'move', move: MATE[m] })).toMatchObject({ t: 'ack' });

  const seats = await Promise.all(
    games.map(async (g) => [
      await join(first, g.id, g.tokens[0]!),
      await join(first, g.id, g.tokens[1]!),
    ]),
  );
  // The server starts a game once both seats are taken, just after the second welcome.
  for (const pair of seats) {
    for (const { client } of pair) {
      await client.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    }
  }
  // Each game gets some moves in: game i has i+1 acknowledged moves (up to 3).
  for (const [i, game] of games.entries()) {
    for (let m = 0; m < Math.min(i + 1, 3); m++) {
      const reply = await seats[i]![m % 2]!.client.command({ t: 'move', move: MATE[m] });
      expect(reply).toMatchObject({ t: 'ack' });
      game.acked.push(MATE[m]!);
    }
  }
  // One more move is in flight when the process dies; it may or may not have been stored.
  const last = games[0]!;
  seats[0]![1]!.client.sendRaw(JSON.stringify({ t: 'move', move: MATE[1], ref: 99 }));
  const before = await fetchGame(first, games[1]!.id);
  const killedAt = Date.now();
  await first.kill('SIGKILL');

  const second = await start();
  for (const game of games) {
    const stored = await fetchGame(second, game.id);
    expect(stored.moves.slice(0, game.acked.length)).toEqual(game.acked);
    expect(stored.status).toBe('playing');
  }
  expect((await fetchGame(second, last.id)).moves.length).toBeLessThanOrEqual(2);
  // Game 1 (two moves: White to move) kept its clocks; White's has run on since its turn began.
  const after = await fetchGame(second, games[1]!.id);
  const elapsed = Date.now() - killedAt;
  expect(after.clocks[1]).toBe(before.clocks[1]);
  expect(after.clocks[0]).toBeLessThan(before.clocks[0]!);
  expect(after.clocks[0]).toBeGreaterThan(before.clocks[0]! - elapsed - 2000);

  // Clients come back with the last event they saw and finish every game.
  for (const [i, game] of games.entries()) {
    const played = await fetchGame(second, game.id);
    const sides = await Promise.all(
      [0, 1].map(async (seat) => {
        const old = seats[i]![seat]!.client;
        const since = Math.max(0, ...old.seqs());
        const back = await join(second, game.id, game.tokens[seat]!, since);
        expect(back.welcome.events.every((e) => e.seq > since)).toBe(true);
        return back.client;
      }),
    );
    for (let m = played.moves.length; m < MATE.length; m++) {
      expect(await sides[m % 2]!.command({ t: 'move', move: MATE[m] })).toMatchObject({ t: 'ack' });
    }
    const done = await fetchGame(second, game.id);
    expect(done.moves).toEqual(MATE);
    expect(done.result).toEqual({ winners: [1], reason: 'checkmate' });
  }
  // The short clock, resumed after the restart, falls.
  const deadline = Date.now() + 8000;
  let flagged = await fetchGame(second, short.body.id);
  while (flagged.status !== 'finished' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    flagged = await fetchGame(second, short.body.id);
  }
  expect(flagged.result).toEqual({ winners: [1], reason: 'White lost on time' });
}, 60_000);
