import type Database from 'better-sqlite3';

/**
 * The SQLite schema's changes in order; the file's `PRAGMA user_version` says how many it has.
 * The first is the schema from before versions were counted, written with IF NOT EXISTS so that
 * a file of that time (version 0, its tables there) takes it without change and goes on.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS games (
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
   );`,
  // Players: accounts, sessions, seats held by accounts, ratings and the ledger of rated games.
  `CREATE TABLE users (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     csrf TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE INDEX sessions_expiry ON sessions (expires_at);
   CREATE TABLE game_players (
     game_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     user_id TEXT NOT NULL,
     token TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (game_id, seat)
   );
   CREATE INDEX game_players_user ON game_players (user_id, created_at);
   CREATE TABLE ratings (
     user_id TEXT NOT NULL,
     game TEXT NOT NULL,
     speed TEXT NOT NULL,
     rating REAL NOT NULL,
     rd REAL NOT NULL,
     volatility REAL NOT NULL,
     games INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, game, speed)
   );
   CREATE INDEX ratings_board ON ratings (game, speed, rating);
   CREATE TABLE rated_games (
     game_id TEXT PRIMARY KEY,
     rated_at INTEGER NOT NULL,
     changes TEXT NOT NULL
   );`,
];

/**
 * Brings the file to the latest schema, each step in a transaction of its own. IMMEDIATE: two
 * processes opening one file at once take turns, and the second sees the first's version.
 */
export function migrate(db: Database.Database): void {
  for (;;) {
    const applied = db
      .transaction(() => {
        const version = db.pragma('user_version', { simple: true }) as number;
        if (version >= SQLITE_MIGRATIONS.length) return false;
        db.exec(SQLITE_MIGRATIONS[version]!);
        db.pragma(`user_version = ${version + 1}`);
        return true;
      })
      .immediate();
    if (!applied) return;
  }
}
