import type { GameDefinition, GameOptions, Move } from '../../core/types.js';
import type { Result } from '../../core/result.js';
import type { RayTable } from '../../grid/rays.js';
import {
  leaperAttacked,
  leapMoves,
  rayAttacked,
  slideCaptures,
  slideMoves,
} from '../shared/attacks.js';
import {
  ChessPosition,
  chessKeys,
  type ChessBoardSpec,
  type ChessSetup,
} from '../shared/chess-position.js';
import { DOUBLE_STEP, NORMAL } from '../shared/moves.js';
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
import { moveToCoord, moveToText, parseMove } from './notation.js';
import { PROMOTIONS, type TrigonalRules } from './rules.js';
import { positionText } from './text.js';

const CELLS = 81;

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
 * Legality without make/unmake: each generation first walks every slider ray from the own
 * king. A ray whose first piece is an enemy slider of that ray's kind gives check; a ray whose
 * first piece is an own piece and whose next piece is such a slider pins that own piece. Only
 * king moves, moves when in check, moves of pinned pieces, en passant and castling are then
 * tried on the board; every other move is legal as generated. Every ray is walked on its own,
 * so the bishop's double paths need no special care: each path is a whole line of attack, and
 * the only blocker of either one is pinned (a piece on a cell both paths share is found on both).
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

  protected generate(out: Int32Array, start: number, pseudo: boolean, captures = false): number {
    const board = this.board;
    const rules = this.rules;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    const kingCell = this.king[us];
    if (!pseudo && this.kingScan === 0) this.scanOwnKing();
    const stamp = pseudo ? 0 : this.kingScan;
    const inCheck = pseudo ? false : this.kingScanCheck;
    const pinMark = this.pinMark;
    let n = start;

    for (let from = 0; from < CELLS; from++) {
      const piece = board[from] * sign;
      if (piece <= 0) continue;
      const first = n;
      switch (piece) {
        case PAWN:
          n = this.pawnMoves(from, us, sign, out, n);
          if (captures) n = this.keepCaptures(out, first, n);
          break;
        case KNIGHT:
          n = leapMoves(board, rules.knightTargets, from, sign, out, n);
          if (captures) n = this.keepCaptures(out, first, n);
          break;
        case BISHOP:
          n = this.slide(rules.bishopRays, from, sign, captures, out, n);
          break;
        case ROOK:
          n = this.slide(rules.rookRays, from, sign, captures, out, n);
          break;
        case QUEEN: {
          const slide = captures ? slideCaptures : slideMoves;
          const seenStamp = this.nextSeenStamp();
          n = slide(board, rules.rookRays, from, sign, this.seen, seenStamp, out, n);
          n = slide(board, rules.bishopRays, from, sign, this.seen, seenStamp, out, n);
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
      if (board[to] * sign > 0 || (captures && board[to] === 0)) continue;
      if (pseudo || !this.attacked(to, us ^ 1)) out[n++] = kingCell | (to << 7);
    }
    board[kingCell] = sign * KING;

    if (this.castling !== 0 && !captures) n = this.castleMoves(us, inCheck, pseudo, out, n);
    if (this.enPassant >= 0) n = this.enPassantMoves(us, sign, kingCell, pseudo, out, n);
    return n;
  }

  private slide(
    rays: RayTable,
    from: number,
    sign: number,
    captures: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const slide = captures ? slideCaptures : slideMoves;
    return slide(this.board, rays, from, sign, this.seen, this.nextSeenStamp(), out, n);
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

  /** One scan of the own king's lines per position serves both `inCheck` and `generate`. */
  override inCheck(): boolean {
    if (this.kingScan === 0) this.scanOwnKing();
    return this.kingScanCheck;
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

  /** Rules §5, §9: K v K and K+N v K, where no mate exists. */
  protected deadMaterial(): boolean {
    // counts is indexed by board value + SPEC.types: +type White, −type Black.
    return (
      this.pieceCount === 2 ||
      this.counts[SPEC.types + KNIGHT] + this.counts[SPEC.types - KNIGHT] === 1
    );
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
