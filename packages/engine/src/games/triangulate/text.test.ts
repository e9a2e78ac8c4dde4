import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import { board } from './board.js';
import { triangulate } from './index.js';
import { PASS } from './moves.js';
import { O, X } from './position.js';

const START = '2OXOX2/8/X6O/O6X/X6O/O6X/8/2XOXO2 X 32 32 0';
const T2_END = '2OXOX2/8/X6O/O6X/5oo1/Ox2(oO)2X/2x(xXXOX)4/5O2 O 29 29 0';
const T4 = '(XXO)1(XO)4(XO)/8/5(xXO)2/4(xX)3/3(oO)x2O/8/8/(XO)6(XO) X 0 20 0';
const COVERED = '8/8/8/8/8/(XO)1(XO)1(XO)1(XO)1/8/(XO)1(XO)1(XO)1(XO)1';

function parseError(text: string): string {
  const r = triangulate.parse(text);
  if (r.ok) throw new Error(`'${text}' parsed`);
  return r.error;
}

describe('position text', () => {
  it('round-trips the start, a finished game, a pass and options', () => {
    for (const text of [
      START,
      T2_END,
      T4,
      `${COVERED} O 32 0 1`,
      `${COVERED} X 32 0 2`,
      `${START} triangulate=consecutive track=slide`,
    ]) {
      expect(unwrap(triangulate.parse(text)).toText()).toBe(text);
    }
  });

  it('reads a finished game as finished', () => {
    const won = unwrap(triangulate.parse(T2_END));
    expect(won.outcome()).toEqual({ winners: [X], reason: 'triangulated' });
    expect(won.triangleCell).toBe(board.cell('d2'));
    expect(won.legalMoves()).toEqual([]);
    const drawn = unwrap(triangulate.parse(`${COVERED} X 32 0 2`));
    expect(drawn.outcome()).toEqual({ winners: [], reason: 'both players passed' });
    const passed = unwrap(triangulate.parse(`${COVERED} O 32 0 1`));
    expect(passed.outcome()).toBeUndefined();
    passed.play(PASS);
    expect(passed.outcome()?.reason).toBe('both players passed');
  });

  it('accepts extra spaces and a lone token in parentheses, and writes the canonical form', () => {
    const p = unwrap(triangulate.parse(`  2O(X)OX2/8/X6O/O6X/X6O/O6X/8/2XOXO2   X 32  32 0 `));
    expect(p.toText()).toBe(START);
  });

  it('writes non-default options in spec order and lets the text override given options', () => {
    const p = triangulate.create({ track: 'closed', triangulate: 'consecutive', layout: 'rim' });
    expect(p.toText()).toBe(`${START} triangulate=consecutive track=closed`);
    const q = unwrap(
      triangulate.parse(`${START} track=pile`, { track: 'slide', triangulate: 'consecutive' }),
    );
    expect(q.options).toEqual({ layout: 'rim', triangulate: 'consecutive', track: 'pile' });
    expect(q.toText()).toBe(`${START} triangulate=consecutive`);
  });

  it('reads supplies and piles independently of each other', () => {
    const p = unwrap(triangulate.parse('(xxoxX)7/8/8/8/8/8/8/7O O 3 31 0'));
    const a8 = board.cell('a8');
    expect([
      p.largeCount(a8),
      p.largeOwner(a8, 0),
      p.largeOwner(a8, 2),
      p.topLargeOwner(a8),
    ]).toEqual([4, X, O, X]);
    expect([p.smallCount(a8), p.topOwner(a8)]).toEqual([1, X]);
    expect([p.supplyOf(X), p.supplyOf(O)]).toEqual([3, 31]);
  });

  it('holds a pile of all 64 large tokens', () => {
    const pile = 'xo'.repeat(32);
    const p = unwrap(triangulate.parse(`(${pile}X)7/8/8/8/8/8/8/7O X 0 0 0`));
    const a8 = board.cell('a8');
    expect(p.largeCount(a8)).toBe(64);
    expect(p.largeOwner(a8, 62)).toBe(X);
    expect(p.largeOwner(a8, 63)).toBe(O);
    expect(p.toText()).toBe(`(${pile}X)7/8/8/8/8/8/8/7O X 0 0 0`);
  });

  it('names the field, rank or square of every error', () => {
    const cases: [string, string][] = [
      ['8/8/8/8/8/8/8/8 X 32 32', 'needs 5 fields'],
      ['', 'needs 5 fields'],
      ['8/8/8 X 32 32 0', 'field 1 (board) has 3 ranks; it needs 8'],
      ['9/8/8/8/8/8/8/8 X 32 32 0', "rank 8: an empty run must be 1 to 8 squares, not '9'"],
      ['8/8/11/8/8/8/8/8 X 32 32 0', "rank 6: an empty run must be 1 to 8 squares, not '11'"],
      ['8/8/8/8/8/8/8/7X1 X 32 32 0', "rank 1 '7X1' has more than 8 squares"],
      ['8/8/8/8/8/8/8/7 X 32 32 0', "rank 1 '7' has 7 squares; it needs 8"],
      ['8/8/8/8/8/8/4XXXXX/8 X 32 32 0', "rank 2 '4XXXXX' has more than 8 squares"],
      ['2OXOZ2/8/8/8/8/8/8/8 X 32 32 0', "square f8: unexpected 'Z'"],
      ['(XO/8/8/8/8/8/8/8 X 32 32 0', "square a8: '(' is not closed"],
      ['8/8/8/()7/8/8/8/8 X 32 32 0', "square a5: '()' holds no token"],
      ['8/8/8/8/8/8/8/3(Xx)4 X 32 32 0', "square d1: large token 'x' above a small token"],
      ['8/8/8/8/8/8/8/3(Xk)4 X 32 32 0', "square d1: 'k' is not a token"],
      ['08/8/8/8/8/8/8/8 X 32 32 0', "rank 8: an empty run must be 1 to 8 squares, not '08'"],
      ['XXXXXXXX/X7/8/8/8/8/8/8 X 32 32 0', 'square a7: more than 8 small X tokens'],
      [`(${'o'.repeat(33)})7/8/8/8/8/8/8/8 X 32 0 0`, 'square a8: more than 32 large o tokens'],
      [`${START.split(' ')[0]} W 32 32 0`, "field 2 (turn) must be X or O, not 'W'"],
      [
        `${START.split(' ')[0]} X 33 32 0`,
        "field 3 (X supply) must be a whole number from 0 to 32, not '33'",
      ],
      [
        `${START.split(' ')[0]} X 32 -1 0`,
        "field 4 (O supply) must be a whole number from 0 to 32, not '-1'",
      ],
      [
        'x7/8/8/8/8/8/8/8 X 32 32 0',
        'field 3 (X supply): 1 x tokens on the board and 32 in supply make more than the 32',
      ],
      [`${START.split(' ')[0]} X 32 32 3`, "field 5 (passes in a row) must be 0, 1 or 2, not '3'"],
      [`${START} speed=fast`, "options: unknown option 'speed'"],
      [
        `${START} track=zigzag`,
        "options: option 'track' cannot be 'zigzag' (values: pile, freeOwnTrack, closed, slide)",
      ],
      [`${START} track`, "options (after field 5): 'track' is not of the form name=value"],
      ['8/8/8/8/3(XXX)4/8/8/8 X 32 32 0', 'square d4: X has triangulated there but is to move'],
      ['8/8/8/8/3(XXXO)4/8/8/8 O 32 32 0', "square d4: X's triangle is covered"],
      [
        '8/8/8/8/3(XXX)(XXX)3/8/8/O7 O 32 32 0',
        'triangles on d4 and e4: the game ends with the first',
      ],
      [
        '8/8/8/8/3(XXX)4/8/8/O7 O 32 32 1',
        'field 5 (passes) is 1, but the last move made the triangle on d4',
      ],
      [
        `${START.split(' ')[0]} X 32 32 1`,
        'field 5 (passes) is 1, but O has moves here and so could not have passed',
      ],
      [`${COVERED} X 32 1 2`, 'field 5 (passes) is 2, but O has moves here'],
      [`${COVERED} O 32 1 2`, 'field 5 (passes) is 2, but O has moves here'],
    ];
    for (const [text, message] of cases) expect(parseError(text)).toContain(message);
  });
});

