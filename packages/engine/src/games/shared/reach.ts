import type { GameDefinition } from '../../core/types.js';
import { rayCells, targetCells, type RayTable, type TargetTable } from '../../grid/rays.js';

/**
 * Where pieces go on an otherwise empty board (for the rules' `reach`, move-error messages and
 * table bounds; not for hot paths).
 */

/**
 * `GameDefinition.reach`'s check of its seat and cell: a RangeError that says which is not the
 * game's. Tables read at a seat or cell out of range answer junk (another seat's row, undefined),
 * not nothing.
 */
export function checkReachPlace(game: GameDefinition, owner: number, cell: number): void {
  const seats = game.players.length;
  if (!Number.isInteger(owner) || owner < 0 || owner >= seats)
    throw new RangeError(
      `seat ${String(owner)} is not a seat of ${game.title} (seats are 0 to ${seats - 1})`,
    );
  const size = game.topology.size;
  if (!Number.isInteger(cell) || cell < 0 || cell >= size)
    throw new RangeError(
      `cell ${String(cell)} is not a cell of the ${game.title} board (cells are 0 to ${size - 1})`,
    );
}

/** Adds every cell a table lets a piece reach from `cell`: every cell of every ray, or every target. */
export function reachOf(cell: number, table: RayTable | TargetTable, found: Set<number>): void {
  if ('directions' in table) {
    for (let d = 0; d < table.directions; d++)
      rayCells(table, cell, d).forEach((c) => found.add(c));
  } else {
    targetCells(table, cell).forEach((c) => found.add(c));
  }
}

/** What a pawn's empty-board reach reads of its side's tables (−1 where there is no cell). */
export interface PawnReachTables {
  /** The cell straight ahead. */
  readonly step: Int16Array;
  /** The capture cells, `count` per cell. */
  readonly captures: Int16Array;
}

/**
 * Adds a pawn's step and double step (`double`: the landing cell from each cell) and, with
 * `withCaptures`, its `count` capture cells.
 */
export function pawnReach(
  cell: number,
  pawns: PawnReachTables,
  double: Int16Array,
  count: number,
  withCaptures: boolean,
  found: Set<number>,
): void {
  if (pawns.step[cell] >= 0) found.add(pawns.step[cell]);
  if (double[cell] >= 0) found.add(double[cell]);
  if (!withCaptures) return;
  for (let j = cell * count, stop = j + count; j < stop; j++)
    if (pawns.captures[j] >= 0) found.add(pawns.captures[j]);
}
