import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

// Every game opens where Black has given away every piece but its King (the server's tests'
// BARE_KING), White to move with its army.
vi.mock('@trigon/ai', async (original) => ({
  ...(await original<typeof import('@trigon/ai')>()),
  randomOpening: () => [
    ...['f2-b2', 'f10-d7', 'b2-d7', 'i16-i13', 'd7-f11', 'i13-h10', 'f11-g12', 'h14-i16'],
    ...['g12-g13', 'i14-i13', 'g13-g11', 'h10-f7', 'g11-h12', 'f7-h10', 'h12-h10', 'f8-f7'],
    ...['h10-h13', 'h15-g11', 'h13-i15', 'i16-h14', 'i15-g11', 'f7-f6', 'g11-g10', 'i17-i16'],
    ...['f4-f6', 'h14-h15', 'g10-f9', 'i16-i14', 'f9-i14', 'i13-i12', 'i14-i12', 'h15-h13'],
  ],
}));

afterEach(() => vi.restoreAllMocks());

describe('trigon match --clock, a flag against a lone king', () => {
  it('is a draw (FIDE 6.9): the lone king could never win', async () => {
    // Every reading of the time is an hour later than the one before: White, to move, runs out
    // with its first move, against Black's lone King.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3_600_000));
    const io = bufferIo();
    const args = ['match', 'trigonal', '--a', 'level=1', '--b', 'level=1', '--games', '2'];
    expect(await run([...args, '--clock', '1+0'], io)).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines[0]).toBe(
      'game 1/2: A level=1 - B level=1: 1/2-1/2 (White ran out of time, but Black cannot win, 32 plies); A +0 =1 -0',
    );
    expect(lines[1]).toBe(
      'game 2/2: B level=1 - A level=1: 1/2-1/2 (White ran out of time, but Black cannot win, 32 plies); A +0 =2 -0',
    );
    expect(lines.at(-1)).toBe('clock 1+0: flags A 1, B 1');
  });
});
