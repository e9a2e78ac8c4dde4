import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { Position } from '../../core/types.js';
import { couldWin } from '../../core/view.js';
import { sankaku } from './index.js';

// Sankaku Shogi is won by taking the enemy Emperor (sankaku-shogi.md, "Win"), and an Emperor
// leaps to any cell and takes any piece but a defended Emperor: a lone Emperor can still win, so
// the game leaves `canWin` out and every seat could win.
describe('sankaku: who could still win', () => {
  it('a lone Emperor still could: it may yet take an undefended Emperor', () => {
    const position = unwrap(sankaku.parse('1e1/5/7/7/7/1SSSSS1/HHGHH/RER b'));
    expect((position as Position).canWin).toBeUndefined();
    expect([couldWin(position, 0), couldWin(position, 1)]).toEqual([true, true]);
  });
});
