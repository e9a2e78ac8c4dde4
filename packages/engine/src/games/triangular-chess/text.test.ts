import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { START, triangularChess, triChess } from './index.js';
import { boardText } from './text.js';

const error = (text: string, options = {}, game = triangularChess): string => {
  const result = game.parse(text, options);
  if (result.ok) throw new Error(`'${text}' was accepted`);
  return result.error;
};
const at = (pieces: string, rest: string): string => `${unwrap(boardText(pieces))} ${rest}`;

describe('position text (docs/rules/README.md)', () => {
  it('round-trips the start position and positions with long runs of empty cells', () => {
    for (const game of [triangularChess, triChess]) {
      const p = unwrap(game.parse(START));
      expect(p.toText()).toBe(START);
      expect(p.hash()).toBe(game.create().hash());
    }
    const wide = '9/11/13/15/15/13/11/k7K b - - 12 40';
    expect(unwrap(triangularChess.parse(wide)).toText()).toBe(wide);
    expect(at('Ka14 kh85 Ue54', 'w - - 0 1')).toBe('8k/11/13/7U7/15/13/11/K8 w - - 0 1');
  });

  it('lists rows h…a, each left to right as §2.2 does', () => {
    expect(at('Ka14 ka58 Ph41 Ph85 Pe11 Pe88', 'w - - 0 1')).toBe(
      'P7P/11/13/P13P/15/13/11/K7k w - - 0 1',
    );
  });

  it('accepts extra spaces and either spelling of the en passant cell, and writes it canonically', () => {
    const canonical = at('Ka37 Pe54 kh73 pe55', 'w - f64 0 2');
    const spaced = canonical.replace(' f64 ', '   F-6-4  ').replace(' w ', '  w ');
    expect(unwrap(triangularChess.parse(spaced)).toText()).toBe(canonical);
  });

  it('appends the options that differ from their defaults, and reads them back', () => {
    const p = triangularChess.create({ leapers: 'path', 'black-setup': 'mirror' });
    expect(p.toText()).toBe(`${START} leapers=path`);
    const back = unwrap(triangularChess.parse(p.toText()));
    expect(back.options).toEqual({ 'black-setup': 'mirror', leapers: 'path' });
    expect(back.toText()).toBe(p.toText());
    // Options in the text override those given to parse.
    expect(unwrap(triChess.parse(`${START} leapers=offset`, { leapers: 'path' })).toText()).toBe(
      START,
    );
  });

  it('the hash depends on the options only through the position', () => {
    expect(triangularChess.create({ leapers: 'path' }).hash()).toBe(
      triangularChess.create().hash(),
    );
  });
});

