import { err, ok, type Result } from '../../core/result.js';
import type {
  GameDefinition,
  GameOptions,
  Move,
  MoveInfo,
  MoveWarning,
  Outcome,
  PieceView,
  Position,
} from '../../core/types.js';
import { ZobristKeys, joinHash } from '../../core/zobrist.js';
import { optionWords } from '../../core/options.js';
import {
  CELLS,
  adjacent,
  board as topology,
  emitsFirst,
  rays,
  second,
  secondVia,
  sides,
} from './board.js';
import {
  adjacentMasks,
  rayMasks,
  secondMasks,
  secondThrough,
  secondThroughUnion,
  secondUnionMasks,
  sideMasks,
  lineMasks,
} from './masks.js';
// Moves without a run-down are packed in place (moves.ts packMove): a call that V8 leaves
// uninlined in a large generator costs more than the move.
import {
  CAPTURE_BITS,
  CAPTURED_SHIFT,
  PROMOTES,
  TO_SHIFT,
  moveCaptured,
  moveCaptures,
  moveDirection,
  moveFrom,
  movePromotes,
  moveRunDownMask,
  moveTo,
  packMove,
} from './moves.js';
import {
  BLACK,
  CAVALRY,
  CHARIOT,
  EMPEROR,
  EMPTY,
  GENERAL,
  LETTERS,
  PIECE_CODES,
  PIECE_NAMES,
  SEAT_NAMES,
  SOLDIER,
  WHITE,
  ownerOf,
  pieceCode,
  typeOf,
} from './pieces.js';
import {
  OPTIONS,
  REPETITION_EVASION,
  REPETITION_THIRD_ILLEGAL,
  REPETITION_THREEFOLD_DRAW,
  rulesOf,
  type Rules,
} from './options.js';

/** Zobrist keys: one per (piece code, cell), then one for White to move. */
const KEYS = new ZobristKeys(PIECE_CODES * CELLS + 1, 0x5a4b);
const TURN_KEY = PIECE_CODES * CELLS;

/**
 * A side has at most 13 pieces (parse enforces the army limits) and each goes to at most 43
 * cells; moves are distinct (from, to) pairs.
 */
export const MAX_MOVES = 13 * (CELLS - 1);

/** The board's cells in the second word of a set of cells (32–43). */
const HIGH_CELLS = (1 << (CELLS - 32)) - 1;

// Game states stored per ply.
const ONGOING = 0;
const BLACK_WON = 1;
const WHITE_WON = 2;
const FOURTH_OCCURRENCE = 3;
const THREEFOLD = 4;

// A count of the positions in the history by the low bits of their hash: a zero proves a
// position new without scanning the history.
const SEEN_BITS = 12;
const SEEN_MASK = (1 << SEEN_BITS) - 1;

/** What the history holds for `playNull`: its from field (63) is no cell, so no move packs to it. */
const NULL_MOVE = -1;

/**
 * A Sankaku Shogi position with its history (docs/rules/sankaku-shogi.md). Moves are made and
 * unmade in place; nothing is allocated by `generateLegal`, `play` or `undo` (the history
 * arrays double when a game outgrows them).
 */
export class SankakuPosition implements Position {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  readonly rules: Rules;
  readonly maxMoves = MAX_MOVES;

  /**
   * The mailbox: one piece code per cell (pieces.ts: 0 empty, `type | owner << 3`), cells
   * numbered as in board.ts (c8 = 0 … e1 = 43). Read it freely; change it only through
   * `play` and `undo`.
   */
  readonly board: Int8Array;
  /** Each side's Emperor cell (index BLACK, WHITE), or -1 once it is captured. */
  readonly emperorAt: Int8Array;
  /**
   * How many pieces of each code stand on the board, kept by `play` and `undo`: an evaluation
   * reads its material from them instead of scanning the 44 cells at every node.
   */
  readonly pieceCount = new Int8Array(PIECE_CODES);
  /**
   * Where the pieces of each code stand, as two words a code (`code * 2`: cells 0–31,
   * `code * 2 + 1`: cells 32–43, bit `cell & 31`), kept by `play` and `undo`: an evaluation
   * walks a side's pieces and tests cells by masks instead of by the mailbox.
   */
  readonly pieceBits = new Int32Array(PIECE_CODES * 2);

  private side: number;
  private lo = 0;
  private hi = 0;

  // The history, indexed by ply (0 is the earliest position known): the move that led to the
  // position and the piece it moved, the position's hash, the first ply of the run of
  // non-capturing moves it belongs to (no earlier position can recur), and the game state.
  private ply = 0;
  /** Plies below this came with the position text; `undo` and `history` stop here. */
  private base = 0;
  private moves: Int32Array;
  private moved: Int8Array;
  private hashLo: Int32Array;
  private hashHi: Int32Array;
  private runStart: Int32Array;
  private state: Int8Array;
  private readonly seen = new Uint16Array(1 << SEEN_BITS);

  private readonly mark = new Int32Array(CELLS);
  private stamp = 0;
  private readonly scratch = new Int32Array(MAX_MOVES);

  /** A position with no history; `board` holds 44 piece codes (copied). */
  constructor(
    game: GameDefinition,
    options: GameOptions,
    board: ArrayLike<number>,
    turn: number,
    capacity = 256,
  ) {
    this.game = game;
    this.options = options;
    this.rules = rulesOf(options);
    this.board = Int8Array.from(board);
    this.side = turn;
    this.emperorAt = new Int8Array([-1, -1]);
    for (let c = 0; c < CELLS; c++) {
      const p = this.board[c];
      if (p === EMPTY) continue;
      this.lo ^= KEYS.lo[p * CELLS + c];
      this.hi ^= KEYS.hi[p * CELLS + c];
      this.pieceCount[p]++;
      this.pieceBits[p * 2 + (c >> 5)] |= 1 << (c & 31);
      if (typeOf(p) === EMPEROR) this.emperorAt[ownerOf(p)] = c;
    }
    if (turn === WHITE) {
      this.lo ^= KEYS.lo[TURN_KEY];
      this.hi ^= KEYS.hi[TURN_KEY];
    }
    this.moves = new Int32Array(capacity);
    this.moved = new Int8Array(capacity);
    this.hashLo = new Int32Array(capacity);
    this.hashHi = new Int32Array(capacity);
    this.runStart = new Int32Array(capacity);
    this.state = new Int8Array(capacity);
    this.hashLo[0] = this.lo;
    this.hashHi[0] = this.hi;
    this.seen[this.lo & SEEN_MASK]++;
    // A side without an Emperor has lost (rules §10): its Emperor was captured.
    if (this.emperorAt[BLACK] < 0) this.state[0] = WHITE_WON;
    else if (this.emperorAt[WHITE] < 0) this.state[0] = BLACK_WON;
  }

