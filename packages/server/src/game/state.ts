import { games, playingSeats, type Outcome, type Position } from '@trigon/engine';
import type { ClockSpec, GameEvent, StoredEvent, StoredGame } from '../store/types.js';

const DAY_MS = 86_400_000;

/**
 * A game as the server knows it: its creation replayed with its events. `apply` takes facts
 * (events already checked and stored) and never refuses one; checking is the service's job.
 */
export class GameState {
  readonly position: Position;
  /** The players who left while two others played on, each before the move numbered `ply`. */
  readonly withdrawals: { seat: number; reason: LeaveKind; ply: number }[] = [];
  /** The number of the last event applied (0: just created). */
  seq = 0;
  status: 'waiting' | 'playing' | 'finished' = 'waiting';
  readonly tokenHashes: (string | null)[];
  readonly joined: boolean[];
  readonly names: (string | null)[];
  /** Moves in coordinate form, oldest first. */
  readonly moves: string[] = [];
  /** Each seat's time left (ms) when its turn began; for correspondence, the time per move. */
  readonly remaining: number[];
  /** When the seat to move began its turn (server ms). */
  turnStartedAt = 0;
  drawOffer: { by: number; accepted: Set<number> } | null = null;
  readonly rematchOffers = new Set<number>();
  rematch: string | null = null;
  result: Outcome | null = null;
  finishedAt = 0;
  /** The seats that take turns (with Triangulation's players=2, not the neutral army's). */
  readonly playing: readonly number[];

  constructor(readonly stored: StoredGame) {
    const definition = games.get(stored.game);
    if (!definition.ok) throw new Error(definition.error);
    this.position = definition.value.create(stored.options);
    this.playing = playingSeats(definition.value, stored.options);
    const n = stored.seats.length;
    this.tokenHashes = stored.seats.map((s) => s.tokenHash);
    this.joined = new Array<boolean>(n).fill(false);
    this.names = new Array<string | null>(n).fill(null);
    this.remaining = new Array<number>(n).fill(initialTime(stored.clock));
  }

  get seats(): number {
    return this.stored.seats.length;
  }

  get players(): readonly string[] {
    return this.position.game.players;
  }

  /** Playing seats nobody has claimed yet. */
  openSeats(): number[] {
    return this.playing.filter((seat) => this.tokenHashes[seat] === null);
  }

  /** Every playing seat has joined (the game may start). */
  allJoined(): boolean {
    return this.playing.every((seat) => this.joined[seat]);
  }

  /**
   * The players still in the game, in turn order: playing seats not knocked out by the rules
   * (a Triangulation player whose General was captured is out and only watches).
   */
  active(): readonly number[] {
    return this.position.activeSeats?.() ?? this.playing;
  }

  /** Whether `seat` is a player still in the game. */
  isActive(seat: number): boolean {
    return this.active().includes(seat);
  }

  seatOfToken(hash: string): number | null {
    const seat = this.tokenHashes.indexOf(hash);
    return seat < 0 ? null : seat;
  }

  /** The moment the seat to move runs out of time, or Infinity when nothing is timed. */
  deadline(): number {
    if (this.status !== 'playing') return Infinity;
    const clock = this.stored.clock;
    if (clock.kind === 'none') return Infinity;
    const free = clock.kind === 'realtime' && clock.mode === 'delay' ? clock.bonusMs : 0;
    return this.turnStartedAt + free + this.remaining[this.position.turn]!;
  }

