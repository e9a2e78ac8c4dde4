import type { Result } from './result.js';
import type { Topology } from '../grid/topology.js';

/**
 * A move, packed by its game into a non-negative integer. Moves are plain data: they can be
 * stored, compared and sent to a worker, and only mean something to the game (and position)
 * that produced them. Their text forms come from `Position.moveToCoord` and `moveToText`.
 */
export type Move = number;

/** A named rule reading that a host may switch (docs/rules/README.md §8). */
export interface OptionSpec {
  readonly name: string;
  /** One line for people: what the option changes. */
  readonly description: string;
  /** The values it takes; the first line of the rules file's recommendation is `default`. */
  readonly values: readonly string[];
  readonly default: string;
  /** One line per value, same order as `values`. */
  readonly valueDescriptions?: readonly string[];
  /**
   * The option changes only how the game is written (cell names), not its rules: a game under
   * any of its values is the same game, rated in one rating for one (`ruleChanges`).
   */
  readonly notation?: boolean;
}

/** Option values by name; a missing name means its default. */
export type GameOptions = Readonly<Record<string, string>>;

/** A kind of piece, for legends, rules pages and drawing. */
export interface PieceKind {
  /** The letter used in position text and notation (upper case). */
  readonly letter: string;
  /** Its name in the game's own words. */
  readonly name: string;
  /** The piece whose capture (or checkmate) decides the game: a King, General or Emperor. */
  readonly royal?: boolean;
}

/** What stands on a cell, as a viewer sees it. */
export interface PieceView {
  /** The seat the piece belongs to now. */
  readonly owner: number;
  /** Its kind's letter (upper case). */
  readonly kind: string;
  /** The seat whose colour the piece was made in, when it differs from `owner`. */
  readonly original?: number;
}

/** How a game ended. */
export interface Outcome {
  /** Seats that won; empty for a draw. */
  readonly winners: readonly number[];
  /** Why, in a few words: 'checkmate', 'stalemate', 'fivefold repetition', … */
  readonly reason: string;
}

/**
 * A seat's standing, as a page shows it beside the board.
 * - `playing`: in the game, nothing to report;
 * - `check`: its royal piece is attacked;
 * - `checkmated`: checkmated but still on the board, awaiting capture (games of three);
 * - `out`: knocked out of the game (`by` the seat whose move did it);
 * - `neutral`: an army nobody plays (a two-player game of a three-seat board);
 * - `left`: its player left a game that others play on; its army stands neutral.
 */
export type SeatState = 'playing' | 'check' | 'checkmated' | 'out' | 'neutral' | 'left';

export interface SeatStatus {
  readonly state: SeatState;
  /** The seat is the one to move (false once the game is over). */
  readonly toMove: boolean;
  /** For `out`: the seat whose move knocked it out. */
  readonly by?: number;
}

/**
 * What a move caused, as data a page puts in words (read from the position before the move):
 * - `check`: `by` attacks the royal pieces of `seats` (two or more: a double check);
 * - `out`: `seat` is knocked out by `by`;
 * - `army`: the pieces of `seat`'s army now belong to `owner` (a captured General's army);
 * - `rescue`: a piece of `piece.original ?? piece.owner`'s colour returns to the board:
 *   `cells[0]` is where it stands, `cells[1]` where the rescuing piece went back to;
 * - `withdrawal`: `seat` leaves the game; its army stands neutral.
 */
export type MoveEffect =
  | { readonly type: 'check'; readonly by: number; readonly seats: readonly number[] }
  | { readonly type: 'out'; readonly seat: number; readonly by: number }
  | { readonly type: 'army'; readonly seat: number; readonly owner: number }
  | { readonly type: 'rescue'; readonly piece: PieceView; readonly cells: readonly number[] }
  | { readonly type: 'withdrawal'; readonly seat: number };

/** A legal move that is unwise by the game's own rules, for a page to point out. */
export interface MoveWarning {
  /** Stable, for programs: 'royal-capturable' (the mover's royal piece can be taken next). */
  readonly code: string;
  /** One sentence for people, naming the move and what follows from it. */
  readonly message: string;
}

/** What a move does, decoded, for interfaces that show or pick moves. */
export interface MoveInfo {
  /** The cell the moving piece leaves, or -1 (a pass, or a piece entering from outside). */
  readonly from: number;
  /** The cell it goes to, or -1 for a pass. For castling, the rook's cell (king takes rook). */
  readonly to: number;
  readonly capture: boolean;
  /** The choice a player makes beyond from and to: a promotion letter, a rescue, … */
  readonly choice?: string;
  readonly castle?: 'short' | 'long';
}

/**
 * A game. `P` is the class of its positions: a game's own module types its definition with it
 * (`GameDefinition<TrigonalPosition>`), so that what is built for one game's positions (the AI's
 * evaluation) cannot be paired with another game; the registry holds them as
 * `GameDefinition`.
 */
export interface GameDefinition<P extends Position = Position> {
  readonly id: string;
  readonly title: string;
  /** Seat names in turn order, e.g. ['White', 'Black']. */
  readonly players: readonly string[];
  readonly topology: Topology;
  readonly options: readonly OptionSpec[];
  readonly pieces: readonly PieceKind[];
  /**
   * For each seat, the angle in degrees (anticlockwise) by which to turn the topology's
   * drawing frame so that this seat's army is nearest the viewer.
   */
  readonly views: readonly number[];
  /**
   * The seats that take turns in a game with these options, in turn order; any other seat
   * (a neutral army) never moves and nobody sits there. Absent: every seat plays.
   */
  playingSeats?(options?: GameOptions): readonly number[];
  /**
   * The start position. Bad options are the caller's mistake here: an `EngineError` with code
   * `bad-option` is thrown (check them first with `resolveOptions`, which returns the failure).
   */
  create(options?: GameOptions): P;
  /**
   * Position text to position; options named in the text override `options`. Bad text or bad
   * options are a failed result (`bad-position`, `bad-option`), never an exception.
   */
  parse(text: string, options?: GameOptions): Result<P>;
  /**
   * Where a piece of `kind` belonging to `owner` may go from `cell` on an otherwise empty
   * board (no check rules), for rules pages and geometry tests. Bad options throw, as in
   * `create`; an `owner` that is not a seat of the game or a `cell` not on the board throws a
   * RangeError that says which; a `kind` the game does not have reaches nothing.
   */
  reach(kind: string, owner: number, cell: number, options?: GameOptions): number[];
}

