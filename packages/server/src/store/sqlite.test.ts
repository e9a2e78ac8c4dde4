/**
 * The SQLite store's writer thread: appends made together are stored and each resolves
 * after the commit, a taken number changes nothing, close() commits what was appended, and a
 * writer that stops fails every append from then on with a clear error.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
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

const game = storedGame;
const move = (seq: number, text: string) => moveEvent(seq, text, 1000 + seq);
const playing = { status: 'playing', openSeats: [] } as const;

it('stores appends made together, each resolving after its commit; a taken number changes nothing', async () => {
  const store = new SqliteStore(file);
  for (const id of ['a', 'b']) await store.createGame(game(id), [0, 1]);
  const stored = await Promise.all([
    store.append('a', move(1, 'h4-h5'), playing),
    store.append('b', move(1, 'i4-i5'), playing),
    store.append('a', move(2, 'g10-g9'), playing),
    store.append('a', move(2, 'g10-g8'), playing),
  ]);
  expect(stored).toEqual([true, true, true, false]);
  expect(await store.events('a', 0)).toEqual([move(1, 'h4-h5'), move(2, 'g10-g9')]);
  expect(await store.inPlay()).toEqual(['a', 'b']);
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
