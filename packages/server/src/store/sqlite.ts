import Database from 'better-sqlite3';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StoredEvent } from '@trigon/protocol';
import type { GameStatus, LobbyCursor, StoredGame, Store, WaitingGame } from './types.js';
import { migrate } from './sqlite-migrations.js';
import type { AccountStore } from './accounts.js';
import type { RatingStore } from './ratings.js';
import { SqliteRatings } from './ratings-sqlite.js';
import { SqliteAccounts } from './accounts-sqlite.js';
import { makeDataDir } from './data-dir.js';

/**
 * What the writer thread (sqlite-writer.js) is given to commit in one transaction: new games
 * and events, in the order they came.
 */
export type WriterBatch = (
  | {
      readonly kind: 'event';
      readonly id: string;
      readonly seq: number;
      readonly at: number;
      /** The event, as JSON. */
      readonly data: string;
      readonly status: string;
      /** The open seats, as JSON. */
      readonly openSeats: string;
    }
  | {
      readonly kind: 'game';
      readonly id: string;
      /** The game, as JSON. */
      readonly data: string;
      readonly createdAt: number;
      readonly public: 0 | 1;
      /** The open seats, as JSON. */
      readonly openSeats: string;
    }
)[];

/** The writer's answer: for each entry of the batch, whether it was new, or why it failed. */
export type WriterReply = (boolean | { readonly error: string })[];

