import { describe, expect, it } from 'vitest';
import { perft } from '../../core/perft.js';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { START, trigonal, type TrigonalPosition } from './index.js';

/** Position text from pieces written as letter + cell ('Kh2 kh14', upper case White). */
function place(pieces: string, rest = 'w - - 0 1'): string {
  const at = new Map(pieces.split(/\s+/).map((w) => [w.slice(1), w[0]]));
  const rows = [...'abcdefghi'].map((file, r) => {
    let row = '';
    let empty = 0;
    for (let p = 1; p <= 2 * r + 1; p++) {
      const letter = at.get(file + p);
      if (letter === undefined) {
        empty++;
        continue;
      }
      row += (empty > 0 ? String(empty) : '') + letter;
      empty = 0;
    }
    return row + (empty > 0 ? String(empty) : '');
  });
  return `${rows.join('/')} ${rest}`;
}

const position = (text: string, options: GameOptions = {}): TrigonalPosition =>
  unwrap(trigonal.parse(text, options));
const coords = (p: TrigonalPosition): string[] =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();
const movesFrom = (p: TrigonalPosition, cell: string): string[] =>
  coords(p).filter((m) => m.startsWith(cell + '-'));
const kingMoves = (p: TrigonalPosition): string[] =>
  coords(p).filter((m) => m.startsWith(board.name(p.king[p.turn]) + '-') || m.startsWith('O-O'));
const list = (text: string): string[] => text.split(/\s+/).sort();

describe('start position (rules §3, §7.1)', () => {
  it('reads and writes the start position text', () => {
    const p = trigonal.create();
    expect(p.toText()).toBe(START);
    expect(p.toText()).toBe('1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1');
  });

  it('White has exactly the 15 moves of §7.1', () => {
    expect(coords(trigonal.create())).toEqual(
      list(
        'f1-e2 i2-i5 f2-e1 f2-e2 f2-d1 f2-d2 f2-c1 f2-c2 f2-b1 f2-b2 f2-a1 f4-f5 g4-g5 h4-h5 i4-i5',
      ),
    );
  });

  it("Black's 15 moves are the mirror image", () => {
    const p = position(START.replace(' w ', ' b '));
    expect(coords(p)).toEqual(
      list(
        'f11-e8 i16-i13 f10-e9 f10-e8 f10-d7 f10-d6 f10-c5 f10-c4 f10-b3 f10-b2 f10-a1 f8-f7 g10-g9 h12-h11 i14-i13',
      ),
    );
  });

  it('perft(2) = 224; after Rf2-b2 Black cannot reach a1', () => {
    const p = trigonal.create();
    expect(perft(p, 2)).toBe(224);
    unwrap(playMoves(p, 'f2-b2'));
    // 15 × 15 − 1: the capture on b2 replaces the quiet move there, and a1 is out of reach.
    expect(coords(p)).toContain('f10-b2');
    expect(coords(p)).not.toContain('f10-a1');
    expect(coords(p)).toHaveLength(14);
  });

  it('double-step-skip=any: 19 moves and perft(2) = 360 (§6 item 14b)', () => {
    const p = trigonal.create({ 'double-step-skip': 'any' });
    expect(coords(p)).toEqual(
      list(
        'f1-e2 i2-i5 f2-e1 f2-e2 f2-d1 f2-d2 f2-c1 f2-c2 f2-b1 f2-b2 f2-a1 f4-f5 g4-g5 h4-h5 i4-i5 f3-f5 g3-g5 h3-h5 i3-i5',
      ),
    );
    expect(perft(p, 2)).toBe(360);
    // The pawn passed a piece: no pawn can land on an occupied cell, so no en passant cell.
    unwrap(playMoves(p, 'f3-f5'));
    expect(p.toText().split(' ')[3]).toBe('-');
  });
});

