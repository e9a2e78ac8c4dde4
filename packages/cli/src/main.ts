#!/usr/bin/env node
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OutputError, printable, UsageError } from './args.js';
import type { Command } from './command.js';
import { analyseCommand } from './commands/analyse.js';
import { backupCommand } from './commands/backup.js';
import { engineCommand } from './commands/engine.js';
import { gamesCommand } from './commands/games.js';
import { helpCommand, unknownCommand } from './commands/help.js';
import { leaderboardCommand } from './commands/leaderboard.js';
import { matchCommand } from './commands/match.js';
import { movesCommand } from './commands/moves.js';
import { perftCommand } from './commands/perft.js';
import { playCommand } from './commands/play.js';
import { playerCommand } from './commands/player.js';
import { serveCommand } from './commands/serve.js';
import { showCommand } from './commands/show.js';
import { processIo, type Io } from './io.js';

/*
 * The `trigon` command: a dispatcher over subcommands.
 *
 * To add a command: write `src/commands/<name>.ts` exporting a `Command` (command.ts): its
 * name, a one-line summary, its usage text, and `run(args, io)` returning the exit status.
 * Read arguments with the helpers of args.ts (`parseArgs`, `positionals`, `gameArg`,
 * `positionArgs` for --position/--record/--moves/--option, `inputFile` for a file to read, which
 * may be `-`) and throw `UsageError` for bad input, `OutputError` for a file that cannot be
 * written once the work is done; write only through `io`. Then add it to `commands` below;
 * `help` and `--help` pick it up. Test it in-process with `run([...], bufferIo())`.
 */
export const commands: readonly Command[] = [
  analyseCommand,
  backupCommand,
  engineCommand,
  gamesCommand,
  leaderboardCommand,
  matchCommand,
  movesCommand,
  perftCommand,
  playCommand,
  playerCommand,
  serveCommand,
  showCommand,
];

/** Runs `trigon` with the words after the program name; returns the exit status. */
export function run(argv: readonly string[], io: Io): Promise<number> {
  return dispatch(commands, argv, io);
}

/**
 * Finds the command named by the first word and runs it with the rest. A `UsageError` becomes
 * one line on stderr, `trigon: <message> [<code>]`, and status 2; an `OutputError` (a file
 * written after the work) one ending `[output]` and status 1; any other failure one line
 * ending `[internal]` and status 1, never a stack trace. Control characters in a message (what
 * the user gave, echoed) are written as escapes.
 */
export async function dispatch(
  commands: readonly Command[],
  argv: readonly string[],
  io: Io,
): Promise<number> {
  const help = helpCommand(commands);
  try {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h') return await help.run([], io);
    if (name === '--version' || name === '-v') {
      if (rest.length > 0) throw new UsageError(`${name} takes nothing after it, not '${rest[0]}'`);
      io.stdout.write(`trigon ${version()}\n`);
      return 0;
    }
    const command = [...commands, help].find((c) => c.name === name);
    if (command === undefined) {
      if (name.startsWith('-')) throw new UsageError(`unknown flag '${name}' (try 'trigon help')`);
      throw unknownCommand(name, [...commands, help]);
    }
    const flags = rest.indexOf('--') < 0 ? rest : rest.slice(0, rest.indexOf('--'));
    if (flags.includes('--help') || flags.includes('-h')) return await help.run([command.name], io);
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`trigon: ${oneLine(error.message)} [${error.code}]\n`);
      return 2;
    }
    if (error instanceof OutputError) {
      io.stderr.write(`trigon: ${oneLine(error.message)} [output]\n`);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`trigon: internal error: ${oneLine(message)} [internal]\n`);
    return 1;
  }
}

/** A message as one line of stderr, what the user gave in it unable to act on the terminal. */
function oneLine(text: string): string {
  return printable(text.replace(/\s*\n\s*/g, ' ').trim());
}

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(manifest.version);
}

/** Runs `trigon` as the process: its arguments, streams and exit status. */
export async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // A closed pipe (`trigon moves … | head -1`) is not an error: the reader has what it wanted.
  // A server's reader is its log's (`trigon serve | tee log`, tee killed): it has players to
  // serve, and stops when told to, its log lost.
  const serving = args[0] === 'serve';
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      if (serving) return;
      process.exit(0);
    }
    // Output that cannot be written (a full disk, `> /dev/full`): one line, as any failure.
    process.stderr.write(`trigon: cannot write the output: ${oneLine(error.message)} [output]\n`);
    process.exit(1);
  });
  // Where stderr cannot be written (`2>&1 | head -1` once head has gone) nothing can be said,
  // and the command's own status stands: an unhandled error would end it with status 1.
  process.stderr.on('error', () => {});
  process.exitCode = await run(args, processIo());
}

/** True when node was started with this file (`node packages/cli/dist/main.js …`). */
function isEntry(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) await main();
