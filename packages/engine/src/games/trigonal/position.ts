import type { GameDefinition, GameOptions, Move } from '../../core/types.js';
import type { Result } from '../../core/result.js';
import type { RayTable } from '../../grid/rays.js';
import { leapCaptures, leaperAttacked, leapMoves } from '../shared/attacks.js';
import {
  ChessPosition,
  chessKeys,
  type ChessBoardSpec,
  type ChessSetup,
} from '../shared/chess-position.js';
import { CASTLE_LONG, CASTLE_SHORT, DOUBLE_STEP, EN_PASSANT, NORMAL } from '../shared/moves.js';
import {
  BISHOP,
  BLACK,
  CHESS_LETTERS,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  WHITE,
} from '../shared/pieces.js';
import { canMate } from './dead.js';
import { moveToCoord, moveToText, parseMove } from './notation.js';
import { BISHOP_LINE_SHIFT, PROMOTIONS, type TrigonalRules } from './rules.js';
import { positionText } from './text.js';

const CELLS = 81;
const OCCUPANCY_WORDS = (CELLS + 31) >> 5;
/** The rook rays' bits in `TrigonalRules.lines`; the bishop rays' are above BISHOP_LINE_SHIFT. */
const ROOK_LINES = (1 << BISHOP_LINE_SHIFT) - 1;
/**
 * The lines a piece moves along, by board value × the side's sign + 6: all for a queen, the
 * rook's or the bishop's, none for anything else (another side's piece, an empty cell).
 */
const SLIDER_LINES = new Int32Array(2 * KING + 1);
SLIDER_LINES[KING + BISHOP] = ~ROOK_LINES;
SLIDER_LINES[KING + ROOK] = ROOK_LINES;
SLIDER_LINES[KING + QUEEN] = -1;

/** The triangle of 81 cells, the chess army, promotion to Q R B N (queen first), hash keys. */
const SPEC: ChessBoardSpec = {
  cells: CELLS,
  types: KING,
  letters: CHESS_LETTERS,
  promotions: PROMOTIONS,
  captureCount: 3,
  keys: chessKeys(CELLS, KING, 0x7219a1),
};

/** The state a position starts from (position text minus the options). */
export type TrigonalSetup = ChessSetup;

/**
 * A Trigonal Chess position. The board is a mailbox of 81 cells (0 empty, +type White, −type
 * Black, types from shared/pieces.ts); making and unmaking moves, castling, en passant, hashing
 * and draws are the shared chess machinery.
 *
 * Legality without make/unmake: each generation first walks the slider rays from the own king
 * on which an enemy slider of the ray's kind stands (`rules.lines` tells which rays pass a
 * cell). A ray whose first piece is an enemy slider of that ray's kind gives check; a ray whose
 * first piece is an own piece and whose next piece is such a slider pins that own piece. Only
 * king moves, moves when in check, moves of pinned pieces, en passant and castling are then
 * tried on the board; every other move is legal as generated. Every ray is walked on its own,
 * so the bishop's double paths need no special care: each path is a whole line of attack, and
 * the only blocker of either one is pinned (a piece on a cell both paths share is found on both).
 *
 * The pieces are visited through the occupancy bits the shared machinery keeps, and check
 * alone (which the search asks at every node) is read from the last move: see `inCheck`.
 */
export class TrigonalPosition extends ChessPosition<TrigonalRules> {
  constructor(
    game: GameDefinition,
    options: GameOptions,
    rules: TrigonalRules,
    setup: TrigonalSetup,
  ) {
    super(game, options, SPEC, rules, setup);
  }

  /** Legal captures and promotions straight from the generator: quiet moves are never written. */
  protected override legalCaptures(out: Int32Array, start: number): number {
    return this.generate(out, start, false, true);
  }

  /** Generation that stops at the first piece with a legal move. */
  protected override anyLegalMove(): boolean {
    return this.generate(this.scratch, 0, false, false, true) > 0;
  }