interface PendingWrite {
  readonly entry: WriterBatch[number];
  readonly resolve: (stored: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * SQLite in WAL mode with synchronous=FULL: an event is on disk when `append` resolves, and
 * several processes on one machine may share the file. Games and events are committed by a worker
 * thread (sqlite-writer.js) with a connection of its own, so that the event loop does not wait
 * for the disk; reads, and the rare expiry, use this thread's connection.
 */
export class SqliteStore implements Store {
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;
  private readonly db: Database.Database;
  private readonly selectGame: Database.Statement;
  private readonly selectEvents: Database.Statement;
  private readonly selectOpen: Database.Statement;
  private readonly selectOpenAfter: Database.Statement;
  private readonly selectTimedInPlay: Database.Statement;
  private readonly deleteExpiredEvents: Database.Statement;
  private readonly deleteExpiredGames: Database.Statement;

  private readonly writer: Worker;
  /** Events waiting for the batch in flight to be committed. */
  private pending: PendingWrite[] = [];
  /** The batch the writer is committing, and what to do with its answer. */
  private inFlight: { batch: PendingWrite[]; done: () => void } | null = null;
  private flushScheduled = false;
  /** Why the writer stopped, once it has: every later append fails with it. */
  private broken: Error | null = null;

  constructor(file: string) {
    // The writer thread opens the same file: an in-memory database would be another one.
    if (file === ':memory:') throw new Error('the SQLite store needs a file, not :memory:');
    makeDataDir(dirname(file));
    // SQLite opens a file it may not write read-only without a word, and the first write
    // fails: a read-only disk or a folder of another owner is refused here, at start.
    accessSync(dirname(file), constants.W_OK);
    if (existsSync(file)) accessSync(file, constants.W_OK);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.accounts = new SqliteAccounts(this.db);
    this.ratings = new SqliteRatings(this.db);
    this.selectGame = this.db.prepare('SELECT data FROM games WHERE id = ?');
    this.selectEvents = this.db.prepare(
      'SELECT seq, at, data FROM events WHERE game_id = ? AND seq > ? ORDER BY seq',
    );
    const open =
      "SELECT data, open_seats FROM games WHERE status = 'waiting' AND public = 1 AND open_seats != '[]'";
    const newestFirst = 'ORDER BY created_at DESC, id DESC LIMIT @limit';
    this.selectOpen = this.db.prepare(`${open} ${newestFirst}`);
    this.selectOpenAfter = this.db.prepare(
      `${open} AND (created_at, id) < (@createdAt, @id) ${newestFirst}`,
    );
    this.selectTimedInPlay = this.db.prepare(
      "SELECT id FROM games WHERE status = 'playing' AND json_extract(data, '$.clock.kind') <> 'none'",
    );
    const expired =
      "SELECT id FROM games WHERE status = 'waiting' AND created_at < @before AND NOT EXISTS (SELECT 1 FROM events e WHERE e.game_id = games.id AND e.at >= @before)";
    this.deleteExpiredEvents = this.db.prepare(`DELETE FROM events WHERE game_id IN (${expired})`);
    this.deleteExpiredGames = this.db.prepare(`DELETE FROM games WHERE id IN (${expired})`);
    this.writer = new Worker(new URL('./sqlite-writer.js', import.meta.url), {
      workerData: { file },
    });
    this.writer.on('message', (reply: WriterReply) => this.answered(reply));
    this.writer.on('error', (error) => this.stop(error));
    this.writer.on('exit', (code) => this.stop(new Error(`the SQLite writer exited (${code})`)));
    // Idle, the writer does not keep the process alive; a batch in flight does. (After the
    // listeners: adding a 'message' listener refs the worker again.)
    this.writer.unref();
  }

  async createGame(game: StoredGame, openSeats: readonly number[]): Promise<void> {
    await this.write({
      kind: 'game',
      id: game.id,
      data: JSON.stringify(game),
      createdAt: game.createdAt,
      public: game.public ? 1 : 0,
      openSeats: JSON.stringify(openSeats),
    });
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
   * Group commit: the events appended while the writer commits the batch before (and in the
   * same turn of the event loop) make the next batch, one transaction, so one disk flush covers
   * many games' moves. Each promise resolves after its commit.
   */
  append(id: string, event: StoredEvent, status: GameStatus): Promise<boolean> {
    return this.write({
      kind: 'event',
      id,
      seq: event.seq,
      at: event.at,
      data: JSON.stringify(event.event),
      status: status.status,
      openSeats: JSON.stringify(status.openSeats),
    });
  }

  /** Queues one entry for the next batch; resolves after its commit. */
  private write(entry: WriterBatch[number]): Promise<boolean> {
    return new Promise((resolve, reject) => {
      if (this.broken) return reject(this.broken);
      this.pending.push({ entry, resolve, reject });
      if (!this.inFlight && !this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Hands the events waiting to the writer, unless it is busy (it comes back here after). */
  private flush(): void {
    this.flushScheduled = false;
    if (this.inFlight || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const message: WriterBatch = batch.map((write) => write.entry);
    let done!: () => void;
    const committed = new Promise<void>((resolve) => (done = resolve));
    this.inFlight = { batch, done };
    this.idle = this.idle.then(() => committed);
    this.writer.ref();
    this.writer.postMessage(message);
  }

  private answered(reply: WriterReply): void {
    const flight = this.inFlight;
    if (!flight) return;
    this.inFlight = null;
    this.writer.unref();
    flight.batch.forEach((write, i) => {
      const answer = reply[i]!;
      if (typeof answer === 'boolean') write.resolve(answer);
      else write.reject(new Error(answer.error));
    });
    flight.done();
    this.flush();
  }

  /** The writer is gone: what it had and what waits for it fails, and so does every later append. */
  private stop(error: Error): void {
    if (this.broken) return;
    this.broken = error;
    const flight = this.inFlight;
    this.inFlight = null;
    for (const entry of [...(flight?.batch ?? []), ...this.pending]) entry.reject(error);
    this.pending = [];
    flight?.done();
  }

  /** Resolves when the batches handed to the writer so far are answered. */
  private idle: Promise<void> = Promise.resolve();

  async openGames(limit: number, after?: LobbyCursor): Promise<WaitingGame[]> {
    const rows = (
      after
        ? this.selectOpenAfter.all({ limit, createdAt: after.createdAt, id: after.id })
        : this.selectOpen.all({ limit })
    ) as { data: string; open_seats: string }[];
    return rows.map((r) => ({
      game: JSON.parse(r.data) as StoredGame,
      openSeats: JSON.parse(r.open_seats) as number[],
    }));
  }

  async timedInPlay(): Promise<string[]> {
    return (this.selectTimedInPlay.all() as { id: string }[]).map((r) => r.id);
  }

  async expire(before: number): Promise<number> {
    // The events, then their games, in one transaction: both statements find the same games.
    return this.db.transaction(() => {
      this.deleteExpiredEvents.run({ before });
      return this.deleteExpiredGames.run({ before }).changes;
    })();
  }

  async ping(): Promise<void> {
    if (this.broken) throw this.broken;
    this.db.prepare('SELECT 1').get();
  }

  /** Commits what was appended, then stops the writer and closes the file. */
  async close(): Promise<void> {
    while (!this.broken && (this.inFlight || this.pending.length > 0)) {
      this.flush();
      await this.idle;
    }
    if (!this.broken) {
      const exited = new Promise((resolve) => this.writer.once('exit', resolve));
      this.broken = new Error('the SQLite store is closed');
      // Waiting for it must keep the process alive, even with nothing else left to do.
      this.writer.ref();
      this.writer.postMessage('close');
      await exited;
    }
    this.db.close();
  }
}
