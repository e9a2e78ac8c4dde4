import { rayCells, targetCells, type RayTable, type TargetTable } from '../../grid/rays.js';

/**
 * Checks of the properties that reverse-scanning attack detection needs (see attacks.ts).
 * They run in tests, for every table variant a game builds; each returns a description of the
 * first failure, or undefined when the property holds.
 */

/**
 * Every ray, read backwards from any of its cells, must be the start of a ray of the same table
 * from that cell: then "a slider on t reaches c" and "a ray from c meets t first" agree.
 */
export function raysReversible(
  rays: RayTable,
  size: number,
  name: (cell: number) => string,
): string | undefined {
  for (let cell = 0; cell < size; cell++) {
    for (let d = 0; d < rays.directions; d++) {
      const path = rayCells(rays, cell, d);
      for (let n = 0; n < path.length; n++) {
        const back = [...path.slice(0, n).reverse(), cell];
        let found = false;
        for (let e = 0; e < rays.directions && !found; e++) {
          const other = rayCells(rays, path[n], e);
          found = back.every((c, i) => other[i] === c);
        }
        if (!found) {
          return `the ray ${[cell, ...path.slice(0, n + 1)].map(name).join(' ')} read backwards is no ray`;
        }
      }
    }
  }
  return undefined;
}

/** Every leap must be possible both ways: t is a target of c exactly when c is one of t. */
export function targetsSymmetric(
  targets: TargetTable,
  size: number,
  name: (cell: number) => string,
): string | undefined {
  for (let cell = 0; cell < size; cell++) {
    for (const t of targetCells(targets, cell)) {
      if (!targetCells(targets, t).includes(cell))
        return `${name(cell)} reaches ${name(t)} but not back`;
    }
  }
  return undefined;
}
