import { describe, expect, it } from 'vitest';
import { raysReversible, targetsSymmetric } from '../shared/table-checks.js';
import { board } from './board.js';
import { trigonal } from './index.js';
import {
  BISHOP_RAYS,
  BISHOP_RAYS_120,
  KING_TARGETS,
  KING_TARGETS_12,
  KNIGHT_TARGETS,
  KNIGHT_TARGETS_9,
  PAWN_TABLES,
  ROOK_RAYS,
} from './tables.js';
import { rayCells } from '../../grid/rays.js';
import { BISHOP_LINE_SHIFT, rulesFor, SPAN_WORDS } from './rules.js';

const WHITE = 0;
const names = (cells: number[]): string[] => cells.map((c) => board.name(c)).sort();
const sorted = (list: string): string[] => list.split(/\s+/).sort();
const reach = (kind: string, cell: string, options = {}): string[] =>
  names(trigonal.reach(kind, WHITE, board.cell(cell), options));

describe('empty-board reach (rules §7.2)', () => {
  it('e5, an A-cell: rook 29, bishop 26, queen 49, king 9, knight 6', () => {
    const rook = reach('R', 'e5');
    expect(rook).toEqual(
      sorted(
        'e4 e3 e2 e1 e6 e7 e8 e9 d5 d6 c5 f6 f5 g6 g5 h6 h5 i6 i5 d3 d2 c1 f7 g8 g9 h10 h11 i12 i13',
      ),
    );
    expect(rook).toHaveLength(29);
    const bishop = reach('B', 'e5');
    expect(bishop).toEqual(
      sorted('e7 d7 f9 f11 g13 d5 c3 b3 a1 d3 d1 b1 e3 f3 f1 g1 f5 g7 h7 i9 g3 h1 f7 g11 h15 h9'),
    );
    expect(bishop).toHaveLength(26);
    const queen = reach('Q', 'e5');
    expect(queen).toHaveLength(49);
    expect(queen).toEqual([...new Set([...rook, ...bishop])].sort());
    expect(reach('K', 'e5')).toEqual(sorted('d3 d5 e3 e4 e6 e7 f5 f6 f7'));
    expect(reach('N', 'e5')).toEqual(sorted('d2 d6 e2 e8 g6 g8'));
  });

  it('lists the bishop rays of e5 exactly as §7.2 does', () => {
    const e5 = board.cell('e5');
    const rays = Array.from({ length: 12 }, (_, d) =>
      rayCells(BISHOP_RAYS, e5, d)
        .map((c) => board.name(c))
        .join(' '),
    );
    expect(rays.sort()).toEqual(
      [
        'e7 d7',
        'e7 f9 f11 g13',
        'd5 c3 b3 a1',
        'd5 d7',
        'd3 d1',
        'd3 c3 b1 a1',
        'e3 f3 f1 g1',
        'e3 d1',
        'f5 g7 h7 i9',
        'f5 f3 g3 g1 h1',
        'f7 f9 g11 g13 h15',
        'f7 g7 h9 i9',
      ].sort(),
    );
  });

  it('f6, a B-cell: rook 31, bishop 25 (all B-cells), queen 50, king and knight', () => {
    expect(reach('R', 'f6')).toHaveLength(31);
    const bishop = trigonal.reach('B', WHITE, board.cell('f6'));
    expect(bishop).toHaveLength(25);
    expect(bishop.every((c) => board.orientation[c] === 1)).toBe(true);
    expect(reach('Q', 'f6')).toHaveLength(50);
    expect(reach('K', 'f6')).toEqual(sorted('e5 f5 f7 f8 e6 e4 f4 g6 g8'));
    expect(reach('N', 'f6')).toEqual(sorted('d3 d5 f3 f9 g5 g9'));
  });

  it('the corner i1', () => {
    expect(reach('K', 'i1')).toEqual(sorted('i2 i3 h1'));
    expect(reach('N', 'i1')).toEqual(sorted('h2 i4'));
    const rook = reach('R', 'i1');
    const fileI = board.names.filter((n) => n[0] === 'i' && n !== 'i1');
    const backLane = board.names.filter((n, c) => board.y(c) === 0 && n !== 'i1');
    expect(rook).toEqual([...new Set([...fileI, ...backLane])].sort());
    expect(rook).toHaveLength(31);
    expect(reach('B', 'i1')).toEqual(
      [...new Set(sorted('i3 h3 h5 g5 g7 f7 f9 e9 h1 h3 g3 g5 f5 f7 e7 e9'))].sort(),
    );
    expect(reach('B', 'i1')).toHaveLength(12);
  });

  it('the apex a1', () => {
    expect(reach('K', 'a1')).toEqual(sorted('b1 b2 b3'));
    expect(reach('N', 'a1')).toEqual(sorted('c2 c4'));
    const rook = reach('R', 'a1');
    const lanes = board.names.filter(
      (n, c) => n !== 'a1' && (board.y(c) === 0 || board.z(c) === 0),
    );
    expect(rook).toEqual(lanes.sort());
    expect(rook).toHaveLength(31);
    expect(reach('B', 'a1')).toEqual(
      [...new Set(sorted('b1 c3 d3 e5 f5 g7 h7 i9 b3 c3 d5 e5 f7 g7 h9 i9'))].sort(),
    );
    expect(reach('B', 'a1')).toHaveLength(12);
  });

  it('pawns step up (White) or down (Black) their file, double-stepping from the 3rd rank', () => {
    expect(reach('P', 'f3')).toEqual(['f4', 'f5']);
    expect(reach('P', 'f4')).toEqual(['f5']);
    expect(names(trigonal.reach('P', 1, board.cell('f9')))).toEqual(['f7', 'f8']);
    expect(names(trigonal.reach('P', 1, board.cell('f8')))).toEqual(['f7']);
    expect(reach('P', 'f3', { 'double-step': 'unmoved' })).toEqual(['f4', 'f5']);
    expect(reach('P', 'e3', { 'double-step': 'unmoved' })).toEqual(['e4']);
    expect(reach('P', 'e3')).toEqual(['e4', 'e5']);
  });

  it('gives nothing for an unknown piece letter, and refuses a cell off the board', () => {
    expect(trigonal.reach('X', WHITE, 0)).toEqual([]);
    expect(() => trigonal.reach('K', WHITE, 81)).toThrow(RangeError);
    expect(names(trigonal.reach('k', WHITE, board.cell('a1')))).toEqual(sorted('b1 b2 b3'));
  });
});

