import { couldWin, type Position } from '@trigon/engine';
import {
  GameReplay,
  positionPlayer,
  type ClockSpec,
  type GameEvent,
  type LeaveKind,
  type StoredEvent,
} from '@trigon/protocol';
import type { StoredGame } from '../store/types.js';

const DAY_MS = 86_400_000;

/**
 * How many times a seat's name may change in one game after its first join. Each change is an
 * event every later welcome carries, so a client renaming itself on every hello would grow the
 * game without bound; later names are not stored.
 */
export const MAX_NAME_CHANGES = 8;

/**
 * A game as the server knows it: the protocol's replay of its events, with what only the
 * server keeps: the seats' token hashes and the clocks. `apply` takes facts (events already
 * checked and stored) and never refuses one; checking is the service's job.
 */
export class GameState extends GameReplay {
  readonly tokenHashes: (string | null)[];
  /** Each seat's time left (ms) when its turn began; for correspondence, the time per move. */
  readonly remaining: number[];
  /** The last move's seat and event number. */
  lastMove: { seat: number; seq: number } | null = null;
  /** The time of the last event applied: the next one's is never earlier. */
  lastAt = 0;
  /** Each seat's `join` events after its first: its name changes. */
  readonly nameChanges: number[];
  /** The account holding each seat, or null for an anonymous (or unclaimed) seat. */
  readonly userIds: (string | null)[];
  /** The playing seats that went out of the game (knocked out, or left), in groups, in order. */
  readonly outOrder: number[][] = [];

  /** The game just created; or, given `position`, a copy's start that `copy` fills in. */
  constructor(
    readonly stored: StoredGame,
    position?: Position,
  ) {
    super(stored, (definition, options) => positionPlayer(position ?? definition.create(options)));
    this.tokenHashes = stored.seats.map((s) => s.tokenHash);
    this.remaining = new Array<number>(stored.seats.length).fill(initialTime(stored.clock));
    this.nameChanges = new Array<number>(stored.seats.length).fill(0);
    this.userIds = stored.seats.map((s) => s.userId ?? null);
  }

  /**
   * An independent copy. Readers outside the game's turn get one (`GameService.get`): the
   * service applies an event before the store has accepted it, so the live state may briefly
   * hold one that is never stored.
   */
  copy(): GameState {
    const copy = new GameState(this.stored, this.position.clone());
    copy.seq = this.seq;
    copy.status = this.status;
    copy.joined.splice(0, Infinity, ...this.joined);
    copy.names.splice(0, Infinity, ...this.names);
    copy.moves.push(...this.moves);
    copy.makers.push(...this.makers);
    copy.withdrawals.push(...this.withdrawals);
    copy.moved.splice(0, Infinity, ...this.moved);
    copy.aborted = this.aborted;
    copy.abortReason = this.abortReason;
    copy.drawOffer = this.drawOffer && {
      by: this.drawOffer.by,
      accepted: new Set(this.drawOffer.accepted),
    };
    copy.answered = this.answered;
    copy.takeback = this.takeback && {
      by: this.takeback.by,
      plies: this.takeback.plies,
      accepted: new Set(this.takeback.accepted),
    };
    for (const seat of this.rematchOffers) copy.rematchOffers.add(seat);
    copy.rematchDeclinedBy = this.rematchDeclinedBy;
    copy.rematch = this.rematch;
    copy.result = this.result;
    copy.tokenHashes.splice(0, Infinity, ...this.tokenHashes);
    copy.remaining.splice(0, Infinity, ...this.remaining);
    copy.turnStartedAt = this.turnStartedAt;
    copy.lastMove = this.lastMove;
    copy.lastAt = this.lastAt;
    copy.nameChanges.splice(0, Infinity, ...this.nameChanges);
    copy.userIds.splice(0, Infinity, ...this.userIds);
    copy.outOrder.push(...this.outOrder.map((group) => [...group]));
    copy.offers = this.offers.clone();
    return copy;
  }

