import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { board } from './board.js';
import { sankaku } from './index.js';
import { BLACK, EMPTY, WHITE, pieceCode, typeOfLetter } from './pieces.js';
import { boardText, type SankakuPosition } from './position.js';

const START = 'rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b';

/** A position from piece lists such as 'Ed1 Sd4 Gc4' (rules §8's notation). */
function place(black: string, white: string, turn = 'b'): SankakuPosition {
  const cells = new Array<number>(board.size).fill(EMPTY);
  for (const [owner, list] of [
    [BLACK, black],
    [WHITE, white],
  ] as const) {
    for (const word of list.split(/\s+/).filter((w) => w.length > 0)) {
      cells[board.cell(word.slice(1))] = pieceCode(owner, typeOfLetter(word[0]));
    }
  }
  return unwrap(sankaku.parse(`${boardText(cells)} ${turn}`));
}

function parseError(text: string): string {
  const result = sankaku.parse(text);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

function moveError(position: SankakuPosition, text: string): string {
  const before = [position.toText(), position.hash()];
  const result = position.parseMove(text);
  expect([position.toText(), position.hash()]).toEqual(before);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

describe('position text', () => {
  it('round-trips the start and positions with history and options', () => {
    expect(unwrap(sankaku.parse(START)).toText()).toBe(START);
    expect(unwrap(sankaku.parse(`  ${START}  `)).toText()).toBe(START);
    const p = sankaku.create({ 'run-downs': 'unlimited', repetition: 'none' });
    for (const m of ['f2-g3', 'f7-g6', 'b3-a3']) p.play(unwrap(p.parseMove(m)));
    expect(p.toText()).toBe(
      'rer/hhgh1/1sssssh/7/7/S1SSSSH/HHGH1/RER w f2-g3,f7-g6,b3-a3 run-downs=unlimited repetition=none',
    );
    expect(unwrap(sankaku.parse(p.toText())).toText()).toBe(p.toText());
  });

  it('reads option words, which override the options given', () => {
    const p = unwrap(
      sankaku.parse(`${START} run-downs=unlimited`, { 'run-downs': 'one', repetition: 'none' }),
    );
    expect(p.options['run-downs']).toBe('unlimited');
    expect(p.options['repetition']).toBe('none');
    expect(p.toText()).toBe(`${START} run-downs=unlimited repetition=none`);
    expect(unwrap(sankaku.parse(`${START} run-downs=one`)).toText()).toBe(START);
  });

  it('treats a side without an Emperor as a finished game (§10)', () => {
    const p = unwrap(sankaku.parse('3/5/7/7/3S3/7/5/1E1 w'));
    expect(p.outcome()).toEqual({ winners: [0], reason: 'Emperor captured' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.emperorAt[1]).toBe(-1);
    expect(moveError(p, 'd1-d2')).toBe('the game is over (Emperor captured)');
    const white = unwrap(sankaku.parse('1e1/5/7/7/7/7/5/3 b'));
    expect(white.outcome()).toEqual({ winners: [1], reason: 'Emperor captured' });
  });

  it('gives clear errors for malformed text', () => {
    expect(parseError('')).toMatch(/^empty position text/);
    expect(parseError('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH b')).toBe(
      "the board has 7 ranks separated by '/'; it needs 8 (rank 8 first)",
    );
    expect(parseError('rer/hhghh/1sssss1/7/7/1SSXSS1/HHGHH/RER b')).toMatch(
      /^rank 3: 'X' is not a piece letter \(E Emperor/,
    );
    expect(parseError('rer/hhghh/1sssss1/7/8/1SSSSS1/HHGHH/RER b')).toBe(
      'rank 4 describes more than 7 cells; it has 7',
    );
    expect(parseError('rer/hhghh/1sssss1/7/6/1SSSSS1/HHGHH/RER b')).toBe(
      'rank 4 describes 6 cells; it has 7',
    );
    expect(parseError('rer/hhghh/1sssss1/7/07/1SSSSS1/HHGHH/RER b')).toBe(
      "rank 4: '07' is not a run of empty cells",
    );
    expect(parseError('rer/hhghh/1sssss1/7/999999999999/1SSSSS1/HHGHH/RER b')).toBe(
      'rank 4 describes more than 7 cells; it has 7',
    );
    expect(parseError('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER')).toMatch(/^missing the turn/);
    expect(parseError('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER B')).toBe(
      "the turn must be 'b' (Black) or 'w' (White), not 'B'",
    );
    expect(parseError('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b c2-a4 extra')).toMatch(
      /^unexpected 'extra'/,
    );
    expect(parseError(`${START} sideways`)).toMatch(/^history move 1 'sideways': write each move/);
    expect(parseError(`${START} colour=red`)).toMatch(/^unknown option 'colour'/);
    expect(parseError(`${START} run-downs=two`)).toBe(
      "option 'run-downs' cannot be 'two' (values: one, unlimited)",
    );
    expect(parseError(`${START} run-downs=`)).toBe("'run-downs=' is not of the form name=value");
  });

  it('checks the armies: one Emperor each at most, no more pieces than a side starts with', () => {
    expect(parseError('rer/hhghh/1sssss1/7/3E3/1SSSSS1/HHGHH/RER b')).toBe(
      'Black has 2 Emperors; at most 1',
    );
    expect(parseError('3/5/7/7/7/7/5/3 b')).toBe('neither side has an Emperor');
    expect(parseError('rer/hhghh/1sssss1/7/3r3/1SSSSS1/HHGHH/RER b')).toBe(
      'White has 3 Chariots; at most 2',
    );
    expect(parseError('rer/hhghh/1sssss1/7/3H3/1SSSSS1/HHGHH/RER b')).toBe(
      'Black has 5 Cavalry; at most 4',
    );
    expect(parseError('rer/hhghh/1sssss1/7/3S3/1SSSSS1/HHGHH/RER b')).toBe(
      'Black has 6 Soldiers; at most 5',
    );
    expect(parseError('rer/hhghh/1sssss1/7/3g3/1SSSSS1/HHGHH/RER b')).toMatch(
      /^White has 2 Generals; at most 1 \(more Generals only come from/,
    );
    // Each Soldier or Cavalry gone allows one more General.
    expect(sankaku.parse('rer/hhghh/1sssg1g/7/7/1SSSSS1/HHGHH/RER b').ok).toBe(true);
  });

  it('checks the history: the moves since the last capture, replayed as legal moves', () => {
    const cases: [string, RegExp][] = [
      ['d1-z9', /^history move 1 'd1-z9': 'z9' is not a cell of the board$/],
      ['c2-a4', /^history move 1 'c2-a4': White has no piece on a4 to have moved there$/],
      ['b3-a3', /^history move 1 'b3-a3': White has no piece on a3/],
      ['a3-c3', /^history move 1 'a3-c3': White has no piece on c3/],
    ];
    for (const [history, error] of cases) expect(parseError(`${START} ${history}`)).toMatch(error);
    // Taken back newest first: White's f7-g6 needs a White piece on g6.
    const after = 'rer/hhgh1/1sssss1/7/7/1SSSSS1/HHGH1/RER b';
    expect(parseError(`${after} f2-g3,f7-g6`)).toMatch(
      /^history move 2 'f7-g6': White has no piece on g6/,
    );
    const moved = unwrap(sankaku.parse(START));
    for (const m of ['f2-g3', 'f7-g6']) moved.play(unwrap(moved.parseMove(m)));
    expect(moved.toText()).toMatch(/ b f2-g3,f7-g6$/);
    expect(unwrap(sankaku.parse(moved.toText())).toText()).toBe(moved.toText());
    expect(parseError('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER w d2-d4')).toBe(
      "history move 1 'd2-d4': Black has no piece on d4 to have moved there",
    );
    expect(parseError('rer/hhghh/1sssss1/7/3H3/1SSSSS1/HHG1H/RER w e3-d4')).toBe(
      "history move 1 'e3-d4': e3 is occupied, so nothing can have left it",
    );
    // Taken back, the moves must replay as legal moves that capture nothing.
    expect(parseError('rer/hhghh/1sssss1/7/3H3/1SSSSS1/HHG1H/RER w e2-d4')).toBe(
      "history move 1 'e2-d4': Black's Cavalry on e2 cannot move to d4",
    );
    expect(parseError(`${place('Ed1 Rf4', 'Ed8 Se4', 'w').toText()} d4-f4`)).toBe(
      "history move 1 'd4-f4': it captures, but the history lists only the moves since the last capture",
    );
    // With White to move the last history move was Black's.
    expect(parseError(`${place('Ed1', 'Ed8 Ga4', 'w').toText()} a3-a4`)).toBe(
      "history move 1 'a3-a4': Black has no piece on a4 to have moved there",
    );
  });
});

describe('notation', () => {
  const start = sankaku.create();

  it('writes the coordinate form and the readable shogi-like notation', () => {
    const p = place('Ed1 Sd4 Rd3', 'Ed8 Gb4');
    const text = (m: string) => p.moveToText(unwrap(p.parseMove(m)));
    expect(text('d4-d5')).toBe('Sd4-d5');
    expect(text('d4-b4')).toBe('Sd4xb4+');
    expect(text('d3-f3')).toBe('Rd3-f3');
    expect(text('d1-f4')).toBe('Ed1-f4');
    expect(text('d1-b4')).toBe('Ed1xb4');
    expect(p.moveToCoord(unwrap(p.parseMove('d4xb4')))).toBe('d4-b4');
    // A run-down is a capture, even when the Chariot ends on an empty cell.
    const q = place('Ed1 Rd4', 'Ed8 Se4 Gf4');
    const chariot = (m: string) => q.moveToText(unwrap(q.parseMove(m)));
    expect(chariot('d4-e4')).toBe('Rd4xe4');
    expect(chariot('d4-f4')).toBe('Rd4xf4');
    expect(chariot('d4-e3')).toBe('Rd4xe3');
    expect(chariot('d4-d5')).toBe('Rd4-d5');
  });

  it('reads every legal move back from both forms', () => {
    for (const m of start.legalMoves()) {
      expect(unwrap(start.parseMove(start.moveToCoord(m)))).toBe(m);
      expect(unwrap(start.parseMove(start.moveToText(m)))).toBe(m);
    }
  });

  it('accepts x for -, - for x, =G or + on a promotion, upper-case cells', () => {
    const p = unwrap(sankaku.parse('1e1/5/7/7/1h1S3/7/5/1E1 b'));
    const capture = unwrap(p.parseMove('d4-b4'));
    for (const form of ['d4xb4', 'd4-b4=G', 'd4xb4=g', 'Sd4xb4+', 'Sd4-b4', 'D4XB4', ' d4-b4 ']) {
      expect(unwrap(p.parseMove(form))).toBe(capture);
    }
    expect(unwrap(p.parseMove('d4xd5'))).toBe(unwrap(p.parseMove('d4-d5')));
  });

  it('gives clear errors and changes nothing', () => {
    const p = place('Ed1 Sd4 Se4', 'Ed8 Ra5');
    expect(moveError(p, 'hello')).toMatch(/^'hello' is not a move: write <from>-<to>/);
    expect(moveError(p, '')).toMatch(/^'' is not a move/);
    expect(moveError(p, 'a1-a3')).toBe("'a1' is not a cell of the board");
    expect(moveError(p, 'd4-h4')).toBe("'h4' is not a cell of the board");
    expect(moveError(p, 'c4-c5')).toBe('there is no piece on c4');
    expect(moveError(p, 'a5-a4')).toBe("the piece on a5 is White's; it is Black's move");
    expect(moveError(p, 'Gd4-d5')).toBe('the piece on d4 is a Soldier (S), not G');
    expect(moveError(p, 'd4-d6')).toBe("Black's Soldier on d4 cannot move to d6");
    expect(moveError(p, 'd4-e4')).toBe(
      "Black's Soldier on d4 cannot move to e4: its own piece stands there",
    );
    expect(moveError(p, 'd4-d5=Q')).toBe("'=Q': promotion is always to General (=G or +)");
    expect(moveError(p, 'd4-d5+')).toBe(
      'd4-d5 does not promote (only a capturing Soldier or Cavalry does)',
    );
    expect(moveError(p, 'd4-d5=G')).toMatch(/does not promote/);
    expect(moveError(place('Ed1 Sd4', 'Ed8 Re4'), 'd4-e4')).toBe(
      "Black's Soldier on d4 cannot move to e4: a Soldier cannot capture a Chariot",
    );
    expect(moveError(place('Ef4', 'Ee4 Rg4'), 'f4-e4')).toBe(
      "Black's Emperor on f4 cannot move to e4: the enemy Emperor is defended",
    );
  });

  it('says that the game has no drops and no pass (rules §2), instead of not reading them', () => {
    const p = place('Ed1 Sd4', 'Ed8 Ra5');
    for (const drop of ['S*d5', 'g*c5', ' R*a4 ', '*d5', 'S*D5']) {
      expect(moveError(p, drop)).toBe(
        `'${drop.trim()}' is a drop, and Sankaku Shogi has none: a captured piece leaves the game for good (rules §2)`,
      );
    }
    for (const pass of ['pass', 'PASS']) {
      expect(moveError(p, pass)).toBe(
        'Black may not pass: a player must move every turn (rules §2)',
      );
    }
    // A word that only looks like a drop is still not read as a move.
    expect(moveError(p, 'S*')).toMatch(/^'S\*' is not a move: write <from>-<to>/);
  });
});

describe('views and reach', () => {
  it('turns the board for White only', () => {
    expect(sankaku.players).toEqual(['Black', 'White']);
    expect(sankaku.views).toEqual([0, 180]);
    const d1 = board.centroid(board.cell('d1'));
    const d8 = board.centroid(board.cell('d8'));
    expect(d1[1]).toBeLessThan(d8[1]);
  });

  it('gives empty-board destinations of every piece', () => {
    const names = (cells: number[]) => cells.map((c) => board.name(c)).sort();
    const d4 = board.cell('d4');
    expect(sankaku.reach('E', 0, d4)).toHaveLength(43);
    expect(names(sankaku.reach('R', 1, d4))).toEqual(
      'e4 f4 g4 c4 b4 a4 d5 e5 e6 f6 f7 c3 b3 b2 c5 c6 b6 b7 e3 f3 f2'.split(' ').sort(),
    );
    expect(names(sankaku.reach('H', 0, d4))).toEqual(['b4', 'c3', 'c5', 'e3', 'e5', 'f4']);
    expect(sankaku.reach('G', 0, d4)).toHaveLength(12);
    expect(names(sankaku.reach('S', 0, d4))).toEqual(['c4', 'd5', 'e4']);
    expect(names(sankaku.reach('s', 1, board.cell('d1')))).toEqual(['c1', 'e1']);
    expect(sankaku.reach('Q', 0, d4)).toEqual([]);
    expect(() => sankaku.reach('E', 0, 44)).toThrow(RangeError);
  });

  it('shows what stands on a cell', () => {
    const start = sankaku.create();
    expect(start.contents(board.cell('d1'))).toEqual([{ owner: 0, kind: 'E' }]);
    expect(start.contents(board.cell('b7'))).toEqual([{ owner: 1, kind: 'H' }]);
    expect(start.contents(board.cell('d4'))).toEqual([]);
    expect(sankaku.pieces.map((k) => k.letter).join('')).toBe('ERHGS');
  });
});
