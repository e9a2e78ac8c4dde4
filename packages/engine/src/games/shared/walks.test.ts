import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RayTable } from '../../grid/rays.js';
import { slideCaptures, slideMoves } from './attacks.js';
import { board } from '../trigonal/board.js';
import { BISHOP_RAYS, BISHOP_RAYS_120, ROOK_RAYS } from '../trigonal/tables.js';
import { board as dekleBoard } from '../triangular-chess/board.js';
import { rulesFor } from '../triangular-chess/rules.js';
import { buildWalk, walkCaptures, walkMoves, type RayWalk } from './walks.js';

/** Each slider's walk beside the ray tables it lays end to end, with its board's cell count. */
const SLIDERS: [RayWalk, RayTable[], number][] = [
  [buildWalk(board.size, ROOK_RAYS), [ROOK_RAYS], board.size],
  ...[BISHOP_RAYS, BISHOP_RAYS_120].flatMap((bishop): [RayWalk, RayTable[], number][] => [
    [buildWalk(board.size, bishop), [bishop], board.size],
    [buildWalk(board.size, ROOK_RAYS, bishop), [ROOK_RAYS, bishop], board.size],
  ]),
  // Dekle's, as its rules build them: both games' rook, bishop, queen and king.
  ...(['triangular-chess', 'tri-chess'] as const).flatMap((variant) => {
    const rules = rulesFor(variant, {});
    const pairs: [RayWalk, RayTable[]][] = [
      [rules.rookWalk, [rules.rookRays]],
      [rules.bishopWalk, [rules.bishopRays]],
      [rules.queenWalk, [rules.queenRays]],
      [rules.kingWalk, [rules.kingRays]],
    ];
    return pairs.map(([walk, tables]): [RayWalk, RayTable[], number] => [
      walk,
      tables,
      dekleBoard.size,
    ]);
  }),
];
const MAX_SIZE = Math.max(...SLIDERS.map(([, , size]) => size));

describe('RayWalk', () => {
  it('holds the rays of its tables in order, each index skipping to the end of its ray', () => {
    for (const [walk, tables, size] of SLIDERS) {
      for (let cell = 0; cell < size; cell++) {
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
        fc.nat(),
        fc.boolean(),
        fc.array(fc.integer({ min: -6, max: 6 }), { minLength: MAX_SIZE, maxLength: MAX_SIZE }),
        fc.integer({ min: 0, max: 3 }),
        (which, at, white, fill, sparse) => {
          const [walk, tables, size] = SLIDERS[which];
          const from = at % size;
          // Boards from full to nearly empty: far pieces and whole empty rays come up.
          const cells = Int8Array.from(fill.slice(0, size), (piece, i) =>
            i % (sparse + 1) === 0 ? piece : 0,
          );
          const sign = white ? 1 : -1;
          cells[from] = sign * 5;
          const seen = new Int32Array(size);
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