describe('malformed position text gives a clear error and no position', () => {
  const cases: [string, string][] = [
    [
      '',
      'position text needs 6 fields (board, turn, castling, en passant, halfmove clock, fullmove number), found 0',
    ],
    [
      START.split(' ')[0],
      'position text needs 6 fields (board, turn, castling, en passant, halfmove clock, fullmove number), found 1',
    ],
    [
      'rnbqukbnr/ppppppppppp/13/15/15/13 w KQkq - 0 1',
      'the board has 6 rows, it needs 8 (rows h, g, f, e, d, c, b, a)',
    ],
    [START.replace('/13/15/', '/14/15/'), "row f ('14') describes 14 cells, it needs 13"],
    [START.replace('/13/PPP', '/12/PPP'), "row c ('12') describes 12 cells, it needs 13"],
    [
      START.replace('RNBQUKBNR', 'RNBQUKBNRR'),
      "row a ('RNBQUKBNRR') describes 10 cells, it needs 9",
    ],
    [
      START.replace('/13/15/', '/13x/15/'),
      "row f ('13x'): 'x' is not a piece letter (P N B R Q K U) or a number",
    ],
    [START.replace('/13/15/', '/0/15/'), "row f ('0'): an empty run cannot be 0"],
    [START.replace(' w ', ' x '), "turn field 'x' must be 'w' or 'b'"],
    [
      START.replace('KQkq', 'KQkX'),
      "castling field 'KQkX': 'X' is not one of K, Q, k, q (or '-' for none)",
    ],
    [START.replace('KQkq', 'KKq'), "castling field 'KKq' names 'K' twice"],
    [START.replace(' - 0 1', ' a52 0 1'), 'en passant field: a52 is not a cell of this board'],
    [START.replace(' - 0 1', ' a-5-2 0 1'), 'en passant field: a-5-2 is not a cell of this board'],
    [START.replace(' - 0 1', ' - x 1'), "halfmove clock 'x' is not a number"],
    [START.replace(' - 0 1', ' - 0 0'), 'fullmove number must be at least 1, not 0'],
    [
      `${START} colour=red`,
      "position text: unknown option 'colour' (options: black-setup, leapers)",
    ],
    [
      `${START} leapers=jump`,
      "position text: option 'leapers' cannot be 'jump' (values: offset, path)",
    ],
    [`${START} leapers`, "position text: 'leapers' is not of the form name=value"],
    [at('kh85', 'w - - 0 1'), 'there is no White king'],
    [at('Ka14 Ka58 kh85', 'w - - 0 1'), 'there are 2 White kings (a14, a58), there must be one'],
    [
      at('Ka14 Ph41 kh85', 'w - - 0 1'),
      'White pawn on h41: a pawn on its promotion row must already have promoted',
    ],
    [
      at('Ka14 pa37 kh85', 'w - - 0 1'),
      'Black pawn on a37: a pawn on its promotion row must already have promoted',
    ],
    [
      at('Ka14 Pa37 kh85', 'w - - 0 1'),
      'White pawn on a37: pawns never stand on their own first row (a)',
    ],
    [
      at('Ka14 ph63 kh85', 'w - - 0 1'),
      'Black pawn on h63: pawns never stand on their own first row (h)',
    ],
    [
      at('Ka14 kh85 Pc12 Pc13 Pc23 Pc24 Pc34 Pc35 Pc45 Pc46 Pc56 Pc57 Pc67 Pc68', 'w - - 0 1'),
      'White has 12 pawns, an army has at most 11',
    ],
    [
      at(
        'Ka14 kh85 Qc12 Qc13 Qc23 Qc24 Qc34 Qc35 Qc45 Qc46 Qc56 Qc57 Qc67 Qc68 Qd11 Qd12 Qd22 Qd23 Qd33 Qd34 Qd44 Qd45',
        'w - - 0 1',
      ),
      'White has 21 pieces, an army has at most 20',
    ],
    [at('Ka36 Ra58 kh73', 'w K - 0 1'), "castling right 'K' needs the White king on a37"],
    [at('Ka37 Ra48 kh73', 'w K - 0 1'), "castling right 'K' needs a White rook on a58"],
    [at('Ka37 kh73 rh85', 'w q - 0 1'), "castling right 'q' needs a Black rook on h41"],
    [
      at('Ka37 Pc13 kh73', 'b - c13 0 1'),
      'en passant field: c13 needs the White pawn that double-stepped on d22',
    ],
    [
      at('Ka37 Pd22 kh73', 'w - c13 0 1'),
      'en passant field: c13 is not a cell that a Black double step passes (Black moved last)',
    ],
    [
      at('Ka37 Pd22 Pb13 kh73', 'b - c13 0 1'),
      "en passant field: c13 needs the pawn's start cell b13 to be empty",
    ],
    [at('Ka37 Pd22 Nc13 kh73', 'b - c13 0 1'), 'en passant field: c13 must be empty'],
    [
      at('Ka37 Pd22 kh73', 'b - d22 0 1'),
      'en passant field: d22 is not a cell that a White double step passes (White moved last)',
    ],
    [
      at('Ka37 Pd22 kh73', 'b - c13 5 1'),
      'halfmove clock is 5, but a double step was just played (en passant c13): it must be 0',
    ],
    [
      at('Ka37 kh73 ra36', 'b - - 0 1'),
      "the White king on a37 is in check, but it is Black's turn",
    ],
  ];
  for (const [text, message] of cases) {
    it(`'${text}'`, () => expect(error(text)).toBe(message));
  }

  it('accepts an en passant cell after a double step, of either side', () => {
    for (const text of [at('Ka37 Pd22 kh73', 'b - c13 0 1'), at('Ka37 pe55 kh73', 'w - f64 0 2')]) {
      expect(unwrap(triangularChess.parse(text)).toText()).toBe(text);
    }
  });

  it('rejects invalid options given to parse; create throws on them', () => {
    expect(error(START, { leapers: 'jump' })).toBe(
      "option 'leapers' cannot be 'jump' (values: offset, path)",
    );
    expect(() => triChess.create({ leapers: 'jump' })).toThrow(
      /^option 'leapers' cannot be 'jump'/,
    );
  });

  it('boardText refuses what is not a piece on a cell', () => {
    expect(boardText('Ka37 Xb13')).toEqual({
      ok: false,
      code: 'bad-position',
      error: "'Xb13' is not a piece letter and a cell",
    });
    expect(boardText('Ka52')).toEqual({
      ok: false,
      code: 'bad-position',
      error: "'Ka52' is not a piece letter and a cell",
    });
  });
});