  get turn(): number {
    return this.side;
  }

  /** Marks every move played so far as given (part of the position text, not undoable). */
  fixHistory(): void {
    this.base = this.ply;
  }

  // ---------------------------------------------------------------- move generation

  legalMoves(): Move[] {
    const out = new Int32Array(MAX_MOVES);
    return Array.from(out.subarray(0, this.generateLegal(out, 0)));
  }

  generateLegal(out: Int32Array, start: number): number {
    if (this.state[this.ply] !== ONGOING) return 0;
    const n = this.generateMoves(out, start);
    if (this.rules.repetition > REPETITION_THIRD_ILLEGAL || this.ply === this.runStart[this.ply]) {
      return n;
    }
    return this.dropRepetitions(out, start, n);
  }

  /**
   * A game that is on always has a legal move (see `outcome`), a finished one none: the search
   * asks this before a static cut-off instead of generating the moves.
   */
  hasLegalMove(): boolean {
    return this.state[this.ply] === ONGOING;
  }

  /**
   * Quiescence's generator of captures, offered only while the game is on. The search stands
   * pat when a capture generator gives no move, where `generateLegal`'s empty list scores the
   * game as finished; a game that is on always has a capture (the Emperor may take any enemy
   * piece but a defended Emperor, whose defender it may take), so an empty list can only mean
   * a finished game, which must go through `generateLegal`.
   */
  get generateCaptures(): ((out: Int32Array, start: number) => number) | undefined {
    return this.state[this.ply] === ONGOING ? this.captureGenerator : undefined;
  }

  private readonly captureGenerator = (out: Int32Array, start: number): number =>
    this.generateCaptureMoves(out, start);

  /**
   * The moves of `generateMoves` that capture, in the same order and packed the same, without
   * the quiet ones: the repetition rule never forbids a capture, so these are `generateLegal`'s
   * captures, and a search orders them as it would have ordered them there.
   */
  private generateCaptureMoves(out: Int32Array, start: number): number {
    // Tables in locals, here and in the generators, isAttacked, play and undo: an imported
    // binding is loaded from its module at every use, a local stays in a register.
    const leapMasks = secondMasks;
    const aroundMasks = adjacentMasks;
    const stepMasks = sideMasks;
    const aroundStart = adjacent.start;
    const aroundCells = adjacent.cells;
    const unionMasks = secondUnionMasks;
    const board = this.board;
    const side = this.side;
    const enemy = side ^ 1;
    let n = start;
    // The pieces of each side as sets of cells, walked lowest cell first as the board is. Most
    // pieces capture nothing: a look at their targets' set skips their walk.
    const bits = this.pieceBits;
    const own = side << 4;
    const theirs = enemy << 4;
    const ownLo = bits[own + 2] | bits[own + 4] | bits[own + 6] | bits[own + 8] | bits[own + 10];
    const ownHi = bits[own + 3] | bits[own + 5] | bits[own + 7] | bits[own + 9] | bits[own + 11];
    const enemyLo =
      bits[theirs + 2] | bits[theirs + 4] | bits[theirs + 6] | bits[theirs + 8] | bits[theirs + 10];
    const enemyHi =
      bits[theirs + 3] | bits[theirs + 5] | bits[theirs + 7] | bits[theirs + 9] | bits[theirs + 11];
    let enemyLeapsKnown = false;
    let enemyLeapLo = 0;
    let enemyLeapHi = 0;
    for (let word = 0; word < 2; word++) {
      let pieces = word === 0 ? ownLo : ownHi;
      while (pieces !== 0) {
        const low = pieces & -pieces;
        pieces ^= low;
        const c = (word << 5) | (31 - Math.clz32(low));
        const at = c * 2;
        switch (board[c] & 7) {
          case EMPEROR: {
            const enemyEmperor = this.emperorAt[enemy];
            for (let targetWord = 0; targetWord < 2; targetWord++) {
              let targets = targetWord === 0 ? enemyLo : enemyHi;
              while (targets !== 0) {
                const bit = targets & -targets;
                targets ^= bit;
                const x = (targetWord << 5) | (31 - Math.clz32(bit));
                if (x === enemyEmperor && this.isDefended(c, x)) continue;
                out[n++] = c | (x << TO_SHIFT) | (board[x] << CAPTURED_SHIFT);
              }
            }
            break;
          }
          case CHARIOT:
            n = this.chariotCaptures(c, out, n);
            break;
          case CAVALRY: {
            // A capture lands on an enemy piece, directly or from a friendly piece a leap away
            // from one: the cells a leap from the enemy are taken once, as a set (masks.ts).
            if (!enemyLeapsKnown) {
              const at0 = (enemyLo & 255) << 1;
              const at1 = (256 + ((enemyLo >>> 8) & 255)) << 1;
              const at2 = (512 + ((enemyLo >>> 16) & 255)) << 1;
              const at3 = (768 + (enemyLo >>> 24)) << 1;
              const at4 = (1024 + (enemyHi & 255)) << 1;
              const at5 = (1280 + ((enemyHi >>> 8) & 255)) << 1;
              enemyLeapLo =
                unionMasks[at0] |
                unionMasks[at1] |
                unionMasks[at2] |
                unionMasks[at3] |
                unionMasks[at4] |
                unionMasks[at5];
              enemyLeapHi =
                unionMasks[at0 + 1] |
                unionMasks[at1 + 1] |
                unionMasks[at2 + 1] |
                unionMasks[at3 + 1] |
                unionMasks[at4 + 1] |
                unionMasks[at5 + 1];
              enemyLeapsKnown = true;
            }
            const preyLo = enemyLo | (ownLo & enemyLeapLo);
            const preyHi = enemyHi | (ownHi & enemyLeapHi);
            if (((leapMasks[at] & preyLo) | (leapMasks[at + 1] & preyHi)) !== 0) {
              n = this.cavalryCaptures(c, out, n, enemyLo, enemyHi);
            }
            break;
          }
          case GENERAL: {
            if (((aroundMasks[at] & enemyLo) | (aroundMasks[at + 1] & enemyHi)) === 0) break;
            for (let i = aroundStart[c], end = aroundStart[c + 1]; i < end; i++) {
              const x = aroundCells[i];
              const q = board[x];
              if (q !== EMPTY && q >> 3 !== side)
                out[n++] = c | (x << TO_SHIFT) | (q << CAPTURED_SHIFT);
            }
            break;
          }
          case SOLDIER:
            if (
              (((stepMasks[at] | leapMasks[at]) & enemyLo) |
                ((stepMasks[at + 1] | leapMasks[at + 1]) & enemyHi)) !==
              0
            ) {
              n = this.soldierMoves(c, out, n, true);
            }
            break;
        }
      }
    }
    return n - start;
  }

