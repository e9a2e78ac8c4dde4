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
    expect(out).toMatch(/\nBlack plays \S+ \(score [+-]\d+\.\d\d, depth 1\)\n/);
    // An illegal move is refused with the engine's reason, naming the cell.
    expect(out).toMatch(/White> [^\n]*f9[^\n]*\n/);
    expect(out).not.toContain('plays f9-f8');
    // After undo the start position is back: White to move with its 15 moves.
    expect(out).toContain(
      'f1-e2 f2-a1 f2-b1 f2-b2 f2-c1 f2-c2 f2-d1 f2-d2 f2-e1 f2-e2 f4-f5 g4-g5 h4-h5 i2-i5 i4-i5\n',
    );
    expect(out).toContain('White plays Nf1-e2');
    expect(out).toMatch(/White resigns\.\ngame over: Black wins \(resignation\)\n$/);
  });

  it('lets the AI move first when the human plays Black', async () => {
    const { out } = await play('resign\n', '--level', '1', '--as', 'black');
    expect(out).toContain('You play Black against Trigon at level 1.');
    expect(out).toMatch(/White plays \S+/);
    expect(out).toContain('game over: White wins (resignation)');
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

  it('refuses a bad level or seat', async () => {
    expect((await play('', '--level', '9')).err).toBe(
      "trigon: --level: '9' is not an integer from 1 to 8 [usage]\n",
    );
    expect((await play('', '--as', 'red')).err).toBe(
      "trigon: --as: 'red' is not a seat of Trigonal Chess (white, black) [bad-seat]\n",
    );
  });
});
