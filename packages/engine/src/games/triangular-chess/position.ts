import type { GameDefinition, GameOptions, Move } from '../../core/types.js';
import type { Result } from '../../core/result.js';
import type { TargetTable } from '../../grid/rays.js';
import {
  leapCaptures,
  leaperAttacked,
  leapMoves,
  lineAttacked,
  rayAttacked,
} from '../shared/attacks.js';
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
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  UNICORN,
  UNICORN_LETTERS,
  WHITE,
} from '../shared/pieces.js';
import { moveToCoord, moveToText, parseMove } from './notation.js';
import type { DekleRules } from './rules.js';
import { positionText } from './text.js';

const CELLS = 96;
const OCCUPANCY_WORDS = (CELLS + 31) >> 5;

/** The hexagon, the army with its unicorn, promotion to Q R B N U (§6 item 10), hash keys. */
const SPEC: ChessBoardSpec = {
  cells: CELLS,
  types: UNICORN,
  letters: UNICORN_LETTERS,
  promotions: [QUEEN, ROOK, BISHOP, KNIGHT, UNICORN],
  captureCount: 2,
  keys: chessKeys(CELLS, UNICORN, 0x0de1e86),
};

/** The state a position starts from (position text minus the options). */
export type DekleSetup = ChessSetup;

/**
 * A position of Triangular Chess or Tri-Chess (`rules.variant`, docs/rules/triangular-chess.md). The
 * board is a mailbox of 96 cells (0 empty, +type White, −type Black, types from
 * shared/pieces.ts, the unicorn 7); making and unmaking moves, castling, en passant, hashing
 * and draws are the shared chess machinery.
 *
 * Legality without make/unmake: each generation first walks every queen line from the own king
 * (`rules.lineAttackers` says which slider reaches the king from each cell of a line). A line
 * whose first piece is an enemy slider that reaches the king gives check; a line whose first
 * piece is an own piece and whose next piece is such a slider pins that own piece, as does, in
 * Tri-Chess, the enemy king two cells away along a strip behind it. Only king moves, moves when
 * in check, moves of pinned pieces, en passant and castling are then tried on the board; every
 * other move is legal as generated.
 */
export class DeklePosition extends ChessPosition<DekleRules> {
  constructor(game: GameDefinition, options: GameOptions, rules: DekleRules, setup: DekleSetup) {
    super(game, options, SPEC, rules, setup);
  }

  /** From the last move when there is one, else by the attack test. */
  override inCheck(): boolean {
    const known = this.checkByLastMove();
    return known === 0 ? super.inCheck() : known === 2;
  }

  /**
   * Whether `move`, just played from a position whose side not to move was not in check, gives
   * check. Before it no line reached the king, so only a line through a cell the move changed
   * can now, or the piece that arrived, by a leap or a pawn's capture step. A king gives no
   * check (it would stand in check itself: every king move is undone by one), nor does a line
   * it opens between the kings (the piece that stood there was pinned).
   */
  protected checkFromLastMove(move: Move): boolean {
    const board = this.board;
    const rules = this.rules;
    const them = this.turn;
    const us = them ^ 1;
    const sign = us === WHITE ? 1 : -1;
    const kingCell = this.king[them];
    const kind = move >>> 17;
    // Castling moves two pieces; it is rare enough to ask the whole board.
    if (kind === CASTLE_SHORT || kind === CASTLE_LONG) return this.attacked(kingCell, us);
    const from = move & 127;
    const to = (move >>> 7) & 127;
    const row = kingCell * CELLS;
    const lines = rules.queenLines;
    let through = lines[row + from] | lines[row + to];
    if (kind === EN_PASSANT) through |= lines[row + rules.pawns[them].step[to]];
    const piece = board[to] * sign;
    if (piece === KNIGHT || piece === UNICORN) {
      const sources = piece === KNIGHT ? rules.knight.sources : rules.unicorn.sources;
      for (let i = sources.start[kingCell], stop = sources.start[kingCell + 1]; i < stop; i++) {
        if (sources.cells[i] === to) return true;
      }
    } else if (piece === PAWN) {
      const attackers = rules.pawns[us].attackers;
      for (let j = kingCell * 2, stop = j + 2; j < stop; j++) if (attackers[j] === to) return true;
    }
    if (through === 0) return false;
    const queen = sign * QUEEN;
    const { directions, start, length, cells } = rules.queenRays;
    const attackers = rules.lineAttackers;
    for (let d = 0; through !== 0; d++, through >>>= 1) {
      if ((through & 1) === 0) continue;
      const at = kingCell * directions + d;
      for (let i = start[at], stop = i + length[at]; i < stop; i++) {
        const there = board[cells[i]];
        if (there === 0) continue;
        if (there === queen || there === sign * attackers[i]) return true;
        break;
      }
    }
    return false;
  }

  /** Legal captures and promotions straight from the generator: quiet moves are never written. */
  protected override legalCaptures(out: Int32Array, start: number): number {
    return this.generate(out, start, false, true);
  }

