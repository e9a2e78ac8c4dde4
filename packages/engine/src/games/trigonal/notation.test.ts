import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import { trigonal, type TrigonalPosition } from './index.js';

const PROMOTION = '1/3/5/6r/6P1n/8b2/13/1K11k1/17 w - - 0 1'; // §7.4 C: Kh2 Pe7; Black Kh14 Rd7 Ne9 Bf9
const CASTLING = '1/3/5/7/9/1R9/13/1K11k1/R16 w KQ - 0 1'; // §7.5 D
const MATE_IN_ONE = 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1'; // §7.6: Kc4 Qd4; Black Ka1

const text = (p: TrigonalPosition, coord: string): string =>
  p.moveToText(unwrap(p.parseMove(coord)));
const error = (p: TrigonalPosition, move: string): string => {
  const before = [p.toText(), p.hash(), p.history().length];
  const result = p.parseMove(move);
  expect([p.toText(), p.hash(), p.history().length]).toEqual(before);
  if (result.ok) throw new Error(`'${move}' was accepted`);
  return result.error;
};

describe('move text (rules §8)', () => {
  it('writes the readable long algebraic form', () => {
    const p = trigonal.create();
    expect(text(p, 'f1-e2')).toBe('Nf1-e2');
    expect(text(p, 'f4-f5')).toBe('f4-f5');
    expect(text(p, 'f2-a1')).toBe('Rf2-a1');
    unwrap(playMoves(p, 'f2-b2'));
    expect(text(p, 'f10-b2')).toBe('Rf10xb2');
    expect(text(unwrap(trigonal.parse(PROMOTION)), 'e7-d7=Q')).toBe('e7xd7=Q');
    const castle = unwrap(trigonal.parse(CASTLING));
    // The rook lands on h1 and looks up file h at the Black king.
    expect(text(castle, 'O-O')).toBe('O-O+');
    expect(text(castle, 'O-O-O')).toBe('O-O-O');
  });

  it('writes the coordinate form', () => {
    const p = unwrap(trigonal.parse(PROMOTION));
    expect(
      p
        .legalMoves()
        .map((m) => p.moveToCoord(m))
        .filter((m) => m.startsWith('e7')),
    ).toEqual([
      'e7-e8',
      'e7-e9=Q',
      'e7-e9=R',
      'e7-e9=B',
      'e7-e9=N',
      'e7-d7=Q',
      'e7-d7=R',
      'e7-d7=B',
      'e7-d7=N',
      'e7-f9',
    ]);
    const castle = unwrap(trigonal.parse(CASTLING));
    expect(castle.legalMoves().map((m) => castle.moveToCoord(m))).toContain('O-O-O');
  });

  it('marks check and mate', () => {
    const mate = unwrap(trigonal.parse(MATE_IN_ONE));
    expect(text(mate, 'd4-b2')).toBe('Qd4-b2#');
    // d3 mates too: the queen checks along d3 c3 b1 a1 and the king on c4 guards b2.
    expect(text(mate, 'd4-d3')).toBe('Qd4-d3#');
    expect(text(mate, 'd4-b1')).toBe('Qd4-b1+');
    expect(text(mate, 'd4-d6')).toBe('Qd4-d6');
    expect(text(mate, 'c4-c5')).toBe('Kc4-c5');
  });
});

