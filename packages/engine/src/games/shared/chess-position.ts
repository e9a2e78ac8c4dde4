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
import { joinHash, ZobristKeys } from '../../core/zobrist.js';
import type { CastleRule } from './castling.js';
import { ChessHistory } from './history.js';
import { walkCaptures, walkMoves, type RayWalk } from './walks.js';
import {
  CASTLE_LONG,
  CASTLE_SHORT,
  DOUBLE_STEP,
  EN_PASSANT,
  isCastle,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
} from './moves.js';
import { BLACK, KING, PAWN, ROOK, sideSign, WHITE } from './pieces.js';

/** What the undo stack holds for `playNull`: no cell is 127, so no move packs to it. */
const NULL_MOVE = -1;

/** The state a position starts from (position text minus the options). */
export interface ChessSetup {
  readonly board: Int8Array;
  readonly turn: number;
  readonly castling: number;
  /** The skipped cell of the double step just played, or −1. */
  readonly enPassant: number;
  readonly halfmove: number;
  readonly fullmove: number;
}

/** What the shared machinery reads of a side's pawn tables. */
export interface ChessPawnTables {
  /** The cell straight ahead (the en passant victim stands one step past the skipped cell). */
  readonly step: Int16Array;
  /** The cells from which this side's pawn captures onto a cell, `captureCount` per cell. */
  readonly attackers: Int16Array;
  /** 1 on the side's promotion cells. */
  readonly promotes: Uint8Array;
}

/** What the shared machinery reads of a game's rules for one combination of options. */
export interface ChessRuleTables {
  /** By side. */
  readonly pawns: readonly [ChessPawnTables, ChessPawnTables];
  /** By side: [short, long], or none. */
  readonly castles: readonly (readonly CastleRule[])[];
  /** For each cell, the castling rights that survive a move from or to it. */
  readonly rightsKept: Uint8Array;
  /** The most legal moves a position can have under these rules. */
  readonly maxMoves: number;
}

/** The fixed facts of a board and army: sizes, letters, promotion choices and hash keys. */
export interface ChessBoardSpec {
  readonly cells: number;
  /** Piece types 1…types (shared/pieces.ts, the unicorn being 7). */
  readonly types: number;
  /** Upper-case letters by type, index 0 a placeholder. */
  readonly letters: string;
  /** The types a pawn may promote to, in the order they are generated. */
  readonly promotions: readonly number[];
  /** How many capture cells a pawn has (the stride of `ChessPawnTables.attackers`). */
  readonly captureCount: number;
  readonly keys: ChessKeys;
}

/**
 * Zobrist keys of a chess-like game: 2 × types pieces on every cell, Black to move, the 16 sets
 * of castling rights, an en passant cell.
 */
export interface ChessKeys {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly black: number;
  readonly castling: number;
  readonly enPassant: number;
}

export function chessKeys(cells: number, types: number, seed: number): ChessKeys {
  const black = 2 * types * cells;
  const keys = new ZobristKeys(black + 1 + 16 + cells, seed);
  return { lo: keys.lo, hi: keys.hi, black, castling: black + 1, enPassant: black + 17 };
}

/**
 * A chess-like position with make/unmake: everything that does not depend on how the pieces
 * move. A game supplies move generation (`generate`, usually with `keepLegal`, `castleMoves`,
 * `enPassantMoves` and `pawnMove` from here), attack detection, dead material, text and clone.
 *
 * The board is a mailbox (0 empty, +type White, −type Black, types from pieces.ts); the kings'
 * cells are tracked. Moves are packed integers (moves.ts): from, to (the rook's cell for
 * castling), promotion type and kind. State fields are public for the text, notation and
 * evaluation code; only `play` and `undo` change them.
 */
export abstract class ChessPosition<
  R extends ChessRuleTables = ChessRuleTables,
