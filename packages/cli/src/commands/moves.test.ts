import { describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

async function moves(...args: string[]): Promise<string> {
  const io = bufferIo();
  const code = await run(['moves', ...args], io);
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  return io.out();
}

describe('trigon moves', () => {
  it("lists White's 15 start moves of docs/rules/trigonal-chess.md §7.1, sorted", async () => {
    expect(await moves('trigonal')).toBe(
      [
        'f1-e2',
        'f2-a1',
        'f2-b1',
        'f2-b2',
        'f2-c1',
        'f2-c2',
        'f2-d1',
        'f2-d2',
        'f2-e1',
        'f2-e2',
        'f4-f5',
        'g4-g5',
        'h4-h5',
        'i2-i5',
        'i4-i5',
      ]
        .map((m) => m + '\n')
        .join(''),
    );
  });

  it("lists Black's mirror-image reply after --moves", async () => {
    const out = await moves('trigonal', '--moves', 'f4-f5');
    expect(out.trimEnd().split('\n')).toEqual(
      ['f10-b2', 'f10-b3', 'f10-c4', 'f10-c5', 'f10-d6', 'f10-d7', 'f10-e8', 'f10-e9', 'f10-a1']
        .concat(['f11-e8', 'f8-f7', 'g10-g9', 'h12-h11', 'i14-i13', 'i16-i13'])
        .sort(),
    );
  });

  it('reads a position text (trigonal-chess.md §7.4 C: 10 pawn moves with promotions)', async () => {
    const out = await moves('trigonal', '--position', '1/3/5/6r/6P1n/8b2/13/1K11k1/17 w - - 0 1');
    const pawn = out.split('\n').filter((m) => m.startsWith('e7'));
    expect(pawn).toEqual([
      'e7-d7=B',
      'e7-d7=N',
      'e7-d7=Q',
      'e7-d7=R',
      'e7-e8',
      'e7-e9=B',
      'e7-e9=N',
      'e7-e9=Q',
      'e7-e9=R',
      'e7-f9',
    ]);
  });

  it('prints nothing once the game is over (trigonal-chess.md §7.6, bishop mate)', async () => {
    expect(await moves('trigonal', '--position', '1/3/5/7/9/11/13/15/k1BK13 b - - 0 1')).toBe('');
  });
});
