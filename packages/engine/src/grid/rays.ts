import type { Topology } from './topology.js';

/**
 * Straight lines (rays) and leaps, precomputed per cell as flat typed arrays. Which lines a
 * piece follows is the game's rule; the table only records, for every cell and direction,
 * the cells met in order until the board ends.
 */
export interface RayTable {
  readonly directions: number;
  /** Where ray (cell, direction) starts in `cells`: index cell * directions + direction. */
  readonly start: Int32Array;
  /** How many cells ray (cell, direction) holds. */
  readonly length: Uint8Array;
  readonly cells: Int16Array;
}

/**
 * Builds a ray table. `step(from, direction, index)` gives the next cell after `from` on the
 * `index`-th step (0 for the first) of a ray in `direction`, or -1 when the ray leaves the
 * board; zigzag lines use `index` or the orientation of `from` to alternate their steps.
 */
export function buildRays(
  topology: Topology,
  directions: number,
  step: (from: number, direction: number, index: number) => number,
): RayTable {
  const start = new Int32Array(topology.size * directions);
  const length = new Uint8Array(topology.size * directions);
  const cells: number[] = [];
  for (let cell = 0; cell < topology.size; cell++) {
    for (let d = 0; d < directions; d++) {
      const at = cell * directions + d;
      start[at] = cells.length;
      let from = cell;
      for (let i = 0; ; i++) {
        const next = step(from, d, i);
        if (next < 0) break;
        if (i >= topology.size) throw new Error(`ray from ${topology.name(cell)} never ends`);
        cells.push(next);
        from = next;
      }
      const n = cells.length - start[at];
      if (n > 255) throw new Error('a ray longer than 255 cells');
      length[at] = n;
    }
  }
  return { directions, start, length, cells: Int16Array.from(cells) };
}

/** The cells of one ray, nearest first (for tests and drawing, not for hot paths). */
export function rayCells(table: RayTable, cell: number, direction: number): number[] {
  const at = cell * table.directions + direction;
  return Array.from(table.cells.subarray(table.start[at], table.start[at] + table.length[at]));
}

/** Per-cell lists of target cells (leaps, king steps), compressed like the neighbour lists. */
export interface TargetTable {
  /** Targets of cell c: cells[start[c] .. start[c + 1]). */
  readonly start: Int32Array;
  readonly cells: Int16Array;
}

/** Builds a target table from a function listing each cell's targets; -1 and repeats are dropped. */
export function buildTargets(
  topology: Topology,
  targets: (cell: number) => Iterable<number>,
): TargetTable {
  const start = new Int32Array(topology.size + 1);
  const cells: number[] = [];
  for (let cell = 0; cell < topology.size; cell++) {
    const seen = new Set<number>();
    for (const t of targets(cell)) {
      if (t >= 0 && !seen.has(t)) {
        seen.add(t);
        cells.push(t);
      }
    }
    start[cell + 1] = cells.length;
  }
  return { start, cells: Int16Array.from(cells) };
}

export function targetCells(table: TargetTable, cell: number): number[] {
  return Array.from(table.cells.subarray(table.start[cell], table.start[cell + 1]));
}