  /**
   * Out of check, a piece on no queen line from its king (and not between the kings on a
   * Tri-Chess strip) is pinned by nothing, so any move it has is legal: the first such piece
   * with a move answers without the king scan, which the search would otherwise pay at every
   * node its static value cuts. Otherwise, generation that stops at the first legal move.
   */
  protected override anyLegalMove(): boolean {
    if (!this.inCheck() && this.freePieceMoves()) return true;
    return this.generate(this.scratch, 0, false, false, true) > 0;
  }

  /** Whether a non-king piece off every line through its king has a move (en passant aside). */
  private freePieceMoves(): boolean {
    const board = this.board;
    const rules = this.rules;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    const kingCell = this.king[us];
    const lines = rules.queenLines;
    const row = kingCell * CELLS;
    const stamp = this.nextMarkStamp();
    const pinMark = this.pinMark;
    const { directions, start, length, cells } = rules.kingRays;
    for (let at = kingCell * directions, end = at + directions; at < end; at++) {
      if (length[at] === 2) pinMark[cells[start[at]]] = stamp;
    }
    const out = this.scratch;
    const occupancy = this.occupancy;
    for (let word = 0, base = us * OCCUPANCY_WORDS; word < OCCUPANCY_WORDS; word++) {
      for (let bits = occupancy[base + word]; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const from = (word << 5) | (31 - Math.clz32(low));
        if (lines[row + from] !== 0 || pinMark[from] === stamp) continue;
        const piece = board[from] * sign;
        if (piece !== KING && this.pieceMoves(piece, from, false, out, 0) > 0) return true;
      }
    }
    return false;
  }

  /**
   * With `captures`, only the captures and promotions (the moves `isCapture` accepts), in the
   * order the whole generation writes them; with `any`, stops once a move is found.
   */
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
    const stamp = this.nextMarkStamp();
    const inCheck = pseudo ? false : this.scanKing(kingCell, sign, stamp);
    const pinMark = this.pinMark;
    let n = start;

    // The own pieces in cell order, from the occupancy bits.
    const occupancy = this.occupancy;
    for (let word = 0, base = us * OCCUPANCY_WORDS; word < OCCUPANCY_WORDS; word++) {
      for (let bits = occupancy[base + word]; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const from = (word << 5) | (31 - Math.clz32(low));
        const piece = board[from] * sign;
        if (piece === KING) continue; // below
        const first = n;
        n = this.pieceMoves(piece, from, captures, out, n);
        if (!pseudo && n > first && (inCheck || pinMark[from] === stamp)) {
          n = this.keepLegal(out, first, n, kingCell, inCheck, stamp);
        }
        if (any && n > start) return n;
      }
    }

    // A Tri-Chess king slides up to two cells: its moves are a short slider's.
    const kingFirst = n;
    n = this.slide(rules.kingWalk, kingCell, sign, captures, out, n);
    if (!pseudo) n = this.keepSafeKingMoves(out, kingFirst, n);

