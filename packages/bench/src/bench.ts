import { parseArgs } from 'node:util';
import { games } from '@trigon/engine';
import { DEFAULT_TARGET } from './measure.js';
import type { BenchContext, Section } from './section.js';
import { perftSection } from './sections/perft.js';
import { searchEveryGameSection } from './sections/search-every-game.js';
import { searchSection } from './search.js';
import { formatTable } from './table.js';

/** The sections of `npm run bench`, in the order they are printed. */
export const sections: readonly Section[] = [
  perftSection(),
  searchSection(),
  searchEveryGameSection(),
];

export interface BenchIo {
  out(text: string): void;
  err(text: string): void;
  /** stderr is a terminal: progress may be shown and overwritten. */
  readonly errIsTTY: boolean;
}

const USAGE = 'usage: node packages/bench/dist/run.js [--game <id>]… [--runs <n>]';

/** Runs the benchmark; returns the exit status (2 for bad arguments). */
export function runBench(
  argv: readonly string[],
  io: BenchIo,
  only: readonly Section[] = sections,
): number {
  let values: { game?: string[]; runs?: string; help?: boolean };
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        game: { type: 'string', multiple: true },
        runs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    io.err(`bench: ${(error as Error).message.split('\n')[0]}\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.out(
      `${USAGE}\n  --game <id>  measure only this game (repeatable)\n  --runs <n>   timed runs per measurement (default 5)\n`,
    );
    return 0;
  }
  const picked = [];
  for (const id of values.game ?? games.ids()) {
    const game = games.get(id);
    if (!game.ok) {
      io.err(`bench: --game: ${game.error}\n`);
      return 2;
    }
    picked.push(game.value);
  }
  const runs = values.runs === undefined ? 5 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    io.err(`bench: --runs: '${values.runs}' is not a positive integer\n`);
    return 2;
  }

  for (const section of only) {
    const notes: string[] = [];
    const context: BenchContext = {
      games: picked,
      runs,
      target: DEFAULT_TARGET,
      note: (line) => notes.push(line),
      progress: (line) => {
        if (io.errIsTTY) io.err(`\r\x1b[K${section.title}: ${line}…`);
      },
    };
    const rows = section.run(context);
    if (io.errIsTTY) io.err('\r\x1b[K');
    // A section that measures none of the games picked (Trigonal's fixed searches without it).
    if (rows.length === 0) continue;
    io.out(`${section.title} (median of ${runs} runs)\n\n${formatTable(section.columns, rows)}`);
    io.out(notes.map((n) => `\n${n}`).join('') + '\n\n');
  }
  return 0;
}
