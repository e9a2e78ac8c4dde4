import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import { triangularChess, triChess, type DekleGame, type DeklePosition } from './index.js';
import { boardText } from './text.js';

const position = (pieces: string, rest = 'w - - 0 1', game: DekleGame = triangularChess) =>
  unwrap(game.parse(`${unwrap(boardText(pieces))} ${rest}`));
/** The readable form of a move given in coordinate form. */
const text = (p: DeklePosition, coord: string): string => p.moveToText(unwrap(p.parseMove(coord)));
/** The coordinate form of a move given in any form. */
const coord = (p: DeklePosition, move: string): string => p.moveToCoord(unwrap(p.parseMove(move)));
/** The error for a move, checking that the position is left exactly as it was. */
const error = (p: DeklePosition, move: string): string => {
  const before = [p.toText(), p.hash(), p.history().length];
  const result = p.parseMove(move);
  expect([p.toText(), p.hash(), p.history().length]).toEqual(before);
  if (result.ok) throw new Error(`'${move}' was accepted`);
  return result.error;
};

const EN_PASSANT = 'Ka37 Pe54 Pe65 kh73 pe55'; // after Black's g64-e55: both row-e pawns can take f64

describe('the coordinate form', () => {
  it('is <from>-<to>, =X for a promotion, O-O and O-O-O', () => {
    const p = triangularChess.create();
    expect(p.legalMoves().map((m) => p.moveToCoord(m))).toContain('b13-c13');
    const promotion = position('Pg53 Ka14 kh85');
    expect(promotion.legalMoves().map((m) => promotion.moveToCoord(m))).toEqual(
      expect.arrayContaining(['g53-h62=Q', 'g53-h62=U']),
    );
    const castle = position('Ka37 Ra58 kh73', 'w K - 0 1');
    expect(castle.legalMoves().map((m) => castle.moveToCoord(m))).toContain('O-O');
  });

  it('is read in either spelling of the cells, with - or x', () => {
    const p = triangularChess.create();
    expect(coord(p, 'b-1-3-c-1-3')).toBe('b13-c13');
    expect(coord(p, 'B13-C13')).toBe('b13-c13');
    expect(coord(p, 'a-1-5-c-2-3')).toBe('a15-c23');
    expect(coord(p, 'Na15-c23')).toBe('a15-c23');
    const ep = position(EN_PASSANT, 'w - f64 0 2');
    expect(coord(ep, 'e54xf64')).toBe('e54-f64');
    expect(coord(ep, 'e-5-4xf-6-4 e.p.')).toBe('e54-f64');
    expect(coord(position('Pg53 Ka14 kh85'), 'g53-h62=U')).toBe('g53-h62=U');
  });
});

