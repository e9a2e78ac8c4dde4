import { describe, expect, it } from 'vitest';
import { ChessHistory } from './history.js';

/** Records a line of position keys as if each were reached by a move, with the given clocks. */
function line(keys: number[], clocks: number[]): ChessHistory {
  const h = new ChessHistory(2);
  h.recordPosition(keys[0], 0, clocks[0]);
  for (let i = 1; i < keys.length; i++) {
    h.reserve();
    h.move[h.length] = i;
    h.length++;
    h.recordPosition(keys[i], 0, clocks[i]);
  }
  return h;
}

describe('ChessHistory', () => {
  it('counts occurrences of a position among those with the same side to move', () => {
    const h = line([1, 2, 3, 4, 1, 2, 3, 4, 1], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Array.from(h.repeats.subarray(0, 9))).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3]);
  });

  it('looks no further back than the halfmove clock', () => {
    // The same keys, but a capture or pawn move (clock 0) at index 4 cuts the line.
    const h = line([1, 2, 3, 4, 1, 2, 3, 4, 1], [0, 1, 2, 3, 0, 1, 2, 3, 4]);
    expect(Array.from(h.repeats.subarray(0, 9))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('compares both halves of the key', () => {
    const h = new ChessHistory();
    h.recordPosition(5, 1, 0);
    h.length = 2;
    h.recordPosition(5, 2, 2);
    expect(h.repeats[2]).toBe(1);
  });

  it('grows and copies', () => {
    const h = line(
      Array.from({ length: 40 }, (_, i) => i % 4),
      Array.from({ length: 40 }, (_, i) => i),
    );
    expect(h.length).toBe(39);
    expect(h.move.length).toBeGreaterThanOrEqual(39);
    expect(h.repeats[39]).toBe(10);
    const copy = new ChessHistory();
    copy.copyFrom(h);
    expect(copy.length).toBe(39);
    expect(Array.from(copy.move.subarray(0, 39))).toEqual(Array.from(h.move.subarray(0, 39)));
    copy.move[0] = 99;
    expect(h.move[0]).not.toBe(99);
  });
});
