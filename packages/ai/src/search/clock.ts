/**
 * Time as a clock player spends it: from the time left on the side to move's clock and its
 * increment, a soft limit (no new iteration starts after it; a little later when the best move
 * changed in the last iteration) and a hard one (the search stops there, mid-iteration,
 * keeping the best move it has). The hard limit keeps a reserve, so that the move and the
 * time it takes to reach the clock never flag.
 */
export interface ClockBudget {
  /** Time left on the clock of the seat to move. */
  readonly remainingMs: number;
  /** Added to it after each move. */
  readonly incrementMs?: number;
  /** Moves to make before the next time control, if the control says. */
  readonly movesToGo?: number;
}

export interface TimeAllocation {
  readonly softMs: number;
  readonly hardMs: number;
}

/** Moves a game is assumed still to last when the control does not say (sudden death). */
const MOVES_LEFT = 30;
/** Kept back from every move: the reply's way to the clock (worker, network). */
const OVERHEAD_MS = 30;
/** The most of the clock one move may take. */
const MAX_SHARE = 0.2;

/**
 * Throws a RangeError naming what a clock lacks: its time left as a number (it may be below
 * 0, a clock in arrears), an increment of at least 0, moves to go a whole number of at least 1.
 */
export function checkClock(clock: ClockBudget): void {
  if (!Number.isFinite(clock.remainingMs))
    throw new RangeError(`clock.remainingMs must be a number, not ${clock.remainingMs}`);
  const increment = clock.incrementMs;
  if (increment !== undefined && !(increment >= 0))
    throw new RangeError(
      `clock.incrementMs must be a number of milliseconds of at least 0, not ${increment}`,
    );
  const moves = clock.movesToGo;
  if (moves !== undefined && !(Number.isInteger(moves) && moves >= 1))
    throw new RangeError(`clock.movesToGo must be a whole number of at least 1, not ${moves}`);
}

/** The soft and hard limits of a move (see above); a clock `checkClock` refuses throws. */
export function allocateTime(clock: ClockBudget): TimeAllocation {
  // NaN time left gave NaN limits.
  checkClock(clock);
  const increment = Math.max(0, clock.incrementMs ?? 0);
  const usable = Math.max(0, clock.remainingMs - OVERHEAD_MS);
  const movesLeft = Math.max(1, Math.min(clock.movesToGo ?? MOVES_LEFT, MOVES_LEFT));
  // The share of what is left, plus most of the increment, which comes back after the move.
  const soft = usable / movesLeft + increment * 0.8;
  // With moves to go before a new control the last of them may use all that is left.
  const cap = movesLeft === 1 ? usable : usable * MAX_SHARE + increment * 0.8;
  const hard = Math.min(usable, cap, soft * 4);
  return { softMs: Math.max(1, Math.min(soft, hard)), hardMs: Math.max(1, hard) };
}

/**
 * Whether to start another iteration after `elapsedMs`: the next one takes a few times as long
 * as the last, so not past about half the soft limit; half as long again when the best move
 * has just changed, which is when more depth pays.
 */
export function startNextIteration(
  elapsedMs: number,
  softMs: number,
  bestMoveChanged: boolean,
): boolean {
  return elapsedMs < softMs * (bestMoveChanged ? 0.75 : 0.5);
}
