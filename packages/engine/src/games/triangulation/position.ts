import { err, fail, ok, type Result } from '../../core/result.js';
import type {
  GameDefinition,
  GameOptions,
  Move,
  MoveEffect,
  MoveInfo,
  Outcome,
  PieceView,
  Position,
  SeatStatus,
} from '../../core/types.js';
import { ZobristKeys, joinHash } from '../../core/zobrist.js';
import { CELLS, CORNER_OF, THIRD_ROWS, cellNames, parseCell } from './board.js';
import {
  CASTLE,
  PASS,
  RESCUE,
  castleMove,
  isCastle,
  isRescue,
  isWithdrawal,
  moveFrom,
  moveTo,
  rescuedCell,
  rescuedColour,
  rescuedKind,
  returnCell,
  simpleMove,
  withRescue,
  withdrawalMove,
  withdrawnSeat,
} from './moves.js';
import { rulesOf, type Rules } from './options.js';
import {
  CAVALRY,
  COLOUR_LETTERS,
  GENERAL,
  INFANTRY,
  KIND_LETTERS,
  KIND_NAMES,
  MOVED,
  NEUTRAL,
  RUKH,
  SEAT_NAMES,
  colourOf,
  kindOf,
  pieceCode,
  tracksMoved,
} from './pieces.js';
import { RUKH_HOMES, pileIndex, type PositionState } from './setup.js';
import {
  CAVALRY_MOVES,
  GENERAL_MOVES,
  INFANTRY_ATTACKERS,
  INFANTRY_ATTACKS,
  INFANTRY_CHARGES,
  INFANTRY_STEPS,
  RUKH_RAYS,
  RUKH_SHARED_FIRST,
} from './tables.js';
import { formatPosition } from './text.js';
import { capturedPiles, effectsOfMove, generalsInCheck, seatStatuses } from './view.js';

/**
 * More than any position can have. While an opponent remains, a player owns at most two armies:
 * 4 Rukhs × 27 + 2 Cavalry × 10 + a General's 12 + 2 castlings + 10 Infantry × 13 moves, and
 * at most 8 Infantry arrivals on corners with at most 56 rescue outcomes each: under 800.
 */
export const MAX_MOVES = 2048;

// Zobrist key layout: pieces by cell and code, turn, controllers, checkmate flags, pile counts.
const KEY_TURN = CELLS * 64;
const KEY_CONTROL = KEY_TURN + 3;
const KEY_MATE = KEY_CONTROL + 12;
const KEY_PILE = KEY_MATE + 27;
const KEY_COUNT = KEY_PILE + 36 * 8;
const KEYS = new ZobristKeys(KEY_COUNT, 0x54524947);
const KEY_LO = KEYS.lo;
const KEY_HI = KEYS.hi;

const RAY_START = RUKH_RAYS.start;
const RAY_LENGTH = RUKH_RAYS.length;
const RAY_CELLS = RUKH_RAYS.cells;
const RAY_SHARED = RUKH_SHARED_FIRST;
const CAV_START = CAVALRY_MOVES.start;
const CAV_CELLS = CAVALRY_MOVES.cells;
const GEN_START = GENERAL_MOVES.start;
const [GEN_TARGET, GEN_BLOCKER] = GENERAL_MOVES.fields;
const STEP_START = INFANTRY_STEPS.start;
const [STEP_CELL] = INFANTRY_STEPS.fields;
const ATT_START = INFANTRY_ATTACKS.start;
const [ATT_TARGET, ATT_BLOCKER, ATT_EDGE] = INFANTRY_ATTACKS.fields;
const ATTBY_START = INFANTRY_ATTACKERS.start;
const [ATTBY_FROM, ATTBY_BLOCKER, ATTBY_EDGE] = INFANTRY_ATTACKERS.fields;
const CH_START = INFANTRY_CHARGES.start;
const [CH_DEST, CH_A1, CH_A2, CH_B1, CH_B2, CH_BENT] = INFANTRY_CHARGES.fields;

const RUKH_CODE = [0, 1, 2].map((c) => pieceCode(c, RUKH));
const INFANTRY_CODE = [0, 1, 2].map((c) => pieceCode(c, INFANTRY));

/** A piece in a captured pile. */
export interface CapturedPiece {
  /** Its original colour (a seat number). */
  readonly colour: number;
  /** Its kind letter: G, R, C or I. */
  readonly kind: string;
}

/**
 * A word in a cell's place that is told as a cell (bad-cell when the board lacks it) rather than
 * as unreadable text (bad-move): letters, then digits, then letters (`F6Σ`, `F6sigma`), as in
 * every game.
 */
const CELL_SHAPE = /^\p{L}+\d+\p{L}*$/u;

/**
 * A Triangulation position with make/unmake. The state is public for the AI and the web app;
 * treat the arrays as read-only outside this class.
 *
 * - `board[cell]`: piece code (pieces.ts: kind, original colour, moved bit), 0 when empty;
 * - `controller[colour]`: the seat owning every piece of that original colour, or NEUTRAL for
 *   the neutral army of the two-player mode; a player is in the game while
 *   `controller[seat] === seat`;
 * - `mate[seat]`: 0, or 1 + the mask of seats whose pieces gave check when `seat` was found
 *   checkmated (§5.3 step 5); never set for the seat to move, whose status is evaluated afresh;
 * - `piles[pileIndex(seat, colour, kind)]`: pieces `seat` has captured (§5.5);
 * - `generalCell[colour]`: where that colour's General stands, -1 once captured;
 * - `pieceCount[colour]`: pieces of that original colour on the board.
 */
export class TriangulationPosition implements Position {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  readonly rules: Rules;
  readonly maxMoves = MAX_MOVES;
  /** Cell names under the position's column letters (option `column-letters`). */
  readonly names: readonly string[];

  readonly board: Uint8Array;
  readonly controller: Uint8Array;
  readonly mate: Uint8Array;
  readonly piles: Uint8Array;
  readonly generalCell = new Int8Array(3);
  readonly pieceCount = new Uint8Array(3);
  turn: number;
  /** The two halves of the Zobrist key; `hash()` joins them. */
  hashLo = 0;
  hashHi = 0;

