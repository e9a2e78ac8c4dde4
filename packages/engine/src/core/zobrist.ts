/**
 * Zobrist keys as two 32-bit halves, so that hashing is integer XOR; the public hash joins
 * 21 bits of the high half with the low half into one safe integer below 2^53.
 */
export class ZobristKeys {
  readonly lo: Int32Array;
  readonly hi: Int32Array;

  constructor(count: number, seed: number) {
    this.lo = new Int32Array(count);
    this.hi = new Int32Array(count);
    let state = seed | 0;
    // splitmix32: a fixed seed gives every build the same keys.
    const next = (): number => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return z ^ (z >>> 16);
    };
    for (let i = 0; i < count; i++) {
      this.lo[i] = next();
      this.hi[i] = next();
    }
  }
}

export function joinHash(lo: number, hi: number): number {
  return (hi & 0x1fffff) * 0x100000000 + (lo >>> 0);
}
