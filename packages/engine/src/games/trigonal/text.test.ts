import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import { START, trigonal } from './index.js';

const error = (text: string, options = {}): string => {
  const result = trigonal.parse(text, options);
  if (result.ok) throw new Error(`'${text}' was accepted`);
  return result.error;
};

describe('position text (docs/rules/README.md)', () => {
  it('round-trips the start position and keeps runs of more than 9 empty cells', () => {
    const p = unwrap(trigonal.parse(START));
    expect(p.toText()).toBe(START);
    expect(p.hash()).toBe(trigonal.create().hash());
    const wide = '1/3/5/7/9/11/13/1K13/16k b - - 12 40';
    expect(unwrap(trigonal.parse(wide)).toText()).toBe(wide);
  });

  it('reads back what it writes when the fullmove number passes the largest it reads', () => {
    // Black's move after fullmove 999999 made 1000000, which parse refused as out of range.
    const p = unwrap(trigonal.parse('1/3/5/7/9/11/13/1K11k1/2R14 b - - 0 999999'));
    p.play(unwrap(p.parseMove('h14-h13')));
    expect(p.toText()).toBe('1/3/5/7/9/11/13/1K10k2/2R14 w - - 1 999999');
    expect(unwrap(trigonal.parse(p.toText())).toText()).toBe(p.toText());
    p.play(unwrap(p.parseMove('h2-h3')));
    p.play(unwrap(p.parseMove('h13-h12')));
    expect(p.toText()).toBe('1/3/5/7/9/11/13/2K8k3/2R14 w - - 3 999999');
    // Taking the moves back gives the numbers it had.
    p.undo();
    p.undo();
    p.undo();
    expect(p.toText()).toBe('1/3/5/7/9/11/13/1K11k1/2R14 b - - 0 999999');
  });

  it('accepts extra spaces and upper-case en passant cells, and writes them canonically', () => {
    const text = '1/3/5/7/9/4P6/5p7/1K13/16k   b  -  F4  0  1';
    expect(unwrap(trigonal.parse(text)).toText()).toBe('1/3/5/7/9/4P6/5p7/1K13/16k b - f4 0 1');
  });

  it('appends the options that differ from their defaults, and reads them back', () => {
    const p = trigonal.create({ bishop: '120', knight: '6', 'double-step': 'unmoved' });
    expect(p.toText()).toBe(`${START} bishop=120 double-step=unmoved`);
    const back = unwrap(trigonal.parse(p.toText()));
    expect(back.options).toEqual({
      bishop: '120',
      king: '9',
      knight: '6',
      'double-step': 'unmoved',
      'double-step-skip': 'empty',
      castling: 'on',
    });
    expect(back.toText()).toBe(p.toText());
    // Options in the text override those given to parse.
    expect(unwrap(trigonal.parse(`${START} king=12`, { king: '9', knight: '9' })).toText()).toBe(
      `${START} king=12 knight=9`,
    );
  });

  it('the hash depends on the options only through the position', () => {
    expect(trigonal.create({ king: '12' }).hash()).toBe(trigonal.create().hash());
  });
});

