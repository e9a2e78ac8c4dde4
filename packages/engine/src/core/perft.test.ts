import { describe, expect, it } from 'vitest';
import { perft, perftDivide } from './perft.js';
import type { Position } from './types.js';

/** A toy game for the core helpers: take 1 or 2 stones from a pile; no stones, no moves. */
class Pile {
  readonly maxMoves = 2;
  readonly played: number[] = [];
  constructor(public stones: number) {}
  generateLegal(out: Int32Array, start: number): number {
    let n = 0;
    for (let take = 1; take <= 2 && take <= this.stones; take++) out[start + n++] = take;
    return n;
  }
  play(move: number): void {
    this.stones -= move;
    this.played.push(move);
  }
  undo(): boolean {
    const move = this.played.pop();
    if (move === undefined) return false;
    this.stones += move;
    return true;
  }
  moveToCoord(move: number): string {
    return `take${move}`;
  }
}
const pile = (stones: number): Position & Pile => new Pile(stones) as unknown as Position & Pile;

/** Sequences of `depth` moves, counted the slow way. */
function sequences(stones: number, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (let take = 1; take <= 2 && take <= stones; take++)
    total += sequences(stones - take, depth - 1);
  return total;
}

describe('perft', () => {
  it('counts sequences of legal moves', () => {
    for (let stones = 0; stones <= 7; stones++) {
      for (let depth = 0; depth <= 5; depth++)
        expect(perft(pile(stones), depth)).toBe(sequences(stones, depth));
    }
    expect(perft(pile(5), 3)).toBe(7);
  });

  it('a game over before the last move adds nothing', () => {
    expect(perft(pile(1), 1)).toBe(1);
    expect(perft(pile(1), 2)).toBe(0);
    expect(perft(pile(0), 1)).toBe(0);
  });

  it('leaves the position as it found it', () => {
    const p = pile(6);
    perft(p, 4);
    expect(p.stones).toBe(6);
    expect(p.played).toEqual([]);
  });
});

describe('perftDivide', () => {
  it('splits perft by root move, in move order', () => {
    expect(perftDivide(pile(5), 3)).toEqual([
      { move: 'take1', nodes: sequences(4, 2) },
      { move: 'take2', nodes: sequences(3, 2) },
    ]);
    expect(perftDivide(pile(5), 1)).toEqual([
      { move: 'take1', nodes: 1 },
      { move: 'take2', nodes: 1 },
    ]);
    expect(perftDivide(pile(5), 0)).toEqual([]);
    expect(perftDivide(pile(1), 2)).toEqual([{ move: 'take1', nodes: 0 }]);
  });
});

describe('a depth that is not a whole number of moves', () => {
  it('is refused with a RangeError that names it, by perft and perftDivide alike', () => {
    for (const depth of [2.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const message = `perft depth must be a whole number from 0 up, not ${depth}`;
      expect(() => perft(pile(5), depth)).toThrow(new RangeError(message));
      expect(() => perftDivide(pile(5), depth)).toThrow(new RangeError(message));
    }
  });
});
