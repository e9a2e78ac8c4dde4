import { optionWords } from '../../core/options.js';
import { err, ok, type Result } from '../../core/result.js';
import type {
  GameDefinition,
  GameOptions,
  Move,
  MoveInfo,
  Outcome,
  PieceView,
  Position,
} from '../../core/types.js';
import { ZobristKeys, joinHash } from '../../core/zobrist.js';
import { LINES, NEIGHBOURS, SQUARES, board } from './board.js';
import { ENTER, PASS, PLACE, STACK, STEP_MOVES, moveFrom, moveKind, moveTo } from './moves.js';
import { NEIGHBOUR_COUNT, lowestBit } from './squares.js';
import {
  OPTIONS,
  TRACK_CLOSED,
  TRACK_FREE_OWN,
  TRACK_PILE,
  TRACK_SLIDE,
  TRIANGULATE_ANYWHERE,
  rulesOf,
  type Rules,
} from './options.js';

/** Seats: X moves first (§2, §7.2) and is seat 0. */
export const X = 0;
export const O = 1;
export const SEAT_LETTERS = ['X', 'O'];

/** Each player's equipment (§0): 8 small tokens, 32 large tokens. */
export const SMALL_TOKENS = 8;
export const LARGE_TOKENS = 32;

/** The letters of PieceView.kind: a small token (the ones that move) and a large token (track). */
export const SMALL = 'S';
export const LARGE = 'L';

/** Values of `TriangulatePosition.result`. */
export const ONGOING = 0;
export const X_WON = 1;
export const O_WON = 2;
export const DRAWN_BY_PASSES = 3;
export const DRAWN_BY_REPETITION = 4;

const OUTCOMES: readonly (Outcome | undefined)[] = [
  undefined,
  Object.freeze({ winners: Object.freeze([X]), reason: 'triangulated' }),
  Object.freeze({ winners: Object.freeze([O]), reason: 'triangulated' }),
  Object.freeze({ winners: Object.freeze([]), reason: 'both players passed' }),
  Object.freeze({ winners: Object.freeze([]), reason: 'threefold repetition' }),
];

/** The most legal moves a position can have: 8 top tokens, 8 squares each (27 with slides). */
const MAX_STEPS = SMALL_TOKENS * 8;
const MAX_SLIDES = SMALL_TOKENS * 27;

// Zobrist key layout. Small token at (square, level, owner); large token likewise (a pile holds
// at most all 64 large tokens); each supply value; O to move; one or two passes in a row.
const SMALL_KEY = 0;
const LARGE_KEY = SMALL_KEY + SQUARES * 16 * 2;
const SUPPLY_KEY = LARGE_KEY + SQUARES * 64 * 2;
const TURN_KEY = SUPPLY_KEY + 2 * (LARGE_TOKENS + 1);
const PASS_KEY = TURN_KEY + 1; // PASS_KEY - 1 + passes, for passes 1 and 2
/** Words of setsBefore a ply: the six words of the square sets, the two neighbour sums. */
const SETS_KEPT = 8;
const KEYS = new ZobristKeys(PASS_KEY + 2, 0x7419a7e);
const KEY_LO = KEYS.lo;
const KEY_HI = KEYS.hi;

/**
 * A Triangulate position (rules §1): per square a stack of small tokens and a pile of large
 * tokens, both bottom to top; per player a supply of large tokens; the side to move; how many
 * passes came in a row. Large tokens always lie under the small tokens of their square, since
 * one is only ever placed on a square that has no small token.
 *
 * The state is public for search code; treat it as read-only and change it only by play/undo.
 */
export class TriangulatePosition implements Position {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  readonly rules: Rules;
  readonly maxMoves: number;

  /** Small tokens per square (0..16). */
  readonly smallHeight = new Uint8Array(SQUARES);
  /** Owners of a square's small tokens: bit i is the owner (0 X, 1 O) of the i-th from the bottom. */
  readonly smallOwners = new Uint16Array(SQUARES);
  /** Large tokens per square (0..64). */
  readonly largeHeight = new Uint8Array(SQUARES);
  /** Owners of a square's large tokens, bit i = i-th from the bottom: levels 0–31 here… */
  readonly largeLow = new Int32Array(SQUARES);
  /** …and levels 32–63 here. */
  readonly largeHigh = new Int32Array(SQUARES);
  /** Owner of the top large token of each square, -1 for none (derived from the two above). */
  readonly largeTop = new Int8Array(SQUARES).fill(-1);
  /** Large tokens not yet placed, per seat. */
  readonly supply = new Uint8Array(2);

