import { median } from './measure.js';

/** A number as the tables print it: digits, maybe decimals, maybe a trailing "x" (a ratio). */
const NUMBER = /^(-?\d+)(\.\d+)?(x?)$/;

/**
 * One table from the same table measured in several processes: each numeric cell the median of
 * its values (printed with the decimals and suffix the processes printed), every other cell as
 * the processes agree it is. One process's JIT can make code a third faster or slower than the
 * next one's, so a median within one process hides how far its figures may sit from another's.
 */
export function mergeTables(tables: readonly (readonly (readonly string[])[])[]): string[][] {
  if (tables.length === 0) throw new Error('no tables to merge');
  const [first] = tables;
  for (const table of tables) {
    if (table.length !== first.length) {
      throw new Error(`the processes' tables differ: ${first.length} rows and ${table.length}`);
    }
  }
  return first.map((row, r) =>
    row.map((cell, c) => {
      const cells = tables.map((table) => table[r][c]);
      const parsed = cells.map((text) => NUMBER.exec(text));
      if (parsed.every((m) => m !== null)) {
        const decimals = parsed[0]![2]?.length ?? 0;
        const value = median(cells.map((text) => Number.parseFloat(text)));
        const digits = decimals > 0 ? decimals - 1 : 0;
        return value.toFixed(digits) + parsed[0]![3];
      }
      const other = cells.find((text) => text !== cell);
      if (other !== undefined) {
        throw new Error(`the processes' tables differ in row ${r + 1}: '${cell}' and '${other}'`);
      }
      return cell;
    }),
  );
}
