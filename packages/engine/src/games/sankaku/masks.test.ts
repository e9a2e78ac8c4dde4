import { describe, expect, it } from 'vitest';
import { rayCells, targetCells } from '../../grid/rays.js';
import { CELLS, adjacent, rays, second, secondVia, sides } from './board.js';
import {
  adjacentMasks,
  countCells,
  rayMasks,
  rayWalkCells,
  rayWalkMasks,
  rayWalkStart,
  nonEmptyFrom,
  nonEmptyRays,
  secondMasks,
  secondUnionMasks,
  secondThrough,
  secondThroughMasks,
  secondThroughUnion,
  sideMasks,
} from './masks.js';

/** The cells of a two-word set at `at`, lowest first. */
function cellsOf(masks: Int32Array, at: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if ((masks[at + (c >> 5)] >>> (c & 31)) & 1) out.push(c);
  return out;
}

const sorted = (cells: number[]) => [...cells].sort((a, b) => a - b);

describe('the sets of cells', () => {
  it('hold the cells of the tables they come from', () => {
    for (let c = 0; c < CELLS; c++) {
      expect(cellsOf(sideMasks, c * 2)).toEqual(sorted(targetCells(sides, c)));
      expect(cellsOf(secondMasks, c * 2)).toEqual(sorted(targetCells(second, c)));
      expect(cellsOf(adjacentMasks, c * 2)).toEqual(sorted(targetCells(adjacent, c)));
    }
  });

  it('hold the cells of each Chariot ray', () => {
    for (let c = 0; c < CELLS; c++) {
      for (let d = 0; d < 6; d++) {
        expect(cellsOf(rayMasks, (c * 6 + d) * 2)).toEqual(sorted(rayCells(rays, c, d)));
      }
    }
  });

  it('lay out each Chariot ray for the walk: its cells, the origin twice, the sets of its first cells', () => {
    for (let c = 0; c < CELLS; c++) {
      for (let d = 0; d < 6; d++) {
        const ray = c * 6 + d;
        const cells = rayCells(rays, c, d);
        const at = rayWalkStart[ray];
        const walk = Array.from(rayWalkCells.subarray(at, at + cells.length + 2));
        expect(walk).toEqual([...cells, c, c]);
        for (let k = 0; k <= cells.length + 1; k++) {
          expect(cellsOf(rayWalkMasks, (at + k) * 2)).toEqual(sorted(cells.slice(0, k)));
        }
        if (ray + 1 < CELLS * 6) expect(rayWalkStart[ray + 1]).toBe(at + cells.length + 2);
      }
    }
  });

  it("list the walks of each cell's rays that hold a cell, in direction order", () => {
    for (let c = 0; c < CELLS; c++) {
      const expected: number[] = [];
      for (let d = 0; d < 6; d++) {
        if (rayCells(rays, c, d).length > 0) expected.push(rayWalkStart[c * 6 + d]);
      }
      expect(Array.from(nonEmptyRays.subarray(nonEmptyFrom[c], nonEmptyFrom[c + 1]))).toEqual(
        expected,
      );
    }
  });

  it('give the second-orthogonal cells of any set a byte at a time', () => {
    let seed = 5;
    for (let run = 0; run < 2000; run++) {
      const set: number[] = [];
      for (let c = 0; c < CELLS; c++) {
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        if (seed >>> 29 < run % 8) set.push(c);
      }
      const expected = [0, 0];
      const words = [0, 0];
      for (const c of set) {
        expected[0] |= secondMasks[c * 2];
        expected[1] |= secondMasks[c * 2 + 1];
        words[c >> 5] |= 1 << (c & 31);
      }
      const union = [0, 0];
      for (let k = 0; k < 6; k++) {
        const b = (words[k >> 2] >>> ((k & 3) * 8)) & 255;
        union[0] |= secondUnionMasks[(k * 256 + b) * 2];
        union[1] |= secondUnionMasks[(k * 256 + b) * 2 + 1];
      }
      expect(union).toEqual(expected);
    }
  });

  it('group the second-orthogonal cells by the side neighbour they are reached through', () => {
    for (let c = 0; c < CELLS; c++) {
      const through = new Map<number, number[]>();
      for (let i = second.start[c]; i < second.start[c + 1]; i++) {
        through.set(secondVia[i], [...(through.get(secondVia[i]) ?? []), second.cells[i]]);
      }
      const slots = new Map<number, number[]>();
      for (let k = 0; k < 3; k++) {
        const via = secondThrough[c * 3 + k];
        const beyond = cellsOf(secondThroughMasks, (c * 3 + k) * 2);
        if (via === c) expect(beyond).toEqual([]);
        else slots.set(via, beyond);
      }
      expect(new Map([...slots].map(([v, t]) => [v, sorted(t)]))).toEqual(
        new Map([...through].map(([v, t]) => [v, sorted(t)])),
      );
      for (const via of slots.keys()) expect(targetCells(sides, c)).toContain(via);
    }
  });

  it("give a Soldier's capture-only cells for each set of empty cells between", () => {
    for (let c = 0; c < CELLS; c++) {
      for (let e = 0; e < 8; e++) {
        const expected: number[] = [];
        for (let k = 0; k < 3; k++) {
          if (e & (1 << k)) expected.push(...cellsOf(secondThroughMasks, (c * 3 + k) * 2));
        }
        expect(cellsOf(secondThroughUnion, (c * 8 + e) * 2)).toEqual(sorted(expected));
      }
    }
  });

  it('count the cells of a word', () => {
    for (const word of [0, 1, -1, 0x80000000 | 0, 0x12345678, 0x0fff]) {
      let n = 0;
      for (let b = 0; b < 32; b++) n += (word >>> b) & 1;
      expect(countCells(word)).toBe(n);
    }
  });
});
