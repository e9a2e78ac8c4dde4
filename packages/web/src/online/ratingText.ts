import type { RatingChange, SeatAccount } from '@trigon/protocol';

/** Where every rating starts, and what a player not yet rated in a game and speed class has. */
export const START_RATING = 1500;

/** A rating as shown everywhere: `1623`, and `1500?` while it is provisional (RD above 110). */
export function ratingText(rating: number | null, provisional: boolean): string {
  return `${Math.round(rating ?? START_RATING)}${provisional ? '?' : ''}`;
}

/** An account's rating as shown: `1500?` before its first rated game. */
export function accountRating(account: SeatAccount): string {
  return ratingText(account.rating, account.provisional);
}

/** What a game did to a rating: `(+62)`, `(−12)` with a real minus sign, `(±0)`. */
export function changeText(change: RatingChange): string {
  const delta = Math.round(change.after - change.before);
  if (delta === 0) return '(±0)';
  return delta > 0 ? `(+${delta})` : `(\u2212${-delta})`;
}
