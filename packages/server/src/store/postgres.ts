import pg from 'pg';
import type { StoredEvent } from '@trigon/protocol';
import type { GameStatus, LobbyCursor, StoredGame, Store, WaitingGame } from './types.js';
import type { AccountStore } from './accounts.js';
import type { RatingStore } from './ratings.js';
import { PostgresRatings } from './ratings-postgres.js';
import { PostgresAccounts } from './accounts-postgres.js';

/** Schema changes in order; each runs once, recorded in schema_migrations. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE games (
     id TEXT PRIMARY KEY,
     data JSONB NOT NULL,
     created_at BIGINT NOT NULL,
     public BOOLEAN NOT NULL,
     status TEXT NOT NULL,
     open_seats JSONB NOT NULL
   );
   CREATE INDEX games_status ON games (status, created_at);
   CREATE TABLE events (
     game_id TEXT NOT NULL REFERENCES games (id),
     seq INTEGER NOT NULL,
     at BIGINT NOT NULL,
     data JSONB NOT NULL,
     PRIMARY KEY (game_id, seq)
   );`,
  // Players: accounts, sessions, seats held by accounts, ratings and the ledger of rated games.
  `CREATE TABLE users (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     csrf TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE INDEX sessions_expiry ON sessions (expires_at);
   CREATE TABLE game_players (
     game_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     user_id TEXT NOT NULL,
     token TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (game_id, seat)
   );
   CREATE INDEX game_players_user ON game_players (user_id, created_at);
   CREATE TABLE ratings (
     user_id TEXT NOT NULL,
     game TEXT NOT NULL,
     speed TEXT NOT NULL,
     rating DOUBLE PRECISION NOT NULL,
     rd DOUBLE PRECISION NOT NULL,
     volatility DOUBLE PRECISION NOT NULL,
     games INTEGER NOT NULL,
     updated_at BIGINT NOT NULL,
     PRIMARY KEY (user_id, game, speed)
   );
   CREATE INDEX ratings_board ON ratings (game, speed, rating);
   CREATE TABLE rated_games (
     game_id TEXT PRIMARY KEY,
     rated_at BIGINT NOT NULL,
     changes JSONB NOT NULL
   );`,
];

/** The most events one statement of the group commit carries. */
const MAX_BATCH = 500;

