import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { games, type GameDefinition } from '@trigon/engine';

/** A bad argument to one of the bench package's tools (`npm run tune`, `npm run book`). */
export class UsageError extends Error {}

/** Where a tool writes its results and its progress. */
export interface ToolIo {
  out(text: string): void;
  err(text: string): void;
}

/**
 * The tool's arguments as `parse` reads them; or, for `--help` (or `-h`), the usage written to
 * `out` and the exit code 0; or, for a bad argument, what was wrong and the usage written to
 * `err` and the exit code 2.
 */
export function readToolArgs<T>(
  tool: string,
  usage: string,
  io: ToolIo,
  args: readonly string[],
  parse: () => T,
): { args: T } | { exit: number } {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(usage);
    return { exit: 0 };
  }
  try {
    return { args: parse() };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`${tool}: ${e.message}\n\n${usage}`);
    return { exit: 2 };
  }
}

/**
 * Throws unless `file` can be written (an existing file that may be written, or a new one in a
 * folder that may be written to): checked before the games are played, which may take hours,
 * rather than after them.
 */
export function writableFile(flag: string, file: string): void {
  const cannot = (why: string) => new UsageError(`${flag}: cannot write '${file}': ${why}`);
  let exists = true;
  try {
    if (statSync(file).isDirectory()) throw cannot('it is a folder');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    exists = false;
  }
  try {
    accessSync(exists ? file : dirname(file), constants.W_OK);
  } catch (e) {
    throw cannot((e as Error).message);
  }
}

/** The value of an integer option, or `fallback` when it is absent. */
export function integer(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(`${name} must be an integer from ${min} to ${max}, not '${text}'`);
  return Number(text);
}

/**
 * The arguments with a negative number after an option joined to it (`--nodes -5` becomes
 * `--nodes=-5`), so that the option's own check says what is wrong with the value: parseArgs
 * would refuse it as ambiguous, a flag perhaps.
 */
export function negativeValuesJoined(args: readonly string[]): string[] {
  const joined: string[] = [];
  for (const arg of args) {
    const last = joined.length - 1;
    if (/^-\d/.test(arg) && /^--[^=]+$/.test(joined[last] ?? '')) joined[last] += `=${arg}`;
    else joined.push(arg);
  }
  return joined;
}

/**
 * A tool's arguments: one game by id, then the named string options. `missing` says what to do
 * when no game is named ('name a game to …').
 */
export function toolArgs<const Names extends string>(
  args: readonly string[],
  names: readonly Names[],
  missing: string,
): { game: GameDefinition; values: Partial<Record<Names, string>> } {
  let parsed;
  try {
    parsed = parseArgs({
      args: negativeValuesJoined(args),
      allowPositionals: true,
      options: Object.fromEntries(
        names.map((n) => [n, { type: 'string' as const, multiple: true as const }]),
      ),
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { positionals } = parsed;
  // An option given twice is refused rather than read as the last one: one of the two was a slip.
  const values: Partial<Record<Names, string>> = {};
  for (const [name, given] of Object.entries(parsed.values) as [Names, string[]][]) {
    if (given.length > 1)
      throw new UsageError(`--${name} is given ${given.length} times ('${given.join("', '")}')`);
    values[name] = given[0];
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? missing : `one game only, not '${positionals.join(' ')}'`,
    );
  const known = games.get(positionals[0]);
  if (!known.ok) throw new UsageError(known.error);
  return { game: known.value, values };
}
