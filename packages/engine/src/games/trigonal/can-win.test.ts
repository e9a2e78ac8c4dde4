import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { couldWin } from '../../core/view.js';
import { BLACK, WHITE } from '../shared/pieces.js';
import { trigonal } from './index.js';

// Whether a seat could still win, asked when the other's flag falls (FIDE 6.9, which
// docs/rules/README.md's draws follow): never with a lone king, nor with material that
// docs/rules/trigonal-chess.md §5 and dead.ts find can never mate a lone king; else it might.

const canWin = (text: string): [boolean, boolean] => {
  const position = unwrap(trigonal.parse(text));
  return [couldWin(position, WHITE), couldWin(position, BLACK)];
};

describe('trigonal: who could still win', () => {
  it('both sides from the start', () => {
    expect(canWin(trigonal.create().toText())).toEqual([true, true]);
  });

  it('a lone king never, whatever the other side has', () => {
    expect(canWin('1/3/5/7/4q4/11/13/1K11k1/17 w - - 0 1')).toEqual([false, true]);
    expect(canWin('1/3/5/7/9/11/13/1K11k1/17 w - - 0 1')).toEqual([false, false]);
  });

  it('K+N v K never under the defaults (§5), but with king=12 it can (dead.ts)', () => {
    expect(canWin('1/3/5/7/4N4/11/13/1K11k1/17 b - - 0 1')).toEqual([false, false]);
    expect(canWin('1/3/5/7/4N4/11/13/1K11k1/17 b - - 0 1 king=12')).toEqual([true, false]);
  });

  it('K+B v K on an A-cell can (§7.6: Bi3 mates), on a B-cell never', () => {
    expect(canWin('1/3/5/7/4B4/11/13/1K11k1/17 b - - 0 1')).toEqual([true, false]);
    expect(canWin('1/3/5/7/9/3B7/13/1K11k1/17 b - - 0 1')).toEqual([false, false]);
    expect(canWin('1/3/5/7/9/11/13/15/k1BK13 b - - 0 1')).toEqual([true, false]);
  });

  it('a B-cell bishop can while the lone king has a piece that might block it in', () => {
    expect(canWin('1/3/2p2/7/9/3B7/13/1K11k1/17 b - - 0 1')).toEqual([true, true]);
  });

  it('a pawn (it may promote), a rook, or two pieces can', () => {
    expect(canWin('1/3/5/7/9/3P7/13/1K11k1/17 b - - 0 1')).toEqual([true, false]);
    expect(canWin('1/3/5/7/9/3R7/13/1K11k1/17 b - - 0 1')).toEqual([true, false]);
    expect(canWin('1/3/5/7/3N1N3/11/13/1K11k1/17 b - - 0 1')).toEqual([true, false]);
  });
});
