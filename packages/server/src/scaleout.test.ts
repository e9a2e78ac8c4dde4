/**
 * Two server processes share games through Redis pub/sub (REDIS_URL_TEST) and one SQLite
 * file: players connected to different processes play the same game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REDIS_URL_TEST,
  TestClient,
  buildServer,
  post,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const MATE = ['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6'];
const redisReady = await redisAvailable();

describe.skipIf(!redisReady)('two server processes with Redis', () => {
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    await buildServer();
    dataDir = mkdtempSync(joinPath(tmpdir(), 'trigon-redis-'));
    const env = { DATA_DIR: dataDir, REDIS_URL: REDIS_URL_TEST, DISCONNECT_MS: '1500' };
    a = await spawnServer(env);
    b = await spawnServer(env);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function join(server: ServerProcess, game: string, token?: string) {
    const joined = await TestClient.join(server.ws, game, token);
    clients.push(joined.client);
    return joined;
  }

  it('carries chat lines to the other process, each channel to its own readers', async () => {
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${a.url}/api/games`,
      { game: 'trigonal' },
    );
    const id = created.body.id;
    const white = (await join(a, id, created.body.token)).client;
    const black = (await join(b, id, created.body.invitations[0]!.token)).client;
    const watcherA = (await join(a, id)).client;
    const watcherB = (await join(b, id)).client;
    await black.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    const chat = (client: TestClient) =>
      client.received.flatMap((m) => (m.t === 'chat' ? [`${m.line.channel}: ${m.line.text}`] : []));
    white.sendRaw(JSON.stringify({ t: 'chat', channel: 'players', text: 'hello from a' }));
    await black.next((m) => m.t === 'chat', 5000, true);
    watcherB.sendRaw(JSON.stringify({ t: 'chat', channel: 'spectators', text: 'watching on b' }));
    await watcherA.next((m) => m.t === 'chat', 5000, true);
    // Each line reached its channel's readers on both processes, and no one else.
    expect(chat(black)).toEqual(['players: hello from a']);
    expect(chat(watcherA)).toEqual(['spectators: watching on b']);
    await white.next((m) => m.t === 'chat', 5000, true);
    await watcherB.next((m) => m.t === 'chat', 5000, true);
    expect(chat(white)).toEqual(['players: hello from a']);
    expect(chat(watcherB)).toEqual(['spectators: watching on b']);
  });

  it('plays one game across two processes, watched from both', async () => {
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${a.url}/api/games`,
      { game: 'trigonal' },
    );
    const id = created.body.id;
    const white = (await join(a, id, created.body.token)).client;
    const black = (await join(b, id, created.body.invitations[0]!.token)).client;
    const watcherA = (await join(a, id)).client;
    const watcherB = (await join(b, id)).client;
    await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    await black.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    // Each process knows the other's player is connected.
    await white.next((m) => m.t === 'presence' && m.connected.every(Boolean), 5000, true);
    for (const [i, move] of MATE.entries()) {
      const player = i % 2 === 0 ? white : black;
      const opponent = i % 2 === 0 ? black : white;
      const reply = await player.command({ t: 'move', move });
      expect(reply).toMatchObject({ t: 'ack' });
      // The opponent, on the other process, sees the move before answering it.
      await opponent.event((reply as { seq: number }).seq);
    }
    const lastSeq = Math.max(...white.seqs());
    for (const client of [white, black, watcherA, watcherB]) {
      await client.event(lastSeq);
      expect(client.seqs()).toEqual(Array.from({ length: lastSeq }, (_, i) => i + 1));
    }
    for (const server of [a, b]) {
      const game = (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
        moves: string[];
        result: unknown;
      };
      expect(game.moves).toEqual(MATE);
      expect(game.result).toEqual({ winners: [1], reason: 'checkmate' });
    }
  }, 30_000);

  it('refuses a move out of turn made on the other process', async () => {
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${b.url}/api/games`,
      { game: 'trigonal' },
    );
    const id = created.body.id;
    const white = (await join(a, id, created.body.token)).client;
    const black = (await join(b, id, created.body.invitations[0]!.token)).client;
    await black.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    const ack = await white.command({ t: 'move', move: MATE[0] });
    expect(ack).toMatchObject({ t: 'ack' });
    // White at once tries again through process A; Black's process already knows it moved.
    expect(await white.command({ t: 'move', move: 'i4-i5' })).toMatchObject({
      code: 'not-your-turn',
    });
    await black.event((ack as { seq: number }).seq);
    expect(await black.command({ t: 'move', move: MATE[1] })).toMatchObject({ t: 'ack' });
  }, 30_000);
});