  /** With `captures`, only captures and promotions; with `any`, stops once a move is found. */
  protected generate(
    out: Int32Array,
    start: number,
    pseudo: boolean,
    captures = false,
    any = false,
  ): number {
    const board = this.board;
    const rules = this.rules;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    const kingCell = this.king[us];
    if (!pseudo && this.kingScan === 0) this.scanOwnKing();
    const stamp = pseudo ? 0 : this.kingScan;
    const inCheck = pseudo ? false : this.kingScanCheck;
    const pinMark = this.pinMark;
    const pawnTargets = rules.pawns[us].captures;
    const pushPromotes = rules.pushPromotes[us];
    let n = start;

    // The own pieces in cell order, from the occupancy bits.
    const occupancy = this.occupancy;
    for (let word = 0, base = us * OCCUPANCY_WORDS; word < OCCUPANCY_WORDS; word++) {
      for (let bits = occupancy[base + word]; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const from = (word << 5) | (31 - Math.clz32(low));
        const piece = board[from] * sign;
        const first = n;
        switch (piece) {
          case PAWN:
            if (captures && pushPromotes[from] === 0) {
              // Most pawns in quiescence: only the three capture cells to look at.
              for (let j = from * 3, stop = j + 3; j < stop; j++) {
                const to = pawnTargets[j];
                if (to >= 0 && board[to] * sign < 0) {
                  n = this.pawnMove(from, to, NORMAL, rules.pawns[us].promotes, out, n);
                }
              }
            } else {
              n = this.pawnMoves(from, us, sign, captures, out, n);
            }
            break;
          case KNIGHT: {
            const leap = captures ? leapCaptures : leapMoves;
            n = leap(board, rules.knightTargets, from, sign, out, n);
            break;
          }
          case BISHOP:
            n = this.slide(rules.bishopWalk, from, sign, captures, out, n);
            break;
          case ROOK:
            n = this.slide(rules.rookWalk, from, sign, captures, out, n);
            break;
          case QUEEN:
            n = this.slide(rules.queenWalk, from, sign, captures, out, n);
            break;
          default:
            continue; // the king, below
        }
        if (!pseudo && n > first && (inCheck || pinMark[from] === stamp)) {
          n = this.keepLegal(out, first, n, kingCell, inCheck, stamp);
        }
        if (any && n > start) return n;
      }
    }

    // King steps: tried with the king lifted off its cell, so that it cannot hide behind itself.
    const targets = rules.kingTargets;
    board[kingCell] = 0;
    for (let i = targets.start[kingCell], stop = targets.start[kingCell + 1]; i < stop; i++) {
      const to = targets.cells[i];
      if (board[to] * sign > 0 || (captures && board[to] === 0)) continue;
      if (pseudo || !this.attacked(to, us ^ 1)) out[n++] = kingCell | (to << 7);
    }
    board[kingCell] = sign * KING;

    if (this.castling !== 0 && !captures) n = this.castleMoves(us, inCheck, pseudo, out, n);
    if (this.enPassant >= 0) n = this.enPassantMoves(us, sign, kingCell, pseudo, out, n);
    return n;
  }

  /** With `captures`, only the captures and the steps that promote. */
  private pawnMoves(
    from: number,
    us: number,
    sign: number,
    captures: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const board = this.board;
    const pawns = this.rules.pawns[us];
    const promotes = pawns.promotes;
    // Among the pushes only a promotion counts as a capture.
    const step = !captures || this.rules.pushPromotes[us][from] !== 0 ? pawns.step[from] : -1;
    if (step >= 0) {
      const stepEmpty = board[step] === 0;
      if (stepEmpty && (!captures || promotes[step] !== 0)) {
        n = this.pawnMove(from, step, NORMAL, promotes, out, n);
      }
      const land = this.rules.doubleStep[us][from];
      if (
        land >= 0 &&
        board[land] === 0 &&
        (stepEmpty || this.rules.skipAny) &&
        (!captures || promotes[land] !== 0) &&
        (!this.rules.doubleStepUnmoved || this.neverMoved(from))
      ) {
        n = this.pawnMove(from, land, DOUBLE_STEP, promotes, out, n);
      }
    }
    const targets = pawns.captures;
    for (let j = from * 3, stop = j + 3; j < stop; j++) {
      const to = targets[j];
      if (to >= 0 && board[to] * sign < 0) n = this.pawnMove(from, to, NORMAL, promotes, out, n);
    }
    return n;
  }

