/**
 * Match statistics: the Elo difference a score implies, with a 95% margin from the spread of
 * the game results (normal approximation, as engine testers report it).
 */

/** The Elo difference for an expected score p (0 < p < 1). */
export function eloFromScore(p: number): number {
  // + 0 turns the -0 of an even score into 0.
  return -400 * Math.log10(1 / p - 1) + 0;
}

export interface EloEstimate {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly points: number;
  readonly games: number;
  /** Infinite for a clean sweep either way. */
  readonly elo: number;
  /**
   * Half the width of the 95% interval; NaN when the interval reaches past a score of 0 or 1
   * (then `low` or `high` is infinite); 0 when every game was drawn, the results having no spread.
   */
  readonly margin: number;
  /** The ends of the 95% interval (normal approximation on the score). */
  readonly low: number;
  readonly high: number;
  /**
   * For a clean sweep, the bound the difference exceeds with 95% confidence (from the
   * one-sided Clopper–Pearson bound on the win rate, 0.05^(1/games)); NaN otherwise.
   */
  readonly bound: number;
}

/** Estimates from results of 1 (win), 0.5 (draw) and 0 (loss). */
export function estimateElo(results: readonly number[]): EloEstimate {
  const games = results.length;
  const wins = results.filter((r) => r === 1).length;
  const draws = results.filter((r) => r === 0.5).length;
  const losses = games - wins - draws;
  const points = wins + draws / 2;
  const p = points / games;
  if (p === 1 || p === 0) {
    const bound = eloFromScore(Math.pow(0.05, 1 / games));
    return {
      wins,
      draws,
      losses,
      points,
      games,
      elo: p === 1 ? Infinity : -Infinity,
      margin: NaN,
      low: p === 1 ? bound : -Infinity,
      high: p === 1 ? Infinity : -bound,
      bound: p === 1 ? bound : -bound,
    };
  }
  const variance = results.reduce((sum, r) => sum + (r - p) * (r - p), 0) / games;
  const spread = 1.959964 * Math.sqrt(variance / games);
  const low = p - spread <= 0 ? -Infinity : eloFromScore(p - spread);
  const high = p + spread >= 1 ? Infinity : eloFromScore(p + spread);
  const margin = Number.isFinite(low) && Number.isFinite(high) ? (high - low) / 2 : NaN;
  return {
    wins,
    draws,
    losses,
    points,
    games,
    elo: eloFromScore(p),
    margin,
    low,
    high,
    bound: NaN,
  };
}

const signed = (x: number) => (x >= 0 ? `+${Math.round(x)}` : `${Math.round(x)}`);

/** The match's last line: `<label>: 12 wins, 3 draws, 5 losses; score 13.5/20 (67.5%); Elo +127 ± 160`. */
export function eloSummary(label: string, results: readonly number[]): string {
  const e = estimateElo(results);
  const percent = ((100 * e.points) / e.games).toFixed(1);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  let elo: string;
  if (e.elo === Infinity) elo = `Elo +inf (above ${signed(e.bound)} with 95% confidence)`;
  else if (e.elo === -Infinity) elo = `Elo -inf (below ${signed(e.bound)} with 95% confidence)`;
  else if (e.draws === e.games) {
    // No spread, so the normal approximation's margin is 0, which would claim certainty.
    elo = `Elo +0 (every game drawn: no spread to give a margin from)`;
  } else if (Number.isNaN(e.margin)) {
    // Near a clean sweep the interval is lopsided and open on one side.
    const end = (x: number) => (x === Infinity ? '+inf' : x === -Infinity ? '-inf' : signed(x));
    elo = `Elo ${signed(e.elo)} (95% interval ${end(e.low)} to ${end(e.high)})`;
  } else elo = `Elo ${signed(e.elo)} ± ${Math.round(e.margin)}`;
  return `${label}: ${plural(e.wins, 'win')}, ${plural(e.draws, 'draw')}, ${e.losses === 1 ? '1 loss' : `${e.losses} losses`}; score ${e.points}/${e.games} (${percent}%); ${elo}`;
}
