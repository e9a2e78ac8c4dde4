import Database from 'better-sqlite3';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { makeDataDir } from './data-dir.js';

/**
 * The file in DATA_DIR that the processes serving its SQLite database lock: an empty SQLite
 * database, kept for its locks alone (SQLite's own, fcntl's, which the kernel drops with the
 * process that held them, however it ended: a process killed with kill -9 leaves none behind).
 */
export const PROCESSES_FILE = 'trigon.sqlite.lock';

/** A lock held for as long as the process serves the database. */
export interface ProcessesLock {
  release(): void;
}

/**
 * Takes the lock of a process serving the SQLite database in `dataDir`: shared by processes
 * that share their games through Redis (any number of them), exclusive for a process alone,
 * whose players would never hear the moves made on another process. Undefined when another
 * process holds a lock that this one's cannot go with; it throws when the file cannot be opened.
 */
export function lockSqliteProcesses(dataDir: string, shared: boolean): ProcessesLock | undefined {
  // The store's checks, first: a folder to make, and one the process may write.
  makeDataDir(dataDir);
  accessSync(dataDir, constants.W_OK);
  // No waiting: a lock held is held by a process that is running.
  const db = new Database(join(dataDir, PROCESSES_FILE), { timeout: 0 });
  try {
    // A transaction held open holds its lock: a read's SHARED lock, or BEGIN EXCLUSIVE's,
    // which waits for no reader and lets none in (the rollback journal's locking, the default).
    if (shared) {
      db.exec('BEGIN');
      db.prepare('SELECT count(*) FROM sqlite_master').get();
    } else {
      db.exec('BEGIN EXCLUSIVE');
    }
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return undefined;
    throw error;
  }
  return {
    release() {
      if (db.open) db.close();
    },
  };
}