> implements Position {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  /**
   * The rules in force. Set before anything else, so that a game's `attacked` can read them
   * while this constructor runs; a subclass must not redeclare it.
   */
  readonly rules: R;
  readonly maxMoves: number;
  readonly board: Int8Array;
  /** King cells by side: king[WHITE], king[BLACK]. */
  readonly king = new Int16Array(2);
  /** Pieces on the board by board value + types (index `types`, empty, unused). */
  readonly counts: Int8Array;
  turn: number;
  /** Castling rights, bits of castling.ts. */
  castling: number;
  /** The skipped cell of the double step just played (written in the text), or −1. */
  enPassant: number;
  /** Some pawn of the side to move can legally take en passant now (only then is it in the hash). */
  enPassantOpen: boolean;
  halfmove: number;
  fullmove: number;
  /** Total pieces on the board, kings included. */
  pieceCount = 0;
  /**
   * The cells each side holds, one bit per cell: word `side * occupancyWords + (cell >> 5)`,
   * bit `cell & 31`. Generation and evaluation walk the pieces through it in cell order
   * instead of scanning every cell of the board.
   */
  readonly occupancy: Int32Array;
  readonly occupancyWords: number;
  /** The same by piece: word `(board value + types) * occupancyWords + (cell >> 5)`. */
  readonly pieceOccupancy: Int32Array;
  /** The terms `trackTerms` was given (none at first) and their sums over the board. */
  private termTable: Int32Array = new Int32Array(0);
  private termCount = 0;
  termSums: Int32Array = new Int32Array(0);
  /** The sums before each move since ply `termsSince`, `termCount` words a ply, for undo. */
  private termPast: Int32Array = new Int32Array(0);
  private termsSince = 0;
  hashLo = 0;
  hashHi = 0;

  protected readonly past = new ChessHistory();
  /** Per generation: pinned own pieces and the cells that can answer a check carry the stamp. */
  protected readonly pinMark: Int32Array;
  protected readonly evasionMark: Int32Array;
  private markStamp = 0;
  /**
   * A game that scans its own king's lines for check and pins may keep the scan of the current
   * position here: the mark stamp it used (0 for none) and whether it found check. Play, undo
   * and a reset of the stamps clear it.
   */
  protected kingScan = 0;
  protected kingScanCheck = false;
  /**
   * A game that can tell check from the last move may keep the answer here: 0 not known yet,
   * 1 not in check, 2 in check. Play and undo clear it.
   */
  protected checkKnown = 0;
  /**
   * The side not to move was not in check in the position this one's history starts from
   * (parse refuses such positions, but the constructor takes any set-up). Every later position
   * was reached by a legal move, so only then may check be read from the last move.
   */
  protected rootWaitingSafe: boolean;
  /** Per sliding piece: destinations already written. */
  protected readonly seen: Int32Array;
  private seenStamp = 0;
  protected readonly scratch: Int32Array;
  private readonly spec: ChessBoardSpec;

  constructor(
    game: GameDefinition,
    options: GameOptions,
    spec: ChessBoardSpec,
    rules: R,
    setup: ChessSetup,
  ) {
    this.game = game;
    this.options = options;
    this.rules = rules;
    this.spec = spec;
    this.maxMoves = rules.maxMoves;
    this.scratch = new Int32Array(rules.maxMoves);
    this.counts = new Int8Array(2 * spec.types + 1);
    this.pinMark = new Int32Array(spec.cells);
    this.evasionMark = new Int32Array(spec.cells);
    this.seen = new Int32Array(spec.cells);
    this.occupancyWords = (spec.cells + 31) >> 5;
    this.occupancy = new Int32Array(2 * this.occupancyWords);
    this.pieceOccupancy = new Int32Array((2 * spec.types + 1) * this.occupancyWords);
    this.board = Int8Array.from(setup.board);
    this.turn = setup.turn;
    this.castling = setup.castling;
    this.enPassant = setup.enPassant;
    this.halfmove = setup.halfmove;
    this.fullmove = setup.fullmove;
    for (let cell = 0; cell < spec.cells; cell++) {
      const piece = this.board[cell];
      if (piece === 0) continue;
      this.counts[piece + spec.types]++;
      this.pieceCount++;
      this.place(piece, cell);
      if (piece === KING) this.king[WHITE] = cell;
      if (piece === -KING) this.king[BLACK] = cell;
    }
    this.enPassantOpen = this.enPassant >= 0 && this.enPassantPossible(this.enPassant, this.turn);
    this.computeHash();
    this.rootWaitingSafe = !this.attacked(this.king[this.turn ^ 1], this.turn);
    this.past.recordPosition(this.hashLo, this.hashHi, this.halfmove);
  }

  /**
   * Writes the moves of the side to move from `start` on and returns the end index: the legal
   * ones, or with `pseudo` every move that obeys the rules except king safety.
   */
  protected abstract generate(out: Int32Array, start: number, pseudo: boolean): number;
  /** Whether a piece of `by` attacks `cell` (whatever stands on it). */
  abstract attacked(cell: number, by: number): boolean;
  /** The material left can mate neither king (the rules file's dead positions). */
  protected abstract deadMaterial(): boolean;
  /**
   * Whether a king with one piece of `type` on `cell` can mate a lone king (the rules file's
   * insufficient material: a mate position exists that the piece can reach).
   */
  protected abstract loneMate(type: number, cell: number): boolean;
  abstract clone(): ChessPosition<R>;
  abstract toText(): string;
  abstract moveToCoord(move: Move): string;
  abstract moveToText(move: Move): string;
  abstract parseMove(text: string): Result<Move>;

  // ---------------------------------------------------------------- move generation

  legalMoves(): Move[] {
    const out = new Int32Array(this.maxMoves);
    return Array.from(out.subarray(0, this.generateLegal(out, 0)));
  }

  generateLegal(out: Int32Array, start: number): number {
    if (this.automaticDraw() !== undefined) return 0;
    return this.generate(out, start, false) - start;
  }

  hasLegalMove(): boolean {
    return this.automaticDraw() === undefined && this.anyLegalMove();
  }

  /** Whether the side to move has a legal move; a game with a quicker way than generating them all overrides it. */
  protected anyLegalMove(): boolean {
    return this.generate(this.scratch, 0, false) > 0;
  }

  /**
   * Only the legal captures and promotions (the moves `isCapture` accepts), for quiescence
   * search; see `legalCaptures`.
   */
  generateCaptures(out: Int32Array, start: number): number {
    if (this.automaticDraw() !== undefined) return 0;
    return this.legalCaptures(out, start) - start;
  }

  /**
   * Writes the legal captures and promotions from `start` on and returns the end index. This
   * general way generates every move pseudo-legally and tests only the captures, so no quiet
   * move pays for a king-safety test; a game with a direct way overrides it.
   */
  protected legalCaptures(out: Int32Array, start: number): number {
    const end = this.generate(out, start, true);
    const us = this.turn;
    const kingCell = this.king[us];
    let n = start;
    for (let i = start; i < end; i++) {
      const move = out[i];
      if (!this.isCapture(move)) continue;
      const from = move & 127;
      const to = (move >>> 7) & 127;
      let safe: boolean;
      if (move >>> 17 === EN_PASSANT) {
        safe = this.enPassantSafe(from, to, this.rules.pawns[us ^ 1].step[to], kingCell);
      } else if (from === kingCell) {
        const king = this.board[kingCell];
        this.board[kingCell] = 0;
        safe = !this.attacked(to, us ^ 1);
        this.board[kingCell] = king;
      } else {
        safe = this.safeAfter(from, to, kingCell);
      }
      if (safe) out[n++] = move;
    }
    return n;
  }

  /** Moves that obey every rule except king safety (for error messages). */
  pseudoLegalMoves(): Move[] {
    const out = new Int32Array(this.maxMoves);
    return Array.from(out.subarray(0, this.generate(out, 0, true)));
  }

  /** A pawn move, or one move per promotion choice when it reaches a promotion cell. */
  protected pawnMove(
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
      const promotions = this.spec.promotions;
      for (let i = 0; i < promotions.length; i++) out[n++] = base | (promotions[i] << 14);
    }
    return n;
  }

  /** Keeps, in place, the moves of out[first, end) that leave the king safe; returns the new end. */
  protected keepLegal(
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

  /** Keeps, in place, the king moves of out[first, end) that do not step into an attack. */
  protected keepSafeKingMoves(out: Int32Array, first: number, end: number): number {
    const us = this.turn;
    const kingCell = this.king[us];
    const king = this.board[kingCell];
    // Lifted off its cell, the king cannot hide behind itself.
    this.board[kingCell] = 0;
    let n = first;
    for (let i = first; i < end; i++) {
      if (!this.attacked((out[i] >>> 7) & 127, us ^ 1)) out[n++] = out[i];
    }
    this.board[kingCell] = king;
    return n;
  }

  protected castleMoves(
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
   * The king is not in check, none of the rule's `crossed` cells is attacked, and the king is not
   * attacked where it lands once the rook has moved too.
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

  protected enPassantMoves(
    us: number,
    sign: number,
    kingCell: number,
    pseudo: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const target = this.enPassant;
    const count = this.spec.captureCount;
    const attackers = this.rules.pawns[us].attackers;
    const victim = this.rules.pawns[us ^ 1].step[target];
    for (let j = target * count, stop = j + count; j < stop; j++) {
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
    const count = this.spec.captureCount;
    const attackers = this.rules.pawns[side].attackers;
    const victim = this.rules.pawns[side ^ 1].step[target];
    for (let j = target * count, stop = j + count; j < stop; j++) {
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

  inCheck(): boolean {
    return this.attacked(this.king[this.turn], this.turn ^ 1);
  }

  /**
   * Check read from the last move (the search asks at every node, and most nodes, those that
   * stand on their static value, never generate moves): 2 in check, 1 not, 0 when there is no
   * last move it may be read from.
   */
  protected checkByLastMove(): number {
    if (this.checkKnown === 0) {
      const plies = this.past.length;
      // A pass is played only out of check, so neither side is in check after it.
      if (plies > 0 && this.past.move[plies - 1] === NULL_MOVE) return (this.checkKnown = 1);
      if (plies < 2 && !(plies === 1 && this.rootWaitingSafe)) return 0;
      this.checkKnown = this.checkFromLastMove(this.past.move[plies - 1]) ? 2 : 1;
    }
    return this.checkKnown;
  }

  /**
   * Whether `move`, just played from a position whose side not to move was not in check, gives
   * check: only a line through a cell the move changed can, or the piece that arrived.
   */
  protected abstract checkFromLastMove(move: Move): boolean;

  protected nextMarkStamp(): number {
    if (this.markStamp === 0x3fffffff) {
      this.markStamp = 0;
      this.kingScan = 0;
      this.pinMark.fill(0);
      this.evasionMark.fill(0);
    }
    return ++this.markStamp;
  }

  /** A slider's moves (or with `captures` its captures) along its walk, each cell written once. */
  protected slide(
    walk: RayWalk,
    from: number,
    sign: number,
    captures: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const stamp = this.nextSeenStamp();
    return captures
      ? walkCaptures(this.board, walk, from, sign, this.seen, stamp, out, n)
      : walkMoves(this.board, walk, from, sign, this.seen, stamp, out, n);
  }

  protected nextSeenStamp(): number {
    if (this.seenStamp === 0x3fffffff) {
      this.seenStamp = 0;
      this.seen.fill(0);
    }
    return ++this.seenStamp;
  }

  // ---------------------------------------------------------------- make / unmake

  /** The key index of a piece (a non-zero board value) on a cell. */
  private pieceKey(piece: number, cell: number): number {
    const types = this.spec.types;
    return (piece > 0 ? piece - 1 : types - 1 - piece) * this.spec.cells + cell;
  }

  play(move: Move): void {
    this.kingScan = 0;
    this.checkKnown = 0;
    const board = this.board;
    const past = this.past;
    const { lo: keyLo, hi: keyHi, black, castling: castlingKey, enPassant: epKey } = this.spec.keys;
    const types = this.spec.types;
    const ply = this.record(move);
    const terms = this.termCount;

    const from = move & 127;
    const to = (move >>> 7) & 127;
    const promotion = (move >>> 14) & 7;
    const kind = move >>> 17;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    let lo = this.hashLo;
    let hi = this.hashHi;
    if (this.enPassantOpen) {
      lo ^= keyLo[epKey + this.enPassant];
      hi ^= keyHi[epKey + this.enPassant];
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
      this.lift(king, rule.kingFrom);
      this.lift(rook, rule.rookFrom);
      this.place(king, rule.kingTo);
      this.place(rook, rule.rookTo);
      if (terms !== 0) {
        this.shiftTerms(king, rule.kingFrom, -1);
        this.shiftTerms(rook, rule.rookFrom, -1);
        this.shiftTerms(king, rule.kingTo, 1);
        this.shiftTerms(rook, rule.rookTo, 1);
      }
      let key = this.pieceKey(king, rule.kingFrom);
      lo ^= keyLo[key];
      hi ^= keyHi[key];
      key = this.pieceKey(king, rule.kingTo);
      lo ^= keyLo[key];
      hi ^= keyHi[key];
      key = this.pieceKey(rook, rule.rookFrom);
      lo ^= keyLo[key];
      hi ^= keyHi[key];
      key = this.pieceKey(rook, rule.rookTo);
      lo ^= keyLo[key];
      hi ^= keyHi[key];
    } else {
      const moving = board[from];
      let takenAt = to;
      if (kind === EN_PASSANT) takenAt = this.rules.pawns[us ^ 1].step[to];
      captured = board[takenAt];
      if (captured !== 0) {
        board[takenAt] = 0;
        this.lift(captured, takenAt);
        if (terms !== 0) this.shiftTerms(captured, takenAt, -1);
        const key = this.pieceKey(captured, takenAt);
        lo ^= keyLo[key];
        hi ^= keyHi[key];
        this.counts[captured + types]--;
        this.pieceCount--;
        resetsClock = true;
      }
      const placed = promotion === 0 ? moving : sign * promotion;
      board[from] = 0;
      board[to] = placed;
      this.lift(moving, from);
      this.place(placed, to);
      if (terms !== 0) {
        this.shiftTerms(moving, from, -1);
        this.shiftTerms(placed, to, 1);
      }
      let key = this.pieceKey(moving, from);
      lo ^= keyLo[key];
      hi ^= keyHi[key];
      key = this.pieceKey(placed, to);
      lo ^= keyLo[key];
      hi ^= keyHi[key];
      if (promotion !== 0) {
        this.counts[moving + types]--;
        this.counts[placed + types]++;
      }
      if (moving === sign * KING) this.king[us] = to;
      if (moving === sign * PAWN) {
        resetsClock = true;
        if (kind === DOUBLE_STEP && promotion === 0) {
          const skipped = this.rules.pawns[us].step[from];
          // A double step that may pass a piece leaves no cell for a pawn to land on.
          if (board[skipped] === 0) newEnPassant = skipped;
        }
      }
    }
    past.captured[ply] = captured;

    const rights = this.castling & this.rules.rightsKept[from] & this.rules.rightsKept[to];
    if (rights !== this.castling) {
      lo ^= keyLo[castlingKey + this.castling] ^ keyLo[castlingKey + rights];
      hi ^= keyHi[castlingKey + this.castling] ^ keyHi[castlingKey + rights];
      this.castling = rights;
    }

    this.turn = us ^ 1;
    lo ^= keyLo[black];
    hi ^= keyHi[black];
    this.enPassant = newEnPassant;
    this.enPassantOpen = newEnPassant >= 0 && this.enPassantPossible(newEnPassant, us ^ 1);
    if (this.enPassantOpen) {
      lo ^= keyLo[epKey + newEnPassant];
      hi ^= keyHi[epKey + newEnPassant];
    }
    this.halfmove = resetsClock ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.hashLo = lo;
    this.hashHi = hi;
    past.length = ply + 1;
    past.recordPosition(lo, hi, this.halfmove);
  }

  /**
   * Pushes onto the undo stack what undo needs besides the pieces: the move, castling rights,
   * en passant, the halfmove clock and the tracked term sums. Returns the move's ply.
   */
  private record(move: Move): number {
    const past = this.past;
    past.reserve();
    const ply = past.length;
    const terms = this.termCount;
    if (terms !== 0) {
      if (this.termPast.length < past.move.length * terms) {
        const bigger = new Int32Array(past.move.length * terms);
        bigger.set(this.termPast);
        this.termPast = bigger;
      }
      const saved = ply * terms;
      for (let k = 0; k < terms; k++) this.termPast[saved + k] = this.termSums[k];
    }
    past.move[ply] = move;
    past.castling[ply] = this.castling;
    // Bit 8 remembers whether the capture was open (and so in the hash).
    past.enPassant[ply] = this.enPassantOpen ? this.enPassant | 0x100 : this.enPassant;
    past.halfmove[ply] = this.halfmove;
    return ply;
  }

  /**
   * Gives the turn to the other side without a move (a null move, for the search's null-move
   * pruning; never a legal move). Only out of check: the search asks nothing else. The
   * position after it repeats nothing before it (its halfmove clock starts again), and `undo`
   * takes it back like a move.
   */
  playNull(): void {
    this.kingScan = 0;
    this.checkKnown = 0;
    const past = this.past;
    const { lo: keyLo, hi: keyHi, black, enPassant: epKey } = this.spec.keys;
    const ply = this.record(NULL_MOVE);
    past.captured[ply] = 0;
    let lo = this.hashLo ^ keyLo[black];
    let hi = this.hashHi ^ keyHi[black];
    if (this.enPassantOpen) {
      lo ^= keyLo[epKey + this.enPassant];
      hi ^= keyHi[epKey + this.enPassant];
    }
    if (this.turn === BLACK) this.fullmove++;
    this.turn ^= 1;
    this.enPassant = -1;
    this.enPassantOpen = false;
    this.halfmove = 0;
    this.hashLo = lo;
    this.hashHi = hi;
    past.length = ply + 1;
    past.recordPosition(lo, hi, 0);
  }

  undo(): boolean {
    this.kingScan = 0;
    this.checkKnown = 0;
    const past = this.past;
    if (past.length === 0) return false;
    const ply = --past.length;
    const move = past.move[ply];
    const us = this.turn ^ 1;
    this.turn = us;
    if (us === BLACK) this.fullmove--;
    this.castling = past.castling[ply];
    const ep = past.enPassant[ply];
    this.enPassant = ep < 0 ? -1 : ep & 0xff;
    this.enPassantOpen = ep >= 0x100;
    this.halfmove = past.halfmove[ply];
    this.hashLo = past.hashLo[ply];
    this.hashHi = past.hashHi[ply];
    if (move !== NULL_MOVE) this.unmove(ply, move, us);
    const terms = this.termCount;
    if (terms !== 0) {
      if (ply >= this.termsSince) {
        const saved = ply * terms;
        for (let k = 0; k < terms; k++) this.termSums[k] = this.termPast[saved + k];
      } else {
        this.recountTerms();
      }
    }
    return true;
  }

  /** Puts back the pieces `move`, played by `us` at `ply`, moved and took. */
  private unmove(ply: number, move: Move, us: number): void {
    const board = this.board;
    const past = this.past;
    const types = this.spec.types;
    const sign = us === WHITE ? 1 : -1;
    const from = move & 127;
    const to = (move >>> 7) & 127;
    const promotion = (move >>> 14) & 7;
    const kind = move >>> 17;
    if (kind === CASTLE_SHORT || kind === CASTLE_LONG) {
      const rule = this.rules.castles[us][kind === CASTLE_SHORT ? 0 : 1];
      board[rule.kingTo] = 0;
      board[rule.rookTo] = 0;
      board[rule.kingFrom] = sign * KING;
      board[rule.rookFrom] = sign * ROOK;
      this.king[us] = rule.kingFrom;
      this.lift(sign * KING, rule.kingTo);
      this.lift(sign * ROOK, rule.rookTo);
      this.place(sign * KING, rule.kingFrom);
      this.place(sign * ROOK, rule.rookFrom);
      return;
    }
    const placed = board[to];
    const moving = promotion === 0 ? placed : sign * PAWN;
    board[from] = moving;
    board[to] = 0;
    this.lift(placed, to);
    this.place(moving, from);
    if (promotion !== 0) {
      this.counts[placed + types]--;
      this.counts[moving + types]++;
    }
    const captured = past.captured[ply];
    if (captured !== 0) {
      const takenAt = kind === EN_PASSANT ? this.rules.pawns[us ^ 1].step[to] : to;
      board[takenAt] = captured;
      this.place(captured, takenAt);
      this.counts[captured + types]++;
      this.pieceCount++;
    }
    if (moving === sign * KING) this.king[us] = from;
  }

  /** Marks `piece` (a board value) as standing on `cell` in the occupancy bits. */
  private place(piece: number, cell: number): void {
    const words = this.occupancyWords;
    const bit = 1 << (cell & 31);
    this.occupancy[(piece > 0 ? 0 : words) + (cell >> 5)] |= bit;
    this.pieceOccupancy[(piece + this.spec.types) * words + (cell >> 5)] |= bit;
  }

  /** Marks `piece` as gone from `cell` in the occupancy bits. */
  private lift(piece: number, cell: number): void {
    const words = this.occupancyWords;
    const bit = ~(1 << (cell & 31));
    this.occupancy[(piece > 0 ? 0 : words) + (cell >> 5)] &= bit;
    this.pieceOccupancy[(piece + this.spec.types) * words + (cell >> 5)] &= bit;
  }

  /** Adds (`sign` 1) or takes away (−1) the terms of `piece` on `cell` to or from `termSums`. */
  private shiftTerms(piece: number, cell: number, sign: number): void {
    const count = this.termCount;
    const table = this.termTable;
    const sums = this.termSums;
    const at = ((piece + this.spec.types) * this.spec.cells + cell) * count;
    for (let k = 0; k < count; k++) sums[k] += sign * table[at + k];
  }

  /** Whether `termSums` are the sums of `table` (given to `trackTerms` last). */
  tracksTerms(table: Int32Array): boolean {
    return this.termTable === table;
  }

  /**
   * Keeps from now on, in `termSums`, the sums over the pieces on the board of `count` terms
   * per piece and cell: `table[((board value + types) * cells + cell) * count + k]` is term k
   * of that piece on that cell. Play updates the sums and undo restores them, so that an
   * evaluation's piece-square terms cost nothing to read. Replaces the terms kept before.
   */
  trackTerms(table: Int32Array, count: number): void {
    const cells = this.spec.cells;
    if (table.length !== (2 * this.spec.types + 1) * cells * count) {
      throw new Error(
        `a term table for ${count} terms must hold ${2 * this.spec.types + 1} × ${cells} × ${count} entries`,
      );
    }
    this.termTable = table;
    this.termCount = count;
    this.termSums = new Int32Array(count);
    this.termPast = new Int32Array(this.past.move.length * count);
    this.recountTerms();
  }

  /** Sums the terms over the board; the sums of earlier plies are not known (`termsSince`). */
  private recountTerms(): void {
    const sums = this.termSums;
    sums.fill(0);
    for (let cell = 0; cell < this.spec.cells; cell++) {
      const piece = this.board[cell];
      if (piece !== 0) this.shiftTerms(piece, cell, 1);
    }
    this.termsSince = this.past.length;
  }

  history(): Move[] {
    return Array.from(this.past.move.subarray(0, this.past.length));
  }

  /** Gives a fresh copy (made from `setup()`) this position's history. */
  protected copyHistoryTo(copy: ChessPosition<R>): void {
    copy.past.copyFrom(this.past);
    // The copy's history starts where this one's does.
    copy.rootWaitingSafe = this.rootWaitingSafe;
  }

  /** The current state as a set-up (for cloning and text). */
  setup(): ChessSetup {
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
   * The draws that end the game by themselves (docs/rules/README.md): a dead position, a fifth
   * occurrence of the position, 75 moves by each side without capture or pawn move. A mate on
   * the 150th ply still wins: outcome() looks for mate first.
   */
  private automaticDraw(): string | undefined {
    if (this.pieceCount <= 3 && this.deadMaterial()) return 'insufficient material';
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

  /**
   * FIDE 6.9, which docs/rules/README.md's draws follow: a king can never give check, so a side
   * with its king alone can never win; nor can a king with one piece that the rules file finds
   * has no mate against a lone king (`loneMate`), while the other side has its king alone (with
   * more of its own pieces there, they might block their king in). Anything else might win.
   */
  canWin(seat: number): boolean {
    if (seat !== WHITE && seat !== BLACK) throw new RangeError(`no seat ${seat}`);
    const types = this.spec.types;
    const sign = sideSign(seat);
    let own = 0;
    let other = 0;
    for (let type = 1; type <= types; type++) {
      if (type === KING) continue;
      own += this.counts[types + sign * type];
      other += this.counts[types - sign * type];
    }
    if (own === 0) return false;
    if (own > 1 || other > 0) return true;
    const board = this.board;
    for (let cell = 0; cell < board.length; cell++) {
      const type = board[cell] * sign;
      if (type > 0 && type !== KING) return this.loneMate(type, cell);
    }
    return true;
  }

  /** How many times the current position has occurred (same board, turn, rights and en passant chance). */
  repetitions(): number {
    return this.past.repeats[this.past.length];
  }

  // ---------------------------------------------------------------- inspection

  moveInfo(move: Move): MoveInfo {
    const from = moveFrom(move);
    const to = moveTo(move);
    const promotion = movePromotion(move);
    const info: { -readonly [K in keyof MoveInfo]: MoveInfo[K] } = {
      from,
      to,
      capture: this.takes(move),
    };
    if (promotion !== 0) info.choice = this.spec.letters[promotion];
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
    // Not a cell (topology.cell's -1 for a name it does not know): nothing, not a made-up piece.
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.spec.cells) return [];
    const piece = this.board[cell];
    if (piece === 0) return [];
    return [{ owner: piece > 0 ? WHITE : BLACK, kind: this.spec.letters[Math.abs(piece)] }];
  }

  private computeHash(): void {
    const { lo: keyLo, hi: keyHi, black, castling, enPassant } = this.spec.keys;
    let lo = 0;
    let hi = 0;
    for (let cell = 0; cell < this.spec.cells; cell++) {
      const piece = this.board[cell];
      if (piece === 0) continue;
      lo ^= keyLo[this.pieceKey(piece, cell)];
      hi ^= keyHi[this.pieceKey(piece, cell)];
    }
    if (this.turn === BLACK) {
      lo ^= keyLo[black];
      hi ^= keyHi[black];
    }
    lo ^= keyLo[castling + this.castling];
    hi ^= keyHi[castling + this.castling];
    if (this.enPassantOpen) {
      lo ^= keyLo[enPassant + this.enPassant];
      hi ^= keyHi[enPassant + this.enPassant];
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }
}
