/** Slots of a cache: 2^18 of four words (4 MiB). */
const SLOT_BITS = 18;
const SLOT_MASK = (1 << SLOT_BITS) - 1;
/** The hash's high word holds 21 bits of the 53-bit key (core/zobrist.ts). */
const HIGH_KEY = 0x1fffff;
/** Set in a filled slot's second word, so that an empty slot (all 0) matches no key. */
const FILLED = 0x400000;

/** What `get` answers for a position it does not hold; no value kept may be this. */
export const NOT_CACHED = 0x40000000;

/**
 * An evaluation's costly part (the walk of every piece's moves, or the whole value), kept by
 * position hash: the search meets the same position again and again (re-searches,
 * iterations, the static checks beside quiescence), and in a search of 300 000 nodes a third
 * or more of the evaluations were of a position evaluated before. A value must depend only on
 * the position its hash names and on the rules (`forRules` empties the cache when they
 * change); a value that depends on more, such as the seat it is for, goes in with a key
 * made of both (`seatKey`).
 *
 * Four words a slot, so that a probe touches one cache line: the key's low word, its 21 high
 * bits with FILLED, the value. A newer value replaces an older one in its slot. Allocates
 * nothing after its first use.
 */
export class EvaluationCache {
  /** Allocated on the first use: every game's evaluation is made when the package loads. */
  private slots = new Int32Array(0);
  private rules: object | undefined;

  /**
   * Empties the cache unless it already serves `rules` (a game's positions share one rules
   * object). Call it before `get` and `set`.
   */
  forRules(rules: object): void {
    if (rules === this.rules) return;
    this.rules = rules;
    if (this.slots.length === 0) this.slots = new Int32Array((SLOT_MASK + 1) * 4);
    else this.slots.fill(0);
  }

  /** Forgets every value kept. */
  clear(): void {
    this.slots.fill(0);
  }

  /** The value kept for the position of hash (lo, hi), or NOT_CACHED. */
  get(lo: number, hi: number): number {
    const slots = this.slots;
    const at = (lo & SLOT_MASK) << 2;
    if (slots[at] !== lo || slots[at + 1] !== ((hi & HIGH_KEY) | FILLED)) return NOT_CACHED;
    return slots[at + 2];
  }

  /** Keeps `value` (an integer, not NOT_CACHED) for the position of hash (lo, hi). */
  set(lo: number, hi: number, value: number): void {
    const slots = this.slots;
    const at = (lo & SLOT_MASK) << 2;
    slots[at] = lo;
    slots[at + 1] = (hi & HIGH_KEY) | FILLED;
    slots[at + 2] = value;
  }
}

/** The low word of a position hash (`Position.hash()`, 53 bits). */
export function hashLow(hash: number): number {
  return hash | 0;
}

/** The high word of a position hash. */
export function hashHigh(hash: number): number {
  return (hash / 4294967296) | 0;
}

/**
 * The low word of a key for a position's value for one seat: the seats' keys differ in their
 * low words (so that they fill different slots) and in their high words (so that no seat's
 * key is another's).
 */
export function seatKeyLow(lo: number, seat: number): number {
  return lo ^ Math.imul(seat, 0x9e3779b1);
}

/** The high word of a key for a position's value for one seat (see seatKeyLow). */
export function seatKeyHigh(hi: number, seat: number): number {
  return hi ^ (seat << 18);
}
