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
});
