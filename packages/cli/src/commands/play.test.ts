import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

async function play(input: string, ...args: string[]) {
  const io = bufferIo({ stdin: input });
  const code = await run(['play', 'trigonal', ...args], io);
  return { code, out: io.out(), err: io.err() };
}

describe('trigon play', () => {
  it('draws the board, takes moves, answers them, takes them back, and ends on resign', async () => {
    const { code, out, err } = await play(
      'f4-f5\nundo\nf9-f8\nmoves\nNf1-e2\nresign\n',
      '--level',
      '1',
      '--seed',
      '3',
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('You play White against Trigon at level 1.');
    expect(out).toContain('White to move');
    expect(out).toContain('White plays f4-f5\n');
    // Depth 4: level 1 searches deeper in the opening (OPENING in ai/src/levels.ts).
    expect(out).toMatch(/\nBlack plays \S+ \(score [+-]\d+\.\d\d, depth 4\)\n/);
    // An illegal move is refused with the engine's reason, naming the cell.
    expect(out).toMatch(/White> [^\n]*f9[^\n]*\n/);
    expect(out).not.toContain('plays f9-f8');
    // After undo the start position is back: White to move with its 15 moves.
    expect(out).toContain(
      'f1-e2 f2-a1 f2-b1 f2-b2 f2-c1 f2-c2 f2-d1 f2-d2 f2-e1 f2-e2 f4-f5 g4-g5 h4-h5 i2-i5 i4-i5\n',
    );
    expect(out).toContain('White plays Nf1-e2');
    expect(out).toMatch(/White resigns\.\ngame over: Black wins \(White resigned\)\n$/);
  });

  it('seats the human at a seat that plays: never at the neutral army of Triangulation for two', async () => {
    const run2 = async (...args: string[]) => {
      const io = bufferIo({ stdin: 'resign\n' });
      const code = await run(
        ['play', 'triangulation', '--level', '1', '--option', 'players=2', ...args],
        io,
      );
      return { code, out: io.out(), err: io.err() };
    };
    const neutral = await run2('--as', 'blue');
    expect(neutral.code).toBe(2);
    expect(neutral.out).toBe('');
    expect(neutral.err).toBe(
      'trigon: --as: Blue is the neutral army in this game, which nobody plays (choose red or green) [bad-seat]\n',
    );
    const first = await run2('--option', 'neutral=red');
    expect(first.code).toBe(0);
    expect(first.out).toContain('You play Green against Trigon at level 1.');
    expect(first.out).toContain('game over: Blue wins (Green resigned)');
  });

  it('refuses a --save file it could not write before the game, not after it', async () => {
    const missing = await play('resign\n', '--level', '1', '--save', '/nonexistent-dir/game.rec');
    expect(missing.code).toBe(2);
    expect(missing.out).toBe('');
    expect(missing.err).toMatch(
      /^trigon: --save: cannot write '\/nonexistent-dir\/game.rec': .*\[usage\]\n$/,
    );
    const folder = mkdtempSync(join(tmpdir(), 'trigon-play-'));
    try {
      const directory = await play('resign\n', '--level', '1', '--save', folder);
      expect(directory.code).toBe(2);
      expect(directory.out).toBe('');
      expect(directory.err).toContain('it is a directory');
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it.skipIf(!existsSync('/dev/full'))(
    'says a --save record that cannot be written once the game is over is an output failure (status 1)',
    async () => {
      const full = await play('resign\n', '--level', '1', '--save', '/dev/full');
      expect(full.code).toBe(1);
      expect(full.out).toContain('game over: Black wins (White resigned)');
      expect(full.err).toBe(
        "trigon: --save: cannot write '/dev/full': ENOSPC: no space left on device, write [output]\n",
      );
    },
  );

  it('lets the AI move first when the human plays Black', async () => {
    const { out } = await play('resign\n', '--level', '1', '--as', 'black');
    expect(out).toContain('You play Black against Trigon at level 1.');
    expect(out).toMatch(/White plays \S+/);
    expect(out).toContain('game over: White wins (Black resigned)');
  });

  it('ends with the result of a mate, and grants a draw claim the rules allow', async () => {
    const mate = await play(
      'd4-d5\n',
      '--position',
      'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1',
      '--level',
      '1',
    );
    expect(mate.out).toContain('game over: White wins (checkmate)');
    const repeat = 'f1-e2 f11-e8 e2-f1 e8-f11 f1-e2 f11-e8 e2-f1 e8-f11';
    const claim = await play('draw\n', '--moves', repeat, '--level', '1');
    expect(claim.out).toContain('may claim a draw (threefold repetition)');
    expect(claim.out).toContain('game over: draw (threefold repetition, claimed)');
    const none = await play('draw\n', '--level', '1');
    expect(none.out).toContain('There is no draw to claim now.');
  });

  it('says when there is nothing to take back, and stops at the end of input', async () => {
    const { code, out } = await play('undo\n', '--level', '1');
    expect(out).toContain('There is no move of yours to take back.');
    expect(out).toContain('Input ended: game abandoned.');
    expect(code).toBe(0);
  });

  it('abandons the game at Ctrl-C at the prompt, keeps it with --save, and ends with 130', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-interrupt-'));
    try {
      const file = join(dir, 'game.txt');
      // A terminal's input: open, with one move typed; Ctrl-C at the prompt after the AI's answer.
      const stdin = new PassThrough();
      stdin.write('f4-f5\n');
      const base = bufferIo();
      const io = { ...base, stdin };
      const stdout = base.stdout as { write(text: string): void };
      const write = stdout.write;
      let prompts = 0;
      stdout.write = (text) => {
        write(text);
        if (text === 'White> ' && ++prompts === 2) base.interrupt();
      };
      const code = await run(
        ['play', 'trigonal', '--level', '1', '--seed', '3', '--save', file],
        io,
      );
      expect(base.err()).toBe('');
      expect(code).toBe(130);
      expect(base.out()).toMatch(
        /\nBlack plays [^\n]+\n[^]*White> \nInterrupted: game abandoned\.\nRecord written to .*\n$/,
      );
      const record = readFileSync(file, 'utf8');
      expect(record).toContain('[Termination "Black wins: White abandoned the game"]');
      expect(record).toMatch(/\n1\. f4-f5 \S+ 0-1\n/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens from the book at the levels that play their best, unless --no-book', async () => {
    const booked = await play('resign\n', '--as', 'black', '--seed', '2');
    expect(booked.out).toMatch(/\nWhite plays \S+ \(book move, score [+-]\d+\.\d\d, depth 0\)\n/);
    const searched = await play('resign\n', '--as', 'black', '--no-book', '--time', '200');
    expect(searched.out).toMatch(/\nWhite plays \S+ \(score [+-]\d+\.\d\d, depth [1-9]\d*\)\n/);
    // A level that chooses at random never reads the book.
    const low = await play('resign\n', '--as', 'black', '--level', '3');
    expect(low.out).not.toContain('book move');
  });

  it('refuses a bad level or seat', async () => {
    expect((await play('', '--level', '9')).err).toBe(
      "trigon: --level: '9' is not an integer from 1 to 8 [usage]\n",
    );
    expect((await play('', '--as', 'red')).err).toBe(
      "trigon: --as: 'red' is not a seat of Trigonal Chess (white, black) [bad-seat]\n",
    );
  });
});

describe('trigon play --save, and --record', () => {
  it('writes the game’s record with the names and the result, which --record reads back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-record-'));
    try {
      const file = join(dir, 'game.txt');
      const { code, out } = await play(
        'f4-f5\nresign\n',
        '--level',
        '1',
        '--seed',
        '3',
        '--save',
        file,
      );
      expect(code).toBe(0);
      expect(out).toContain(`Record written to ${file}.`);
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/\[White "You"\]\n\[Black "AI level 1"\]\n\[Result "0-1"\]\n/);
      expect(text).toContain('[Termination "Black wins: White resigned"]');
      const reply = /\nBlack plays (\S+) /.exec(out)![1];
      expect(text).toMatch(new RegExp(`\\n1\\. f4-f5 ${reply.replace(/[+#]/g, '\\$&')} 0-1\\n$`));

      // The record sets up the same position as the moves do, and keeps its result: the game
      // is over, though the rules do not end it.
      const fromRecord = bufferIo();
      await run(['show', 'trigonal', '--record', file], fromRecord);
      const fromMoves = bufferIo();
      await run(['show', 'trigonal', '--moves', `f4-f5 ${reply}`], fromMoves);
      expect(fromRecord.err()).toBe('');
      const [recordLast, ...recordBoard] = fromRecord.out().trimEnd().split('\n').reverse();
      const [movesLast, ...movesBoard] = fromMoves.out().trimEnd().split('\n').reverse();
      expect(recordBoard).toEqual(movesBoard);
      expect(movesLast).toBe('White to move');
      expect(recordLast).toBe('game over: Black wins (White resigned)');

      // The same record on stdin, with `--record -`.
      const piped = bufferIo({ stdin: readFileSync(file, 'utf8') });
      expect(await run(['show', 'trigonal', '--record', '-'], piped)).toBe(0);
      expect(piped.err()).toBe('');
      expect(piped.out()).toBe(fromRecord.out());

      // A game that is over is not played on: not by play, nor by --moves.
      const again = await play('f8-f7\n', '--level', '1', '--record', file);
      expect(again.code).toBe(2);
      expect(again.out).toBe('');
      expect(again.err).toBe(
        `trigon: --record ${file}: the game is over (Black wins: White resigned); there is nothing to play [game-over]\n`,
      );
      const further = bufferIo();
      expect(await run(['show', 'trigonal', '--record', file, '--moves', 'f8-f7'], further)).toBe(
        2,
      );
      expect(further.err()).toBe(
        'trigon: --moves: the game is over (Black wins: White resigned, as the record says) [game-over]\n',
      );
      const stdin = await play('', '--level', '1', '--record', '-');
      expect(stdin.code).toBe(2);
      expect(stdin.err).toBe(
        'trigon: --record -: play reads your moves from standard input; give the record as a file [usage]\n',
      );

      // A wrong move is named by the number the record shows.
      writeFileSync(file, '[Game "trigonal"]\n\n1. f4-f5 f8-f7 2. f5-f9 *\n');
      const bad = bufferIo();
      expect(await run(['show', 'trigonal', '--record', file], bad)).toBe(2);
      expect(bad.err()).toMatch(
        /^trigon: --record \S+: move 2\. 'f5-f9' \(White\): .* \[bad-record\]\n$/,
      );

      // An empty file is no record of a game that has not begun: it is refused.
      writeFileSync(file, '\n');
      const empty = bufferIo();
      expect(await run(['show', 'trigonal', '--record', file], empty)).toBe(2);
      expect(empty.err()).toBe(`trigon: --record ${file}: the file is empty [bad-record]\n`);
      expect(empty.out()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
