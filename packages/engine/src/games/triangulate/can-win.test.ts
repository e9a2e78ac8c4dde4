import { describe, expect, it } from 'vitest';
import type { Position } from '../../core/types.js';
import { couldWin } from '../../core/view.js';
import { triangulate } from './index.js';

// Triangulate is won by making a triangle (triangulate.md §4), with no material that could run
// out: the game leaves `canWin` out, and either player could always still win.
describe('triangulate: who could still win', () => {
  it('either player, always', () => {
    const position = triangulate.create();
    expect((position as Position).canWin).toBeUndefined();
    expect([couldWin(position, 0), couldWin(position, 1)]).toEqual([true, true]);
  });
});