  /**
   * Sets of squares (squares.ts: squares 0–31 in the low word, 32–63 in the high one), kept
   * by play and undo from the stacks above: squares holding small tokens, those whose top
   * token is O's (X's are the other occupied ones), and those holding two small tokens of
   * one player or more (pairs: every stack of three or more, and XX or OO).
   */
  occupiedLow = 0;
  occupiedHigh = 0;
  oTopLow = 0;
  oTopHigh = 0;
  pairLow = 0;
  pairHigh = 0;
  /**
   * Per seat, the king neighbours of the squares it tops, summed: its moves while it has
   * large tokens to place, under the default track reading (the evaluation's mobility).
   */
  readonly topNeighbours = new Int32Array(2);

  /** The seat to move: 0 X, 1 O. */
  turn = X;
  /** Passes in a row that led here: 0, 1, or 2 (then the game is drawn, §5). */
  passes = 0;
  /** ONGOING, X_WON, O_WON, DRAWN_BY_PASSES or DRAWN_BY_REPETITION. */
  result = ONGOING;
  /** The square where the winner triangulated, or -1. */
  triangleCell = -1;

  /** Zobrist key of the position without the pass count: the repetition key (§5, §9). */
  keyLow = 0;
  keyHigh = 0;

  // History, index = ply: the move played and the passes before it; repetition keys of the
  // positions 0..ply and, per position, where the current run of reversible moves began.
  private ply = 0;
  private moves: Int32Array;
  private passesBefore: Uint8Array;
  private keysLow: Int32Array;
  private keysHigh: Int32Array;
  private runStart: Int32Array;
  // Per ply, the square sets and neighbour sums before the move, which undo puts back
  // instead of working them out again: SETS_KEPT words a ply.
  private setsBefore: Int32Array;
  private readonly scratch: Int32Array;

  /** An empty board, X to move, empty supplies; fill it, then call `settle()`. */
  constructor(game: GameDefinition, options: GameOptions) {
    this.game = game;
    this.options = options;
    this.rules = rulesOf(options);
    this.maxMoves = this.rules.track === TRACK_SLIDE ? MAX_SLIDES : MAX_STEPS;
    this.moves = new Int32Array(64);
    this.passesBefore = new Uint8Array(64);
    this.keysLow = new Int32Array(65);
    this.keysHigh = new Int32Array(65);
    this.runStart = new Int32Array(65);
    this.setsBefore = new Int32Array(64 * SETS_KEPT);
    this.scratch = new Int32Array(this.maxMoves);
  }

  /** The start position of the `layout` option, X to move, 32 large tokens each (§2). */
  static start(
    game: GameDefinition,
    options: GameOptions,
    layout: { x: readonly string[]; o: readonly string[] },
  ): TriangulatePosition {
    const p = new TriangulatePosition(game, options);
    for (const name of layout.x) p.putSmall(board.cell(name), X);
    for (const name of layout.o) p.putSmall(board.cell(name), O);
    p.supply[X] = LARGE_TOKENS;
    p.supply[O] = LARGE_TOKENS;
    p.settle();
    return p;
  }

  /** Set-up helper (not for play): a small token on top of a square's stack. */
  putSmall(cell: number, owner: number): void {
    const h = this.smallHeight[cell];
    this.smallOwners[cell] |= owner << h;
    this.smallHeight[cell] = h + 1;
  }

  /** Set-up helper (not for play): a large token on top of a square's pile. */
  putLarge(cell: number, owner: number): void {
    const h = this.largeHeight[cell];
    if (h < 32) this.largeLow[cell] |= owner << h;
    else this.largeHigh[cell] |= owner << (h - 32);
    this.largeHeight[cell] = h + 1;
    this.largeTop[cell] = owner;
  }

  /** Brings a square's bits in the square sets, and topNeighbours, in line with its stack. */
  private mark(cell: number): void {
    const h = this.smallHeight[cell];
    const owners = this.smallOwners[cell];
    const bit = 1 << (cell & 31);
    const top = h === 0 ? -1 : (owners >> (h - 1)) & 1;
    const occupied = h !== 0 ? bit : 0;
    const oTop = top === O ? bit : 0;
    const pair = h >= 3 || (h === 2 && (owners === 0 || owners === 3)) ? bit : 0;
    let wasOccupied: number;
    let wasOTop: number;
    if (cell < 32) {
      wasOccupied = this.occupiedLow & bit;
      wasOTop = this.oTopLow & bit;
      this.occupiedLow = (this.occupiedLow & ~bit) | occupied;
      this.oTopLow = (this.oTopLow & ~bit) | oTop;
      this.pairLow = (this.pairLow & ~bit) | pair;
    } else {
      wasOccupied = this.occupiedHigh & bit;
      wasOTop = this.oTopHigh & bit;
      this.occupiedHigh = (this.occupiedHigh & ~bit) | occupied;
      this.oTopHigh = (this.oTopHigh & ~bit) | oTop;
      this.pairHigh = (this.pairHigh & ~bit) | pair;
    }
    const was = wasOccupied === 0 ? -1 : wasOTop !== 0 ? O : X;
    if (was !== top) {
      const count = NEIGHBOUR_COUNT[cell];
      if (was >= 0) this.topNeighbours[was] -= count;
      if (top >= 0) this.topNeighbours[top] += count;
    }
  }

