/**
 * What a rated game writes, the same in every store: the ledger's change for each player and
 * the new ratings, given the ratings as they stand and the accounts that still exist.
 */
import { NEW_PLAYER, type Rating } from '../ratings/glicko2.js';
import type { RatingChange } from './ratings.js';

export interface RatingWrites {
  /** The ledger's row: one change per player, in the order of the game's players. */
  readonly changes: RatingChange[];
  /** The ratings to store: the players whose account still exists. */
  readonly ratings: { readonly userId: string; readonly rating: Rating }[];
}

/**
 * The writes of a rated game whose players are `userIds`. An account deleted before its game
 * was rated (in play, or between the end and the rating) keeps no rating, as the deletion
 * removed its others: it plays as a new player (its rating went with it), the ledger shows no
 * change for it, and its result still counts for the other players, as lichess keeps a closed
 * account's opponents' results.
 */
export function ratingWrites(
  userIds: readonly string[],
  found: ReadonlyMap<string, Rating>,
  existing: ReadonlySet<string>,
  compute: (before: readonly Rating[]) => Rating[],
): RatingWrites {
  const before = userIds.map((id) => (existing.has(id) && found.get(id)) || NEW_PLAYER);
  const computed = compute(before);
  const after = userIds.map((id, i) => (existing.has(id) ? computed[i]! : before[i]!));
  return {
    changes: userIds.map((userId, i) => ({ userId, before: before[i]!, after: after[i]! })),
    ratings: userIds.flatMap((userId, i) =>
      existing.has(userId) ? [{ userId, rating: after[i]! }] : [],
    ),
  };
}