  /**
   * Under `double-step=unmoved`, whether the pawn on the start cell `cell` has never moved. The
   * only pawn that can stand there unmoved is the one that started there, and once a move has
   * left or reached the cell that pawn is gone from it (a pawn that arrives, as by g3xf3, has
   * moved): so it is unmoved when no move since the root touched the cell. The root's pawns count
   * as unmoved, as the position text says nothing more (text.ts).
   */
  private neverMoved(cell: number): boolean {
    const moves = this.past.move;
    for (let i = 0, n = this.past.length; i < n; i++) {
      const move = moves[i];
      if ((move & 127) === cell || ((move >>> 7) & 127) === cell) return false;
    }
    return true;
  }

  /**
   * From the last move when there is one (the search asks at every node, and most nodes never
   * generate moves); otherwise from the scan of the own king's lines that `generate` uses too.
   */
  override inCheck(): boolean {
    if (this.kingScan !== 0) return this.kingScanCheck;
    const known = this.checkByLastMove();
    if (known !== 0) return known === 2;
    this.scanOwnKing();
    return this.kingScanCheck;
  }

  /**
   * Whether `move`, just played from a position whose side not to move was not in check, gives
   * check. Before it no line reached the king, so only a line through a cell the move changed
   * can now, or the piece that arrived, by a leap or a pawn's capture step.
   */
  protected checkFromLastMove(move: Move): boolean {
    const board = this.board;
    const rules = this.rules;
    const them = this.turn;
    const us = them ^ 1;
    const sign = us === WHITE ? 1 : -1;
    const kingCell = this.king[them];
    const lines = rules.lines;
    const row = kingCell * CELLS;
    const from = move & 127;
    const to = (move >>> 7) & 127;
    const kind = move >>> 17;
    let through = lines[row + from] | lines[row + to];
    if (kind === CASTLE_SHORT || kind === CASTLE_LONG) {
      // `to` is the rook's cell; the king cannot give check.
      const rule = rules.castles[us][kind === CASTLE_SHORT ? 0 : 1];
      through |= lines[row + rule.kingTo] | lines[row + rule.rookTo];
    } else {
      if (kind === EN_PASSANT) through |= lines[row + rules.pawns[them].step[to]];
      const piece = board[to] * sign;
      if (piece === KNIGHT) {
        const knights = rules.knightTargets;
        for (let i = knights.start[kingCell], stop = knights.start[kingCell + 1]; i < stop; i++) {
          if (knights.cells[i] === to) return true;
        }
      } else if (piece === PAWN) {
        const attackers = rules.pawns[us].attackers;
        for (let j = kingCell * 3, stop = j + 3; j < stop; j++)
          if (attackers[j] === to) return true;
      }
    }
    if (through === 0) return false;
    const rookLines = through & ROOK_LINES;
    if (
      rookLines !== 0 &&
      this.lineAttacks(rules.rookRays, kingCell, rookLines, sign * ROOK, sign * QUEEN)
    ) {
      return true;
    }
    const bishopLines = through >>> BISHOP_LINE_SHIFT;
    return (
      bishopLines !== 0 &&
      this.lineAttacks(rules.bishopRays, kingCell, bishopLines, sign * BISHOP, sign * QUEEN)
    );
  }

