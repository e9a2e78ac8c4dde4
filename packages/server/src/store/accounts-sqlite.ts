import type Database from 'better-sqlite3';
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
  created_at: number;
}

function user(row: UserRow): StoredUser {
  return { id: row.id, name: row.name, passwordHash: row.password_hash, createdAt: row.created_at };
}

interface SeatRow {
  game_id: string;
  seat: number;
  user_id: string;
  token: string;
  created_at: number;
}

function accountSeat(row: SeatRow): AccountSeat {
  return {
    gameId: row.game_id,
    seat: row.seat,
    userId: row.user_id,
    token: row.token,
    createdAt: row.created_at,
  };
}

/**
 * Accounts in the SQLite file, on the main thread's connection: they are written rarely (a
 * sign-up, a sign-in), unlike the moves that go through the writer thread.
 */
export class SqliteAccounts implements AccountStore {
  private readonly insertUser: Database.Statement;
  private readonly selectByKey: Database.Statement;
  private readonly selectById: Database.Statement;
  private readonly updatePassword: Database.Statement;
  private readonly deleteOtherSessions: Database.Statement;
  private readonly deleteUserRow: Database.Statement;
  private readonly deleteUserSessions: Database.Statement;
  private readonly deleteUserRatings: Database.Statement;
  private readonly forgetSeatTokens: Database.Statement;
  private readonly insertSession: Database.Statement;
  private readonly selectSession: Database.Statement;
  private readonly updateExpiry: Database.Statement;
  private readonly deleteSession: Database.Statement;
  private readonly deleteExpired: Database.Statement;
  private readonly insertSeat: Database.Statement;
  private readonly selectSeats: Database.Statement;
  private readonly selectGameSeats: Database.Statement;
  private readonly selectName: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.insertUser = db.prepare(
      'INSERT INTO users (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    const columns = 'id, name, password_hash, created_at';
    this.selectByKey = db.prepare(`SELECT ${columns} FROM users WHERE name_key = ?`);
    this.selectById = db.prepare(`SELECT ${columns} FROM users WHERE id = ?`);
    this.updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
    this.deleteOtherSessions = db.prepare(
      'DELETE FROM sessions WHERE user_id = ? AND id_hash != ?',
    );
    this.deleteUserRow = db.prepare('DELETE FROM users WHERE id = ?');
    this.deleteUserSessions = db.prepare('DELETE FROM sessions WHERE user_id = ?');
    this.deleteUserRatings = db.prepare('DELETE FROM ratings WHERE user_id = ?');
    this.forgetSeatTokens = db.prepare(`UPDATE game_players SET token = '' WHERE user_id = ?`);
    this.insertSession = db.prepare(
      `INSERT INTO sessions (id_hash, user_id, csrf, created_at, expires_at)
       SELECT ?, id, ?, ?, ? FROM users WHERE id = ? AND password_hash = ?`,
    );
    this.selectSession = db.prepare(
      `SELECT s.id_hash, s.user_id, s.csrf, s.expires_at, u.name, u.password_hash, u.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ? AND s.expires_at > ?`,
    );
    this.updateExpiry = db.prepare('UPDATE sessions SET expires_at = ? WHERE id_hash = ?');
    this.deleteSession = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
    this.deleteExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
    this.insertSeat = db.prepare(
      'INSERT INTO game_players (game_id, seat, user_id, token, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    this.selectSeats = db.prepare(
      `SELECT p.game_id, p.seat, p.user_id, p.token, p.created_at FROM game_players p JOIN games g ON g.id = p.game_id
       WHERE p.user_id = ? AND (g.status = 'finished') = ? ORDER BY p.created_at DESC, p.game_id
       LIMIT ? OFFSET ?`,
    );
    this.selectGameSeats = db.prepare(
      'SELECT game_id, seat, user_id, token, created_at FROM game_players WHERE game_id = ? ORDER BY seat',
    );
    this.selectName = db.prepare('SELECT name FROM users WHERE id = ?');
  }

  async createUser(u: StoredUser): Promise<boolean> {
    return (
      this.insertUser.run(u.id, u.name, nameKey(u.name), u.passwordHash, u.createdAt).changes === 1
    );
  }

  async userByName(name: string): Promise<StoredUser | undefined> {
    const row = this.selectByKey.get(nameKey(name)) as UserRow | undefined;
    return row && user(row);
  }

  async userById(id: string): Promise<StoredUser | undefined> {
    const row = this.selectById.get(id) as UserRow | undefined;
    return row && user(row);
  }

  async setPassword(userId: string, passwordHash: string, keep: string): Promise<void> {
    this.db.transaction(() => {
      this.updatePassword.run(passwordHash, userId);
      this.deleteOtherSessions.run(userId, keep);
    })();
  }

  async deleteUser(userId: string): Promise<void> {
    this.db.transaction(() => {
      this.deleteUserSessions.run(userId);
      this.deleteUserRatings.run(userId);
      // The seats' tokens were kept only to give them back to the account's devices.
      this.forgetSeatTokens.run(userId);
      this.deleteUserRow.run(userId);
    })();
  }

  async createSession(s: StoredSession, passwordHash: string): Promise<boolean> {
    return (
      this.insertSession.run(s.idHash, s.csrf, Date.now(), s.expiresAt, s.userId, passwordHash)
        .changes === 1
    );
  }

  async session(idHash: string, now: number) {
    const row = this.selectSession.get(idHash, now) as
      | (UserRow & { id_hash: string; user_id: string; csrf: string; expires_at: number })
      | undefined;
    if (!row) return undefined;
    return {
      session: {
        idHash: row.id_hash,
        userId: row.user_id,
        csrf: row.csrf,
        expiresAt: row.expires_at,
      },
      user: user({ ...row, id: row.user_id }),
    };
  }

  async extendSession(idHash: string, expiresAt: number): Promise<void> {
    this.updateExpiry.run(expiresAt, idHash);
  }

  async endSession(idHash: string): Promise<void> {
    this.deleteSession.run(idHash);
  }

  async expireSessions(now: number): Promise<number> {
    return this.deleteExpired.run(now).changes;
  }

  async addSeat(seat: AccountSeat): Promise<void> {
    this.insertSeat.run(seat.gameId, seat.seat, seat.userId, seat.token, seat.createdAt);
  }

  async seatsOf(
    userId: string,
    finished: boolean,
    limit: number,
    offset: number,
  ): Promise<AccountSeat[]> {
    return (this.selectSeats.all(userId, finished ? 1 : 0, limit, offset) as SeatRow[]).map(
      accountSeat,
    );
  }

  async seatsIn(gameId: string): Promise<AccountSeat[]> {
    return (this.selectGameSeats.all(gameId) as SeatRow[]).map(accountSeat);
  }

  async names(userIds: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const id of new Set(userIds)) {
      const row = this.selectName.get(id) as { name: string } | undefined;
      if (row) found.set(id, row.name);
    }
    return found;
  }
}
