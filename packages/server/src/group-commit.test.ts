/**
 * PostgreSQL's group commit (store/postgres.ts): events appended together are stored in one
 * transaction, each append resolving after it; a taken number or a bad event fails alone.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from './store/postgres.js';
import { moveEvent, storedGame } from './testing/fixtures.js';
import { DATABASE_URL_TEST, postgresAvailable } from './testing/harness.js';

const ready = await postgresAvailable();

const game = (id: string) => storedGame(id, 'trigonal');
const move = (seq: number, text: string) => moveEvent(seq, text);

describe.skipIf(!ready)('group commit on PostgreSQL', () => {
  let store: PostgresStore;
  let sql: pg.Client;
  const prefix = `gc-${randomBytes(4).toString('hex')}`;
  const ids = Array.from({ length: 40 }, (_, i) => `${prefix}-${i}`);

  beforeAll(async () => {
    store = await PostgresStore.open(DATABASE_URL_TEST);
    sql = new pg.Client({ connectionString: DATABASE_URL_TEST });
    await sql.connect();
    for (const id of ids) await store.createGame(game(id), [0, 1]);
  });
  afterAll(async () => {
    await sql?.query('DELETE FROM events WHERE game_id LIKE $1', [`${prefix}-%`]);
    await sql?.query('DELETE FROM games WHERE id LIKE $1', [`${prefix}-%`]);
    await sql?.end();
    await store?.close();
  });

  /** The transactions that wrote the games' events (PostgreSQL's xmin of each row). */
  async function writers(games: readonly string[]): Promise<Set<string>> {
    const rows = await sql.query<{ xmin: string }>(
      'SELECT xmin::text FROM events WHERE game_id = ANY($1)',
      [games],
    );
    return new Set(rows.rows.map((r) => r.xmin));
  }

  it('stores appends of one turn in one transaction, each game with its last status', async () => {
    const games = ids.slice(0, 30);
    // Two events for the first game: its status is the second's.
    const appends = [
      store.append(games[0]!, move(1, 'h4-h5'), { status: 'playing', openSeats: [1] }),
      store.append(games[0]!, move(2, 'g10-g9'), { status: 'finished', openSeats: [] }),
      ...games
        .slice(1)
        .map((id) => store.append(id, move(1, 'h4-h5'), { status: 'playing', openSeats: [] })),
    ];
    expect(await Promise.all(appends)).toEqual(appends.map(() => true));
    expect((await writers(games)).size).toBe(1);
    expect((await store.events(games[0]!, 0)).map((e) => e.event)).toEqual([
      { kind: 'move', seat: 0, move: 'h4-h5' },
      { kind: 'move', seat: 1, move: 'g10-g9' },
    ]);
    const status = await sql.query<{ id: string; status: string; open_seats: number[] }>(
      'SELECT id, status, open_seats FROM games WHERE id = ANY($1) ORDER BY id',
      [games],
    );
    for (const row of status.rows) {
      expect(row).toEqual(
        row.id === games[0]
          ? { id: row.id, status: 'finished', open_seats: [] }
          : { id: row.id, status: 'playing', open_seats: [] },
      );
    }
  });

  it('refuses a taken number without holding back the rest of the batch', async () => {
    const [taken, fresh, twice] = ids.slice(30, 33) as [string, string, string];
    expect(await store.append(taken, move(1, 'h4-h5'), { status: 'playing', openSeats: [] })).toBe(
      true,
    );
    const results = await Promise.all([
      store.append(taken, move(1, 'i4-i5'), { status: 'finished', openSeats: [] }),
      store.append(fresh, move(1, 'i4-i5'), { status: 'playing', openSeats: [] }),
      // The same number twice in one batch: the first wins, as it would one after the other.
      store.append(twice, move(1, 'h4-h5'), { status: 'playing', openSeats: [] }),
      store.append(twice, move(1, 'i4-i5'), { status: 'finished', openSeats: [] }),
    ]);
    expect(results).toEqual([false, true, true, false]);
    expect((await store.events(taken, 0)).map((e) => e.event)).toEqual([
      { kind: 'move', seat: 0, move: 'h4-h5' },
    ]);
    expect((await store.events(twice, 0)).map((e) => e.event)).toEqual([
      { kind: 'move', seat: 0, move: 'h4-h5' },
    ]);
    const statuses = await sql.query<{ status: string }>(
      'SELECT status FROM games WHERE id = ANY($1) ORDER BY id',
      [[taken, fresh, twice]],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['playing', 'playing', 'playing']);
  });

  it('fails only the bad event of a batch', async () => {
    const good = ids.slice(33, 40);
    const unknown = `${prefix}-unknown`;
    const results = await Promise.allSettled([
      ...good.map((id) => store.append(id, move(1, 'h4-h5'), { status: 'playing', openSeats: [] })),
      // No such game: the events table's foreign key refuses it.
      store.append(unknown, move(1, 'h4-h5'), { status: 'playing', openSeats: [] }),
    ]);
    expect(results.slice(0, good.length)).toEqual(
      good.map(() => ({ status: 'fulfilled', value: true })),
    );
    expect(results.at(-1)!.status).toBe('rejected');
    for (const id of good) expect(await store.events(id, 0)).toHaveLength(1);
    expect(await store.events(unknown, 0)).toEqual([]);
  });

  it('commits what is queued before it closes', async () => {
    const other = await PostgresStore.open(DATABASE_URL_TEST);
    const id = `${prefix}-0`;
    const pending = other.append(id, move(3, 'i4-i5'), { status: 'finished', openSeats: [] });
    await other.close();
    expect(await pending).toBe(true);
    expect((await store.events(id, 2)).map((e) => e.seq)).toEqual([3]);
  });
});