  /**
   * Whether a hello from `seat` naming itself `name` (null: no name) is a change the game should
   * store.
   */
  renames(seat: number, name: string | null | undefined): boolean {
    return (
      name !== undefined && this.names[seat] !== name && this.nameChanges[seat]! < MAX_NAME_CHANGES
    );
  }

  /** Whether `name` would change the seat's name, but the seat has no changes left. */
  renamesUsedUp(seat: number, name: string | null | undefined): boolean {
    return (
      name !== undefined && this.names[seat] !== name && this.nameChanges[seat]! >= MAX_NAME_CHANGES
    );
  }

  get seats(): number {
    return this.stored.seats.length;
  }

  /** Playing seats nobody has claimed yet. */
  openSeats(): number[] {
    return this.playing.filter((seat) => this.tokenHashes[seat] === null);
  }

  /** Every playing seat has joined (the game may start). */
  allJoined(): boolean {
    return this.playing.every((seat) => this.joined[seat]);
  }

  seatOfToken(hash: string): number | null {
    const seat = this.tokenHashes.indexOf(hash);
    return seat < 0 ? null : seat;
  }

  /**
   * Whether `seat`'s clock runs on its turns. A real-time clock starts with the seat's first
   * move (that move takes no time), as on the big chess sites; a correspondence clock always.
   */
  clockStarted(seat: number): boolean {
    const clock = this.stored.clock;
    return clock.kind === 'correspondence' || (clock.kind === 'realtime' && this.moved[seat]!);
  }

  /** The moment the seat to move runs out of time, or Infinity when nothing is timed. */
  deadline(): number {
    if (this.status !== 'playing') return Infinity;
    const clock = this.stored.clock;
    if (!this.clockStarted(this.position.turn)) return Infinity;
    const free = clock.kind === 'realtime' && clock.mode === 'delay' ? clock.bonusMs : 0;
    return this.turnStartedAt + free + this.remaining[this.position.turn]!;
  }

  /**
   * The moment a game with a real-time clock is aborted unless the seat to move, which has not
   * made its first move yet, makes it (`limitMs` after its turn began); otherwise Infinity.
   */
  firstMoveDue(limitMs: number): number {
    if (this.status !== 'playing' || this.stored.clock.kind !== 'realtime') return Infinity;
    return this.moved[this.position.turn] ? Infinity : this.turnStartedAt + limitMs;
  }

  /**
   * Each seat's time left at `now`, counting down the seat to move; null in a game without a
   * clock, whose zeros would read as clocks run out.
   */
  clocks(now: number): number[] | null {
    if (this.stored.clock.kind === 'none') return null;
    const out = [...this.remaining];
    const turn = this.position.turn;
    if (this.status === 'playing' && this.clockStarted(turn))
      out[turn] = Math.max(0, this.remaining[turn]! - this.used(now));
    return out;
  }

  /** The time the seat to move has used on its clock since its turn began. */
  private used(now: number): number {
    const clock = this.stored.clock;
    const elapsed = Math.max(0, now - this.turnStartedAt);
    if (clock.kind === 'realtime' && clock.mode === 'delay')
      return Math.max(0, elapsed - clock.bonusMs);
    return elapsed;
  }

