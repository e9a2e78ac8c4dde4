import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games, unwrap, type Position } from '@trigon/engine';
import { evaluationFor } from '../evaluation/registry.js';
import { seededRandom } from '../random.js';
import { TwoPlayerSearch } from './two-player.js';

const game = unwrap(games.get('triangular-chess'));

/** The searcher with its move ordering opened up (its buffers sized by a first search). */
class OrderingProbe extends TwoPlayerSearch {
  /** Picks every move of a list keyed `keys` (move i has key keys[i]) and returns them in picked order. */
  pickAll(keys: readonly number[]): number[] {
    const ply = 3;
    const moves = this.moveBuffers[ply];
    for (let i = 0; i < keys.length; i++) {
      moves[i] = i;
      this.orderBuffers[ply][i] = keys[i];
    }
    this.startPicking(ply, keys.length);
    const picked: number[] = [];
    for (let i = 0; i < keys.length; i++) picked.push(this.pick(ply, i, keys.length));
    return picked;
  }

  /** The keys `orderCaptures` gives a list of captures, told or not that it holds captures alone. */
  captureKeys(position: Position, captures: readonly number[], allCaptures: boolean): number[] {
    this.position = position;
    const ply = 2;
    captures.forEach((move, i) => (this.moveBuffers[ply][i] = move));
    const count = this.orderCaptures(ply, captures.length, false, allCaptures);
    return Array.from(this.orderBuffers[ply].subarray(0, count));
  }
}

function probe(): OrderingProbe {
  const search = new OrderingProbe(evaluationFor(game));
  search.search(game.create(), { depth: 1 });
  return search;
}

describe('move ordering', () => {
  it('picks every move once, best key first, also after it sorts the quiet rest at once', () => {
    const search = probe();
    // Keys as orderMoves gives them: the hash move (2^30), captures (2^29 + order), killers
    // (2^28, 2^28 + 1) and quiet moves by history (below 2^26), often equal.
    const key = fc.oneof(
      fc.constantFrom(1 << 30, 1 << 28, (1 << 28) + 1),
      fc.integer({ min: 0, max: 2000 }).map((v) => (1 << 29) + v),
      fc.integer({ min: 0, max: 40 }),
    );
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 40 }), (keys) => {
        const picked = search.pickAll(keys);
        expect([...picked].sort((a, b) => a - b)).toEqual(keys.map((_, i) => i));
        const pickedKeys = picked.map((move) => keys[move]);
        expect(pickedKeys).toEqual([...keys].sort((a, b) => b - a));
      }),
      { numRuns: 500 },
    );
  });

  it('keys a list of captures alike whether or not it is told it holds captures alone', () => {
    const search = probe();
    const random = seededRandom(7);
    let compared = 0;
    for (let played = 0; played < 4; played++) {
      const position = game.create();
      for (let ply = 0; ply < 60 && position.outcome() === undefined; ply++) {
        const captures = position.legalMoves().filter((move) => position.isCapture(move));
        if (captures.length > 1) {
          expect(search.captureKeys(position, captures, true)).toEqual(
            search.captureKeys(position, captures, false),
          );
          compared++;
        }
        const moves = position.legalMoves();
        position.play(moves[Math.floor(random() * moves.length)]);
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
