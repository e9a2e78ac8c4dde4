/**
 * What the board's strips say of a rated game's rating change, worked out here from the
 * numbers (not by the app's own code), for the rated games' tests.
 */

/** '1662? (+162)': a provisional rating after a game, and its change from `before`. */
export function changeText(before: number, after: number): string {
  const change = Math.round(after) - Math.round(before);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${Math.round(after)}? (${sign}${Math.abs(change)})`;
}
