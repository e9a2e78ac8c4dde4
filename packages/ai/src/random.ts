/**
 * A seedable generator of numbers in [0, 1) (mulberry32), so that games with random choices
 * can be replayed from their seed: a whole number, of which the low 32 bits count. Runs in any
 * JavaScript environment. Throws a RangeError for another seed: NaN, Infinity and 0.5 played as
 * seed 0 and 1.5 as seed 1, so that seeds that look different replayed the same games.
 */
export function seededRandom(seed: number): () => number {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be a whole number, not ${seed}`);
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