  /** Each seat's time left at `now`, counting down the seat to move. */
  clocks(now: number): number[] {
    const out = [...this.remaining];
    if (this.status === 'playing' && this.stored.clock.kind !== 'none') {
      const turn = this.position.turn;
      out[turn] = Math.max(0, this.remaining[turn]! - this.used(now));
    }
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

  apply({ seq, at, event }: StoredEvent): void {
    if (seq !== this.seq + 1) throw new Error(`event ${seq} applied after ${this.seq}`);
    this.seq = seq;
    switch (event.kind) {
      case 'claim':
        this.tokenHashes[event.seat] = event.tokenHash;
        break;
      case 'join':
        this.joined[event.seat] = true;
        if (event.name !== null) this.names[event.seat] = event.name;
        break;
      case 'start':
        this.status = 'playing';
        this.turnStartedAt = at;
        break;
      case 'move':
        this.playMove(event.seat, event.move, at);
        break;
      case 'draw-offer':
        this.drawOffer = { by: event.seat, accepted: new Set([event.seat]) };
        break;
      case 'draw-accept':
        this.drawOffer?.accepted.add(event.seat);
        // Every player still in the game must agree; those already out have lost (§5.7).
        if (this.drawOffer && this.active().every((s) => this.drawOffer!.accepted.has(s)))
          this.finish(at, { winners: [], reason: 'draw agreed' });
        break;
      case 'draw-decline':
        this.drawOffer = null;
        break;
      case 'draw-claim':
        this.finish(at, { winners: [], reason: event.reason });
        break;
      case 'resign':
      case 'flag':
      case 'abandon':
        this.finish(at, this.leaverResult(event.seat, event.kind));
        break;
      case 'withdraw':
        this.withdraw(event.seat, event.reason, at);
        break;
      case 'rematch-offer':
        this.rematchOffers.add(event.seat);
        break;
      case 'rematch':
        this.rematch = event.game;
        break;
    }
  }

  /**
   * Whether `seat` leaving now is a withdrawal: the game's rules let it leave while the others
   * play on (Triangulation with two others still in the game). Otherwise leaving ends the game.
   */
  canWithdraw(seat: number): boolean {
    return this.status === 'playing' && this.position.withdrawal?.(seat).ok === true;
  }

  /** The event of `seat` leaving by `kind`: a withdrawal when the others can play on. */
  leaving(seat: number, kind: LeaveKind): GameEvent {
    return this.canWithdraw(seat) ? { kind: 'withdraw', seat, reason: kind } : { kind, seat };
  }

  /**
   * A player leaves and the other two play on: its clock stops (the turn passes on if it was
   * to move), its army turns neutral (the engine's withdrawal move, kept in the move list so
   * that a replay of the moves gives the same position), and a pending draw offer lapses.
   */
  private withdraw(seat: number, reason: LeaveKind, at: number): void {
    const move = this.position.withdrawal?.(seat);
    if (!move?.ok) throw new Error(`stored withdrawal of seat ${seat}: ${move?.error}`);
    if (this.position.turn === seat) {
      if (this.stored.clock.kind === 'realtime')
        this.remaining[seat] = Math.max(0, this.remaining[seat]! - this.used(at));
      this.turnStartedAt = at;
    }
    this.withdrawals.push({ seat, reason, ply: this.moves.length });
    this.moves.push(this.position.moveToCoord(move.value));
    this.position.play(move.value);
    this.drawOffer = null;
    const outcome = this.position.outcome();
    if (outcome) this.finish(at, outcome);
  }

  /**
   * A player who resigns, loses on time or abandons, when the others cannot play on without
   * it, is out and the game ends: the players still in the game are the winners. (Events
   * stored before withdrawals existed replay as they were: two of three remaining share the
   * result, a draw between them, and the leaver lost.)
   */
  private leaverResult(seat: number, kind: keyof typeof LOSS): Outcome {
    return {
      winners: this.active().filter((s) => s !== seat),
      reason: `${this.players[seat]} ${LOSS[kind]}`,
    };
  }

  private playMove(seat: number, text: string, at: number): void {
    const clock = this.stored.clock;
    if (clock.kind === 'realtime') {
      const left = this.remaining[seat]! - this.used(at);
      this.remaining[seat] = left + (clock.mode === 'increment' ? clock.bonusMs : 0);
    } else if (clock.kind === 'correspondence') {
      this.remaining[seat] = clock.daysPerMove * DAY_MS;
    }
    const move = this.position.parseMove(text);
    if (!move.ok) throw new Error(`stored move ${text} is not legal: ${move.error}`);
    this.position.play(move.value);
    this.moves.push(text);
    this.turnStartedAt = at;
    this.drawOffer = null;
    const outcome = this.position.outcome();
    if (outcome) this.finish(at, outcome);
  }

  private finish(at: number, result: Outcome): void {
    if (this.status === 'playing' && this.stored.clock.kind === 'realtime') {
      const turn = this.position.turn;
      this.remaining[turn] = Math.max(0, this.remaining[turn]! - this.used(at));
    }
    this.status = 'finished';
    this.result = result;
    this.finishedAt = at;
    this.drawOffer = null;
  }
}

const LOSS = {
  resign: 'resigned',
  flag: 'lost on time',
  abandon: 'abandoned the game',
} as const;

export type LeaveKind = keyof typeof LOSS;

/** A withdrawal in words, for the record: 'Blue resigned and left the game'. */
export const LEFT = {
  resign: 'resigned and left the game',
  flag: 'lost on time and left the game',
  abandon: 'abandoned the game',
} as const;

function initialTime(clock: ClockSpec): number {
  if (clock.kind === 'realtime') return clock.initialMs;
  if (clock.kind === 'correspondence') return clock.daysPerMove * DAY_MS;
  return 0;
}

/** What clients may see of an event: never a token hash. */
export function publicEvent(event: GameEvent): GameEvent {
  return event.kind === 'claim' ? { ...event, tokenHash: '' } : event;
}
