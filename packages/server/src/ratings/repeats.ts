/**
 * Rematch farming: the same two accounts playing many rated games with each other in a short
 * time. Those games count normally (a pair may well play a match), but they are listed
 * (`GET /api/rated/repeats`), so that a moderator can look at them.
 */
import type { LedgerGame } from '../store/ratings.js';

/** The window: a day. */
export const REPEAT_WINDOW_MS = 24 * 3_600_000;
/** Rated games one pair may play within the window before their games there are listed. */
export const REPEATS_ALLOWED = 3;

/** A pair of accounts (ids, sorted) and the games of theirs in a window that held too many. */
export interface Repeat {
  readonly userIds: readonly [string, string];
  readonly games: readonly { id: string; at: number }[];
}

/**
 * The pairs with more than `allowed` rated games with each other within `windowMs` of each
 * other (every pair of a three-player game counts), with every game in such a window; `games`
 * oldest first, as the ledger gives them.
 */
export function findRepeats(
  ledger: readonly LedgerGame[],
  windowMs = REPEAT_WINDOW_MS,
  allowed = REPEATS_ALLOWED,
): Repeat[] {
  const byPair = new Map<string, { userIds: [string, string]; games: LedgerGame[] }>();
  for (const game of ledger) {
    const ids = [...new Set(game.userIds)].sort();
    for (let a = 0; a < ids.length; a++)
      for (let b = a + 1; b < ids.length; b++) {
        const key = `${ids[a]} ${ids[b]}`;
        const pair = byPair.get(key) ?? { userIds: [ids[a]!, ids[b]!], games: [] };
        pair.games.push(game);
        byPair.set(key, pair);
      }
  }
  const repeats: Repeat[] = [];
  for (const pair of byPair.values()) {
    const games = [...pair.games].sort((x, y) => x.at - y.at);
    const listed = new Set<number>();
    // Each game as the last of a window: the games less than `windowMs` before it are in it.
    let first = 0;
    for (let last = 0; last < games.length; last++) {
      while (games[last]!.at - games[first]!.at >= windowMs) first++;
      if (last - first + 1 > allowed) for (let i = first; i <= last; i++) listed.add(i);
    }
    if (listed.size > 0)
      repeats.push({
        userIds: pair.userIds,
        games: [...listed]
          .sort((x, y) => x - y)
          .map((i) => ({ id: games[i]!.gameId, at: games[i]!.at })),
      });
  }
  return repeats;
}
