import { describe, expect, it } from 'vitest';
import { rayCells, targetCells } from '../../grid/rays.js';
import {
  DIRECTION_NAMES,
  adjacent,
  board,
  cellAt,
  emitsFirst,
  fileOf,
  isDown,
  mirrorCell,
  rankOf,
  rays,
  second,
  secondVia,
  sides,
} from './board.js';

// Appendix A of docs/rules/sankaku-shogi.md, copied verbatim: the per-cell relations (A.1) and
// every ray (A.2). The tables below are derived from the lattice, so these compare the
// geometry against the rules file cell by cell.
const APPENDIX_A1 = `
| c8 | up | c7, d8 | e8 (E via d8); b7 (SW via c7); d7 (SE via c7) | e7 | 6 |
| d8 | down | c8, e8 | c7 (SW via c8); e7 (SE via e8) | d7 | 5 |
| e8 | up | e7, d8 | c8 (W via d8); d7 (SW via e7); f7 (SE via e7) | c7 | 6 |
| b7 | up | b6, c7 | d7 (E via c7); c8 (NE via c7); a6 (SW via b6); c6 (SE via b6) | d6 | 7 |
| c7 | down | b7, d7, c8 | e7 (E via d7); d8 (NE via c8); b6 (SW via b7); d6 (SE via d7) | c6, e8 | 9 |
| d7 | up | d6, c7, e7 | f7 (E via e7); b7 (W via c7); e8 (NE via e7); c6 (SW via d6); c8 (NW via c7); e6 (SE via d6) | b6, f6, d8 | 12 |
| e7 | down | d7, f7, e8 | c7 (W via d7); d6 (SW via d7); d8 (NW via e8); f6 (SE via f7) | e6, c8 | 9 |
| f7 | up | f6, e7 | d7 (W via e7); e6 (SW via f6); e8 (NW via e7); g6 (SE via f6) | d6 | 7 |
| a6 | up | a5, b6 | c6 (E via b6); b7 (NE via b6); b5 (SE via a5) | c5 | 6 |
| b6 | down | a6, c6, b7 | d6 (E via c6); c7 (NE via b7); a5 (SW via a6); c5 (SE via c6) | b5, d7 | 9 |
| c6 | up | c5, b6, d6 | e6 (E via d6); a6 (W via b6); d7 (NE via d6); b5 (SW via c5); b7 (NW via b6); d5 (SE via c5) | a5, e5, c7 | 12 |
| d6 | down | c6, e6, d7 | f6 (E via e6); b6 (W via c6); e7 (NE via d7); c5 (SW via c6); c7 (NW via d7); e5 (SE via e6) | d5, b7, f7 | 12 |
| e6 | up | e5, d6, f6 | g6 (E via f6); c6 (W via d6); f7 (NE via f6); d5 (SW via e5); d7 (NW via d6); f5 (SE via e5) | c5, g5, e7 | 12 |
| f6 | down | e6, g6, f7 | d6 (W via e6); e5 (SW via e6); e7 (NW via f7); g5 (SE via g6) | f5, d7 | 9 |
| g6 | up | g5, f6 | e6 (W via f6); f5 (SW via g5); f7 (NW via f6) | e5 | 6 |
| a5 | down | b5, a6 | c5 (E via b5); b6 (NE via a6); b4 (SE via b5) | a4, c6 | 7 |
| b5 | up | b4, a5, c5 | d5 (E via c5); c6 (NE via c5); a4 (SW via b4); a6 (NW via a5); c4 (SE via b4) | d4, b6 | 10 |
| c5 | down | b5, d5, c6 | e5 (E via d5); a5 (W via b5); d6 (NE via c6); b4 (SW via b5); b6 (NW via c6); d4 (SE via d5) | c4, a6, e6 | 12 |
| d5 | up | d4, c5, e5 | f5 (E via e5); b5 (W via c5); e6 (NE via e5); c4 (SW via d4); c6 (NW via c5); e4 (SE via d4) | b4, f4, d6 | 12 |
| e5 | down | d5, f5, e6 | g5 (E via f5); c5 (W via d5); f6 (NE via e6); d4 (SW via d5); d6 (NW via e6); f4 (SE via f5) | e4, c6, g6 | 12 |
| f5 | up | f4, e5, g5 | d5 (W via e5); g6 (NE via g5); e4 (SW via f4); e6 (NW via e5); g4 (SE via f4) | d4, f6 | 10 |
| g5 | down | f5, g6 | e5 (W via f5); f4 (SW via f5); f6 (NW via g6) | g4, e6 | 7 |
| a4 | up | a3, b4 | c4 (E via b4); b5 (NE via b4); b3 (SE via a3) | c3, a5 | 7 |
| b4 | down | a4, c4, b5 | d4 (E via c4); c5 (NE via b5); a3 (SW via a4); a5 (NW via b5); c3 (SE via c4) | b3, d5 | 10 |
| c4 | up | c3, b4, d4 | e4 (E via d4); a4 (W via b4); d5 (NE via d4); b3 (SW via c3); b5 (NW via b4); d3 (SE via c3) | a3, e3, c5 | 12 |
| d4 | down | c4, e4, d5 | f4 (E via e4); b4 (W via c4); e5 (NE via d5); c3 (SW via c4); c5 (NW via d5); e3 (SE via e4) | d3, b5, f5 | 12 |
| e4 | up | e3, d4, f4 | g4 (E via f4); c4 (W via d4); f5 (NE via f4); d3 (SW via e3); d5 (NW via d4); f3 (SE via e3) | c3, g3, e5 | 12 |
| f4 | down | e4, g4, f5 | d4 (W via e4); g5 (NE via f5); e3 (SW via e4); e5 (NW via f5); g3 (SE via g4) | f3, d5 | 10 |
| g4 | up | g3, f4 | e4 (W via f4); f3 (SW via g3); f5 (NW via f4) | e3, g5 | 7 |
| a3 | down | b3, a4 | c3 (E via b3); b4 (NE via a4); b2 (SE via b3) | c4 | 6 |
| b3 | up | b2, a3, c3 | d3 (E via c3); c4 (NE via c3); a4 (NW via a3); c2 (SE via b2) | d2, b4 | 9 |
| c3 | down | b3, d3, c4 | e3 (E via d3); a3 (W via b3); d4 (NE via c4); b2 (SW via b3); b4 (NW via c4); d2 (SE via d3) | c2, a4, e4 | 12 |
| d3 | up | d2, c3, e3 | f3 (E via e3); b3 (W via c3); e4 (NE via e3); c2 (SW via d2); c4 (NW via c3); e2 (SE via d2) | b2, f2, d4 | 12 |
| e3 | down | d3, f3, e4 | g3 (E via f3); c3 (W via d3); f4 (NE via e4); d2 (SW via d3); d4 (NW via e4); f2 (SE via f3) | e2, c4, g4 | 12 |
| f3 | up | f2, e3, g3 | d3 (W via e3); g4 (NE via g3); e2 (SW via f2); e4 (NW via e3) | d2, f4 | 9 |
| g3 | down | f3, g4 | e3 (W via f3); f2 (SW via f3); f4 (NW via g4) | e4 | 6 |
| b2 | down | c2, b3 | d2 (E via c2); c3 (NE via b3); a3 (NW via b3); c1 (SE via c2) | d3 | 7 |
| c2 | up | c1, b2, d2 | e2 (E via d2); d3 (NE via d2); b3 (NW via b2); d1 (SE via c1) | e1, c3 | 9 |
| d2 | down | c2, e2, d3 | f2 (E via e2); b2 (W via c2); e3 (NE via d3); c1 (SW via c2); c3 (NW via d3); e1 (SE via e2) | d1, b3, f3 | 12 |
| e2 | up | e1, d2, f2 | c2 (W via d2); f3 (NE via f2); d1 (SW via e1); d3 (NW via d2) | c1, e3 | 9 |
| f2 | down | e2, f3 | d2 (W via e2); g3 (NE via f3); e1 (SW via e2); e3 (NW via f3) | d3 | 7 |
| c1 | down | d1, c2 | e1 (E via d1); d2 (NE via c2); b2 (NW via c2) | e2 | 6 |
| d1 | up | c1, e1 | e2 (NE via e1); c2 (NW via c1) | d2 | 5 |
| e1 | down | d1, e2 | c1 (W via d1); f2 (NE via e2); d2 (NW via e2) | c2 | 6 |
`;

