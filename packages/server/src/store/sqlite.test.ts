/**
 * The SQLite store's writer thread: appends made together are stored and each resolves
 * after the commit, a taken number changes nothing, close() commits what was appended, and a
 * writer that stops fails every append from then on with a clear error.
 */
import Database from 'better-sqlite3';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SqliteStore } from './sqlite.js';
import { moveEvent, storedGame } from '../testing/fixtures.js';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'trigon-sqlite-'));
  file = join(dir, 'games.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const game = (id: string) => storedGame(id, 'trigonal');
const move = (seq: number, text: string) => moveEvent(seq, text, 1000 + seq);
const playing = { status: 'playing', openSeats: [] } as const;

it('stores appends made together, each resolving after its commit; a taken number changes nothing', async () => {
  const store = new SqliteStore(file);
  // 'a' has a clock, 'b' none: only a game with a clock is resumed after a restart.
  await store.createGame(
    { ...game('a'), clock: { kind: 'correspondence', daysPerMove: 3 } },
    [0, 1],
  );
  await store.createGame(game('b'), [0, 1]);
  const stored = await Promise.all([
    store.append('a', move(1, 'h4-h5'), playing),
    store.append('b', move(1, 'i4-i5'), playing),
    store.append('a', move(2, 'g10-g9'), playing),
    store.append('a', move(2, 'g10-g8'), playing),
  ]);
  expect(stored).toEqual([true, true, true, false]);
  expect(await store.events('a', 0)).toEqual([move(1, 'h4-h5'), move(2, 'g10-g9')]);
  expect(await store.timedInPlay()).toEqual(['a']);
  await store.close();
});

it('fails only the bad entry of a batch: a game whose id is taken', async () => {
  const store = new SqliteStore(file);
  await store.createGame(game('a'), [0, 1]);
  const [again, moved] = await Promise.allSettled([
    store.createGame(game('a'), [0, 1]),
    store.append('a', move(1, 'h4-h5'), playing),
  ]);
  expect(again).toMatchObject({ status: 'rejected', reason: { message: /UNIQUE/ } });
  expect(moved).toEqual({ status: 'fulfilled', value: true });
  await store.close();
});

it('commits on close what was appended but not yet written, and nothing after', async () => {
  const store = new SqliteStore(file);
  await store.createGame(game('a'), [0, 1]);
  const first = store.append('a', move(1, 'h4-h5'), playing);
  const second = store.append('a', move(2, 'g10-g9'), playing);
  await store.close();
  expect(await Promise.all([first, second])).toEqual([true, true]);
  await expect(store.append('a', move(3, 'i4-i5'), playing)).rejects.toThrow(
    'the SQLite store is closed',
  );
  const db = new Database(file, { readonly: true });
  expect(db.prepare('SELECT seq FROM events ORDER BY seq').all()).toEqual([{ seq: 1 }, { seq: 2 }]);
  db.close();
});

it('fails appends and the readiness check once the writer has stopped', async () => {
  const store = new SqliteStore(file);
  await store.createGame(game('a'), [0, 1]);
  await (store as unknown as { writer: { terminate(): Promise<number> } }).writer.terminate();
  await expect(store.append('a', move(1, 'h4-h5'), playing)).rejects.toThrow(
    'the SQLite writer exited',
  );
  await expect(store.ping()).rejects.toThrow('the SQLite writer exited');
  // Reads go on: the games are all there.
  expect((await store.getGame('a'))?.id).toBe('a');
  await store.close();
});

it('refuses an in-memory database, which the writer could not share', () => {
  expect(() => new SqliteStore(':memory:')).toThrow('the SQLite store needs a file');
});

// Root writes whatever the modes say: this runs as another user (as CI does).
it.skipIf(process.getuid?.() === 0)(
  'refuses at once a folder or a file it cannot write, rather than failing the first write',
  async () => {
    try {
      // A database file it may only read (SQLite would open it read-only).
      await new SqliteStore(file).close();
      chmodSync(file, 0o444);
      expect(() => new SqliteStore(file)).toThrow(/EACCES/);
      // A folder it may not write (no new file, no WAL).
      rmSync(file);
      chmodSync(dir, 0o555);
      expect(() => new SqliteStore(file)).toThrow(/EACCES/);
    } finally {
      chmodSync(dir, 0o755);
    }
  },
);

it('upgrades a file of the schema from before versions, keeping its games and adding the accounts', async () => {
  // The schema as it was before PRAGMA user_version counted migrations, with a game in it.
  const old = new Database(file);
  old.exec(`
    CREATE TABLE games (id TEXT PRIMARY KEY, data TEXT NOT NULL, created_at INTEGER NOT NULL,
      public INTEGER NOT NULL, status TEXT NOT NULL, open_seats TEXT NOT NULL);
    CREATE INDEX games_status ON games (status, created_at);
    CREATE TABLE events (game_id TEXT NOT NULL REFERENCES games (id), seq INTEGER NOT NULL,
      at INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (game_id, seq));`);
  const before = { ...game('kept'), clock: { kind: 'correspondence', daysPerMove: 3 } } as const;
  old
    .prepare('INSERT INTO games VALUES (?, ?, ?, 0, ?, ?)')
    .run('kept', JSON.stringify(before), before.createdAt, 'playing', '[]');
  old
    .prepare('INSERT INTO events VALUES (?, ?, ?, ?)')
    .run('kept', 1, 1001, JSON.stringify(move(1, 'h4-h5').event));
  expect(old.pragma('user_version', { simple: true })).toBe(0);
  old.close();

  const store = new SqliteStore(file);
  expect(await store.getGame('kept')).toEqual(before);
  expect(await store.events('kept', 0)).toEqual([move(1, 'h4-h5')]);
  expect(await store.timedInPlay()).toEqual(['kept']);
  await store.append('kept', move(2, 'g10-g9'), playing);
  const user = { id: 'u1', name: 'Ada', passwordHash: 'h', createdAt: 5 };
  expect(await store.accounts.createUser(user)).toBe(true);
  expect(await store.accounts.userByName('ADA')).toEqual(user);
  await store.close();

  const upgraded = new Database(file);
  expect(upgraded.pragma('user_version', { simple: true })).toBe(2);
  const tables = upgraded
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((r) => (r as { name: string }).name);
  expect(tables).toEqual([
    'events',
    'game_players',
    'games',
    'rated_games',
    'ratings',
    'sessions',
    'users',
  ]);
  upgraded.close();
  // Opening it again runs nothing twice.
  const again = new SqliteStore(file);
  expect(await again.events('kept', 0)).toHaveLength(2);
  expect(await again.accounts.userByName('ada')).toEqual(user);
  await again.close();
});