  /** Every move the pieces make (rules §3, §6), before the repetition rule. */
  private generateMoves(out: Int32Array, start: number): number {
    const aroundStart = adjacent.start;
    const aroundCells = adjacent.cells;
    const board = this.board;
    const side = this.side;
    let n = start;
    // The side's pieces as a set of cells, walked lowest cell first as the board is.
    const bits = this.pieceBits;
    const own = side << 4;
    for (let word = 0; word < 2; word++) {
      let pieces =
        bits[own + 2 + word] |
        bits[own + 4 + word] |
        bits[own + 6 + word] |
        bits[own + 8 + word] |
        bits[own + 10 + word];
      while (pieces !== 0) {
        const low = pieces & -pieces;
        pieces ^= low;
        const c = (word << 5) | (31 - Math.clz32(low));
        switch (board[c] & 7) {
          case EMPEROR:
            n = this.emperorMoves(c, out, n);
            break;
          case CHARIOT:
            n = this.chariotMoves(c, out, n);
            break;
          case CAVALRY:
            n = this.cavalryMoves(c, out, n);
            break;
          case GENERAL: {
            for (let i = aroundStart[c], end = aroundStart[c + 1]; i < end; i++) {
              const x = aroundCells[i];
              const q = board[x];
              if (q === EMPTY || q >> 3 !== side)
                out[n++] = c | (x << TO_SHIFT) | (q << CAPTURED_SHIFT);
            }
            break;
          }
          case SOLDIER:
            n = this.soldierMoves(c, out, n);
            break;
        }
      }
    }
    return n - start;
  }

  /** §3.1: a leap to any cell, except onto a defended enemy Emperor. */
  private emperorMoves(c: number, out: Int32Array, n: number): number {
    const board = this.board;
    const bits = this.pieceBits;
    const own = this.side << 4;
    const enemyEmperor = this.emperorAt[this.side ^ 1];
    // Every cell but the side's own (its Emperor's included), lowest first.
    for (let word = 0; word < 2; word++) {
      let targets =
        ~(
          bits[own + 2 + word] |
          bits[own + 4 + word] |
          bits[own + 6 + word] |
          bits[own + 8 + word] |
          bits[own + 10 + word]
        ) & (word === 0 ? -1 : HIGH_CELLS);
      while (targets !== 0) {
        const bit = targets & -targets;
        targets ^= bit;
        const x = (word << 5) | (31 - Math.clz32(bit));
        if (x === enemyEmperor && this.isDefended(c, x)) continue;
        out[n++] = c | (x << TO_SHIFT) | (board[x] << CAPTURED_SHIFT);
      }
    }
    return n;
  }

  /** §3.2: slides along six directions; may run down enemy Soldiers and slide on. */
  private chariotMoves(c: number, out: Int32Array, n: number, capturesOnly = false): number {
    const rayStart = rays.start;
    const rayLength = rays.length;
    const rayCells = rays.cells;
    const firstEmitted = emitsFirst;
    const board = this.board;
    const side = this.side;
    const maxRunDowns = this.rules.maxRunDowns;
    for (let d = 0; d < 6; d++) {
      const at = c * 6 + d;
      const first = rayStart[at];
      const length = rayLength[at];
      let mask = 0;
      let runDowns = 0;
      for (let i = 0; i < length; i++) {
        const x = rayCells[first + i];
        const q = board[x];
        if (q !== EMPTY && q >> 3 === side) break;
        // The first cell is shared with another direction; emit it once (board.ts). A move
        // onto an empty cell past a run-down Soldier captures too.
        if ((i > 0 || firstEmitted[at] === 1) && (!capturesOnly || q !== EMPTY || mask !== 0)) {
          out[n++] = packMove(c, x, q, false, d, mask);
        }
        if (q === EMPTY) continue;
        if ((q & 7) !== SOLDIER || runDowns === maxRunDowns) break;
        runDowns++;
        mask |= 1 << i;
      }
    }
    return n;
  }

