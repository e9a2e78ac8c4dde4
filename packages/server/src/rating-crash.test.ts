/**
 * A crash between a rated game's end and its rating: the server process dies (SIGKILL, by the
 * fault hook TRIGON_FAULT=kill-before-rating) right after the game's last move is stored and
 * before the rating is written. Started again on the same data, it rates the game, once: the
 * rating and the ledger row are one transaction, and a game in the ledger is never rated again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PLAYER } from './ratings/glicko2.js';
import { ratePlacings } from './ratings/placings.js';
import { PostgresStore } from './store/postgres.js';
import { SqliteStore } from './store/sqlite.js';
import type { Store } from './store/types.js';
import { Browser, freshName } from './testing/browser.js';
import {
  REDIS_URL_TEST,
  TestClient,
  buildServer,
  freshSchema,
  postgresAvailable,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const MATE = ['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6'];
const PASSWORD = 'a good long password';
const pgReady = await postgresAvailable();
const redisReady = await redisAvailable();

let dataDir: string;
/** PostgreSQL's tables, in a schema of their own (see processes.test.ts). */
let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
const servers: ServerProcess[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
  await buildServer();
  dataDir = mkdtempSync(joinPath(tmpdir(), 'trigon-rating-crash-'));
  if (pgReady && redisReady) schema = await freshSchema();
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.kill()));
  rmSync(dataDir, { recursive: true, force: true });
  await schema?.drop();
});

for (const kind of ['sqlite', 'postgres'] as const) {
  // Two processes at once on one database share their games through Redis: without it the
  // second is refused (README, "One database, several processes").
  const ready = kind === 'postgres' ? pgReady && redisReady : redisReady;
  describe.skipIf(!ready)(`a crash before the rating with ${kind}`, () => {
    // The data folder is made in beforeAll, after the describe runs.
    const where = (): Record<string, string> =>
      kind === 'sqlite' ? { DATA_DIR: joinPath(dataDir, kind) } : { DATABASE_URL: schema!.url };
    const together = { REDIS_URL: REDIS_URL_TEST };

    async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
      const server = await spawnServer({ ...where(), DISCONNECT_MS: '30000', ...env });
      servers.push(server);
      return server;
    }

    async function openStore(): Promise<Store> {
      return kind === 'sqlite'
        ? new SqliteStore(joinPath(dataDir, kind, 'trigon.sqlite'))
        : PostgresStore.open(schema!.url);
    }

    it('rates the game exactly once after the restart', async () => {
      const first = await start({ TRIGON_FAULT: 'kill-before-rating' });
      const alice = new Browser(first.url);
      const bob = new Browser(first.url);
      const names = [freshName('a'), freshName('b')];
      expect((await alice.signUp(names[0]!, PASSWORD)).status).toBe(201);
      expect((await bob.signUp(names[1]!, PASSWORD)).status).toBe(201);
      const created = await alice.request<{ id: string; token: string }>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      const id = created.body.id;
      const joined = await bob.request<{ token: string }>('POST', `/api/games/${id}/join`, {});
      const seats = [];
      for (const token of [created.body.token, joined.body.token]) {
        const { client } = await TestClient.join(first.ws, id, token);
        clients.push(client);
        seats.push(client);
      }
      await seats[0]!.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
      for (const [i, move] of MATE.slice(0, 3).entries())
        expect(await seats[i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
      // The mate is stored, then the process dies before the rating: no ack comes.
      const exited = new Promise((resolve) =>
        first.process.once('exit', (_code, signal) => resolve(signal)),
      );
      seats[1]!.sendRaw(JSON.stringify({ t: 'move', move: MATE[3], ref: 99 }));
      expect(await exited).toBe('SIGKILL');

      const store = await openStore();
      try {
        const users = await Promise.all(names.map((n) => store.accounts.userByName(n)));
        const ids = users.map((u) => u!.id);
        expect(await store.ratings.isRated(id)).toBe(false);
        expect((await store.ratings.ratings(ids, 'trigonal', 'correspondence')).size).toBe(0);

        // Started again (twice, the second time while the first still runs): rated once.
        const second = await start(together);
        const game = await new Browser(second.url).request<{ status: string; result: unknown }>(
          'GET',
          `/api/games/${id}`,
        );
        expect(game.body).toMatchObject({ status: 'finished', result: { winners: [1] } });
        expect(await store.ratings.isRated(id)).toBe(true);
        const third = await start(together);
        await third.kill();
        await second.kill();
        const [aliceAfter, bobAfter] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [2, 1]);
        const ratings = await store.ratings.ratings(ids, 'trigonal', 'correspondence');
        expect(ratings.get(ids[0]!)).toEqual({ ...aliceAfter, games: 1 });
        expect(ratings.get(ids[1]!)).toEqual({ ...bobAfter, games: 1 });
      } finally {
        await store.close();
      }
    });
  });
}
