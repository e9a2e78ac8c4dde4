import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { formatScore, MATE, mateMoves, scoreFromTable, scoreToTable } from './score.js';
import { EXACT, LOWER, TranspositionTable, UPPER, hashHi, hashLo } from './transposition.js';

describe('the transposition table', () => {
  it('finds what was stored under the full 53-bit key only', () => {
    const table = new TranspositionTable(1);
    const hash = 2 ** 52 + 12345;
    table.store(hashLo(hash), hashHi(hash), 5, EXACT, 42, 777);
    expect(table.probe(hashLo(hash), hashHi(hash))).toBe(true);
    expect([table.move, table.score, table.depth, table.bound]).toEqual([777, 42, 5, EXACT]);
    // Same slot (same low bits), other high bits: not found.
    const other = hash + 2 ** 40;
    expect(table.probe(hashLo(other), hashHi(other))).toBe(false);
  });

  it('keeps a deeper entry of the same search, and the known move of a fail-low', () => {
    const table = new TranspositionTable(1);
    table.newSearch();
    table.store(1, 0, 8, LOWER, 10, 5);
    table.store(1 + table.size, 0, 2, EXACT, 3, 6);
    expect(table.probe(1, 0)).toBe(true);
    expect(table.depth).toBe(8);
    table.store(1, 0, 9, UPPER, -4, -1);
    expect(table.probe(1, 0)).toBe(true);
    expect([table.depth, table.bound, table.move]).toEqual([9, UPPER, 5]);
    // A later search replaces it.
    table.newSearch();
    table.store(1 + table.size, 0, 1, EXACT, 0, 9);
    expect(table.probe(1 + table.size, 0)).toBe(true);
    table.clear();
    expect(table.probe(1 + table.size, 0)).toBe(false);
  });
});

