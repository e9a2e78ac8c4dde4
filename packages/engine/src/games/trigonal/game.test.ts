import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { board } from './board.js';
import { trigonal } from './index.js';

/** A cell's centre in the drawing frame turned anticlockwise by `degrees`. */
function turned(cell: string, degrees: number): [number, number] {
  const [x, y] = board.centroid(board.cell(cell));
  const a = (degrees * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

describe('the Trigonal Chess definition', () => {
  it('names the game, its players and pieces', () => {
    expect(trigonal.id).toBe('trigonal');
    expect(trigonal.title).toBe('Trigonal Chess');
    expect(trigonal.players).toEqual(['White', 'Black']);
    expect(trigonal.pieces.map((p) => `${p.letter} ${p.name}`)).toEqual([
      'K King',
      'Q Queen',
      'R Rook',
      'B Bishop',
      'N Knight',
      'P Pawn',
    ]);
    expect(trigonal.topology).toBe(board);
  });

  it('offers the open readings of §6 as options, the recommendation first', () => {
    expect(trigonal.options.map((o) => [o.name, o.default, ...o.values])).toEqual([
      ['bishop', '60', '60', '120'],
      ['king', '9', '9', '12'],
      ['knight', '6', '6', '9'],
      ['double-step', 'third-rank', 'third-rank', 'unmoved'],
      ['double-step-skip', 'empty', 'empty', 'any'],
      ['castling', 'on', 'on', 'off'],
    ]);
    for (const o of trigonal.options) {
      expect(o.description).toMatch(/§/);
      expect(o.valueDescriptions).toHaveLength(o.values.length);
    }
  });

  it("White's view is §2.1's display: apex at the left, files a…i left to right, numbers upward", () => {
    const [white, black] = trigonal.views;
    const apex = turned('a1', white);
    for (const cell of board.names)
      expect(turned(cell, white)[0]).toBeGreaterThanOrEqual(apex[0] - 1e-9);
    expect(turned('a1', white)[0]).toBeLessThan(turned('e5', white)[0]);
    expect(turned('e5', white)[0]).toBeLessThan(turned('i9', white)[0]);
    expect(turned('i1', white)[1]).toBeLessThan(turned('i9', white)[1]);
    expect(turned('i9', white)[1]).toBeLessThan(turned('i17', white)[1]);
    expect(turned('h2', white)[1]).toBeLessThan(turned('h14', white)[1]);
    // Black's view turns the board half round: Black's army nearest the viewer.
    expect(turned('h14', black)[1]).toBeLessThan(turned('h2', black)[1]);
    expect(turned('a1', black)[0]).toBeGreaterThan(turned('i9', black)[0]);
  });

  it('shows what stands on a cell', () => {
    const p = trigonal.create();
    expect(p.contents(board.cell('h2'))).toEqual([{ owner: 0, kind: 'K' }]);
    expect(p.contents(board.cell('g12'))).toEqual([{ owner: 1, kind: 'B' }]);
    expect(p.contents(board.cell('e5'))).toEqual([]);
  });

  it('counts promotions as material changes, and decodes moves', () => {
    const p = unwrap(trigonal.parse('1/3/5/7/9/9P1/13/1K11k1/17 w - - 0 1')); // Kh2 Pf10, Black Kh14
    const queen = unwrap(p.parseMove('f10-f11=Q'));
    expect(p.isCapture(queen)).toBe(true);
    expect(p.moveInfo(queen)).toEqual({
      from: board.cell('f10'),
      to: board.cell('f11'),
      capture: false,
      choice: 'Q',
    });
    const quiet = unwrap(p.parseMove('h2-h3'));
    expect(p.isCapture(quiet)).toBe(false);
    expect(p.history()).toEqual([]);
    p.play(quiet);
    expect(p.history()).toEqual([quiet]);
  });
});
