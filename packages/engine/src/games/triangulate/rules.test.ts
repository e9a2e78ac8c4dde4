import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { perft } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { triangulate } from './index.js';
import { PASS, STACK, moveKind } from './moves.js';
import { O, X, type TriangulatePosition } from './position.js';

const START = '2OXOX2/8/X6O/O6X/X6O/O6X/8/2XOXO2 X 32 32 0';
const T2 = 'c1-d2 h4-g4 e1>d2 d1>d2 a4-b3 g4-f4 b3-c2 f4-e3 c2>d2';

const parse = (text: string, options?: GameOptions) => unwrap(triangulate.parse(text, options));
const coords = (p: TriangulatePosition) =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();
const texts = (p: TriangulatePosition) =>
  p
    .legalMoves()
    .map((m) => p.moveToText(m))
    .sort();
const stack = (p: TriangulatePosition, name: string) => p.squareText(board.cell(name));
const play = (p: TriangulatePosition, moves: string) => unwrap(playMoves(p, moves));

describe('set-up (§2)', () => {
  it('puts the 16 small tokens of the rim layout on the board, X to move, 32 large tokens each', () => {
    const p = triangulate.create();
    expect(p.toText()).toBe(START);
    expect(p.turn).toBe(X);
    expect([p.supplyOf(X), p.supplyOf(O)]).toEqual([32, 32]);
    const xs = 'c1 e1 h3 h5 f8 d8 a6 a4'.split(' ');
    const os = 'd1 f1 h4 h6 e8 c8 a5 a3'.split(' ');
    for (let c = 0; c < 64; c++) {
      const name = board.name(c);
      const want = xs.includes(name)
        ? [{ owner: X, kind: 'S' }]
        : os.includes(name)
          ? [{ owner: O, kind: 'S' }]
          : [];
      expect(p.contents(c)).toEqual(want);
    }
    expect(p.outcome()).toBeUndefined();
  });
});

describe('T1: the opening (§8)', () => {
  it('gives X exactly its 40 start moves, 12 of them stacking', () => {
    const p = triangulate.create();
    const stacking = [
      'c1>d1',
      'e1>d1',
      'e1>f1',
      'h3>h4',
      'h5>h4',
      'h5>h6',
      'f8>e8',
      'd8>e8',
      'd8>c8',
      'a6>a5',
      'a4>a5',
      'a4>a3',
    ];
    const placing = [
      'c1-b1',
      'c1-b2',
      'c1-c2',
      'c1-d2',
      'e1-d2',
      'e1-e2',
      'e1-f2',
      'h3-h2',
      'h3-g2',
      'h3-g3',
      'h3-g4',
      'h5-g4',
      'h5-g5',
      'h5-g6',
      'f8-g8',
      'f8-g7',
      'f8-f7',
      'f8-e7',
      'd8-e7',
      'd8-d7',
      'd8-c7',
      'a6-a7',
      'a6-b7',
      'a6-b6',
      'a6-b5',
      'a4-b5',
      'a4-b4',
      'a4-b3',
    ];
    expect(texts(p)).toEqual([...stacking, ...placing].sort());
    expect(p.legalMoves().filter((m) => moveKind(m) === STACK)).toHaveLength(12);
  });

  it('gives O 40 moves too', () => {
    const p = parse('2OXOX2/8/X6O/O6X/X6O/O6X/8/2XOXO2 O 32 32 0');
    expect(p.legalMoves()).toHaveLength(40);
    expect(p.legalMoves().filter((m) => moveKind(m) === STACK)).toHaveLength(12);
  });

  it('has perft 40, 1540, 62196 from the start', () => {
    const p = triangulate.create();
    expect([1, 2, 3].map((d) => perft(p, d))).toEqual([40, 1540, 62196]);
    expect(p.toText()).toBe(START);
  });
});