  /** Moves played on this object (the depth of the undo stack). */
  private ply = 0;
  private capacity = 0;
  private uMove = new Int32Array(0);
  private uTurn = new Uint8Array(0);
  private uFromCode = new Uint8Array(0);
  private uToCode = new Uint8Array(0);
  private uControl = new Uint8Array(0);
  private uMate = new Int32Array(0);
  private uHashLo = new Int32Array(0);
  private uHashHi = new Int32Array(0);
  private uEliminated = new Int8Array(0);
  private uPiles = new Uint8Array(0);
  // The mover's checkmate flag is decided while its legal moves are generated (§5.3 step 5) and
  // set when it plays. Each node of the path gets a fresh serial number, so that a result
  // generated at this node is known to belong to it.
  private nodeSerial = new Float64Array(0);
  private tierSerial = new Float64Array(0);
  private tierMate = new Uint8Array(0);
  private serials = 0;
  private scratchMoves: Int32Array | undefined;
  private readonly shieldStamp = new Int32Array(CELLS);
  private shieldCount = 0;

  constructor(game: GameDefinition, options: GameOptions, state: PositionState) {
    this.game = game;
    this.options = options;
    this.rules = rulesOf(options);
    this.names = cellNames(this.rules.columnLetters);
    this.board = Uint8Array.from(state.board);
    this.controller = Uint8Array.from(state.controller);
    this.mate = Uint8Array.from(state.mate);
    this.piles = Uint8Array.from(state.piles);
    this.turn = state.turn;
    this.generalCell.fill(-1);
    for (let cell = 0; cell < CELLS; cell++) {
      const code = this.board[cell];
      if (code === 0) continue;
      this.pieceCount[colourOf(code)]++;
      if (kindOf(code) === GENERAL) this.generalCell[colourOf(code)] = cell;
    }
    this.rehash();
    this.grow(64);
    this.nodeSerial[0] = ++this.serials;
  }

  // ---- Public state, for people and programs ------------------------------------------

  /**
   * The seat of the neutral army: the neutral army of the two-player mode (§5.8), or with three
   * players the army of a player who left the game (`withdrawal`) while it is neutral; else -1.
   */
  get neutralSeat(): number {
    if (this.rules.neutral >= 0) return this.rules.neutral;
    for (let c = 0; c < 3; c++) if (this.controller[c] === NEUTRAL) return c;
    return -1;
  }

  /** The owner of a colour's pieces as a seat: the neutral army's own seat while it is neutral. */
  ownerOf(colour: number): number {
    const c = this.controller[colour];
    return c === NEUTRAL ? colour : c;
  }

  /** The players still in the game, in turn order. */
  activeSeats(): number[] {
    return [0, 1, 2].filter((s) => this.controller[s] === s);
  }

  /**
   * The players who have lost their General (the neutral army is not a player). A player who
   * left a game of three counts once its neutral army's General is captured: the position, like
   * its text, no longer tells the two apart.
   */
  eliminatedSeats(): number[] {
    const neutral = this.neutralSeat;
    return [0, 1, 2].filter((s) => this.controller[s] !== s && s !== neutral);
  }

  /**
   * The move by which `seat` leaves a game of three while two others are still in it (the
   * ruling on leaving, README "Triangulation"): its army turns neutral as in §5.8, where it
   * stands, its pile is discarded (as on elimination, §5.4), its checkmate entry goes, and if it
   * was to move the turn passes to the next player in the game. `play` accepts it besides the
   * legal moves and `undo` takes it back; its text is `leave:<seat letter>`. An error when the
   * seat cannot leave so: not a player in the game, the game over, or only two players in it
   * (then the leaver simply loses, which is the host's to declare).
   */
  withdrawal(seat: number): Result<Move> {
    if (!Number.isInteger(seat) || seat < 0 || seat > 2)
      return err('bad-seat', `there is no seat ${seat}: seats are 0 (Red), 1 (Green) and 2 (Blue)`);
    const who = SEAT_NAMES[seat];
    if (this.outcome()) return err('game-over', `${who} cannot leave: the game is over`);
    if (this.controller[seat] !== seat) return err('bad-seat', `${who} is not in the game`);
    const active = this.activeSeats();
    if (active.length < 3) {
      return err(
        'bad-seat',
        `${who} cannot leave the game to the others: only two players are in it (${active.map((s) => SEAT_NAMES[s]).join(' and ')}), so a leaver loses and the other wins`,
      );
    }
    return ok(withdrawalMove(seat));
  }

  /**
   * The players who are checkmated now (§5.3): those found checkmated at their last turn,
   * and the player to move if it is in check with no safe move (and no forced capture).
   */
  checkmatedSeats(): number[] {
    const out = [0, 1, 2].filter((s) => this.mate[s] !== 0);
    if (this.outcome() === undefined) {
      this.generateLegal(this.scratch(), 0);
      if (this.tierMate[this.ply] !== 0) out.push(this.turn);
    }
    return out.sort();
  }

  /** The seats that gave check when `seat` was found checkmated (empty if it is not flagged). */
  checkmatedBy(seat: number): number[] {
    const m = this.mate[seat];
    return m === 0 ? [] : [0, 1, 2].filter((s) => ((m - 1) >> s) & 1);
  }

  /** The pieces a player has captured (§5.5), by colour then kind (G, R, C, I). */
  capturedPile(seat: number): CapturedPiece[] {
    const out: CapturedPiece[] = [];
    for (let colour = 0; colour < 3; colour++) {
      for (let kind = GENERAL; kind <= INFANTRY; kind++) {
        for (let i = 0; i < this.piles[pileIndex(seat, colour, kind)]; i++) {
          out.push({ colour, kind: KIND_LETTERS[kind] });
        }
      }
    }
    return out;
  }

