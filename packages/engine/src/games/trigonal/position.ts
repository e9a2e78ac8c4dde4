import type {
  GameDefinition,
  GameOptions,
  Move,
  MoveInfo,
  Outcome,
  PieceView,
  Position,
} from '../../core/types.js';
import type { Result } from '../../core/result.js';
import type { RayTable } from '../../grid/rays.js';
import { joinHash, ZobristKeys } from '../../core/zobrist.js';
import { leaperAttacked, leapMoves, rayAttacked, slideMoves } from '../shared/attacks.js';
import type { CastleRule } from '../shared/castling.js';
import { ChessHistory } from '../shared/history.js';
import {
  CASTLE_LONG,
  CASTLE_SHORT,
  DOUBLE_STEP,
  EN_PASSANT,
  NORMAL,
  isCastle,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
} from '../shared/moves.js';
import {
  BISHOP,
  BLACK,
  CHESS_LETTERS as LETTERS,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  WHITE,
} from '../shared/pieces.js';
import { moveToCoord, moveToText, parseMove } from './notation.js';
import type { TrigonalRules } from './rules.js';
import { positionText } from './text.js';

const CELLS = 81;

// Zobrist keys: 12 pieces × 81 cells, Black to move, 16 castling-right sets, 81 en passant cells.
const KEY_BLACK = 12 * CELLS;
const KEY_CASTLING = KEY_BLACK + 1;
const KEY_EN_PASSANT = KEY_CASTLING + 16;
const KEYS = new ZobristKeys(KEY_EN_PASSANT + CELLS, 0x7219a1);
const KEY_LO = KEYS.lo;
const KEY_HI = KEYS.hi;

/** The key index of a piece (a non-zero board value) on a cell. */
function pieceKey(piece: number, cell: number): number {
  return (piece > 0 ? piece - 1 : 5 - piece) * CELLS + cell;
}

/** The state a position starts from (position text minus the options). */
export interface TrigonalSetup {
  readonly board: Int8Array;
  readonly turn: number;
  readonly castling: number;
  /** The skipped cell of the double step just played, or −1. */
  readonly enPassant: number;
  readonly halfmove: number;
  readonly fullmove: number;
}

/**
 * A Trigonal Chess position with make/unmake. The board is a mailbox of 81 cells (0 empty,
 * +type White, −type Black, types from shared/pieces.ts); the kings' cells are tracked.
 *
 * Legality without make/unmake: each generation first walks every slider ray from the own
 * king. A ray whose first piece is an enemy slider of that ray's kind gives check; a ray whose
 * first piece is an own piece and whose next piece is such a slider pins that own piece. Only
 * king moves, moves when in check, moves of pinned pieces, en passant and castling are then
 * tried on the board; every other move is legal as generated. Every ray is walked on its own,
 * so the bishop's double paths need no special care: each path is a whole line of attack, and
 * the only blocker of either one is pinned (a piece on a cell both paths share is found on both).
 *
 * Moves are packed integers (shared/moves.ts): from, to (the rook's cell for castling),
 * promotion type and kind. State fields are public for the text, notation and evaluation code;
 * only `play` and `undo` change them.
 */
export class TrigonalPosition implements Position {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  readonly rules: TrigonalRules;
  readonly maxMoves: number;
  readonly board: Int8Array;
  /** King cells by side: king[WHITE], king[BLACK]. */
  readonly king = new Int16Array(2);
  /** Pieces on the board by board value + 6 (index 6, empty, unused). */
  readonly counts = new Int8Array(13);
  turn: number;
  /** Castling rights, bits of shared/castling.ts. */
  castling: number;
  /** The skipped cell of the double step just played (written in the text), or −1. */
  enPassant: number;
  /** Some pawn of the side to move can legally take en passant now (only then is it in the hash). */
  enPassantOpen: boolean;
  halfmove: number;
  fullmove: number;
  /** Total pieces on the board, kings included. */
  pieceCount = 0;
  hashLo = 0;
  hashHi = 0;

