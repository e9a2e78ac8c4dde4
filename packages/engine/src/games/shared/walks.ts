import type { RayTable } from '../../grid/rays.js';

/**
 * All the rays of a slider from each cell laid end to end, with where each ray ends. On the
 * small triangle boards most rays stop after a cell or two (a Trigonal middle game's ten sliders
 * walk 108 rays and look at 134 cells, and 28 of those rays are empty), so a walk spends more
 * on starting rays than on cells: here the walk runs over one array per cell, skips empty rays
 * for free, and jumps to the next ray at a piece.
 */
export interface RayWalk {
  /** The rays of cell c lie at first[c] .. first[c + 1] − 1, in the order of their tables. */
  readonly first: Int32Array;
  readonly cells: Uint8Array;
  /**
   * How far index i is from the first cell past the end of its ray. Bytes, as the cells: the
   * search keeps its tables in cache beside the transposition table's traffic.
   */
  readonly skip: Uint8Array;
}

/** The rays of `tables`, one table after another for each cell (Trigonal's queen: rook then bishop). */
export function buildWalk(cellCount: number, ...tables: RayTable[]): RayWalk {
  const first = new Int32Array(cellCount + 1);
  const cells: number[] = [];
  const skip: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    for (const rays of tables) {
      for (let d = 0; d < rays.directions; d++) {
        const at = cell * rays.directions + d;
        const end = cells.length + rays.length[at];
        for (let i = rays.start[at]; i < rays.start[at] + rays.length[at]; i++) {
          skip.push(end - cells.length);
          cells.push(rays.cells[i]);
        }
      }
    }
    first[cell + 1] = cells.length;
  }
  if (cellCount > 256) throw new Error('a walk holds cells in bytes');
  return { first, cells: Uint8Array.from(cells), skip: Uint8Array.from(skip) };
}

/**
 * `slideMoves` (shared/attacks.ts) along a walk: the same moves in the same order, a cell met
 * on several rays written once (`seen[cell] === stamp`).
 */
export function walkMoves(
  board: Int8Array,
  walk: RayWalk,
  from: number,
  sign: number,
  seen: Int32Array,
  stamp: number,
  out: Int32Array,
  n: number,
): number {
  const { first, cells, skip } = walk;
  for (let i = first[from], end = first[from + 1]; i < end;) {
    const to = cells[i];
    const piece = board[to] * sign;
    if (piece > 0) {
      i += skip[i];
      continue;
    }
    if (seen[to] !== stamp) {
      seen[to] = stamp;
      out[n++] = from | (to << 7);
    }
    i += piece === 0 ? 1 : skip[i];
  }
  return n;
}

/** `slideCaptures` (shared/attacks.ts) along a walk: the first piece of each ray, when an enemy. */
export function walkCaptures(
  board: Int8Array,
  walk: RayWalk,
  from: number,
  sign: number,
  seen: Int32Array,
  stamp: number,
  out: Int32Array,
  n: number,
): number {
  const { first, cells, skip } = walk;
  for (let i = first[from], end = first[from + 1]; i < end;) {
    const to = cells[i];
    const piece = board[to] * sign;
    if (piece === 0) {
      i++;
      continue;
    }
    if (piece < 0 && seen[to] !== stamp) {
      seen[to] = stamp;
      out[n++] = from | (to << 7);
    }
    i += skip[i];
  }
  return n;
}