describe('bishop blocking and double paths (rules §7.3)', () => {
  it('the bishop on e5 has exactly 21 moves', () => {
    const p = position(place('Ki17 Be5 Pe7 ki1 nf5'));
    const bishop = movesFrom(p, 'e5').map((m) => m.slice(3));
    expect(bishop).toEqual(
      list('a1 b1 b3 c3 d1 d3 d5 d7 e3 f1 f3 f7 f9 g1 g7 g11 g13 h9 h15 i9 f5'),
    );
    for (const cell of ['f11', 'g3', 'h1', 'h7']) expect(bishop).not.toContain(cell);
    // From f5 the bishop sees the Black king: f5 g5 g3 h3 h1 i1 is a bishop ray.
    expect(p.moveToText(unwrap(p.parseMove('e5-f5')))).toBe('Be5xf5+');
  });
});

describe('pawns (rules §7.4)', () => {
  it('A: step, double step and two captures', () => {
    const p = position(place('Kh2 Pf3 kh14 ne3 bg5'));
    expect(movesFrom(p, 'f3')).toEqual(list('f3-f4 f3-f5 f3-e3 f3-g5'));
  });

  it('A2: a piece on the skipped cell blocks the double step', () => {
    const p = position(place('Kh2 Pf3 Nf4 kh14 ne3 bg5'));
    expect(movesFrom(p, 'f3')).toEqual(list('f3-e3 f3-g5'));
  });

  it('B: en passant after a double step', () => {
    const p = position(place('Kh2 Pf3 kh14 pg6'));
    unwrap(playMoves(p, 'f3-f5'));
    expect(p.toText()).toBe(place('Kh2 Pf5 kh14 pg6', 'b - f4 0 1'));
    expect(movesFrom(p, 'g6')).toEqual(list('g6-g5 g6-f4'));
    const ep = unwrap(p.parseMove('g6xf4'));
    expect(p.moveToText(ep)).toBe('g6xf4');
    expect(p.moveInfo(ep)).toEqual({ from: board.cell('g6'), to: board.cell('f4'), capture: true });
    p.play(ep);
    expect(p.toText()).toBe(place('Kh2 kh14 pf4', 'w - - 0 2'));
    p.undo();
    expect(p.toText()).toBe(place('Kh2 Pf5 kh14 pg6', 'b - f4 0 1'));
  });

  it('B: the en passant chance lasts one move', () => {
    const p = position(place('Kh2 Pf3 kh14 pg6'));
    unwrap(playMoves(p, 'f3-f5 h14-h13 h2-h3'));
    expect(movesFrom(p, 'g6')).toEqual(['g6-g5']);
  });

  it('C: promotion by capture on the last cell of a file, 10 moves', () => {
    const p = position(place('Kh2 Pe7 kh14 rd7 ne9 bf9'));
    expect(movesFrom(p, 'e7')).toEqual(
      list('e7-e8 e7-e9=Q e7-e9=R e7-e9=B e7-e9=N e7-d7=Q e7-d7=R e7-d7=B e7-d7=N e7-f9'),
    );
    const m = unwrap(p.parseMove('e7xd7=N'));
    expect(p.moveToText(m)).toBe('e7xd7=N');
    expect(p.moveInfo(m)).toEqual({
      from: board.cell('e7'),
      to: board.cell('d7'),
      capture: true,
      choice: 'N',
    });
  });

  it('C2: the step onto the last cell must promote, 4 moves', () => {
    const p = position(place('Kh2 Pf10 ki17'));
    expect(movesFrom(p, 'f10')).toEqual(list('f10-f11=Q f10-f11=R f10-f11=B f10-f11=N'));
  });

  it('C3: a pawn on c3 double-steps onto c5 and promotes (positional reading); unmoved gives fewer', () => {
    const text = place('Ki17 Pc3 ki1');
    const p = position(text);
    expect(movesFrom(p, 'c3')).toEqual(list('c3-c4 c3-c5=Q c3-c5=R c3-c5=B c3-c5=N'));
    // §9: what arrives is no longer a pawn, so there is no en passant cell.
    unwrap(playMoves(p, 'c3-c5=Q'));
    expect(p.toText().split(' ')[3]).toBe('-');
    const unmoved = position(text, { 'double-step': 'unmoved' });
    expect(movesFrom(unmoved, 'c3')).toEqual(['c3-c4']);
  });

  it('third-rank reading: a pawn that captured along its 3rd rank may still double-step', () => {
    const text = place('Kh2 Pg3 kh14 nf3', 'w - - 0 1');
    const p = position(text);
    unwrap(playMoves(p, 'g3-f3 h14-h13'));
    expect(movesFrom(p, 'f3')).toEqual(list('f3-f4 f3-f5'));
    // double-step=unmoved: the pawn that took on f3 has moved, though f3 is a start cell (issue 16).
    const unmoved = position(text, { 'double-step': 'unmoved' });
    expect(movesFrom(unmoved, 'g3')).toEqual(list('g3-g4 g3-g5 g3-f3'));
    unwrap(playMoves(unmoved, 'g3-f3 h14-h13'));
    expect(movesFrom(unmoved, 'f3')).toEqual(['f3-f4']);
    // Taken back, the pawn on g3 has never moved again.
    unmoved.undo();
    unmoved.undo();
    expect(movesFrom(unmoved, 'g3')).toEqual(list('g3-g4 g3-g5 g3-f3'));
    const fromE3 = position(place('Kh2 Pf3 kh14 ne3'), { 'double-step': 'unmoved' });
    unwrap(playMoves(fromE3, 'f3-e3 h14-h13'));
    expect(movesFrom(fromE3, 'e3')).toEqual(['e3-e4']);
  });

  it('double-step=unmoved: a pawn that never moved, wherever the game went', () => {
    const options = { 'double-step': 'unmoved' };
    const set = place('Kh2 Nf8 Nh11 ki17 pg11 ph13', 'b - - 0 1');
    // The g11 pawn takes on h11, and the h13 pawn then takes on g11 (D120): a start cell, but
    // not this pawn's, and the pawn has moved.
    const game = 'g11-h11 f8-g11 h13-g11 h2-h1';
    const p = position(set, options);
    unwrap(playMoves(p, game));
    expect(movesFrom(p, 'g11')).toEqual(['g11-g10']);
    // A clone keeps the history, so its pawn on g11 has moved too.
    expect(movesFrom(p.clone(), 'g11')).toEqual(['g11-g10']);
    // The position text cannot say which pawn stands on a start cell (text.ts): read back, the
    // pawn on g11 counts as never moved. The game record replays the game exactly.
    expect(movesFrom(position(p.toText(), options), 'g11')).toEqual(list('g11-g10 g11-g9'));
    // Under the default, positional reading the pawn on g11 may double-step.
    const positional = position(set);
    unwrap(playMoves(positional, game));
    expect(movesFrom(positional, 'g11')).toEqual(list('g11-g10 g11-g9'));
  });

  it('Black pawns move down the file and capture on their three forward diagonals', () => {
    const p = position(place('Kh2 Nf6 Be6 Ng8 kh14 pf8', 'b - - 0 1'));
    expect(movesFrom(p, 'f8')).toEqual(list('f8-f7 f8-f6 f8-g8 f8-e6'));
    const blocked = position(place('Kh2 Nf7 kh14 pf8', 'b - - 0 1'));
    expect(movesFrom(blocked, 'f8')).toEqual([]);
    expect(movesFrom(position(place('Kh2 kh14 pf9', 'b - - 0 1')), 'f9')).toEqual(
      list('f9-f8 f9-f7'),
    );
  });

  it('a pinned pawn may not take en passant; the cell is still written, but no chance is open', () => {
    // The g6 pawn shields its king on g13 from the rook on g1; g6xf4 would leave the file.
    const p = position(place('Kh2 Pf3 Rg1 kg13 pg6'));
    unwrap(playMoves(p, 'f3-f5'));
    expect(movesFrom(p, 'g6')).toEqual(['g6-g5']);
    expect(p.toText().split(' ')[3]).toBe('f4');
    expect(p.hash()).toBe(position(place('Kh2 Pf5 Rg1 kg13 pg6', 'b - - 0 1')).hash());
    expect(p.parseMove('g6xf4')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'g6-f4 is not a legal move: it would leave the Black king in check',
    });
  });
});

