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
 * `EvaluationCache` (cache.ts) for values of −256 … 255, such as Trigonal's activity (capped at
 * ±150), in two words a slot instead of four: the key's low word, then its 21 high bits above
 * the value. A key is checked by as many bits as there, so what comes back is what was kept;
 * the same memory holds twice the slots, two to a bucket of one cache line, the newer first,
 * so that a new value pushes out the older of the two rather than the only one. The search
 * meets the positions of earlier iterations and searches again, so more of them are still
 * held: from the bench's middle game, 2^19 slots walk the pieces at 0.008 nodes in each later
 * search of 300 000 nodes, where one slot a bucket walked them at 0.034 and 2^18 four-word
 * slots at 0.062; in the first search at 0.154, 0.160 and 0.166.
 */
export class SmallValueCache {
  private readonly mask: number;
  /** Allocated on the first use: every game's evaluation is made when the package loads. */
  private slots = new Int32Array(0);
  private rules: object | undefined;

  constructor(slotBits = 19) {
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
