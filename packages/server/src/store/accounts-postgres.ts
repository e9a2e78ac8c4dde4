import type pg from 'pg';
import {
  nameKey,
  type AccountSeat,
  type AccountStore,
  type StoredSession,
  type StoredUser,
} from './accounts.js';

interface UserRow {
  id: string;
  name: string;
  password_hash: string;
  created_at: string;
}

function user(row: UserRow): StoredUser {
  return {
    id: row.id,
    name: row.name,
    passwordHash: row.password_hash,
    createdAt: Number(row.created_at),
  };
}

interface SeatRow {
  game_id: string;
  seat: number;
  user_id: string;
  token: string;
  created_at: string;
}

function accountSeat(row: SeatRow): AccountSeat {
  return {
    gameId: row.game_id,
    seat: row.seat,
    userId: row.user_id,
    token: row.token,
    createdAt: Number(row.created_at),
  };
}

/** Accounts in PostgreSQL, on the store's pool. */
export class PostgresAccounts implements AccountStore {
  constructor(private readonly pool: pg.Pool) {}

  async createUser(u: StoredUser): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO users (id, name, name_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [u.id, u.name, nameKey(u.name), u.passwordHash, u.createdAt],
    );
    return result.rowCount === 1;
  }

  async userByName(name: string): Promise<StoredUser | undefined> {
    // PostgreSQL's text cannot hold a NUL, and no user name has one.
    if (name.includes('\0')) return undefined;
    const result = await this.pool.query<UserRow>(
      'SELECT id, name, password_hash, created_at FROM users WHERE name_key = $1',
      [nameKey(name)],
    );
    return result.rows[0] && user(result.rows[0]);
  }

  async userById(id: string): Promise<StoredUser | undefined> {
    const result = await this.pool.query<UserRow>(
      'SELECT id, name, password_hash, created_at FROM users WHERE id = $1',
      [id],
    );
    return result.rows[0] && user(result.rows[0]);
  }

  async setPassword(userId: string, passwordHash: string, keep: string): Promise<void> {
    await this.transaction(async (client) => {
      // Two statements: the update waits for a session being made on the old hash
      // (createSession holds the user's row), and the deletion, a statement of its own, reads
      // after that session's commit and ends it too.
      await client.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        userId,
        passwordHash,
      ]);
      await client.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash != $2', [
        userId,
        keep,
      ]);
    });
  }

  private async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async deleteUser(userId: string): Promise<void> {
    await this.transaction(async (client) => {
      // The user first, in a statement of its own: a rating being written for the account
      // holds its row until it commits (ratings-postgres.ts), as does a session being made
      // (createSession), so this waits for them, and the ratings and sessions deleted next,
      // read after them, include what they wrote.
      await client.query('DELETE FROM users WHERE id = $1', [userId]);
      await client.query('DELETE FROM ratings WHERE user_id = $1', [userId]);
      await client.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      // The seats' tokens were kept only to give them back to the account's devices.
      await client.query(`UPDATE game_players SET token = '' WHERE user_id = $1`, [userId]);
    });
  }

  async createSession(s: StoredSession, passwordHash: string): Promise<boolean> {
    // FOR SHARE: a password change or a deletion under way is waited for, and the row read
    // again after it (no longer there, or with another hash: no session); one that comes
    // after waits for this session's commit, and then ends it.
    const result = await this.pool.query(
      `INSERT INTO sessions (id_hash, user_id, csrf, created_at, expires_at)
       SELECT $1, id, $3, $4, $5 FROM users WHERE id = $2 AND password_hash = $6 FOR SHARE`,
      [s.idHash, s.userId, s.csrf, Date.now(), s.expiresAt, passwordHash],
    );
    return result.rowCount === 1;
  }

  async session(idHash: string, now: number) {
    const result = await this.pool.query<
      UserRow & { id_hash: string; user_id: string; csrf: string; expires_at: string }
    >(
      `SELECT s.id_hash, s.user_id, s.csrf, s.expires_at, u.id, u.name, u.password_hash, u.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1 AND s.expires_at > $2`,
      [idHash, now],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      session: {
        idHash: row.id_hash,
        userId: row.user_id,
        csrf: row.csrf,
        expiresAt: Number(row.expires_at),
      },
      user: user(row),
    };
  }

  async extendSession(idHash: string, expiresAt: number): Promise<void> {
    await this.pool.query('UPDATE sessions SET expires_at = $1 WHERE id_hash = $2', [
      expiresAt,
      idHash,
    ]);
  }

  async endSession(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async expireSessions(now: number): Promise<number> {
    const result = await this.pool.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }

  async addSeat(seat: AccountSeat): Promise<void> {
    await this.pool.query(
      'INSERT INTO game_players (game_id, seat, user_id, token, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [seat.gameId, seat.seat, seat.userId, seat.token, seat.createdAt],
    );
  }

  async seatsOf(
    userId: string,
    finished: boolean,
    limit: number,
    offset: number,
  ): Promise<AccountSeat[]> {
    const result = await this.pool.query<SeatRow>(
      `SELECT p.game_id, p.seat, p.user_id, p.token, p.created_at FROM game_players p JOIN games g ON g.id = p.game_id
       WHERE p.user_id = $1 AND (g.status = 'finished') = $2 ORDER BY p.created_at DESC, p.game_id
       LIMIT $3 OFFSET $4`,
      [userId, finished, limit, offset],
    );
    return result.rows.map(accountSeat);
  }

  async seatsIn(gameId: string): Promise<AccountSeat[]> {
    const result = await this.pool.query<SeatRow>(
      'SELECT game_id, seat, user_id, token, created_at FROM game_players WHERE game_id = $1 ORDER BY seat',
      [gameId],
    );
    return result.rows.map(accountSeat);
  }

  async names(userIds: readonly string[]): Promise<Map<string, string>> {
    const result = await this.pool.query<{ id: string; name: string }>(
      'SELECT id, name FROM users WHERE id = ANY($1)',
      [[...new Set(userIds)]],
    );
    return new Map(result.rows.map((r) => [r.id, r.name]));
  }
}
