import { formatScore, MAX_LEVEL, MIN_LEVEL, type SearchInfo } from '@trigon/ai';
import type { GameDefinition } from '@trigon/engine';
import { UsageError } from '../args.js';

/*
 * Argument readers and output formats shared by the AI commands (play, analyse, match,
 * engine).
 */

/** A whole number from `min` to `max`, or a UsageError naming the flag. */
export function integerArg(name: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw new UsageError(`${name}: '${text}' is not an integer from ${min} to ${max}`);
  }
  return value;
}

export function levelArg(name: string, text: string): number {
  return integerArg(name, text, MIN_LEVEL, MAX_LEVEL);
}

/** Budgets given on the command line; milliseconds up to a day, nodes up to 10^12. */
export const MAX_TIME_MS = 86_400_000;
export const MAX_NODES = 1e12;
export const MAX_DEPTH = 64;

/** A seat by its name, in any case (`white`, `Black`). */
export function seatArg(game: GameDefinition, name: string, text: string): number {
  const seat = game.players.findIndex((p) => p.toLowerCase() === text.toLowerCase());
  if (seat < 0) {
    const names = game.players.map((p) => p.toLowerCase()).join(', ');
    throw new UsageError(
      `${name}: '${text}' is not a seat of ${game.title} (${names})`,
      'bad-seat',
    );
  }
  return seat;
}

/**
 * One completed depth, as `analyse` prints it: depth, deepest ply, score for the side to move
 * (pawns with two decimals, or `mate in n` / `mated in n`), nodes, nodes per second, time in
 * milliseconds, with `threads` the threads that have searched, and the principal variation in
 * coordinate form.
 */
export function infoLine(info: SearchInfo, seats: number, threads = false): string {
  return (
    `depth ${info.depth} seldepth ${info.seldepth} score ${formatScore(info.score, seats)} ` +
    `nodes ${info.nodes} nps ${info.nps} time ${info.timeMs}` +
    `${threads ? ` threads ${info.threads}` : ''} pv ${info.pv.join(' ')}`
  );
}
