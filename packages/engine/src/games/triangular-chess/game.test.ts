import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { games } from '../../index.js';
import { board } from './board.js';
import * as TriangularChess from './index.js';
import { triangularChess, triChess } from './index.js';
import { boardText } from './text.js';

/** A cell's centre in the drawing frame turned anticlockwise by `degrees`. */
function turned(cell: string, degrees: number): [number, number] {
  const [x, y] = board.centroid(board.cell(cell));
  const a = (degrees * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

describe('the game definitions', () => {
  it('name the games, their players and pieces, the unicorn among them', () => {
    expect([triangularChess.id, triangularChess.title]).toEqual([
      'triangular-chess',
      'Triangular Chess',
    ]);
    expect([triChess.id, triChess.title]).toEqual(['tri-chess', 'Tri-Chess']);
    for (const game of [triangularChess, triChess]) {
      expect(game.players).toEqual(['White', 'Black']);
      expect(game.pieces.map((p) => `${p.letter} ${p.name}`)).toEqual([
        'K King',
        'Q Queen',
        'R Rook',
        'B Bishop',
        'N Knight',
        'U Unicorn',
        'P Pawn',
      ]);
      expect(game.topology).toBe(board);
      expect(unwrap(games.get(game.id))).toBe(game);
    }
  });

  it('offer the open readings of §6 items 1 and 6 as options, the recommendation the default', () => {
    for (const game of [triangularChess, triChess]) {
      expect(game.options.map((o) => [o.name, o.default, ...o.values])).toEqual([
        ['black-setup', 'mirror', 'mirror', 'rotation'],
        ['leapers', 'offset', 'offset', 'path'],
      ]);
      for (const o of game.options) {
        expect(o.description).toMatch(/§6 item/);
        expect(o.valueDescriptions).toHaveLength(o.values.length);
        expect(o.valueDescriptions![0]).toMatch(/recommended/);
      }
    }
  });

  it("turn the board so that each seat's army is nearest the viewer", () => {
    const [white, black] = triangularChess.views;
    expect(triChess.views).toEqual(triangularChess.views);
    // White: row a at the bottom, a14 at the left; Black: row h at the bottom, h85 at the left.
    expect(turned('a37', white)[1]).toBeLessThan(turned('h73', white)[1]);
    expect(turned('a14', white)[0]).toBeLessThan(turned('a58', white)[0]);
    expect(turned('h73', black)[1]).toBeLessThan(turned('a37', black)[1]);
    expect(turned('h85', black)[0]).toBeLessThan(turned('h41', black)[0]);
  });

  it('reach() refuses unknown pieces, cells and seats', () => {
    expect(triangularChess.reach('X', 0, 0)).toEqual([]);
    expect(() => triangularChess.reach('K', 2, 0)).toThrow(RangeError);
    expect(() => triangularChess.reach('K', 0, 96)).toThrow(RangeError);
    expect(triangularChess.reach('k', 1, board.cell('a14')).map((c) => board.name(c))).toEqual([
      'a15',
      'b14',
      'b25',
    ]);
  });
});

describe('what the interfaces read', () => {
  it('shows what stands on a cell', () => {
    const p = triangularChess.create();
    expect(p.contents(board.cell('a36'))).toEqual([{ owner: 0, kind: 'U' }]);
    expect(p.contents(board.cell('h73'))).toEqual([{ owner: 1, kind: 'K' }]);
    expect(p.contents(board.cell('d45'))).toEqual([]);
  });

  it('decodes moves; a promotion changes material', () => {
    const p = unwrap(
      triangularChess.parse(`${unwrap(boardText('Pg53 rh52 Ka14 kh85'))} w - - 0 1`),
    );
    const take = unwrap(p.parseMove('g53-h52=U'));
    expect(p.moveInfo(take)).toEqual({
      from: board.cell('g53'),
      to: board.cell('h52'),
      capture: true,
      choice: 'U',
    });
    const step = unwrap(p.parseMove('g53-h62=N'));
    expect([p.takes(step), p.isCapture(step)]).toEqual([false, true]);
    const quiet = unwrap(p.parseMove('a14-a15'));
    expect(p.isCapture(quiet)).toBe(false);
    p.play(take);
    expect(p.board[board.cell('h52')]).toBe(TriangularChess.UNICORN);
    expect(p.history()).toEqual([take]);
  });

  it('exports the position class, piece codes and move decoders for the AI', () => {
    const p = TriangularChess.triChess.create();
    expect(p).toBeInstanceOf(TriangularChess.DeklePosition);
    expect(p.rules.variant).toBe('tri-chess');
    expect([
      TriangularChess.PAWN,
      TriangularChess.KNIGHT,
      TriangularChess.BISHOP,
      TriangularChess.ROOK,
      TriangularChess.QUEEN,
      TriangularChess.KING,
      TriangularChess.UNICORN,
    ]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(p.board).toBeInstanceOf(Int8Array);
    expect(Array.from(p.king)).toEqual([board.cell('a37'), board.cell('h73')]);
    expect(p.board[board.cell('a36')]).toBe(TriangularChess.UNICORN);
    const move = p.legalMoves()[0];
    expect([
      TriangularChess.moveFrom(move),
      TriangularChess.moveTo(move),
      TriangularChess.movePromotion(move),
    ]).toEqual([p.moveInfo(move).from, p.moveInfo(move).to, 0]);
    expect(p.maxMoves).toBeGreaterThanOrEqual(19 * 57);
  });
});