interface PendingAppend {
  readonly id: string;
  readonly event: StoredEvent;
  readonly status: GameStatus;
  readonly resolve: (stored: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/** PostgreSQL, chosen when DATABASE_URL is set. */
export class PostgresStore implements Store {
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;

  /** Told when PostgreSQL ends an idle connection of the pool; see `onConnectionLost`. */
  private connectionLost: (error: Error) => void = () => {};

  private constructor(private readonly pool: pg.Pool) {
    this.accounts = new PostgresAccounts(pool);
    this.ratings = new PostgresRatings(pool);
    // An idle connection that PostgreSQL ends (a restart, a failover, pg_terminate_backend)
    // is an 'error' event of the pool, which would end the process unheard. The pool drops
    // that connection and the next query opens another; /readyz says whether that works.
    pool.on('error', (error) => this.connectionLost(error));
  }

  /** Someone to tell (the log) when PostgreSQL ends one of the pool's idle connections. */
  onConnectionLost(listener: (error: Error) => void): void {
    this.connectionLost = listener;
  }

  static async open(url: string): Promise<PostgresStore> {
    // A server that takes a connection and never answers (a host that hangs, a proxy in the
    // way) fails the start, and later a command, after 10 s, instead of holding it forever.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
    const client = await pool.connect();
    try {
      // One process migrates at a time; the others wait for it.
      await client.query('SELECT pg_advisory_lock(7312001)');
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(done.rows.map((r) => r.version));
      for (let version = 1; version <= MIGRATIONS.length; version++) {
        if (applied.has(version)) continue;
        await client.query('BEGIN');
        await client.query(MIGRATIONS[version - 1]!);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(7312001)');
      client.release();
    }
    return new PostgresStore(pool);
  }

  async createGame(game: StoredGame, openSeats: readonly number[]): Promise<void> {
    await this.pool.query(
      'INSERT INTO games (id, data, created_at, public, status, open_seats) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        game.id,
        JSON.stringify(game),
        game.createdAt,
        game.public,
        'waiting',
        JSON.stringify(openSeats),
      ],
    );
  }

  async getGame(id: string): Promise<StoredGame | undefined> {
    const result = await this.pool.query<{ data: StoredGame }>(
      'SELECT data FROM games WHERE id = $1',
      [id],
    );
    return result.rows[0]?.data;
  }

  async events(id: string, after: number): Promise<StoredEvent[]> {
    const result = await this.pool.query<{ seq: number; at: string; data: StoredEvent['event'] }>(
      'SELECT seq, at, data FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq',
      [id, after],
    );
    return result.rows.map((r) => ({ seq: r.seq, at: Number(r.at), event: r.data }));
  }

  /**
   * Group commit: events appended while the previous batch is being committed (and those of
   * one turn of the event loop) go to PostgreSQL together as one statement, one transaction
   * and one flush of the WAL. Each promise resolves after the COMMIT, so an event is durable
   * before anyone hears of it.
   */
  append(id: string, event: StoredEvent, status: GameStatus): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id, event, status, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        this.drained = new Promise((r) => setImmediate(r)).then(() => this.flush());
      }
    });
  }

  private queue: PendingAppend[] = [];
  private flushing = false;
  /** Resolves when the appends queued so far are committed (for close). */
  private drained: Promise<void> = Promise.resolve();

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const stored = await this.appendBatch(batch);
        batch.forEach((entry, i) => entry.resolve(stored[i]!));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One bad event (or a deadlock with another process's batch) fails the whole
        // transaction: each event then goes on its own, so that only a bad one fails.
        for (const entry of batch) {
          try {
            entry.resolve((await this.appendBatch([entry]))[0]!);
          } catch (single) {
            entry.reject(single);
          }
        }
      }
    }
    this.flushing = false;
  }

  /**
   * Inserts the events (in the order of their keys, so that two processes' batches lock rows in
   * the same order) and sets each game's status to that of its last new event, in one
   * statement. Which events were new: an event whose number is taken changes nothing.
   */
  private async appendBatch(batch: readonly PendingAppend[]): Promise<boolean[]> {
    const seen = new Set<string>();
    // A second event with the same number in one batch loses, as it would after the first.
    const first = batch.map(({ id, event }) => {
      const key = `${event.seq} ${id}`;
      const fresh = !seen.has(key);
      seen.add(key);
      return fresh;
    });
    const rows = batch.flatMap(({ id, event, status }, i) =>
      first[i]
        ? [
            {
              i,
              game_id: id,
              seq: event.seq,
              at: event.at,
              data: event.event,
              status: status.status,
              open_seats: status.openSeats,
            },
          ]
        : [],
    );
    const result = await this.pool.query<{ game_id: string; seq: number }>(
      `WITH batch AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS b(i INTEGER, game_id TEXT, seq INTEGER, at BIGINT, data JSONB, status TEXT, open_seats JSONB)
       ), inserted AS (
         INSERT INTO events (game_id, seq, at, data)
         SELECT game_id, seq, at, data FROM batch ORDER BY game_id, seq
         ON CONFLICT DO NOTHING
         RETURNING game_id, seq
       ), latest AS (
         SELECT DISTINCT ON (b.game_id) b.game_id, b.status, b.open_seats
         FROM batch b JOIN inserted USING (game_id, seq)
         ORDER BY b.game_id, b.i DESC
       ), updated AS (
         UPDATE games g SET status = l.status, open_seats = l.open_seats
         FROM latest l WHERE g.id = l.game_id
       )
       SELECT game_id, seq FROM inserted`,
      [JSON.stringify(rows)],
    );
    const inserted = new Set(result.rows.map((r) => `${r.seq} ${r.game_id}`));
    return batch.map(({ id, event }, i) => first[i]! && inserted.has(`${event.seq} ${id}`));
  }

  async openGames(limit: number, after?: LobbyCursor): Promise<WaitingGame[]> {
    const result = await this.pool.query<{ data: StoredGame; open_seats: number[] }>(
      `SELECT data, open_seats FROM games WHERE status = 'waiting' AND public AND open_seats != '[]'::jsonb
         AND ($2::bigint IS NULL OR (created_at, id) < ($2::bigint, $3::text))
       ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit, after?.createdAt ?? null, after?.id ?? null],
    );
    return result.rows.map((r) => ({ game: r.data, openSeats: r.open_seats }));
  }

  async timedInPlay(): Promise<string[]> {
    const result = await this.pool.query<{ id: string }>(
      "SELECT id FROM games WHERE status = 'playing' AND data->'clock'->>'kind' <> 'none'",
    );
    return result.rows.map((r) => r.id);
  }

  async expire(before: number): Promise<number> {
    // One statement: the events go with their games, atomically.
    const result = await this.pool.query(
      `WITH expired AS (
         DELETE FROM games WHERE status = 'waiting' AND created_at < $1
           AND NOT EXISTS (SELECT 1 FROM events e WHERE e.game_id = games.id AND e.at >= $1)
         RETURNING id
       ), events_gone AS (
         DELETE FROM events WHERE game_id IN (SELECT id FROM expired)
       )
       SELECT count(*)::int AS n FROM expired`,
      [before],
    );
    return (result.rows[0] as { n: number }).n;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.drained;
    await this.pool.end();
  }
}