describe('the readable form (rules §6 item 19)', () => {
  it('piece letter and destination; pawns by destination', () => {
    const p = triangularChess.create();
    expect(text(p, 'b13-c13')).toBe('c13');
    expect(text(p, 'b13-d22')).toBe('d22');
    expect(text(p, 'a15-c23')).toBe('Nc23');
    expect(text(p, 'a36-c35')).toBe('Uc35');
  });

  it('x for a capture; a pawn capture names the pawn’s row, or its cell when two pawns of a row could', () => {
    const p = position('Pe54 nf53 Ka14 kh85');
    expect(text(p, 'e54-f53')).toBe('exf53');
    const ep = position(EN_PASSANT, 'w - f64 0 2');
    expect(text(ep, 'e54-f64')).toBe('e54xf64e.p.');
    expect(text(ep, 'e65-f64')).toBe('e65xf64e.p.');
    const one = position('Ka37 Pe54 kh73 pe55', 'w - f64 0 2');
    expect(text(one, 'e54-f64')).toBe('exf64e.p.');
    expect(text(position('Bd45 ne54 Ka14 kh85'), 'd45-e54')).toBe('Bxe54');
  });

  it('the whole origin where two pieces of a kind reach the same cell', () => {
    const knights = position('Nd45 Nd34 Ka14 kh85');
    expect(text(knights, 'd45-f53')).toBe('Nd45-f53');
    expect(text(knights, 'd34-f53')).toBe('Nd34-f53');
    expect(text(knights, 'd45-f64')).toBe('Nf64+');
    expect(error(knights, 'Nf53')).toBe('Nf53 is ambiguous: write Nd34-f53 or Nd45-f53');
    // The edge rule lets f21 move onto g31, which f31 reaches by its step.
    const edge = position('Pf21 Pf31 Ka14 kh85');
    expect(text(edge, 'f21-g31')).toBe('f21-g31');
    expect(text(edge, 'f31-g31')).toBe('f31-g31');
    expect(error(edge, 'g31')).toBe('g31 is ambiguous: write f21-g31 or f31-g31');
  });

  it('promotions, castling, check and mate', () => {
    const p = position('Pg53 rh52 Ka14 kh85');
    expect(text(p, 'g53-h62=Q')).toBe('h62=Q');
    expect(text(p, 'g53-h52=U')).toBe('gxh52=U');
    expect(text(position('Ka37 Ra58 Ra14 kh73', 'w KQ - 0 1'), 'O-O')).toBe('O-O');
    expect(text(position('Ka37 Ra58 Ra14 kh73', 'w KQ - 0 1'), 'O-O-O')).toBe('O-O-O');
    expect(text(position('ka14 Ka25 Re33'), 'e33-a15')).toBe('Ra15#');
    expect(text(position('kh85 Ka14 Nd45'), 'd45-f64')).toBe('Nf64+');
  });

  it('Tri-Chess: the plain king move that looks like O-O is Ka48', () => {
    const p = position('Ka37 Ra58 kh73', 'w K - 0 1', triChess);
    expect(text(p, 'a37-a48')).toBe('Ka48');
    expect(text(p, 'O-O')).toBe('O-O');
    expect(coord(p, 'Ka48')).toBe('a37-a48');
  });

  it('is read back, with or without check marks and e.p.', () => {
    const p = triangularChess.create();
    expect(coord(p, 'Nc23')).toBe('a15-c23');
    expect(coord(p, 'c13')).toBe('b13-c13');
    expect(coord(p, 'Uc46!?')).toBe('a36-c46');
    const ep = position('Ka37 Pe54 kh73 pe55', 'w - f64 0 2');
    for (const written of ['exf64', 'exf64 e.p.', 'exf64e.p.', 'exf64ep', 'e54xf64']) {
      expect(coord(ep, written)).toBe('e54-f64');
    }
    expect(coord(position('Pg53 rh52 Ka14 kh85'), 'gxh52=N')).toBe('g53-h52=N');
    expect(coord(position('ka14 Ka25 Re33'), 'Ra15#')).toBe('e33-a15');
    expect(coord(position('Ka37 Ra58 kh73', 'w K - 0 1'), '0-0')).toBe('O-O');
  });

  it('every legal move reads back from its own text, in both games', () => {
    const TP =
      'Ka37 Ra14 Ra58 Qc45 Nc34 Ud56 Be32 Pb13 Pb24 Pd67 Pe54 Pf21 Pg53 kh73 rh41 rh85 qf42 ne66 bh52 ug52 pg64 pg41 pd33 pc78';
    for (const game of [triangularChess, triChess]) {
      for (const turn of ['w', 'b']) {
        const p = position(TP, `${turn} KQkq - 0 1`, game);
        for (const move of p.legalMoves())
          expect(unwrap(p.parseMove(p.moveToText(move)))).toBe(move);
      }
    }
  });
});

