/**
 * Glicko-2, as in Mark Glickman's "Example of the Glicko-2 system" (glicko.net, 2022): a
 * rating, its deviation (how sure it is) and its volatility (how erratic the player is), updated
 * from the games of one rating period against opponents whose ratings are taken as they stood
 * before it. Trigon rates each game as a period of its own, as lichess does.
 */

/** A player's standing on the Glicko scale (the one players see). */
export interface Rating {
  readonly rating: number;
  /** Rating deviation: about 95% sure the strength is within ±2 RD. */
  readonly rd: number;
  readonly volatility: number;
}

/** One game's result against one opponent: 1 a win, ½ a draw, 0 a loss. */
export interface Match {
  readonly opponent: Rating;
  readonly score: 0 | 0.5 | 1;
}

/** Where every new player starts (the paper's suggestion, and lichess's). */
export const NEW_PLAYER: Rating = { rating: 1500, rd: 350, volatility: 0.06 };

/** The deviation never grows beyond a new player's. */
export const MAX_RD = 350;

/**
 * τ, which limits how fast the volatility changes: the paper's worked example uses 0.5, and its
 * advice is 0.3 to 1.2.
 */
export const TAU = 0.5;

/** The paper's 173.7178: Glicko's scale over Glicko-2's. */
const SCALE = 400 / Math.LN10;
/** The convergence tolerance of the volatility's iteration (the paper's ε). */
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) =>
  1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * The player's rating after the period's matches (steps 1 to 8 of the paper). With no match
 * the rating stays and only the deviation grows, as for a player who did not play.
 */
export function rate(player: Rating, matches: readonly Match[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (matches.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
    return { ...player, rd: Math.min(MAX_RD, grown) };
  }
  // Steps 3 and 4: the estimated variance v and the improvement Δ.
  let inverseV = 0;
  let sum = 0;
  for (const { opponent, score } of matches) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    inverseV += gJ * gJ * e * (1 - e);
    sum += gJ * (score - e);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  const volatility = newVolatility(delta, phi, v, sigma, tau);
  // Steps 6 and 7: the deviation grown by the volatility, then narrowed by the games.
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return {
    rating: muNew * SCALE + 1500,
    rd: Math.min(MAX_RD, phiNew * SCALE),
    volatility,
  };
}

/** Step 5: the new volatility, by the Illinois algorithm on the paper's f. */
function newVolatility(delta: number, phi: number, v: number, sigma: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** A deviation above this marks a provisional rating, shown with a "?" (lichess's 110). */
export const PROVISIONAL_RD = 110;

/** The rating as players read it: rounded, with "?" while it is provisional. */
export function ratingText(rating: Rating): string {
  return `${Math.round(rating.rating)}${rating.rd > PROVISIONAL_RD ? '?' : ''}`;
}