  /**
   * `chariotMoves`' captures, in its order: each slide's empty cells up to the first piece are
   * passed over without a move; only past a Soldier run down does it emit moves onto empty cells.
   */
  private chariotCaptures(c: number, out: Int32Array, n: number): number {
    const rayStart = rays.start;
    const rayLength = rays.length;
    const rayCells = rays.cells;
    const firstEmitted = emitsFirst;
    const board = this.board;
    const side = this.side;
    const maxRunDowns = this.rules.maxRunDowns;
    for (let d = 0; d < 6; d++) {
      const at = c * 6 + d;
      const first = rayStart[at];
      const length = rayLength[at];
      let i = 0;
      while (i < length && board[rayCells[first + i]] === EMPTY) i++;
      if (i === length) continue;
      let x = rayCells[first + i];
      let q = board[x];
      if (q >> 3 === side) continue;
      // The first cell is shared with another direction; emit it once (board.ts).
      if (i > 0 || firstEmitted[at] === 1) out[n++] = c | (x << TO_SHIFT) | (q << CAPTURED_SHIFT);
      if ((q & 7) !== SOLDIER) continue;
      // Run down: every cell on to the next stop is a capture of this direction.
      let mask = 1 << i;
      let runDowns = 1;
      for (i++; i < length; i++) {
        x = rayCells[first + i];
        q = board[x];
        if (q !== EMPTY && q >> 3 === side) break;
        out[n++] = packMove(c, x, q, false, d, mask);
        if (q === EMPTY) continue;
        if ((q & 7) !== SOLDIER || runDowns === maxRunDowns) break;
        runDowns++;
        mask |= 1 << i;
      }
    }
    return n;
  }

  /** §3.3: second-orthogonal leaps, relayed once by a friendly piece, never back home. */
  private cavalryMoves(c: number, out: Int32Array, n: number): number {
    const leapStart = second.start;
    const leapCells = second.cells;
    const board = this.board;
    const side = this.side;
    const mark = this.mark;
    const stamp = ++this.stamp;
    for (let i = leapStart[c], end = leapStart[c + 1]; i < end; i++) {
      const y = leapCells[i];
      const q = board[y];
      if (q === EMPTY || q >> 3 !== side) {
        if (mark[y] !== stamp) {
          mark[y] = stamp;
          out[n++] = c | (y << TO_SHIFT) | (q << CAPTURED_SHIFT) | (q !== EMPTY ? PROMOTES : 0);
        }
        continue;
      }
      for (let j = leapStart[y], end2 = leapStart[y + 1]; j < end2; j++) {
        const z = leapCells[j];
        const r = board[z];
        if (z === c || (r !== EMPTY && r >> 3 === side) || mark[z] === stamp) continue;
        mark[z] = stamp;
        out[n++] = c | (z << TO_SHIFT) | (r << CAPTURED_SHIFT) | (r !== EMPTY ? PROMOTES : 0);
      }
    }
    return n;
  }

  /**
   * `cavalryMoves`' captures, in its order: a relay with no enemy piece a leap away is passed
   * over without a look at its leaps.
   */
  private cavalryCaptures(
    c: number,
    out: Int32Array,
    n: number,
    enemyLo: number,
    enemyHi: number,
  ): number {
    const leapStart = second.start;
    const leapCells = second.cells;
    const leapMasks = secondMasks;
    const board = this.board;
    const side = this.side;
    const mark = this.mark;
    const stamp = ++this.stamp;
    for (let i = leapStart[c], end = leapStart[c + 1]; i < end; i++) {
      const y = leapCells[i];
      const q = board[y];
      if (q === EMPTY) continue;
      if (q >> 3 !== side) {
        if (mark[y] !== stamp) {
          mark[y] = stamp;
          out[n++] = c | (y << TO_SHIFT) | (q << CAPTURED_SHIFT) | PROMOTES;
        }
        continue;
      }
      if (((leapMasks[y * 2] & enemyLo) | (leapMasks[y * 2 + 1] & enemyHi)) === 0) continue;
      for (let j = leapStart[y], end2 = leapStart[y + 1]; j < end2; j++) {
        const z = leapCells[j];
        const r = board[z];
        if (r === EMPTY || r >> 3 === side || mark[z] === stamp) continue;
        mark[z] = stamp;
        out[n++] = c | (z << TO_SHIFT) | (r << CAPTURED_SHIFT) | PROMOTES;
      }
    }
    return n;
  }

  /** §3.5: steps to a side neighbour; captures at distance two through an empty cell. */
  private soldierMoves(c: number, out: Int32Array, n: number, capturesOnly = false): number {
    const stepStart = sides.start;
    const stepCells = sides.cells;
    const leapStart = second.start;
    const leapCells = second.cells;
    const leapVia = secondVia;
    const board = this.board;
    const side = this.side;
    const stepCaptures = this.rules.soldierStepCaptures;
    for (let i = stepStart[c], end = stepStart[c + 1]; i < end; i++) {
      const x = stepCells[i];
      const q = board[x];
      if (q === EMPTY) {
        if (!capturesOnly) out[n++] = c | (x << TO_SHIFT);
      } else if (stepCaptures && q >> 3 !== side && (q & 7) !== CHARIOT) {
        out[n++] = c | (x << TO_SHIFT) | (q << CAPTURED_SHIFT) | PROMOTES;
      }
    }
    for (let i = leapStart[c], end = leapStart[c + 1]; i < end; i++) {
      const y = leapCells[i];
      const q = board[y];
      if (q !== EMPTY && q >> 3 !== side && (q & 7) !== CHARIOT && board[leapVia[i]] === EMPTY) {
        out[n++] = c | (y << TO_SHIFT) | (q << CAPTURED_SHIFT) | PROMOTES;
      }
    }
    return n;
  }

  /**
   * §3.1: whether the enemy Emperor on `x` is defended against the Emperor on `c`. The capture
   * is made on the board for the test (after the move: `c` vacated; before: `c` still occupied)
   * and then taken back.
   */
  private isDefended(c: number, x: number): boolean {
    const board = this.board;
    const ours = board[c];
    const theirs = board[x];
    board[x] = ours;
    if (this.rules.defendedAfterMove) board[c] = EMPTY;
    const defended = this.isAttacked(x, theirs >> 3);
    board[c] = ours;
    board[x] = theirs;
    return defended;
  }

