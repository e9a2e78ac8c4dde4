import { describe, expect, it } from 'vitest';
import { board } from './board.js';

const names = (cells: number[]) => cells.map((c) => board.name(c)).sort();

describe('Trigonal Chess board (rules §2, §7.7)', () => {
  it('has 81 cells, 45 of them A-cells, named a1 … i17', () => {
    expect(board.size).toBe(81);
    expect([...board.orientation].filter((o) => o === 0)).toHaveLength(45);
    expect(board.names[0]).toBe('a1');
    expect(board.names[80]).toBe('i17');
    expect(board.cell('E5')).toBe(board.cell('e5'));
    expect(board.cell('a2')).toBe(-1);
  });

  it('odd numbers are A-cells and every B-cell has 3 edge-neighbours', () => {
    for (let c = 0; c < board.size; c++) {
      const odd = Number(board.name(c).slice(1)) % 2 === 1;
      expect(board.orientation[c] === 0).toBe(odd);
      if (!odd) expect(board.sides(c)).toHaveLength(3);
    }
  });

  it('gives the edge and tip-to-tip neighbours of e5 (§7.2)', () => {
    const e5 = board.cell('e5');
    expect(names(board.sides(e5))).toEqual(['e4', 'e6', 'f6']);
    expect(names(board.cornerNeighbours(e5))).toEqual(
      ['d3', 'd4', 'd5', 'e3', 'e7', 'f4', 'f5', 'f7', 'f8'].sort(),
    );
  });

  it('draws each cell as a unit triangle with A-cells pointing toward the apex', () => {
    const a1 = board.centroid(board.cell('a1'));
    const i9 = board.centroid(board.cell('i9'));
    expect(a1[1]).toBeGreaterThan(i9[1]);
    for (let c = 0; c < board.size; c++) {
      const [p, q, r] = board.polygon(c);
      for (const [u, v] of [
        [p, q],
        [q, r],
        [r, p],
      ]) {
        expect(Math.hypot(u[0] - v[0], u[1] - v[1])).toBeCloseTo(1, 9);
      }
    }
  });
});
