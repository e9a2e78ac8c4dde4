import type { Move } from '@trigon/engine';

/** What a stored score says about the true value. */
export const EXACT = 1;
/** The true value is at least the score (the search failed high). */
export const LOWER = 2;
/** The true value is at most the score (the search failed low). */
export const UPPER = 3;

const BYTES_PER_ENTRY = 18;
/** Before the entries: the generation, shared by every table on the same buffer (8 bytes, to keep the words aligned). */
const HEADER_BYTES = 8;

/**
 * Throws a RangeError for a table size that is not a number of megabytes of at least 0 (0: the
 * smallest table, 1024 entries): Infinity looped for ever making the table, NaN and negative
 * sizes gave the smallest one without a word.
 */
export function checkTableSize(megabytes: number): void {
  if (!(megabytes >= 0 && megabytes < Infinity)) {
    throw new RangeError(
      `hashMegabytes must be a number of megabytes of at least 0, not ${megabytes}`,
    );
  }
}

/** The slots of a table of about `megabytes`: a power of two. */
function slotsFor(megabytes: number): number {
  checkTableSize(megabytes);
  const wanted = Math.max(1024, Math.floor((megabytes * 1024 * 1024) / BYTES_PER_ENTRY));
  let size = 1024;
  while (size * 2 <= wanted) size *= 2;
  return size;
}

/**
 * What an entry holds besides its key, mixed into one word. The entry's second key word is
 * stored XORed with it: a slot two threads wrote at once (one's key, the other's move or score)
 * then fails the key check, as a wrong key does, instead of giving one position another's result.
 */
function mix(move: number, score: number, depth: number, flag: number): number {
  return Math.imul(move, 0x9e3779b1) ^ Math.imul(score, 0x85ebca6b) ^ (depth << 8) ^ flag;
}

/**
 * The transposition table: results of earlier searches keyed by the position's 53-bit hash,
 * in flat typed arrays so that probing and storing allocate nothing. One entry per slot,
 * indexed by the hash's low bits and verified by all of its bits.
 *
 * Its arrays are views of one buffer, which may be a SharedArrayBuffer: the searches of other
 * threads (search/helpers.ts) then read and write the same entries, without locks. Only the
 * table that made the buffer starts a new generation; the others read it.
 */
export class TranspositionTable {
  private readonly mask: number;
  /** The memory of every array below, to hand to another thread's table. */
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
  /** Element 0: the generation of the entries the current search stores. */
  private readonly header: Int32Array;
  private readonly owner: boolean;
  private readonly keyLo: Int32Array;
  /** The key's high word XOR `mix` of the entry (see there). */
  private readonly keyHi: Int32Array;
  private readonly moves: Int32Array;
  private readonly scores: Int32Array;
  private readonly depths: Int8Array;
  /** Bound in the low 2 bits (0 = empty slot), generation above. */
  private readonly flags: Uint8Array;
  private generation = 0;

  /**
   * What `probe` found, for the accessors below: copied out of the slot as it was checked,
   * since another thread may write the slot again before they are read.
   */
  private foundMove: Move = -1;
  private foundScore = 0;
  private foundDepth = 0;
  private foundBound = 0;

  /**
   * A table of about `megabytes`, in memory of its own, or on `shared`, the buffer of a table
   * made with `TranspositionTable.shared` (whose size it takes). `owns`: this table starts
   * the generations (the one a buffer was made for).
   */
  constructor(megabytes = 16, shared?: SharedArrayBuffer, owns = shared === undefined) {
    const size =
      shared !== undefined
        ? (shared.byteLength - HEADER_BYTES) / BYTES_PER_ENTRY
        : slotsFor(megabytes);
    if (!(size >= 1024 && (size & (size - 1)) === 0)) {
      throw new RangeError('a shared table buffer must come from TranspositionTable.shared');
    }
    this.mask = size - 1;
    this.buffer = shared ?? new ArrayBuffer(HEADER_BYTES + size * BYTES_PER_ENTRY);
    this.owner = owns;
    const buffer = this.buffer;
    this.header = new Int32Array(buffer, 0, 1);
    this.keyLo = new Int32Array(buffer, HEADER_BYTES, size);
    this.keyHi = new Int32Array(buffer, HEADER_BYTES + 4 * size, size);
    this.moves = new Int32Array(buffer, HEADER_BYTES + 8 * size, size);
    this.scores = new Int32Array(buffer, HEADER_BYTES + 12 * size, size);
    this.depths = new Int8Array(buffer, HEADER_BYTES + 16 * size, size);
    this.flags = new Uint8Array(buffer, HEADER_BYTES + 17 * size, size);
  }

  /**
   * A table of about `megabytes` in a SharedArrayBuffer, which it owns: `new
   * TranspositionTable(0, table.buffer)` on another thread shares its entries.
   */
  static shared(megabytes = 16): TranspositionTable {
    const buffer = new SharedArrayBuffer(HEADER_BYTES + slotsFor(megabytes) * BYTES_PER_ENTRY);
    return new TranspositionTable(0, buffer, true);
  }

  get size(): number {
    return this.mask + 1;
  }

  clear(): void {
    this.flags.fill(0);
    if (this.owner) this.header[0] = 0;
    this.generation = 0;
  }

  /** Called once per search, so that entries of earlier searches give way first. */
  newSearch(): void {
    if (this.owner) this.header[0] = (this.header[0] + 1) & 63;
    this.generation = this.header[0];
  }

  /** Looks up a position; true when found, after which `move`, `score`, `depth`, `bound` read it. */
  probe(lo: number, hi: number): boolean {
    const slot = lo & this.mask;
    const flag = this.flags[slot];
    if ((flag & 3) === 0 || this.keyLo[slot] !== lo) return false;
    // Each word read once: the values checked against the key are the values used.
    const move = this.moves[slot];
    const score = this.scores[slot];
    const depth = this.depths[slot];
    if ((this.keyHi[slot] ^ mix(move, score, depth, flag)) !== hi) return false;
    this.foundMove = move;
    this.foundScore = score;
    this.foundDepth = depth;
    this.foundBound = flag & 3;
    return true;
  }

  get move(): Move {
    return this.foundMove;
  }
  get score(): number {
    return this.foundScore;
  }
  get depth(): number {
    return this.foundDepth;
  }
  get bound(): number {
    return this.foundBound;
  }

  store(lo: number, hi: number, depth: number, bound: number, score: number, move: Move): void {
    const slot = lo & this.mask;
    const flag = this.flags[slot];
    if ((flag & 3) !== 0) {
      const same =
        this.keyLo[slot] === lo &&
        (this.keyHi[slot] ^ mix(this.moves[slot], this.scores[slot], this.depths[slot], flag)) ===
          hi;
      const current = flag >> 2 === this.generation;
      // Keep a deeper result of this search for another position; a shallower one of this
      // search for the same position only gives way to an exact one or to a deeper one.
      if (!same && current && this.depths[slot] > depth) return;
      if (same && current && this.depths[slot] > depth && bound !== EXACT) return;
      // Keep the known best move when the new result has none (a fail-low node).
      if (same && move < 0) move = this.moves[slot];
    }
    const kept = depth > 127 ? 127 : depth < -128 ? -128 : depth;
    const newFlag = bound | (this.generation << 2);
    this.keyLo[slot] = lo;
    this.keyHi[slot] = hi ^ mix(move, score, kept, newFlag);
    this.moves[slot] = move;
    this.scores[slot] = score;
    this.depths[slot] = kept;
    this.flags[slot] = newFlag;
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
