import { join } from 'node:path';
import { PostgresStore } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './types.js';

/** The SQLite store's file in the data folder. */
export const SQLITE_FILE = 'trigon.sqlite';

/** PostgreSQL when a database URL is given, otherwise SQLite in the data folder. */
export async function openStore(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Store> {
  if (options.databaseUrl) return PostgresStore.open(options.databaseUrl);
  return new SqliteStore(join(options.dataDir, SQLITE_FILE));
}
