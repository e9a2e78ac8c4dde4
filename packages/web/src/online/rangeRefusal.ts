import type { OpenGame, PlayerRating } from '@trigon/protocol';
import { START_RATING } from './ratingText.js';

/**
 * Why a signed-in player whose ratings are `ratings` may not take a seat of `game`, a rated
 * seek with a rating range: their rating in its game and speed class (the start rating before
 * their first rated game there) is outside the range. '' when they may, or when it cannot be
 * told (no ratings read, a casual game, no range): the server has the last word.
 */
export function rangeRefusal(game: OpenGame, ratings: readonly PlayerRating[] | null): string {
  if (!ratings || !game.rated || !game.ratingRange) return '';
  const found = ratings.find((r) => r.game === game.game && r.speed === game.speed);
  const mine = found?.rating ?? START_RATING;
  if (mine >= game.ratingRange.min && mine <= game.ratingRange.max) return '';
  return `Your ${game.speed} rating here, ${mine}${found ? '' : ' (not rated yet)'}, is outside its range`;
}
