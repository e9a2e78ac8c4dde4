import { createHash, randomBytes, randomInt } from 'node:crypto';
import { games, playingSeats, resolveOptions, ruleChanges } from '@trigon/engine';
import type {
  ChatChannel,
  ChatLine,
  ChatMessage,
  Command,
  CreateGameRequest,
  CreatedGame,
  ClaimedSeat,
  GameEvent,
  GameInfo,
  RatingChange,
  SeatAccount,
  ServerErrorCode,
  ServerMessage,
  StoredEvent,
} from '@trigon/protocol';
import { absenceEndsGame, DELETED_PLAYER } from '@trigon/protocol';
import type { StoredGame, StoredSeat, Store } from '../store/types.js';
import { LocalBus, type Bus, type BusMessage } from './bus.js';
import { GameState, MAX_NAME_CHANGES, publicEvent } from './state.js';
import { speedClass } from '../ratings/speed.js';
import { NEW_PLAYER, PROVISIONAL_RD } from '../ratings/glicko2.js';

/** What a seat of a deleted account shows instead of its name (the protocol's, for the pages). */
export { DELETED_PLAYER };

const DAY_MS = 86_400_000;
/** How long another process's presence counts stand without news from it (ms). */
export const PRESENCE_TTL_MS = 15_000;
/** The shortest time between two presence messages of one game (ms). */
export const PRESENCE_INTERVAL_MS = 250;
/** How long a seat may take over its first move, with a real-time clock, before the abort (ms). */
export const FIRST_MOVE_MS = 30_000;
/**
 * How long an untimed game in play nobody is connected to stays in memory (ms): long enough
 * that a player who reloads, or whose connection drops for a while, finds its absences counted
 * as they stood (ServiceOptions.idleMs).
 */
export const IDLE_MS = 10 * 60_000;
/** How long a player must be away before the others may claim the game (ms). */
export const CLAIM_MS = 20_000;
/** How long a player may be away from a game in play before it is lost (DISCONNECT_MS). */
export const DISCONNECT_MS = 60_000;

/** An unguessable token: 144 random bits, url-safe. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How many of the latest lines of each chat channel a game keeps while a process holds it. */
export const CHAT_KEPT = 50;

/** A connection watching or playing one game. */
export interface Client {
  readonly seat: number | null;
  /** A spectator's name from its hello, shown beside its chat lines. */
  readonly name?: string;
  send(message: ServerMessage): void;
}

/** The chat a connection reads and writes: the players', or the spectators'. */
function channelOf(client: Client): ChatChannel {
  return client.seat === null ? 'spectators' : 'players';
}

/** What the service answers a player: a value, or why it refused (nothing changed then). */
export type Answer<T> =
  { ok: true; value: T } | { ok: false; code: ServerErrorCode; error: string };
const fail = (code: ServerErrorCode, error: string) => ({ ok: false, code, error }) as const;
/** A seat asked for, at creation or when joining, that the game does not have. */
const noSuchSeat = (title: string, seats: number, seat: number) =>
  fail('bad-seat', `${title} has seats 0 to ${seats - 1}, not ${seat}`);

export interface ServiceOptions {
  /** How long a seated player may stay disconnected from a game in play before it is lost. */
  disconnectMs?: number;
  /**
   * How long a player must stay away before the others may claim the game (a win, or a draw);
   * never longer than `disconnectMs`.
   */
  claimMs?: number;
  /** How long a seat may take over its first move (real-time clocks) before the game is aborted. */
  firstMoveMs?: number;
  /**
   * How long a game in play without a clock stays in memory while nobody is connected to it in
   * any process (its absences stand still then, and nothing needs watching): after that it is
   * read again from storage when someone comes back, its absences counted afresh. Without it,
   * every untimed game its players left would be held until the process ends, and loaded again
   * at every start.
   */
  idleMs?: number;
  bus?: Bus;
  /**
   * How long another process's presence counts stand without news from it. Each process says
   * it is alive on the bus three times per TTL; the seats of one that falls silent (killed,
   * cut off) count as away from then on.
   */
  presenceTtlMs?: number;
  /** The shortest time between two presence messages of one game (they are coalesced). */
  presenceIntervalMs?: number;
  now?: () => number;
  /** Told of every event this process stores (for logs and metrics), after it is stored. */
  onStored?: (state: GameState, event: StoredEvent) => void;
  /** Told of failures no client is waiting to hear of (a timer's work); console by default. */
  onError?: (error: unknown) => void;
}

/** A game loaded in this process: its state, who watches it, its timers. */
interface Live {
  state: GameState;
  clients: Set<Client>;
  /** Runs the game's work one piece at a time. */
  queue: Promise<unknown>;
  flagTimer: NodeJS.Timeout | null;
  abandonTimers: Map<number, NodeJS.Timeout>;
  /**
   * Since when (server ms) each active seat of the game in play has been away; while its absence
   * stands still (nobody else in the game is connected), absent, and kept in `awayCounted`.
   */
  awaySince: Map<number, number>;
  /** How long (ms) each seat had been away when its absence stopped counting, everyone gone. */
  awayCounted: Map<number, number>;
  /** The last move this process stored for a client: its event number and the client. */
  lastMove: { seq: number; client: Client } | null;
  /** Connections per seat held by other processes, by process. */
  remote: Map<string, readonly number[]>;
  /** The presence each client was last told (in its welcome or a presence message). */
  told: Map<Client, string>;
  /** The counts this process last published for the game. */
  published: string;
  /** A coalesced presence message waiting for its interval; when the last one went out. */
  presenceTimer: NodeJS.Timeout | null;
  presenceAt: number;
  /** Forgets an untimed game in play that nobody has been connected to for `idleMs`. */
  idleTimer: NodeJS.Timeout | null;
  /** The latest lines of each chat channel, oldest first (chat is not stored). */
  chat: Record<ChatChannel, ChatLine[]>;
  /**
   * The state holds an event whose write failed (the store may or may not have it) and could
   * not be read again since: nothing may use it before the store has been read again.
   */
  unsure: boolean;
}

/** Another process as heard on the bus: when last, and whether its presence has expired. */
interface Peer {
  seen: number;
  expired: boolean;
}

/**
 * The authority over games: it checks every command against the engine and the clocks,
 * stores the resulting event, and only then tells the players.
 */
export class GameService {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live | undefined>>();
  private readonly bus: Bus;
  private readonly disconnectMs: number;
  private readonly claimMs: number;
  private readonly firstMoveMs: number;
  private readonly idleMs: number;
  private readonly now: () => number;
  private readonly presenceTtlMs: number;
  private readonly presenceIntervalMs: number;
  private readonly peers = new Map<string, Peer>();
  private readonly aliveTimer: NodeJS.Timeout;
  private closed = false;

  constructor(
    readonly store: Store,
    options: ServiceOptions = {},
  ) {
    this.bus = options.bus ?? new LocalBus();
    this.disconnectMs = options.disconnectMs ?? DISCONNECT_MS;
    this.claimMs = Math.min(options.claimMs ?? CLAIM_MS, this.disconnectMs);
    this.firstMoveMs = options.firstMoveMs ?? FIRST_MOVE_MS;
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.now = options.now ?? Date.now;
    this.onStored = options.onStored ?? (() => {});
    this.onError = options.onError ?? ((error) => console.error('game service:', error));
    this.presenceTtlMs = options.presenceTtlMs ?? PRESENCE_TTL_MS;
    this.presenceIntervalMs = options.presenceIntervalMs ?? PRESENCE_INTERVAL_MS;
    this.bus.onMessage((message, from) => this.fromBus(message, from));
    this.bus.onConnection?.((lost) => {
      if (!lost) this.afterBusOutage();
    });
    this.aliveTimer = setInterval(() => this.beat(), Math.max(1, this.presenceTtlMs / 3));
    this.aliveTimer.unref();
  }

