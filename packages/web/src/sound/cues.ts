import type { MoveEffect } from '@trigon/engine';

/** The sounds a game page makes; which one a change in the game calls for is `cuesBetween`. */
export type Cue = 'move' | 'capture' | 'check' | 'end' | 'low-time' | 'your-turn';

/** What the sounds need to know of a game at one moment. */
export interface SoundState {
  /** The number of moves played. */
  readonly length: number;
  readonly over: boolean;
  /** The seat to move. */
  readonly turn: number;
  /** The last move, as the page keeps it (see game/session.ts `Ply`). */
  readonly last?: {
    readonly seat: number;
    readonly captured: readonly unknown[];
    readonly effects: readonly MoveEffect[];
    readonly withdrawal: boolean;
  };
  /** The seats this browser plays. */
  readonly held: readonly number[];
  /**
   * Every change of turn is called out, not only a turn passing from a seat played elsewhere to
   * one played here: three or more players sharing one screen need to hear whose turn it is.
   */
  readonly everyTurn: boolean;
}

/**
 * The sounds for the change from `before` to `after`, in the order they are played: one for
 * the move (the game's end outranks a check, a check a capture, a capture a plain move), then
 * the call that it is this browser's turn. Nothing for the first state seen (a page opening on
 * a game already played), for a move taken back, or for a withdrawal but the turn it passes on.
 */
export function cuesBetween(before: SoundState | undefined, after: SoundState): Cue[] {
  if (!before) return [];
  const cues: Cue[] = [];
  const moved = after.length > before.length && after.last !== undefined;
  const ended = after.over && !before.over;
  if (ended) cues.push('end');
  else if (moved && !after.last!.withdrawal) cues.push(moveCue(after.last!.effects, after.last!));
  if (moved && !after.over && after.held.includes(after.turn)) {
    const mover = after.last!.seat;
    if (mover !== after.turn && (after.everyTurn || !after.held.includes(mover)))
      cues.push('your-turn');
  }
  return cues;
}

function moveCue(effects: readonly MoveEffect[], last: { captured: readonly unknown[] }): Cue {
  if (effects.some((e) => e.type === 'check')) return 'check';
  if (last.captured.length > 0 || effects.some((e) => e.type === 'out' || e.type === 'army'))
    return 'capture';
  return 'move';
}

/** Below this much time left, a player hears the low-time warning (once as it falls below). */
export const LOW_TIME_MS = 10_000;

/** The low-time warning in words: 'White: under 10 seconds left on the clock'. */
export function lowTimeWords(seat: string): string {
  return `${seat}: under ${LOW_TIME_MS / 1000} seconds left on the clock`;
}

/** Whether a clock went from `before` to `now` (ms left) across the low-time mark. */
export function fellLow(before: number | null, now: number | null): boolean {
  return before !== null && now !== null && before >= LOW_TIME_MS && now < LOW_TIME_MS && now > 0;
}
