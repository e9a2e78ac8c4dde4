import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE } from './open.js';

export interface BackupReport {
  /** The copy, as an absolute path. */
  readonly file: string;
  readonly games: number;
  readonly accounts: number;
  readonly bytes: number;
}

/**
 * Copies the SQLite store in `dataDir` to the new file `to` while servers may be writing it:
 * SQLite's online backup (better-sqlite3's `backup`), which copies one moment of the database
 * whatever commits meanwhile, where copying the file would miss the transactions still in its
 * write-ahead log (`trigon.sqlite-wal`) or catch one half-written. The copy is written beside
 * `to` under another name and renamed only once it has passed `PRAGMA integrity_check`, so
 * that `to` is either a whole, checked copy or nothing. Refuses, changing nothing, a folder
 * without a store and a `to` that exists (a backup never overwrites a file).
 */
export async function backupSqlite(dataDir: string, to: string): Promise<BackupReport> {
  const source = join(resolve(dataDir), SQLITE_FILE);
  if (!existsSync(source))
    throw new Error(`no Trigon store in ${resolve(dataDir)} (it has no ${SQLITE_FILE})`);
  const file = resolve(to);
  if (existsSync(file)) throw new Error(`${file} exists; a backup never overwrites a file`);
  const partial = `${file}.partial-${process.pid}`;
  // Not read-only, though it only reads (and runs no migration): the last connection to close
  // folds the write-ahead log back and removes it, where a read-only one would leave the
  // -wal and -shm files it made beside a store no server has open.
  const db = new Database(source, { fileMustExist: true });
  try {
    // The servers' writes hold the lock for moments only.
    db.pragma('busy_timeout = 5000');
    await db.backup(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new Error(`cannot back up ${source} to ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    db.close();
  }
  let games: number;
  let accounts: number;
  const copy = new Database(partial, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the copy failed SQLite's integrity check: ${String(check)}`);
    // A copy on its own: no write-ahead log beside it for whoever restores it.
    copy.pragma('journal_mode = DELETE');
    games = count(copy, 'games');
    accounts = count(copy, 'users');
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, file);
  return { file, games, accounts, bytes: statSync(file).size };
}

function count(db: Database.Database, table: 'games' | 'users'): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}