describe('reading moves', () => {
  it('reads the coordinate and readable forms, case-insensitively for cells', () => {
    const p = trigonal.create();
    const nf1e2 = unwrap(p.parseMove('f1-e2'));
    for (const form of ['Nf1-e2', 'f1xe2', 'F1-E2', 'Nf1xe2+', '  f1-e2  ', 'nf1-e2', 'Nf1:e2']) {
      expect(unwrap(p.parseMove(form))).toBe(nf1e2);
    }
    expect(unwrap(p.parseMove('Pf4-f5'))).toBe(unwrap(p.parseMove('f4-f5')));
    const castle = unwrap(trigonal.parse(CASTLING));
    for (const form of ['O-O', '0-0', 'o-o', 'O-O+'])
      expect(castle.moveToCoord(unwrap(castle.parseMove(form)))).toBe('O-O');
    for (const form of ['O-O-O', '0-0-0'])
      expect(castle.moveToCoord(unwrap(castle.parseMove(form)))).toBe('O-O-O');
    const promotion = unwrap(trigonal.parse(PROMOTION));
    expect(promotion.moveToCoord(unwrap(promotion.parseMove('e7xd7=n')))).toBe('e7-d7=N');
    expect(promotion.moveToCoord(unwrap(promotion.parseMove('e7-e9=R+')))).toBe('e7-e9=R');
  });

  it('reads en passant with or without "e.p."', () => {
    const p = unwrap(trigonal.parse('1/3/5/7/9/4P6/5p7/1K11k1/17 b - f4 0 1')); // §7.4 B
    const ep = unwrap(p.parseMove('g6xf4'));
    expect(unwrap(p.parseMove('g6xf4 e.p.'))).toBe(ep);
    expect(unwrap(p.parseMove('g6-f4ep'))).toBe(ep);
    expect(p.moveToText(ep)).toBe('g6xf4');
    expect(p.isCapture(ep)).toBe(true);
  });

  it('gives clear errors and leaves the position as it was', () => {
    const p = trigonal.create();
    expect(error(p, '')).toBe('no move given');
    expect(error(p, 'hello')).toBe(
      "cannot read 'hello' as a move: write <from>-<to> (as f4-f5), add =Q to promote, or O-O / O-O-O",
    );
    expect(error(p, 'e5')).toMatch(/^cannot read 'e5' as a move/);
    expect(error(p, 'z9-a1')).toBe('z9 is not a cell of this board');
    expect(error(p, 'a1-a2')).toBe('a2 is not a cell of this board');
    expect(error(p, 'e5-e6')).toBe('there is no piece on e5');
    expect(error(p, 'f8-f7')).toBe("the pawn on f8 is Black's, and White is to move");
    expect(error(p, 'Bf1-e2')).toBe('there is a knight on f1, not a bishop');
    expect(error(p, 'f3-f6')).toBe('f3-f6 is not a legal move: a pawn on f3 never moves to f6');
    expect(error(p, 'f3-f5')).toBe("f3-f5 is not a legal move: the pawn's way is blocked");
    expect(error(p, 'f4-f6')).toBe(
      'f4-f6 is not a legal move: a pawn moves to f6 only to take a piece there',
    );
    expect(error(p, 'f2-f1')).toBe('f2-f1 is not a legal move: your own knight stands on f1');
    expect(error(p, 'Rf2-f5')).toBe('f2-f5 is not a legal move: the way from f2 to f5 is blocked');
    expect(error(p, 'h2-h5')).toBe('h2-h5 is not a legal move: a king on h2 never moves to h5');
    expect(error(p, 'f4-f5=Q')).toBe("f4-f5 is not a promotion: leave out '=Q'");
    expect(error(p, 'O-O')).toBe('O-O is not legal now: h1 and i2 must be empty');
    expect(error(p, 'O-O-O')).toBe('O-O-O is not legal now: g1 and g2 and f1 must be empty');
    const promotion = unwrap(trigonal.parse(PROMOTION));
    expect(error(promotion, 'e7xd7')).toBe(
      'e7-d7 reaches the last cell of its file and must promote: add =Q, =R, =B or =N',
    );
    expect(error(promotion, 'e7xd7=K')).toBe(
      "'=K' is not a promotion: a pawn promotes to Q, R, B or N",
    );
    expect(error(promotion, 'e7-e8=Q')).toBe("e7-e8 is not a promotion: leave out '=Q'");
    expect(error(promotion, 'h2-h3')).toBe(
      'h2-h3 is not a legal move: it would leave the White king in check',
    );
    const checked = unwrap(trigonal.parse('1/3/5/7/9/11/13/1K6r4k1/17 w - - 0 1'));
    expect(error(checked, 'h2-h3')).toBe(
      'h2-h3 is not a legal move: the White king is in check and this does not end it',
    );
    const moved = unwrap(trigonal.parse(CASTLING.replace('KQ', 'Q')));
    expect(error(moved, 'O-O')).toBe(
      'O-O is not legal now: White may no longer castle short (its king or rook has moved)',
    );
    const mate = unwrap(trigonal.parse(MATE_IN_ONE));
    unwrap(playMoves(mate, 'd4-b2'));
    expect(error(mate, 'a1-b1')).toBe('the game is over (checkmate): no move can be played');
  });

  it('playMoves stops at the first bad move and takes back the ones before it', () => {
    const p = trigonal.create();
    const before = p.toText();
    const result = playMoves(p, 'f4-f5 f8-f7 z9-a1 f1-e2');
    expect(result).toEqual({
      ok: false,
      code: 'bad-cell',
      error: "move 3 'z9-a1': z9 is not a cell of this board",
    });
    expect(p.toText()).toBe(before);
    expect(p.history()).toEqual([]);
    expect(playMoves(p, 'f4-f5 f8-f7 Nf1-e2')).toMatchObject({ ok: true });
    expect(p.history().map((m) => p.moveToCoord(m))).toEqual(['f4-f5', 'f8-f7', 'f1-e2']);
  });
});