describe('T2: a game fragment (§8)', () => {
  it('has the listed move counts, effects and supplies, and X wins on d2 at ply 9', () => {
    const p = triangulate.create();
    const counts: number[] = [];
    for (const word of T2.split(' ')) {
      counts.push(p.legalMoves().length);
      play(p, word);
    }
    expect(counts).toEqual([40, 40, 43, 43, 30, 46, 33, 46, 33]);
    expect(p.outcome()).toEqual({ winners: [X], reason: 'triangulated' });
    expect(p.triangleCell).toBe(board.cell('d2'));
    expect(p.legalMoves()).toEqual([]);
    expect(stack(p, 'd2')).toBe('xXXOX');
    expect(p.toText()).toBe('2OXOX2/8/X6O/O6X/5oo1/Ox2(oO)2X/2x(xXXOX)4/5O2 O 29 29 0');
  });

  it('matches the table ply by ply', () => {
    const p = triangulate.create();
    play(p, 'c1-d2');
    expect(stack(p, 'd2')).toBe('xX');
    expect(p.supplyOf(X)).toBe(31);
    play(p, 'h4-g4');
    expect(stack(p, 'g4')).toBe('oO');
    expect(p.supplyOf(O)).toBe(31);
    play(p, 'e1>d2');
    expect(stack(p, 'd2')).toBe('xXX');
    expect(p.supplyOf(X)).toBe(31);
    play(p, 'd1>d2');
    expect(stack(p, 'd2')).toBe('xXXO');
    // Only a4 a6 d8 f8 h3 h5 can move, 5 squares each.
    expect(new Set(p.legalMoves().map((m) => board.name(m & 63)))).toEqual(
      new Set(['a4', 'a6', 'd8', 'f8', 'h3', 'h5']),
    );
    play(p, 'a4-b3');
    expect(p.supplyOf(X)).toBe(30);
    play(p, 'g4-f4');
    expect(stack(p, 'g4')).toBe('o');
    expect(p.supplyOf(O)).toBe(30);
    play(p, 'b3-c2 f4-e3');
    expect([p.supplyOf(X), p.supplyOf(O)]).toEqual([29, 29]);
    expect(p.moveToText(p.findMove(board.cell('c2'), board.cell('d2')))).toBe('c2>d2#');
  });

  it('is not a win at ply 9 under triangulate=consecutive', () => {
    const p = triangulate.create({ triangulate: 'consecutive' });
    play(p, T2);
    expect(p.outcome()).toBeUndefined();
    expect(p.turn).toBe(O);
    expect(p.legalMoves().length).toBeGreaterThan(0);
  });
});

describe('T3: unblocking (§8)', () => {
  it('frees the top X of d2 when O leaves it, while the X below stays covered', () => {
    const p = triangulate.create();
    play(p, 'c1-d2 h4-g4 e1>d2 d1>d2 a4-b3 g4-f4 b3-c2');
    expect(p.parseMove('d2-c3').ok).toBe(true);
    play(p, 'd2-c3');
    expect(stack(p, 'd2')).toBe('xXX');
    expect(stack(p, 'c3')).toBe('oO');
    expect(p.supplyOf(O)).toBe(29);
    const fromD2 = coords(p).filter((m) => m.startsWith('d2-'));
    expect(fromD2).toEqual([
      'd2-c1',
      'd2-c2',
      'd2-c3',
      'd2-d1',
      'd2-d3',
      'd2-e1',
      'd2-e2',
      'd2-e3',
    ]);
    play(p, 'd2-e2');
    expect(stack(p, 'd2')).toBe('xX');
    expect(stack(p, 'e2')).toBe('xX');
  });
});

describe('T4: supply exhausted (§8)', () => {
  it('leaves X only its stacking moves e5>d4 and e5>f6', () => {
    const p = parse('(XXO)1(XO)4(XO)/8/5(xXO)2/4(xX)3/3(oO)x2O/8/8/(XO)6(XO) X 0 20 0');
    expect(texts(p)).toEqual(['e5>d4', 'e5>f6']);
    play(p, 'e5>f6');
    expect(stack(p, 'f6')).toBe('xXOX');
    expect(p.supplyOf(X)).toBe(0);
  });
});