  /**
   * `mark` for the square a token of `seat` just left: its top was that token, so only what
   * lies below it now is read.
   */
  private left(cell: number, seat: number): void {
    const h = this.smallHeight[cell];
    const owners = this.smallOwners[cell];
    const bit = 1 << (cell & 31);
    const top = h === 0 ? -1 : (owners >> (h - 1)) & 1;
    if (top !== seat) {
      const count = NEIGHBOUR_COUNT[cell];
      this.topNeighbours[seat] -= count;
      if (top >= 0) this.topNeighbours[top] += count;
    }
    const occupied = h !== 0 ? bit : 0;
    const oTop = top === O ? bit : 0;
    const pair = h >= 3 || (h === 2 && (owners === 0 || owners === 3)) ? bit : 0;
    if (cell < 32) {
      this.occupiedLow = (this.occupiedLow & ~bit) | occupied;
      this.oTopLow = (this.oTopLow & ~bit) | oTop;
      this.pairLow = (this.pairLow & ~bit) | pair;
    } else {
      this.occupiedHigh = (this.occupiedHigh & ~bit) | occupied;
      this.oTopHigh = (this.oTopHigh & ~bit) | oTop;
      this.pairHigh = (this.pairHigh & ~bit) | pair;
    }
  }

  /** `mark` for the square a token of `seat` just reached: that token is its top now. */
  private reached(cell: number, seat: number): void {
    const h = this.smallHeight[cell];
    const owners = this.smallOwners[cell];
    const bit = 1 << (cell & 31);
    const was = h === 1 ? -1 : (owners >> (h - 2)) & 1;
    if (was !== seat) {
      const count = NEIGHBOUR_COUNT[cell];
      this.topNeighbours[seat] += count;
      if (was >= 0) this.topNeighbours[was] -= count;
    }
    const oTop = seat === O ? bit : 0;
    const pair = h >= 3 || (h === 2 && (owners === 0 || owners === 3)) ? bit : 0;
    if (cell < 32) {
      this.occupiedLow |= bit;
      this.oTopLow = (this.oTopLow & ~bit) | oTop;
      this.pairLow = (this.pairLow & ~bit) | pair;
    } else {
      this.occupiedHigh |= bit;
      this.oTopHigh = (this.oTopHigh & ~bit) | oTop;
      this.pairHigh = (this.pairHigh & ~bit) | pair;
    }
  }

  /**
   * After set-up: computes the hash, starts the history here (the first occurrence for
   * repetition, §9) and judges a triangle already on the board or two passes.
   */
  settle(): void {
    let lo = 0;
    let hi = 0;
    this.occupiedLow = this.occupiedHigh = this.oTopLow = this.oTopHigh = 0;
    this.pairLow = this.pairHigh = 0;
    this.topNeighbours.fill(0);
    for (let c = 0; c < SQUARES; c++) {
      this.mark(c);
      for (let i = 0; i < this.smallHeight[c]; i++) {
        const k = SMALL_KEY + ((c * 16 + i) << 1) + this.smallOwner(c, i);
        lo ^= KEY_LO[k];
        hi ^= KEY_HI[k];
      }
      for (let i = 0; i < this.largeHeight[c]; i++) {
        const k = LARGE_KEY + ((c * 64 + i) << 1) + this.largeOwner(c, i);
        lo ^= KEY_LO[k];
        hi ^= KEY_HI[k];
      }
    }
    for (let s = 0; s < 2; s++) {
      lo ^= KEY_LO[SUPPLY_KEY + s * (LARGE_TOKENS + 1) + this.supply[s]];
      hi ^= KEY_HI[SUPPLY_KEY + s * (LARGE_TOKENS + 1) + this.supply[s]];
    }
    if (this.turn === O) {
      lo ^= KEY_LO[TURN_KEY];
      hi ^= KEY_HI[TURN_KEY];
    }
    this.keyLow = lo;
    this.keyHigh = hi;
    this.ply = 0;
    this.keysLow[0] = lo;
    this.keysHigh[0] = hi;
    this.runStart[0] = 0;
    this.result = ONGOING;
    this.triangleCell = -1;
    const last = this.turn ^ 1;
    for (let c = 0; c < SQUARES; c++) {
      if (this.smallHeight[c] > 0 && this.topOwner(c) === last && this.triangulates(c, last)) {
        this.result = last === X ? X_WON : O_WON;
        this.triangleCell = c;
        return;
      }
    }
    if (this.passes >= 2) this.result = DRAWN_BY_PASSES;
  }

