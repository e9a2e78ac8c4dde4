import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'trigon-backup-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('trigon backup', () => {
  it('copies the store of a data folder and says what it holds', async () => {
    // The server makes the store (its migrations): `serve` is not needed, its module is.
    const { SqliteStore } = (await import('@trigon/server' as string)) as {
      SqliteStore: new (file: string) => {
        createGame(game: unknown, open: number[]): Promise<void>;
        close(): Promise<void>;
      };
    };
    const data = join(dir, 'data');
    const server = new SqliteStore(join(data, 'trigon.sqlite'));
    for (const id of ['a', 'b'])
      await server.createGame(
        {
          id,
          game: 'trigonal',
          options: {},
          clock: { kind: 'none' },
          public: false,
          createdAt: 0,
          rematchOf: null,
          seats: [{ tokenHash: 'a'.repeat(64) }, { tokenHash: null }],
        },
        [1],
      );
    await server.close();
    const io = bufferIo();
    const copy = join(dir, 'copy.sqlite');
    expect(await run(['backup', '--data', data, '--to', copy], io)).toBe(0);
    expect(io.out()).toMatch(
      new RegExp(`^Backed up 2 games and 0 accounts to ${copy} \\(\\d+ KB\\)\\n$`),
    );
    expect(io.err()).toBe('');
    const db = new Database(copy, { readonly: true });
    expect(db.prepare('SELECT id FROM games ORDER BY id').pluck().all()).toEqual(['a', 'b']);
    db.close();

    // DATA_DIR stands for --data; a FILE that exists is refused, as a failure of the backup.
    const again = bufferIo({ env: { DATA_DIR: data } });
    expect(await run(['backup', '--to', copy], again)).toBe(1);
    expect(again.err()).toBe(`trigon: ${copy} exists; a backup never overwrites a file [backup]\n`);
  });

  it('refuses what it cannot do, saying why', async () => {
    const missing = bufferIo();
    expect(
      await run(['backup', '--data', join(dir, 'none'), '--to', join(dir, 'c')], missing),
    ).toBe(1);
    expect(missing.err()).toBe(
      `trigon: no Trigon store in ${join(dir, 'none')} (it has no trigon.sqlite) [backup]\n`,
    );
    const noTarget = bufferIo();
    expect(await run(['backup'], noTarget)).toBe(2);
    expect(noTarget.err()).toMatch(/^trigon: backup needs --to FILE, the new file \[/);
    const postgres = bufferIo({ env: { DATABASE_URL: 'postgres://db/trigon' } });
    expect(await run(['backup', '--to', join(dir, 'c')], postgres)).toBe(2);
    expect(postgres.err()).toMatch(/^trigon: DATABASE_URL is set: .* pg_dump /);
    expect(existsSync(join(dir, 'c'))).toBe(false);
  });
});
