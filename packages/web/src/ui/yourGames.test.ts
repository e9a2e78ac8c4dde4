import { describe, expect, it } from 'vitest';
import {
  keyForLink,
  MAX_YOUR_GAMES,
  readYourGames,
  removeYourGame,
  saveYourGame,
  withoutOnlineGames,
  YOUR_GAMES_KEY,
  type YourGame,
} from './yourGames.js';

/** A storage in memory, as localStorage behaves. */
function memory(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(YOUR_GAMES_KEY, initial);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    raw: () => items.get(YOUR_GAMES_KEY),
  };
}

const entry = (n: number, over: Partial<YourGame> = {}): YourGame => ({
  key: `local:${n}`,
  game: 'trigonal',
  mode: 'local',
  link: `#/play/trigonal?mode=local&moves=m${n}`,
  updated: 1_000 + n,
  turn: n % 2,
  moves: n,
  ...over,
});

describe('your games', () => {
  it('keeps games newest first, one entry per key', () => {
    const store = memory();
    saveYourGame(entry(1), store);
    saveYourGame(entry(2), store);
    saveYourGame({ ...entry(1), updated: 5_000, moves: 7 }, store);
    const list = readYourGames(store);
    expect(list.map((g) => [g.key, g.moves])).toEqual([
      ['local:1', 7],
      ['local:2', 2],
    ]);
    expect(keyForLink(entry(2).link, store)).toBe('local:2');
    expect(keyForLink('#/play/trigonal?mode=local', store)).toBeUndefined();
  });

  it(`keeps at most ${MAX_YOUR_GAMES}, dropping the oldest`, () => {
    const store = memory();
    for (let n = 1; n <= MAX_YOUR_GAMES + 5; n++) saveYourGame(entry(n), store);
    const list = readYourGames(store);
    expect(list).toHaveLength(MAX_YOUR_GAMES);
    expect(list[0]!.key).toBe(`local:${MAX_YOUR_GAMES + 5}`);
    expect(list.at(-1)!.key).toBe('local:6');
  });

  it('removes a game', () => {
    const store = memory();
    saveYourGame(entry(1), store);
    saveYourGame(entry(2), store);
    expect(removeYourGame('local:1', store).map((g) => g.key)).toEqual(['local:2']);
    expect(readYourGames(store).map((g) => g.key)).toEqual(['local:2']);
    expect(removeYourGame('local:9', store).map((g) => g.key)).toEqual(['local:2']);
  });

  it('reads nothing from stored text that is not a list', () => {
    for (const text of ['', 'not json', '{"key":"a"}', 'null', '42', '"text"'])
      expect(readYourGames(memory(text))).toEqual([]);
    expect(readYourGames(undefined)).toEqual([]);
  });

  it('leaves out entries that do not read, and keeps the rest', () => {
    const good = entry(3);
    const bad: unknown[] = [
      null,
      7,
      'local:1',
      { ...entry(4), key: '' },
      { ...entry(5), game: 42 },
      { ...entry(6), mode: 'correspondence' },
      { ...entry(7), link: 'javascript:alert(1)' },
      { ...entry(8), link: 'https://elsewhere.example/#/play/trigonal' },
      { ...entry(9), updated: 'yesterday' },
      { ...entry(10), turn: -1 },
      { ...entry(11), turn: 1.5 },
      { ...entry(12), moves: null },
      { ...entry(13), seat: 'White' },
      { ...entry(3), updated: 1 }, // the same key again: the first is kept
    ];
    const list = readYourGames(memory(JSON.stringify([good, ...bad])));
    expect(list).toEqual([good]);
    // An online game waiting for its players has no seat to move.
    const waiting = entry(14, { key: 'online:abc', mode: 'online', turn: null, seat: 1 });
    expect(readYourGames(memory(JSON.stringify([waiting])))).toEqual([waiting]);
  });

  it('writes over a bad stored list rather than failing', () => {
    const store = memory('{broken');
    saveYourGame(entry(1), store);
    expect(JSON.parse(store.raw()!)).toEqual([entry(1)]);
  });

  it('survives a storage that refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readYourGames(refusing)).toEqual([]);
    expect(saveYourGame(entry(1), refusing)).toEqual([entry(1)]);
    expect(removeYourGame('local:1', refusing)).toEqual([]);
  });

  it('leaves out the online games listed elsewhere, by their server ids, and nothing else', () => {
    const online = entry(1, { key: 'online:abc', mode: 'online', turn: 0, seat: 0 });
    const other = entry(2, { key: 'online:abd', mode: 'online', turn: 0, seat: 0 });
    const local = entry(3);
    expect(withoutOnlineGames([online, other, local], ['abc'])).toEqual([other, local]);
    expect(withoutOnlineGames([online, local], [])).toEqual([online, local]);
  });
});
