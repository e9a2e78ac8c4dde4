/**
 * A game replayed from its events: what the server holds to check the next command, and what
 * the web app shows. Both replay with this one class, so that they agree on every event.
 */
import {
  games,
  playingSeats,
  type GameDefinition,
  type GameOptions,
  type Move,
  type Outcome,
  type Position,
} from '@trigon/engine';
import type { PlayStatus } from './answers.js';
import type { AbortReason, LeaveKind, StoredEvent } from './events.js';
import { OfferLimits } from './offer-limits.js';

/**
 * Where the replay plays the game's moves: a bare position (the server), or something that
 * keeps more of each move and plays it into its position (the web app's move list).
 */
export interface MovePlayer {
  /** The position after the last move played. */
  readonly position: Position;
  play(move: Move): unknown;
  /** Takes back the last move played (a takeback). */
  undo(): unknown;
}

/** A move player that is the position alone. */
export function positionPlayer(position: Position): MovePlayer {
  return { position, play: (move) => position.play(move), undo: () => position.undo() };
}

/** What a replay starts from: the game's rules and options. */
export interface ReplayStart {
  /** The engine's id of the game's rules. */
  readonly game: string;
  readonly options: GameOptions;
}

/** A player who left while the others played on, before the move numbered `ply` (from 0). */
export interface Withdrawal {
  readonly seat: number;
  readonly reason: LeaveKind;
  readonly ply: number;
}

/**
 * Who made each move and whether a takeback may cross it: a withdrawal is a player leaving, and
 * a move that knocked a player out changed who is in the game; neither is taken back.
 */
export interface MoveMaker {
  readonly seat: number;
  /** False for a withdrawal, or a move after which fewer players were in the game. */
  readonly undoable: boolean;
}

/** A takeback asked for: who asked, how many moves it takes back, who has agreed (the asker too). */
export interface TakebackRequest {
  readonly by: number;
  readonly plies: number;
  readonly accepted: Set<number>;
}

/** A draw offer or takeback request that a player's no ended (GameReplay.answered). */
export interface Answered {
  readonly kind: 'draw' | 'takeback';
  /** Who made it. */
  readonly by: number;
  /** Who said no: `by` itself when its maker withdrew it. */
  readonly seat: number;
}

/** How a player who leaves and so ends the game is named in the result's reason. */
const LOSS: Record<LeaveKind, string> = {
  resign: 'resigned',
  flag: 'lost on time',
  abandon: 'abandoned the game',
};

/** The result's reason for a game called off, naming the seat its abort names. */
const ABORTED: Record<AbortReason, (player: string) => string> = {
  'no-first-move': (player) => `game aborted: ${player} made no first move`,
  abort: (player) => `game aborted by ${player}`,
  cancel: (player) => `game cancelled by ${player}`,
};

/**
 * The game's state after its events. `apply` takes facts (events the server checked and
 * stored) and never refuses one; checking a command is the server's job.
 */
export class GameReplay<P extends MovePlayer = MovePlayer> {
  readonly definition: GameDefinition;
  /** Where the moves are played. */
  readonly board: P;
  /** The seats that take turns; any other (a neutral army) is nobody's. */
  readonly playing: readonly number[];
  /** The number of the last event applied (0: just created). */
  seq = 0;
  status: PlayStatus = 'waiting';
  /** The seats whose players have connected at least once (the game starts when all have). */
  readonly joined: boolean[];
  readonly names: (string | null)[];
  /** Moves in coordinate form, oldest first, withdrawal moves included. */
  readonly moves: string[] = [];
  /** Who made each of `moves`, and whether a takeback may cross it. */
  readonly makers: MoveMaker[] = [];
  /** The players who left while the others played on. */
  readonly withdrawals: Withdrawal[] = [];
  /**
   * The seats that have made their first move. A seat's clock starts with it: its first move
   * takes no time, and a game whose seat makes none in time is aborted.
   */
  readonly moved: boolean[];
  /** When the seat to move began its turn (server ms): the start, or the last move before it. */
  turnStartedAt = 0;
  /**
   * The seat an abort names, once the game is called off: the seat that made no first move in
   * time, or the player who aborted or cancelled it (`abortReason` says which).
   */
  aborted: number | null = null;
  /** Why the game was called off; null while it was not. */
  abortReason: AbortReason | null = null;
  /** The draw offer on the table: who made it and who has agreed (the offerer among them). */
  drawOffer: { by: number; accepted: Set<number> } | null = null;
  /** The takeback asked for, until it is agreed, declined, cancelled or a move is made. */
  takeback: TakebackRequest | null = null;
  /**
   * The last draw offer or takeback request a player's no ended, with who said it (`seat`; its
   * maker `by` withdrew it when they are the same), so that the players are told: until the next
   * move, offer or request, or the end.
   */
  answered: Answered | null = null;
  /**
   * How often each seat may still offer a draw or ask for a takeback: the server refuses what
   * they forbid, the web app greys the button out. (Not readonly: a copy of the server's state
   * takes a clone.)
   */
  offers: OfferLimits;
  readonly rematchOffers = new Set<number>();
  /** The seat that last declined a rematch, until someone asks again; null otherwise. */
  rematchDeclinedBy: number | null = null;
  /** The id of the rematch, once it has started. */
  rematch: string | null = null;
  result: Outcome | null = null;