describe('malformed or illegal moves give a clear error and change nothing', () => {
  it('unreadable text and cells that do not exist', () => {
    const p = triangularChess.create();
    expect(error(p, '')).toBe('no move given');
    expect(error(p, 'hello')).toMatch(/^cannot read 'hello' as a move: write <from>-<to>/);
    expect(error(p, 'a52-a53')).toBe('a52 is not a cell of this board');
    expect(error(p, 'a-5-2-a-5-3')).toBe('a-5-2 is not a cell of this board');
    expect(error(p, 'b13-g46')).toBe('g46 is not a cell of this board');
    expect(error(p, 'Ng46')).toBe('g46 is not a cell of this board');
  });

  it('the wrong piece, or none', () => {
    const p = triangularChess.create();
    expect(error(p, 'c13-d22')).toBe('there is no piece on c13');
    expect(error(p, 'g31-f31')).toBe("the pawn on g31 is Black's, and White is to move");
    expect(error(p, 'Nb13-c13')).toBe('there is a pawn on b13, not a knight');
    expect(error(p, 'Nc45')).toBe('Nc45: no White knight can move to c45');
    expect(error(p, 'exc13')).toBe('exc13: no White pawn from row e can move to c13');
    expect(error(p, 'xc13')).toBe('xc13: there is nothing to take on c13');
  });

  it('moves the piece never makes, or not here', () => {
    const p = triangularChess.create();
    expect(error(p, 'b13-d23')).toBe(
      'b13-d23 is not a legal move: a pawn on b13 never moves to d23',
    );
    expect(error(p, 'b13-c23')).toBe(
      'b13-c23 is not a legal move: a pawn moves to c23 only to take a piece there',
    );
    expect(error(p, 'a14-a15')).toBe('a14-a15 is not a legal move: your own knight stands on a15');
    expect(error(p, 'a14-c23')).toBe(
      'a14-c23 is not a legal move: the way from a14 to c23 is blocked',
    );
    expect(error(p, 'a-1-4-c-2-3')).toBe(
      'a14-c23 is not a legal move: the way from a14 to c23 is blocked',
    );
    const blocked = position('Ka37 Pb13 nc13 kh73');
    expect(error(blocked, 'b13-c13')).toBe(
      'b13-c13 is not a legal move: a pawn cannot take straight ahead',
    );
    expect(error(blocked, 'b13-d22')).toBe(
      "b13-d22 is not a legal move: the pawn's way is blocked",
    );
  });

  it('moves that leave or put the king in check', () => {
    const pinned = position('Ka37 Nb46 bd55 kh85');
    expect(error(pinned, 'b46-d34')).toBe(
      'b46-d34 is not a legal move: it would leave the White king in check',
    );
    const check = position('Ka37 Nb13 nc45 kh85');
    expect(error(check, 'b13-d34')).toBe(
      'b13-d34 is not a legal move: the White king is in check and this does not end it',
    );
    expect(error(position('Ka37 kh85 rb36'), 'a37-a36')).toBe(
      'a37-a36 is not a legal move: the White king would be attacked on a36',
    );
  });

  it('promotion letters', () => {
    const p = position('Pg53 Ka14 kh85');
    expect(error(p, 'g53-h62')).toBe(
      'g53-h62 reaches the last row and must promote: add =Q, =R, =B, =N or =U',
    );
    expect(error(p, 'h62')).toBe(
      'h62 reaches the last row and must promote: add =Q, =R, =B, =N or =U',
    );
    expect(error(p, 'g53-h62=K')).toBe(
      "'=K' is not a promotion: a pawn promotes to Q, R, B, N or U",
    );
    expect(error(triangularChess.create(), 'b13-c13=Q')).toBe(
      "b13-c13 is not a promotion: leave out '=Q'",
    );
  });

  it('castling that is not allowed says why', () => {
    expect(error(triangularChess.create(), 'O-O')).toBe(
      'O-O is not legal now: a47 and a48 must be empty',
    );
    const moved = position('Ka37 Ra58 kh73', 'w K - 0 1');
    unwrap(playMoves(moved, 'a58-b58 h73-h63 b58-a58 h63-h73'));
    expect(error(moved, 'O-O')).toBe(
      'O-O is not legal now: White may no longer castle short (its king or rook has moved)',
    );
    expect(error(position('Ka37 Ra58 kh73 nc45', 'w K - 0 1'), 'O-O')).toBe(
      'O-O is not legal now: the White king is in check',
    );
  });

  it('no move once the game is over', () => {
    expect(error(position('ka14 Ka25 Ra15', 'b - - 0 1'), 'a14-b14')).toBe(
      'the game is over (checkmate): no move can be played',
    );
  });
});
