import type { Outcome } from '@trigon/engine';

/**
 * Each seat's share of the points, from the engine's scores: what the evaluation bar and graph
 * show. One formula for two seats and for three:
 *
 *   share(i) = exp(k · s(i)) / Σ exp(k · s(j)),  over the seats still in the game,
 *
 * where s(i) is seat i's score in the game's units, clamped to ±CLAMP, and k = SLOPE. With two
 * seats the scores are s and −s, and the share of the first is 1 / (1 + exp(−2k · s)): the win
 * chance lichess shows for a score in centipawns (its slope, 0.00368208, is 2k). With three, a
 * seat's score is its strength minus the mean of its opponents' (as the AI's evaluation has
 * it), so the seat that stands best holds the largest share, and equal scores give a third each.
 */
export const SLOPE = 0.00368208 / 2;
/** Scores beyond ten pawns say no more about the result (lichess clamps at the same). */
export const CLAMP = 1000;

/**
 * Shares of the points for `scores` (one per seat); a seat for which `inGame` is false gets
 * nothing. Bad input (no seat in the game, a score that is not a number) throws: it is a bug
 * of the caller, not something a player can cause.
 */
export function sharesOf(scores: readonly number[], inGame: readonly boolean[]): number[] {
  if (scores.length !== inGame.length) {
    throw new Error(`${scores.length} scores for ${inGame.length} seats`);
  }
  if (scores.some((s) => !Number.isFinite(s)))
    throw new Error(`a score is not a number: ${scores}`);
  if (!inGame.includes(true)) throw new Error('no seat is in the game');
  const weights = scores.map((s, i) =>
    inGame[i] ? Math.exp(SLOPE * Math.max(-CLAMP, Math.min(CLAMP, s))) : 0,
  );
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** What the engine found in a position, from the side to move's view (its `SearchInfo`). */
export interface Verdict {
  /** The seat to move. */
  readonly turn: number;
  /** In the game's units, for the seat to move. */
  readonly score: number;
  /** Moves to mate (negative: the seat to move is mated), 0 otherwise. */
  readonly mate: number;
  /**
   * Games of three or more seats: each seat's evaluation at the end of the engine's best line
   * (the search itself gives a score for the seat to move only).
   */
  readonly seatScores?: readonly number[];
}

/**
 * Each seat's share after the engine's verdict. Two playing seats (`playing`, by default every
 * seat; a game of three played by two has a neutral army besides them): the mover's score and
 * its negation, as the search for two gives it. More: the mover's search score and the others'
 * scores at the end of the best line. A mate found for the mover gives it everything; a mate
 * against it gives it nothing, and the others share by their scores.
 */
export function verdictShares(
  verdict: Verdict,
  inGame: readonly boolean[],
  playing: readonly number[] = inGame.map((_, i) => i),
): number[] {
  const { turn, mate } = verdict;
  if (mate > 0) return inGame.map((_, i) => (i === turn ? 1 : 0));
  const scores =
    playing.length === 2
      ? inGame.map((_, i) =>
          i === turn ? verdict.score : playing.includes(i) ? -verdict.score : 0,
        )
      : inGame.map((_, i) => (i === turn ? verdict.score : (verdict.seatScores?.[i] ?? 0)));
  const still = mate < 0 ? inGame.map((inside, i) => inside && i !== turn) : inGame;
  return sharesOf(scores, still.includes(true) ? still : inGame);
}

/** Shares once the game is over: the winners split the point; a draw splits it among those in. */
export function outcomeShares(outcome: Outcome, inGame: readonly boolean[]): number[] {
  const winners = new Set(outcome.winners);
  if (winners.size > 0) return inGame.map((_, i) => (winners.has(i) ? 1 / winners.size : 0));
  const count = inGame.filter(Boolean).length || inGame.length;
  return inGame.map((inside) => (inside || count === inGame.length ? 1 / count : 0));
}