  /**
   * Whether a piece of side `by` other than its Emperor has a move capturing on `cell`, given
   * what stands there now (Soldiers cannot take a Chariot). This is the "attacked" of §5 and,
   * with the capture made hypothetically, the "defended" of §3.1; the Emperor is left out in
   * both (it could take anything anywhere, and in §3.1 it is the piece being captured).
   *
   * The pieces of `by` are read from `pieceBits`, the cells between from the mailbox. The
   * hypothetical moves of `isDefended` and `dropRepetitions` change the mailbox alone, and
   * touch no piece of `by` but the Emperor taken on `cell`, which could only relay a Cavalry
   * to a cell other than its own.
   */
  isAttacked(cell: number, by: number): boolean {
    const aroundMasks = adjacentMasks;
    const stepMasks = sideMasks;
    const leapMasks = secondMasks;
    const beyondUnion = secondThroughUnion;
    const throughCells = secondThrough;
    const rayCellMasks = rayMasks;
    const rayStart = rays.start;
    const rayLength = rays.length;
    const rayCells = rays.cells;
    const board = this.board;
    const bits = this.pieceBits;
    const target = board[cell];
    const at = cell * 2;
    const general = pieceCode(by, GENERAL) * 2;
    const soldier = pieceCode(by, SOLDIER) * 2;
    const cavalry = pieceCode(by, CAVALRY) * 2;
    const chariot = pieceCode(by, CHARIOT) * 2;
    if (((aroundMasks[at] & bits[general]) | (aroundMasks[at + 1] & bits[general + 1])) !== 0) {
      return true;
    }
    const soldiersLo = bits[soldier];
    const soldiersHi = bits[soldier + 1];
    if ((target & 7) !== CHARIOT && (soldiersLo | soldiersHi) !== 0) {
      if (
        this.rules.soldierStepCaptures &&
        ((stepMasks[at] & soldiersLo) | (stepMasks[at + 1] & soldiersHi)) !== 0
      ) {
        return true;
      }
      // The second-orthogonal relation is symmetric, with the same cell between. Which of the
      // three cells between are empty picks the cells beyond in one look-up (a piece code is
      // positive: (code - 1) >>> 31 is 1 exactly for an empty cell).
      const k = cell * 3;
      const e =
        ((board[throughCells[k]] - 1) >>> 31) |
        (((board[throughCells[k + 1]] - 1) >>> 31) << 1) |
        (((board[throughCells[k + 2]] - 1) >>> 31) << 2);
      const beyond = (cell * 8 + e) * 2;
      if (((beyondUnion[beyond] & soldiersLo) | (beyondUnion[beyond + 1] & soldiersHi)) !== 0) {
        return true;
      }
    }
    const cavalryLo = bits[cavalry];
    const cavalryHi = bits[cavalry + 1];
    if ((cavalryLo | cavalryHi) !== 0) {
      if (((leapMasks[at] & cavalryLo) | (leapMasks[at + 1] & cavalryHi)) !== 0) return true;
      // A piece of its own side on a second-orthogonal cell relays a Cavalry that leapt onto it
      // (its start is never `cell`, which holds no Cavalry of `by`, so the no-return rule holds):
      // the relays are the pieces there a leap away from a Cavalry, whose leaps are taken as a
      // set in six look-ups (masks.ts secondUnionMasks).
      const relaysLo =
        leapMasks[at] &
        (bits[(by << 4) + 2] | bits[(by << 4) + 4] | bits[(by << 4) + 8] | bits[(by << 4) + 10]);
      const relaysHi =
        leapMasks[at + 1] &
        (bits[(by << 4) + 3] | bits[(by << 4) + 5] | bits[(by << 4) + 9] | bits[(by << 4) + 11]);
      if ((relaysLo | relaysHi) !== 0) {
        const unionMasks = secondUnionMasks;
        const at0 = (cavalryLo & 255) << 1;
        const at1 = (256 + ((cavalryLo >>> 8) & 255)) << 1;
        const at2 = (512 + ((cavalryLo >>> 16) & 255)) << 1;
        const at3 = (768 + (cavalryLo >>> 24)) << 1;
        const at4 = (1024 + (cavalryHi & 255)) << 1;
        const at5 = (1280 + ((cavalryHi >>> 8) & 255)) << 1;
        const leapLo =
          unionMasks[at0] |
          unionMasks[at1] |
          unionMasks[at2] |
          unionMasks[at3] |
          unionMasks[at4] |
          unionMasks[at5];
        const leapHi =
          unionMasks[at0 + 1] |
          unionMasks[at1 + 1] |
          unionMasks[at2 + 1] |
          unionMasks[at3 + 1] |
          unionMasks[at4 + 1] |
          unionMasks[at5 + 1];
        if (((relaysLo & leapLo) | (relaysHi & leapHi)) !== 0) return true;
      }
    }
    const chariotsLo = bits[chariot];
    const chariotsHi = bits[chariot + 1];
    if (((lineMasks[at] & chariotsLo) | (lineMasks[at + 1] & chariotsHi)) === 0) return false;
    // A Chariot sees `cell` through empty cells and at most `maxRunDowns` Soldiers of the
    // target's side; only a ray with a Chariot on it is walked.
    const chariotCode = pieceCode(by, CHARIOT);
    const victimSoldier = pieceCode(by ^ 1, SOLDIER);
    const maxRunDowns = this.rules.maxRunDowns;
    for (let d = 0; d < 6; d++) {
      const ray = cell * 6 + d;
      if (((rayCellMasks[ray * 2] & chariotsLo) | (rayCellMasks[ray * 2 + 1] & chariotsHi)) === 0) {
        continue;
      }
      let runDowns = 0;
      for (let i = rayStart[ray], end = i + rayLength[ray]; i < end; i++) {
        const q = board[rayCells[i]];
        if (q === EMPTY) continue;
        if (q === chariotCode) return true;
        if (q !== victimSoldier || runDowns === maxRunDowns) break;
        runDowns++;
      }
    }
    return false;
  }