    if (this.castling !== 0 && !captures) n = this.castleMoves(us, inCheck, pseudo, out, n);
    if (this.enPassant >= 0) n = this.enPassantMoves(us, sign, kingCell, pseudo, out, n);
    return n;
  }

  /** The moves (or with `captures` the captures and promotions) of a piece other than the king. */
  private pieceMoves(
    piece: number,
    from: number,
    captures: boolean,
    out: Int32Array,
    n: number,
  ): number {
    const board = this.board;
    const rules = this.rules;
    const us = this.turn;
    const sign = us === WHITE ? 1 : -1;
    switch (piece) {
      case PAWN:
        return this.pawnMoves(from, us, sign, captures, out, n);
      case KNIGHT:
        return captures
          ? leapCaptures(board, rules.knight.targets, from, sign, out, n)
          : leapMoves(board, rules.knight.targets, from, sign, out, n);
      case UNICORN:
        return captures
          ? leapCaptures(board, rules.unicorn.targets, from, sign, out, n)
          : leapMoves(board, rules.unicorn.targets, from, sign, out, n);
      case BISHOP:
        return this.slide(rules.bishopWalk, from, sign, captures, out, n);
      case ROOK:
        return this.slide(rules.rookWalk, from, sign, captures, out, n);
      default:
        return this.slide(rules.queenWalk, from, sign, captures, out, n);
    }
  }

  /**
   * §4.9: a step and, from the start row, a double step onto empty cells; captures onto the two
   * capture cells. Where no cell lies ahead (the edge rule) the pawn moves onto its capture
   * cells whether they are empty or hold an enemy. With `captures`, a move onto an empty cell
   * only when it promotes.
   */
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
    const step = pawns.step[from];
    const targets = pawns.captures;
    const promotes = pawns.promotes;
    if (step >= 0) {
      if (board[step] === 0) {
        if (!captures || promotes[step] !== 0)
          n = this.pawnMove(from, step, NORMAL, promotes, out, n);
        const land = pawns.double[from];
        if (land >= 0 && board[land] === 0 && (!captures || promotes[land] !== 0))
          n = this.pawnMove(from, land, DOUBLE_STEP, promotes, out, n);
      }
      for (let j = from * 2, stop = j + 2; j < stop; j++) {
        const to = targets[j];
        if (to >= 0 && board[to] * sign < 0) n = this.pawnMove(from, to, NORMAL, promotes, out, n);
      }
    } else {
      for (let j = from * 2, stop = j + 2; j < stop; j++) {
        const to = targets[j];
        if (to < 0) continue;
        const there = board[to] * sign;
        if (there < 0 || (there === 0 && (!captures || promotes[to] !== 0)))
          n = this.pawnMove(from, to, NORMAL, promotes, out, n);
      }
    }
    return n;
  }

  /**
   * Walks the lines and leaps into the king's cell: returns whether the side to move is in
   * check, stamps pinned own pieces in pinMark and, when in check, every cell that captures a
   * checker or stands between it and the king in evasionMark.
   */
  private scanKing(kingCell: number, sign: number, stamp: number): boolean {
    const board = this.board;
    const rules = this.rules;
    let check = this.scanLines(kingCell, sign, stamp);
    if (this.scanLeaper(rules.knight.sources, kingCell, -sign * KNIGHT, stamp)) check = true;
    if (this.scanLeaper(rules.unicorn.sources, kingCell, -sign * UNICORN, stamp)) check = true;
    const pawnAttackers = rules.pawns[sign === 1 ? BLACK : WHITE].attackers;
    for (let j = kingCell * 2, stop = j + 2; j < stop; j++) {
      const cell = pawnAttackers[j];
      if (cell >= 0 && board[cell] === -sign * PAWN) {
        check = true;
        this.evasionMark[cell] = stamp;
      }
    }
    // A Tri-Chess king slides two cells along a strip: an own piece between the kings is pinned.
    const { directions, start, length, cells } = rules.kingRays;
    for (let at = kingCell * directions, end = at + directions; at < end; at++) {
      if (length[at] !== 2) continue;
      const between = cells[start[at]];
      if (board[between] * sign > 0 && board[cells[start[at] + 1]] === -sign * KING) {
        this.pinMark[between] = stamp;
      }
    }
    return check;
  }

  private scanLeaper(
    sources: TargetTable,
    kingCell: number,
    piece: number,
    stamp: number,
  ): boolean {
    let check = false;
    for (let i = sources.start[kingCell], stop = sources.start[kingCell + 1]; i < stop; i++) {
      const cell = sources.cells[i];
      if (this.board[cell] === piece) {
        check = true;
        this.evasionMark[cell] = stamp;
      }
    }
    return check;
  }

  private scanLines(kingCell: number, sign: number, stamp: number): boolean {
    const board = this.board;
    const queen = -sign * QUEEN;
    const { directions, start, length, cells } = this.rules.queenRays;
    const attackers = this.rules.lineAttackers;
    let check = false;
    for (let at = kingCell * directions, end = at + directions; at < end; at++) {
      const s = start[at];
      const stop = s + length[at];
      let i = s;
      while (i < stop && board[cells[i]] === 0) i++;
      if (i === stop) continue;
      const first = cells[i];
      const piece = board[first];
      if (piece * sign < 0) {
        if (piece === queen || piece === -sign * attackers[i]) {
          check = true;
          for (let k = s; k <= i; k++) this.evasionMark[cells[k]] = stamp;
        }
        continue;
      }
      for (i++; i < stop; i++) {
        const next = board[cells[i]];
        if (next !== 0) {
          if (next === queen || next === -sign * attackers[i]) this.pinMark[first] = stamp;
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
    for (let j = cell * 2, stop = j + 2; j < stop; j++) {
      const from = pawnAttackers[j];
      if (from >= 0 && board[from] === sign * PAWN) return true;
    }
    return (
      leaperAttacked(board, rules.knight.sources, cell, sign * KNIGHT) ||
      leaperAttacked(board, rules.unicorn.sources, cell, sign * UNICORN) ||
      rayAttacked(board, rules.kingRays, cell, sign * KING, sign * KING) ||
      lineAttacked(board, rules.queenRays, rules.lineAttackers, cell, sign, QUEEN)
    );
  }

  /** §5: K v K; in Tri-Chess also K+B, K+N or K+U v K, where no mate exists. */
  protected deadMaterial(): boolean {
    if (this.pieceCount === 2) return true;
    if (this.pieceCount !== 3) return false;
    // counts is indexed by board value + SPEC.types: +type White, −type Black.
    for (let type = PAWN; type <= UNICORN; type++) {
      if (type !== KING && this.counts[SPEC.types + type] + this.counts[SPEC.types - type] > 0) {
        return (this.rules.loneDraws & (1 << type)) !== 0;
      }
    }
    return false;
  }

  /**
   * §5: in Triangular Chess a king with any single piece can mate a lone king; in Tri-Chess
   * K+B, K+N and K+U cannot (and end the game by themselves, `deadMaterial`).
   */
  protected loneMate(type: number): boolean {
    return (this.rules.loneDraws & (1 << type)) === 0;
  }

  clone(): DeklePosition {
    const copy = new DeklePosition(this.game, this.options, this.rules, this.setup());
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
