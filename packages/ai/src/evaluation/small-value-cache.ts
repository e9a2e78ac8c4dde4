/** The hash's high word holds 21 bits of the 53-bit key (core/zobrist.ts). */
const HIGH_KEY = 0x1fffff;
/** Bits of a slot's second word that hold the value (biased by VALUE_BIAS). */
const VALUE_BITS = 9;
const VALUE_MASK = (1 << VALUE_BITS) - 1;
const VALUE_BIAS = 1 << (VALUE_BITS - 1);
/** Set in a filled slot's second word, so that an empty slot (all 0) matches no key. */
const FILLED = 1 << 30;

/** What `get` answers for a position it does not hold. */
export const NOT_HELD = 0x40000000;

/**
 * `EvaluationCache` (cache.ts) for values of −256 … 255, such as the activities of Trigonal and
 * of the Dekle games (capped at ±150), in two words a slot instead of four: the key's low word,
 * then its 21 high bits above the value. A key is checked by as many bits as there, so what
 * comes back is what was kept. Two slots to a bucket of one cache line, the newer first, so that
 * a new value pushes out the older of the two rather than the only one.
 *
 * Small, so that it stays in the processor's caches: 2^16 slots (512 KiB, within this machine's
 * 2 MiB second-level cache) searched faster than 2^19 (4 MiB) over a game's consecutive searches
 * (gamenps, eight moves from the bench's middle game: Triangular Chess 1.05x, Trigonal 1.02x)
 * and over single searches from empty caches (1.03x, 1.04x); 2^17 was no better (2026-12-06).
 * More slots pay only when one position is searched again and again with the cache kept full,
 * as the bench did until `Search.clear()` emptied it.
 */
export class SmallValueCache {
  private readonly mask: number;
  /** Allocated on the first use: every game's evaluation is made when the package loads. */
  private slots = new Int32Array(0);
  private rules: object | undefined;

  constructor(slotBits = 16) {
    this.mask = (1 << slotBits) - 1;
  }

  /** Empties the cache unless it already serves `rules`. Call it before `get` and `set`. */
  forRules(rules: object): void {
    if (rules === this.rules) return;
    this.rules = rules;
    if (this.slots.length === 0) this.slots = new Int32Array((this.mask + 1) * 2);
    else this.slots.fill(0);
  }

  /** Forgets every value kept. */
  clear(): void {
    this.slots.fill(0);
  }

  /** The value kept for the position of hash (lo, hi), or NOT_HELD. */
  get(lo: number, hi: number): number {
    const slots = this.slots;
    // Two slots a bucket, four words, in one cache line: the newer first.
    const at = (lo & this.mask & ~1) << 1;
    const key = ((hi & HIGH_KEY) << VALUE_BITS) | FILLED;
    let held = slots[at + 1];
    if (slots[at] === lo && (held & ~VALUE_MASK) === key) return (held & VALUE_MASK) - VALUE_BIAS;
    held = slots[at + 3];
    if (slots[at + 2] === lo && (held & ~VALUE_MASK) === key)
      return (held & VALUE_MASK) - VALUE_BIAS;
    return NOT_HELD;
  }

  /** Keeps `value` (an integer of −256 … 255) for the position of hash (lo, hi). */
  set(lo: number, hi: number, value: number): void {
    const slots = this.slots;
    const at = (lo & this.mask & ~1) << 1;
    slots[at + 2] = slots[at];
    slots[at + 3] = slots[at + 1];
    slots[at] = lo;
    slots[at + 1] = ((hi & HIGH_KEY) << VALUE_BITS) | FILLED | (value + VALUE_BIAS);
  }
}
