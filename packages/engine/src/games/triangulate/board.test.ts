import { describe, expect, it } from 'vitest';
import { LINES, NEIGHBOURS, board, fileOf, mirrorCell, rankOf } from './board.js';
import { triangulate } from './index.js';
import { rayCells, targetCells } from '../../grid/rays.js';

const names = (cells: number[]) => cells.map((c) => board.name(c)).sort();

describe('Triangulate board (rules §1)', () => {
  it('is an 8×8 square topology named a1 … h8, cells (file, rank − 1, 0)', () => {
    expect(board.shape).toBe('squares');
    expect(board.size).toBe(64);
    expect(board.name(0)).toBe('a1');
    expect(board.name(7)).toBe('h1');
    expect(board.name(63)).toBe('h8');
    const e4 = board.cell('E4');
    expect(e4).toBe(board.cell('e4'));
    expect([board.x(e4), board.y(e4), board.z(e4)]).toEqual([4, 3, 0]);
    expect([fileOf(e4), rankOf(e4)]).toEqual([4, 3]);
    expect(board.cell('i1')).toBe(-1);
    expect(board.cell('a9')).toBe(-1);
  });

  it('gives every square its king neighbours: 3 in a corner, 5 on an edge, 8 inside', () => {
    expect(names(targetCells(NEIGHBOURS, board.cell('a1')))).toEqual(['a2', 'b1', 'b2']);
    expect(names(targetCells(NEIGHBOURS, board.cell('c1')))).toEqual([
      'b1',
      'b2',
      'c2',
      'd1',
      'd2',
    ]);
    expect(names(targetCells(NEIGHBOURS, board.cell('e5')))).toEqual(
      ['d4', 'd5', 'd6', 'e4', 'e6', 'f4', 'f5', 'f6'].sort(),
    );
    let total = 0;
    for (let c = 0; c < 64; c++) total += targetCells(NEIGHBOURS, c).length;
    expect(total).toBe(4 * 3 + 24 * 5 + 36 * 8);
  });

  it('has straight king lines to the edge', () => {
    const c3 = board.cell('c3');
    expect(rayCells(LINES, c3, 1).map((c) => board.name(c))).toEqual([
      'd4',
      'e5',
      'f6',
      'g7',
      'h8',
    ]);
    expect(rayCells(LINES, c3, 5).map((c) => board.name(c))).toEqual(['b2', 'a1']);
    expect(rayCells(LINES, c3, 4).map((c) => board.name(c))).toEqual(['b3', 'a3']);
  });

  it('mirrors left and right', () => {
    expect(board.name(mirrorCell(board.cell('a1')))).toBe('h1');
    expect(board.name(mirrorCell(board.cell('d5')))).toBe('e5');
  });

  it('reach: a small token steps to its king neighbours; large tokens never move', () => {
    expect(names(triangulate.reach('S', 0, board.cell('h8')))).toEqual(['g7', 'g8', 'h7']);
    expect(triangulate.reach('S', 1, board.cell('d4'))).toHaveLength(8);
    expect(triangulate.reach('S', 0, board.cell('d4'), { track: 'slide' })).toHaveLength(8);
    expect(triangulate.reach('L', 0, board.cell('d4'))).toEqual([]);
  });

  it('turns the board half round for O, who sits at rank 8', () => {
    expect(triangulate.views).toEqual([0, 180]);
    const a1 = board.centroid(board.cell('a1'));
    const a8 = board.centroid(board.cell('a8'));
    expect(a1[1]).toBeLessThan(a8[1]);
  });
});