describe('option variants of the tables', () => {
  it('bishop=120 from e5 (§6 item 7a)', () => {
    expect(reach('B', 'e5', { bishop: '120' })).toEqual(
      sorted(
        'b1 b3 c1 c3 c5 d1 d3 d5 d7 e1 e3 e7 e9 f1 f3 f5 f7 f9 f11 g3 g5 g7 g9 g11 h3 h5 h7 h9 h11 h13 i3 i5 i7 i11 i13 i15',
      ),
    );
  });

  it('king=12 adds the three tip-to-tip cells (§6 item 10)', () => {
    expect(reach('K', 'e5', { king: '12' })).toEqual(sorted('d3 d5 e3 e4 e6 e7 f5 f6 f7 d4 f4 f8'));
    expect(reach('K', 'f6', { king: '12' })).toHaveLength(12);
  });

  it('knight=9 adds the three tip-to-tip cells (§6 item 11)', () => {
    expect(reach('N', 'e5', { knight: '9' })).toEqual(sorted('d2 d6 e2 e8 g6 g8 d4 f4 f8'));
  });
});

describe('table properties (rules §7.7)', () => {
  const name = (c: number) => board.name(c);

  it('every rook and bishop ray, of every variant, read backwards is a ray of the same piece', () => {
    expect(raysReversible(ROOK_RAYS, board.size, name)).toBeUndefined();
    expect(raysReversible(BISHOP_RAYS, board.size, name)).toBeUndefined();
    expect(raysReversible(BISHOP_RAYS_120, board.size, name)).toBeUndefined();
  });

  it('the check finds a ray that is not reversible', () => {
    // One-way rays: from every cell only "up the file" (direction 0) and nothing back.
    const oneWay = {
      ...ROOK_RAYS,
      directions: 6,
      length: ROOK_RAYS.length.map((l, i) => (i % 6 === 0 ? l : 0)),
    };
    expect(raysReversible(oneWay, board.size, name)).toMatch(/read backwards is no ray/);
  });

  it('king and knight targets of every variant are symmetric', () => {
    for (const table of [KING_TARGETS, KING_TARGETS_12, KNIGHT_TARGETS, KNIGHT_TARGETS_9]) {
      expect(targetsSymmetric(table, board.size, name)).toBeUndefined();
    }
    // A pawn's step table with its -1s (no step) left out.
    const steps = Array.from(PAWN_TABLES[WHITE].step, (to) => (to < 0 ? [] : [to]));
    const pawnSteps = {
      start: Int32Array.from({ length: 82 }, (_, i) => steps.slice(0, i).flat().length),
      cells: Int16Array.from(steps.flat()),
    };
    expect(targetsSymmetric(pawnSteps, board.size, name)).toMatch(/but not back/);
  });

  it('the knight always changes colour, the bishop never does', () => {
    for (let c = 0; c < board.size; c++) {
      for (const t of trigonal.reach('N', WHITE, c))
        expect(board.orientation[t]).not.toBe(board.orientation[c]);
      for (const t of trigonal.reach('B', WHITE, c))
        expect(board.orientation[t]).toBe(board.orientation[c]);
    }
  });

  it('pawn attackers invert pawn captures, and promotion cells are the ends of the files', () => {
    for (const side of [0, 1]) {
      const p = PAWN_TABLES[side];
      for (let c = 0; c < board.size; c++) {
        for (let j = 0; j < 3; j++) {
          const t = p.captures[c * 3 + j];
          if (t >= 0) expect([0, 1, 2].map((k) => p.attackers[t * 3 + k])).toContain(c);
        }
      }
      const promotion = board.names.filter((_, c) => p.promotes[c] === 1).sort();
      expect(promotion).toEqual(
        side === 0
          ? sorted('a1 b3 c5 d7 e9 f11 g13 h15 i17')
          : sorted('a1 b1 c1 d1 e1 f1 g1 h1 i1'),
      );
    }
  });

  it('two lanes of different families share 2, 1 or 0 cells (§2.2)', () => {
    for (let a = 0; a <= 8; a++) {
      for (let b = 0; b <= 8; b++) {
        const shared = board.names.filter((_, c) => board.x(c) === a && board.y(c) === b).length;
        expect(shared).toBe(a + b <= 7 ? 2 : a + b === 8 ? 1 : 0);
      }
    }
  });

  it('the spans of a cell are the cells on its rook and bishop rays, which its lines pass, and its knight and king targets', () => {
    for (const [bishop, knight, king] of [
      ['60', '6', '9'],
      ['120', '9', '12'],
    ]) {
      const rules = rulesFor({ bishop, knight, king });
      for (const [spans, targets] of [
        [rules.knightSpan, rules.knightTargets],
        [rules.kingSpan, rules.kingTargets],
      ] as const) {
        for (let cell = 0; cell < board.size; cell++) {
          const held = board.names.filter(
            (_, other) => ((spans[cell * SPAN_WORDS + (other >> 5)] >>> (other & 31)) & 1) === 1,
          );
          const listed = Array.from(
            targets.cells.subarray(targets.start[cell], targets.start[cell + 1]),
          ).map((c) => board.name(c));
          expect(held.sort()).toEqual(listed.sort());
        }
      }
      for (let cell = 0; cell < board.size; cell++) {
        for (let other = 0; other < board.size; other++) {
          const bit = (spans: Int32Array): boolean =>
            ((spans[cell * SPAN_WORDS + (other >> 5)] >>> (other & 31)) & 1) === 1;
          const lines = rules.lines[cell * board.size + other];
          expect(bit(rules.rookSpan)).toBe((lines & ((1 << BISHOP_LINE_SHIFT) - 1)) !== 0);
          expect(bit(rules.bishopSpan)).toBe(lines >>> BISHOP_LINE_SHIFT !== 0);
        }
        expect(
          board.names.filter(
            (_, other) =>
              ((rules.rookSpan[cell * SPAN_WORDS + (other >> 5)] >>> (other & 31)) & 1) === 1,
          ),
        ).toEqual(
          board.names.filter((_, other) =>
            [0, 1, 2, 3, 4, 5].some((d) => rayCells(rules.rookRays, cell, d).includes(other)),
          ),
        );
      }
    }
  });
});
