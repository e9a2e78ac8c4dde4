/**
 * Texel's method: the evaluation's weights that make sigmoid(K · eval) predict the results
 * of games best, in the mean squared error over labelled positions. First K is fitted with
 * today's weights, then the weights one at a time by coordinate descent.
 */

/** The expected score of a position the evaluation gives `score` (for the side to move). */
export function sigmoid(k: number, score: number): number {
  return 1 / (1 + Math.exp(-k * score));
}

/** Mean squared error of sigmoid(K · score) against the labels (1, ½, 0). */
export function meanSquaredError(
  k: number,
  scores: ArrayLike<number>,
  labels: ArrayLike<number>,
): number {
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const d = sigmoid(k, scores[i]) - labels[i];
    sum += d * d;
  }
  return scores.length === 0 ? 0 : sum / scores.length;
}

/**
 * The K with the least error, by golden-section search over [lo, hi] (the error is
 * unimodal in K for labels in [0, 1]).
 */
export function fitK(
  scores: ArrayLike<number>,
  labels: ArrayLike<number>,
  lo = 1e-5,
  hi = 0.05,
): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = meanSquaredError(c, scores, labels);
  let fd = meanSquaredError(d, scores, labels);
  for (let i = 0; i < 80; i++) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = meanSquaredError(c, scores, labels);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = meanSquaredError(d, scores, labels);
    }
  }
  return (a + b) / 2;
}

export interface Parameter {
  readonly name: string;
  readonly initial: number;
  /** The first step tried (halved when neither direction helps, down to 1). */
  readonly step: number;
  readonly min: number;
  readonly max: number;
}

export interface FitOptions {
  /** Passes over all parameters at most (default 8). */
  readonly passes?: number;
  /** Called after each pass with its error. */
  readonly onPass?: (pass: number, error: number, vector: readonly number[]) => void;
}

export interface FitResult {
  readonly vector: number[];
  readonly errorBefore: number;
  readonly errorAfter: number;
  readonly passes: number;
}

/**
 * Coordinate descent over integer parameters: for each in turn, steps up or down while the
 * error falls, then the step is halved; stops when a pass changes nothing (with steps of 1)
 * or after `passes` passes. `error` gives the error of a whole vector (K fixed by the caller).
 */
export function coordinateDescent(
  parameters: readonly Parameter[],
  error: (vector: readonly number[]) => number,
  options: FitOptions = {},
): FitResult {
  const vector = parameters.map((p) => p.initial);
  const steps = parameters.map((p) => Math.max(1, Math.round(p.step)));
  const errorBefore = error(vector);
  let best = errorBefore;
  const maxPasses = options.passes ?? 8;
  let pass = 0;
  while (pass < maxPasses) {
    pass++;
    let changed = false;
    for (let i = 0; i < parameters.length; i++) {
      const p = parameters[i];
      for (;;) {
        let moved = false;
        for (const sign of [1, -1]) {
          for (;;) {
            const next = vector[i] + sign * steps[i];
            if (next < p.min || next > p.max) break;
            const old = vector[i];
            vector[i] = next;
            const e = error(vector);
            if (e < best) {
              best = e;
              moved = true;
              changed = true;
            } else {
              vector[i] = old;
              break;
            }
          }
          if (moved) break;
        }
        if (moved || steps[i] === 1) break;
        steps[i] = Math.max(1, Math.floor(steps[i] / 2));
      }
    }
    options.onPass?.(pass, best, vector);
    if (!changed && steps.every((s) => s === 1)) break;
  }
  return { vector, errorBefore, errorAfter: best, passes: pass };
}
