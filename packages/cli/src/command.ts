import type { Io } from './io.js';

/**
 * One subcommand of `trigon`. `run` gets the words after the command's name and returns the
 * exit status; it may throw `UsageError` for a mistake in the input (status 2).
 */
export interface Command {
  readonly name: string;
  /** One line for `trigon help`. */
  readonly summary: string;
  /** The full help: synopsis, what it prints, flags. */
  readonly usage: string;
  run(args: readonly string[], io: Io): Promise<number> | number;
}