describe('castling (rules §4.4, §7.5, §9)', () => {
  const D = place('Kh2 Ri1 Rf2 kh14', 'w KQ - 0 1');

  it('D: 7 king steps, O-O and O-O-O', () => {
    const p = position(D);
    expect(kingMoves(p)).toEqual(list('h2-g1 h2-g2 h2-h1 h2-h3 h2-h4 h2-i2 h2-i4 O-O O-O-O'));
    const short = unwrap(p.parseMove('O-O'));
    expect(p.moveInfo(short)).toEqual({
      from: board.cell('h2'),
      to: board.cell('i1'),
      capture: false,
      castle: 'short',
    });
    p.play(short);
    expect(p.toText()).toBe(place('Rh1 Ki2 Rf2 kh14', 'b - - 1 1'));
    p.undo();
    p.play(unwrap(p.parseMove('0-0-0')));
    expect(p.toText()).toBe(place('Ri1 Kg2 Rg1 kh14', 'b - - 1 1'));
  });

  it('D2: a bishop on e3 guards g1, so Kh2-g1 and O-O-O are illegal', () => {
    const p = position(place('Kh2 Ri1 Rf2 kh14 be3', 'w KQ - 0 1'));
    expect(kingMoves(p)).toEqual(list('h2-g2 h2-h1 h2-h3 h2-h4 h2-i2 h2-i4 O-O'));
    expect(p.parseMove('O-O-O')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'O-O-O is not legal now: the king would cross g1, which is attacked',
    });
  });

  it('§9: a Black rook on e1 makes O-O-O illegal once the f2 rook has moved', () => {
    const p = position(place('Kh2 Ri1 Rf2 kh14 re1', 'w KQ - 0 1'));
    expect(kingMoves(p)).toContain('O-O');
    expect(kingMoves(p)).not.toContain('O-O-O');
    expect(kingMoves(p)).toContain('h2-g2');
    expect(p.parseMove('O-O-O')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'O-O-O is not legal now: the king would be in check on g2',
    });
  });

  it('Black castles on its own back lane', () => {
    const p = position(place('Kh2 kh14 ri17 rf10', 'b kq - 0 1'));
    expect(kingMoves(p)).toContain('O-O');
    expect(kingMoves(p)).toContain('O-O-O');
    unwrap(playMoves(p, 'O-O'));
    expect(p.toText()).toBe(place('Kh2 rh15 ki16 rf10', 'w - - 1 2'));
  });

  it('not out of check, and rights are lost by king or rook moves and rook captures', () => {
    expect(kingMoves(position(place('Kh2 Ri1 Rf2 kh14 rh5', 'w KQ - 0 1')))).not.toContain('O-O');
    const p = position(D);
    unwrap(playMoves(p, 'i1-i3 h14-h13 i3-i1 h13-h14'));
    expect(p.toText().split(' ')[2]).toBe('Q');
    const q = position(place('Kh2 Ri1 Rf2 kh14 re1', 'b KQ - 0 1'));
    unwrap(playMoves(q, 'e1-f2'));
    expect(q.toText().split(' ')[2]).toBe('K');
    unwrap(playMoves(q, 'h2-h3'));
    expect(q.toText().split(' ')[2]).toBe('-');
  });

  it('needs the cells between king and rook empty', () => {
    const p = position(place('Kh2 Ri1 Rf2 Nf1 Bh1 kh14', 'w KQ - 0 1'));
    expect(kingMoves(p)).not.toContain('O-O');
    expect(kingMoves(p)).not.toContain('O-O-O');
    expect(p.parseMove('O-O')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'O-O is not legal now: h1 must be empty',
    });
  });

  it('castling=off removes O-O and O-O-O (§6 item 17)', () => {
    const p = position(place('Kh2 Ri1 Rf2 kh14'), { castling: 'off' });
    expect(kingMoves(p)).toEqual(list('h2-g1 h2-g2 h2-h1 h2-h3 h2-h4 h2-i2 h2-i4'));
    expect(p.parseMove('O-O')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'O-O: there is no castling in this game (castling=off)',
    });
    expect(trigonal.create({ castling: 'off' }).toText()).toBe(
      START.replace('KQkq', '-') + ' castling=off',
    );
  });
});