  // ---- Reading the board (for interfaces and search) ----

  /** Small tokens on a square. */
  smallCount(cell: number): number {
    return this.smallHeight[cell];
  }

  /** Owner of the small token at `level` (0 = bottom) of a square's stack. */
  smallOwner(cell: number, level: number): number {
    return (this.smallOwners[cell] >> level) & 1;
  }

  /** Owner of a square's top small token (the only one that may move, §3), or -1. */
  topOwner(cell: number): number {
    const h = this.smallHeight[cell];
    return h === 0 ? -1 : (this.smallOwners[cell] >> (h - 1)) & 1;
  }

  /** Large tokens on a square (its track pile). */
  largeCount(cell: number): number {
    return this.largeHeight[cell];
  }

  /** Owner of the large token at `level` (0 = bottom) of a square's pile. */
  largeOwner(cell: number, level: number): number {
    return level < 32
      ? (this.largeLow[cell] >>> level) & 1
      : (this.largeHigh[cell] >>> (level - 32)) & 1;
  }

  /** Owner of a square's top large token (the colour a player sees, §7.12), or -1. */
  topLargeOwner(cell: number): number {
    return this.largeTop[cell];
  }

  /** Large tokens a seat has not placed yet. */
  supplyOf(seat: number): number {
    return this.supply[seat];
  }

  /** How many of a seat's small tokens a square's stack holds. */
  ownCount(cell: number, seat: number): number {
    return popcount16(this.ownBits(cell, seat));
  }

  contents(cell: number): readonly PieceView[] {
    const out: PieceView[] = [];
    for (let i = 0; i < this.largeHeight[cell]; i++) {
      out.push({ owner: this.largeOwner(cell, i), kind: LARGE });
    }
    for (let i = 0; i < this.smallHeight[cell]; i++) {
      out.push({ owner: this.smallOwner(cell, i), kind: SMALL });
    }
    return out;
  }

  // ---- Moves ----

  legalMoves(): Move[] {
    const n = this.generateLegal(this.scratch, 0);
    return Array.from(this.scratch.subarray(0, n));
  }

  generateLegal(out: Int32Array, start: number): number {
    if (this.result !== ONGOING) return 0;
    const n = this.generate(this.turn, out, start);
    if (n > 0) return n;
    out[start] = PASS;
    return 1;
  }

  /**
   * Whether generateLegal would give a move: always while the game goes on, since a player
   * with no step passes (§5). The search asks it before a static cut-off, so that a cut
   * node generates nothing.
   */
  hasLegalMove(): boolean {
    return this.result === ONGOING;
  }

  /** Whether `seat` would have a move other than a pass if it were to move here. */
  hasMoves(seat: number): boolean {
    return this.generate(seat, this.scratch, 0) > 0;
  }

  /** The moves of `seat` on this board (§3, §6), no pass; writes from `start`, returns the count. */
  private generate(seat: number, out: Int32Array, start: number): number {
    const height = this.smallHeight;
    const largeHeight = this.largeHeight;
    const largeTop = this.largeTop;
    const track = this.rules.track;
    const canPlace = this.supply[seat] > 0;
    const nStart = NEIGHBOURS.start;
    const nCells = NEIGHBOURS.cells;
    let n = start;
    // The squares topped by `seat`, low word then high word, each from its lowest bit up:
    // the order of a scan from a1 to h8.
    let low = seat === O ? this.oTopLow : this.occupiedLow & ~this.oTopLow;
    let high = seat === O ? this.oTopHigh : this.occupiedHigh & ~this.oTopHigh;
    while ((low | high) !== 0) {
      let s: number;
      if (low !== 0) {
        s = lowestBit(low);
        low &= low - 1;
      } else {
        s = 32 + lowestBit(high);
        high &= high - 1;
      }
      if (track === TRACK_SLIDE) {
        n = this.generateSlides(seat, s, canPlace, out, n);
        continue;
      }
      if (canPlace && track === TRACK_PILE) {
        // Every neighbour is a destination: a stacking move where small tokens are (the
        // sign bit of 0 - height), a placing move elsewhere.
        for (let i = nStart[s], end = nStart[s + 1]; i < end; i++) {
          out[n++] = STEP_MOVES[i] | (((0 - height[nCells[i]]) >>> 31) << 12);
        }
        continue;
      }
      for (let i = nStart[s], end = nStart[s + 1]; i < end; i++) {
        const t = nCells[i];
        if (height[t] !== 0) {
          out[n++] = s | (t << 6) | (STACK << 12);
        } else if (track === TRACK_FREE_OWN && largeTop[t] === seat) {
          out[n++] = s | (t << 6) | (ENTER << 12);
        } else if (canPlace && (track !== TRACK_CLOSED || largeHeight[t] === 0)) {
          out[n++] = s | (t << 6);
        }
      }
    }
    return n - start;
  }