describe('a transposition table shared between threads', () => {
  it('shows each table on the buffer what the others store; only the owner starts generations', () => {
    const owner = TranspositionTable.shared(1);
    const other = new TranspositionTable(0, owner.buffer as SharedArrayBuffer, false);
    expect(owner.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(other.size).toBe(owner.size);
    owner.newSearch();
    other.newSearch();
    other.store(77, 3, 6, LOWER, -20, 41);
    expect(owner.probe(77, 3)).toBe(true);
    expect([owner.move, owner.score, owner.depth, owner.bound]).toEqual([41, -20, 6, LOWER]);
    owner.store(78, 4, 2, EXACT, 9, 12);
    expect(other.probe(78, 4)).toBe(true);
    // Both stored in the owner's generation 1: a shallower entry of the same search does not
    // replace a deeper one, whichever table stores it.
    owner.store(77, 3, 1, LOWER, 5, 2);
    expect(other.probe(77, 3)).toBe(true);
    expect(other.depth).toBe(6);
    // The owner's next search is the other's too: now the shallower entry replaces it.
    owner.newSearch();
    other.newSearch();
    owner.store(77 + owner.size, 3, 1, LOWER, 5, 2);
    expect(other.probe(77 + owner.size, 3)).toBe(true);
    // A table that does not own the buffer does not advance the generation for the others.
    other.newSearch();
    other.store(77, 3, 1, UPPER, 0, -1);
    owner.store(77 + owner.size, 3, 0, UPPER, 0, -1);
    expect(owner.probe(77, 3)).toBe(true);
    owner.clear();
    expect(other.probe(77, 3)).toBe(false);
  });

  it('misses an entry that two threads wrote at once, one its key, the other its move or score', () => {
    const table = TranspositionTable.shared(1);
    table.store(300, 7, 4, EXACT, 15, 99);
    expect(table.probe(300, 7)).toBe(true);
    // The layout (transposition.ts): an 8-byte header, then by slot the key's low words, its
    // high words (mixed), moves, scores; a write of another thread to slot 300's move or score
    // alone, as a store interrupted half-way leaves it.
    const words = new Int32Array(table.buffer);
    const size = table.size;
    words[2 + 2 * size + 300] = 98;
    expect(table.probe(300, 7)).toBe(false);
    words[2 + 2 * size + 300] = 99;
    expect(table.probe(300, 7)).toBe(true);
    words[2 + 3 * size + 300] = 16;
    expect(table.probe(300, 7)).toBe(false);
  });

  it('gives what it checked, while another thread writes the same slots over and over', async () => {
    // Another thread (the build's table, as a helper has it) stores, again and again, eight
    // positions on each of the 1024 slots, each entry's move and score a function of its key;
    // this one probes them meanwhile. A probe that found an entry must give that entry's move
    // and score, not those of another position written to the slot in between.
    const built = new URL('../../dist/search/transposition.js', import.meta.url);
    if (!existsSync(fileURLToPath(built))) throw new Error('build first (npm run build)');
    const table = TranspositionTable.shared(0);
    expect(table.size).toBe(1024);
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const moveOf = (lo: number, hi: number) => lo * 8 + hi;
    const scoreOf = (lo: number, hi: number) => ((lo * 31 + hi * 977) % 2000) - 1000;
    const writer = new Worker(
      `const { workerData } = require('node:worker_threads');
      import(workerData.url).then(({ TranspositionTable, EXACT }) => {
        const table = new TranspositionTable(0, workerData.buffer, false);
        const stop = new Int32Array(workerData.stop);
        for (let i = 1; Atomics.load(stop, 0) === 0; i = (i * 1103515245 + 12345) & 0x7fffffff) {
          const lo = i & 1023, hi = (i >> 10) & 7;
          table.store(lo, hi, 5, EXACT, ((lo * 31 + hi * 977) % 2000) - 1000, lo * 8 + hi);
        }
      });`,
      { eval: true, workerData: { url: built.href, buffer: table.buffer, stop: stop.buffer } },
    );
    try {
      let found = 0;
      let wrong = 0;
      const until = performance.now() + 1500;
      for (let i = 7; performance.now() < until; i = (i * 69069 + 1) & 0x7fffffff) {
        const lo = i & 1023;
        const hi = (i >> 12) & 7;
        if (!table.probe(lo, hi)) continue;
        found++;
        if (table.move !== moveOf(lo, hi) || table.score !== scoreOf(lo, hi)) wrong++;
      }
      expect(found).toBeGreaterThan(10_000);
      expect(wrong).toBe(0);
    } finally {
      Atomics.store(stop, 0, 1);
      await writer.terminate();
    }
  });

  it('refuses a buffer that no shared table made', () => {
    expect(() => new TranspositionTable(0, new SharedArrayBuffer(1000))).toThrow(
      /TranspositionTable.shared/,
    );
  });
});

describe('scores', () => {
  it('store mates relative to the node and read them back relative to the root', () => {
    const atRoot = MATE - 7;
    expect(scoreFromTable(scoreToTable(atRoot, 3), 3)).toBe(atRoot);
    expect(scoreToTable(atRoot, 3)).toBe(MATE - 4);
    expect(scoreFromTable(scoreToTable(-atRoot, 3), 5)).toBe(-(MATE - 9));
    expect(scoreToTable(123, 9)).toBe(123);
  });

  it('count mates in the winner’s moves, for two and three seats', () => {
    expect(mateMoves(MATE - 1)).toBe(1);
    expect(mateMoves(MATE - 3)).toBe(2);
    expect(mateMoves(-(MATE - 2))).toBe(-1);
    expect(mateMoves(-(MATE - 4))).toBe(-2);
    expect(mateMoves(MATE - 4, 3)).toBe(2);
    expect(mateMoves(-(MATE - 3), 3)).toBe(-1);
    expect(mateMoves(500)).toBe(0);
    expect([formatScore(34), formatScore(-120), formatScore(0), formatScore(MATE - 1)]).toEqual([
      '+0.34',
      '-1.20',
      '+0.00',
      'mate in 1',
    ]);
  });

  it('refuse a score or a number of seats no search gives, instead of "-NaN"', () => {
    for (const score of [NaN, Infinity, -Infinity]) {
      expect(() => formatScore(score)).toThrow(RangeError);
      expect(() => mateMoves(score)).toThrow(`a score is a finite number, not ${score}`);
    }
    for (const seats of [0, 1, 2.5, NaN]) {
      expect(() => formatScore(MATE - 1, seats)).toThrow(RangeError);
      expect(() => mateMoves(100, seats)).toThrow('seats is a whole number from 2');
    }
  });
});