const APPENDIX_A2 = `
c8  E:d8-e8  NE:d8  SW:c7-b7-b6-a6-a5  SE:c7-d7-d6-e6-e5-f5-f4-g4-g3
d8  E:e8  W:c8  SW:c8-c7-b7-b6-a6-a5  SE:e8-e7-f7-f6-g6-g5
e8  W:d8-c8  SW:e7-d7-d6-c6-c5-b5-b4-a4-a3  NW:d8  SE:e7-f7-f6-g6-g5
b7  E:c7-d7-e7-f7  NE:c7-c8-d8  SW:b6-a6-a5  SE:b6-c6-c5-d5-d4-e4-e3-f3-f2
c7  E:d7-e7-f7  W:b7  NE:c8-d8  SW:b7-b6-a6-a5  NW:c8  SE:d7-d6-e6-e5-f5-f4-g4-g3
d7  E:e7-f7  W:c7-b7  NE:e7-e8  SW:d6-c6-c5-b5-b4-a4-a3  NW:c7-c8  SE:d6-e6-e5-f5-f4-g4-g3
e7  E:f7  W:d7-c7-b7  NE:e8  SW:d7-d6-c6-c5-b5-b4-a4-a3  NW:e8-d8  SE:f7-f6-g6-g5
f7  W:e7-d7-c7-b7  SW:f6-e6-e5-d5-d4-c4-c3-b3-b2  NW:e7-e8-d8  SE:f6-g6-g5
a6  E:b6-c6-d6-e6-f6-g6  NE:b6-b7-c7-c8-d8  SW:a5  SE:a5-b5-b4-c4-c3-d3-d2-e2-e1
b6  E:c6-d6-e6-f6-g6  W:a6  NE:b7-c7-c8-d8  SW:a6-a5  NW:b7  SE:c6-c5-d5-d4-e4-e3-f3-f2
c6  E:d6-e6-f6-g6  W:b6-a6  NE:d6-d7-e7-e8  SW:c5-b5-b4-a4-a3  NW:b6-b7  SE:c5-d5-d4-e4-e3-f3-f2
d6  E:e6-f6-g6  W:c6-b6-a6  NE:d7-e7-e8  SW:c6-c5-b5-b4-a4-a3  NW:d7-c7-c8  SE:e6-e5-f5-f4-g4-g3
e6  E:f6-g6  W:d6-c6-b6-a6  NE:f6-f7  SW:e5-d5-d4-c4-c3-b3-b2  NW:d6-d7-c7-c8  SE:e5-f5-f4-g4-g3
f6  E:g6  W:e6-d6-c6-b6-a6  NE:f7  SW:e6-e5-d5-d4-c4-c3-b3-b2  NW:f7-e7-e8-d8  SE:g6-g5
g6  W:f6-e6-d6-c6-b6-a6  SW:g5-f5-f4-e4-e3-d3-d2-c2-c1  NW:f6-f7-e7-e8-d8  SE:g5
a5  E:b5-c5-d5-e5-f5-g5  NE:a6-b6-b7-c7-c8-d8  NW:a6  SE:b5-b4-c4-c3-d3-d2-e2-e1
b5  E:c5-d5-e5-f5-g5  W:a5  NE:c5-c6-d6-d7-e7-e8  SW:b4-a4-a3  NW:a5-a6  SE:b4-c4-c3-d3-d2-e2-e1
c5  E:d5-e5-f5-g5  W:b5-a5  NE:c6-d6-d7-e7-e8  SW:b5-b4-a4-a3  NW:c6-b6-b7  SE:d5-d4-e4-e3-f3-f2
d5  E:e5-f5-g5  W:c5-b5-a5  NE:e5-e6-f6-f7  SW:d4-c4-c3-b3-b2  NW:c5-c6-b6-b7  SE:d4-e4-e3-f3-f2
e5  E:f5-g5  W:d5-c5-b5-a5  NE:e6-f6-f7  SW:d5-d4-c4-c3-b3-b2  NW:e6-d6-d7-c7-c8  SE:f5-f4-g4-g3
f5  E:g5  W:e5-d5-c5-b5-a5  NE:g5-g6  SW:f4-e4-e3-d3-d2-c2-c1  NW:e5-e6-d6-d7-c7-c8  SE:f4-g4-g3
g5  W:f5-e5-d5-c5-b5-a5  NE:g6  SW:f5-f4-e4-e3-d3-d2-c2-c1  NW:g6-f6-f7-e7-e8-d8
a4  E:b4-c4-d4-e4-f4-g4  NE:b4-b5-c5-c6-d6-d7-e7-e8  SW:a3  SE:a3-b3-b2-c2-c1-d1
b4  E:c4-d4-e4-f4-g4  W:a4  NE:b5-c5-c6-d6-d7-e7-e8  SW:a4-a3  NW:b5-a5-a6  SE:c4-c3-d3-d2-e2-e1
c4  E:d4-e4-f4-g4  W:b4-a4  NE:d4-d5-e5-e6-f6-f7  SW:c3-b3-b2  NW:b4-b5-a5-a6  SE:c3-d3-d2-e2-e1
d4  E:e4-f4-g4  W:c4-b4-a4  NE:d5-e5-e6-f6-f7  SW:c4-c3-b3-b2  NW:d5-c5-c6-b6-b7  SE:e4-e3-f3-f2
e4  E:f4-g4  W:d4-c4-b4-a4  NE:f4-f5-g5-g6  SW:e3-d3-d2-c2-c1  NW:d4-d5-c5-c6-b6-b7  SE:e3-f3-f2
f4  E:g4  W:e4-d4-c4-b4-a4  NE:f5-g5-g6  SW:e4-e3-d3-d2-c2-c1  NW:f5-e5-e6-d6-d7-c7-c8  SE:g4-g3
g4  W:f4-e4-d4-c4-b4-a4  SW:g3-f3-f2-e2-e1-d1  NW:f4-f5-e5-e6-d6-d7-c7-c8  SE:g3
a3  E:b3-c3-d3-e3-f3-g3  NE:a4-b4-b5-c5-c6-d6-d7-e7-e8  NW:a4  SE:b3-b2-c2-c1-d1
b3  E:c3-d3-e3-f3-g3  W:a3  NE:c3-c4-d4-d5-e5-e6-f6-f7  SW:b2  NW:a3-a4  SE:b2-c2-c1-d1
c3  E:d3-e3-f3-g3  W:b3-a3  NE:c4-d4-d5-e5-e6-f6-f7  SW:b3-b2  NW:c4-b4-b5-a5-a6  SE:d3-d2-e2-e1
d3  E:e3-f3-g3  W:c3-b3-a3  NE:e3-e4-f4-f5-g5-g6  SW:d2-c2-c1  NW:c3-c4-b4-b5-a5-a6  SE:d2-e2-e1
e3  E:f3-g3  W:d3-c3-b3-a3  NE:e4-f4-f5-g5-g6  SW:d3-d2-c2-c1  NW:e4-d4-d5-c5-c6-b6-b7  SE:f3-f2
f3  E:g3  W:e3-d3-c3-b3-a3  NE:g3-g4  SW:f2-e2-e1-d1  NW:e3-e4-d4-d5-c5-c6-b6-b7  SE:f2
g3  W:f3-e3-d3-c3-b3-a3  NE:g4  SW:f3-f2-e2-e1-d1  NW:g4-f4-f5-e5-e6-d6-d7-c7-c8
b2  E:c2-d2-e2-f2  NE:b3-c3-c4-d4-d5-e5-e6-f6-f7  NW:b3-a3-a4  SE:c2-c1-d1
c2  E:d2-e2-f2  W:b2  NE:d2-d3-e3-e4-f4-f5-g5-g6  SW:c1  NW:b2-b3-a3-a4  SE:c1-d1
d2  E:e2-f2  W:c2-b2  NE:d3-e3-e4-f4-f5-g5-g6  SW:c2-c1  NW:d3-c3-c4-b4-b5-a5-a6  SE:e2-e1
e2  E:f2  W:d2-c2-b2  NE:f2-f3-g3-g4  SW:e1-d1  NW:d2-d3-c3-c4-b4-b5-a5-a6  SE:e1
f2  W:e2-d2-c2-b2  NE:f3-g3-g4  SW:e2-e1-d1  NW:f3-e3-e4-d4-d5-c5-c6-b6-b7
c1  E:d1-e1  NE:c2-d2-d3-e3-e4-f4-f5-g5-g6  NW:c2-b2-b3-a3-a4  SE:d1
d1  E:e1  W:c1  NE:e1-e2-f2-f3-g3-g4  NW:c1-c2-b2-b3-a3-a4
e1  W:d1-c1  NE:e2-f2-f3-g3-g4  SW:d1  NW:e2-d2-d3-c3-c4-b4-b5-a5-a6
`;