  /**
   * `track=slide` (§7.3 d): along each king line, every square up to and including the first
   * one that is not the mover's open track is a destination; an open track square (no small
   * token, the mover's large token on top) may be passed over.
   */
  private generateSlides(
    seat: number,
    s: number,
    canPlace: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const height = this.smallHeight;
    const largeTop = this.largeTop;
    const lines = LINES.cells;
    for (let d = 0; d < 8; d++) {
      const at = s * 8 + d;
      for (let i = LINES.start[at], end = i + LINES.length[at]; i < end; i++) {
        const t = lines[i];
        if (height[t] !== 0) {
          out[n++] = s | (t << 6) | (STACK << 12);
          break;
        }
        if (canPlace) out[n++] = s | (t << 6);
        if (largeTop[t] !== seat) break;
      }
    }
    return n;
  }

  play(move: Move): void {
    const ply = this.ply;
    // The history doubles when full: an allocation once in a long while, never per move.
    if (ply + 1 >= this.moves.length) this.grow();
    this.moves[ply] = move;
    this.passesBefore[ply] = this.passes;
    const seat = this.turn;
    let lo = this.keyLow ^ KEY_LO[TURN_KEY];
    let hi = this.keyHigh ^ KEY_HI[TURN_KEY];
    let to = -1;
    let reversible = true;
    // Three tokens of the mover are needed to triangulate: the square must now hold three.
    let tall = false;
    if (move === PASS) {
      this.passes++;
    } else {
      const from = move & 63;
      to = (move >> 6) & 63;
      let h = this.smallHeight[from] - 1;
      this.smallHeight[from] = h;
      this.smallOwners[from] &= ~(1 << h);
      let k = SMALL_KEY + ((from * 16 + h) << 1) + seat;
      lo ^= KEY_LO[k];
      hi ^= KEY_HI[k];
      if (move >> 12 === PLACE) {
        const lh = this.largeHeight[to];
        if (lh < 32) this.largeLow[to] |= seat << lh;
        else this.largeHigh[to] |= seat << (lh - 32);
        this.largeHeight[to] = lh + 1;
        this.largeTop[to] = seat;
        k = LARGE_KEY + ((to * 64 + lh) << 1) + seat;
        lo ^= KEY_LO[k];
        hi ^= KEY_HI[k];
        k = SUPPLY_KEY + seat * (LARGE_TOKENS + 1) + this.supply[seat];
        lo ^= KEY_LO[k] ^ KEY_LO[k - 1];
        hi ^= KEY_HI[k] ^ KEY_HI[k - 1];
        this.supply[seat]--;
        reversible = false;
      }
      h = this.smallHeight[to];
      this.smallOwners[to] |= seat << h;
      this.smallHeight[to] = h + 1;
      tall = h >= 2;
      k = SMALL_KEY + ((to * 16 + h) << 1) + seat;
      lo ^= KEY_LO[k];
      hi ^= KEY_HI[k];
      const sets = this.setsBefore;
      const at = ply * SETS_KEPT;
      sets[at] = this.occupiedLow;
      sets[at + 1] = this.occupiedHigh;
      sets[at + 2] = this.oTopLow;
      sets[at + 3] = this.oTopHigh;
      sets[at + 4] = this.pairLow;
      sets[at + 5] = this.pairHigh;
      sets[at + 6] = this.topNeighbours[X];
      sets[at + 7] = this.topNeighbours[O];
      this.left(from, seat);
      this.reached(to, seat);
      this.passes = 0;
    }
    this.turn = seat ^ 1;
    this.keyLow = lo;
    this.keyHigh = hi;
    const now = ply + 1;
    this.ply = now;
    this.keysLow[now] = lo;
    this.keysHigh[now] = hi;
    this.runStart[now] = reversible ? this.runStart[ply] : now;

    // A win is judged before any draw (§9).
    if (tall && this.triangulates(to, seat)) {
      this.result = seat === X ? X_WON : O_WON;
      this.triangleCell = to;
    } else if (this.passes >= 2) {
      this.result = DRAWN_BY_PASSES;
    } else if (this.occurredTwiceBefore(now)) {
      this.result = DRAWN_BY_REPETITION;
    }
  }

