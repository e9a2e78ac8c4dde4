import pg from 'pg';
import type { GameStatus, OpenGame, StoredEvent, StoredGame, Store } from './types.js';

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
];

/** PostgreSQL, chosen when DATABASE_URL is set. */
export class PostgresStore implements Store {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
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

  async append(id: string, event: StoredEvent, status: GameStatus): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query(
        'INSERT INTO events (game_id, seq, at, data) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [id, event.seq, event.at, JSON.stringify(event.event)],
      );
      if (inserted.rowCount === 0) {
        await client.query('ROLLBACK');
        return false;
      }
      await client.query('UPDATE games SET status = $1, open_seats = $2 WHERE id = $3', [
        status.status,
        JSON.stringify(status.openSeats),
        id,
      ]);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async openGames(limit: number): Promise<OpenGame[]> {
    const result = await this.pool.query<{ data: StoredGame; open_seats: number[] }>(
      `SELECT data, open_seats FROM games WHERE status = 'waiting' AND public AND open_seats != '[]'::jsonb
       ORDER BY created_at DESC LIMIT $1`,
      [limit],
    );
    return result.rows.map((r) => ({
      id: r.data.id,
      game: r.data.game,
      options: r.data.options,
      clock: r.data.clock,
      createdAt: r.data.createdAt,
      openSeats: r.open_seats,
    }));
  }

  async unfinished(): Promise<string[]> {
    const result = await this.pool.query<{ id: string }>(
      "SELECT id FROM games WHERE status != 'finished'",
    );
    return result.rows.map((r) => r.id);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