export interface Position {
  readonly game: GameDefinition;
  /** The options in force, every one named. */
  readonly options: GameOptions;
  /** The seat to move. */
  readonly turn: number;
  /**
   * The seats still in the game, in turn order: players knocked out during the game and
   * non-playing seats (see `GameDefinition.playingSeats`) are left out. Absent: every playing seat.
   */
  activeSeats?(): readonly number[];
  /**
   * Games of three or more: the move by which `seat` leaves the game as the game's rules say
   * (a player who resigns, loses on time or abandons while two others play on). `play` accepts
   * it besides the legal moves (it is never among them), `undo` takes it back, `moveToCoord`
   * and `moveToText` write it and `parseMove` reads it back. An error when it cannot be made:
   * the seat is not in the game, the game is over, or only two players are in it. Absent: a
   * player who leaves always ends the game.
   */
  withdrawal?(seat: number): Result<Move>;

  /** Every legal move, in generation order; none once the game is over (see `outcome`). */
  legalMoves(): Move[];
  /**
   * The hot-path form of `legalMoves`: writes the legal moves into `out` from `start` on and
   * returns how many; allocates nothing. `out` must have room for `maxMoves` more entries.
   */
  generateLegal(out: Int32Array, start: number): number;
  /**
   * Optional, for quiescence search: like `generateLegal`, but only the moves for which
   * `isCapture` is true, found without testing the quiet moves. None once the game is over.
   */
  generateCaptures?(out: Int32Array, start: number): number;
  /**
   * Optional: whether `generateLegal` would give any move, told without generating them all
   * (the search asks before a static cut-off, which must not hide a game end).
   */
  hasLegalMove?(): boolean;
  /** The most legal moves any position of this game can have (buffer sizing). */
  readonly maxMoves: number;

  /** Plays a legal move (from `legalMoves` or `parseMove`); anything else is undefined behaviour. */
  play(move: Move): void;
  /**
   * Optional, for the search's null-move pruning: gives the turn to the next seat without a
   * move, when the seat to move is not in check. `undo` takes it back. A position reached through
   * it is for the search alone (its history holds no such move for anyone else to read).
   */
  playNull?(): void;
  /** Takes back the last move `play` (or `playNull`) made; returns false when there is none. */
  undo(): boolean;
  /** The moves played on this object since it was created or parsed, oldest first. */
  history(): Move[];
  clone(): Position;

  /** The end of the game, once it is over by the rules (no claim needed); otherwise undefined. */
  outcome(): Outcome | undefined;
  /** The reason the player to move may claim a draw now, if any. */
  drawClaim(): string | undefined;
  /** The seat to move is in check (always false in games without check). */
  inCheck(): boolean;
  /**
   * Optional: whether `seat` could still win from here by some sequence of legal moves, asked
   * once when another seat's flag falls (FIDE 6.9: a player who runs out of time against an
   * opponent that could never win draws). Conservative: false only where the rules show that no
   * sequence of moves can win for it (a lone king; material the rules file knows can never mate a
   * lone king), true whenever in doubt. Absent: every seat could still win (`couldWin` in
   * core/view.ts fills this in).
   */
  canWin?(seat: number): boolean;

  /** Position text; `game.parse(toText())` gives back an equal position. */
  toText(): string;
  /** The coordinate form: `f4-f5`, `e7-d7=Q`, `O-O`, `pass`. */
  moveToCoord(move: Move): string;
  /** The readable notation (from the position before the move): `Nf1-e2`, `e7xd7=Q+`. */
  moveToText(move: Move): string;
  /** Reads a legal move in coordinate form or readable notation. */
  parseMove(text: string): Result<Move>;
  moveInfo(move: Move): MoveInfo;
  /** A capture (or another move that changes material), for quiescence and ordering. */
  isCapture(move: Move): boolean;

  /** Zobrist key of the position (board, turn and rights), a non-negative integer below 2^53. */
  hash(): number;
  /** What stands on a cell, bottom first; empty when nothing does or `cell` is not on the board. */
  contents(cell: number): readonly PieceView[];

  // ---- What pages show; every member optional, with the defaults of core/view.ts ----------

  /**
   * Every seat's standing, one entry per seat of `game.players`. Default: the seat to move is
   * `check` when `inCheck()`, seats outside `activeSeats()` are `neutral`, the rest `playing`.
   */
  seatStatus?(): readonly SeatStatus[];
  /**
   * The cells to mark as in check. Default: when `inCheck()`, the cells whose top piece is a
   * royal kind of the seat to move.
   */
  checkCells?(): readonly number[];
  /** What `move` (legal here, or a withdrawal) causes. Default: a check of the next seat. */
  moveEffects?(move: Move): readonly MoveEffect[];
  /** Warnings about a legal `move` here. Default: none. */
  moveWarnings?(move: Move): readonly MoveWarning[];
  /**
   * The pieces each seat holds off the board, where the rules give them a use or a
   * place beside the board (Triangulation's piles); one list per seat. Default: none shown.
   */
  heldPieces?(): readonly (readonly PieceView[])[];
}
