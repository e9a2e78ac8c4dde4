import { describe, expect, it } from 'vitest';
import { rayCells, targetCells } from '../../grid/rays.js';
import { raysReversible, targetsSymmetric } from '../shared/table-checks.js';
import { BISHOP, ROOK, WHITE } from '../shared/pieces.js';
import { board, cellAt, fallingOf, isUp, risingOf, rowOf } from './board.js';
import { triangularChess, triChess, type DekleGame } from './index.js';
import {
  ALTITUDE_ATTACKERS,
  ALTITUDE_RAYS,
  KING_RAYS,
  KNIGHT_BY_OFFSET,
  KNIGHT_BY_PATH,
  PAWN_TABLES,
  STRIP_RAYS,
  TRI_KING_RAYS,
  TRI_QUEEN_ATTACKERS,
  TRI_QUEEN_RAYS,
  UNICORN_BY_OFFSET,
  UNICORN_BY_PATH,
} from './tables.js';

const names = (cells: number[]): string[] => cells.map((c) => board.name(c)).sort();
const list = (text: string): string[] => text.split(/\s+/).sort();
const reach = (game: DekleGame, kind: string, cell: string, options = {}): string[] =>
  names(game.reach(kind, WHITE, board.cell(cell), options));

describe('Triangular Chess on an empty board (rules §7.1)', () => {
  const cases: [string, string][] = [
    ['R d45', 'a36 b36 c45 d55 e66 e76 f87 d44 e33 e32 f21'],
    ['B d45', 'e54 f54 g63 h63 c34 c24 b13 c56 c57 b68'],
    ['K d45', 'c34 c45 c56 d44 d55 e54'],
    ['N d45', 'b24 b57 c23 c67 f53 f64'],
    ['U d45', 'b35 b46 d33 d66 e43 e65'],
    ['R e54', 'f54 g63 h63 e44 d33 d23 c12 e55 d66 d67 c78'],
    ['B e54', 'a36 b36 c45 d45 f42 f43 f65 f75 g31 g86'],
    ['K e54', 'd45 e44 e55 f43 f54 f65'],
    ['N e54', 'c35 c46 f32 f76 g42 g75'],
    ['U e54', 'd34 d56 e33 e66 g53 g64'],
    ['R a14', 'a15 b14 c23 d23 e32 f32 g41 h41'],
    ['B a14', 'b25 b35 c46 c56 d67 d77 e88'],
    ['K a14', 'a15 b14 b25'],
    ['N a14', 'b36 c35'],
    ['U a14', 'a26 c13 c24'],
    ['R a37', 'a36 a47 b24 b25 b58 b68 c12 c13'],
    ['B a37', 'b46 c46 d55 e55 f64 g64 h73'],
    ['N a37', 'c45 c56'],
    ['U a37', 'a25 a58 b35 b57'],
    ['K h41', 'g41 g52 h51'],
    ['N h41', 'f53 g63'],
    ['U h41', 'f31 f42 h62'],
    ['U f21', 'd11 d22 f42 g41'],
  ];
  for (const [piece, cells] of cases) {
    it(`${piece}: ${cells}`, () => {
      const [kind, cell] = piece.split(' ');
      expect(reach(triangularChess, kind, cell)).toEqual(list(cells));
    });
  }

  it('Q d45 is R + B [21]; every piece reaches every cell eventually', () => {
    const queen = reach(triangularChess, 'Q', 'd45');
    expect(queen).toEqual(
      [...reach(triangularChess, 'R', 'd45'), ...reach(triangularChess, 'B', 'd45')].sort(),
    );
    expect(queen).toHaveLength(21);
    for (const kind of 'RBNUK') {
      const seen = new Set([board.cell('d45')]);
      let frontier = [...seen];
      while (frontier.length > 0) {
        frontier = frontier
          .flatMap((c) => triangularChess.reach(kind, WHITE, c))
          .filter((c) => !seen.has(c));
        frontier.forEach((c) => seen.add(c));
      }
      expect(seen.size).toBe(96);
    }
  });

  it('leapers=path drops the leaps whose path leaves the board (§6 item 6)', () => {
    const path = { leapers: 'path' };
    expect(reach(triangularChess, 'U', 'a14', path)).toEqual(list('c13 c24'));
    expect(reach(triangularChess, 'U', 'a36', path)).not.toContain('a15');
    expect(reach(triangularChess, 'U', 'a36')).toContain('a15');
    // In the middle of the board nothing changes.
    expect(reach(triangularChess, 'U', 'd45', path)).toEqual(reach(triangularChess, 'U', 'd45'));
    expect(reach(triangularChess, 'N', 'e54', path)).toEqual(reach(triangularChess, 'N', 'e54'));
  });
});