  private readonly onStored: (state: GameState, event: StoredEvent) => void;
  private readonly onError: (error: unknown) => void;

  /** How many games in play this process holds. */
  inPlay(): number {
    let count = 0;
    for (const live of this.live.values()) if (live.state.status === 'playing') count++;
    return count;
  }

  /**
   * Loads every game in play that has a clock, so that its clock runs after a restart (an
   * untimed game has nothing to run while nobody is connected, and loads when someone comes).
   */
  async resume(): Promise<number> {
    const ids = await this.store.timedInPlay();
    for (const id of ids) await this.load(id);
    return ids.length;
  }

  /**
   * Creates a game; `userId`: the account of a signed-in creator, which then holds the seat. A
   * rated game, and a rating range, are checked by the caller (signed in, public, rated).
   */
  async create(
    request: CreateGameRequest,
    rematchOf: string | null = null,
    userId?: string,
  ): Promise<Answer<CreatedGame>> {
    const definition = games.get(request.game);
    if (!definition.ok) return fail('unknown-game', definition.error);
    const options = resolveOptions(definition.value.options, request.options);
    if (!options.ok) return fail('bad-options', options.error);
    // A rating is one per game and speed class: a game by other rules (another reading, two
    // players in a game of three) would count in it as if it were the same game. Lichess, too,
    // rates no game from a position of the player's own.
    const changed = ruleChanges(definition.value.options, options.value);
    if (request.rated && changed.length > 0)
      return fail(
        'rated-options',
        `a rated game is played by the standard rules, and ${changed.join(' ')} ${changed.length === 1 ? 'changes' : 'change'} them: ` +
          `play it casual, or rated without ${changed.length === 1 ? 'it' : 'them'}`,
      );
    const players = definition.value.players;
    const seats = players.length;
    const playing = playingSeats(definition.value, options.value);
    // A creator who names no seat plays the first that plays: seat 0 may be a neutral army.
    const asked = request.seat ?? playing[0]!;
    if (asked !== 'random' && asked >= seats)
      return noSuchSeat(definition.value.title, seats, asked);
    if (asked !== 'random' && !playing.includes(asked))
      return fail(
        'bad-seat',
        `${players[asked]} is the neutral army in this game: nobody plays it; ` +
          `choose ${playing.map((s) => players[s]).join(' or ')}`,
      );
    const creator = asked === 'random' ? playing[randomInt(playing.length)]! : asked;
    const token = newToken();
    const invitations: { seat: number; token: string }[] = [];
    const stored: StoredGame = {
      id: randomBytes(9).toString('base64url'),
      game: definition.value.id,
      options: options.value,
      clock: request.clock,
      public: request.public,
      createdAt: this.now(),
      rematchOf,
      ...(request.rated ? { rated: true } : {}),
      ...(request.ratingRange ? { ratingRange: request.ratingRange } : {}),
      seats: Array.from({ length: seats }, (_, seat) => {
        if (seat === creator) return { tokenHash: hashToken(token), ...(userId ? { userId } : {}) };
        if (request.public || !playing.includes(seat)) return { tokenHash: null };
        const invitation = newToken();
        invitations.push({ seat, token: invitation });
        return { tokenHash: hashToken(invitation) };
      }),
    };
    const open = request.public ? playing.filter((seat) => seat !== creator) : [];
    await this.store.createGame(stored, open);
    return { ok: true, value: { id: stored.id, seat: creator, token, invitations } };
  }

  info(state: GameState): GameInfo {
    const s = state.stored;
    return {
      id: s.id,
      game: s.game,
      options: { ...s.options },
      clock: s.clock,
      public: s.public,
      createdAt: s.createdAt,
      rematchOf: s.rematchOf,
      players: state.players,
      playing: state.playing,
      rated: s.rated === true,
      ratingRange: s.ratingRange ? { ...s.ratingRange } : null,
    };
  }

  /**
   * The game as stored, loaded if this process does not hold it yet: a copy taken in the game's
   * turn, between two commands. A command's event is applied before the store has accepted it
   * (and taken back if the store refuses), so a reader outside the turn could see a move that is
   * never stored; nothing is visible to anyone before it is stored.
   */
  async get(id: string): Promise<GameState | undefined> {
    const read = await this.withGame(id, async (live) => {
      this.evict(live);
      return { ok: true, value: live.state.copy() } as const;
    });
    return read.ok ? read.value : undefined;
  }