  /**
   * §5: drops the moves that the repetition reading forbids: a non-capturing move into a
   * position of the current run that (evasion) takes an attacked piece out of attack, or
   * (third-illegal) makes that position occur a third time. Compacts `out` in place.
   */
  private dropRepetitions(out: Int32Array, start: number, n: number): number {
    const board = this.board;
    const enemy = this.side ^ 1;
    const keysLo = KEYS.lo;
    const keysHi = KEYS.hi;
    const turnLo = keysLo[TURN_KEY];
    const turnHi = keysHi[TURN_KEY];
    let kept = start;
    for (let i = start, end = start + n; i < end; i++) {
      const move = out[i];
      if ((move & CAPTURE_BITS) === 0) {
        const from = move & 0x3f;
        const to = (move >> 6) & 0x3f;
        const p = board[from];
        const lo = this.lo ^ keysLo[p * CELLS + from] ^ keysLo[p * CELLS + to] ^ turnLo;
        if (this.seen[lo & SEEN_MASK] !== 0) {
          const hi = this.hi ^ keysHi[p * CELLS + from] ^ keysHi[p * CELLS + to] ^ turnHi;
          const count = this.occurrences(lo, hi);
          if (count > 0) {
            if (this.rules.repetition === REPETITION_THIRD_ILLEGAL) {
              if (count >= 2) continue;
            } else if (this.isAttacked(from, enemy)) {
              board[from] = EMPTY;
              board[to] = p;
              const stillAttacked = this.isAttacked(to, enemy);
              board[to] = EMPTY;
              board[from] = p;
              if (!stillAttacked) continue;
            }
          }
        }
      }
      out[kept++] = move;
    }
    return kept - start;
  }

  /** How often the position with this hash occurs in the current run of the history. */
  private occurrences(lo: number, hi: number): number {
    let count = 0;
    for (let i = this.runStart[this.ply]; i <= this.ply; i++) {
      if (this.hashLo[i] === lo && this.hashHi[i] === hi) count++;
    }
    return count;
  }

  // ---------------------------------------------------------------- make / unmake

  play(move: Move): void {
    const keysLo = KEYS.lo;
    const keysHi = KEYS.hi;
    const rayStart = rays.start;
    const rayCells = rays.cells;
    const board = this.board;
    const side = this.side;
    const from = move & 0x3f;
    const to = (move >> 6) & 0x3f;
    const p = board[from];
    const captured = moveCaptured(move);
    const count = this.pieceCount;
    const bits = this.pieceBits;
    let lo = this.lo;
    let hi = this.hi;
    if (captured !== EMPTY) {
      lo ^= keysLo[captured * CELLS + to];
      hi ^= keysHi[captured * CELLS + to];
      count[captured]--;
      bits[captured * 2 + (to >> 5)] ^= 1 << (to & 31);
    }
    let mask = moveRunDownMask(move);
    if (mask !== 0) {
      const soldier = pieceCode(side ^ 1, SOLDIER);
      const first = rayStart[from * 6 + moveDirection(move)];
      for (let i = 0; mask !== 0; i++, mask >>= 1) {
        if ((mask & 1) === 0) continue;
        const x = rayCells[first + i];
        lo ^= keysLo[soldier * CELLS + x];
        hi ^= keysHi[soldier * CELLS + x];
        board[x] = EMPTY;
        count[soldier]--;
        bits[soldier * 2 + (x >> 5)] ^= 1 << (x & 31);
      }
    }
    const arrived = movePromotes(move) ? pieceCode(side, GENERAL) : p;
    lo ^= keysLo[p * CELLS + from] ^ keysLo[arrived * CELLS + to] ^ keysLo[TURN_KEY];
    hi ^= keysHi[p * CELLS + from] ^ keysHi[arrived * CELLS + to] ^ keysHi[TURN_KEY];
    board[from] = EMPTY;
    board[to] = arrived;
    count[p]--;
    count[arrived]++;
    bits[p * 2 + (from >> 5)] ^= 1 << (from & 31);
    bits[arrived * 2 + (to >> 5)] ^= 1 << (to & 31);
    if ((p & 7) === EMPEROR) this.emperorAt[side] = to;

    const ply = this.record(move, p, lo, hi);
    let state = ONGOING;
    if ((move & CAPTURE_BITS) !== 0) {
      this.runStart[ply] = ply;
      if ((captured & 7) === EMPEROR) {
        this.emperorAt[side ^ 1] = -1;
        state = side === BLACK ? BLACK_WON : WHITE_WON;
      }
    } else {
      this.runStart[ply] = this.runStart[ply - 1];
      const repetition = this.rules.repetition;
      if (repetition === REPETITION_EVASION || repetition === REPETITION_THREEFOLD_DRAW) {
        if (this.seen[lo & SEEN_MASK] > 1) {
          const count = this.occurrences(lo, hi);
          if (repetition === REPETITION_EVASION && count >= 4) state = FOURTH_OCCURRENCE;
          if (repetition === REPETITION_THREEFOLD_DRAW && count >= 3) state = THREEFOLD;
        }
      }
    }
    this.state[ply] = state;
  }

  /**
   * Gives the turn to the other side without a move (a null move, for the search's null-move
   * pruning; never a legal move). The position after it repeats nothing before it (a new run
   * of the history starts, as after a capture), and `undo` takes it back like a move.
   */
  playNull(): void {
    const ply = this.record(
      NULL_MOVE,
      EMPTY,
      this.lo ^ KEYS.lo[TURN_KEY],
      this.hi ^ KEYS.hi[TURN_KEY],
    );
    this.runStart[ply] = ply;
    this.state[ply] = ONGOING;
  }

  /**
   * The history's new ply, which `play` and `playNull` share: the move and the piece it moved,
   * the new hash (lo, hi), the other side to move. Returns the ply; its run start and game
   * state are the caller's to write.
   */
  private record(move: Move, moved: number, lo: number, hi: number): number {
    const ply = ++this.ply;
    if (ply === this.moves.length) this.grow();
    this.moves[ply] = move;
    this.moved[ply] = moved;
    this.hashLo[ply] = lo;
    this.hashHi[ply] = hi;
    this.lo = lo;
    this.hi = hi;
    this.side ^= 1;
    this.seen[lo & SEEN_MASK]++;
    return ply;
  }

