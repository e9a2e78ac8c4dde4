import { describe, expect, it } from 'vitest';
import { EngineError, games, unwrap } from '../index.js';
import { readRecord, readResult, resultToken, resultWords, writeRecord } from './record.js';

const trigonal = unwrap(games.get('trigonal'));
const triangulation = unwrap(games.get('triangulation'));
const date = new Date(2026, 10, 29);

describe('the game record', () => {
  it('writes tags, names, numbered moves in the game’s notation and the result', () => {
    const text = writeRecord({
      game: trigonal,
      moves: ['f4-f5', 'i16-i13'],
      players: ['Ann', undefined],
      result: { winners: [1], reason: 'White resigned' },
      date,
    });
    expect(text).toBe(
      [
        '[Game "trigonal"]',
        '[Title "Trigonal Chess"]',
        '[Date "2026.11.29"]',
        '[White "Ann"]',
        '[Black "Black"]',
        '[Result "0-1"]',
        '[Termination "Black wins: White resigned"]',
        '',
        '1. f4-f5 Ni16-i13 0-1',
        '',
      ].join('\n'),
    );
    const read = unwrap(readRecord(text, games));
    expect(read.moves).toEqual(['f4-f5', 'i16-i13']);
    expect(read.players).toEqual(['Ann', 'Black']);
    expect(read.result).toEqual({ winners: [1], reason: 'White resigned' });
    expect(read.declared).toBe(true);
  });

  it('takes an ending by the rules from the last position, whatever the caller says', () => {
    const start = 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1';
    const text = writeRecord({ game: trigonal, start, moves: ['d4-b2'], date });
    expect(text).toContain(`[Position "${start}"]`);
    expect(text).toContain('[Result "1-0"]');
    expect(text).toContain('[Termination "White wins: checkmate"]');
    expect(text).toMatch(/1\. Qd4-b2# 1-0\n$/);
    const read = unwrap(readRecord(text, games));
    expect(read.result).toEqual({ winners: [0], reason: 'checkmate' });
    expect(read.declared).toBe(false);
    expect(read.start).toBe(start);
  });

  it('writes only the options that differ from their defaults, and reads them back', () => {
    const spec = trigonal.options.find((o) => o.values.length > 1)!;
    const other = spec.values.find((v) => v !== spec.default)!;
    const text = writeRecord({ game: trigonal, options: { [spec.name]: other }, moves: [] });
    expect(text).toContain(`[Options "${spec.name}=${other}"]`);
    expect(unwrap(readRecord(text, games)).options[spec.name]).toBe(other);
    const plain = writeRecord({
      game: trigonal,
      options: { [spec.name]: spec.default },
      moves: [],
    });
    expect(plain).not.toContain('[Options');
  });

  it('refuses options that the start position’s text contradicts, reading and writing', () => {
    const start = '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1 bishop=120';
    const text = (options: string) =>
      `[Game "trigonal"]\n[Options "${options}"]\n[Position "${start}"]\n\n1. f4-f5 *\n`;
    expect(readRecord(text('bishop=60'), games)).toEqual({
      ok: false,
      code: 'bad-record',
      error: 'tag Options: bishop=60, but the start position says bishop=120',
    });
    // Saying the same twice is no contradiction.
    expect(unwrap(readRecord(text('bishop=120 knight=9'), games)).options).toMatchObject({
      bishop: '120',
      knight: '9',
    });
    expect(() =>
      writeRecord({ game: trigonal, options: { bishop: '60' }, start, moves: [], date }),
    ).toThrow(
      new EngineError('bad-record', 'options: bishop=60, but the start position says bishop=120'),
    );
    expect(
      writeRecord({ game: trigonal, options: { bishop: '120' }, start, moves: [], date }),
    ).toContain('[Options "bishop=120"]');
  });

  it('numbers a game that starts with Black to move from 1...', () => {
    const start = 'k/3/5/7/9/11/13/1K13/3P13 b - - 0 1';
    expect(writeRecord({ game: trigonal, start, moves: ['a1-b1'] })).toContain('1... Ka1-b1 *');
  });

  it('numbers a game of two on Triangulation’s board from 1. whichever army is neutral', () => {
    // With Red neutral, Green opens every round: its first move opens round 1, no '1...'.
    for (const neutral of ['red', 'green', 'blue']) {
      const position = triangulation.create({ players: '2', neutral });
      const moves: string[] = [];
      for (let i = 0; i < 3; i++) {
        const move = position.legalMoves()[0];
        moves.push(position.moveToCoord(move));
        position.play(move);
      }
      const text = writeRecord({ game: triangulation, options: { players: '2', neutral }, moves });
      expect({ neutral, movetext: text.split('\n\n')[1] }).toMatchObject({
        neutral,
        movetext: expect.stringMatching(/^1\. \S+ \S+ 2\. \S+ \*\n$/),
      });
      expect(unwrap(readRecord(text, games)).moves).toEqual(moves);
    }
  });

  it('puts a comment before the number of its move, and more tags after the names', () => {
    const text = writeRecord({
      game: triangulation,
      moves: ['A8Ω-D7Φ', 'leave:g', 'H6Δ-G6Λ'],
      comments: new Map([[1, 'Green abandoned {the} game']]),
      tags: [['Id', 'abc']],
    });
    expect(text).toContain('[Blue "Blue"]\n[Id "abc"]\n[Result "*"]');
    expect(text).toMatch(/1\. \S+ \{Green abandoned the game\} leave:g \S+ \*/);
    const read = unwrap(readRecord(text, games));
    expect(read.moves).toEqual(['A8Ω-D7Φ', 'leave:g', 'H6Δ-G6Λ']);
    expect(read.tags.get('Id')).toBe('abc');
  });

  it('writes a tag value with line breaks on one line, so that the record reads back', () => {
    const text = writeRecord({
      game: trigonal,
      moves: ['f4-f5'],
      players: ['Ann\nLee', 'Bo\r\nKay\t'],
      result: { winners: [0], reason: 'Black left:\nconnection lost' },
      tags: [['Event', 'Club\u2028night']],
      date,
    });
    expect(text).toContain('[White "Ann Lee"]\n[Black "Bo Kay "]\n[Event "Club night"]');
    const read = unwrap(readRecord(text, games));
    expect(read.players).toEqual(['Ann Lee', 'Bo Kay ']);
    expect(read.result).toEqual({ winners: [0], reason: 'Black left: connection lost' });
    expect(read.moves).toEqual(['f4-f5']);
  });

  it('refuses an extra tag that repeats one it writes, or whose name a reader cannot read', () => {
    const write = (tags: [string, string][]) => () =>
      writeRecord({ game: trigonal, moves: ['f4-f5'], tags, date });
    // The record would name two games, or two results, and a reader would take the last.
    expect(write([['Game', 'sankaku']])).toThrow(
      new EngineError(
        'bad-record',
        "tag Game: the record writes it itself; leave it out of 'tags'",
      ),
    );
    expect(write([['Result', '1-0']])).toThrow(/^tag Result: the record writes it itself/);
    expect(write([['White', 'Ann']])).toThrow(/^tag White: the record writes it itself/);
    // Options and Position too, which a reader would set the game up from.
    expect(write([['Options', 'bishop=120']])).toThrow(/^tag Options: the record writes it/);
    expect(write([['Position', 'k/3/5/7/9/11/13/15/K16 w - - 0 1']])).toThrow(/^tag Position: /);
    expect(
      write([
        ['Id', 'a'],
        ['Id', 'b'],
      ]),
    ).toThrow(/^tag Id: given twice/);
    for (const name of ['', 'Two words', 'Say"', 'End]'])
      expect(write([[name, 'x']])).toThrow(
        `tag '${name}': a tag name is one word without '"' or ']'`,
      );
    // A tag the record does not write itself is free, Termination of a game without an ending too.
    const aborted = writeRecord({
      game: trigonal,
      moves: ['f4-f5'],
      tags: [['Termination', 'Game aborted']],
    });
    expect(unwrap(readRecord(aborted, games)).tags.get('Termination')).toBe('Game aborted');
  });

  it('names a wrong move by the number the record shows, and its seat', () => {
    const white = readRecord('[Game "trigonal"]\n1. f4-f5 f8-f7 2. f5-f9', games);
    expect(white.ok).toBe(false);
    if (!white.ok) expect(white.error).toMatch(/^move 2\. 'f5-f9' \(White\): /);
    const black = readRecord('[Game "trigonal"]\n1. f4-f5 f8-f7 2. f5-f6 f7-f1', games);
    expect(black.ok).toBe(false);
    if (!black.ok) expect(black.error).toMatch(/^move 2\.\.\. 'f7-f1' \(Black\): /);
    // Without numbers, the rounds are counted.
    const bare = readRecord('[Game "trigonal"]\nf4-f5 f8-f7 f5-f6 zz', games);
    expect(bare.ok).toBe(false);
    if (!bare.ok) expect(bare.error).toMatch(/^move 2\.\.\. 'zz' \(Black\): /);
    // A record numbering every single move is named by its own numbers.
    const plies = readRecord('[Game "trigonal"]\n1. f4-f5 2. f8-f7 3. f5-f9', games);
    expect(plies.ok).toBe(false);
    if (!plies.ok) expect(plies.error).toMatch(/^move 3\. 'f5-f9' \(White\): /);
  });

  it('says which tag is wrong', () => {
    const cases: [string, RegExp][] = [
      ['[Game "chess"]\n1. e4', /^tag Game: unknown game 'chess'/],
      ['[Game "trigonal"]\n[Options "colour=green"]\n', /^tag Options: /],
      ['[Game "trigonal"]\n[Options "__proto__=1"]\n', /^tag Options: unknown option '__proto__'/],
      [
        '[Game "trigonal"]\n[Options "bishop=120 bishop=60"]\n',
        /^tag Options: option 'bishop' is given twice \(bishop=120, bishop=60\)$/,
      ],
      ['[Game "trigonal"]\n[Position "nonsense"]\n', /^tag Position: /],
      ['[Game "trigonal"]\n[Result "1-1"]\n', /^tag Result: '1-1' is not a result/],
      ['[Game "trigonal"]\n[Result "1-0-0"]\n', /^tag Result: '1-0-0' is not a result of 2 seats/],
      // A draw is shared: one seat alone cannot draw (1/2-0 in a game of two).
      ['[Game "trigonal"]\n[Result "1/2-0"]\n', /^tag Result: '1\/2-0' is not a result: /],
      ['[Game "triangulation"]\n[Result "0-1/2-0"]\n', /^tag Result: '0-1\/2-0' is not a result: /],
      ['[Game trigonal]\n', /^line 1: a tag must look like \[Name "value"\]$/],
    ];
    for (const [text, message] of cases) {
      const read = readRecord(text, games);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(message);
    }
  });

  it('refuses moves after the result instead of leaving them out', () => {
    const read = readRecord('[Game "trigonal"]\n\n1. f4-f5 f8-f7 1-0 2. f5-f6 f7-f6', games);
    expect(read).toEqual({
      ok: false,
      code: 'bad-record',
      error:
        "'2.' follows the result '1-0': the moves come before the result, which ends the record",
    });
    // Two games in one text: the second one's tags follow the first one's moves.
    const two = readRecord(
      '[Game "trigonal"]\n\n1. f4-f5 *\n\n[Game "trigonal"]\n\n1. f3-f4 *',
      games,
    );
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error).toMatch(/^line 5: a tag after the moves \(a record is one game/);
    // Comments may follow it.
    const comment = unwrap(readRecord('[Game "trigonal"]\n\n1. f4-f5 * {unfinished}\n', games));
    expect(comment.moves).toEqual(['f4-f5']);
  });

  it('refuses a result after the moves that the Result tag contradicts', () => {
    const read = readRecord('[Game "trigonal"]\n[Result "1-0"]\n\n1. f4-f5 0-1\n', games);
    expect(read).toEqual({
      ok: false,
      code: 'bad-record',
      error: "the result after the moves, '0-1', is not the one of tag Result, '1-0'",
    });
    expect(readRecord('[Game "trigonal"]\n[Result "*"]\n\n1. f4-f5 1-0\n', games).ok).toBe(false);
    // Agreeing, or one of them alone, reads.
    const same = unwrap(readRecord('[Game "trigonal"]\n[Result "0-1"]\n\n1. f4-f5 0-1\n', games));
    expect(same.result).toEqual({ winners: [1], reason: 'resignation' });
    expect(unwrap(readRecord('[Game "trigonal"]\n\n1. f4-f5 0-1\n', games)).result).toEqual({
      winners: [1],
      reason: 'resignation',
    });
  });

  it('refuses a tag given twice, or a tag after the moves, instead of the last one winning', () => {
    const twice = readRecord(
      '[Game "trigonal"]\n[White "Ann"]\n[White "Bob"]\n\n1. f4-f5 *',
      games,
    );
    expect(twice).toEqual({
      ok: false,
      code: 'bad-record',
      error: 'line 3: tag White is given twice (line 2 gave it)',
    });
    const after = readRecord(
      '[Game "trigonal"]\n\n1. f4-f5 f8-f7\n[White "Bob"]\n2. f5-f6 *',
      games,
    );
    expect(after).toEqual({
      ok: false,
      code: 'bad-record',
      error: 'line 4: a tag after the moves (a record is one game, its tags first)',
    });
    // A comment before the tags is no move.
    const comment = unwrap(
      readRecord('; from a club file\n[Game "trigonal"]\n\n1. f4-f5 *', games),
    );
    expect(comment.moves).toEqual(['f4-f5']);
  });

  it('reads moves in coordinate form, glued move numbers and comments', () => {
    const read = unwrap(
      readRecord('[Game "trigonal"]\n1.f4-f5 {a comment} f8-f7 ; rest of line\n2. f1-e2', games),
    );
    expect(read.moves).toEqual(['f4-f5', 'f8-f7', 'f1-e2']);
    expect(read.result).toBeUndefined();
  });
});

describe('results', () => {
  // A winner out of range scored nobody ('0-0') and was named by nobody (' wins: …'); found
  // with the library probe.
  it("refuse a seat that is not one of the game's with a RangeError saying which", () => {
    const win = (winners: number[]) => ({ winners, reason: 'resignation' });
    expect(() => resultToken(2, win([7]))).toThrow(
      new RangeError('winner 7 is not a seat (seats are 0 to 1)'),
    );
    expect(() => resultToken(2, win([-1]))).toThrow(RangeError);
    expect(() => resultToken(3, { winners: [], reason: 'draw agreed' }, [0, 3])).toThrow(
      new RangeError('seat in the game 3 is not a seat (seats are 0 to 2)'),
    );
    expect(() => resultToken(0, undefined)).toThrow(
      new RangeError('0 is not a number of seats (a whole number from 1 up)'),
    );
    expect(() => resultWords(trigonal, win([2]))).toThrow(
      new RangeError('winner 2 is not a seat (seats are 0 to 1)'),
    );
    expect(() => resultWords(triangulation, win([1.5]))).toThrow(RangeError);
    expect(resultWords(triangulation, win([2]))).toBe('Blue wins: resignation');
  });

  it('are written per seat as scores and in words', () => {
    expect(resultToken(2, undefined)).toBe('*');
    expect(resultToken(3, { winners: [1, 2], reason: 'Red resigned' })).toBe('0-1-1');
    expect(resultToken(2, { winners: [], reason: 'stalemate' })).toBe('1/2-1/2');
    // A draw between the two still in a game of three: the third, out already, scores 0.
    expect(resultToken(3, { winners: [], reason: 'draw agreed' }, [0, 1])).toBe('1/2-1/2-0');
    expect(resultWords(triangulation, { winners: [1, 2], reason: 'Red resigned' })).toBe(
      'Green and Blue win: Red resigned',
    );
    expect(resultWords(trigonal, { winners: [], reason: 'draw by agreement' })).toBe(
      'Draw by agreement',
    );
    expect(resultWords(trigonal, { winners: [], reason: 'stalemate' })).toBe('Draw: stalemate');
  });

  it('are read back from scores and words, and from the words servers used to write', () => {
    const cases: [string, string | undefined, unknown][] = [
      ['0-1', 'Black wins: White resigned', { winners: [1], reason: 'White resigned' }],
      ['0-1', 'White resigned', { winners: [1], reason: 'White resigned' }],
      ['1/2-1/2', 'Draw by agreement', { winners: [], reason: 'draw by agreement' }],
      ['1/2-1/2', 'Draw: stalemate', { winners: [], reason: 'stalemate' }],
      ['1-0', undefined, { winners: [0], reason: 'resignation' }],
      ['Black won (White resigned)', undefined, { winners: [1], reason: 'White resigned' }],
      ['draw (draw agreed)', undefined, { winners: [], reason: 'draw agreed' }],
      ['*', undefined, undefined],
    ];
    for (const [token, words, outcome] of cases)
      expect(unwrap(readResult(trigonal, token, words))).toEqual(outcome);
    expect(unwrap(readResult(triangulation, 'Green and Blue share a draw (Red resigned)'))).toEqual(
      { winners: [1, 2], reason: 'Red resigned' },
    );
    expect(unwrap(readResult(triangulation, '1/2-1/2-0', 'Draw agreed'))).toEqual({
      winners: [],
      reason: 'draw agreed',
    });
    expect(
      unwrap(readResult(triangulation, '0-1-1', 'Green and Blue win: Red lost on time')),
    ).toEqual({ winners: [1, 2], reason: 'Red lost on time' });
  });
});
