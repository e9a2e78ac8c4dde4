import { parseArgs } from 'node:util';
import { MAX_THREADS } from '@trigon/ai';
import { games } from '@trigon/engine';
import { DEFAULT_TARGET } from './measure.js';
import type { BenchContext, Section } from './section.js';
import { perftSection } from './sections/perft.js';
import { searchEveryGameSection } from './sections/search-every-game.js';
import { searchSection } from './search.js';
import { mergeTables } from './merge.js';
import { negativeValuesJoined } from './tool-args.js';
import { formatTable, type Column } from './table.js';

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
  /** Runs the benchmark in a new process with these arguments and gives what it printed. */
  runProcess?(argv: readonly string[]): string;
}

const USAGE =
  'usage: node packages/bench/dist/run.js [--game <id>]… [--section <name>]… [--runs <n>] [--processes <n>] [--threads <n>]';

const HELP = `${USAGE}
  --game <id>       measure only this game (repeatable)
  --section <name>  print only this table (repeatable): ${sections.map((s) => s.name).join(', ')}
  --runs <n>        timed runs per measurement (default 5)
  --processes <n>   measure in n processes one after another and print the median of theirs
                    (default 1): one process's figures can sit a third above or below
                    another's, so compare code by several
  --threads <n>     the search table's searches of games of two with n threads (default 1):
                    the others help through a shared table, as \`threads=N\` in \`trigon match\`
Each game is measured in processes of its own, as the AI plays it (a command's process or a
page's search worker searches one game): code compiled for one game's positions runs another's
slower.
`;

/** A section's table as measured. */
interface Measured {
  /** The section's name, by which the tables of several processes are joined. */
  readonly name: string;
  readonly title: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly string[])[];
  readonly notes: readonly string[];
}

/** Runs the benchmark; returns the exit status (2 for bad arguments). */
export function runBench(
  argv: readonly string[],
  io: BenchIo,
  only: readonly Section[] = sections,
): number {
  let values: {
    game?: string[];
    section?: string[];
    runs?: string[];
    processes?: string[];
    threads?: string[];
    json?: boolean;
    help?: boolean;
  };
  try {
    values = parseArgs({
      args: negativeValuesJoined(argv),
      options: {
        game: { type: 'string', multiple: true },
        section: { type: 'string', multiple: true },
        // Each once: given twice, one of the two was a slip (refused below).
        runs: { type: 'string', multiple: true },
        processes: { type: 'string', multiple: true },
        threads: { type: 'string', multiple: true },
        // What a process started by --processes prints: its tables as JSON.
        json: { type: 'boolean' },
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
    io.out(HELP);
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
  const names = values.section ?? only.map((s) => s.name);
  const unknown = names.find((name) => !only.some((s) => s.name === name));
  if (unknown !== undefined) {
    io.err(
      `bench: --section: no table '${unknown}' (tables: ${only.map((s) => s.name).join(', ')})\n`,
    );
    return 2;
  }
  const chosen = only.filter((s) => names.includes(s.name));
  for (const name of ['runs', 'processes', 'threads'] as const) {
    const given = values[name] ?? [];
    if (given.length > 1) {
      io.err(`bench: --${name} is given ${given.length} times ('${given.join("', '")}')\n`);
      return 2;
    }
  }
  const runsText = values.runs?.[0];
  const runs = runsText === undefined ? 5 : Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) {
    io.err(`bench: --runs: '${runsText}' is not a positive integer\n`);
    return 2;
  }
  const processesText = values.processes?.[0];
  const processes = processesText === undefined ? 1 : Number(processesText);
  if (!Number.isInteger(processes) || processes < 1) {
    io.err(`bench: --processes: '${processesText}' is not a positive integer\n`);
    return 2;
  }
  const threadsText = values.threads?.[0];
  const threads = threadsText === undefined ? 1 : Number(threadsText);
  if (!Number.isInteger(threads) || threads < 1 || threads > MAX_THREADS) {
    io.err(`bench: --threads: '${threadsText}' is not a whole number from 1 to ${MAX_THREADS}\n`);
    return 2;
  }

  // A caller that can start processes gets each game measured in processes of its own (the
  // processes print JSON and measure in place); one that cannot, every game in this one.
  if (io.runProcess !== undefined && values.json !== true) {
    const measured: Measured[][] = [];
    for (let p = 0; p < processes; p++) {
      const byGame = picked.map((game) => {
        if (io.errIsTTY) io.err(`\r\x1b[Kprocess ${p + 1} of ${processes}, ${game.id}…\n`);
        const childArgv = [
          '--game',
          game.id,
          ...(values.section ?? []).flatMap((name) => ['--section', name]),
          '--runs',
          String(runs),
          ...(threads > 1 ? ['--threads', String(threads)] : []),
          '--json',
        ];
        return JSON.parse(io.runProcess!(childArgv)) as Measured[];
      });
      measured.push(joinGames(chosen, byGame));
    }
    for (const [i, section] of measured[0].entries()) {
      const rows = mergeTables(measured.map((m) => m[i].rows));
      const how =
        processes === 1
          ? `median of ${runs} runs`
          : `median of ${runs} runs in each of ${processes} processes, then of the processes`;
      print(io, { ...section, rows }, how);
    }
    return 0;
  }
  if (processes > 1) {
    io.err('bench: --processes: this caller cannot start processes\n');
    return 2;
  }

  const measured: Measured[] = [];
  for (const section of chosen) {
    const notes: string[] = [];
    const context: BenchContext = {
      games: picked,
      runs,
      threads,
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
    measured.push({
      name: section.name,
      title: section.title,
      columns: section.columns,
      rows,
      notes,
    });
  }
  if (values.json) io.out(JSON.stringify(measured) + '\n');
  else for (const section of measured) print(io, section, `median of ${runs} runs`);
  return 0;
}

/**
 * One table per section from the processes that measured one game each: the section's leading
 * rows (measured whatever the games) as the median of theirs, then each game's rows and notes,
 * game after game, the sections in the benchmark's order (a section that measured none of a
 * game's positions is absent from that game's tables).
 */
function joinGames(chosen: readonly Section[], byGame: readonly Measured[][]): Measured[] {
  const joined: Measured[] = [];
  for (const section of chosen) {
    const parts = byGame.flatMap((tables) => tables.filter((t) => t.name === section.name));
    if (parts.length === 0) continue;
    const leading = section.leadingRows ?? 0;
    joined.push({
      ...parts[0],
      rows: [
        ...(leading > 0 ? mergeTables(parts.map((t) => t.rows.slice(0, leading))) : []),
        ...parts.flatMap((t) => t.rows.slice(leading)),
      ],
      notes: parts.flatMap((t) => t.notes),
    });
  }
  return joined;
}

function print(io: BenchIo, section: Measured, how: string): void {
  io.out(`${section.title} (${how})\n\n${formatTable(section.columns, section.rows)}`);
  io.out(section.notes.map((n) => `\n${n}`).join('') + '\n\n');
}