  private readonly past = new ChessHistory();
  /** Per generation: pinned own pieces and the cells that can answer a check carry the stamp. */
  private readonly pinMark = new Int32Array(CELLS);
  private readonly evasionMark = new Int32Array(CELLS);
  private markStamp = 0;
  /** Per sliding piece: destinations already written. */
  private readonly seen = new Int32Array(CELLS);
  private seenStamp = 0;
  private readonly scratch: Int32Array;

  constructor(
    game: GameDefinition,
    options: GameOptions,
    rules: TrigonalRules,
    setup: TrigonalSetup,
  ) {
    this.game = game;
    this.options = options;
    this.rules = rules;
    this.maxMoves = rules.maxMoves;
    this.scratch = new Int32Array(rules.maxMoves);
    this.board = Int8Array.from(setup.board);
    this.turn = setup.turn;
    this.castling = setup.castling;
    this.enPassant = setup.enPassant;
    this.halfmove = setup.halfmove;
    this.fullmove = setup.fullmove;
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = this.board[cell];
      if (piece === 0) continue;
      this.counts[piece + 6]++;
      this.pieceCount++;
      if (piece === KING) this.king[WHITE] = cell;
      if (piece === -KING) this.king[BLACK] = cell;
    }
    this.enPassantOpen = this.enPassant >= 0 && this.enPassantPossible(this.enPassant, this.turn);
    this.computeHash();
    this.past.recordPosition(this.hashLo, this.hashHi, this.halfmove);
  }

  // ---------------------------------------------------------------- move generation

  legalMoves(): Move[] {
    const out = new Int32Array(this.maxMoves);
    return Array.from(out.subarray(0, this.generateLegal(out, 0)));
  }

  generateLegal(out: Int32Array, start: number): number {
    if (this.automaticDraw() !== undefined) return 0;
    return this.generate(out, start, false) - start;
  }

  /** Moves that obey every rule except king safety (for error messages). */
  pseudoLegalMoves(): Move[] {
    const out = new Int32Array(this.maxMoves);
    return Array.from(out.subarray(0, this.generate(out, 0, true)));
  }

  /** Writes the moves from `start` on and returns the end index. */
  private generate(out: Int32Array, start: number, pseudo: boolean): number {
    const board = this.board;
    const rules = this.rules;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    const kingCell = this.king[us];
    const stamp = this.nextMarkStamp();
    const inCheck = pseudo ? false : this.scanKing(kingCell, sign, stamp);
    const pinMark = this.pinMark;
    let n = start;

    for (let from = 0; from < CELLS; from++) {
      const piece = board[from] * sign;
      if (piece <= 0) continue;
      const first = n;
      switch (piece) {
        case PAWN:
          n = this.pawnMoves(from, us, sign, out, n);
          break;
        case KNIGHT:
          n = leapMoves(board, rules.knightTargets, from, sign, out, n);
          break;
        case BISHOP:
          n = slideMoves(
            board,
            rules.bishopRays,
            from,
            sign,
            this.seen,
            this.nextSeenStamp(),
            out,
            n,
          );
          break;
        case ROOK:
          n = slideMoves(
            board,
            rules.rookRays,
            from,
            sign,
            this.seen,
            this.nextSeenStamp(),
            out,
            n,
          );
          break;
        case QUEEN: {
          const seenStamp = this.nextSeenStamp();
          n = slideMoves(board, rules.rookRays, from, sign, this.seen, seenStamp, out, n);
          n = slideMoves(board, rules.bishopRays, from, sign, this.seen, seenStamp, out, n);
          break;
        }
        default:
          continue; // the king, below
      }
      if (!pseudo && n > first && (inCheck || pinMark[from] === stamp)) {
        n = this.keepLegal(out, first, n, kingCell, inCheck, stamp);
      }
    }

    // King steps: tried with the king lifted off its cell, so that it cannot hide behind itself.
    const targets = rules.kingTargets;
    board[kingCell] = 0;
    for (let i = targets.start[kingCell], stop = targets.start[kingCell + 1]; i < stop; i++) {
      const to = targets.cells[i];
      if (board[to] * sign > 0) continue;
      if (pseudo || !this.attacked(to, us ^ 1)) out[n++] = kingCell | (to << 7);
    }
    board[kingCell] = sign * KING;

    if (this.castling !== 0) n = this.castleMoves(us, inCheck, pseudo, out, n);
    if (this.enPassant >= 0) n = this.enPassantMoves(us, sign, kingCell, pseudo, out, n);
    return n;
  }

  private pawnMoves(from: number, us: number, sign: number, out: Int32Array, n: number): number {
    const board = this.board;
    const pawns = this.rules.pawns[us];
    const step = pawns.step[from];
    if (step >= 0) {
      const stepEmpty = board[step] === 0;
      if (stepEmpty) n = this.pawnMove(from, step, NORMAL, pawns.promotes, out, n);
      const land = this.rules.doubleStep[us][from];
      if (land >= 0 && board[land] === 0 && (stepEmpty || this.rules.skipAny)) {
        n = this.pawnMove(from, land, DOUBLE_STEP, pawns.promotes, out, n);
      }
    }
    const captures = pawns.captures;
    for (let j = from * 3, stop = j + 3; j < stop; j++) {
      const to = captures[j];
      if (to >= 0 && board[to] * sign < 0) {
        n = this.pawnMove(from, to, NORMAL, pawns.promotes, out, n);
      }
    }
    return n;
  }

  /** A pawn move, or its four promotions (queen first) when it reaches the last cell of its file. */
  private pawnMove(
    from: number,
    to: number,
    kind: number,
    promotes: Uint8Array,
    out: Int32Array,
    n: number,
  ): number {
    const base = from | (to << 7) | (kind << 17);
    if (promotes[to] === 0) {
      out[n++] = base;
    } else {
      out[n++] = base | (QUEEN << 14);
      out[n++] = base | (ROOK << 14);
      out[n++] = base | (BISHOP << 14);
      out[n++] = base | (KNIGHT << 14);
    }
    return n;
  }

  /**
   * Walks the rays and leaps into the king's cell: returns whether the side to move is in
   * check, stamps pinned own pieces in pinMark and, when in check, every cell that captures a
   * checker or stands between it and the king in evasionMark.
   */
  private scanKing(kingCell: number, sign: number, stamp: number): boolean {
    const board = this.board;
    const rules = this.rules;
    let check = this.scanRays(rules.rookRays, kingCell, sign, -sign * ROOK, stamp);
    if (this.scanRays(rules.bishopRays, kingCell, sign, -sign * BISHOP, stamp)) check = true;
    const knights = rules.knightTargets;
    for (let i = knights.start[kingCell], stop = knights.start[kingCell + 1]; i < stop; i++) {
      const cell = knights.cells[i];
      if (board[cell] === -sign * KNIGHT) {
        check = true;
        this.evasionMark[cell] = stamp;
      }
    }
    const pawnAttackers = rules.pawns[sign === 1 ? BLACK : WHITE].attackers;
    for (let j = kingCell * 3, stop = j + 3; j < stop; j++) {
      const cell = pawnAttackers[j];
      if (cell >= 0 && board[cell] === -sign * PAWN) {
        check = true;
        this.evasionMark[cell] = stamp;
      }
    }
    return check;
  }

  private scanRays(
    rays: RayTable,
    kingCell: number,
    sign: number,
    slider: number,
    stamp: number,
  ): boolean {
    const board = this.board;
    const queen = -sign * QUEEN;
    const { directions, start, length, cells } = rays;
    let check = false;
    for (let at = kingCell * directions, end = at + directions; at < end; at++) {
      const s = start[at];
      const stop = s + length[at];
      let i = s;
      while (i < stop && board[cells[i]] === 0) i++;
      if (i === stop) continue;
      const first = cells[i];
      const piece = board[first];
      if (piece === slider || piece === queen) {
        check = true;
        for (let k = s; k <= i; k++) this.evasionMark[cells[k]] = stamp;
        continue;
      }
      if (piece * sign < 0) continue;
      for (i++; i < stop; i++) {
        const next = board[cells[i]];
        if (next !== 0) {
          if (next === slider || next === queen) this.pinMark[first] = stamp;
          break;
        }
      }
    }
    return check;
  }

  /** Keeps, in place, the moves of out[first, end) that leave the king safe; returns the new end. */
  private keepLegal(
    out: Int32Array,
    first: number,
    end: number,
    kingCell: number,
    inCheck: boolean,
    stamp: number,
  ): number {
    let n = first;
    for (let i = first; i < end; i++) {
      const move = out[i];
      const to = (move >>> 7) & 127;
      // In check, a move that neither takes a checker nor stands in a checking line cannot help.
      if (inCheck && this.evasionMark[to] !== stamp) continue;
      if (this.safeAfter(move & 127, to, kingCell)) out[n++] = move;
    }
    return n;
  }

  /** Whether the king on `kingCell` is safe after the (non-king) piece on `from` moves to `to`. */
  private safeAfter(from: number, to: number, kingCell: number): boolean {
    const board = this.board;
    const moving = board[from];
    const captured = board[to];
    board[to] = moving;
    board[from] = 0;
    const safe = !this.attacked(kingCell, moving > 0 ? BLACK : WHITE);
    board[from] = moving;
    board[to] = captured;
    return safe;
  }

  private castleMoves(
    us: number,
    inCheck: boolean,
    pseudo: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const board = this.board;
    const rules = this.rules.castles[us];
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r];
      if ((this.castling & rule.right) === 0) continue;
      let clear = true;
      for (let i = 0; i < rule.empty.length; i++) if (board[rule.empty[i]] !== 0) clear = false;
      if (!clear) continue;
      if (!pseudo && !this.castleSafe(rule, inCheck, us)) continue;
      out[n++] = rule.kingFrom | (rule.rookFrom << 7) | (rule.kind << 17);
    }
    return n;
  }

  /**
   * The king is not in check, crosses no attacked cell, and is not attacked where it lands once
   * the rook has moved too (rules §9).
   */
  private castleSafe(rule: CastleRule, inCheck: boolean, us: number): boolean {
    if (inCheck) return false;
    const them = us ^ 1;
    for (let i = 0; i < rule.crossed.length; i++)
      if (this.attacked(rule.crossed[i], them)) return false;
    const { kingFrom, kingTo, rookFrom, rookTo } = rule;
    const board = this.board;
    const king = board[kingFrom];
    const rook = board[rookFrom];
    board[kingFrom] = 0;
    board[rookFrom] = 0;
    board[kingTo] = king;
    board[rookTo] = rook;
    const safe = !this.attacked(kingTo, them);
    board[kingTo] = 0;
    board[rookTo] = 0;
    board[kingFrom] = king;
    board[rookFrom] = rook;
    return safe;
  }

  private enPassantMoves(
    us: number,
    sign: number,
    kingCell: number,
    pseudo: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const target = this.enPassant;
    const attackers = this.rules.pawns[us].attackers;
    const victim = this.rules.pawns[us ^ 1].step[target];
    for (let j = target * 3, stop = j + 3; j < stop; j++) {
      const from = attackers[j];
      if (from < 0 || this.board[from] !== sign * PAWN) continue;
      if (pseudo || this.enPassantSafe(from, target, victim, kingCell)) {
        out[n++] = from | (target << 7) | (EN_PASSANT << 17);
      }
    }
    return n;
  }

  private enPassantSafe(from: number, target: number, victim: number, kingCell: number): boolean {
    const board = this.board;
    const pawn = board[from];
    const taken = board[victim];
    board[target] = pawn;
    board[from] = 0;
    board[victim] = 0;
    const safe = !this.attacked(kingCell, pawn > 0 ? BLACK : WHITE);
    board[from] = pawn;
    board[victim] = taken;
    board[target] = 0;
    return safe;
  }

  /** Whether `side` to move has a legal en passant capture onto `target`. */
  private enPassantPossible(target: number, side: number): boolean {
    const sign = side === WHITE ? 1 : -1;
    const attackers = this.rules.pawns[side].attackers;
    const victim = this.rules.pawns[side ^ 1].step[target];
    for (let j = target * 3, stop = j + 3; j < stop; j++) {
      const from = attackers[j];
      if (
        from >= 0 &&
        this.board[from] === sign * PAWN &&
        this.enPassantSafe(from, target, victim, this.king[side])
      ) {
        return true;
      }
    }
    return false;
  }

  /** Whether a piece of `by` attacks `cell` (whatever stands on it). */
  attacked(cell: number, by: number): boolean {
    const board = this.board;
    const rules = this.rules;
    const sign = by === WHITE ? 1 : -1;
    const pawnAttackers = rules.pawns[by].attackers;
    for (let j = cell * 3, stop = j + 3; j < stop; j++) {
      const from = pawnAttackers[j];
      if (from >= 0 && board[from] === sign * PAWN) return true;
    }
    return (
      leaperAttacked(board, rules.knightTargets, cell, sign * KNIGHT) ||
      leaperAttacked(board, rules.kingTargets, cell, sign * KING) ||
      rayAttacked(board, rules.rookRays, cell, sign * ROOK, sign * QUEEN) ||
      rayAttacked(board, rules.bishopRays, cell, sign * BISHOP, sign * QUEEN)
    );
  }

  inCheck(): boolean {
    return this.attacked(this.king[this.turn], this.turn ^ 1);
  }

  private nextMarkStamp(): number {
    if (this.markStamp === 0x3fffffff) {
      this.markStamp = 0;
      this.pinMark.fill(0);
      this.evasionMark.fill(0);
    }
    return ++this.markStamp;
  }

  private nextSeenStamp(): number {
    if (this.seenStamp === 0x3fffffff) {
      this.seenStamp = 0;
      this.seen.fill(0);
    }
    return ++this.seenStamp;
  }

  // ---------------------------------------------------------------- make / unmake

  play(move: Move): void {
    const board = this.board;
    const past = this.past;
    past.reserve();
    const ply = past.length;
    past.move[ply] = move;
    past.castling[ply] = this.castling;
    // Bit 8 remembers whether the capture was open (and so in the hash).
    past.enPassant[ply] = this.enPassantOpen ? this.enPassant | 0x100 : this.enPassant;
    past.halfmove[ply] = this.halfmove;

    const from = move & 127;
    const to = (move >>> 7) & 127;
    const promotion = (move >>> 14) & 7;
    const kind = move >>> 17;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    let lo = this.hashLo;
    let hi = this.hashHi;
    if (this.enPassantOpen) {
      lo ^= KEY_LO[KEY_EN_PASSANT + this.enPassant];
      hi ^= KEY_HI[KEY_EN_PASSANT + this.enPassant];
    }

    let captured = 0;
    let resetsClock = false;
    let newEnPassant = -1;
    if (kind === CASTLE_SHORT || kind === CASTLE_LONG) {
      const rule = this.rules.castles[us][kind === CASTLE_SHORT ? 0 : 1];
      const king = sign * KING;
      const rook = sign * ROOK;
      board[rule.kingFrom] = 0;
      board[rule.rookFrom] = 0;
      board[rule.kingTo] = king;
      board[rule.rookTo] = rook;
      this.king[us] = rule.kingTo;
      let key = pieceKey(king, rule.kingFrom);
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
      key = pieceKey(king, rule.kingTo);
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
      key = pieceKey(rook, rule.rookFrom);
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
      key = pieceKey(rook, rule.rookTo);
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
    } else {
      const moving = board[from];
      let takenAt = to;
      if (kind === EN_PASSANT) takenAt = this.rules.pawns[us ^ 1].step[to];
      captured = board[takenAt];
      if (captured !== 0) {
        board[takenAt] = 0;
        const key = pieceKey(captured, takenAt);
        lo ^= KEY_LO[key];
        hi ^= KEY_HI[key];
        this.counts[captured + 6]--;
        this.pieceCount--;
        resetsClock = true;
      }
      const placed = promotion === 0 ? moving : sign * promotion;
      board[from] = 0;
      board[to] = placed;
      let key = pieceKey(moving, from);
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
      key = pieceKey(placed, to);
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
      if (promotion !== 0) {
        this.counts[moving + 6]--;
        this.counts[placed + 6]++;
      }
      if (moving === sign * KING) this.king[us] = to;
      if (moving === sign * PAWN) {
        resetsClock = true;
        if (kind === DOUBLE_STEP && promotion === 0) {
          const skipped = this.rules.pawns[us].step[from];
          // With double-step-skip=any the pawn may pass a piece; no pawn can then land there.
          if (board[skipped] === 0) newEnPassant = skipped;
        }
      }
    }
    past.captured[ply] = captured;

    const rights = this.castling & this.rules.rightsKept[from] & this.rules.rightsKept[to];
    if (rights !== this.castling) {
      lo ^= KEY_LO[KEY_CASTLING + this.castling] ^ KEY_LO[KEY_CASTLING + rights];
      hi ^= KEY_HI[KEY_CASTLING + this.castling] ^ KEY_HI[KEY_CASTLING + rights];
      this.castling = rights;
    }

    this.turn = us ^ 1;
    lo ^= KEY_LO[KEY_BLACK];
    hi ^= KEY_HI[KEY_BLACK];
    this.enPassant = newEnPassant;
    this.enPassantOpen = newEnPassant >= 0 && this.enPassantPossible(newEnPassant, us ^ 1);
    if (this.enPassantOpen) {
      lo ^= KEY_LO[KEY_EN_PASSANT + newEnPassant];
      hi ^= KEY_HI[KEY_EN_PASSANT + newEnPassant];
    }
    this.halfmove = resetsClock ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.hashLo = lo;
    this.hashHi = hi;
    past.length = ply + 1;
    past.recordPosition(lo, hi, this.halfmove);
  }

  undo(): boolean {
    const past = this.past;
    if (past.length === 0) return false;
    const ply = --past.length;
    const move = past.move[ply];
    const from = move & 127;
    const to = (move >>> 7) & 127;
    const promotion = (move >>> 14) & 7;
    const kind = move >>> 17;
    const us = this.turn ^ 1;
    const sign = us === WHITE ? 1 : -1;
    const board = this.board;
    this.turn = us;
    if (us === BLACK) this.fullmove--;
    this.castling = past.castling[ply];
    const ep = past.enPassant[ply];
    this.enPassant = ep < 0 ? -1 : ep & 0xff;
    this.enPassantOpen = ep >= 0x100;
    this.halfmove = past.halfmove[ply];
    this.hashLo = past.hashLo[ply];
    this.hashHi = past.hashHi[ply];

    if (kind === CASTLE_SHORT || kind === CASTLE_LONG) {
      const rule = this.rules.castles[us][kind === CASTLE_SHORT ? 0 : 1];
      board[rule.kingTo] = 0;
      board[rule.rookTo] = 0;
      board[rule.kingFrom] = sign * KING;
      board[rule.rookFrom] = sign * ROOK;
      this.king[us] = rule.kingFrom;
      return true;
    }
    const placed = board[to];
    const moving = promotion === 0 ? placed : sign * PAWN;
    board[from] = moving;
    board[to] = 0;
    if (promotion !== 0) {
      this.counts[placed + 6]--;
      this.counts[moving + 6]++;
    }
    const captured = past.captured[ply];
    if (captured !== 0) {
      board[kind === EN_PASSANT ? this.rules.pawns[us ^ 1].step[to] : to] = captured;
      this.counts[captured + 6]++;
      this.pieceCount++;
    }
    if (moving === sign * KING) this.king[us] = from;
    return true;
  }

  history(): Move[] {
    return Array.from(this.past.move.subarray(0, this.past.length));
  }

  clone(): TrigonalPosition {
    const copy = new TrigonalPosition(this.game, this.options, this.rules, this.setup());
    copy.past.copyFrom(this.past);
    return copy;
  }

  /** The current state as a set-up (for cloning and text). */
  setup(): TrigonalSetup {
    return {
      board: this.board,
      turn: this.turn,
      castling: this.castling,
      enPassant: this.enPassant,
      halfmove: this.halfmove,
      fullmove: this.fullmove,
    };
  }

  // ---------------------------------------------------------------- game end

  outcome(): Outcome | undefined {
    if (this.generate(this.scratch, 0, false) === 0) {
      return this.inCheck()
        ? { winners: [this.turn ^ 1], reason: 'checkmate' }
        : { winners: [], reason: 'stalemate' };
    }
    const reason = this.automaticDraw();
    return reason === undefined ? undefined : { winners: [], reason };
  }

  /**
   * The draws that end the game by themselves (rules §5, §9, rules/README.md): K v K and K+N v K,
   * a fifth occurrence of the position, 75 moves by each side without capture or pawn move.
   * A mate on the 150th ply still wins: outcome() looks for mate first.
   */
  private automaticDraw(): string | undefined {
    if (
      this.pieceCount <= 3 &&
      (this.pieceCount === 2 || this.counts[KNIGHT + 6] + this.counts[6 - KNIGHT] === 1)
    ) {
      return 'insufficient material';
    }
    if (this.past.repeats[this.past.length] >= 5) return 'fivefold repetition';
    if (this.halfmove >= 150) return 'seventy-five-move rule';
    return undefined;
  }

  drawClaim(): string | undefined {
    if (this.outcome() !== undefined) return undefined;
    if (this.past.repeats[this.past.length] >= 3) return 'threefold repetition';
    if (this.halfmove >= 100) return 'fifty-move rule';
    return undefined;
  }

  /** How many times the current position has occurred (same board, turn, rights and en passant chance). */
  repetitions(): number {
    return this.past.repeats[this.past.length];
  }

  // ---------------------------------------------------------------- text and inspection

  toText(): string {
    return positionText(this);
  }

  moveToCoord(move: Move): string {
    return moveToCoord(this, move);
  }

  moveToText(move: Move): string {
    return moveToText(this, move);
  }

  parseMove(text: string): Result<Move> {
    return parseMove(this, text);
  }

  moveInfo(move: Move): MoveInfo {
    const from = moveFrom(move);
    const to = moveTo(move);
    const promotion = movePromotion(move);
    const info: { -readonly [K in keyof MoveInfo]: MoveInfo[K] } = {
      from,
      to,
      capture: this.takes(move),
    };
    if (promotion !== 0) info.choice = LETTERS[promotion];
    if (isCastle(move)) info.castle = moveKind(move) === CASTLE_SHORT ? 'short' : 'long';
    return info;
  }

  /** The move takes a piece (en passant included). */
  takes(move: Move): boolean {
    const kind = move >>> 17;
    if (kind === EN_PASSANT) return true;
    if (kind === CASTLE_SHORT || kind === CASTLE_LONG) return false;
    return this.board[(move >>> 7) & 127] !== 0;
  }

  /** A capture or a promotion: a move that changes material. */
  isCapture(move: Move): boolean {
    return this.takes(move) || (move & (7 << 14)) !== 0;
  }

  hash(): number {
    return joinHash(this.hashLo, this.hashHi);
  }

  contents(cell: number): readonly PieceView[] {
    const piece = this.board[cell];
    if (piece === 0) return [];
    return [{ owner: piece > 0 ? WHITE : BLACK, kind: LETTERS[Math.abs(piece)] }];
  }

  private computeHash(): void {
    let lo = 0;
    let hi = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = this.board[cell];
      if (piece === 0) continue;
      lo ^= KEY_LO[pieceKey(piece, cell)];
      hi ^= KEY_HI[pieceKey(piece, cell)];
    }
    if (this.turn === BLACK) {
      lo ^= KEY_LO[KEY_BLACK];
      hi ^= KEY_HI[KEY_BLACK];
    }
    lo ^= KEY_LO[KEY_CASTLING + this.castling];
    hi ^= KEY_HI[KEY_CASTLING + this.castling];
    if (this.enPassantOpen) {
      lo ^= KEY_LO[KEY_EN_PASSANT + this.enPassant];
      hi ^= KEY_HI[KEY_EN_PASSANT + this.enPassant];
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }
}