  /** A cell's name under this position's column letters; a RangeError as `Topology.name`'s. */
  cellName(cell: number): string {
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS)
      throw new RangeError(
        `${String(cell)} is not a cell of this board (cells are 0 to ${CELLS - 1})`,
      );
    return this.names[cell];
  }

  // ---- What pages show (view.ts) -----------------------------------------------------------

  seatStatus(): readonly SeatStatus[] {
    return seatStatuses(this);
  }

  checkCells(): readonly number[] {
    return generalsInCheck(this);
  }

  moveEffects(move: Move): readonly MoveEffect[] {
    return effectsOfMove(this, move);
  }

  heldPieces(): readonly (readonly PieceView[])[] {
    return capturedPiles(this);
  }

  // ---- Position contract -------------------------------------------------------------------

  contents(cell: number): readonly PieceView[] {
    // Not a cell (topology.cell's -1 for a name it does not know): nothing, not a made-up piece.
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.game.topology.size) return [];
    const code = this.board[cell];
    if (code === 0) return [];
    const colour = colourOf(code);
    const owner = this.ownerOf(colour);
    const view: PieceView = { owner, kind: KIND_LETTERS[kindOf(code)] };
    return [owner === colour ? view : { ...view, original: colour }];
  }

  hash(): number {
    return joinHash(this.hashLo, this.hashHi);
  }

  history(): Move[] {
    return Array.from(this.uMove.subarray(0, this.ply));
  }

  clone(): TriangulationPosition {
    const copy = new TriangulationPosition(this.game, this.options, this);
    copy.grow(this.capacity);
    copy.ply = this.ply;
    copy.serials = this.serials;
    for (const key of UNDO_ARRAYS) (copy[key] as Uint8Array).set(this[key] as Uint8Array);
    copy.hashLo = this.hashLo;
    copy.hashHi = this.hashHi;
    return copy;
  }

  outcome(): Outcome | undefined {
    let active = 0;
    let winner = -1;
    let bare = true;
    for (let s = 0; s < 3; s++) {
      if (this.controller[s] !== s) continue;
      active++;
      winner = s;
      if (this.piecesOf(s) > 1) bare = false;
    }
    if (active === 1) return { winners: [winner], reason: 'last General standing' };
    if (bare) return { winners: [], reason: 'only Generals left' };
    return undefined;
  }

  drawClaim(): string | undefined {
    return undefined;
  }

  inCheck(): boolean {
    const g = this.generalCell[this.turn];
    return g >= 0 && this.isAttacked(g, this.turn);
  }

  toText(): string {
    return formatPosition(this);
  }

  isCapture(move: Move): boolean {
    if (move === PASS || isCastle(move) || isWithdrawal(move)) return false;
    return this.board[moveTo(move)] !== 0 || isRescue(move);
  }

  legalMoves(): Move[] {
    const out = new Int32Array(MAX_MOVES);
    return Array.from(out.subarray(0, this.generateLegal(out, 0)));
  }

  /**
   * The legal moves by the turn procedure of §5.3: captures of a checkmated General if any
   * (forced, before the safety test, §9); else the moves after which the mover is not in check;
   * else (no safe move) the moves that leave the General where it stands, then the General's
   * own moves, never castling; else a pass.
   */
  generateLegal(out: Int32Array, start: number): number {
    if (this.isOver()) return 0;
    const P = this.turn;
    const n = this.generatePseudo(out, start) - start;
    const mate = this.mate;

    // Forced capture (step 3): the Generals of checkmated players this player must take.
    let victimA = -1;
    let victimB = -1;
    for (let v = 0; v < 3; v++) {
      if (mate[v] === 0 || v === P) continue;
      if (this.rules.forcedCaptureByCheckersOnly && !(((mate[v] - 1) >> P) & 1)) continue;
      if (victimA < 0) victimA = this.generalCell[v];
      else victimB = this.generalCell[v];
    }
    if (victimA >= 0) {
      let w = 0;
      for (let i = 0; i < n; i++) {
        const m = out[start + i];
        const to = (m >> 6) & 63;
        if ((m & CASTLE) === 0 && (to === victimA || to === victimB)) out[start + w++] = m;
      }
      if (w > 0) return this.settle(0, w);
    }

    // Safe moves (step 4). Out of check, a move of another piece can only expose the General
    // by leaving a cell that shields it (see `markShields`) or by emptying a corner (a rescue).
    const general = this.generalCell[P];
    const inCheck = this.isAttacked(general, P);
    const stamp = inCheck ? -1 : this.markShields(general);
    const shields = this.shieldStamp;
    const board = this.board;
    let w = 0;
    for (let i = 0; i < n; i++) {
      const m = out[start + i];
      const from = m & 63;
      let safe: boolean;
      if (
        !inCheck &&
        (m & (CASTLE | RESCUE)) === 0 &&
        (board[from] & 7) !== GENERAL &&
        shields[from] !== stamp
      ) {
        safe = true;
      } else {
        this.doMove(m, 0);
        safe = !this.isAttacked(this.generalCell[P], P);
        this.undoMove();
      }
      if (safe) out[start + w++] = m;
    }
    if (w > 0) return this.settle(0, w);

    // No safe move (step 5): checkmated if in check; still must move.
    const checkers = this.attackerMask(general, P);
    for (let i = 0; i < n; i++) {
      const m = out[start + i];
      if ((m & CASTLE) === 0 && kindOf(board[m & 63]) !== GENERAL) out[start + w++] = m;
    }
    if (w === 0) {
      for (let i = 0; i < n; i++) {
        const m = out[start + i];
        if ((m & CASTLE) === 0) out[start + w++] = m;
      }
    }
    if (w === 0) out[start + w++] = PASS;
    return this.settle(checkers === 0 ? 0 : 1 + checkers, w);
  }

  play(move: Move): void {
    const ply = this.ply;
    if (isWithdrawal(move)) {
      this.doMove(move, 0);
      return;
    }
    if (this.tierSerial[ply] !== this.nodeSerial[ply]) this.generateLegal(this.scratch(), 0);
    const mate = this.tierSerial[ply] === this.nodeSerial[ply] ? this.tierMate[ply] : 0;
    this.doMove(move, mate);
  }

  undo(): boolean {
    if (this.ply === 0) return false;
    this.undoMove();
    return true;
  }

  moveToCoord(move: Move): string {
    if (move === PASS) return 'pass';
    if (isWithdrawal(move)) return `leave:${COLOUR_LETTERS[withdrawnSeat(move)]}`;
    const from = moveFrom(move);
    const to = moveTo(move);
    return `${this.names[from]}-${this.names[to]}${this.rescueSuffix(move)}`;
  }

  /**
   * Readable notation (A26): piece letter, from, `-` or `x`, to, the rescue suffix, then one `+`
   * per opponent General the move checks (§5.2: `+` "Red checks Blue", `++` "Double Check").
   * Castling is `G<General's cell><><Rukh's cell>`.
   */
  moveToText(move: Move): string {
    if (move === PASS) return 'pass';
    if (isWithdrawal(move)) return `leave:${COLOUR_LETTERS[withdrawnSeat(move)]}`;
    const from = moveFrom(move);
    const to = moveTo(move);
    const checks = '+'.repeat(this.checksMade(move).length);
    if (isCastle(move)) return `G${this.names[from]}<>${this.names[to]}${checks}`;
    const letter = KIND_LETTERS[kindOf(this.board[from])];
    const sep = this.board[to] !== 0 ? 'x' : '-';
    return `${letter}${this.names[from]}${sep}${this.names[to]}${this.rescueSuffix(move)}${checks}`;
  }

  /** The opponents whose Generals the mover's pieces attack after `move` (§5.2). */
  checksMade(move: Move): number[] {
    if (isWithdrawal(move)) return [];
    const P = this.turn;
    this.doMove(move, 0);
    const out: number[] = [];
    for (let v = 0; v < 3; v++) {
      if (v === P || this.controller[v] !== v) continue;
      if ((this.attackerMask(this.generalCell[v], v) >> P) & 1) out.push(v);
    }
    this.undoMove();
    return out;
  }

  /**
   * The announcement `move` makes (§5.2): "Red checks Blue", "Double Check" when it checks both
   * opponents, or undefined.
   */
  announcement(move: Move): string | undefined {
    const victims = this.checksMade(move);
    if (victims.length === 0) return undefined;
    if (victims.length > 1) return 'Double Check';
    return `${SEAT_NAMES[this.turn]} checks ${SEAT_NAMES[victims[0]]}`;
  }

  moveInfo(move: Move): MoveInfo {
    if (move === PASS || isWithdrawal(move)) return { from: -1, to: -1, capture: false };
    const info = {
      from: moveFrom(move),
      to: moveTo(move),
      capture: this.board[moveTo(move)] !== 0 && !isCastle(move),
    };
    return isRescue(move) ? { ...info, choice: this.rescueSuffix(move) } : info;
  }

  /**
   * Reads a move: the coordinate form of docs/rules/README.md (`C6Ω-D6Ω`, `x` for `-` accepted, the
   * rescue suffix, `<General>-<Rukh>` for castling, `pass`) or the readable notation of
   * `moveToText` (a piece letter before the cell, `<>` for castling, trailing `+`).
   */
  parseMove(text: string): Result<Move> {
    const word = text.trim().replace(/[+#]+$/, '');
    const leaving = /^leave:([rgb])$/i.exec(word);
    if (leaving) return this.withdrawal(COLOUR_LETTERS.indexOf(leaving[1].toLowerCase()));
    const legal = this.legalMoves();
    const who = SEAT_NAMES[this.turn];
    // Text faults are told first, then the game's end, then the rules (README.md, Errors).
    const over = this.outcome()
      ? err('game-over', `no move is legal: the game is over`)
      : undefined;
    if (/^pass$/i.test(word)) {
      if (over) return over;
      return legal.includes(PASS)
        ? ok(PASS)
        : err('illegal-move', `${who} cannot pass: ${who} has moves`);
    }
    const shape = /^([GRCI](?=[A-Ha-h]\d))?(.+?)(<>|-|x|×)([^!]+)(!.*)?$/u.exec(word);
    if (!shape || !CELL_SHAPE.test(shape[2]) || !CELL_SHAPE.test(shape[4])) {
      return err(
        'bad-move',
        `'${text}' is not a move: write <from>-<to> (e.g. C6Ω-D6Ω), with a rescue suffix if any, or pass`,
      );
    }
    const [, letter, fromText, sep, toText, suffix] = shape;
    const from = parseCell(fromText, this.rules.columnLetters);
    if (!from.ok) return fail(from);
    const to = parseCell(toText, this.rules.columnLetters);
    if (!to.ok) return fail(to);
    let rescue: RescueChoice | undefined;
    if (suffix !== undefined) {
      const r = this.parseRescue(suffix);
      if (!r.ok) return fail(r);
      rescue = r.value;
    }
    if (over) return over;
    const code = this.board[from.value];
    const fromName = this.names[from.value];
    if (code === 0) return err('illegal-move', `no piece on ${fromName}`);
    const owner = this.controller[colourOf(code)];
    const pieceName = KIND_NAMES[kindOf(code)];
    if (owner !== this.turn) {
      const whose = owner === NEUTRAL ? 'neutral' : `${SEAT_NAMES[owner]}'s`;
      return err(
        'illegal-move',
        `the ${pieceName} on ${fromName} is ${whose}, and ${who} is to move`,
      );
    }
    if (letter && letter !== KIND_LETTERS[kindOf(code)]) {
      const a = (name: string) => (name === 'Infantry' ? 'an Infantry' : `a ${name}`);
      return err(
        'illegal-move',
        `${fromName} holds ${a(pieceName)}, not ${a(KIND_NAMES[KIND_LETTERS.indexOf(letter)])}`,
      );
    }
    const castle = sep === '<>' || (kindOf(code) === GENERAL && this.isOwnRukh(to.value));
    const candidates = legal.filter(
      (m) =>
        m !== PASS &&
        moveFrom(m) === from.value &&
        moveTo(m) === to.value &&
        isCastle(m) === castle,
    );
    const moveText = `${fromName}-${this.names[to.value]}`;
    if (candidates.length === 0) {
      return err('illegal-move', `${pieceName} ${moveText} is not a legal move for ${who}`);
    }
    if (!rescue) {
      const plain = candidates.find((m) => !isRescue(m));
      return plain !== undefined
        ? ok(plain)
        : err('illegal-move', `${moveText} is not legal without a rescue`);
    }
    const wanted = rescue;
    const colour = wanted.colour < 0 ? this.turn : wanted.colour;
    // Two Infantries of different colours sent to one row are told apart by their order.
    const ordered = this.rules.returnToOwnersRow && colourOf(code) !== colour;
    const match = candidates.find(
      (m) =>
        isRescue(m) &&
        rescuedKind(m) === wanted.kind &&
        rescuedColour(m) === colour &&
        sameCells(m, wanted.cells, ordered),
    );
    if (match !== undefined) return ok(match);
    if (!candidates.some(isRescue))
      return err('illegal-move', `${moveText} rescues nothing: ${this.whyNoRescue(to.value)}`);
    return err(
      'illegal-move',
      `${moveText}${suffix} is not a rescue ${who} can make here (${this.rescueOptions(candidates)})`,
    );
  }

  // ---- Move generation -----------------------------------------------------------------------

  /** Writes every move of the mover's pieces under §4 (castling only when not in check). */
  private generatePseudo(out: Int32Array, start: number): number {
    const board = this.board;
    const ctrl = this.controller;
    const P = this.turn;
    let n = start;
    for (let cell = 0; cell < CELLS; cell++) {
      const code = board[cell];
      if (code === 0 || ctrl[(code >> 3) & 3] !== P) continue;
      switch (code & 7) {
        case GENERAL: {
          for (let j = GEN_START[cell], end = GEN_START[cell + 1]; j < end; j++) {
            const blocker = GEN_BLOCKER[j];
            if (blocker >= 0 && board[blocker] !== 0) continue;
            const t = GEN_TARGET[j];
            const tc = board[t];
            if (tc === 0 || ctrl[(tc >> 3) & 3] !== P) out[n++] = cell | (t << 6);
          }
          if ((code & MOVED) === 0) n = this.castlings(out, n, cell);
          break;
        }
        case RUKH: {
          for (let d = 0; d < 6; d++) {
            const at = cell * 6 + d;
            let j = RAY_START[at];
            const end = j + RAY_LENGTH[at];
            if (RAY_SHARED[at] === 1) {
              if (board[RAY_CELLS[j]] !== 0) continue;
              j++;
            }
            for (; j < end; j++) {
              const t = RAY_CELLS[j];
              const tc = board[t];
              if (tc === 0) {
                out[n++] = cell | (t << 6);
              } else {
                if (ctrl[(tc >> 3) & 3] !== P) out[n++] = cell | (t << 6);
                break;
              }
            }
          }
          break;
        }
        case CAVALRY: {
          for (let j = CAV_START[cell], end = CAV_START[cell + 1]; j < end; j++) {
            const t = CAV_CELLS[j];
            const tc = board[t];
            if (tc === 0 || ctrl[(tc >> 3) & 3] !== P) out[n++] = cell | (t << 6);
          }
          break;
        }
        case INFANTRY:
          n = this.infantryMoves(out, n, cell, code);
          break;
      }
    }
    return n;
  }

  /** Castling (§4.5) of the unmoved General on `cell` with each unmoved Rukh of its colour. */
  private castlings(out: Int32Array, n: number, cell: number): number {
    const P = this.turn;
    const homes = RUKH_HOMES[P];
    const rukh = RUKH_CODE[P];
    let checked = false;
    for (let i = 0; i < homes.length; i++) {
      if (this.board[homes[i]] !== rukh) continue;
      if (!checked) {
        if (this.isAttacked(cell, P)) return n;
        checked = true;
      }
      out[n++] = castleMove(cell, homes[i]);
    }
    return n;
  }

  private infantryMoves(out: Int32Array, start: number, cell: number, code: number): number {
    const board = this.board;
    const ctrl = this.controller;
    const P = this.turn;
    const colour = (code >> 3) & 3;
    const row = colour * CELLS + cell;
    let n = start;
    for (let j = STEP_START[row], end = STEP_START[row + 1]; j < end; j++) {
      const t = STEP_CELL[j];
      if (board[t] !== 0) continue;
      out[n++] = cell | (t << 6);
      if (CORNER_OF[t] >= 0) n = this.rescues(out, n, cell, t, code);
    }
    if (
      CH_START[row] !== CH_START[row + 1] &&
      !(this.rules.chargeFirstMoveOnly && (code & MOVED) !== 0)
    ) {
      const straightOnly = this.rules.chargeStraightOnly;
      for (let j = CH_START[row], end = CH_START[row + 1]; j < end; j++) {
        const t = CH_DEST[j];
        if (board[t] !== 0 || (straightOnly && CH_BENT[j] === 1)) continue;
        const a2 = CH_A2[j];
        const b1 = CH_B1[j];
        const b2 = CH_B2[j];
        const pathA = board[CH_A1[j]] === 0 && (a2 < 0 || board[a2] === 0);
        const pathB = b1 >= 0 && board[b1] === 0 && (b2 < 0 || board[b2] === 0);
        if (pathA || pathB) out[n++] = cell | (t << 6);
      }
    }
    const edgeBlocked = this.rules.edgeAttackBlocked;
    for (let j = ATT_START[row], end = ATT_START[row + 1]; j < end; j++) {
      const blocker = ATT_BLOCKER[j];
      if (blocker >= 0 && board[blocker] !== 0 && (edgeBlocked || ATT_EDGE[j] === 0)) continue;
      const t = ATT_TARGET[j];
      const tc = board[t];
      if (tc === 0 || ctrl[(tc >> 3) & 3] === P) continue;
      out[n++] = cell | (t << 6);
      if (CORNER_OF[t] >= 0) n = this.rescues(out, n, cell, t, code);
    }
    return n;
  }

  /**
   * The rescue outcomes (§5.6) of the mover's Infantry `code` arriving from `from` on the corner
   * `to`, written after the plain move. The corner must be an active opponent's home, after any
   * General this arrival captures has passed its army to the mover (§9).
   */
  private rescues(out: Int32Array, start: number, from: number, to: number, code: number): number {
    const board = this.board;
    const ctrl = this.controller;
    const P = this.turn;
    const O = CORNER_OF[to];
    if (O === P || ctrl[O] !== O) return start;
    let colours = 0;
    for (let c = 0; c < 3; c++) if (ctrl[c] === P) colours |= 1 << c;
    const target = board[to];
    if (target !== 0 && (target & 7) === GENERAL) {
      const loser = ctrl[(target >> 3) & 3];
      if (loser === O) return start;
      for (let c = 0; c < 3; c++) if (ctrl[c] === loser) colours |= 1 << c;
    }
    const rescuer = (code >> 3) & 3;
    const owners = this.rules.returnToOwnersRow;
    const rowA = THIRD_ROWS[owners ? P : rescuer];
    const base = O * 12;
    let n = start;
    for (let c = 0; c < 3; c++) {
      if (((colours >> c) & 1) === 0) continue;
      for (let kind = RUKH; kind <= CAVALRY; kind++) {
        if (this.piles[base + c * 4 + kind - 1] === 0) continue;
        for (let i = 0; i < 5; i++) {
          const a = rowA[i];
          if (board[a] === 0 || a === from)
            out[n++] = withRescue(simpleMove(from, to), c, kind, a, 0);
        }
      }
    }
    if (this.rules.infantryRescueLastResort && n > start) return n;
    for (let c = 0; c < 3; c++) {
      if (((colours >> c) & 1) === 0 || this.piles[base + c * 4 + INFANTRY - 1] === 0) continue;
      const rowB = THIRD_ROWS[owners ? P : c];
      const identical = c === rescuer;
      for (let i = 0; i < 5; i++) {
        const a = rowA[i];
        if (board[a] !== 0 && a !== from) continue;
        for (let k = 0; k < 5; k++) {
          const b = rowB[k];
          if (b === a || (identical && b < a) || (board[b] !== 0 && b !== from)) continue;
          out[n++] = withRescue(simpleMove(from, to), c, INFANTRY, a, b);
        }
      }
    }
    return n;
  }

  // ---- Check ---------------------------------------------------------------------------------

  /**
   * Stamps the cells whose piece, by leaving, could open an attack on the General on `cell`:
   * the first occupied cell of each Rukh line out of it, and the blockers of the glancing
   * General and Infantry attacks on it. Returns the stamp.
   */
  private markShields(cell: number): number {
    const stamp = ++this.shieldCount;
    const shields = this.shieldStamp;
    const board = this.board;
    for (let d = 0; d < 6; d++) {
      const at = cell * 6 + d;
      for (let j = RAY_START[at], end = j + RAY_LENGTH[at]; j < end; j++) {
        if (board[RAY_CELLS[j]] === 0) continue;
        shields[RAY_CELLS[j]] = stamp;
        break;
      }
    }
    for (let j = GEN_START[cell], end = GEN_START[cell + 1]; j < end; j++) {
      if (GEN_BLOCKER[j] >= 0) shields[GEN_BLOCKER[j]] = stamp;
    }
    for (let row = cell; row < 3 * CELLS; row += CELLS) {
      for (let j = ATTBY_START[row], end = ATTBY_START[row + 1]; j < end; j++) {
        if (ATTBY_BLOCKER[j] >= 0) shields[ATTBY_BLOCKER[j]] = stamp;
      }
    }
    return stamp;
  }

  /** Whether a piece of another active player (not the neutral army) attacks `cell` (§5.2). */
  isAttacked(cell: number, defender: number): boolean {
    const board = this.board;
    const ctrl = this.controller;
    let hostile = 0;
    for (let c = 0; c < 3; c++) if (ctrl[c] !== defender && ctrl[c] !== NEUTRAL) hostile |= 1 << c;
    if (hostile === 0) return false;
    for (let d = 0; d < 6; d++) {
      const at = cell * 6 + d;
      for (let j = RAY_START[at], end = j + RAY_LENGTH[at]; j < end; j++) {
        const code = board[RAY_CELLS[j]];
        if (code === 0) continue;
        if ((code & 7) === RUKH && (hostile >> ((code >> 3) & 3)) & 1) return true;
        break;
      }
    }
    for (let j = CAV_START[cell], end = CAV_START[cell + 1]; j < end; j++) {
      const code = board[CAV_CELLS[j]];
      if ((code & 7) === CAVALRY && (hostile >> ((code >> 3) & 3)) & 1) return true;
    }
    for (let j = GEN_START[cell], end = GEN_START[cell + 1]; j < end; j++) {
      const code = board[GEN_TARGET[j]];
      if ((code & 7) !== GENERAL || ((hostile >> ((code >> 3) & 3)) & 1) === 0) continue;
      const blocker = GEN_BLOCKER[j];
      if (blocker < 0 || board[blocker] === 0) return true;
    }
    const edgeBlocked = this.rules.edgeAttackBlocked;
    for (let c = 0; c < 3; c++) {
      if (((hostile >> c) & 1) === 0) continue;
      const row = c * CELLS + cell;
      const infantry = INFANTRY_CODE[c];
      for (let j = ATTBY_START[row], end = ATTBY_START[row + 1]; j < end; j++) {
        if ((board[ATTBY_FROM[j]] & ~MOVED) !== infantry) continue;
        const blocker = ATTBY_BLOCKER[j];
        if (blocker < 0 || board[blocker] === 0 || (!edgeBlocked && ATTBY_EDGE[j] === 1))
          return true;
      }
    }
    return false;
  }

  /** The seats whose pieces attack `cell`, as a mask, leaving out `defender` and the neutral army. */
  attackerMask(cell: number, defender: number): number {
    const board = this.board;
    let colours = 0;
    for (let d = 0; d < 6; d++) {
      const at = cell * 6 + d;
      for (let j = RAY_START[at], end = j + RAY_LENGTH[at]; j < end; j++) {
        const code = board[RAY_CELLS[j]];
        if (code === 0) continue;
        if ((code & 7) === RUKH) colours |= 1 << ((code >> 3) & 3);
        break;
      }
    }
    for (let j = CAV_START[cell], end = CAV_START[cell + 1]; j < end; j++) {
      const code = board[CAV_CELLS[j]];
      if ((code & 7) === CAVALRY) colours |= 1 << ((code >> 3) & 3);
    }
    for (let j = GEN_START[cell], end = GEN_START[cell + 1]; j < end; j++) {
      const code = board[GEN_TARGET[j]];
      const blocker = GEN_BLOCKER[j];
      if ((code & 7) === GENERAL && (blocker < 0 || board[blocker] === 0))
        colours |= 1 << ((code >> 3) & 3);
    }
    const edgeBlocked = this.rules.edgeAttackBlocked;
    for (let c = 0; c < 3; c++) {
      const row = c * CELLS + cell;
      for (let j = ATTBY_START[row], end = ATTBY_START[row + 1]; j < end; j++) {
        if ((board[ATTBY_FROM[j]] & ~MOVED) !== INFANTRY_CODE[c]) continue;
        const blocker = ATTBY_BLOCKER[j];
        if (blocker < 0 || board[blocker] === 0 || (!edgeBlocked && ATTBY_EDGE[j] === 1))
          colours |= 1 << c;
      }
    }
    // From the attacking colours to their owners.
    let seats = 0;
    for (let c = 0; c < 3; c++) {
      const owner = this.controller[c];
      if ((colours >> c) & 1 && owner !== defender && owner !== NEUTRAL) seats |= 1 << owner;
    }
    return seats;
  }

  // ---- Make and unmake ---------------------------------------------------------------------

  /**
   * Makes a move with everything it implies: captures into the mover's pile, a captured
   * General's army passing to the mover and its pile discarded (§5.4), the rescue (§5.6), the
   * mover's checkmate flag `moverMate` (0 for none), the next turn and the clearing of that
   * player's flag.
   */
  private doMove(move: Move, moverMate: number): void {
    const ply = this.ply;
    if (ply + 1 >= this.capacity) this.grow(this.capacity * 2);
    const P = this.turn;
    this.uMove[ply] = move;
    this.uTurn[ply] = P;
    this.uControl[ply] = this.controller[0] | (this.controller[1] << 2) | (this.controller[2] << 4);
    this.uMate[ply] = this.mate[0] | (this.mate[1] << 4) | (this.mate[2] << 8);
    this.uHashLo[ply] = this.hashLo;
    this.uHashHi[ply] = this.hashHi;
    this.uEliminated[ply] = -1;
    // The flag is set before the move's capture, so that a checker the move eliminates leaves
    // the flag's checkers with it (dropPlayer) and the text never names a player out of the game.
    if (moverMate !== 0) this.setMate(P, moverMate);
    const board = this.board;
    let next = -1;
    if (isWithdrawal(move)) {
      const seat = withdrawnSeat(move);
      this.setController(seat, NEUTRAL);
      this.dropPlayer(seat);
      if (P !== seat) next = P;
    } else if (move !== PASS) {
      const from = move & 63;
      const to = (move >> 6) & 63;
      const piece = board[from];
      const target = board[to];
      this.uFromCode[ply] = piece;
      this.uToCode[ply] = target;
      if ((move & CASTLE) !== 0) {
        const general = piece | MOVED;
        const rukh = target | MOVED;
        this.put(from, piece, rukh);
        this.put(to, target, general);
        this.generalCell[(piece >> 3) & 3] = to;
      } else {
        if (target !== 0) this.capture(P, target);
        const kind = piece & 7;
        const moved = tracksMoved(kind, this.rules.chargeFirstMoveOnly) ? piece | MOVED : piece;
        this.put(from, piece, 0);
        if (kind === GENERAL) this.generalCell[(piece >> 3) & 3] = to;
        if ((move & RESCUE) !== 0) this.rescue(move, to, moved);
        else this.put(to, target, moved);
      }
    }
    for (let i = 1; next < 0 && i <= 3; i++) {
      const s = (P + i) % 3;
      if (this.controller[s] === s || i === 3) next = s;
    }
    this.hashLo ^= KEY_LO[KEY_TURN + P] ^ KEY_LO[KEY_TURN + next];
    this.hashHi ^= KEY_HI[KEY_TURN + P] ^ KEY_HI[KEY_TURN + next];
    this.turn = next;
    if (this.mate[next] !== 0) this.setMate(next, 0);
    this.ply = ply + 1;
    this.nodeSerial[ply + 1] = ++this.serials;
  }

  private undoMove(): void {
    const ply = --this.ply;
    const move = this.uMove[ply];
    const P = this.uTurn[ply];
    const board = this.board;
    if (isWithdrawal(move)) {
      const seat = this.uEliminated[ply];
      this.piles.set(this.uPiles.subarray(ply * 12, ply * 12 + 12), seat * 12);
    } else if (move !== PASS) {
      const from = move & 63;
      const to = (move >> 6) & 63;
      const piece = this.uFromCode[ply];
      const target = this.uToCode[ply];
      if ((move & CASTLE) !== 0) {
        this.generalCell[(piece >> 3) & 3] = from;
      } else {
        if ((move & RESCUE) !== 0) {
          const colour = rescuedColour(move);
          const kind = rescuedKind(move);
          this.piles[pileIndex(CORNER_OF[to], colour, kind)]++;
          this.pieceCount[colour]--;
          board[returnCell(move)] = 0;
          if (kind === INFANTRY) board[rescuedCell(move)] = 0;
        }
        if ((piece & 7) === GENERAL) this.generalCell[(piece >> 3) & 3] = from;
        if (target !== 0) {
          const colour = (target >> 3) & 3;
          const kind = target & 7;
          this.piles[pileIndex(P, colour, kind)]--;
          this.pieceCount[colour]++;
          if (kind === GENERAL) this.generalCell[colour] = to;
          const loser = this.uEliminated[ply];
          if (loser >= 0) this.piles.set(this.uPiles.subarray(ply * 12, ply * 12 + 12), loser * 12);
        }
      }
      board[from] = piece;
      board[to] = target;
    }
    const control = this.uControl[ply];
    this.controller[0] = control & 3;
    this.controller[1] = (control >> 2) & 3;
    this.controller[2] = (control >> 4) & 3;
    const mate = this.uMate[ply];
    this.mate[0] = mate & 15;
    this.mate[1] = (mate >> 4) & 15;
    this.mate[2] = (mate >> 8) & 15;
    this.turn = P;
    this.hashLo = this.uHashLo[ply];
    this.hashHi = this.uHashHi[ply];
  }

  /** Takes the piece `target` into the mover's pile; a General ends its owner (§5.4). */
  private capture(P: number, target: number): void {
    const colour = (target >> 3) & 3;
    const kind = target & 7;
    this.addToPile(pileIndex(P, colour, kind), 1);
    this.pieceCount[colour]--;
    if (kind !== GENERAL) return;
    this.generalCell[colour] = -1;
    const loser = this.controller[colour];
    for (let c = 0; c < 3; c++) if (this.controller[c] === loser) this.setController(c, P);
    if (loser !== NEUTRAL) this.dropPlayer(loser);
  }

  /**
   * A player leaves the game (eliminated, §5.4, or withdrawn): its pile is discarded (kept for
   * undo), its checkmate flag goes, and it no longer counts among those who gave check.
   */
  private dropPlayer(loser: number): void {
    const ply = this.ply;
    this.uEliminated[ply] = loser;
    this.uPiles.set(this.piles.subarray(loser * 12, loser * 12 + 12), ply * 12);
    for (let i = loser * 12; i < loser * 12 + 12; i++) {
      if (this.piles[i] !== 0) this.addToPile(i, -this.piles[i]);
    }
    if (this.mate[loser] !== 0) this.setMate(loser, 0);
    for (let v = 0; v < 3; v++) {
      const m = this.mate[v];
      if (m !== 0 && ((m - 1) >> loser) & 1) this.setMate(v, 1 + ((m - 1) & ~(1 << loser)));
    }
  }

  /** Places the rescued piece and the returning Infantry (`infantry`, the rescuer's new code). */
  private rescue(move: Move, corner: number, infantry: number): void {
    const colour = rescuedColour(move);
    const kind = rescuedKind(move);
    this.addToPile(pileIndex(CORNER_OF[corner], colour, kind), -1);
    this.pieceCount[colour]++;
    const code = pieceCode(colour, kind, tracksMoved(kind, this.rules.chargeFirstMoveOnly));
    this.put(returnCell(move), 0, infantry);
    if (kind === INFANTRY) {
      this.put(corner, this.board[corner], 0);
      this.put(rescuedCell(move), 0, code);
    } else {
      this.put(corner, this.board[corner], code);
    }
  }

  /** Replaces `before` on a cell with `after`, keeping the hash. */
  private put(cell: number, before: number, after: number): void {
    const at = cell * 64;
    this.hashLo ^= KEY_LO[at + before] ^ KEY_LO[at + after];
    this.hashHi ^= KEY_HI[at + before] ^ KEY_HI[at + after];
    this.board[cell] = after;
  }

  private addToPile(index: number, delta: number): void {
    const before = KEY_PILE + index * 8 + this.piles[index];
    this.piles[index] += delta;
    const after = KEY_PILE + index * 8 + this.piles[index];
    this.hashLo ^= KEY_LO[before] ^ KEY_LO[after];
    this.hashHi ^= KEY_HI[before] ^ KEY_HI[after];
  }

  private setController(colour: number, seat: number): void {
    const before = KEY_CONTROL + colour * 4 + this.controller[colour];
    const after = KEY_CONTROL + colour * 4 + seat;
    this.hashLo ^= KEY_LO[before] ^ KEY_LO[after];
    this.hashHi ^= KEY_HI[before] ^ KEY_HI[after];
    this.controller[colour] = seat;
  }

  private setMate(seat: number, value: number): void {
    const before = KEY_MATE + seat * 9 + this.mate[seat];
    const after = KEY_MATE + seat * 9 + value;
    this.hashLo ^= KEY_LO[before] ^ KEY_LO[after];
    this.hashHi ^= KEY_HI[before] ^ KEY_HI[after];
    this.mate[seat] = value;
  }

  /** The key of the whole state, from scratch. */
  private rehash(): void {
    let lo = 0;
    let hi = 0;
    const add = (key: number) => {
      lo ^= KEY_LO[key];
      hi ^= KEY_HI[key];
    };
    for (let cell = 0; cell < CELLS; cell++) add(cell * 64 + this.board[cell]);
    add(KEY_TURN + this.turn);
    for (let c = 0; c < 3; c++) add(KEY_CONTROL + c * 4 + this.controller[c]);
    for (let s = 0; s < 3; s++) add(KEY_MATE + s * 9 + this.mate[s]);
    for (let i = 0; i < 36; i++) add(KEY_PILE + i * 8 + this.piles[i]);
    this.hashLo = lo;
    this.hashHi = hi;
  }

  // ---- Helpers -------------------------------------------------------------------------------

  /** Records the mover's checkmate flag found at this node and returns the move count. */
  private settle(moverMate: number, count: number): number {
    this.tierSerial[this.ply] = this.nodeSerial[this.ply];
    this.tierMate[this.ply] = moverMate;
    return count;
  }

  private isOver(): boolean {
    let active = 0;
    let bare = true;
    for (let s = 0; s < 3; s++) {
      if (this.controller[s] !== s) continue;
      active++;
      if (bare && this.piecesOf(s) > 1) bare = false;
    }
    return active <= 1 || bare;
  }

  /** Pieces on the board owned by a seat. */
  private piecesOf(seat: number): number {
    let n = 0;
    for (let c = 0; c < 3; c++) if (this.controller[c] === seat) n += this.pieceCount[c];
    return n;
  }

  private isOwnRukh(cell: number): boolean {
    const code = this.board[cell];
    return (code & 7) === RUKH && this.controller[(code >> 3) & 3] === this.turn;
  }

  private scratch(): Int32Array {
    this.scratchMoves ??= new Int32Array(MAX_MOVES);
    return this.scratchMoves;
  }

  private grow(capacity: number): void {
    const old = this.capacity;
    this.capacity = capacity;
    for (const key of UNDO_ARRAYS) {
      const before = this[key] as Uint8Array;
      const ctor = before.constructor as new (n: number) => Uint8Array;
      const after = new ctor(key === 'uPiles' ? capacity * 12 : capacity);
      after.set(before.subarray(0, key === 'uPiles' ? old * 12 : old));
      (this as unknown as Record<string, Uint8Array>)[key] = after;
    }
  }

  /** The rescue suffix of the coordinate form (docs/rules/README.md), or '' for none. */
  private rescueSuffix(move: Move): string {
    if (!isRescue(move)) return '';
    const colour = rescuedColour(move);
    const kind = rescuedKind(move);
    const tag = (colour === this.turn ? '' : COLOUR_LETTERS[colour]) + KIND_LETTERS[kind];
    const a = this.names[returnCell(move)];
    if (kind !== INFANTRY) return `!${tag}@${a}`;
    const b = this.names[rescuedCell(move)];
    const rescuer = colourOf(this.board[moveFrom(move)]);
    // Two Infantries of different colours sent to one row (rescue-return=owner) keep their
    // order, rescuer first; otherwise the cells alone say which is which.
    const ordered = this.rules.returnToOwnersRow && rescuer !== colour;
    return `!${tag}@${ordered || a < b ? `${a},${b}` : `${b},${a}`}`;
  }

  private parseRescue(suffix: string): Result<RescueChoice> {
    const m = /^!([rgb]?)([A-Za-z])@(.*)$/u.exec(suffix);
    const form =
      '!<type>@<cell> (type R, C or I, after a colour letter r, g or b for an inherited colour)';
    if (!m) return err('bad-move', `bad rescue suffix '${suffix}': write ${form}`);
    const [, colourLetter, kindLetter, cellsText] = m;
    const kind = 'RCI'.indexOf(kindLetter) + RUKH;
    if (kind < RUKH) {
      return err(
        'bad-move',
        `bad rescue suffix '${suffix}': '${kindLetter}' is not a piece that can be rescued (R, C or I)`,
      );
    }
    const parts = cellsText.split(',');
    const want = kind === INFANTRY ? 2 : 1;
    if (parts.length !== want) {
      return err(
        'bad-move',
        `bad rescue suffix '${suffix}': a rescued ${KIND_NAMES[kind]} needs ${want === 2 ? 'two cells, <cell>,<cell>' : 'one cell'}`,
      );
    }
    const cells: number[] = [];
    for (const part of parts) {
      const cell = parseCell(part, this.rules.columnLetters);
      if (!cell.ok)
        return err(
          CELL_SHAPE.test(part) ? 'bad-cell' : 'bad-move',
          `bad rescue suffix '${suffix}': ${cell.error}`,
        );
      cells.push(cell.value);
    }
    if (cells.length === 2 && cells[0] === cells[1]) {
      return err(
        'bad-move',
        `bad rescue suffix '${suffix}': the two Infantries need two different cells`,
      );
    }
    return ok({ colour: colourLetter ? COLOUR_LETTERS.indexOf(colourLetter) : -1, kind, cells });
  }

  private whyNoRescue(to: number): string {
    const O = CORNER_OF[to];
    if (O < 0) return `${this.names[to]} is not a home corner`;
    if (O === this.turn || this.controller[O] !== O)
      return `${this.names[to]} is not an active opponent's corner`;
    return `${SEAT_NAMES[O]}'s pile holds nothing ${SEAT_NAMES[this.turn]} can rescue, or the 3rd row is full`;
  }

  private rescueOptions(candidates: Move[]): string {
    const list = candidates.filter(isRescue).map((m) => this.rescueSuffix(m));
    return `possible: ${list.join(' ')}`;
  }
}

interface RescueChoice {
  /** -1 when no colour letter was written (the mover's own colour). */
  readonly colour: number;
  readonly kind: number;
  readonly cells: readonly number[];
}

function sameCells(move: Move, cells: readonly number[], ordered: boolean): boolean {
  if (cells.length === 1) return returnCell(move) === cells[0];
  const a = returnCell(move);
  const b = rescuedCell(move);
  return (a === cells[0] && b === cells[1]) || (!ordered && a === cells[1] && b === cells[0]);
}

const UNDO_ARRAYS = [
  'uMove',
  'uTurn',
  'uFromCode',
  'uToCode',
  'uControl',
  'uMate',
  'uHashLo',
  'uHashHi',
  'uEliminated',
  'uPiles',
  'nodeSerial',
  'tierSerial',
  'tierMate',
] as const;
