/**
 * Scores are integers in the game's units (hundredths of a pawn for the chess-like games),
 * from the point of view of the side the search works for. A won or lost game scores
 * ±(MATE − plies to the end), so shorter wins score higher and longer defences score higher.
 */
export const MATE = 100_000;
/** Scores beyond this are game ends found by the search, not evaluations. */
export const MATE_BOUND = MATE - 1_000;
/** Wider than any score, for open windows. */
export const INFINITE = MATE + 1;

export function isMateScore(score: number): boolean {
  return score >= MATE_BOUND || score <= -MATE_BOUND;
}

/**
 * The number of the winner's own moves to the end of the game for a mate score, signed:
 * positive when the side searched for wins, negative when it loses; 0 for other scores.
 * `seats` is the number of players taking turns (2 for chess).
 */
export function mateMoves(score: number, seats = 2): number {
  checkScore(score, seats);
  if (!isMateScore(score)) return 0;
  const plies = MATE - Math.abs(score);
  // The winner's last move ends the game: plies 1, 3, 5 … are mate in 1, 2, 3 for two seats.
  // A loss counts the loser's remaining moves before the final blow.
  if (score > 0) return Math.floor((plies + seats - 1) / seats);
  return -Math.max(1, Math.floor((plies + seats - 2) / seats));
}

/** Readable form: `+0.34`, `-1.20`, `mate in 2`, `mated in 3`. */
export function formatScore(score: number, seats = 2): string {
  const moves = mateMoves(score, seats);
  if (moves > 0) return `mate in ${moves}`;
  if (moves < 0) return `mated in ${-moves}`;
  const sign = score >= 0 ? '+' : '-';
  return `${sign}${(Math.abs(score) / 100).toFixed(2)}`;
}

/**
 * A RangeError saying which, for a score that is no number a search gives (NaN, ±Infinity) or
 * a number of seats no game has: they read as '-NaN' or a mate in no moves otherwise.
 */
function checkScore(score: number, seats: number): void {
  if (!Number.isFinite(score)) throw new RangeError(`a score is a finite number, not ${score}`);
  if (!Number.isInteger(seats) || seats < 2)
    throw new RangeError(`seats is a whole number from 2 (the players taking turns), not ${seats}`);
}

/** A mate score stored in the table is relative to the node, not to the root. */
export function scoreToTable(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score + ply;
  if (score <= -MATE_BOUND) return score - ply;
  return score;
}

export function scoreFromTable(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score - ply;
  if (score <= -MATE_BOUND) return score + ply;
  return score;
}
