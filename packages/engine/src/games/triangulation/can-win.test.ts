import { describe, expect, it } from 'vitest';
import type { Position } from '../../core/types.js';
import { couldWin } from '../../core/view.js';
import { triangulation } from './index.js';

// Triangulation leaves `canWin` out: a player whose time runs out withdraws while two others
// play on, and the game's own draw (every remaining General bare, triangulation.md A19) ends it
// by itself; every seat could still win as far as a server asks.
describe('triangulation: who could still win', () => {
  it('every seat, as the game does not say', () => {
    const position = triangulation.create();
    expect((position as Position).canWin).toBeUndefined();
    expect([0, 1, 2].map((seat) => couldWin(position, seat))).toEqual([true, true, true]);
  });
});
