import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import {
  checkCells,
  heldPieces,
  moveEffects,
  moveWarnings,
  royalKinds,
  seatStatus,
} from '../../core/view.js';
import { triangulate } from './index.js';
import { X } from './position.js';

// What pages show of Triangulate: no check and no royal piece, so the defaults of core/view.ts
// say only who is to move. The supplies of large tokens are the skin's to show (its panel).

// Rules §8 T2: X triangulates on d2 at ply 9.
const T2 = 'c1-d2 h4-g4 e1>d2 d1>d2 a4-b3 g4-f4 b3-c2 f4-e3 c2>d2';

describe('Triangulate page view', () => {
  it('has no royal piece, so nothing is ever in check', () => {
    expect(royalKinds(triangulate.create()).size).toBe(0);
  });

  it('says only who is to move, move by move, and nothing once the game is won', () => {
    const p = triangulate.create();
    const words = T2.split(' ');
    for (const [i, word] of words.entries()) {
      expect(seatStatus(p)).toEqual([
        { state: 'playing', toMove: i % 2 === 0 },
        { state: 'playing', toMove: i % 2 === 1 },
      ]);
      expect(checkCells(p)).toEqual([]);
      const m = unwrap(p.parseMove(word));
      expect(moveEffects(p, m)).toEqual([]);
      expect(moveWarnings(p, m)).toEqual([]);
      unwrap(playMoves(p, word));
    }
    expect(p.outcome()).toEqual({ winners: [X], reason: 'triangulated' });
    expect(seatStatus(p)).toEqual([
      { state: 'playing', toMove: false },
      { state: 'playing', toMove: false },
    ]);
    expect(heldPieces(p)).toBeUndefined();
  });
});