const cell = (name: string) => {
  const c = board.cell(name);
  if (c < 0) throw new Error(`no cell ${name}`);
  return c;
};
const names = (cells: number[]) => cells.map((c) => board.name(c)).sort();
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .sort();

describe('Sankaku board (rules §1)', () => {
  it('has 44 cells named as the rules file writes them, 22 ▲ and 22 ▼', () => {
    expect(board.size).toBe(44);
    expect(board.names.join(' ')).toBe(
      'c8 d8 e8 b7 c7 d7 e7 f7 a6 b6 c6 d6 e6 f6 g6 a5 b5 c5 d5 e5 f5 g5 ' +
        'a4 b4 c4 d4 e4 f4 g4 a3 b3 c3 d3 e3 f3 g3 b2 c2 d2 e2 f2 c1 d1 e1',
    );
    expect([...board.orientation].filter((o) => o === 0)).toHaveLength(22);
    for (const missing of [
      'a1',
      'b1',
      'f1',
      'g1',
      'a2',
      'g2',
      'a7',
      'g7',
      'a8',
      'b8',
      'f8',
      'g8',
    ]) {
      expect(board.cell(missing)).toBe(-1);
    }
    expect(board.cell('D4')).toBe(cell('d4'));
  });

  it('makes a cell apex-up exactly when file + rank is even', () => {
    for (let c = 0; c < board.size; c++) {
      expect(isDown(c)).toBe((fileOf(c) + rankOf(c)) % 2 === 1);
      expect(cellAt(fileOf(c), rankOf(c))).toBe(c);
    }
  });

  it('draws ranks upward and files rightward, ▲ pointing up', () => {
    for (let c = 0; c < board.size; c++) {
      const [x, y] = board.centroid(c);
      const up = board.polygon(c).filter(([, py]) => py > y).length;
      expect(up).toBe(isDown(c) ? 2 : 1);
      const right = cellAt(fileOf(c) + 1, rankOf(c));
      if (right >= 0) expect(board.centroid(right)[0]).toBeGreaterThan(x);
      const above = cellAt(fileOf(c), rankOf(c) + 1);
      if (above >= 0) expect(board.centroid(above)[1]).toBeGreaterThan(y);
    }
  });

  it('matches Appendix A.1: sides, second orthogonals with their via cells, corner cells', () => {
    const rows = APPENDIX_A1.trim().split('\n');
    expect(rows).toHaveLength(44);
    for (const row of rows) {
      const [name, apex, orth, secondText, corner, total] = row
        .split('|')
        .map((s) => s.trim())
        .filter((s, i) => i > 0 && i < 7 && s !== undefined);
      const c = cell(name);
      expect(isDown(c), name).toBe(apex === 'down');
      expect(names(targetCells(sides, c)), name).toEqual(list(orth));
      const expectedSecond = secondText
        .split(';')
        .map((s) => s.trim())
        .map((s) => /^([a-g][1-8]) \((\w+) via ([a-g][1-8])\)$/.exec(s)!)
        .map((m) => `${m[1]} ${m[2]} ${m[3]}`)
        .sort();
      const actualSecond: string[] = [];
      for (let i = second.start[c]; i < second.start[c + 1]; i++) {
        const via = secondVia[i];
        const d = [0, 1, 2, 3, 4, 5].find((dd) => rayCells(rays, c, dd)[1] === second.cells[i])!;
        expect(rayCells(rays, c, d)[0]).toBe(via);
        actualSecond.push(
          `${board.name(second.cells[i])} ${DIRECTION_NAMES[d]} ${board.name(via)}`,
        );
      }
      expect(actualSecond.sort(), name).toEqual(expectedSecond);
      const secondSet = new Set(targetCells(second, c));
      const cornerOnly = board.cornerNeighbours(c).filter((n) => !secondSet.has(n));
      expect(names(cornerOnly), name).toEqual(list(corner));
      expect(targetCells(adjacent, c), name).toHaveLength(Number(total));
    }
  });

  it('matches Appendix A.2: every ray from every cell', () => {
    const rows = APPENDIX_A2.trim().split('\n');
    expect(rows).toHaveLength(44);
    for (const row of rows) {
      const [name, ...parts] = row.trim().split(/\s+/);
      const c = cell(name);
      const expected = new Map(parts.map((p) => p.split(':') as [string, string]));
      for (let d = 0; d < 6; d++) {
        const ray = rayCells(rays, c, d).map((x) => board.name(x));
        expect(ray.join('-'), `${name} ${DIRECTION_NAMES[d]}`).toBe(
          expected.get(DIRECTION_NAMES[d]) ?? '',
        );
      }
    }
  });

  it('has 18 lines, each cell on exactly three (§9 invariants)', () => {
    const lines = new Set<string>();
    const onLines = new Array<number>(board.size).fill(0);
    for (let c = 0; c < board.size; c++) {
      for (let d = 0; d < 3; d++) {
        const back = rayCells(rays, c, d + 3).reverse();
        const line = [...back, c, ...rayCells(rays, c, d)];
        lines.add(line.join(','));
      }
    }
    expect(lines.size).toBe(18);
    for (const line of lines) for (const c of line.split(',')) onLines[Number(c)]++;
    expect(onLines.every((n) => n === 3)).toBe(true);
  });

  it('has symmetric relations with the §1 counts', () => {
    const sideCounts = [0, 0, 0, 0];
    const adjacentCounts = new Map<number, number>();
    for (let c = 0; c < board.size; c++) {
      const s = targetCells(sides, c);
      const a = targetCells(adjacent, c);
      sideCounts[s.length]++;
      adjacentCounts.set(a.length, (adjacentCounts.get(a.length) ?? 0) + 1);
      for (const n of s) expect(targetCells(sides, n)).toContain(c);
      for (const n of a) expect(targetCells(adjacent, n)).toContain(c);
      for (const n of targetCells(second, c)) {
        expect(isDown(n)).toBe(isDown(c));
        expect(a).toContain(n);
        expect(targetCells(second, n)).toContain(c);
      }
    }
    expect(sideCounts).toEqual([0, 0, 18, 26]);
    expect([...adjacentCounts.entries()].sort((p, q) => p[0] - q[0])).toEqual([
      [5, 2],
      [6, 8],
      [7, 8],
      [9, 8],
      [10, 4],
      [12, 14],
    ]);
  });

  it('gives d4 the relations §9 lists', () => {
    const d4 = cell('d4');
    expect(isDown(d4)).toBe(true);
    expect(names(targetCells(sides, d4))).toEqual(['c4', 'd5', 'e4']);
    expect(rayCells(rays, d4, 0).map((c) => board.name(c))).toEqual(['e4', 'f4', 'g4']);
    expect(rayCells(rays, d4, 3).map((c) => board.name(c))).toEqual(['c4', 'b4', 'a4']);
    expect(names(targetCells(second, d4))).toEqual(['b4', 'c3', 'c5', 'e3', 'e5', 'f4']);
  });

  it('reads every ray backwards as the opposite ray (attack detection scans from the target)', () => {
    for (let c = 0; c < board.size; c++) {
      for (let d = 0; d < 6; d++) {
        const ray = rayCells(rays, c, d);
        ray.forEach((x, i) => {
          const back = [...ray.slice(0, i).reverse(), c];
          expect(rayCells(rays, x, (d + 3) % 6).slice(0, i + 1)).toEqual(back);
        });
      }
    }
  });

  it('emits each shared first Chariot step once', () => {
    for (let c = 0; c < board.size; c++) {
      const firsts = [0, 1, 2, 3, 4, 5].filter((d) => emitsFirst[c * 6 + d] === 1);
      const cellsSeen = firsts.map((d) => rayCells(rays, c, d)[0]);
      expect(new Set(cellsSeen).size).toBe(cellsSeen.length);
      expect(new Set(cellsSeen)).toEqual(new Set(targetCells(sides, c)));
    }
  });

  it('mirrors top to bottom onto the board, swapping ▲ and ▼', () => {
    for (let c = 0; c < board.size; c++) {
      const m = mirrorCell(c);
      expect(m).toBeGreaterThanOrEqual(0);
      expect(mirrorCell(m)).toBe(c);
      expect(isDown(m)).toBe(!isDown(c));
    }
  });
});
