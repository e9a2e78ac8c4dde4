/**
 * An account deleted while a game of theirs is being rated, on PostgreSQL, where the two run
 * on different connections: whichever comes first, no rating of the deleted account is left
 * behind, and the other player's is written. (SQLite runs both on one connection, one after
 * the other; rated.test.ts deletes an account in play on both stores.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from './store/postgres.js';
import { NEW_PLAYER } from './ratings/glicko2.js';
import { freshName } from './testing/browser.js';
import { DATABASE_URL_TEST, postgresAvailable } from './testing/harness.js';

const ready = await postgresAvailable();

describe.skipIf(!ready)('deleting an account while its game is rated, on PostgreSQL', () => {
  let store: PostgresStore;
  /** Another connection, holding a transaction open while the store's calls wait for it. */
  let holder: pg.Client;
  let holderPid: number;
  const users: string[] = [];
  const games: string[] = [];

  beforeAll(async () => {
    store = await PostgresStore.open(DATABASE_URL_TEST);
    holder = new pg.Client({ connectionString: DATABASE_URL_TEST });
    await holder.connect();
    holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
      .pid;
  });
  afterAll(async () => {
    // The database is shared by the test files: this file's rows go.
    await holder?.query('DELETE FROM rated_games WHERE game_id = ANY($1)', [games]);
    await holder?.query('DELETE FROM ratings WHERE user_id = ANY($1)', [users]);
    await holder?.query('DELETE FROM users WHERE id = ANY($1)', [users]);
    await holder?.end();
    await store?.close();
  });

  async function account(): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    users.push(id);
    const made = await store.accounts.createUser({
      id,
      name: freshName('del'),
      passwordHash: 'not a hash',
      createdAt: Date.now(),
    });
    expect(made).toBe(true);
    return id;
  }

  /** Resolves once a statement of another connection waits for the holder's transaction. */
  async function blocked(): Promise<void> {
    await expect
      .poll(
        async () =>
          (
            await holder.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
              [holderPid],
            )
          ).rows[0]!.n,
      )
      .toBe(1);
  }

  const ratingsOf = async (userId: string) =>
    (await store.ratings.ratingsOf(userId)).map((r) => r.game);

  it('a deletion that comes while a rating holds the account waits for it, then deletes its rating', async () => {
    const userId = await account();
    // What a rating does (ratings-postgres.ts): holds the account, writes its rating, commits.
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE id = $1 FOR KEY SHARE', [userId]);
    await holder.query(
      `INSERT INTO ratings (user_id, game, speed, rating, rd, volatility, games, updated_at)
       VALUES ($1, 'trigonal', 'blitz', 1600, 300, 0.06, 1, 1)`,
      [userId],
    );
    const deleting = store.accounts.deleteUser(userId);
    await blocked();
    await holder.query('COMMIT');
    await deleting;
    expect(await store.accounts.userById(userId)).toBeUndefined();
    expect(await ratingsOf(userId)).toEqual([]);
  });

  it('a rating that comes while a deletion is under way waits for it, and rates the other player only', async () => {
    const [gone, stays] = [await account(), await account()];
    await holder.query('BEGIN');
    await holder.query('DELETE FROM users WHERE id = $1', [gone]);
    const gameId = `del-${randomBytes(6).toString('hex')}`;
    games.push(gameId);
    const rating = store.ratings.rateGame(
      {
        gameId,
        game: 'trigonal',
        speed: 'blitz',
        userIds: [gone, stays],
        at: Date.now(),
      },
      () => [
        { ...NEW_PLAYER, rating: 1400 },
        { ...NEW_PLAYER, rating: 1600 },
      ],
    );
    await blocked();
    await holder.query('COMMIT');
    expect(await rating).toBe(true);
    expect(await ratingsOf(gone)).toEqual([]);
    expect(await ratingsOf(stays)).toEqual(['trigonal']);
  });
});
