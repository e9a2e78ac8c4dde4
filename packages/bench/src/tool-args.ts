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
 * The tool's arguments as `parse` reads them, or undefined after writing what was wrong and the
 * usage (the tool then exits with 2).
 */
export function readToolArgs<T>(
  tool: string,
  usage: string,
  io: ToolIo,
  parse: () => T,
): T | undefined {
  try {
    return parse();
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`${tool}: ${e.message}\n\n${usage}`);
    return undefined;
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
      args: [...args],
      allowPositionals: true,
      options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? missing : `one game only, not '${positionals.join(' ')}'`,
    );
  const known = games.get(positionals[0]);
  if (!known.ok) throw new UsageError(known.error);
  return { game: known.value, values: values as Partial<Record<Names, string>> };
}
