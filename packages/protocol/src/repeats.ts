/**
 * `GET /api/rated/repeats`: pairs of players who played each other in rated games often in a short
 * time; the operator's (the server's OPERATOR_TOKEN reads it).
 */

/** One pair and the rated games of theirs that were listed (each still counted normally). */
export interface RepeatedPair {
  /** The two players' names, in alphabetical order (`deleted player` once an account is gone). */
  players: [string, string];
  /** The pair's games in the windows that held too many, oldest first: id and rating time (ms). */
  games: { id: string; at: number }[];
}

export interface RatedRepeats {
  /** From when the ledger was read (ms since 1970). */
  since: number;
  /** The window (ms) and how many rated games of one pair in it are allowed before they are listed. */
  windowMs: number;
  allowed: number;
  /** The pairs, the most recent last game first. */
  pairs: RepeatedPair[];
}