describe('Tri-Chess on an empty board (rules §7.2)', () => {
  const cases: [string, string][] = [
    [
      'R d45',
      'a15 a25 a47 a48 b25 b35 b46 b47 c35 c45 c46 d11 d12 d22 d23 d33 d34 d44 d55 d56 d66 d67 d77 d78 d88 e43 e44 e55 e65 f42 f43 f65 f75 g41 g42 g75 g85 h41 h85',
    ],
    ['K d45', 'c34 c35 c45 c46 c56 d34 d44 d55 d56 e44 e54 e55'],
    ['K e54', 'd44 d45 d55 e43 e44 e55 e65 f43 f53 f54 f64 f65'],
    ['K a37', 'a26 a36 a47 a48 b36 b46 b47'],
    ['K a14', 'a15 a25 b13 b14 b24 b25'],
    ['K h41', 'g31 g41 g42 g52 h51 h52'],
    [
      'R a14',
      'a15 a25 a26 a36 a37 a47 a48 a58 b13 b14 b24 c12 c13 c24 c34 d11 d12 d34 d44 e11 e44 e54 f54 f64 g64 g74 h74 h84',
    ],
  ];
  for (const [piece, cells] of cases) {
    it(`${piece}: ${cells.split(' ').length} cells`, () => {
      const [kind, cell] = piece.split(' ');
      expect(reach(triChess, kind, cell)).toEqual(list(cells));
    });
  }

  it('B d45 is the Triangular-Chess queen [21]; Q d45 reaches 57 cells', () => {
    expect(reach(triChess, 'B', 'd45')).toEqual(reach(triangularChess, 'Q', 'd45'));
    const queen = reach(triChess, 'Q', 'd45');
    expect(queen).toHaveLength(57);
    expect(queen).toEqual(
      [...new Set([...reach(triChess, 'R', 'd45'), ...reach(triChess, 'B', 'd45')])].sort(),
    );
  });

  it('the king reaches exactly the 12 cells touching its own, and the leapers are unchanged', () => {
    for (let cell = 0; cell < board.size; cell++) {
      const touching = [...board.sides(cell), ...board.cornerNeighbours(cell)];
      expect(names(triChess.reach('K', WHITE, cell))).toEqual(names(touching));
      for (const kind of 'NU')
        expect(triChess.reach(kind, WHITE, cell)).toEqual(triangularChess.reach(kind, WHITE, cell));
    }
  });
});

describe('leaper offsets (rules §4.6, §4.7)', () => {
  const KNIGHT_UP = [
    [2, 2, -1],
    [2, 1, -2],
    [-2, -2, -1],
    [-1, -2, -2],
    [-2, 1, 2],
    [-1, 2, 2],
  ];
  const UNICORN_UP = [
    [-2, 0, 1],
    [-2, -1, 0],
    [0, 2, 1],
    [1, 2, 0],
    [0, -1, -2],
    [1, 0, -2],
  ];
  /** The cells at the offsets (negated from a ∇) that are on the board. */
  const byTable = (cell: number, offsets: number[][]): string[] => {
    const sign = isUp(cell) ? 1 : -1;
    return names(
      offsets
        .map(([dr, df, ds]) =>
          cellAt(rowOf(cell) + sign * dr, fallingOf(cell) + sign * df, risingOf(cell) + sign * ds),
        )
        .filter((c) => c >= 0),
    );
  };

  it('the offset tables give exactly the knight and unicorn targets of every cell', () => {
    for (let cell = 0; cell < board.size; cell++) {
      expect(names(targetCells(KNIGHT_BY_OFFSET.targets, cell))).toEqual(byTable(cell, KNIGHT_UP));
      expect(names(targetCells(UNICORN_BY_OFFSET.targets, cell))).toEqual(
        byTable(cell, UNICORN_UP),
      );
    }
  });

  it('by path, targets are a subset; sources read every table backwards', () => {
    for (const [offset, path] of [
      [KNIGHT_BY_OFFSET, KNIGHT_BY_PATH],
      [UNICORN_BY_OFFSET, UNICORN_BY_PATH],
    ]) {
      expect(targetsSymmetric(offset.targets, board.size, (c) => board.name(c))).toBeUndefined();
      for (let cell = 0; cell < board.size; cell++) {
        const targets = targetCells(path.targets, cell);
        expect(targets.every((t) => targetCells(offset.targets, cell).includes(t))).toBe(true);
        for (const table of [offset, path]) {
          const sources = targetCells(table.sources, cell);
          const expected = [...Array(board.size).keys()].filter((c) =>
            targetCells(table.targets, c).includes(cell),
          );
          expect(sources.sort()).toEqual(expected.sort());
        }
      }
    }
    // A path-based leap need not be possible both ways: the unicorn leaps a26 → a14 (passing
    // a25 and b14) but not back, as the pattern from a14 passes a15 and then leaves the board.
    const a14 = board.cell('a14');
    const a26 = board.cell('a26');
    expect(targetCells(UNICORN_BY_PATH.targets, a26)).toContain(a14);
    expect(targetCells(UNICORN_BY_PATH.targets, a14)).not.toContain(a26);
    expect(targetCells(UNICORN_BY_PATH.sources, a26)).not.toContain(a14);
    expect(
      targetsSymmetric(KNIGHT_BY_PATH.targets, board.size, (c) => board.name(c)),
    ).toBeUndefined();
  });
});