  undo(): boolean {
    const rayStart = rays.start;
    const rayCells = rays.cells;
    const ply = this.ply;
    if (ply === this.base) return false;
    const board = this.board;
    const move = this.moves[ply];
    if (move === NULL_MOVE) {
      this.seen[this.hashLo[ply] & SEEN_MASK]--;
      this.side ^= 1;
      this.ply = ply - 1;
      this.lo = this.hashLo[ply - 1];
      this.hi = this.hashHi[ply - 1];
      return true;
    }
    const p = this.moved[ply];
    const from = move & 0x3f;
    const to = (move >> 6) & 0x3f;
    const side = this.side ^ 1;
    const captured = moveCaptured(move);
    const count = this.pieceCount;
    const bits = this.pieceBits;
    const arrived = board[to];
    this.seen[this.hashLo[ply] & SEEN_MASK]--;
    count[arrived]--;
    count[p]++;
    bits[arrived * 2 + (to >> 5)] ^= 1 << (to & 31);
    bits[p * 2 + (from >> 5)] ^= 1 << (from & 31);
    board[from] = p;
    board[to] = captured;
    if (captured !== EMPTY) {
      count[captured]++;
      bits[captured * 2 + (to >> 5)] ^= 1 << (to & 31);
    }
    let mask = moveRunDownMask(move);
    if (mask !== 0) {
      const soldier = pieceCode(side ^ 1, SOLDIER);
      const first = rayStart[from * 6 + moveDirection(move)];
      for (let i = 0; mask !== 0; i++, mask >>= 1) {
        if ((mask & 1) === 0) continue;
        const x = rayCells[first + i];
        board[x] = soldier;
        count[soldier]++;
        bits[soldier * 2 + (x >> 5)] ^= 1 << (x & 31);
      }
    }
    if ((p & 7) === EMPEROR) this.emperorAt[side] = from;
    if ((captured & 7) === EMPEROR) this.emperorAt[side ^ 1] = to;
    this.side = side;
    this.ply = ply - 1;
    this.lo = this.hashLo[ply - 1];
    this.hi = this.hashHi[ply - 1];
    return true;
  }

  private grow(): void {
    const size = this.moves.length * 2;
    const widen = <T extends Int32Array | Int8Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.moves = widen(this.moves, (n) => new Int32Array(n));
    this.moved = widen(this.moved, (n) => new Int8Array(n));
    this.hashLo = widen(this.hashLo, (n) => new Int32Array(n));
    this.hashHi = widen(this.hashHi, (n) => new Int32Array(n));
    this.runStart = widen(this.runStart, (n) => new Int32Array(n));
    this.state = widen(this.state, (n) => new Int8Array(n));
  }

  history(): Move[] {
    return Array.from(this.moves.subarray(this.base + 1, this.ply + 1));
  }

  clone(): SankakuPosition {
    const copy = new SankakuPosition(
      this.game,
      this.options,
      this.board,
      this.side,
      this.moves.length,
    );
    copy.lo = this.lo;
    copy.hi = this.hi;
    copy.ply = this.ply;
    copy.base = this.base;
    copy.moves.set(this.moves);
    copy.moved.set(this.moved);
    copy.hashLo.set(this.hashLo);
    copy.hashHi.set(this.hashHi);
    copy.runStart.set(this.runStart);
    copy.state.set(this.state);
    copy.seen.set(this.seen);
    return copy;
  }

  // ---------------------------------------------------------------- game end

  outcome(): Outcome | undefined {
    switch (this.state[this.ply]) {
      case BLACK_WON:
        return { winners: [BLACK], reason: 'Emperor captured' };
      case WHITE_WON:
        return { winners: [WHITE], reason: 'Emperor captured' };
      case FOURTH_OCCURRENCE:
        return { winners: [], reason: 'fourth occurrence of a position' };
      case THREEFOLD:
        return { winners: [], reason: 'threefold repetition' };
    }
    // §4's "no legal move" cannot arise: the Emperor may capture any enemy piece but a
    // defended Emperor, a defended Emperor has a defender to capture, and the repetition rule
    // never forbids a capture. So the player to move always has a legal move here.
    return undefined;
  }

  drawClaim(): string | undefined {
    return undefined;
  }

  /** There is no check in Sankaku Shogi (§4). */
  inCheck(): boolean {
    return false;
  }

  /**
   * Whether, after `move` (legal), the opponent could capture the mover's Emperor: the move
   * stays legal (§4, no check), but an interface may warn.
   */
  leavesEmperorCapturable(move: Move): boolean {
    const side = this.side;
    this.play(move);
    const emperor = this.emperorAt[side];
    let capturable = false;
    const n = this.generateLegal(this.scratch, 0);
    for (let i = 0; i < n && !capturable; i++) capturable = moveTo(this.scratch[i]) === emperor;
    this.undo();
    return capturable;
  }

  /**
   * A move that leaves the mover's Emperor capturable, pointed out in the third person: a page
   * may show it to either player, or to a spectator.
   */
  moveWarnings(move: Move): MoveWarning[] {
    if (!this.leavesEmperorCapturable(move)) return [];
    const whose = `${this.game.players[this.side]}'s`;
    const message = `${this.moveToText(move)} leaves ${whose} Emperor capturable. The move stands: Sankaku Shogi has no check, and the game ends when an Emperor is taken.`;
    return [{ code: 'royal-capturable', message }];
  }

  // ---------------------------------------------------------------- text

  /**
   * `<board> <turn> [<history>] [<option>=<value> …]` (docs/rules/README.md). `<history>` lists the
   * moves since the last capture in coordinate form, oldest first, separated by commas; the
   * repetition rule (§5) needs the positions they passed through, and no position before a
   * capture can recur. It is left out when empty.
   */
  toText(): string {
    const words = [boardText(this.board), this.side === BLACK ? 'b' : 'w'];
    const run: string[] = [];
    for (let i = this.runStart[this.ply] + 1; i <= this.ply; i++) {
      run.push(this.moveToCoord(this.moves[i]));
    }
    if (run.length > 0) words.push(run.join(','));
    words.push(...optionWords(OPTIONS, this.options));
    return words.join(' ');
  }

  moveToCoord(move: Move): string {
    return `${topology.name(moveFrom(move))}-${topology.name(moveTo(move))}`;
  }

