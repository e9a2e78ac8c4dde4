import { rate, type Match, type Rating } from './glicko2.js';

/**
 * Rates a game of any number of seats from its finishing order: every pair of players is a
 * match, won by the one placed better, drawn when they share a place. A two-player game is then
 * one match, as usual; in a game of three, the winner beat both others and the second beat the
 * one who went out first. Each player's matches make one rating period against the others'
 * ratings as they stood before the game, so the order of the seats changes nothing.
 *
 * `places[i]` is seat i's place, 1 the best; equal numbers share a place (a draw gives every
 * seat 1). Seats that do not play (a neutral army) are left out before calling.
 */
export function ratePlacings(ratings: readonly Rating[], places: readonly number[]): Rating[] {
  if (ratings.length !== places.length)
    throw new Error(`${ratings.length} ratings but ${places.length} places`);
  return ratings.map((rating, i) => {
    const matches: Match[] = [];
    ratings.forEach((opponent, j) => {
      if (j === i) return;
      const score = places[i]! < places[j]! ? 1 : places[i] === places[j] ? 0.5 : 0;
      matches.push({ opponent, score });
    });
    return rate(rating, matches);
  });
}
