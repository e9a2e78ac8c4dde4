/**
 * Backups of the SQLite store (backup.ts): a whole, checked copy taken while a server writes,
 * which opens as a store with every game committed before it began; and refusals that change
 * nothing.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { backupSqlite } from './backup.js';
import { SQLITE_FILE } from './open.js';
import { SqliteStore } from './sqlite.js';
import { moveEvent, storedGame } from '../testing/fixtures.js';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'trigon-backup-'));
  dataDir = join(dir, 'data');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const playing = { status: 'playing', openSeats: [] } as const;

it('copies a store that a server is writing: every game and move committed before, checked', async () => {
  const store = new SqliteStore(join(dataDir, SQLITE_FILE));
  for (let i = 0; i < 50; i++) await store.createGame(storedGame(`g${i}`, 'trigonal'), [0, 1]);
  await store.append('g0', moveEvent(1, 'h4-h5', 1001), playing);
  await store.accounts.createUser({
    id: 'u1',
    name: 'Ann',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    createdAt: 0,
  });
  // Games keep coming while the copy is taken; the copy holds one moment of them.
  let writing = true;
  const more = (async () => {
    for (let i = 50; writing; i++) await store.createGame(storedGame(`g${i}`, 'trigonal'), [0, 1]);
  })();
  const report = await backupSqlite(dataDir, join(dir, 'copy.sqlite'));
  writing = false;
  await more;
  await store.close();

  expect(report.file).toBe(join(dir, 'copy.sqlite'));
  expect(report.games).toBeGreaterThanOrEqual(50);
  expect(report.accounts).toBe(1);
  expect(report.bytes).toBeGreaterThan(0);
  // Nothing else left beside it: no partial file, no write-ahead log.
  expect(readdirSync(dir).sort()).toEqual(['copy.sqlite', 'data']);
  const copy = new Database(report.file, { readonly: true });
  expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
  copy.close();
  // Opened as a store (restored as a data folder's trigon.sqlite), it has the games and moves.
  const back = new SqliteStore(report.file);
  expect(await back.getGame('g49')).toMatchObject({ id: 'g49' });
  expect(await back.events('g0', 0)).toEqual([moveEvent(1, 'h4-h5', 1001)]);
  expect(await back.accounts.userByName('ann')).toMatchObject({ id: 'u1', name: 'Ann' });
  await back.close();
});

it('copies a store no server has open, changing nothing in its folder', async () => {
  const store = new SqliteStore(join(dataDir, SQLITE_FILE));
  await store.createGame(storedGame('g1', 'trigonal'), [0, 1]);
  await store.close();
  const before = readdirSync(dataDir);
  const report = await backupSqlite(dataDir, join(dir, 'copy.sqlite'));
  expect([report.games, report.accounts]).toEqual([1, 0]);
  // Read-only: the store's folder is as it was.
  expect(readdirSync(dataDir)).toEqual(before);
});

it('refuses a folder without a store, a file that exists and a folder that does not, leaving nothing', async () => {
  await expect(backupSqlite(join(dir, 'nowhere'), join(dir, 'copy.sqlite'))).rejects.toThrow(
    `no Trigon store in ${join(dir, 'nowhere')} (it has no trigon.sqlite)`,
  );
  const store = new SqliteStore(join(dataDir, SQLITE_FILE));
  await store.close();
  writeFileSync(join(dir, 'taken.sqlite'), 'an earlier backup');
  await expect(backupSqlite(dataDir, join(dir, 'taken.sqlite'))).rejects.toThrow(
    `${join(dir, 'taken.sqlite')} exists; a backup never overwrites a file`,
  );
  await expect(backupSqlite(dataDir, join(dir, 'missing', 'copy.sqlite'))).rejects.toThrow(
    new RegExp(
      `^cannot back up ${join(dataDir, SQLITE_FILE)} to ${join(dir, 'missing', 'copy.sqlite')}: `,
    ),
  );
  expect(readdirSync(dir).sort()).toEqual(['data', 'taken.sqlite']);
  expect(existsSync(join(dir, 'missing'))).toBe(false);
});