describe('ray tables', () => {
  it('every line table reads the same backwards, so attacks can be found from the target', () => {
    for (const rays of [ALTITUDE_RAYS, STRIP_RAYS, TRI_QUEEN_RAYS, KING_RAYS, TRI_KING_RAYS]) {
      expect(raysReversible(rays, board.size, (c) => board.name(c))).toBeUndefined();
    }
  });

  it('along an altitude line the attacker alternates rook and bishop (§4.1)', () => {
    // From d45 (Δ) northward: e54 is across a vertex (a bishop's first step back), then f54 across an edge.
    const d45 = board.cell('d45');
    const north = rayCells(ALTITUDE_RAYS, d45, 0).map((c) => board.name(c));
    expect(north).toEqual(['e54', 'f54', 'g63', 'h63']);
    const at = ALTITUDE_RAYS.start[d45 * 6];
    expect(Array.from(ALTITUDE_ATTACKERS.subarray(at, at + 4))).toEqual([
      BISHOP,
      ROOK,
      BISHOP,
      ROOK,
    ]);
    // In Tri-Chess the altitude lines are the bishop's, the strips the rook's.
    const tri = TRI_QUEEN_RAYS.start[d45 * 12];
    expect(TRI_QUEEN_ATTACKERS[tri]).toBe(BISHOP);
    expect(TRI_QUEEN_ATTACKERS[TRI_QUEEN_RAYS.start[d45 * 12 + 6]]).toBe(ROOK);
  });
});

describe('pawn tables (rules §4.9)', () => {
  const [white, black] = PAWN_TABLES;
  const cell = (name: string) => board.cell(name);
  const nameOf = (c: number) => (c < 0 ? '-' : board.name(c));

  it('steps, double steps and capture cells', () => {
    expect([nameOf(white.step[cell('b13')]), nameOf(white.double[cell('b13')])]).toEqual([
      'c13',
      'd22',
    ]);
    expect([nameOf(white.step[cell('b14')]), nameOf(white.double[cell('b14')])]).toEqual([
      'c23',
      'd23',
    ]);
    expect([nameOf(black.step[cell('g64')]), nameOf(black.double[cell('g64')])]).toEqual([
      'f64',
      'e55',
    ]);
    expect(nameOf(white.double[cell('c13')])).toBe('-');
    const captures = (table: typeof white, c: string) =>
      [0, 1].map((j) => nameOf(table.captures[cell(c) * 2 + j]));
    expect(captures(white, 'e54')).toEqual(['f53', 'f64']);
    expect(captures(black, 'e55')).toEqual(['d45', 'd56']);
  });

  it('the cells with no cell ahead are exactly those of the edge rule, each with one capture cell', () => {
    const edge = (table: typeof white) =>
      board.names.filter((_, c) => table.step[c] < 0 && !table.promotes[c]);
    expect(edge(white).sort()).toEqual(list('e11 f21 g31 e88 f87 g86'));
    expect(edge(black).sort()).toEqual(list('d11 c12 b13 d88 c78 b68'));
    const path = (table: typeof white, from: string): string[] => {
      const out = [from];
      for (let c = cell(from); !table.promotes[c];) {
        const next = [0, 1].map((j) => table.captures[c * 2 + j]).filter((t) => t >= 0);
        expect(next).toHaveLength(1);
        c = next[0];
        out.push(board.name(c));
      }
      return out;
    };
    expect(path(white, 'e11')).toEqual(['e11', 'f21', 'g31', 'h41']);
    expect(path(white, 'e88')).toEqual(['e88', 'f87', 'g86', 'h85']);
    expect(path(black, 'd11')).toEqual(['d11', 'c12', 'b13', 'a14']);
    expect(path(black, 'd88')).toEqual(['d88', 'c78', 'b68', 'a58']);
  });
});