  undo(): boolean {
    if (this.ply === 0) return false;
    const ply = --this.ply;
    const move = this.moves[ply];
    const seat = this.turn ^ 1;
    this.turn = seat;
    this.passes = this.passesBefore[ply];
    this.result = ONGOING;
    this.triangleCell = -1;
    this.keyLow = this.keysLow[ply];
    this.keyHigh = this.keysHigh[ply];
    if (move === PASS) return true;
    const from = move & 63;
    const to = (move >> 6) & 63;
    let h = this.smallHeight[to] - 1;
    this.smallHeight[to] = h;
    this.smallOwners[to] &= ~(1 << h);
    if (move >> 12 === PLACE) {
      const lh = this.largeHeight[to] - 1;
      if (lh < 32) this.largeLow[to] &= ~(1 << lh);
      else this.largeHigh[to] &= ~(1 << (lh - 32));
      this.largeHeight[to] = lh;
      this.largeTop[to] = lh === 0 ? -1 : this.largeOwner(to, lh - 1);
      this.supply[seat]++;
    }
    h = this.smallHeight[from];
    this.smallOwners[from] |= seat << h;
    this.smallHeight[from] = h + 1;
    const sets = this.setsBefore;
    const at = ply * SETS_KEPT;
    this.occupiedLow = sets[at];
    this.occupiedHigh = sets[at + 1];
    this.oTopLow = sets[at + 2];
    this.oTopHigh = sets[at + 3];
    this.pairLow = sets[at + 4];
    this.pairHigh = sets[at + 5];
    this.topNeighbours[X] = sets[at + 6];
    this.topNeighbours[O] = sets[at + 7];
    return true;
  }

  history(): Move[] {
    return Array.from(this.moves.subarray(0, this.ply));
  }

  clone(): TriangulatePosition {
    const p = new TriangulatePosition(this.game, this.options);
    p.smallHeight.set(this.smallHeight);
    p.smallOwners.set(this.smallOwners);
    p.largeHeight.set(this.largeHeight);
    p.largeLow.set(this.largeLow);
    p.largeHigh.set(this.largeHigh);
    p.largeTop.set(this.largeTop);
    p.supply.set(this.supply);
    p.occupiedLow = this.occupiedLow;
    p.occupiedHigh = this.occupiedHigh;
    p.oTopLow = this.oTopLow;
    p.oTopHigh = this.oTopHigh;
    p.pairLow = this.pairLow;
    p.pairHigh = this.pairHigh;
    p.topNeighbours.set(this.topNeighbours);
    p.turn = this.turn;
    p.passes = this.passes;
    p.result = this.result;
    p.triangleCell = this.triangleCell;
    p.keyLow = this.keyLow;
    p.keyHigh = this.keyHigh;
    p.ply = this.ply;
    p.moves = this.moves.slice();
    p.passesBefore = this.passesBefore.slice();
    p.keysLow = this.keysLow.slice();
    p.keysHigh = this.keysHigh.slice();
    p.runStart = this.runStart.slice();
    p.setsBefore = this.setsBefore.slice();
    return p;
  }

  private grow(): void {
    const size = this.moves.length * 2;
    const moves = new Int32Array(size);
    const passes = new Uint8Array(size);
    const keysLow = new Int32Array(size + 1);
    const keysHigh = new Int32Array(size + 1);
    const runStart = new Int32Array(size + 1);
    const setsBefore = new Int32Array(size * SETS_KEPT);
    moves.set(this.moves);
    setsBefore.set(this.setsBefore);
    passes.set(this.passesBefore);
    keysLow.set(this.keysLow);
    keysHigh.set(this.keysHigh);
    runStart.set(this.runStart);
    this.moves = moves;
    this.passesBefore = passes;
    this.keysLow = keysLow;
    this.keysHigh = keysHigh;
    this.runStart = runStart;
    this.setsBefore = setsBefore;
  }

  // ---- The end of the game ----

  /** The small tokens of `seat` on a square, as a bit mask over the stack's levels. */
  private ownBits(cell: number, seat: number): number {
    const bits = this.smallOwners[cell];
    return seat === O ? bits : ~bits & ((1 << this.smallHeight[cell]) - 1);
  }

  /** Whether `seat` has triangulated on a square (§4: three anywhere, or three consecutive). */
  triangulates(cell: number, seat: number): boolean {
    const own = this.ownBits(cell, seat);
    if (this.rules.triangulate === TRIANGULATE_ANYWHERE) return popcount16(own) >= 3;
    return (own & (own >> 1) & (own >> 2)) !== 0;
  }