  /** Shogi manner: piece letter, from, `-` or `x` (any capture), to, `+` on promotion. */
  moveToText(move: Move): string {
    const p = this.board[moveFrom(move)];
    const letter = p === EMPTY ? '' : LETTERS[p & 7];
    const sep = moveCaptures(move) ? 'x' : '-';
    const from = topology.name(moveFrom(move));
    const to = topology.name(moveTo(move));
    return `${letter}${from}${sep}${to}${movePromotes(move) ? '+' : ''}`;
  }

  parseMove(text: string): Result<Move> {
    const t = text.trim();
    // Any word of letters then digits stands in a cell's place (one the board lacks is bad-cell).
    const m = /^([EHRGS])?([a-zA-Z]+[0-9]+)([-xX])([a-zA-Z]+[0-9]+)(\+|=.*)?$/.exec(t);
    if (!m) {
      // A shogi player's drop (S*d5) or pass: say what the rules (§2) forbid, not only how a
      // move is written.
      if (/^[a-zA-Z]?\*[a-zA-Z]+[0-9]+$/.test(t)) {
        return err(
          'bad-move',
          `'${t}' is a drop, and Sankaku Shogi has none: a captured piece leaves the game for good (rules §2)`,
        );
      }
      if (t.toLowerCase() === 'pass') {
        return err(
          'bad-move',
          `${SEAT_NAMES[this.side]} may not pass: a player must move every turn (rules §2)`,
        );
      }
      return err(
        'bad-move',
        `'${t}' is not a move: write <from>-<to> (d1-d4) or the notation (Ed1-d4, Sd4xf4+)`,
      );
    }
    const [, letter, fromName, , toName, suffix] = m;
    const from = topology.cell(fromName);
    if (from < 0) return err('bad-cell', `'${fromName}' is not a cell of the board`);
    const to = topology.cell(toName);
    if (to < 0) return err('bad-cell', `'${toName}' is not a cell of the board`);
    if (suffix !== undefined && suffix !== '+' && suffix.toUpperCase() !== '=G') {
      return err('bad-move', `'${suffix}': promotion is always to General (=G or +)`);
    }
    const over = this.outcome();
    if (over) return err('game-over', `the game is over (${over.reason})`);
    const p = this.board[from];
    const seat = SEAT_NAMES[this.side];
    if (p === EMPTY) return err('illegal-move', `there is no piece on ${topology.name(from)}`);
    if (p >> 3 !== this.side) {
      return err(
        'illegal-move',
        `the piece on ${topology.name(from)} is ${SEAT_NAMES[p >> 3]}'s; it is ${seat}'s move`,
      );
    }
    const name = PIECE_NAMES[p & 7];
    if (letter !== undefined && letter !== LETTERS[p & 7]) {
      return err(
        'illegal-move',
        `the piece on ${topology.name(from)} is a ${name} (${LETTERS[p & 7]}), not ${letter}`,
      );
    }
    const n = this.generateLegal(this.scratch, 0);
    let move = -1;
    for (let i = 0; i < n; i++) {
      if ((this.scratch[i] & 0xfff) === (from | (to << 6))) move = this.scratch[i];
    }
    const coord = `${topology.name(from)}-${topology.name(to)}`;
    if (move < 0)
      return err(
        'illegal-move',
        `${seat}'s ${name} on ${topology.name(from)} cannot move to ${topology.name(to)}${this.whyNot(from, to)}`,
      );
    if (suffix !== undefined && !movePromotes(move)) {
      return err(
        'illegal-move',
        `${coord} does not promote (only a capturing Soldier or Cavalry does)`,
      );
    }
    return ok(move);
  }

  /** A hint for a move that is not legal, when a specific rule forbids it. */
  private whyNot(from: number, to: number): string {
    const target = this.board[to];
    if (target !== EMPTY && target >> 3 === this.side) return ': its own piece stands there';
    const n = this.generateMoves(this.scratch, 0);
    for (let i = 0; i < n; i++) {
      if ((this.scratch[i] & 0xfff) === (from | (to << 6))) {
        return ': that would repeat an earlier position (repetition rule)';
      }
    }
    if ((this.board[from] & 7) === EMPEROR && to === this.emperorAt[this.side ^ 1]) {
      return ': the enemy Emperor is defended';
    }
    if ((this.board[from] & 7) === SOLDIER && (target & 7) === CHARIOT) {
      return ': a Soldier cannot capture a Chariot';
    }
    return '';
  }

  moveInfo(move: Move): MoveInfo {
    return { from: moveFrom(move), to: moveTo(move), capture: moveCaptures(move) };
  }

  isCapture(move: Move): boolean {
    return moveCaptures(move);
  }

  hash(): number {
    return joinHash(this.lo, this.hi);
  }

  /** The hash's low word: with `hashHighWord`, a cache key without the join into a double. */
  get hashLowWord(): number {
    return this.lo;
  }

  /** The hash's high word (its low 21 bits are the hash's upper bits). */
  get hashHighWord(): number {
    return this.hi;
  }

  contents(cell: number): readonly PieceView[] {
    // Not a cell (topology.cell's -1 for a name it does not know): nothing, not a made-up piece.
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) return [];
    const p = this.board[cell];
    return p === EMPTY ? [] : [{ owner: p >> 3, kind: LETTERS[p & 7] }];
  }
}

/** The board part of the position text: ranks 8 to 1, Black upper case, runs of empties. */
export function boardText(board: ArrayLike<number>): string {
  const ranks: string[] = [];
  let row = '';
  let empty = 0;
  let rank = topology.x(0);
  for (let c = 0; c <= CELLS; c++) {
    if (c === CELLS || topology.x(c) !== rank) {
      if (empty > 0) row += String(empty);
      ranks.push(row);
      if (c === CELLS) break;
      row = '';
      empty = 0;
      rank = topology.x(c);
    }
    const p = board[c];
    if (p === EMPTY) {
      empty++;
      continue;
    }
    if (empty > 0) row += String(empty);
    empty = 0;
    const letter = LETTERS[p & 7];
    row += p >> 3 === BLACK ? letter : letter.toLowerCase();
  }
  return ranks.join('/');
}
