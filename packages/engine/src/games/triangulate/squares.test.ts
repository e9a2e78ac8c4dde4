import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { NEIGHBOURS } from './board.js';
import { triangulate } from './index.js';
import { O, type TriangulatePosition } from './position.js';
import {
  NEIGHBOUR_COUNT,
  NEIGHBOUR_HIGH,
  NEIGHBOUR_LOW,
  TWO_STEPS_HIGH,
  TWO_STEPS_LOW,
  lowestBit,
  popcount32,
} from './squares.js';

/** The square sets (and neighbour sums) a position should hold, computed from its stacks alone. */
function setsFromScratch(p: TriangulatePosition): number[] {
  const sets = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let c = 0; c < 64; c++) {
    const h = p.smallCount(c);
    if (h > 0) sets[6 + p.topOwner(c)] += NEIGHBOURS.start[c + 1] - NEIGHBOURS.start[c];
    const word = c < 32 ? 0 : 1;
    const bit = 1 << (c % 32);
    if (h > 0) sets[word] |= bit;
    if (h > 0 && p.topOwner(c) === O) sets[2 + word] |= bit;
    let xs = 0;
    for (let i = 0; i < h; i++) if (p.smallOwner(c, i) === 0) xs++;
    if (xs >= 2 || h - xs >= 2) sets[4 + word] |= bit;
  }
  return sets;
}

function setsKept(p: TriangulatePosition): number[] {
  return [
    p.occupiedLow,
    p.occupiedHigh,
    p.oTopLow,
    p.oTopHigh,
    p.pairLow,
    p.pairHigh,
    p.topNeighbours[0],
    p.topNeighbours[1],
  ];
}

/** Mulberry32, so that the playouts are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Triangulate square sets', () => {
  it('hold each square’s king neighbours, as NEIGHBOURS lists them', () => {
    for (let c = 0; c < 64; c++) {
      const listed = Array.from(
        NEIGHBOURS.cells.subarray(NEIGHBOURS.start[c], NEIGHBOURS.start[c + 1]),
      ).sort((a, b) => a - b);
      const inSet: number[] = [];
      for (let t = 0; t < 64; t++) {
        const word = t < 32 ? NEIGHBOUR_LOW[c] : NEIGHBOUR_HIGH[c];
        if ((word >>> (t % 32)) & 1) inSet.push(t);
      }
      expect(inSet).toEqual(listed);
      expect(NEIGHBOUR_COUNT[c]).toBe(listed.length);
    }
  });

  it('hold the squares two king steps away through a neighbour: the 5×5 block around a square, cut by the board', () => {
    for (let c = 0; c < 64; c++) {
      for (let t = 0; t < 64; t++) {
        const word = t < 32 ? TWO_STEPS_LOW[c] : TWO_STEPS_HIGH[c];
        const near = Math.max(Math.abs((t & 7) - (c & 7)), Math.abs((t >> 3) - (c >> 3))) <= 2;
        expect((word >>> (t % 32)) & 1).toBe(near ? 1 : 0);
      }
    }
  });

  it('count bits and find the lowest one over the whole 32-bit word', () => {
    for (const [v, count, lowest] of [
      [1, 1, 0],
      [0x80000000 | 0, 1, 31],
      [-1, 32, 0],
      [0x00f0_0100, 5, 8],
      [0x7fff_fffe, 30, 1],
    ]) {
      expect(popcount32(v)).toBe(count);
      expect(lowestBit(v)).toBe(lowest);
    }
    expect(popcount32(0)).toBe(0);
  });

  it('are kept by play and undo (with the neighbour sums) as a computation from the stacks gives them, under every track reading', () => {
    for (const track of ['pile', 'freeOwnTrack', 'closed', 'slide']) {
      for (let seed = 1; seed <= 20; seed++) {
        const next = random(seed);
        const p = triangulate.create({ track });
        expect(setsKept(p)).toEqual(setsFromScratch(p));
        const before: number[][] = [];
        for (let ply = 0; ply < 120 && p.outcome() === undefined; ply++) {
          const moves = p.legalMoves();
          before.push(setsKept(p));
          p.play(moves[Math.floor(next() * moves.length)]);
          expect(setsKept(p)).toEqual(setsFromScratch(p));
          // Now and then a step back and forth, so that undo is checked mid-game too.
          if (next() < 0.3) {
            p.undo();
            expect(setsKept(p)).toEqual(before.pop());
            expect(setsKept(p)).toEqual(setsFromScratch(p));
            before.push(setsKept(p));
            p.play(moves[Math.floor(next() * moves.length)]);
            expect(setsKept(p)).toEqual(setsFromScratch(p));
          }
        }
        const copy = p.clone();
        expect(setsKept(copy)).toEqual(setsFromScratch(p));
        // A copy takes back its moves with what it was given.
        while (copy.undo()) expect(setsKept(copy)).toEqual(setsFromScratch(copy));
        const parsed = unwrap(triangulate.parse(p.toText()));
        expect(setsKept(parsed)).toEqual(setsFromScratch(p));
        while (p.undo()) {
          expect(setsKept(p)).toEqual(before.pop());
          expect(setsKept(p)).toEqual(setsFromScratch(p));
        }
      }
    }
  });
});
