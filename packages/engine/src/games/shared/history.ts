/**
 * The undo stack and position keys of a chess-like game, in growable typed arrays so that
 * playing and taking back moves allocates nothing (except when the stack doubles).
 *
 * Index i of the per-move arrays describes the position before move i + 1 (what undo needs);
 * index i of the key arrays describes the position after i moves, index 0 being the position
 * the game was created or parsed in.
 */
export class ChessHistory {
  /** Moves played since the root. */
  length = 0;
  move: Int32Array;
  captured: Int8Array;
  castling: Uint8Array;
  enPassant: Int16Array;
  halfmove: Int32Array;
  hashLo: Int32Array;
  hashHi: Int32Array;
  /** How many times the position at index i has occurred so far (1 for a first time), capped at 255. */
  repeats: Uint8Array;

  constructor(capacity = 64) {
    this.move = new Int32Array(capacity);
    this.captured = new Int8Array(capacity);
    this.castling = new Uint8Array(capacity);
    this.enPassant = new Int16Array(capacity);
    this.halfmove = new Int32Array(capacity);
    this.hashLo = new Int32Array(capacity + 1);
    this.hashHi = new Int32Array(capacity + 1);
    this.repeats = new Uint8Array(capacity + 1);
  }

  /** Makes room for one more move. */
  reserve(): void {
    if (this.length < this.move.length) return;
    const size = this.move.length * 2;
    this.move = grow(this.move, new Int32Array(size));
    this.captured = grow(this.captured, new Int8Array(size));
    this.castling = grow(this.castling, new Uint8Array(size));
    this.enPassant = grow(this.enPassant, new Int16Array(size));
    this.halfmove = grow(this.halfmove, new Int32Array(size));
    this.hashLo = grow(this.hashLo, new Int32Array(size + 1));
    this.hashHi = grow(this.hashHi, new Int32Array(size + 1));
    this.repeats = grow(this.repeats, new Uint8Array(size + 1));
  }

  /**
   * Records the key of the position after `length` moves and counts its occurrences. Only
   * positions since the last capture, pawn move (the halfmove clock) and root can repeat it,
   * and only those with the same side to move, so the scan steps back two plies at a time and
   * stops at the nearest earlier occurrence, whose count already includes the ones before it.
   */
  recordPosition(lo: number, hi: number, halfmove: number): void {
    const ply = this.length;
    this.hashLo[ply] = lo;
    this.hashHi[ply] = hi;
    let count = 1;
    const oldest = Math.max(0, ply - halfmove);
    for (let i = ply - 2; i >= oldest; i -= 2) {
      if (this.hashLo[i] === lo && this.hashHi[i] === hi) {
        count = Math.min(255, this.repeats[i] + 1);
        break;
      }
    }
    this.repeats[ply] = count;
  }

  copyFrom(other: ChessHistory): void {
    this.length = other.length;
    this.move = other.move.slice();
    this.captured = other.captured.slice();
    this.castling = other.castling.slice();
    this.enPassant = other.enPassant.slice();
    this.halfmove = other.halfmove.slice();
    this.hashLo = other.hashLo.slice();
    this.hashHi = other.hashHi.slice();
    this.repeats = other.repeats.slice();
  }
}

function grow<T extends Int32Array | Int16Array | Int8Array | Uint8Array>(old: T, bigger: T): T {
  bigger.set(old);
  return bigger;
}
