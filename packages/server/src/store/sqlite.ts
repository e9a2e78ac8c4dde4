import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OpenGame, StoredEvent } from '@trigon/protocol';
import type { GameStatus, StoredGame, Store } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  public INTEGER NOT NULL,
  status TEXT NOT NULL,
  open_seats TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games (status, created_at);
CREATE TABLE IF NOT EXISTS events (
  game_id TEXT NOT NULL REFERENCES games (id),
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
`;

/**
 * SQLite in WAL mode with synchronous=FULL: an event is on disk when `append` resolves, and
 * several processes on one machine may share the file.
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly insertGame: Database.Statement;
  private readonly selectGame: Database.Statement;
  private readonly selectEvents: Database.Statement;
  private readonly insertEvent: Database.Statement;
  private readonly updateStatus: Database.Statement;
  private readonly selectOpen: Database.Statement;
  private readonly selectInPlay: Database.Statement;
  private readonly deleteExpiredEvents: Database.Statement;
  private readonly deleteExpiredGames: Database.Statement;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.insertGame = this.db.prepare(
      'INSERT INTO games (id, data, created_at, public, status, open_seats) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.selectGame = this.db.prepare('SELECT data FROM games WHERE id = ?');
    this.selectEvents = this.db.prepare(
      'SELECT seq, at, data FROM events WHERE game_id = ? AND seq > ? ORDER BY seq',
    );
    this.insertEvent = this.db.prepare(
      'INSERT OR IGNORE INTO events (game_id, seq, at, data) VALUES (?, ?, ?, ?)',
    );
    this.updateStatus = this.db.prepare('UPDATE games SET status = ?, open_seats = ? WHERE id = ?');
    this.selectOpen = this.db.prepare(
      "SELECT data, open_seats FROM games WHERE status = 'waiting' AND public = 1 AND open_seats != '[]' ORDER BY created_at DESC LIMIT ?",
    );
    this.selectInPlay = this.db.prepare("SELECT id FROM games WHERE status = 'playing'");
    const expired =
      "SELECT id FROM games WHERE status = 'waiting' AND created_at < @before AND NOT EXISTS (SELECT 1 FROM events e WHERE e.game_id = games.id AND e.at >= @before)";
    this.deleteExpiredEvents = this.db.prepare(`DELETE FROM events WHERE game_id IN (${expired})`);
    this.deleteExpiredGames = this.db.prepare(`DELETE FROM games WHERE id IN (${expired})`);
  }

  async createGame(game: StoredGame, openSeats: readonly number[]): Promise<void> {
    this.insertGame.run(
      game.id,
      JSON.stringify(game),
      game.createdAt,
      game.public ? 1 : 0,
      'waiting',
      JSON.stringify(openSeats),
    );
  }

  async getGame(id: string): Promise<StoredGame | undefined> {
    const row = this.selectGame.get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as StoredGame) : undefined;
  }

  async events(id: string, after: number): Promise<StoredEvent[]> {
    const rows = this.selectEvents.all(id, after) as { seq: number; at: number; data: string }[];
    return rows.map((r) => ({ seq: r.seq, at: r.at, event: JSON.parse(r.data) }));
  }

  /**
   * Group commit: events appended in the same turn of the event loop share one transaction,
   * so one disk flush covers many games' moves. Each promise resolves after the commit.
   */
  append(id: string, event: StoredEvent, status: GameStatus): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.batch.push({ id, event, status, resolve, reject });
      if (this.batch.length === 1) setImmediate(() => this.commit());
    });
  }

  private batch: {
    id: string;
    event: StoredEvent;
    status: GameStatus;
    resolve: (stored: boolean) => void;
    reject: (error: unknown) => void;
  }[] = [];

  private commit(): void {
    const batch = this.batch;
    this.batch = [];
    let results: boolean[];
    try {
      results = this.db.transaction(() =>
        batch.map(({ id, event, status }) => {
          const info = this.insertEvent.run(id, event.seq, event.at, JSON.stringify(event.event));
          if (info.changes === 0) return false;
          this.updateStatus.run(status.status, JSON.stringify(status.openSeats), id);
          return true;
        }),
      )();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(results[i]!));
  }

  async openGames(limit: number): Promise<OpenGame[]> {
    const rows = this.selectOpen.all(limit) as { data: string; open_seats: string }[];
    return rows.map((r) => {
      const game = JSON.parse(r.data) as StoredGame;
      return {
        id: game.id,
        game: game.game,
        options: game.options,
        clock: game.clock,
        createdAt: game.createdAt,
        openSeats: JSON.parse(r.open_seats) as number[],
      };
    });
  }

  async inPlay(): Promise<string[]> {
    return (this.selectInPlay.all() as { id: string }[]).map((r) => r.id);
  }

  async expire(before: number): Promise<number> {
    // The events, then their games, in one transaction: both statements find the same games.
    return this.db.transaction(() => {
      this.deleteExpiredEvents.run({ before });
      return this.deleteExpiredGames.run({ before }).changes;
    })();
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.batch.length > 0) this.commit();
    this.db.close();
  }
}