  /**
   * `board` makes the move player for the game's start position; the game must be one the
   * engine knows (the server created it from the engine's registry).
   */
  constructor(start: ReplayStart, board: (definition: GameDefinition, options: GameOptions) => P) {
    const definition = games.get(start.game);
    if (!definition.ok) throw new Error(definition.error);
    this.definition = definition.value;
    this.board = board(definition.value, start.options);
    this.playing = playingSeats(definition.value, start.options);
    const seats = definition.value.players.length;
    this.joined = new Array<boolean>(seats).fill(false);
    this.names = new Array<string | null>(seats).fill(null);
    this.moved = new Array<boolean>(seats).fill(false);
    this.offers = new OfferLimits(seats);
  }

  /** The position after the last move. */
  get position(): Position {
    return this.board.position;
  }

  /** Seat names in turn order. */
  get players(): readonly string[] {
    return this.definition.players;
  }

  /**
   * The players still in the game, in turn order: playing seats not knocked out by the rules
   * (a player whose royal piece was captured is out and only watches) and not withdrawn.
   */
  active(): readonly number[] {
    return this.position.activeSeats?.() ?? this.playing;
  }

  /** Whether `seat` is a player still in the game. */
  isActive(seat: number): boolean {
    return this.active().includes(seat);
  }

  /** A playing seat that is out of the game (it lost; it may still watch). */
  isOut(seat: number): boolean {
    return this.playing.includes(seat) && !this.isActive(seat);
  }

  /**
   * Whether a player may still abort the game, as on lichess: it is in play and a player still
   * in it has made no first move yet (`moved`, as the first-move rule counts: a takeback does
   * not give the first move back). Before the start a player cancels it instead.
   */
  abortable(): boolean {
    return this.status === 'playing' && this.active().some((seat) => !this.moved[seat]);
  }

  /** Whether a player called the game off while it waited for its players. */
  get cancelled(): boolean {
    return this.abortReason === 'cancel';
  }

  /** The playing seats nobody has taken up yet, while the game waits for them. */
  awaited(): number[] {
    return this.status === 'waiting' ? this.playing.filter((s) => !this.joined[s]) : [];
  }

  /**
   * How many moves `seat` would take back now, as on lichess: its own last move and every move
   * made since (with two players: one while the opponent is to move, two on the asker's turn;
   * with three: up to three). Refused, with the reason, when the seat has made no move, or when
   * a player left or was knocked out since its last move (a takeback never brings one back).
   */
  takebackPlies(seat: number): { ok: true; plies: number } | { ok: false; error: string } {
    let last = this.makers.length - 1;
    while (last >= 0 && !(this.makers[last]!.seat === seat && this.makers[last]!.undoable)) {
      if (!this.makers[last]!.undoable)
        return {
          ok: false,
          error: 'a player left or was knocked out since your last move: it cannot be taken back',
        };
      last--;
    }
    if (last < 0) return { ok: false, error: 'you have made no move to take back' };
    return { ok: true, plies: this.makers.length - last };
  }

  /** Whether `seat` agreeing to the takeback asked for completes it: every other player agreed. */
  takebackAgreedWith(seat: number): boolean {
    const request = this.takeback;
    return request !== null && this.active().every((s) => s === seat || request.accepted.has(s));
  }

