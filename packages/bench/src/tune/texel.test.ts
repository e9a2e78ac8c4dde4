import { describe, expect, it } from 'vitest';
import { seededRandom } from '@trigon/ai';
import { coordinateDescent, fitK, meanSquaredError, sigmoid } from './texel.js';

/**
 * A synthetic data set: positions with three features, evaluated as the dot product with
 * the weights; each label is the expected result sigmoid(K · eval) under known weights.
 */
function synthetic(weights: readonly number[], k: number, count: number) {
  const random = seededRandom(7);
  const features = Array.from({ length: count }, () =>
    weights.map(() => Math.floor(random() * 9) - 4),
  );
  const score = (w: readonly number[], f: readonly number[]) =>
    f.reduce((sum, x, i) => sum + x * w[i], 0);
  const labels = features.map((f) => sigmoid(k, score(weights, f)));
  return { features, labels, score };
}

describe("Texel's method", () => {
  it('fits K to labels made with a known K', () => {
    const { features, labels, score } = synthetic([100, 300, 50], 0.004, 2000);
    const scores = features.map((f) => score([100, 300, 50], f));
    expect(fitK(scores, labels)).toBeCloseTo(0.004, 5);
  });

  it('recovers known weights from a start away from them', () => {
    const truth = [100, 300, 50];
    const k = 0.004;
    const { features, labels, score } = synthetic(truth, k, 2000);
    const error = (w: readonly number[]) =>
      meanSquaredError(
        k,
        features.map((f) => score(w, f)),
        labels,
      );
    const result = coordinateDescent(
      [
        { name: 'a', initial: 60, step: 16, min: 0, max: 1000 },
        { name: 'b', initial: 200, step: 16, min: 0, max: 1000 },
        { name: 'c', initial: 90, step: 16, min: 0, max: 1000 },
      ],
      error,
      { passes: 50 },
    );
    expect(result.errorAfter).toBeLessThan(result.errorBefore);
    result.vector.forEach((w, i) => expect(Math.abs(w - truth[i])).toBeLessThanOrEqual(2));
  });

  it('keeps the parameters within their bounds', () => {
    const result = coordinateDescent(
      [{ name: 'x', initial: 5, step: 4, min: 0, max: 10 }],
      (w) => -w[0],
    );
    expect(result.vector).toEqual([10]);
  });
});
