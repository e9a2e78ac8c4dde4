import { couldWin, type Position } from '@trigon/engine';
import { UsageError } from '../args.js';

/** A chess clock of a match: the same for both engines. */
export interface MatchClock {
  readonly initialMs: number;
  readonly incrementMs: number;
}

/** Longest time control a match accepts: a day a side. */
const MAX_MINUTES = 24 * 60;
const MAX_INCREMENT_SECONDS = 3600;

/**
 * Reads a time control as chess players write it: `3+2` (3 minutes, 2 seconds a move), `0.5+0`
 * or `0:30+0` (30 seconds), `1+0.5`.
 */
export function clockArg(name: string, text: string): MatchClock {
  const match = /^(\d+(?:\.\d+)?|\d+:[0-5]\d)\+(\d+(?:\.\d+)?)$/.exec(text);
  if (match === null)
    throw new UsageError(
      `${name}: '${text}' is not a time control such as 3+2 (minutes + seconds a move), 0.5+0 or 0:30+0`,
    );
  const [, base, increment] = match;
  const minutes = base.includes(':')
    ? Number(base.split(':')[0]) + Number(base.split(':')[1]) / 60
    : Number(base);
  const seconds = Number(increment);
  if (minutes <= 0 || minutes > MAX_MINUTES)
    throw new UsageError(
      `${name}: '${text}' must start with more than 0 and at most ${MAX_MINUTES} minutes`,
    );
  if (seconds > MAX_INCREMENT_SECONDS)
    throw new UsageError(
      `${name}: '${text}' adds more than ${MAX_INCREMENT_SECONDS} seconds a move`,
    );
  return { initialMs: Math.round(minutes * 60_000), incrementMs: Math.round(seconds * 1000) };
}

/** `3+2`, `0:30+0`: the clock as given. */
export function clockText(clock: MatchClock): string {
  const seconds = Math.round(clock.initialMs / 1000);
  const base =
    seconds % 60 === 0
      ? `${seconds / 60}`
      : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `${base}+${clock.incrementMs / 1000}`;
}

/**
 * The end of a game whose seat to move, `seat`, has run out of time: `other` wins, or nobody when
 * `other` could never win by any sequence of legal moves (a lone king: FIDE 6.9, as the server
 * rules a flag fall; the engine's `couldWin`).
 */
export function flagFall(
  position: Position,
  seat: number,
  other: number,
): { readonly winner: number | undefined; readonly reason: string } {
  if (couldWin(position, other)) return { winner: other, reason: 'lost on time' };
  const { players } = position.game;
  return {
    winner: undefined,
    reason: `${players[seat]} ran out of time, but ${players[other]} cannot win`,
  };
}