  /**
   * The position after ply `now` occurred twice before (§5: the third occurrence draws).
   * Only positions since the last placing move can match: a placing move changes a supply
   * for good.
   */
  private occurredTwiceBefore(now: number): boolean {
    const lo = this.keysLow[now];
    const hi = this.keysHigh[now];
    let seen = 0;
    for (let i = now - 1, first = this.runStart[now]; i >= first; i--) {
      if (this.keysLow[i] === lo && this.keysHigh[i] === hi && ++seen === 2) return true;
    }
    return false;
  }

  outcome(): Outcome | undefined {
    return OUTCOMES[this.result];
  }

  drawClaim(): string | undefined {
    return undefined;
  }

  inCheck(): boolean {
    return false;
  }

  /**
   * Zobrist key of the full position, pass count included (it decides whether a pass ends
   * the game); the repetition key `keyLow`/`keyHigh` leaves it out (§9).
   */
  hash(): number {
    let lo = this.keyLow;
    let hi = this.keyHigh;
    if (this.passes > 0) {
      lo ^= KEY_LO[PASS_KEY - 1 + this.passes];
      hi ^= KEY_HI[PASS_KEY - 1 + this.passes];
    }
    return joinHash(lo, hi);
  }

  // ---- Text ----

  /** The position text documented in index.ts. */
  toText(): string {
    const ranks: string[] = [];
    for (let row = 7; row >= 0; row--) {
      let text = '';
      let empty = 0;
      for (let file = 0; file < 8; file++) {
        const tokens = this.squareText(row * 8 + file);
        if (tokens.length === 0) {
          empty++;
          continue;
        }
        if (empty > 0) text += String(empty);
        empty = 0;
        text += tokens.length === 1 ? tokens : `(${tokens})`;
      }
      if (empty > 0) text += String(empty);
      ranks.push(text);
    }
    const fields = [
      ranks.join('/'),
      SEAT_LETTERS[this.turn],
      String(this.supply[X]),
      String(this.supply[O]),
      String(this.passes),
      ...optionWords(OPTIONS, this.options),
    ];
    return fields.join(' ');
  }

  /** A square's tokens bottom to top: large ones as x/o, then small ones as X/O. */
  squareText(cell: number): string {
    let text = '';
    for (let i = 0; i < this.largeHeight[cell]; i++) {
      text += this.largeOwner(cell, i) === X ? 'x' : 'o';
    }
    for (let i = 0; i < this.smallHeight[cell]; i++) {
      text += SEAT_LETTERS[this.smallOwner(cell, i)];
    }
    return text;
  }

  /** `c1-d2` for every move (the kind follows from the board), `pass`. */
  moveToCoord(move: Move): string {
    if (move === PASS) return 'pass';
    return `${board.name(moveFrom(move))}-${board.name(moveTo(move))}`;
  }

  /** `c1-d2` placing, `e1>d2` stacking (§6), `#` after a move that triangulates. */
  moveToText(move: Move): string {
    if (move === PASS) return 'pass';
    const sign = moveKind(move) === STACK ? '>' : '-';
    const wins = this.wouldTriangulate(move) ? '#' : '';
    return `${board.name(moveFrom(move))}${sign}${board.name(moveTo(move))}${wins}`;
  }

  private wouldTriangulate(move: Move): boolean {
    const to = moveTo(move);
    const seat = this.turn;
    const h = this.smallHeight[to];
    const own = (this.ownBits(to, seat) | (1 << h)) & 0xffff;
    if (this.rules.triangulate === TRIANGULATE_ANYWHERE) return popcount16(own) >= 3;
    return (own & (own >> 1) & (own >> 2)) !== 0;
  }

  /**
   * Reads `c1-d2`, `c1xd2`, `c1>d2` (any of the three for any move, §9), a trailing `#`, or
   * `pass`; squares in either case. Says why a well-formed move is not legal here.
   */
  parseMove(text: string): Result<Move> {
    const word = text.trim();
    const outcome = this.outcome();
    // Text faults are told first, then the game's end, then the rules (README.md, Errors).
    const over = outcome
      ? err(
          'game-over',
          `the game is over (${describeOutcome(this, outcome)}); no move can be played`,
        )
      : undefined;
    const legal = this.legalMoves();
    const mover = SEAT_LETTERS[this.turn];
    if (word.toLowerCase() === 'pass') {
      if (over) return over;
      if (legal[0] === PASS) return ok(PASS);
      return err(
        'illegal-move',
        `${mover} has ${legal.length} legal move${legal.length === 1 ? '' : 's'} and may not pass (a pass is only forced, §5)`,
      );
    }
    const m = /^([a-z]+[0-9]+)\s*[-x>]\s*([a-z]+[0-9]+)#?$/i.exec(word);
    if (!m)
      return err(
        'bad-move',
        `'${text}' is not a move: write <from>-<to> (as c1-d2; x or > may stand for -) or pass`,
      );
    const from = board.cell(m[1]);
    const to = board.cell(m[2]);
    if (from < 0)
      return err('bad-cell', `there is no square '${m[1]}' (squares run from a1 to h8)`);
    if (to < 0) return err('bad-cell', `there is no square '${m[2]}' (squares run from a1 to h8)`);
    if (over) return over;
    for (const move of legal) {
      if (move !== PASS && moveFrom(move) === from && moveTo(move) === to) return ok(move);
    }
    return err(
      'illegal-move',
      `${board.name(from)}-${board.name(to)} is not legal: ${this.whyNot(from, to)}`,
    );
  }