describe('move text', () => {
  it('writes the coordinate form with - and the readable form with > for stacking', () => {
    const p = triangulate.create();
    const stack = unwrap(p.parseMove('c1>d1'));
    const place = unwrap(p.parseMove('c1-d2'));
    expect([p.moveToCoord(stack), p.moveToText(stack)]).toEqual(['c1-d1', 'c1>d1']);
    expect([p.moveToCoord(place), p.moveToText(place)]).toEqual(['c1-d2', 'c1-d2']);
  });

  it('accepts -, x and > for any move, either case, spaces and a trailing #', () => {
    const p = triangulate.create();
    const place = unwrap(p.parseMove('c1-d2'));
    for (const word of ['C1-D2', 'c1xd2', 'c1>d2', ' c1 - d2 ', 'c1-d2#']) {
      expect(p.parseMove(word)).toEqual({ ok: true, value: place });
    }
    const stack = unwrap(p.parseMove('c1-d1'));
    expect(p.parseMove('c1xd1')).toEqual({ ok: true, value: stack });
    expect(p.parseMove('c1>d1')).toEqual({ ok: true, value: stack });
  });

  it('accepts pass only when it is forced', () => {
    const p = unwrap(triangulate.parse(`${COVERED} X 32 0 0`));
    expect(p.parseMove('PASS')).toEqual({ ok: true, value: PASS });
    expect(p.moveToText(PASS)).toBe('pass');
  });

  it('says why a move is wrong, and leaves the position alone', () => {
    const start = triangulate.create();
    const afterPly4 = triangulate.create();
    unwrap(playMoves(afterPly4, 'c1-d2 h4-g4 e1>d2 d1>d2'));
    const t4 = unwrap(triangulate.parse(T4));
    const t2End = unwrap(triangulate.parse(T2_END));
    const closed = unwrap(triangulate.parse('O7/8/8/8/4o3/4X3/8/8 X 10 10 0 track=closed'));
    const slide = unwrap(triangulate.parse('O7/8/8/8/3x4/2o5/1x6/X7 X 10 10 0 track=slide'));
    const cases: [typeof start, string, string][] = [
      [start, 'hello', "'hello' is not a move: write <from>-<to>"],
      [start, 'c1', "'c1' is not a move"],
      [start, 'c1-d2-e3', 'is not a move'],
      [start, 'i1-h1', "there is no square 'i1' (squares run from a1 to h8)"],
      [start, 'c1-c9', "there is no square 'c9'"],
      [start, 'd4-d5', 'd4-d5 is not legal: there is no small token on d4'],
      [start, 'd1-d2', "the top token on d1 is O's; only X's own top tokens move"],
      [
        afterPly4,
        'd2-d3',
        "the top token on d2 is O's; X's token there is covered and only X's own top tokens move",
      ],
      [start, 'c1-c3', 'c3 is not next to c1 (a token moves one square in any direction)'],
      [start, 'c1-c1', 'a token must move to another square'],
      [t4, 'e5-e6', 'X has no large token left to place on e6'],
      [start, 'pass', 'X has 40 legal moves and may not pass'],
      [t2End, 'a3-a2', 'the game is over (X won by triangulating on d2); no move can be played'],
      [closed, 'e3-e4', 'e4 holds large tokens and is closed (track=closed)'],
      [
        slide,
        'a1-e5',
        "c3 is not topped by X's large token, so X cannot slide over it (track=slide)",
      ],
      [slide, 'a1-c2', 'c2 is not on a straight line from a1'],
    ];
    for (const [p, word, message] of cases) {
      const text = p.toText();
      const hash = p.hash();
      const r = p.parseMove(word);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain(message);
      expect(p.toText()).toBe(text);
      expect(p.hash()).toBe(hash);
    }
    const blocked = unwrap(triangulate.parse('8/8/8/8/8/2X5/1O6/X7 X 10 10 0 track=slide'));
    expect(blocked.parseMove('a1-c3')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'a1-c3 is not legal: b2 holds small tokens and cannot be passed over',
    });
  });

  it('playMoves reports the bad move by place and plays nothing', () => {
    const p = triangulate.create();
    const r = playMoves(p, 'c1-d2 h4-g4 c1-c2');
    expect(r).toEqual({
      ok: false,
      code: 'illegal-move',
      error: "move 3 'c1-c2': c1-c2 is not legal: there is no small token on c1",
    });
    expect(p.toText()).toBe(START);
    expect(p.history()).toEqual([]);
    expect(p.turn).toBe(X);
    expect(O).toBe(1);
  });
});

describe('what the text does not hold (text.ts)', () => {
  it('a game ended by threefold repetition reads back in play; its record replays the ending', () => {
    const shuffle = '(XO)X6/8/8/8/3(OX)O3/8/8/8 X 0 0 0';
    const record = 'd4>e4 a8>b8 e4>d4 b8>a8 d4>e4 a8>b8 e4>d4 b8>a8';
    const p = unwrap(triangulate.parse(shuffle));
    unwrap(playMoves(p, record));
    expect(p.outcome()).toEqual({ winners: [], reason: 'threefold repetition' });
    // The text is the first position's: read back, it is a first occurrence, in play.
    expect(p.toText()).toBe(shuffle);
    const again = unwrap(triangulate.parse(p.toText()));
    expect(again.outcome()).toBeUndefined();
    expect(again.legalMoves().length).toBeGreaterThan(0);
    // The record (start text and moves) replays the game to its end.
    const replay = unwrap(triangulate.parse(shuffle));
    unwrap(playMoves(replay, record));
    expect(replay.outcome()).toEqual({ winners: [], reason: 'threefold repetition' });
  });
});
