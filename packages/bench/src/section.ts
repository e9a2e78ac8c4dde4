import type { GameDefinition } from '@trigon/engine';
import type { DepthTarget } from './measure.js';
import type { Column } from './table.js';

/** What every section of the benchmark gets. */
export interface BenchContext {
  /** The games to measure (all registered games, or those picked with --game). */
  readonly games: readonly GameDefinition[];
  /** Timed runs per measurement; the median is reported. */
  readonly runs: number;
  /** Threads per search of a game of two in the search table (--threads; default 1). */
  readonly threads: number;
  /** How long one run should take (perft depth choice). */
  readonly target: DepthTarget;
  /** A line printed under the section's table: the positions used and the like. */
  note(line: string): void;
  /** What is being measured now, for a person waiting at a terminal. */
  progress(line: string): void;
}

/**
 * One table of the benchmark. To add one (search speed, …): write a module in sections/
 * exporting a Section and list it in bench.ts.
 */
export interface Section {
  /** What `--section` calls it: one lower-case word or a few joined by hyphens. */
  readonly name: string;
  readonly title: string;
  readonly columns: readonly Column[];
  /**
   * How many rows, first in the table, the section measures once whatever the games (perft's
   * chessops row). When each game is measured in a process of its own, each of those rows is
   * the median of the processes' measurements of it. None if absent.
   */
  readonly leadingRows?: number;
  run(context: BenchContext): readonly (readonly string[])[];
}