  /** Why the move from `from` to `to` is not among the legal moves (for parseMove's errors). */
  private whyNot(from: number, to: number): string {
    const seat = this.turn;
    const mover = SEAT_LETTERS[seat];
    const f = board.name(from);
    const t = board.name(to);
    if (this.smallHeight[from] === 0) return `there is no small token on ${f}`;
    if (this.topOwner(from) !== seat) {
      const own = this.ownCount(from, seat) > 0 ? `${mover}'s token there is covered and ` : '';
      return `the top token on ${f} is ${SEAT_LETTERS[seat ^ 1]}'s; ${own}only ${mover}'s own top tokens move (§3)`;
    }
    if (from === to) return 'a token must move to another square';
    const dx = Math.abs(board.x(to) - board.x(from));
    const dy = Math.abs(board.y(to) - board.y(from));
    const step = Math.max(dx, dy) === 1;
    if (!step) {
      if (this.rules.track !== TRACK_SLIDE)
        return `${t} is not next to ${f} (a token moves one square in any direction)`;
      if (dx !== 0 && dy !== 0 && dx !== dy) return `${t} is not on a straight line from ${f}`;
      const sx = Math.sign(board.x(to) - board.x(from));
      const sy = Math.sign(board.y(to) - board.y(from));
      for (let c = board.offset(from, sx, sy, 0); c !== to; c = board.offset(c, sx, sy, 0)) {
        if (this.smallHeight[c] !== 0)
          return `${board.name(c)} holds small tokens and cannot be passed over`;
        if (this.largeTop[c] !== seat)
          return `${board.name(c)} is not topped by ${mover}'s large token, so ${mover} cannot slide over it (track=slide)`;
      }
    }
    if (this.smallHeight[to] === 0) {
      if (this.rules.track === TRACK_CLOSED && this.largeHeight[to] > 0) {
        return `${t} holds large tokens and is closed (track=closed); it can be entered only by stacking`;
      }
      if (this.supply[seat] === 0) return `${mover} has no large token left to place on ${t} (§3)`;
    }
    return `${mover} cannot move from ${f} to ${t}`;
  }

  moveInfo(move: Move): MoveInfo {
    if (move === PASS) return { from: -1, to: -1, capture: false };
    return { from: moveFrom(move), to: moveTo(move), capture: this.isCapture(move) };
  }

  /** A block: a stacking move onto a stack topped by the opponent, freezing it (§3, §7.8). */
  isCapture(move: Move): boolean {
    // Asked of every move the search orders, so it reads the square sets. The kind field of
    // PASS (1 << 14) is not STACK either.
    if (move >> 12 !== STACK) return false;
    const to = (move >> 6) & 63;
    const bit = 1 << (to & 31);
    const occupied = to < 32 ? this.occupiedLow : this.occupiedHigh;
    const oTop = to < 32 ? this.oTopLow : this.oTopHigh;
    // The opponent's top squares: O's for X, the other occupied ones for O.
    return ((this.turn === X ? oTop : occupied & ~oTop) & bit) !== 0;
  }

  /** A move of this position from its squares, or -1: for callers that hold squares, not text. */
  findMove(from: number, to: number): Move {
    const n = this.generateLegal(this.scratch, 0);
    for (let i = 0; i < n; i++) {
      const move = this.scratch[i];
      if (move !== PASS && moveFrom(move) === from && moveTo(move) === to) return move;
    }
    return -1;
  }
}

/** Says who won where, or why the game was drawn. */
export function describeOutcome(p: TriangulatePosition, outcome: Outcome): string {
  if (outcome.winners.length === 0) return `drawn by ${outcome.reason}`;
  return `${SEAT_LETTERS[outcome.winners[0]]} won by triangulating on ${board.name(p.triangleCell)}`;
}

function popcount16(v: number): number {
  v = v - ((v >> 1) & 0x5555);
  v = (v & 0x3333) + ((v >> 2) & 0x3333);
  v = (v + (v >> 4)) & 0x0f0f;
  return (v + (v >> 8)) & 0x1f;
}