describe('malformed position text gives a clear error', () => {
  const cases: [string, string | RegExp][] = [
    [
      '',
      'position text needs 6 fields (board, turn, castling, en passant, halfmove clock, fullmove number), found 0',
    ],
    [
      '1/3/5/7/9/NRPP3pprn w KQkq - 0 1',
      'the board has 6 rows, it needs 9 (rows a, b, c, d, e, f, g, h, i)',
    ],
    [START.replace('1/3/5/', '1/3/6/'), "row c ('6') describes 6 cells, it needs 5"],
    [START.replace('1/3/5/', '1/3/4/'), "row c ('4') describes 4 cells, it needs 5"],
    [START.replace('1/3/', '1/2p1/'), "row b ('2p1') describes 4 cells, it needs 3"],
    [
      START.replace('1/3/', '1/3x/'),
      "row b ('3x'): 'x' is not a piece letter (P N B R Q K) or a number",
    ],
    [
      START.replace('1/3/', '1/1U1/'),
      "row b ('1U1'): 'U' is not a piece letter (P N B R Q K) or a number",
    ],
    [START.replace('1/3/', '1/0/'), "row b ('0'): an empty run cannot be 0"],
    [START.replace(' w ', ' x '), "turn field 'x' must be 'w' or 'b'"],
    [
      START.replace('KQkq', 'KQkX'),
      "castling field 'KQkX': 'X' is not one of K, Q, k, q (or '-' for none)",
    ],
    [START.replace('KQkq', 'KKq'), "castling field 'KKq' names 'K' twice"],
    [START.replace(' - 0 1', ' z9 0 1'), 'en passant field: z9 is not a cell of this board'],
    [START.replace(' - 0 1', ' - x 1'), "halfmove clock 'x' is not a number"],
    [
      START.replace(' - 0 1', ' - -3 1'),
      "halfmove clock '-3' is out of range (a count from 0 to 999999)",
    ],
    [
      START.replace(' - 0 1', ' - 1234567 1'),
      "halfmove clock '1234567' is out of range (a count from 0 to 999999)",
    ],
    [START.replace(' - 0 1', ' - 0 0'), 'fullmove number must be at least 1, not 0'],
    [
      `${START} colour=red`,
      "position text: unknown option 'colour' (options: bishop, king, knight, double-step, double-step-skip, castling)",
    ],
    [`${START} bishop=90`, "position text: option 'bishop' cannot be '90' (values: 60, 120)"],
    [`${START} bishop`, "position text: 'bishop' is not of the form name=value"],
    ['1/3/5/7/9/11/13/15/16k w - - 0 1', 'there is no White king'],
    ['1/3/5/7/K8/11/13/1K13/16k w - - 0 1', 'there are 2 White kings (e1, h2), there must be one'],
    ['1/3/5/7/9/11/13/1K13/k15k w - - 0 1', 'there are 2 Black kings (i1, i17), there must be one'],
    [
      '1/2P/5/7/9/11/13/1K13/16k w - - 0 1',
      'White pawn on b3: a pawn on its promotion cell must already have promoted',
    ],
    [
      '1/3/5/7/9/11/13/1K13/p15k b - - 0 1',
      'Black pawn on i1: a pawn on its promotion cell must already have promoted',
    ],
    [
      '1/3/5/7/9/1P9/13/1K13/16k w - - 0 1',
      /White pawn on f2: pawns never stand on their own back lane/,
    ],
    [
      '1/3/5/7/9/9p1/13/1K13/16k w - - 0 1',
      /Black pawn on f10: pawns never stand on their own back lane/,
    ],
    ['1/3/5/7/9/2PPPPPPPP1/2P10/1K13/16k w - - 0 1', 'White has 9 pawns, an army has at most 8'],
    [
      '1/QQQ/QQQQQ/QQQQQQQ/QQQQQ4/11/13/1K13/16k w - - 0 1',
      'White has 21 pieces, an army has at most 16',
    ],
    [
      '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/B1PP7ppkb/RKPP9ppnr w KQkq - 0 1',
      "castling right 'K' needs the White king on h2",
    ],
    [
      '1/3/5/7/9/N1PP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1',
      "castling right 'Q' needs a White rook on f2",
    ],
    [
      '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppn1 w KQkq - 0 1',
      "castling right 'k' needs a Black rook on i17",
    ],
    [
      `${START.replace('KQkq', 'K')} castling=off`,
      "castling field 'K': castling is off in this game, write '-'",
    ],
    [
      '1/3/5/7/9/2P8/13/1K13/16k b - f4 0 1',
      'en passant field: f4 needs the White pawn that double-stepped on f5',
    ],
    [
      '1/3/5/7/9/4P6/13/1K13/16k w - f4 0 1',
      'en passant field: f4 is not a cell that a Black double step passes (Black moved last)',
    ],
    [
      '1/3/5/7/9/2P1P6/13/1K13/16k b - f4 0 1',
      "en passant field: f4 needs the pawn's start cell f3 to be empty",
    ],
    ['1/3/5/7/9/3PP6/13/1K13/16k b - f4 0 1', 'en passant field: f4 must be empty'],
    [
      '1/3/5/7/9/11/13/1K13/16k b - e5 0 1',
      'en passant field: e5 is not a cell that a White double step passes (White moved last)',
    ],
    [
      '1/3/5/7/9/4P6/13/1K13/16k b - f4 3 1',
      'halfmove clock is 3, but a double step was just played (en passant f4): it must be 0',
    ],
    [
      '1/3/5/7/4P4/11/13/1K13/16k b - e4 0 1 double-step=unmoved',
      'en passant field: e4 is not a cell that a White double step passes (White moved last)',
    ],
    [
      '1/3/5/7/9/11/13/1K6r6/16k b - - 0 1',
      "the White king on h2 is in check, but it is Black's turn",
    ],
  ];
  for (const [text, message] of cases) {
    it(`'${text}'`, () => {
      if (typeof message === 'string') expect(error(text)).toBe(message);
      else expect(error(text)).toMatch(message);
    });
  }

  it('accepts an en passant cell after an ordinary double step', () => {
    expect(unwrap(trigonal.parse('1/3/5/7/9/4P6/13/1K13/16k b - f4 0 1')).toText()).toBe(
      '1/3/5/7/9/4P6/13/1K13/16k b - f4 0 1',
    );
    expect(unwrap(trigonal.parse('1/3/5/7/9/6p4/13/1K13/16k w - f8 0 2')).toText()).toBe(
      '1/3/5/7/9/6p4/13/1K13/16k w - f8 0 2',
    );
  });

  it('rejects invalid options given to parse, and create throws on them', () => {
    expect(error(START, { king: '10' })).toBe("option 'king' cannot be '10' (values: 9, 12)");
    expect(() => trigonal.create({ king: '10' })).toThrow(/option 'king' cannot be '10'/);
  });
});

describe('what the text does not hold (text.ts)', () => {
  it('a game ended by fivefold repetition reads back in play; its record replays the ending', () => {
    const cycle = 'f1-e2 f11-e8 e2-f1 e8-f11';
    const record = Array<string>(4).fill(cycle).join(' ');
    const p = trigonal.create();
    unwrap(playMoves(p, record));
    expect(p.outcome()).toEqual({ winners: [], reason: 'fivefold repetition' });
    // The text is the start position's: read back, it is a first occurrence, in play.
    const text = p.toText();
    expect(text).toBe(START.replace(' 0 1', ' 16 9'));
    const again = unwrap(trigonal.parse(text));
    expect(again.outcome()).toBeUndefined();
    expect(again.repetitions()).toBe(1);
    expect(again.legalMoves()).toHaveLength(15);
    // The record (start text and moves) replays the game to its end.
    const replay = unwrap(trigonal.parse(START));
    unwrap(playMoves(replay, record));
    expect(replay.outcome()).toEqual({ winners: [], reason: 'fivefold repetition' });
    expect(replay.toText()).toBe(text);
  });
});
