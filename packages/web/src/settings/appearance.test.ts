import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BOARD_SETS,
  PIECE_SETS,
  STORAGE_KEYS,
  THEMES,
  readAppearance,
  writeChoice,
  type Appearance,
} from './appearance.js';

/** A Storage of a few entries, or one whose reads and writes throw (a refused storage). */
function memory(entries: Record<string, string> = {}, refuse = false) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem(key: string) {
      if (refuse) throw new Error('SecurityError');
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (refuse) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
  };
}

const stored = (theme?: string, board?: string, pieces?: string) =>
  memory(
    Object.fromEntries(
      [
        [STORAGE_KEYS.theme, theme],
        [STORAGE_KEYS.board, board],
        [STORAGE_KEYS.pieces, pieces],
      ].filter(([, v]) => v !== undefined),
    ),
  );

describe('readAppearance', () => {
  it('gives the defaults with nothing stored: dark, or light when the system prefers it', () => {
    expect(readAppearance(memory(), false)).toEqual({
      theme: 'dark',
      board: 'wood',
      pieces: 'figures',
    });
    expect(readAppearance(memory(), true).theme).toBe('light');
    expect(readAppearance(undefined, true).theme).toBe('light');
  });

  it('keeps the stored choices, a chosen theme over the system’s', () => {
    expect(readAppearance(stored('dark', 'green', 'letters'), true)).toEqual({
      theme: 'dark',
      board: 'green',
      pieces: 'letters',
    });
    expect(readAppearance(stored('light'), false).theme).toBe('light');
  });

  it.each([
    ['', '', ''],
    ['Light', 'Green', 'LETTERS'],
    ['purple', 'marble', 'emoji'],
    ['{"theme":"light"}', 'null', 'undefined'],
    [' light', 'green ', '0'],
  ])('falls back to the defaults on bad stored values %j %j %j', (theme, board, pieces) => {
    expect(readAppearance(stored(theme, board, pieces), false)).toEqual({
      theme: 'dark',
      board: 'wood',
      pieces: 'figures',
    });
    expect(readAppearance(stored(theme, board, pieces), true).theme).toBe('light');
  });

  it('reads a storage that refuses to be read as holding nothing', () => {
    expect(readAppearance(memory({}, true), true)).toEqual({
      theme: 'light',
      board: 'wood',
      pieces: 'figures',
    });
  });
});

describe('writeChoice', () => {
  it('stores each choice under its key and reads it back', () => {
    const storage = memory();
    writeChoice(storage, 'theme', 'light');
    writeChoice(storage, 'board', 'blue');
    writeChoice(storage, 'pieces', 'letters');
    expect(storage.map.get('trigon.theme')).toBe('light');
    expect(readAppearance(storage, false)).toEqual({
      theme: 'light',
      board: 'blue',
      pieces: 'letters',
    });
  });

  it('refuses a value that is not a choice, naming the choices', () => {
    const storage = memory();
    expect(() => writeChoice(storage, 'board', 'marble' as Appearance['board'])).toThrow(
      "'marble' is not a board choice (one of wood, green, blue)",
    );
    expect(storage.map.size).toBe(0);
  });

  it('does not throw when the storage refuses the write', () => {
    expect(() => writeChoice(memory({}, true), 'theme', 'light')).not.toThrow();
  });
});

describe('the script in index.html', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = /<script id="appearance">([\s\S]*?)<\/script>/u.exec(html)?.[1];

  function run(storage: ReturnType<typeof memory>, light: boolean): Appearance {
    const dataset: Record<string, string> = {};
    runInNewContext(script ?? '', {
      document: { documentElement: { dataset } },
      window: {
        localStorage: storage,
        matchMedia: (query: string) => ({
          matches: query === '(prefers-color-scheme: light)' && light,
        }),
      },
    });
    return dataset as unknown as Appearance;
  }

  it('is there', () => {
    expect(script).toBeTruthy();
  });

  const values = (ids: readonly { id: string }[]) => [undefined, 'bogus', ...ids.map((c) => c.id)];
  const combinations = values(THEMES).flatMap((t) =>
    values(BOARD_SETS).flatMap((b) => values(PIECE_SETS).map((p) => [t, b, p] as const)),
  );

  it('reads every stored value as readAppearance does', () => {
    for (const [t, b, p] of combinations) {
      for (const light of [false, true]) {
        expect(run(stored(t, b, p), light)).toEqual(readAppearance(stored(t, b, p), light));
      }
    }
    expect(run(memory({}, true), true)).toEqual(readAppearance(memory({}, true), true));
  });
});