  /** Whether the first piece on one of the rays from `cell` named by the bits of `directions` is `slider` or `queen`. */
  private lineAttacks(
    rays: RayTable,
    cell: number,
    directions: number,
    slider: number,
    queen: number,
  ): boolean {
    const board = this.board;
    const { start, length, cells } = rays;
    for (let bits = directions; bits !== 0;) {
      const low = bits & -bits;
      bits ^= low;
      const at = cell * rays.directions + (31 - Math.clz32(low));
      for (let i = start[at], stop = i + length[at]; i < stop; i++) {
        const piece = board[cells[i]];
        if (piece !== 0) {
          if (piece === slider || piece === queen) return true;
          break;
        }
      }
    }
    return false;
  }

  private scanOwnKing(): void {
    const stamp = this.nextMarkStamp();
    this.kingScanCheck = this.scanKing(this.king[this.turn], this.turn === WHITE ? 1 : -1, stamp);
    this.kingScan = stamp;
  }

  /**
   * Walks the rays and leaps into the king's cell: returns whether the side to move is in
   * check, stamps pinned own pieces in pinMark and, when in check, every cell that captures a
   * checker or stands between it and the king in evasionMark.
   */
  private scanKing(kingCell: number, sign: number, stamp: number): boolean {
    const board = this.board;
    const rules = this.rules;
    // Only a line with an enemy slider of its kind on it can check or pin.
    const lines = this.sliderLines(kingCell, sign === 1 ? BLACK : WHITE);
    let check =
      (lines & ROOK_LINES) !== 0 &&
      this.scanRays(rules.rookRays, kingCell, lines & ROOK_LINES, sign, -sign * ROOK, stamp);
    if (
      lines >>> BISHOP_LINE_SHIFT !== 0 &&
      this.scanRays(
        rules.bishopRays,
        kingCell,
        lines >>> BISHOP_LINE_SHIFT,
        sign,
        -sign * BISHOP,
        stamp,
      )
    ) {
      check = true;
    }
    if (this.leaperNear(rules.knightSpan, kingCell, -sign * KNIGHT)) {
      const knights = rules.knightTargets;
      for (let i = knights.start[kingCell], stop = knights.start[kingCell + 1]; i < stop; i++) {
        const cell = knights.cells[i];
        if (board[cell] === -sign * KNIGHT) {
          check = true;
          this.evasionMark[cell] = stamp;
        }
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

  /** The rays of `rays` from the king named by the bits of `directions`. */
  private scanRays(
    rays: RayTable,
    kingCell: number,
    directions: number,
    sign: number,
    slider: number,
    stamp: number,
  ): boolean {
    const board = this.board;
    const queen = -sign * QUEEN;
    const { start, length, cells } = rays;
    let check = false;
    for (let bits = directions; bits !== 0;) {
      const low = bits & -bits;
      bits ^= low;
      const at = kingCell * rays.directions + (31 - Math.clz32(low));
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

  attacked(cell: number, by: number): boolean {
    const board = this.board;
    const rules = this.rules;
    const sign = by === WHITE ? 1 : -1;
    const pawnAttackers = rules.pawns[by].attackers;
    for (let j = cell * 3, stop = j + 3; j < stop; j++) {
      const from = pawnAttackers[j];
      if (from >= 0 && board[from] === sign * PAWN) return true;
    }
    if (
      (this.leaperNear(rules.knightSpan, cell, sign * KNIGHT) &&
        leaperAttacked(board, rules.knightTargets, cell, sign * KNIGHT)) ||
      (this.leaperNear(rules.kingSpan, cell, sign * KING) &&
        leaperAttacked(board, rules.kingTargets, cell, sign * KING))
    ) {
      return true;
    }
    const lines = this.sliderLines(cell, by);
    return (
      ((lines & ROOK_LINES) !== 0 &&
        this.lineAttacks(rules.rookRays, cell, lines & ROOK_LINES, sign * ROOK, sign * QUEEN)) ||
      (lines >>> BISHOP_LINE_SHIFT !== 0 &&
        this.lineAttacks(
          rules.bishopRays,
          cell,
          lines >>> BISHOP_LINE_SHIFT,
          sign * BISHOP,
          sign * QUEEN,
        ))
    );
  }

  /**
   * Whether the occupancy lists a `piece` (a board value) in the span of `cell`: a leaper
   * attacks the cell only then. Legality tests lift pieces off the board but leave the
   * occupancy, so a piece listed may be gone: the board has the last word.
   */
  private leaperNear(spans: Int32Array, cell: number, piece: number): boolean {
    const occupancy = this.pieceOccupancy;
    const of = (piece + SPEC.types) * OCCUPANCY_WORDS;
    const at = cell * OCCUPANCY_WORDS;
    return (
      ((spans[at] & occupancy[of]) |
        (spans[at + 1] & occupancy[of + 1]) |
        (spans[at + 2] & occupancy[of + 2])) !==
      0
    );
  }

  /**
   * The lines from `cell` (bits of `TrigonalRules.lines`) on which a slider of `side` that moves
   * along them stands: the only lines on which that side can attack the cell, or pin a piece to
   * it. It reads the piece occupancy, which legality tests leave alone: a piece they lift off
   * the board is still listed, and is skipped here because its cell no longer holds it. The
   * spans (rules.ts) are the rays from the cell, and so the cells whose lines pass it.
   */
  private sliderLines(cell: number, side: number): number {
    const lines = this.rules.lines;
    const row = cell * CELLS;
    const sign = side === WHITE ? 1 : -1;
    const board = this.board;
    const occupancy = this.pieceOccupancy;
    const queens = (sign * QUEEN + SPEC.types) * OCCUPANCY_WORDS;
    const rooks = (sign * ROOK + SPEC.types) * OCCUPANCY_WORDS;
    const bishops = (sign * BISHOP + SPEC.types) * OCCUPANCY_WORDS;
    const rookSpan = this.rules.rookSpan;
    const bishopSpan = this.rules.bishopSpan;
    let found = 0;
    for (let word = 0, span = cell * OCCUPANCY_WORDS; word < OCCUPANCY_WORDS; word++, span++) {
      // Only the sliders on a line of their kind through the cell; most stand on none.
      const queen = occupancy[queens + word];
      let bits =
        ((occupancy[rooks + word] | queen) & rookSpan[span]) |
        ((occupancy[bishops + word] | queen) & bishopSpan[span]);
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const at = (word << 5) | (31 - Math.clz32(low));
        found |= lines[row + at] & SLIDER_LINES[board[at] * sign + KING];
      }
    }
    return found;
  }

  /**
   * Rules §5, §6 item 20, §9: the game ends by itself only for K v K and K+N v K, and K+N v K
   * only where no mate with the knight exists under the options in force (dead.ts: none under
   * the defaults, twelve with `king=12`). Other lone pieces are left to the 50-move and
   * repetition rules, as §5 recommends, even a bishop on the B-cells that can never mate.
   */
  protected deadMaterial(): boolean {
    if (this.pieceCount === 2) return true;
    if (this.pieceCount > 3) return false;
    const board = this.board;
    for (let cell = 0; cell < CELLS; cell++) {
      const type = Math.abs(board[cell]);
      if (type !== 0 && type !== KING) return type === KNIGHT && !canMate(this.rules, type, cell);
    }
    return true;
  }

  /**
   * Rules §5 and dead.ts: K+N v K has no mate under the defaults, and a bishop on the B-cells
   * never mates (§7.6's mate needs Bi3, an A-cell); a pawn may promote. Unlike `deadMaterial`,
   * which ends the game only as §5 recommends, a flag fall asks what can never mate at all.
   */
  protected loneMate(type: number, cell: number): boolean {
    return canMate(this.rules, type, cell);
  }

  clone(): TrigonalPosition {
    const copy = new TrigonalPosition(this.game, this.options, this.rules, this.setup());
    this.copyHistoryTo(copy);
    return copy;
  }

  toText(): string {
    return positionText(this);
  }

  moveToCoord(move: Move): string {
    return moveToCoord(move);
  }

  moveToText(move: Move): string {
    return moveToText(this, move);
  }

  parseMove(text: string): Result<Move> {
    return parseMove(this, text);
  }
}