  private async load(id: string): Promise<Live | undefined> {
    const found = this.live.get(id);
    if (found) return found;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.followAndRead(id).then(
        (state) => {
          this.loading.delete(id);
          if (!state || this.closed) {
            this.bus.unfollow?.(id);
            return undefined;
          }
          const live: Live = {
            state,
            clients: new Set(),
            queue: Promise.resolve(),
            flagTimer: null,
            abandonTimers: new Map(),
            awaySince: new Map(),
            awayCounted: new Map(),
            lastMove: null,
            remote: new Map(),
            told: new Map(),
            published: '',
            presenceTimer: null,
            idleTimer: null,
            presenceAt: 0,
            chat: { players: [], spectators: [] },
            unsure: false,
          };
          this.live.set(id, live);
          this.bus.publish({ type: 'presence-query', game: id });
          this.arm(live);
          return live;
        },
        (error: unknown) => {
          // A failed read is not remembered: the next request reads again.
          this.loading.delete(id);
          this.bus.unfollow?.(id);
          throw error;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Hears the game on the bus from now on, then reads it: no event falls between the two. */
  private async followAndRead(id: string): Promise<GameState | undefined> {
    await this.bus.follow?.(id);
    return this.read(id);
  }

  private async read(id: string): Promise<GameState | undefined> {
    const stored = await this.store.getGame(id);
    if (!stored) return undefined;
    const state = new GameState(stored);
    for (const event of await this.store.events(id, 0)) state.apply(event);
    return state;
  }

  /** Runs `work` on the game in its turn, loading the game again if it was just evicted. */
  private async withGame<T>(
    id: string,
    work: (live: Live) => Promise<Answer<T>>,
  ): Promise<Answer<T>> {
    for (;;) {
      const live = await this.load(id);
      if (!live) return fail('not-found', `no game '${id}'`);
      const result = await this.serial(live, async () =>
        this.live.get(id) === live ? { done: await work(live) } : null,
      );
      if (result) return result.done;
    }
  }

  /**
   * Runs `work` after the game's earlier work, one at a time; on the stored state, read again
   * first if a failed write left the state unsure (that read failing fails the work).
   */
  private serial<T>(live: Live, work: () => Promise<T>): Promise<T> {
    const sure = async () => {
      if (live.unsure) await this.reload(live);
      return work();
    };
    const run = live.queue.then(sure, sure);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Checks and stores one event built from the current state, applies it and tells everyone.
   * Nobody is told, and no reader (`get`, a welcome: both in the game's turn) sees the event,
   * before the store has accepted it. When another process stored an event first, reads the
   * game again; when the build refuses (not your turn, game over…), reads the events this
   * process lacks from the store and builds again: a refusal is only given on a state that has
   * caught up. The server's own builds (a start, a flag fall, an abandonment) give null when
   * the game has moved on since their timer was set: nothing is stored and nobody is told.
   */
  private produce(
    live: Live,
    build: (state: GameState) => Answer<GameEvent>,
    received?: number,
  ): Promise<Answer<number>>;
  private produce(
    live: Live,
    build: (state: GameState) => Answer<GameEvent> | null,
    received?: number,
  ): Promise<Answer<number> | null>;
  private async produce(
    live: Live,
    build: (state: GameState) => Answer<GameEvent> | null,
    received?: number,
  ): Promise<Answer<number> | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const built = build(live.state);
      if (built === null) return built;
      if (!built.ok) {
        if (await this.catchUp(live)) continue;
        return built;
      }
      // A player's command is timed by its arrival, not by when the game's earlier work (a
      // slow write, welcomes) let it through; never before the game's last event.
      const at = Math.max(received ?? this.now(), live.state.lastAt);
      const event: StoredEvent = { seq: live.state.seq + 1, at, event: built.value };
      // Applied first for the status stored with it (a move may end the game); copying the
      // state instead would cost a position clone per move.
      live.state.apply(event);
      let stored: boolean;
      try {
        stored = await this.store.append(live.state.stored.id, event, {
          status: live.state.status,
          openSeats: live.state.openSeats(),
        });
      } catch (error) {
        // The event stays in the state until the store has been read again (now, or before
        // the game's next work if the store is down), so that nobody sees or builds on it.
        live.unsure = true;
        await this.reload(live).catch(() => undefined);
        throw error;
      }
      if (stored) {
        this.onStored(live.state, event);
        this.broadcast(live, event);
        this.bus.publish({ type: 'event', game: live.state.stored.id, event });
        this.afterChange(live);
        return { ok: true, value: event.seq };
      }
      await this.reload(live);
    }
    return fail('busy', 'the game is changing too fast; try again');
  }

  /**
   * Replaces the state, which holds an event the store did not take, with the stored one, and
   * tells clients of the events they lacked.
   */
  private async reload(live: Live): Promise<void> {
    const before = live.state.seq - 1;
    const state = await this.read(live.state.stored.id);
    if (!state) {
      live.unsure = false;
      return;
    }
    live.state = state;
    for (const event of await this.store.events(state.stored.id, before)) {
      if (event.seq <= state.seq) this.broadcast(live, event);
    }
    live.unsure = false;
    this.afterChange(live);
  }

  /**
   * Reads from the store the events this process has not heard of yet (another process stored
   * them and the bus has not brought them, or lost them), applies them and tells the clients.
   * Whether there were any. Runs in the game's turn.
   */
  private async catchUp(live: Live): Promise<boolean> {
    const missed = await this.store.events(live.state.stored.id, live.state.seq);
    let applied = false;
    for (const event of missed) {
      if (event.seq !== live.state.seq + 1) continue;
      live.state.apply(event);
      this.broadcast(live, event);
      applied = true;
    }
    if (applied) this.afterChange(live);
    return applied;
  }

  private broadcast(live: Live, event: StoredEvent): void {
    const message: ServerMessage = {
      t: 'event',
      seq: event.seq,
      at: event.at,
      event: publicEvent(event.event),
      clocks: live.state.clocks(event.at),
    };
    for (const client of live.clients) client.send(message);
  }

  /** Follow-ups of a change: the game starts when every seat has joined; timers move. */
  private afterChange(live: Live): void {
    const state = live.state;
    if (state.status === 'waiting' && state.allJoined()) {
      void this.serial(live, () =>
        this.produce(live, (s) =>
          s.status === 'waiting' && s.allJoined() ? { ok: true, value: { kind: 'start' } } : null,
        ),
      ).catch((error: unknown) => this.report(error));
    }
    if (
      state.status === 'finished' &&
      state.rematch === null &&
      state.rematchOffers.size === state.playing.length
    ) {
      void this.serial(live, () => this.startRematch(live)).catch((error: unknown) =>
        this.report(error),
      );
    }
    this.arm(live);
    this.evict(live);
  }

  /** Since when each seat has been away from the game in play, or null. */
  private away(live: Live): (number | null)[] {
    return Array.from({ length: live.state.seats }, (_, s) => live.awaySince.get(s) ?? null);
  }

  /**
   * Sets the flag timer for the seat to move (or, before its first move, the abort timer) and
   * abandonment timers for absent seats.
   */
  private arm(live: Live): void {
    if (live.flagTimer) clearTimeout(live.flagTimer);
    live.flagTimer = null;
    const state = live.state;
    if (this.closed) return;
    const deadline = Math.min(state.deadline(), state.firstMoveDue(this.firstMoveMs));
    if (deadline !== Infinity) {
      const wait = Math.max(0, deadline - this.now());
      // Timers cannot wait longer than 2^31-1 ms; a long correspondence wait re-arms itself.
      live.flagTimer = setTimeout(() => this.onFlagTimer(live), Math.min(wait + 1, 2 ** 31 - 1));
    }
    const connected = this.connected(live);
    // Only players still in the game can abandon it; one knocked out may leave.
    const active = state.status === 'playing' ? state.active() : [];
    // An absence counts while someone still in the game is there, waiting: when everyone has
    // gone, nobody abandons the game to a player who is not there either; the countdowns stand
    // still until one comes back (a real-time clock still runs, and decides by itself).
    const waited = active.some((seat) => connected[seat]);
    let awayChanged = false;
    // Days per move: being away between moves is the rule there, and the clock decides.
    const absenceEnds = absenceEndsGame(state.stored.clock);
    for (let seat = 0; seat < state.seats; seat++) {
      const absent = active.includes(seat) && !connected[seat];
      const timer = live.abandonTimers.get(seat);
      if (absent && !absenceEnds) {
        if (!live.awaySince.has(seat)) {
          live.awaySince.set(seat, this.now());
          awayChanged = true;
        }
      } else if (absent && waited && !timer) {
        // Counting from where it stood, so a player who reloads while waiting loses nothing.
        let since = live.awaySince.get(seat);
        if (since === undefined) {
          since = this.now() - (live.awayCounted.get(seat) ?? 0);
          live.awaySince.set(seat, since);
          awayChanged = true;
        }
        live.awayCounted.delete(seat);
        const wait = Math.max(0, since + this.disconnectMs - this.now());
        live.abandonTimers.set(
          seat,
          setTimeout(() => this.onAbandonTimer(live, seat), wait),
        );
      } else if (absent && !waited) {
        if (timer) clearTimeout(timer);
        live.abandonTimers.delete(seat);
        const since = live.awaySince.get(seat);
        if (since !== undefined) {
          live.awayCounted.set(seat, this.now() - since);
          live.awaySince.delete(seat);
          awayChanged = true;
        }
      } else if (!absent && timer) {
        clearTimeout(timer);
        live.abandonTimers.delete(seat);
      }
      if (!absent) live.awayCounted.delete(seat);
      if (!absent && live.awaySince.delete(seat)) awayChanged = true;
    }
    // The others see the countdown to when the game may be claimed.
    if (awayChanged) this.schedulePresence(live);
    this.watchIdle(live);
  }

  /** Whether nothing about a game in play needs this process: no clock, nobody connected. */
  private idle(live: Live): boolean {
    return (
      live.state.status === 'playing' &&
      live.state.stored.clock.kind === 'none' &&
      live.clients.size === 0 &&
      !this.connected(live).some((c) => c)
    );
  }

  /** Starts or stops the countdown after which an idle game is forgotten here. */
  private watchIdle(live: Live): void {
    const idle = !this.closed && this.idle(live);
    if (idle && !live.idleTimer) {
      live.idleTimer = setTimeout(() => {
        live.idleTimer = null;
        void this.serial(live, async () => {
          if (this.idle(live)) this.forget(live);
        }).catch((error: unknown) => this.report(error));
      }, this.idleMs);
      live.idleTimer.unref();
    } else if (!idle && live.idleTimer) {
      clearTimeout(live.idleTimer);
      live.idleTimer = null;
    }
  }

  private onFlagTimer(live: Live): void {
    live.flagTimer = null;
    void this.serial(live, () => this.checkFlag(live)).catch((error: unknown) =>
      this.report(error),
    );
  }

  /**
   * Ends the game on time when the seat to move has run out, or aborts it when that seat has
   * let the time for its first move pass; `at`: the moment judged (a command's arrival), now
   * by default.
   */
  private async checkFlag(live: Live, at?: number): Promise<boolean> {
    const due = (s: GameState) => Math.min(s.deadline(), s.firstMoveDue(this.firstMoveMs));
    if ((at ?? this.now()) < due(live.state)) {
      this.arm(live);
      return false;
    }
    // Null when the state, caught up from the store, shows the move was made in time.
    const ended = await this.produce(live, (s): Answer<GameEvent> | null => {
      const now = at ?? this.now();
      if (now >= s.firstMoveDue(this.firstMoveMs))
        return { ok: true, value: { kind: 'abort', seat: s.position.turn } };
      return now >= s.deadline() ? { ok: true, value: s.leaving(s.position.turn, 'flag') } : null;
    });
    return ended !== null;
  }

  private onAbandonTimer(live: Live, seat: number): void {
    live.abandonTimers.delete(seat);
    void this.serial(live, () =>
      this.produce(live, (s) => {
        const connected = this.connected(live);
        // Still away, and someone still in the game is there to be given the game.
        const abandoned =
          s.status === 'playing' &&
          s.isActive(seat) &&
          !connected[seat] &&
          s.active().some((other) => connected[other]);
        if (!abandoned) return null;
        // Before every player has moved nobody wins or loses, as with claims: a player gone
        // before its first move has the game aborted (as the first-move limit would, which
        // among three may come later); one gone after it waits for the others' first moves
        // (the next event sets this timer again, and it is due then).
        if (s.abortable())
          return s.moved[seat] ? null : { ok: true, value: { kind: 'abort', seat } };
        return { ok: true, value: s.leaving(seat, 'abandon') };
      }),
    ).catch((error: unknown) => this.report(error));
  }

  private async startRematch(live: Live): Promise<Answer<number>> {
    const old = live.state;
    if (old.rematch !== null) return fail('rematch', 'the rematch exists');
    // Everyone moves one playing seat on, keeping their token (a neutral seat stays nobody's).
    const playing = old.playing;
    // The seat each seat's player held before, by seat; null for a neutral seat.
    const from = old.tokenHashes.map((_, seat) => {
      const at = playing.indexOf(seat);
      return at < 0 ? null : playing[(at + playing.length - 1) % playing.length]!;
    });
    const seats = old.tokenHashes.map((hash, seat): StoredSeat => {
      const was = from[seat];
      if (was === null || was === undefined) return { tokenHash: hash };
      const userId = old.userIds[was];
      return { tokenHash: old.tokenHashes[was]!, ...(userId ? { userId } : {}) };
    });
    // As on lichess, a rematch of a rated game is rated (same rules and clock, so the same speed
    // class), and public as every rated game is, though never in the lobby: no seat is open. An
    // account deleted since the end makes it casual: a rated game takes signed-in players only.
    const rated =
      old.stored.rated === true &&
      (await this.accountsRemain(playing.map((seat) => seats[seat]!.userId)));
    // No rating range: its seats are taken.
    const { rated: _rated, ratingRange: _range, ...rules } = old.stored;
    const stored: StoredGame = {
      ...rules,
      id: randomBytes(9).toString('base64url'),
      public: rated,
      createdAt: this.now(),
      rematchOf: old.stored.id,
      seats,
      ...(rated ? { rated: true } : {}),
    };
    await this.store.createGame(stored, []);
    const started = await this.produce(live, (s) =>
      s.rematch === null
        ? { ok: true, value: { kind: 'rematch', game: stored.id } }
        : fail('rematch', 'the rematch exists'),
    );
    // Only the game that became the rematch: another process may have started its own first.
    if (started.ok) await this.keepAccountSeats(old.stored.id, stored, from);
    if (started.ok && rated) await this.cancelIfDeleted(stored, playing);
    return started;
  }

  /**
   * Cancels the rated rematch if an account of its seats has been deleted since it was found
   * whole: that deletion may have looked for the account's rated games waiting for players
   * (app.ts) before the rematch's seats were recorded, and so not seen this one.
   */
  private async cancelIfDeleted(rematch: StoredGame, playing: readonly number[]): Promise<void> {
    const ids = playing.map((seat) => rematch.seats[seat]!.userId!);
    const names = await this.store.accounts.names(ids);
    const gone = playing.find((_, at) => !names.has(ids[at]!));
    if (gone !== undefined) await this.cancelRatedSeek(rematch.id, gone);
  }

  /** Whether every one of these seats is held by an account that still exists. */
  private async accountsRemain(userIds: readonly (string | undefined)[]): Promise<boolean> {
    if (!userIds.every((id): id is string => id !== undefined)) return false;
    const names = await this.store.accounts.names(userIds);
    return userIds.every((id) => names.has(id));
  }

  /**
   * Records the rematch's seats held by accounts, as a creation or a join does, so that it is
   * listed in the players' games and their other devices get its tokens: each seat keeps the
   * token its player had at seat `from[seat]` of the game before.
   */
  private async keepAccountSeats(
    oldId: string,
    rematch: StoredGame,
    from: readonly (number | null)[],
  ): Promise<void> {
    const held = await this.store.accounts.seatsIn(oldId);
    for (const [seat, { userId }] of rematch.seats.entries()) {
      const before = held.find((h) => h.seat === from[seat] && h.userId === userId);
      if (!before) continue;
      await this.store.accounts.addSeat({
        gameId: rematch.id,
        seat,
        userId: before.userId,
        token: before.token,
        createdAt: rematch.createdAt,
      });
    }
  }

  /**
   * Cancels a rated game still waiting for its players, in the name of `seat`, whose account
   * was deleted: a rated game takes signed-in players only, and that seat is no longer one's.
   * Whether the game was cancelled (false: casual, started, over, or not stored).
   */
  async cancelRatedSeek(id: string, seat: number): Promise<boolean> {
    const done = await this.withGame(id, async (live) => {
      const cancelled = await this.produce(live, (s) =>
        s.stored.rated && s.status === 'waiting'
          ? { ok: true, value: { kind: 'abort', seat, reason: 'cancel' } }
          : null,
      );
      this.evict(live);
      return cancelled ?? fail('finished', 'the game is not a rated one waiting for its players');
    });
    return done.ok;
  }

  /**
   * Claims an open seat of a public game for a newcomer: its token. `userId`: the account of a
   * signed-in newcomer, which then holds the seat, one seat of a game; a rated game takes only
   * those.
   */
  async claim(id: string, seat?: number, userId?: string): Promise<Answer<ClaimedSeat>> {
    const token = newToken();
    let claimed = -1;
    const result = await this.withGame(id, (live) =>
      this.produce(live, (s) => {
        const open = s.openSeats();
        if (seat !== undefined && seat >= s.seats)
          return noSuchSeat(s.definition.title, s.seats, seat);
        if (s.cancelled) return fail('cancelled', cancelledBy(s));
        if (s.status === 'finished') return fail('finished', 'the game is over');
        // Its seats that nobody holds yet are its invitations' (a private game has no open seat).
        if (!s.stored.public)
          return fail(
            'invitation-only',
            'this game is private: its seats go to the players it invites, by their invitation links',
          );
        // A full game is full for anyone: signing in would not help.
        if (open.length === 0) return fail('full', 'every seat is taken');
        if (s.stored.rated && !userId)
          return fail(
            'sign-in-required',
            'a rated game takes signed-in players only: sign in first',
          );
        // A seek is for other players, as on lichess: an account takes one seat of it, casual too
        // (taken twice, the game would count twice in the account's games).
        if (userId && s.userIds.includes(userId))
          return fail(
            'own-seat',
            s.stored.rated
              ? 'you hold a seat of this rated game already'
              : 'you hold a seat of this game already: its other seats are for other players',
          );
        if (seat !== undefined && seat < s.seats && !s.playing.includes(seat))
          return fail('neutral-seat', `${s.players[seat]} is the neutral army: nobody plays it`);
        if (seat !== undefined && !open.includes(seat))
          return fail('seat-taken', `seat ${seat} is not open (open: ${open.join(', ')})`);
        claimed = seat ?? open[0]!;
        return {
          ok: true,
          value: {
            kind: 'claim',
            seat: claimed,
            tokenHash: hashToken(token),
            ...(userId ? { userId } : {}),
          },
        };
      }),
    );
    if (!result.ok) return result;
    return { ok: true, value: { seat: claimed, token } };
  }

  /**
   * Gives the seat `token` holds (an invitation link's) to the account `userId`, as a join from
   * the lobby does a signed-in player's: a `claim` event of the same token, with the account.
   * `stored`: false when the seat was the account's already (nothing is stored). A seat another
   * account holds stays theirs; a rated game gives an account one seat, as the lobby does.
   */
  async takeInvitation(
    id: string,
    token: string,
    userId: string,
  ): Promise<Answer<{ seat: number; stored: boolean }>> {
    const tokenHash = hashToken(token);
    let seat = -1;
    let stored = false;
    const result = await this.withGame(id, async (live) => {
      // A seat claimed on another process may not have reached this one.
      if (live.state.seatOfToken(tokenHash) === null) await this.catchUp(live);
      const produced = await this.produce(live, (s) => {
        const held = s.seatOfToken(tokenHash);
        if (held === null) return fail('bad-token', 'this token holds no seat in this game');
        if (s.cancelled) return fail('cancelled', cancelledBy(s));
        if (s.status === 'finished') return fail('finished', 'the game is over');
        seat = held;
        if (s.userIds[held] === userId) return null;
        if (s.userIds[held] !== null)
          return fail(
            'seat-taken',
            `${s.players[held]} is another player's seat: their account holds it`,
          );
        if (s.stored.rated && s.userIds.includes(userId))
          return fail('own-seat', 'you hold a seat of this rated game already');
        stored = true;
        return { ok: true, value: { kind: 'claim', seat: held, tokenHash, userId } };
      });
      return produced ?? { ok: true, value: 0 };
    });
    if (!result.ok) return result;
    return { ok: true, value: { seat, stored } };
  }

  /**
   * Attaches a client to a game: the seat its token holds (or none: a spectator), and the
   * events after `since`. Joining marks the seat present and may start the game.
   */
  async attach(
    id: string,
    token: string | undefined,
    since: number,
    name: string | null | undefined,
    make: (seat: number | null) => Client,
  ): Promise<Answer<Client>> {
    return this.withGame(id, async (live): Promise<Answer<Client>> => {
      let seat: number | null = null;
      // A seat claimed, or an event stored, on another process may not have reached this one.
      const behind =
        since > live.state.seq ||
        (token !== undefined && live.state.seatOfToken(hashToken(token)) === null);
      if (behind) await this.catchUp(live);
      if (token !== undefined) {
        seat = live.state.seatOfToken(hashToken(token));
        if (seat === null) return fail('bad-token', 'this token holds no seat in this game');
      }
      const client = make(seat);
      const state = live.state;
      if (since > state.seq)
        return fail('bad-since', `the game has ${state.seq} events, not ${since}`);
      const events = (await this.store.events(id, since)).filter((e) => e.seq <= state.seq);
      const accounts = await this.seatAccounts(state);
      const ratingChanges = await this.ratingChanges(state);
      // A seat an account holds shows the account's name, whatever a hello called it.
      const shown = (event: GameEvent): GameEvent =>
        event.kind === 'join' && accounts?.[event.seat]
          ? { ...event, name: accounts[event.seat]!.name }
          : publicEvent(event);
      const now = this.now();
      // The welcome counts the connection it greets: its seat is connected, and no longer away.
      live.clients.add(client);
      if (seat !== null) this.arm(live);
      const connected = this.connected(live);
      const away = this.away(live);
      client.send({
        t: 'welcome',
        seat,
        game: this.info(state),
        events: events.map((e) => ({ seq: e.seq, at: e.at, event: shown(e.event) })),
        ...(accounts ? { accounts } : {}),
        ...(ratingChanges ? { ratingChanges } : {}),
        now,
        clocks: state.clocks(now),
        connected,
        away,
        timeouts: {
          firstMoveMs: this.firstMoveMs,
          claimMs: this.claimMs,
          disconnectMs: this.disconnectMs,
        },
        chat: [...live.chat[channelOf(client)]],
      });
      live.told.set(client, presenceKey(connected, away));
      if (seat !== null) this.schedulePresence(live);
      const holder = seat === null ? null : accounts?.[seat];
      if (holder) name = holder.name;
      if (
        seat !== null &&
        state.status !== 'finished' &&
        (!state.joined[seat] || state.renames(seat, name))
      ) {
        const joined = seat;
        await this.produce(live, () => ({
          ok: true,
          value: { kind: 'join', seat: joined, name: name ?? null },
        }));
      } else if (seat !== null && state.status !== 'finished' && state.renamesUsedUp(seat, name)) {
        // The hello stands (the player is in the game), but the name does not change: say so.
        const kept = state.names[seat];
        client.send({
          t: 'error',
          ref: null,
          code: 'name-changes',
          message: `a seat's name changes at most ${MAX_NAME_CHANGES} times a game: you play on as ${kept === null ? state.players[seat]! : JSON.stringify(kept)}`,
        });
      }
      return { ok: true, value: client };
    });
  }

  /**
   * A line for the game's chat from one of its connections: into its own channel only (players
   * to players, spectators to spectators), told to the connections reading that channel here
   * and in the other processes. Chat is kept in memory, not stored: no event, nothing to replay.
   */
  chat(id: string, client: Client, message: ChatMessage): Answer<ChatLine> {
    const live = this.live.get(id);
    if (!live || !live.clients.has(client)) return fail('no-game', 'say hello first');
    const channel = channelOf(client);
    if (message.channel !== channel)
      return fail(
        'channel',
        channel === 'players'
          ? "players write in the players' chat"
          : "spectators write in the spectators' chat, not the players'",
      );
    const state = live.state;
    const seat = client.seat;
    const name =
      seat === null ? (client.name ?? 'Spectator') : (state.names[seat] ?? state.players[seat]!);
    const line: ChatLine = { channel, seat, name, text: message.text, at: this.now() };
    this.hearChat(live, line);
    this.bus.publish({ type: 'chat', game: state.stored.id, line });
    return { ok: true, value: line };
  }

  /** Keeps a chat line and tells the connections that read its channel. */
  private hearChat(live: Live, line: ChatLine): void {
    const kept = live.chat[line.channel];
    kept.push(line);
    if (kept.length > CHAT_KEPT) kept.splice(0, kept.length - CHAT_KEPT);
    for (const client of live.clients)
      if (channelOf(client) === line.channel) client.send({ t: 'chat', line });
  }

  /**
   * Per seat, the account holding it (its name, `deleted player` once the account is gone, and
   * its rating in the game and speed class), or null; undefined when no seat is an account's.
   */
  async seatAccounts(state: GameState): Promise<(SeatAccount | null)[] | undefined> {
    const ids = state.userIds.filter((id): id is string => id !== null);
    if (ids.length === 0) return undefined;
    const names = await this.store.accounts.names(ids);
    const ratings = await this.store.ratings.ratings(
      ids,
      state.stored.game,
      speedClass(state.stored.clock),
    );
    return state.userIds.map((id) => {
      if (id === null) return null;
      const rating = ratings.get(id);
      return {
        name: names.get(id) ?? DELETED_PLAYER,
        rating: rating ? Math.round(rating.rating) : null,
        provisional: (rating?.rd ?? NEW_PLAYER.rd) > PROVISIONAL_RD,
      };
    });
  }

  /**
   * Per seat, what the game did to its rating, from the ledger (written with the new ratings in
   * one transaction: store/ratings.ts); undefined for a game that is casual, not over, or not
   * rated yet. The ledger lists the playing seats in order.
   */
  async ratingChanges(state: GameState): Promise<(RatingChange | null)[] | undefined> {
    if (!state.stored.rated || state.status !== 'finished') return undefined;
    const changes = await this.store.ratings.changes(state.stored.id);
    if (!changes) return undefined;
    const seats: (RatingChange | null)[] = state.players.map(() => null);
    if (changes.length === state.playing.length)
      state.playing.forEach((seat, i) => {
        const change = changes[i]!;
        // A deleted account's seat has no id left; any other mismatch is not this game's row.
        const holder = state.userIds[seat];
        if (holder !== null && holder !== undefined && change.userId !== holder) return;
        seats[seat] = {
          before: Math.round(change.before.rating),
          after: Math.round(change.after.rating),
        };
      });
    return seats;
  }

  detach(id: string, client: Client): void {
    const live = this.live.get(id);
    if (!live || !live.clients.delete(client)) return;
    live.told.delete(client);
    if (client.seat !== null) this.presenceChanged(live);
    this.evict(live);
  }

  /**
   * Forgets a game nobody follows here once its clocks need no watching (finished, or not
   * started); it is read again from storage when someone comes back.
   */
  private evict(live: Live): void {
    if (live.clients.size > 0 || live.state.status === 'playing') return;
    void this.serial(live, async () => {
      if (live.clients.size > 0 || live.state.status === 'playing') return;
      this.forget(live);
    });
  }

  /** Drops a game from this process, in its turn: storage keeps it, and `load` reads it again. */
  private forget(live: Live): void {
    if (this.live.get(live.state.stored.id) !== live) return;
    if (live.flagTimer) clearTimeout(live.flagTimer);
    for (const timer of live.abandonTimers.values()) clearTimeout(timer);
    if (live.idleTimer) clearTimeout(live.idleTimer);
    live.idleTimer = null;
    // The others hear this process's last counts (none) before it forgets the game.
    this.flushPresence(live);
    this.live.delete(live.state.stored.id);
    this.bus.unfollow?.(live.state.stored.id);
  }

  /** A command from a seat's holder, checked, stored, then acknowledged with its event number. */
  async command(id: string, client: Client, command: Command): Promise<Answer<number>> {
    const live = this.live.get(id);
    if (!live || !live.clients.has(client)) return fail('no-game', 'say hello first');
    const seat = client.seat;
    if (seat === null) return fail('spectator', 'spectators cannot act in the game');
    // The clocks judge a command by when it arrived, though it may wait for the game's
    // earlier work: a move made in time is in time.
    const received = this.now();
    return this.serial(live, async () => {
      // A command on a clock that has run out finds the game ended on time first (or aborted
      // for a first move not made in time); among three, the player out of time leaves, and the
      // command of another is judged on the game that goes on, after that flag fall.
      const due = live.state.position.turn;
      if (
        command.t !== 'rematch' &&
        live.state.status === 'playing' &&
        (await this.checkFlag(live, received))
      ) {
        const state = live.state;
        const over = state.status === 'finished';
        if (command.t !== 'move' && over)
          return fail('finished', `the game is over: ${state.result?.reason ?? 'time'}`);
        if (command.t === 'move' && (over || seat === due)) {
          const aborted = state.aborted;
          if (aborted === seat) return fail('time', 'you made no first move in time: game aborted');
          if (aborted !== null)
            return fail(
              'finished',
              `the game is aborted: ${state.players[aborted]} made no first move`,
            );
          if (seat === due) return fail('time', 'your time has run out');
          return fail('finished', `the game is over: ${state.result?.reason ?? 'time'}`);
        }
      }
      if (command.t === 'claim')
        return this.produce(
          live,
          (s) => this.checkClaim(live, s, seat, command.act, command.seat),
          received,
        );
      const done = await this.produce(live, (s) => check(s, seat, command), received);
      if (command.t !== 'move') return done;
      if (done.ok) live.lastMove = { seq: done.value, client };
      else if (done.code === 'not-your-turn')
        return this.movedElsewhere(live, client, seat) ?? done;
      return done;
    });
  }

  /**
   * A move refused because its seat has just moved from another connection (a second tab, or
   * another device): the refusal says so, with the move the server took.
   */
  private movedElsewhere(live: Live, client: Client, seat: number): Answer<never> | null {
    const state = live.state;
    const last = state.lastMove;
    if (!last || last.seat !== seat) return null;
    if (live.lastMove?.seq === last.seq && live.lastMove.client === client) return null;
    return fail(
      'moved-elsewhere',
      `${state.players[seat]} has just moved ${state.moves.at(-1)} from another tab or device; ` +
        `it is ${state.players[state.position.turn]}'s turn`,
    );
  }

  /**
   * Whether `seat` may claim the game now: an opponent still in it (`against`, or the one away
   * the longest) has been away for the claim time. A win ends the game, or among three makes
   * the one away leave (the other two play on); a draw ends it for both of two.
   */
  private checkClaim(
    live: Live,
    state: GameState,
    seat: number,
    act: 'win' | 'draw',
    against?: number,
  ): Answer<GameEvent> {
    if (state.status === 'waiting')
      return fail('not-started', 'the game has not started: seats are empty');
    if (state.status === 'finished') return fail('finished', 'the game is over');
    if (!state.isActive(seat))
      return fail('out', `${state.players[seat]} is out of the game and can only watch`);
    if (!absenceEndsGame(state.stored.clock))
      return fail(
        'no-absence',
        'a correspondence game is not claimed for absence: the days per move decide',
      );
    // As on lichess, a game is not won or lost before every player in it has moved: one who
    // goes away before its first move has the game aborted (by the first-move limit, longer
    // than the claim time, or by the others), never won by a player who has not played.
    if (state.abortable()) return fail('no-claim', `${firstMovesAwaited(state)}, not claimed`);
    const now = this.now();
    if (against !== undefined && (against === seat || !state.isActive(against)))
      return fail(
        'no-absence',
        against === seat
          ? 'a claim is against a player who is away, not yourself'
          : `${state.players[against] ?? `seat ${against}`} is not a player still in the game`,
      );
    // Among three, two may be away at once: the claim's own, or the one away the longest.
    const away = [...live.awaySince]
      .filter(([s]) => s !== seat && state.isActive(s) && (against === undefined || s === against))
      .sort((a, b) => a[1] - b[1]);
    if (away.length === 0)
      return fail(
        'no-absence',
        against === undefined
          ? 'every other player is connected'
          : `${state.players[against]} is connected`,
      );
    const ready = away.find(([, since]) => now >= since + this.claimMs);
    if (!ready) {
      const [s, since] = away[0]!;
      const wait = Math.ceil((since + this.claimMs - now) / 1000);
      return fail(
        'no-absence',
        `${state.players[s]} has been away for less than ${this.claimMs / 1000} s: ` +
          `the game may be claimed in ${wait} s`,
      );
    }
    const [gone] = ready;
    if (act === 'win') return { ok: true, value: state.leaving(gone, 'abandon') };
    if (state.canWithdraw(gone))
      return fail(
        'no-claim',
        `${state.players[gone]} leaves the game when you claim it and the others play on: ` +
          'claim the win',
      );
    return {
      ok: true,
      value: { kind: 'draw-claim', seat, reason: `${state.players[gone]} left the game` },
    };
  }

  private connected(live: Live): boolean[] {
    const counts = this.localCounts(live);
    for (const remote of live.remote.values()) remote.forEach((c, i) => (counts[i]! += c));
    return counts.map((c) => c > 0);
  }

  /** This process's connections to each seat of the game. */
  private localCounts(live: Live): number[] {
    const counts = new Array<number>(live.state.seats).fill(0);
    for (const client of live.clients) if (client.seat !== null) counts[client.seat]!++;
    return counts;
  }

  /**
   * Who is connected to a seat changed (here or in another process): abandonment timers move at
   * once, while the messages about it are coalesced.
   */
  private presenceChanged(live: Live): void {
    this.arm(live);
    this.schedulePresence(live);
  }

  /**
   * At most one presence message per game per interval: at once when the last is older than
   * that, otherwise one when the interval ends, saying how things stand then.
   */
  private schedulePresence(live: Live): void {
    if (live.presenceTimer || this.closed) return;
    const wait = live.presenceAt + this.presenceIntervalMs - Date.now();
    if (wait <= 0) return this.flushPresence(live);
    live.presenceTimer = setTimeout(() => this.flushPresence(live), wait);
  }

  /**
   * Publishes this process's counts when they changed, and sends the presence to each client
   * that was told something else (spectators coming and going change nothing, so tell nobody).
   */
  private flushPresence(live: Live): void {
    if (live.presenceTimer) clearTimeout(live.presenceTimer);
    live.presenceTimer = null;
    live.presenceAt = Date.now();
    const counts = this.localCounts(live);
    const published = counts.join(',');
    if (published !== live.published && !this.closed) {
      live.published = published;
      this.bus.publish({ type: 'presence', game: live.state.stored.id, counts });
    }
    const connected = this.connected(live);
    const away = this.away(live);
    const key = presenceKey(connected, away);
    const message: ServerMessage = { t: 'presence', connected, away };
    for (const client of live.clients) {
      const told = live.told.get(client);
      // A client not told anything yet is being welcomed: its welcome carries the presence.
      if (told === undefined || told === key) continue;
      live.told.set(client, key);
      client.send(message);
    }
  }

  /** Says on the bus that this process is alive, and expires the presence of peers gone silent. */
  private beat(): void {
    this.bus.publish({ type: 'alive' });
    const now = Date.now();
    for (const [process, peer] of this.peers) {
      // A peer silent for a day is gone for good (a process's id is new at each start).
      if (peer.expired && now - peer.seen > DAY_MS) this.peers.delete(process);
      if (peer.expired || now - peer.seen <= this.presenceTtlMs) continue;
      peer.expired = true;
      this.dropPresence(process);
    }
  }

  /** Another process was heard from; one whose presence had expired is asked for it again. */
  private heard(process: string): void {
    const now = Date.now();
    const peer = this.peers.get(process);
    if (!peer) {
      this.peers.set(process, { seen: now, expired: false });
      return;
    }
    peer.seen = now;
    if (!peer.expired) return;
    peer.expired = false;
    for (const id of this.live.keys()) this.bus.publish({ type: 'presence-query', game: id });
  }

  /** Forgets the connections another process held: its seats are away unless held elsewhere. */
  private dropPresence(process: string): void {
    for (const live of this.live.values()) {
      if (live.remote.delete(process)) this.presenceChanged(live);
    }
  }

  private fromBus(message: BusMessage, from: string): void {
    if (message.type === 'gone') {
      this.peers.delete(from);
      this.dropPresence(from);
      return;
    }
    this.heard(from);
    if (message.type === 'alive') return;
    const live = this.live.get(message.game);
    if (!live) return;
    if (message.type === 'presence-query') {
      const counts = this.localCounts(live);
      live.published = counts.join(',');
      if (counts.some((c) => c > 0))
        this.bus.publish({ type: 'presence', game: live.state.stored.id, counts });
      return;
    }
    if (message.type === 'chat') return this.hearChat(live, message.line);
    if (message.type === 'presence') {
      if (message.counts.some((c) => c > 0)) live.remote.set(from, message.counts);
      else live.remote.delete(from);
      this.presenceChanged(live);
      return;
    }
    void this.serial(live, async () => {
      const event = message.event;
      if (event.seq <= live.state.seq) return;
      if (event.seq === live.state.seq + 1) {
        live.state.apply(event);
        this.broadcast(live, event);
        this.afterChange(live);
      } else {
        // Events were lost on the way (or arrived out of order): the store has them all.
        await this.catchUp(live);
      }
    }).catch((error: unknown) => this.report(error));
  }

  /**
   * The bus is back after an outage: the events the other processes stored meanwhile were
   * published to nobody, and the players here would wait for a move made long ago (a gap is
   * otherwise noticed only when the next event comes). The store has them all.
   */
  private afterBusOutage(): void {
    for (const live of this.live.values()) {
      void this.serial(live, () => this.catchUp(live)).catch((error: unknown) =>
        this.report(error),
      );
    }
  }

  private report(error: unknown): void {
    if (!this.closed) this.onError(error);
  }

  /** Stops timers and waits for work in progress; the store stays open. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.aliveTimer);
    // The others count this process's connections as away at once, not after the TTL.
    this.bus.publish({ type: 'gone' });
    for (const live of this.live.values()) {
      if (live.flagTimer) clearTimeout(live.flagTimer);
      for (const timer of live.abandonTimers.values()) clearTimeout(timer);
      if (live.presenceTimer) clearTimeout(live.presenceTimer);
      if (live.idleTimer) clearTimeout(live.idleTimer);
    }
    await Promise.all([...this.live.values()].map((l) => l.queue));
    await Promise.all(this.loading.values());
    await this.bus.close();
  }
}

/** Presence as the text it is compared by. */
function presenceKey(connected: readonly boolean[], away: readonly (number | null)[]): string {
  return `${connected.map((c) => (c ? '1' : '0')).join('')} ${away.join(',')}`;
}

/** Whether `seat` may do `command` now; the event it makes if so. */
function check(
  state: GameState,
  seat: number,
  command: Exclude<Command, { t: 'claim' }>,
): Answer<GameEvent> {
  if (command.t === 'rematch') {
    if (state.status !== 'finished') return fail('not-finished', 'the game is not over');
    if (state.rematch !== null) return fail('rematch', 'the rematch has started');
    if (state.cancelled)
      return fail('cancelled', `${cancelledBy(state)}: there is no game to play again`);
    const asked = state.rematchOffers.has(seat);
    if (command.act === 'decline') {
      if (asked)
        return fail('repeated', 'you have asked for a rematch: cancel your request instead');
      if (state.rematchOffers.size === 0)
        return fail('no-request', 'nobody has asked for a rematch');
      return { ok: true, value: { kind: 'rematch-decline', seat } };
    }
    if (command.act === 'cancel') {
      if (!asked) return fail('no-request', 'you have not asked for a rematch');
      return { ok: true, value: { kind: 'rematch-cancel', seat } };
    }
    if (asked) return fail('repeated', 'you have asked for a rematch');
    // Only a request of one's own is limited: saying yes to another's is always open.
    const refusal = state.rematchOffers.size === 0 ? state.offers.rematchRefusal(seat) : null;
    if (refusal !== null) return fail('too-soon', refusal);
    return { ok: true, value: { kind: 'rematch-offer', seat } };
  }
  if (command.t === 'abort') return checkAbort(state, seat);
  if (state.status === 'waiting')
    return fail('not-started', 'the game has not started: seats are empty');
  if (state.status === 'finished') return fail('finished', 'the game is over');
  if (!state.isActive(seat))
    return fail('out', `${state.players[seat]} is out of the game and can only watch`);
  switch (command.t) {
    case 'move': {
      const turn = state.position.turn;
      if (turn !== seat)
        return fail(
          'not-your-turn',
          `it is ${state.players[turn]}'s turn, not ${state.players[seat]}'s`,
        );
      const move = state.position.parseMove(command.move);
      if (!move.ok) return fail('illegal', move.error);
      // A withdrawal reads as a move but is no player's to make: it comes from leaving.
      if (!state.position.legalMoves().includes(move.value))
        return fail('illegal', `${command.move} is not a move: a player leaves by resigning`);
      return {
        ok: true,
        value: { kind: 'move', seat, move: state.position.moveToCoord(move.value) },
      };
    }
    case 'resign':
      // As on lichess (resignable only once not abortable): a game not yet begun by every
      // player is aborted, nobody losing. A resignation would give it a winner, or among three
      // leave two players on a rated game that could rate nothing (a seat never moved).
      if (state.abortable()) return fail('abortable', `${firstMovesAwaited(state)}, not resigned`);
      return { ok: true, value: state.leaving(seat, 'resign') };
    case 'takeback':
      return checkTakeback(state, seat, command.act);
    case 'draw': {
      const offer = state.drawOffer;
      if (command.act === 'claim') {
        if (state.position.turn !== seat)
          return fail('not-your-turn', 'draws are claimed on your turn');
        const reason = state.position.drawClaim();
        if (reason === undefined) return fail('no-claim', 'there is no draw to claim');
        return { ok: true, value: { kind: 'draw-claim', seat, reason } };
      }
      // Drawable only once not abortable, for the same reason as a resignation. A standing
      // offer (stored before this rule) may still be declined: that ends nothing.
      if (command.act !== 'decline' && state.abortable())
        return fail('abortable', `${firstMovesAwaited(state)}, not drawn`);
      if (command.act === 'offer') {
        if (offer) return fail('pending', 'a draw offer is already on the table');
        const tooSoon = state.offers.drawOfferRefusal(seat);
        if (tooSoon !== null) return fail('too-soon', tooSoon);
        return { ok: true, value: { kind: 'draw-offer', seat } };
      }
      if (!offer) return fail('no-offer', 'no draw has been offered');
      // Declining ends the offer: the others refuse it, or its maker withdraws it.
      if (command.act === 'decline') return { ok: true, value: { kind: 'draw-decline', seat } };
      if (offer.accepted.has(seat)) return fail('repeated', 'you have already agreed');
      return { ok: true, value: { kind: 'draw-accept', seat } };
    }
  }
}

/**
 * Why a game that can still be aborted is not ended another way, naming who has not moved:
 * 'Green and Blue have not made a first move: until every player has, the game can be aborted';
 * the caller says what it cannot be (', not resigned').
 */
function firstMovesAwaited(state: GameState): string {
  const waiting = state
    .active()
    .filter((s) => !state.moved[s])
    .map((s) => state.players[s]!);
  const last = waiting.pop()!;
  const names = waiting.length === 0 ? last : `${waiting.join(', ')} and ${last}`;
  return (
    `${names} ${waiting.length === 0 ? 'has' : 'have'} not made a first move: ` +
    'until every player has, the game can be aborted'
  );
}

/**
 * Calling the game off, as on lichess: a seated player cancels it while it waits for its
 * players; in play, a player still in it aborts it until every player still in it has made a
 * first move (`GameReplay.abortable`). Nobody wins or loses, and a rated game rates nothing.
 */
function checkAbort(state: GameState, seat: number): Answer<GameEvent> {
  if (state.status === 'waiting')
    return { ok: true, value: { kind: 'abort', seat, reason: 'cancel' } };
  if (state.status === 'finished')
    return fail('finished', `the game is over: ${state.result?.reason ?? 'it has ended'}`);
  if (!state.isActive(seat))
    return fail('out', `${state.players[seat]} is out of the game and can only watch`);
  if (!state.abortable())
    return fail(
      'too-late',
      'every player has made a first move: the game can no longer be aborted (resign or offer a draw instead)',
    );
  return { ok: true, value: { kind: 'abort', seat, reason: 'abort' } };
}

/** Who cancelled the game, in words: 'White cancelled this game before it started'. */
function cancelledBy(state: GameState): string {
  return `${state.players[state.aborted!]} cancelled this game before it started`;
}

/**
 * A takeback: asked for by a player with a move to take back (`GameReplay.takebackPlies`),
 * agreed by every other player still in the game, declined by any of them, cancelled by its
 * asker. One request stands at a time. As on lichess (a takeback is proposed only once both
 * players have played), none is asked for or agreed while the game can be aborted: it would
 * take back a first move without giving it back (`moved` stays, the clock runs), so the asker
 * could lose on time to a player who never moved. A request standing from before this rule may
 * still be declined or cancelled: that ends nothing.
 */
function checkTakeback(
  state: GameState,
  seat: number,
  act: Extract<Command, { t: 'takeback' }>['act'],
): Answer<GameEvent> {
  const request = state.takeback;
  const players = state.players;
  if (act === 'offer') {
    if (state.abortable()) return fail('abortable', `${firstMovesAwaited(state)}, not taken back`);
    if (request)
      return fail(
        'pending',
        request.by === seat
          ? 'you have asked for a takeback already'
          : `${players[request.by]} has asked for a takeback: accept or decline it first`,
      );
    const plies = state.takebackPlies(seat);
    if (!plies.ok) return fail('no-takeback', plies.error);
    const tooSoon = state.offers.takebackRefusal(seat);
    if (tooSoon !== null) return fail('too-soon', tooSoon);
    return { ok: true, value: { kind: 'takeback-offer', seat, plies: plies.plies } };
  }
  if (!request) return fail('no-request', 'no takeback has been asked for');
  if (act === 'cancel') {
    if (request.by !== seat)
      return fail(
        'no-request',
        `${players[request.by]} asked for this takeback: decline it rather than cancel it`,
      );
    return { ok: true, value: { kind: 'takeback-decline', seat } };
  }
  if (request.by === seat)
    return fail('repeated', 'you asked for this takeback: cancel it if you no longer want it');
  if (act === 'decline') return { ok: true, value: { kind: 'takeback-decline', seat } };
  if (state.abortable()) return fail('abortable', `${firstMovesAwaited(state)}, not taken back`);
  if (request.accepted.has(seat)) return fail('repeated', 'you have already agreed');
  return { ok: true, value: { kind: 'takeback-accept', seat } };
}