  /**
   * Applies the next stored event: the replay's state, then the clocks. Events reach the
   * server in order, each once; any other number is a fault.
   */
  override apply(stored: StoredEvent): boolean {
    const { seq, at, event } = stored;
    if (seq !== this.seq + 1) throw new Error(`event ${seq} applied after ${this.seq}`);
    const wasPlaying = this.status === 'playing';
    const clock = this.stored.clock;
    // A leaver to move has its clock stopped, and the turn's time starts for the next player;
    // so does a takeback's last agreement: the time spent so far stays spent.
    const undoes = event.kind === 'takeback-accept' && this.takebackAgreedWith(event.seat);
    const passesTurn =
      event.kind === 'move' ||
      (event.kind === 'withdraw' && event.seat === this.position.turn) ||
      undoes;
    if (event.kind === 'claim') {
      this.tokenHashes[event.seat] = event.tokenHash;
      this.userIds[event.seat] = event.userId ?? null;
    }
    const activeBefore = this.status === 'playing' ? this.active() : null;
    if (event.kind === 'join' && this.joined[event.seat]) this.nameChanges[event.seat]!++;
    if (event.kind === 'move') {
      // A first move takes no time and earns no bonus: the seat's clock starts with it.
      if (clock.kind === 'realtime' && this.moved[event.seat]) {
        const left = this.remaining[event.seat]! - this.used(at);
        this.remaining[event.seat] = left + (clock.mode === 'increment' ? clock.bonusMs : 0);
      } else if (clock.kind === 'correspondence') {
        this.remaining[event.seat] = clock.daysPerMove * DAY_MS;
      }
    } else if (
      passesTurn &&
      (clock.kind === 'realtime' || (clock.kind === 'correspondence' && !undoes))
    ) {
      // A correspondence seat whose turn a takeback stops has its days afresh at its next turn;
      // a leaver has no next turn, and its clock shows what it left.
      const stopped = undoes ? this.position.turn : event.seat;
      if (this.clockStarted(stopped))
        this.remaining[stopped] = Math.max(0, this.remaining[stopped]! - this.used(at));
    }
    super.apply(stored);
    this.lastAt = Math.max(this.lastAt, at);
    if (activeBefore) {
      const still = this.active();
      const out = activeBefore.filter((seat) => !still.includes(seat));
      if (out.length > 0 && still.length > 0) this.outOrder.push(out);
    }
    if (event.kind === 'move') this.lastMove = { seat: event.seat, seq };
    if (undoes) {
      this.lastMove = null;
      // A correspondence turn given back has its full time again, as after a move.
      if (clock.kind === 'correspondence')
        this.remaining[this.position.turn] = clock.daysPerMove * DAY_MS;
    }
    const turn = this.position.turn;
    if (wasPlaying && this.status === 'finished' && this.clockStarted(turn)) {
      // The clock of the seat to move stops where it stood when the game ended.
      this.remaining[turn] = Math.max(0, this.remaining[turn]! - this.used(at));
    }
    return true;
  }

  /**
   * Whether `seat` leaving now is a withdrawal: the game's rules let it leave while the others
   * play on (`Position.withdrawal`). Otherwise leaving ends the game.
   */
  canWithdraw(seat: number): boolean {
    return this.status === 'playing' && this.position.withdrawal?.(seat).ok === true;
  }

  /**
   * The event of `seat` leaving by `kind`: a withdrawal when the others can play on. A flag that
   * ends the game is a draw when the one opponent could never win by any sequence of legal moves
   * (FIDE 6.9, which docs/rules/README.md's draws follow; `couldWin`).
   */
  leaving(seat: number, kind: LeaveKind): GameEvent {
    if (this.canWithdraw(seat)) return { kind: 'withdraw', seat, reason: kind };
    if (kind === 'flag') {
      const others = this.active().filter((s) => s !== seat);
      if (others.length === 1 && !couldWin(this.position, others[0]!))
        return { kind, seat, drawn: true };
    }
    return { kind, seat };
  }
}

/** A withdrawal in words, for the record: 'Blue resigned and left the game'. */
export const LEFT: Record<LeaveKind, string> = {
  resign: 'resigned and left the game',
  flag: 'lost on time and left the game',
  abandon: 'abandoned the game',
};

function initialTime(clock: ClockSpec): number {
  if (clock.kind === 'realtime') return clock.initialMs;
  if (clock.kind === 'correspondence') return clock.daysPerMove * DAY_MS;
  return 0;
}

/** What clients may see of an event: never a token hash, nor an account's id. */
export function publicEvent(event: GameEvent): GameEvent {
  return event.kind === 'claim' ? { kind: 'claim', seat: event.seat, tokenHash: '' } : event;
}
