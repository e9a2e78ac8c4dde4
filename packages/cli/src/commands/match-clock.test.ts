import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';
import { unwrap } from '@trigon/engine';
import { trigonal } from '@trigon/engine/games/trigonal';
import { clockArg, clockText, flagFall } from './match-clock.js';

afterEach(() => vi.restoreAllMocks());

describe('trigon match --clock', () => {
  it('reads time controls as chess players write them', () => {
    expect(clockArg('--clock', '3+2')).toEqual({ initialMs: 180_000, incrementMs: 2000 });
    expect(clockArg('--clock', '1+0')).toEqual({ initialMs: 60_000, incrementMs: 0 });
    expect(clockArg('--clock', '0:30+0')).toEqual({ initialMs: 30_000, incrementMs: 0 });
    expect(clockArg('--clock', '0.5+0.5')).toEqual({ initialMs: 30_000, incrementMs: 500 });
    expect(clockText(clockArg('--clock', '0:30+1'))).toBe('0:30+1');
    expect(clockText(clockArg('--clock', '3+2'))).toBe('3+2');
    for (const bad of ['3', '3+', '+2', '0+1', '0:60+0', '3+-2', 'a+b', '1441+0', '1+3601'])
      expect(() => clockArg('--clock', bad), bad).toThrow(`'${bad}'`);
  });

  it('plays on a clock, takes each move off it, and counts no flag when none falls', async () => {
    const io = bufferIo();
    const args = ['match', 'trigonal', '--a', 'level=8', '--b', 'level=8', '--games', '1'];
    // A tenth of a second a move, so that a busy machine pausing the process for a moment
    // (the unit tests run in parallel on two cores) cannot make the engine's reserve too small.
    const code = await run([...args, '--clock', '0:03+0.1', '--max-plies', '80'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^game 1\/1: A level=8 - B level=8: /);
    expect(lines[0]).not.toMatch(/lost on time/);
    expect(lines.at(-1)).toBe('clock 0:03+0.1: flags A 0, B 0');
  }, 120_000);

  it('gives the game to the other side when a move takes longer than the clock has left', async () => {
    // Every reading of the time is an hour later than the one before: the first engine to
    // move runs out of time with its first move, whatever it plays.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3_600_000));
    const io = bufferIo();
    const args = ['match', 'trigonal', '--a', 'level=1', '--b', 'level=1', '--games', '2'];
    expect(await run([...args, '--clock', '1+0', '--opening-plies', '0'], io)).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines[0]).toBe(
      'game 1/2: A level=1 - B level=1: 0-1 (lost on time, 0 plies); A +0 =0 -1',
    );
    expect(lines[1]).toBe(
      'game 2/2: B level=1 - A level=1: 0-1 (lost on time, 0 plies); A +1 =0 -1',
    );
    expect(lines.at(-1)).toBe('clock 1+0: flags A 1, B 1');
  });

  // FIDE 6.9, as the server rules a flag fall: a flag against a side that could never win draws.
  it('draws on time against a lone king, which could never mate; a lone king out of time loses', () => {
    // Black has its King alone, White a Queen and more.
    const bare = unwrap(trigonal.parse('1/3/5/7/9/N1P2P5/QBPP9/BKPP8k2/RNPP7R5 w K - 1 17'));
    expect(flagFall(bare, 0, 1)).toEqual({
      winner: undefined,
      reason: 'White ran out of time, but Black cannot win',
    });
    expect(flagFall(bare, 1, 0)).toEqual({ winner: 0, reason: 'lost on time' });
    // Trigonal Chess's K+N v K has no mate (docs/rules/trigonal-chess.md §5): a flag against it
    // draws too.
    const knight = unwrap(trigonal.parse('1/3/5/7/4N4/11/13/1K11k1/17 b - - 0 1'));
    expect(flagFall(knight, 1, 0).winner).toBeUndefined();
    expect(flagFall(trigonal.create(), 0, 1)).toEqual({ winner: 1, reason: 'lost on time' });
  });

  it('refuses a clock with --time, and in a game of three', async () => {
    const fail = async (...args: string[]) => {
      const io = bufferIo();
      const code = await run(
        ['match', ...args, '--a', 'level=1', '--b', 'level=1', '--games', '2'],
        io,
      );
      return [code, io.err()];
    };
    expect(await fail('trigonal', '--clock', '1+0', '--time', '100')).toEqual([
      2,
      'trigon: --time and --clock: give one; a clock sets the time of every move [usage]\n',
    ]);
    expect(await fail('triangulation', '--c', 'level=1', '--clock', '1+0')).toEqual([
      2,
      'trigon: --clock is for games of two; Triangulation has three players [usage]\n',
    ]);
    expect(await fail('trigonal', '--clock', '1:00')).toEqual([
      2,
      "trigon: --clock: '1:00' is not a time control such as 3+2 (minutes + seconds a move), 0.5+0 or 0:30+0 [usage]\n",
    ]);
  });
});
