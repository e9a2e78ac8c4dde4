import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RayTable } from '../../grid/rays.js';
import { slideCaptures, slideMoves } from './attacks.js';
import { board } from '../trigonal/board.js';
import { BISHOP_RAYS, BISHOP_RAYS_120, ROOK_RAYS } from '../trigonal/tables.js';
import { buildWalk, walkCaptures, walkMoves, type RayWalk } from './walks.js';

const SIZE = board.size;

/** Each slider's walk beside the ray tables it lays end to end, under both bishop readings. */
const SLIDERS: [RayWalk, RayTable[]][] = [
  [buildWalk(SIZE, ROOK_RAYS), [ROOK_RAYS]],
  ...[BISHOP_RAYS, BISHOP_RAYS_120].flatMap((bishop): [RayWalk, RayTable[]][] => [
    [buildWalk(SIZE, bishop), [bishop]],
    [buildWalk(SIZE, ROOK_RAYS, bishop), [ROOK_RAYS, bishop]],
  ]),
];

describe('RayWalk', () => {
  it('holds the rays of its tables in order, each index skipping to the end of its ray', () => {
    for (const [walk, tables] of SLIDERS) {
      for (let cell = 0; cell < SIZE; cell++) {
        const cells: number[] = [];
        const ends: number[] = [];
        for (const rays of tables) {
          for (let d = 0; d < rays.directions; d++) {
            const at = cell * rays.directions + d;
            const end = walk.first[cell] + cells.length + rays.length[at];
            for (let i = 0; i < rays.length[at]; i++) {
              cells.push(rays.cells[rays.start[at] + i]);
              ends.push(end);
            }
          }
        }
        const first = walk.first[cell];
        expect(walk.first[cell + 1] - first).toBe(cells.length);
        expect(Array.from(walk.cells.subarray(first, first + cells.length))).toEqual(cells);
        const skips = Array.from(walk.skip.subarray(first, first + cells.length));
        expect(skips.map((skip, i) => first + i + skip)).toEqual(ends);
      }
    }
  });

  it('writes the moves and captures of the ray walks, in their order, on random boards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SLIDERS.length - 1 }),
        fc.integer({ min: 0, max: SIZE - 1 }),
        fc.boolean(),
        fc.array(fc.integer({ min: -6, max: 6 }), { minLength: SIZE, maxLength: SIZE }),
        fc.integer({ min: 0, max: 3 }),
        (which, from, white, fill, sparse) => {
          const [walk, tables] = SLIDERS[which];
          // Boards from full to nearly empty: far pieces and whole empty rays come up.
          const cells = Int8Array.from(fill, (piece, i) => (i % (sparse + 1) === 0 ? piece : 0));
          const sign = white ? 1 : -1;
          cells[from] = sign * 5;
          const seen = new Int32Array(SIZE);
          const expected = new Int32Array(200);
          const found = new Int32Array(200);
          let n = 0;
          for (const rays of tables) n = slideMoves(cells, rays, from, sign, seen, 1, expected, n);
          const m = walkMoves(cells, walk, from, sign, seen, 2, found, 0);
          expect(Array.from(found.subarray(0, m))).toEqual(Array.from(expected.subarray(0, n)));
          n = 0;
          for (const rays of tables)
            n = slideCaptures(cells, rays, from, sign, seen, 3, expected, n);
          const c = walkCaptures(cells, walk, from, sign, seen, 4, found, 0);
          expect(Array.from(found.subarray(0, c))).toEqual(Array.from(expected.subarray(0, n)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