describe('mate, stalemate and dead positions (rules §5, §7.6)', () => {
  it('queen mate at the apex: Qd4-b2#', () => {
    const p = position(place('Kc4 Qd4 ka1'));
    const m = unwrap(p.parseMove('Qd4-b2'));
    expect(p.moveToText(m)).toBe('Qd4-b2#');
    p.play(m);
    expect(p.outcome()).toEqual({ winners: [0], reason: 'checkmate' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.hasLegalMove()).toBe(false);
    expect(p.inCheck()).toBe(true);
  });

  it('bishop mate in the corner', () => {
    const p = position(place('Ki4 Bi3 ki1', 'b - - 0 1'));
    expect(p.inCheck()).toBe(true);
    expect(p.outcome()).toEqual({ winners: [0], reason: 'checkmate' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.hasLegalMove()).toBe(false);
  });

  it('stalemate is a draw', () => {
    const p = position(place('Kc4 Qi7 ka1', 'b - - 0 1'));
    expect(p.inCheck()).toBe(false);
    expect(p.outcome()).toEqual({ winners: [], reason: 'stalemate' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.hasLegalMove()).toBe(false);
  });

  // §5 and §6 item 20: only K v K and K+N v K end the game by themselves. A bishop on the
  // B-cells can never mate (dead.test.ts), but §5 leaves K+B v K to the other draw rules.
  it('K v K and K+N v K end the game; K+B v K does not, on either colour of cell', () => {
    for (const pieces of ['Kc4 ka1', 'Kc4 Ne5 ka1', 'Kc4 ka1 nf6']) {
      const p = position(place(pieces));
      expect(p.outcome()).toEqual({ winners: [], reason: 'insufficient material' });
      expect(p.legalMoves()).toEqual([]);
      expect(p.hasLegalMove()).toBe(false);
      expect(perft(p, 1)).toBe(0);
    }
    for (const bishop of ['Bg5', 'Bf4']) {
      expect(position(place(`Kc4 ${bishop} ka1`)).outcome()).toBeUndefined();
      expect(position(place(`Kc4 ${bishop} ka1`)).hasLegalMove()).toBe(true);
    }
    expect(position(place('Kc4 Ne5 Nf1 ka1')).outcome()).toBeUndefined();
    expect(position(place('Kc4 Ne5 ka1 nf6')).outcome()).toBeUndefined();
  });

  it('a capture that leaves K+N v K ends the game at once', () => {
    const p = position(place('Kc4 Ne5 ka1 rg6'));
    expect(p.outcome()).toBeUndefined();
    unwrap(playMoves(p, 'e5-g6'));
    expect(p.outcome()).toEqual({ winners: [], reason: 'insufficient material' });
  });
});

describe('repetition and move-count draws (docs/rules/README.md, rules §9)', () => {
  const cycle = 'f1-e2 f11-e8 e2-f1 e8-f11';

  it('threefold repetition and the 50-move rule are claims; the game goes on', () => {
    const p = trigonal.create();
    unwrap(playMoves(p, cycle));
    expect(p.repetitions()).toBe(2);
    expect(p.drawClaim()).toBeUndefined();
    unwrap(playMoves(p, cycle));
    expect(p.repetitions()).toBe(3);
    expect(p.drawClaim()).toBe('threefold repetition');
    expect(p.outcome()).toBeUndefined();
    expect(p.legalMoves()).toHaveLength(15);
    unwrap(playMoves(p, 'f4-f5'));
    expect(p.drawClaim()).toBeUndefined();

    const q = position(place('Kc4 Rf7 ki17', 'w - - 99 80'));
    expect(q.drawClaim()).toBeUndefined();
    unwrap(playMoves(q, 'f7-f8'));
    expect(q.drawClaim()).toBe('fifty-move rule');
    expect(q.outcome()).toBeUndefined();
  });

  it('fivefold repetition ends the game', () => {
    const p = trigonal.create();
    for (let i = 0; i < 3; i++) unwrap(playMoves(p, cycle));
    unwrap(playMoves(p, 'f1-e2 f11-e8 e2-f1'));
    expect(p.outcome()).toBeUndefined();
    unwrap(playMoves(p, 'e8-f11'));
    expect(p.repetitions()).toBe(5);
    expect(p.outcome()).toEqual({ winners: [], reason: 'fivefold repetition' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.drawClaim()).toBeUndefined();
    p.undo();
    expect(p.outcome()).toBeUndefined();
  });

  it('positions differ when castling rights differ', () => {
    const p = trigonal.create();
    // The rook leaves and comes back: same board, but White has lost its long castling.
    unwrap(playMoves(p, 'f2-e2 f11-e8 e2-f2 e8-f11'));
    expect(p.repetitions()).toBe(1);
    unwrap(playMoves(p, 'f2-e2 f11-e8 e2-f2 e8-f11'));
    expect(p.repetitions()).toBe(2);
  });

  it('positions differ when an en passant capture is possible in one of them', () => {
    const p = position(place('Kh2 Pf3 kh14 pg6 nf11'));
    const before = p.hash();
    unwrap(playMoves(p, 'f3-f5'));
    const withChance = p.hash();
    unwrap(playMoves(p, 'f11-e8 h2-h3 e8-f11 h3-h2'));
    // Same board and turn, but the en passant chance is gone.
    expect(p.toText().split(' ')[0]).toBe(place('Kh2 Pf5 kh14 pg6 nf11').split(' ')[0]);
    expect(p.hash()).not.toBe(withChance);
    expect(p.repetitions()).toBe(1);
    expect(before).not.toBe(withChance);
  });

  it('an en passant cell with no capture possible does not change the key', () => {
    const a = position(place('Kh2 Pf5 kh14', 'b - f4 0 1'));
    const b = position(place('Kh2 Pf5 kh14', 'b - - 0 1'));
    expect(a.toText()).not.toBe(b.toText());
    expect(a.hash()).toBe(b.hash());
  });

  it('the 75-move rule ends the game, but a mate on that move still wins', () => {
    const p = position(place('Kc4 Rf7 ki17', 'w - - 149 100'));
    expect(p.outcome()).toBeUndefined();
    unwrap(playMoves(p, 'f7-f8'));
    expect(p.outcome()).toEqual({ winners: [], reason: 'seventy-five-move rule' });
    expect(p.legalMoves()).toEqual([]);
    const q = position(place('Kc4 Qd4 ka1', 'w - - 149 100'));
    unwrap(playMoves(q, 'd4-b2'));
    expect(q.outcome()).toEqual({ winners: [0], reason: 'checkmate' });
  });
});

describe('check and pins', () => {
  it('in check, only moves that end the check are legal', () => {
    // The Black rook on h9 checks the White king on h2 down file h.
    const p = position(place('Kh2 Ng1 Bi5 Rf5 kh14 rh9'));
    expect(p.inCheck()).toBe(true);
    expect(coords(p)).toEqual(
      list('f5-h6 f5-h5 f5-h8 f5-h9 i5-h7 i5-h9 i5-h5 i5-h3 h2-g2 h2-i2 h2-i4'),
    );
    expect(p.moveToText(unwrap(p.parseMove('f5-h9')))).toBe('Rf5xh9+');
  });

  it('double paths: the bishop on e5 reaches a1 through b3 (d5 c3 b3) and through b1 (d3 c3 b1)', () => {
    // One blocker on each path: both are pinned.
    expect(movesFrom(position(place('Ka1 Nb1 Nb3 ki17 be5')), 'b1')).toEqual([]);
    expect(movesFrom(position(place('Ka1 Nb1 Nb3 ki17 be5')), 'b3')).toEqual([]);
    // A second blocker on the b3 path frees the b3 knight; the b1 knight stays pinned.
    const p = position(place('Ka1 Nb1 Nb3 Pd5 ki17 be5'));
    expect(movesFrom(p, 'b3')).toEqual(list('b3-d4 b3-d6'));
    expect(movesFrom(p, 'b1')).toEqual([]);
    // A queen on c3, the cell both paths share, may only take: any other cell opens a path.
    expect(movesFrom(position(place('Ka1 Qc3 ki17 be5')), 'c3')).toEqual(['c3-e5']);
  });
});