describe('T5: forced pass (§5, §8)', () => {
  const allCovered = '8/8/8/8/8/(XO)1(XO)1(XO)1(XO)1/8/(XO)1(XO)1(XO)1(XO)1';

  it('makes X pass; if O cannot move either, the game is drawn', () => {
    const p = parse(`${allCovered} X 32 0 0`);
    expect(p.legalMoves()).toEqual([PASS]);
    expect(p.moveToCoord(PASS)).toBe('pass');
    play(p, 'pass');
    expect(p.toText()).toBe(`${allCovered} O 32 0 1`);
    expect(p.outcome()).toBeUndefined();
    expect(p.legalMoves()).toEqual([PASS]);
    play(p, 'pass');
    expect(p.outcome()).toEqual({ winners: [], reason: 'both players passed' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.toText()).toBe(`${allCovered} X 32 0 2`);
    const start = parse(`${allCovered} X 32 0 0`);
    expect([1, 2, 3].map((d) => perft(start, d))).toEqual([1, 1, 0]);
  });

  it('goes on when O can move after X passes, and O’s move ends the run of passes', () => {
    const p = parse(`${allCovered} X 32 1 0`);
    play(p, 'pass');
    // O's eight tokens, none next to another stack: 3 + 5 + 5 + 5 + 5 + 8 + 8 + 8 placing moves.
    expect(p.legalMoves()).toHaveLength(47);
    play(p, 'a1-a2');
    expect(p.passes).toBe(0);
    expect(stack(p, 'a1')).toBe('X');
    expect(texts(p)).toEqual(['a1-b1', 'a1-b2', 'a1>a2']);
  });
});

describe('T6: track squares (§3, §7.3)', () => {
  it('lets X enter a square holding only O’s large token, adding its own on top', () => {
    const p = parse('O7/8/8/8/4o3/4X3/8/8 X 10 10 0');
    expect(coords(p)).toContain('e3-e4');
    play(p, 'e3-e4');
    expect(stack(p, 'e4')).toBe('oxX');
    expect(p.contents(board.cell('e4'))).toEqual([
      { owner: O, kind: 'L' },
      { owner: X, kind: 'L' },
      { owner: X, kind: 'S' },
    ]);
    expect(p.supplyOf(X)).toBe(9);
    expect(p.topLargeOwner(board.cell('e4'))).toBe(X);
    expect(p.largeCount(board.cell('e4'))).toBe(2);
    expect(stack(p, 'e3')).toBe('');
  });
});

describe('movable tokens (§3)', () => {
  it('moves only top tokens: an X covered by its own X stays put, and a stack never moves as a unit', () => {
    const p = parse('8/8/8/8/3(XX)4/8/8/7O X 5 5 0');
    expect(coords(p)).toEqual([
      'd4-c3',
      'd4-c4',
      'd4-c5',
      'd4-d3',
      'd4-d5',
      'd4-e3',
      'd4-e4',
      'd4-e5',
    ]);
    play(p, 'd4-e4');
    expect(stack(p, 'd4')).toBe('X');
    expect(stack(p, 'e4')).toBe('xX');
  });

  it('stacks onto any height, own or opponent, without a large token even with an empty supply', () => {
    const p = parse('8/8/8/8/3(xOXO)X3/8/8/8 X 0 0 0');
    expect(texts(p)).toEqual(['e4>d4']);
    play(p, 'e4>d4');
    expect(stack(p, 'd4')).toBe('xOXOX');
    expect(p.supplyOf(X)).toBe(0);
    expect(p.outcome()).toBeUndefined();
  });
});

describe('winning (§4)', () => {
  it('counts three own tokens anywhere in the destination stack, opponent tokens between', () => {
    const p = parse('8/8/8/8/3(XOX)X3/8/8/7O X 5 5 0');
    play(p, 'e4>d4');
    expect(p.outcome()?.winners).toEqual([X]);
  });

  it('needs three of the mover’s own tokens: two each is no win', () => {
    const p = parse('8/8/8/8/3(OXO)X3/8/8/8 X 5 5 0');
    play(p, 'e4>d4');
    expect(p.outcome()).toBeUndefined();
  });

  it('makes O win with O’s third token', () => {
    const p = parse('8/8/8/8/3(OXO)O3/8/8/X7 O 5 5 0');
    expect(p.moveToText(unwrap(p.parseMove('e4-d4')))).toBe('e4>d4#');
    play(p, 'e4>d4');
    expect(p.outcome()).toEqual({ winners: [O], reason: 'triangulated' });
  });
});

describe('repetition (§5, §9)', () => {
  const shuffle = '(XO)X6/8/8/8/3(OX)O3/8/8/8 X 0 0 0';

  it('draws on the third occurrence, counting the parsed position as the first', () => {
    const p = parse(shuffle);
    const h0 = p.hash();
    play(p, 'd4>e4 a8>b8 e4>d4 b8>a8');
    expect(p.hash()).toBe(h0);
    play(p, 'd4>e4 a8>b8 e4>d4');
    expect(p.outcome()).toBeUndefined();
    play(p, 'b8>a8');
    expect(p.outcome()).toEqual({ winners: [], reason: 'threefold repetition' });
    expect(p.legalMoves()).toEqual([]);
    p.undo();
    expect(p.outcome()).toBeUndefined();
    expect(p.legalMoves().length).toBeGreaterThan(0);
  });

  it('counts positions after passes and ignores how many passes came in a row', () => {
    // X (supply 0) stacks a1 onto b2 and is then stuck; O shuffles between g8 and h8.
    const p = parse('6(XOO)(XO)/8/8/8/8/8/1O6/X7 X 0 0 0');
    const moves = 'a1>b2 g8>h8 pass h8>g8 pass g8>h8 pass h8>g8'.split(' ');
    for (const m of moves) {
      play(p, m);
      expect(p.outcome()).toBeUndefined();
    }
    // O to move with one pass behind: the same position as after a1>b2 (no pass behind), a third time.
    const afterStack = parse('6(XOO)(XO)/8/8/8/8/8/1O6/X7 X 0 0 0');
    play(afterStack, 'a1>b2');
    play(p, 'pass');
    expect([p.keyLow, p.keyHigh]).toEqual([afterStack.keyLow, afterStack.keyHigh]);
    expect(p.hash()).not.toBe(afterStack.hash());
    expect(p.outcome()).toEqual({ winners: [], reason: 'threefold repetition' });
  });

  it('cannot look back past a placing move', () => {
    const p = parse('(XO)X6/8/8/8/3(OX)O3/8/8/8 X 1 1 0');
    play(p, 'd4>e4 a8>b8 e4>d4 b8>a8 d4>e4 a8>b8 e4>d4');
    play(p, 'b8-c8');
    expect(p.outcome()).toBeUndefined();
  });
});

describe('play and undo', () => {
  it('undoes every kind of move exactly and reports the history', () => {
    const p = triangulate.create();
    const texts: string[] = [p.toText()];
    const hashes: number[] = [p.hash()];
    const words = T2.split(' ');
    for (const w of words) {
      play(p, w);
      texts.push(p.toText());
      hashes.push(p.hash());
    }
    expect(p.history().map((m) => p.moveToCoord(m))).toEqual(words.map((w) => w.replace('>', '-')));
    for (let i = words.length - 1; i >= 0; i--) {
      expect(p.undo()).toBe(true);
      expect(p.toText()).toBe(texts[i]);
      expect(p.hash()).toBe(hashes[i]);
    }
    expect(p.undo()).toBe(false);
  });

  it('plays whole games past the first 64 plies to each kind of end, and undoes them to the start', () => {
    const ends: [number, number, string][] = [
      [1, 91, 'triangulated'],
      [3, 83, 'both players passed'],
      [7, 97, 'threefold repetition'],
    ];
    for (const [k, plies, reason] of ends) {
      const p = triangulate.create();
      for (let i = 0; p.legalMoves().length > 0; i++) {
        const moves = p.legalMoves();
        p.play(moves[(i * k) % moves.length]);
      }
      expect([p.history().length, p.outcome()?.reason]).toEqual([plies, reason]);
      expect([p.supplyOf(X), p.supplyOf(O)]).toEqual([0, 0]);
      const copy = p.clone();
      expect(copy.outcome()).toEqual(p.outcome());
      while (p.undo());
      expect(p.toText()).toBe(START);
      expect(p.hash()).toBe(triangulate.create().hash());
      expect(copy.history()).toHaveLength(plies);
    }
  });

  it('clones independently, history and repetition included', () => {
    const p = triangulate.create();
    play(p, 'c1-d2 h4-g4');
    const q = p.clone();
    expect(q.toText()).toBe(p.toText());
    expect(q.hash()).toBe(p.hash());
    expect(q.history()).toEqual(p.history());
    play(q, 'e1>d2');
    expect(p.toText()).not.toBe(q.toText());
    q.undo();
    q.undo();
    const r = triangulate.create();
    play(r, 'c1-d2');
    expect(q.toText()).toBe(r.toText());
    expect(q.hash()).toBe(r.hash());

    const shuffle = parse('(XO)X6/8/8/8/3(OX)O3/8/8/8 X 0 0 0');
    play(shuffle, 'd4>e4 a8>b8 e4>d4 b8>a8');
    const twin = shuffle.clone();
    play(twin, 'd4>e4 a8>b8 e4>d4 b8>a8');
    expect(twin.outcome()?.reason).toBe('threefold repetition');
    expect(shuffle.outcome()).toBeUndefined();
  });

  it('describes moves: a block is a stacking move onto an opponent’s top token', () => {
    const p = triangulate.create();
    const block = unwrap(p.parseMove('c1>d1'));
    expect(p.moveInfo(block)).toEqual({
      from: board.cell('c1'),
      to: board.cell('d1'),
      capture: true,
    });
    const place = unwrap(p.parseMove('c1-d2'));
    expect(p.moveInfo(place)).toEqual({
      from: board.cell('c1'),
      to: board.cell('d2'),
      capture: false,
    });
    expect(p.moveInfo(PASS)).toEqual({ from: -1, to: -1, capture: false });
    play(p, 'c1-d2 h4-g4');
    expect(p.isCapture(unwrap(p.parseMove('e1>d2')))).toBe(false);
    expect(p.drawClaim()).toBeUndefined();
    expect(p.inCheck()).toBe(false);
  });
});