  /**
   * Applies the event numbered next: true. An event already applied is ignored (false); one
   * that skips a number throws, as the events were not read in order.
   */
  apply({ seq, at, event }: StoredEvent): boolean {
    if (seq <= this.seq) return false;
    if (seq !== this.seq + 1) throw new Error(`event ${seq} arrived after ${this.seq}`);
    this.seq = seq;
    this.offers.apply(event);
    // A leaver to move passes the turn on, and the next player's turn begins; so does a takeback.
    const undoes = event.kind === 'takeback-accept' && this.takebackAgreedWith(event.seat);
    const turnBegins =
      undoes ||
      event.kind === 'start' ||
      event.kind === 'move' ||
      (event.kind === 'withdraw' && this.status === 'playing' && event.seat === this.position.turn);
    if (turnBegins) this.turnStartedAt = at;
    switch (event.kind) {
      case 'claim':
        break;
      case 'join':
        this.joined[event.seat] = true;
        // A later join renames the seat; one with no name clears its name (a first one has none).
        this.names[event.seat] = event.name;
        break;
      case 'start':
        this.status = 'playing';
        break;
      case 'move': {
        const move = this.position.parseMove(event.move);
        if (!move.ok) throw new Error(`stored move ${event.move} is not legal: ${move.error}`);
        this.moved[event.seat] = true;
        this.playMove(event.move, move.value, event.seat, true);
        break;
      }
      case 'abort':
        // An abort stored before players could abort has no reason: its seat made no first move.
        this.aborted = event.seat;
        this.abortReason = event.reason ?? 'no-first-move';
        this.finish({ winners: [], reason: ABORTED[this.abortReason](this.players[event.seat]!) });
        break;
      case 'draw-offer':
        this.drawOffer = { by: event.seat, accepted: new Set([event.seat]) };
        this.answered = null;
        break;
      case 'draw-accept':
        this.drawOffer?.accepted.add(event.seat);
        // Every player still in the game must agree; those already out have lost.
        if (this.drawOffer && this.active().every((s) => this.drawOffer!.accepted.has(s)))
          this.finish({ winners: [], reason: 'draw agreed' });
        break;
      case 'draw-decline':
        if (this.drawOffer)
          this.answered = { kind: 'draw', by: this.drawOffer.by, seat: event.seat };
        this.drawOffer = null;
        break;
      case 'takeback-offer':
        this.takeback = { by: event.seat, plies: event.plies, accepted: new Set([event.seat]) };
        this.answered = null;
        break;
      case 'takeback-accept':
        if (undoes) this.takeBack(this.takeback!.plies);
        else this.takeback?.accepted.add(event.seat);
        break;
      case 'takeback-decline':
        if (this.takeback)
          this.answered = { kind: 'takeback', by: this.takeback.by, seat: event.seat };
        this.takeback = null;
        break;
      case 'draw-claim':
        this.finish({ winners: [], reason: event.reason });
        break;
      case 'withdraw': {
        // The engine's withdrawal move, kept in the move list so that a replay of the moves
        // gives the same position.
        const move = this.position.withdrawal?.(event.seat);
        if (!move?.ok)
          throw new Error(`stored withdrawal of seat ${event.seat}: ${move?.error ?? 'none'}`);
        this.withdrawals.push({ seat: event.seat, reason: event.reason, ply: this.moves.length });
        this.playMove(this.position.moveToCoord(move.value), move.value, event.seat, false);
        break;
      }
      case 'flag':
        if (event.drawn) {
          // FIDE 6.9: the one opponent could never have won, so running out of time draws.
          const other = this.active().find((s) => s !== event.seat)!;
          const reason = `${this.players[event.seat]} ran out of time, but ${this.players[other]} cannot win`;
          this.finish({ winners: [], reason });
        } else this.left(event.kind, event.seat);
        break;
      case 'resign':
      case 'abandon':
        this.left(event.kind, event.seat);
        break;
      case 'rematch-offer':
        this.rematchOffers.add(event.seat);
        this.rematchDeclinedBy = null;
        break;
      case 'rematch-decline':
        this.rematchOffers.clear();
        this.rematchDeclinedBy = event.seat;
        break;
      case 'rematch-cancel':
        this.rematchOffers.delete(event.seat);
        break;
      case 'rematch':
        this.rematch = event.game;
        break;
    }
    return true;
  }

  /**
   * The leaver is out and the game ends, the players still in it winning. (Where the others
   * could play on, a withdrawal comes instead; a game stored before withdrawals existed replays
   * as it ended then, those still in it sharing the result.)
   */
  private left(kind: LeaveKind, seat: number): void {
    this.finish({
      winners: this.active().filter((s) => s !== seat),
      reason: `${this.players[seat]} ${LOSS[kind]}`,
    });
  }

  /**
   * A move (or withdrawal) lapses a pending takeback request (what it takes back has changed);
   * a draw offer stands through its maker's move and those of the players who agreed to it, as a
   * draw is offered over the board (FIDE 9.1.2: after making one's move) and on lichess, and
   * lapses with the move of a player who has not agreed (their move declines it), or with a move
   * that puts a player out of the game (the game it was offered in is not the one left). The
   * rules may end the game with the move.
   */
  private playMove(coord: string, move: Move, seat: number, undoable: boolean): void {
    const before = this.active().length;
    this.board.play(move);
    this.moves.push(coord);
    const kept = this.active().length === before;
    this.makers.push({ seat, undoable: undoable && kept });
    if (!kept || !this.drawOffer?.accepted.has(seat)) this.drawOffer = null;
    this.takeback = null;
    this.answered = null;
    const outcome = this.position.outcome();
    if (outcome) this.finish(outcome);
  }

  /**
   * The last `plies` moves are taken back, everywhere the same: the position goes back, and an
   * offer made on the position left behind lapses. Whoever made a first move keeps its clock
   * running (`moved` stays), so a takeback never brings back the free first move.
   */
  private takeBack(plies: number): void {
    for (let i = 0; i < plies; i++) {
      this.board.undo();
      this.moves.pop();
      this.makers.pop();
    }
    this.takeback = null;
    this.drawOffer = null;
    this.answered = null;
  }

  private finish(result: Outcome): void {
    this.status = 'finished';
    this.result = result;
    this.drawOffer = null;
    this.takeback = null;
    this.answered = null;
  }
}
