import { describe, expect, it } from 'vitest';
import {
  BLACK_LONG,
  BLACK_SHORT,
  castleRule,
  formatCastling,
  parseCastling,
  rightsKeptTable,
  WHITE_LONG,
  WHITE_SHORT,
} from './castling.js';
import { CASTLE_LONG, CASTLE_SHORT } from './moves.js';

describe('castling rights', () => {
  it('read and write as KQkq', () => {
    expect(parseCastling('KQkq')).toEqual({ ok: true, value: 15 });
    expect(parseCastling('qK')).toEqual({ ok: true, value: WHITE_SHORT | BLACK_LONG });
    expect(parseCastling('-')).toEqual({ ok: true, value: 0 });
    expect(formatCastling(WHITE_LONG | BLACK_SHORT)).toBe('Qk');
    expect(formatCastling(0)).toBe('-');
    expect(parseCastling('')).toEqual({ ok: true, value: 0 });
  });

  it('refuses other letters and repeats', () => {
    expect(parseCastling('KX')).toMatchObject({ ok: false });
    expect(parseCastling('kk')).toEqual({
      ok: false,
      code: 'bad-position',
      error: "castling field 'kk' names 'k' twice",
    });
  });

  it('a move from or to a king or rook cell loses the rights that need it', () => {
    const rules = [
      castleRule(0, CASTLE_SHORT, {
        kingFrom: 4,
        kingTo: 6,
        rookFrom: 7,
        rookTo: 5,
        empty: [5, 6],
        crossed: [5],
      }),
      castleRule(0, CASTLE_LONG, {
        kingFrom: 4,
        kingTo: 2,
        rookFrom: 0,
        rookTo: 3,
        empty: [1, 2, 3],
        crossed: [3],
      }),
      castleRule(1, CASTLE_SHORT, {
        kingFrom: 12,
        kingTo: 14,
        rookFrom: 15,
        rookTo: 13,
        empty: [],
        crossed: [],
      }),
    ];
    expect(rules.map((r) => r.right)).toEqual([WHITE_SHORT, WHITE_LONG, BLACK_SHORT]);
    const kept = rightsKeptTable(16, rules);
    expect(kept[4]).toBe(15 & ~(WHITE_SHORT | WHITE_LONG));
    expect(kept[7]).toBe(15 & ~WHITE_SHORT);
    expect(kept[0]).toBe(15 & ~WHITE_LONG);
    expect(kept[15]).toBe(15 & ~BLACK_SHORT);
    expect(kept[9]).toBe(15);
  });
});
