import type { Move } from '@trigon/engine';

/** What a stored score says about the true value. */
export const EXACT = 1;
/** The true value is at least the score (the search failed high). */
export const LOWER = 2;
/** The true value is at most the score (the search failed low). */
export const UPPER = 3;

const BYTES_PER_ENTRY = 18;

/**
 * The transposition table: results of earlier searches keyed by the position's 53-bit hash,
 * in flat typed arrays so that probing and storing allocate nothing. One entry per slot,
 * indexed by the hash's low bits and verified by all of its bits.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly moves: Int32Array;
  private readonly scores: Int32Array;
  private readonly depths: Int8Array;
  /** Bound in the low 2 bits (0 = empty slot), generation above. */
  private readonly flags: Uint8Array;
  private generation = 0;

  /** The slot `probe` found, for the accessors below. */
  private found = -1;

  constructor(megabytes = 16) {
    const wanted = Math.max(1024, Math.floor((megabytes * 1024 * 1024) / BYTES_PER_ENTRY));
    let size = 1024;
    while (size * 2 <= wanted) size *= 2;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.scores = new Int32Array(size);
    this.depths = new Int8Array(size);
    this.flags = new Uint8Array(size);
  }

  get size(): number {
    return this.mask + 1;
  }

  clear(): void {
    this.flags.fill(0);
    this.generation = 0;
  }

  /** Called once per search, so that entries of earlier searches give way first. */
  newSearch(): void {
    this.generation = (this.generation + 1) & 63;
  }

  /** Looks up a position; true when found, after which `move`, `score`, `depth`, `bound` read it. */
  probe(lo: number, hi: number): boolean {
    const slot = lo & this.mask;
    if ((this.flags[slot] & 3) !== 0 && this.keyLo[slot] === lo && this.keyHi[slot] === hi) {
      this.found = slot;
      return true;
    }
    this.found = -1;
    return false;
  }

  get move(): Move {
    return this.moves[this.found];
  }
  get score(): number {
    return this.scores[this.found];
  }
  get depth(): number {
    return this.depths[this.found];
  }
  get bound(): number {
    return this.flags[this.found] & 3;
  }

  store(lo: number, hi: number, depth: number, bound: number, score: number, move: Move): void {
    const slot = lo & this.mask;
    const flag = this.flags[slot];
    if ((flag & 3) !== 0) {
      const same = this.keyLo[slot] === lo && this.keyHi[slot] === hi;
      const current = flag >> 2 === this.generation;
      // Keep a deeper result of this search for another position; a shallower one of this
      // search for the same position only gives way to an exact one or to a deeper one.
      if (!same && current && this.depths[slot] > depth) return;
      if (same && current && this.depths[slot] > depth && bound !== EXACT) return;
      // Keep the known best move when the new result has none (a fail-low node).
      if (same && move < 0) move = this.moves[slot];
    }
    this.keyLo[slot] = lo;
    this.keyHi[slot] = hi;
    this.moves[slot] = move;
    this.scores[slot] = score;
    this.depths[slot] = depth > 127 ? 127 : depth < -128 ? -128 : depth;
    this.flags[slot] = bound | (this.generation << 2);
  }

  /** Approximate memory use in bytes. */
  get bytes(): number {
    return this.size * BYTES_PER_ENTRY;
  }
}

/** Splits a position hash (a non-negative integer below 2^53) into the table's two key words. */
export function hashLo(hash: number): number {
  return hash | 0;
}

export function hashHi(hash: number): number {
  return (hash / 4294967296) | 0;
}
