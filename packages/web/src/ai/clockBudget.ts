import type { ClockBudget } from '@trigon/ai';

/**
 * What each move of the AI costs beyond its search, on a loaded machine: the job's way to the
 * worker, the worker replaying the game to the position, the answer's way back, and the page
 * playing it. The search's own limits (the AI package's `allocateTime`) do not see it.
 */
export const MOVE_LATENCY_MS = 40;

/** Moves whose latency the AI keeps back from its clock, so that a long game never flags. */
export const RESERVED_MOVES = 120;

/**
 * The clock the AI's search spends from: the time left less the latency of `RESERVED_MOVES`
 * more moves. In sudden death a fixed cost per move would otherwise eat the last of the time
 * (each search takes a share of what is left, and the latency comes on top); with the reserve
 * the AI plays its last moves at once and still has time for the latency of each.
 */
export function aiClockBudget(remainingMs: number, incrementMs: number): ClockBudget {
  const reserve = RESERVED_MOVES * MOVE_LATENCY_MS;
  return { remainingMs: Math.max(0, remainingMs - reserve), incrementMs };
}
