import { createHash, randomBytes, randomInt } from 'node:crypto';
import { games, playingSeats, resolveOptions } from '@trigon/engine';
import type { CreateGameRequest } from '../protocol.js';
import type { GameEvent, StoredEvent, StoredGame, Store } from '../store/types.js';
import { LocalBus, type Bus, type BusMessage } from './bus.js';
import { GameState, publicEvent } from './state.js';

/** An unguessable token: 144 random bits, url-safe. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A message from the server to one client. */
export type ServerMessage =
  | {
      t: 'welcome';
      seat: number | null;
      game: GameInfo;
      events: WireEvent[];
      now: number;
      clocks: number[];
      connected: boolean[];
    }
  | ({ t: 'event'; clocks: number[] } & WireEvent)
  | { t: 'ack'; ref: number | null; seq: number }
  | { t: 'error'; ref: number | null; code: string; message: string }
  | { t: 'presence'; connected: boolean[] }
  | { t: 'pong'; ref: number | null; now: number };

export interface WireEvent {
  seq: number;
  at: number;
  event: GameEvent;
}

/** The fixed facts of a game that clients and the HTTP API see. */
export interface GameInfo {
  id: string;
  game: string;
  options: Record<string, string>;
  clock: StoredGame['clock'];
  public: boolean;
  createdAt: number;
  rematchOf: string | null;
  players: readonly string[];
  /** The seats that take turns; the others (a neutral army) are nobody's. */
  playing: readonly number[];
}

/** A connection watching or playing one game. */
export interface Client {
  readonly seat: number | null;
  send(message: ServerMessage): void;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; error: string };
const fail = (code: string, error: string) => ({ ok: false, code, error }) as const;

export type Command =
  | { t: 'move'; move: string }
  | { t: 'draw'; act: 'offer' | 'accept' | 'decline' | 'claim' }
  | { t: 'resign' }
  | { t: 'rematch' };

export interface ServiceOptions {
  /** How long a seated player may stay disconnected from a game in play before it is lost. */
  disconnectMs?: number;
  bus?: Bus;
  now?: () => number;
}

/** A game loaded in this process: its state, who watches it, its timers. */
interface Live {
  state: GameState;
  clients: Set<Client>;
  /** Runs the game's work one piece at a time. */
  queue: Promise<unknown>;
  flagTimer: NodeJS.Timeout | null;
  abandonTimers: Map<number, NodeJS.Timeout>;
  /** Connections per seat held by other processes, by process. */
  remote: Map<string, readonly number[]>;
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
  private readonly now: () => number;
  private closed = false;

  constructor(
    readonly store: Store,
    options: ServiceOptions = {},
  ) {
    this.bus = options.bus ?? new LocalBus();
    this.disconnectMs = options.disconnectMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.bus.onMessage((message, from) => this.fromBus(message, from));
  }

  /** Loads every unfinished game, so that clocks and abandonment timers run after a restart. */
  async resume(): Promise<number> {
    const ids = await this.store.unfinished();
    for (const id of ids) await this.get(id);
    return ids.length;
  }

  async create(
    request: CreateGameRequest,
    rematchOf: string | null = null,
  ): Promise<
    Outcome<{
      id: string;
      seat: number;
      token: string;
      invitations: { seat: number; token: string }[];
    }>
  > {
    const definition = games.get(request.game);
    if (!definition.ok) return fail('unknown-game', definition.error);
    const options = resolveOptions(definition.value.options, request.options);
    if (!options.ok) return fail('bad-options', options.error);
    const players = definition.value.players;
    const seats = players.length;
    const playing = playingSeats(definition.value, options.value);
    if (request.seat !== 'random' && request.seat >= seats)
      return fail(
        'bad-seat',
        `${definition.value.title} has seats 0 to ${seats - 1}, not ${request.seat}`,
      );
    if (request.seat !== 'random' && !playing.includes(request.seat))
      return fail(
        'bad-seat',
        `${players[request.seat]} is the neutral army in this game: nobody plays it; ` +
          `choose ${playing.map((s) => players[s]).join(' or ')}`,
      );
    const creator = request.seat === 'random' ? playing[randomInt(playing.length)]! : request.seat;
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
      seats: Array.from({ length: seats }, (_, seat) => {
        if (seat === creator) return { tokenHash: hashToken(token) };
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
    };
  }

  /** The game, loaded from storage if this process does not hold it yet. */
  async get(id: string): Promise<GameState | undefined> {
    const live = await this.load(id);
    if (live) this.evict(live);
    return live?.state;
  }

  private async load(id: string): Promise<Live | undefined> {
    const found = this.live.get(id);
    if (found) return found;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.read(id).then((state) => {
        this.loading.delete(id);
        if (!state || this.closed) return undefined;
        const live: Live = {
          state,
          clients: new Set(),
          queue: Promise.resolve(),
          flagTimer: null,
          abandonTimers: new Map(),
          remote: new Map(),
        };
        this.live.set(id, live);
        this.bus.publish({ type: 'presence-query', game: id });
        this.arm(live);
        return live;
      });
      this.loading.set(id, pending);
    }
    return pending;
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
    work: (live: Live) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    for (;;) {
      const live = await this.load(id);
      if (!live) return fail('not-found', `no game '${id}'`);
      const result = await this.serial(live, async () =>
        this.live.get(id) === live ? { done: await work(live) } : null,
      );
      if (result) return result.done;
    }
  }

  /** Runs `work` after the game's earlier work, one at a time. */
  private serial<T>(live: Live, work: () => Promise<T>): Promise<T> {
    const run = live.queue.then(work, work);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Checks and stores one event built from the current state, applies it and tells everyone.
   * When another process stored an event first, catches up and builds again.
   */
  private async produce(
    live: Live,
    build: (state: GameState) => Outcome<GameEvent>,
  ): Promise<Outcome<number>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const built = build(live.state);
      if (!built.ok) return built;
      const event: StoredEvent = { seq: live.state.seq + 1, at: this.now(), event: built.value };
      live.state.apply(event);
      let stored: boolean;
      try {
        stored = await this.store.append(live.state.stored.id, event, {
          status: live.state.status,
          openSeats: live.state.openSeats(),
        });
      } catch (error) {
        await this.reload(live);
        throw error;
      }
      if (stored) {
        this.broadcast(live, event);
        this.bus.publish({ type: 'event', game: live.state.stored.id, event });
        this.afterChange(live);
        return { ok: true, value: event.seq };
      }
      await this.reload(live);
    }
    return fail('busy', 'the game is changing too fast; try again');
  }

  /** Replaces the state with the stored one, telling clients of the events they lacked. */
  private async reload(live: Live): Promise<void> {
    const before = live.state.seq - 1;
    const state = await this.read(live.state.stored.id);
    if (!state) return;
    live.state = state;
    for (const event of await this.store.events(state.stored.id, before)) {
      if (event.seq <= state.seq) this.broadcast(live, event);
    }
    this.afterChange(live);
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
          s.status === 'waiting' && s.allJoined()
            ? { ok: true, value: { kind: 'start' } }
            : fail('started', 'already started'),
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

  /** Sets the flag timer for the seat to move and abandonment timers for absent seats. */
  private arm(live: Live): void {
    if (live.flagTimer) clearTimeout(live.flagTimer);
    live.flagTimer = null;
    const state = live.state;
    if (this.closed) return;
    const deadline = state.deadline();
    if (deadline !== Infinity) {
      const wait = Math.max(0, deadline - this.now());
      // Timers cannot wait longer than 2^31-1 ms; a long correspondence wait re-arms itself.
      live.flagTimer = setTimeout(() => this.onFlagTimer(live), Math.min(wait + 1, 2 ** 31 - 1));
    }
    const connected = this.connected(live);
    // Only players still in the game can abandon it; one knocked out may leave.
    const active = state.status === 'playing' ? state.active() : [];
    for (let seat = 0; seat < state.seats; seat++) {
      const absent = active.includes(seat) && !connected[seat];
      const timer = live.abandonTimers.get(seat);
      if (absent && !timer) {
        live.abandonTimers.set(
          seat,
          setTimeout(() => this.onAbandonTimer(live, seat), this.disconnectMs),
        );
      } else if (!absent && timer) {
        clearTimeout(timer);
        live.abandonTimers.delete(seat);
      }
    }
  }

  private onFlagTimer(live: Live): void {
    live.flagTimer = null;
    void this.serial(live, () => this.checkFlag(live)).catch((error: unknown) =>
      this.report(error),
    );
  }

  /** Ends the game on time when the seat to move has run out. */
  private async checkFlag(live: Live): Promise<boolean> {
    if (this.now() < live.state.deadline()) {
      this.arm(live);
      return false;
    }
    await this.produce(live, (s) =>
      this.now() >= s.deadline()
        ? { ok: true, value: s.leaving(s.position.turn, 'flag') }
        : fail('in-time', 'still in time'),
    );
    return true;
  }

  private onAbandonTimer(live: Live, seat: number): void {
    live.abandonTimers.delete(seat);
    void this.serial(live, () =>
      this.produce(live, (s) =>
        s.status === 'playing' && s.isActive(seat) && !this.connected(live)[seat]
          ? { ok: true, value: s.leaving(seat, 'abandon') }
          : fail('present', 'the player came back'),
      ),
    ).catch((error: unknown) => this.report(error));
  }

  private async startRematch(live: Live): Promise<Outcome<number>> {
    const old = live.state;
    if (old.rematch !== null) return fail('rematch', 'the rematch exists');
    // Everyone moves one playing seat on, keeping their token (a neutral seat stays nobody's).
    const playing = old.playing;
    const seats = old.tokenHashes.map((hash, seat) => {
      const at = playing.indexOf(seat);
      if (at < 0) return { tokenHash: hash };
      const from = playing[(at + playing.length - 1) % playing.length]!;
      return { tokenHash: old.tokenHashes[from]! };
    });
    const stored: StoredGame = {
      ...old.stored,
      id: randomBytes(9).toString('base64url'),
      public: false,
      createdAt: this.now(),
      rematchOf: old.stored.id,
      seats,
    };
    await this.store.createGame(stored, []);
    return this.produce(live, (s) =>
      s.rematch === null
        ? { ok: true, value: { kind: 'rematch', game: stored.id } }
        : fail('rematch', 'the rematch exists'),
    );
  }

  /** Claims an open seat of a public game for a newcomer: its token. */
  async claim(id: string, seat?: number): Promise<Outcome<{ seat: number; token: string }>> {
    const token = newToken();
    let claimed = -1;
    const result = await this.withGame(id, (live) =>
      this.produce(live, (s) => {
        const open = s.openSeats();
        if (s.status === 'finished') return fail('finished', 'the game is over');
        if (seat !== undefined && seat < s.seats && !s.playing.includes(seat))
          return fail('neutral-seat', `${s.players[seat]} is the neutral army: nobody plays it`);
        if (open.length === 0) return fail('full', 'every seat is taken');
        if (seat !== undefined && !open.includes(seat))
          return fail('seat-taken', `seat ${seat} is not open (open: ${open.join(', ')})`);
        claimed = seat ?? open[0]!;
        return { ok: true, value: { kind: 'claim', seat: claimed, tokenHash: hashToken(token) } };
      }),
    );
    if (!result.ok) return result;
    return { ok: true, value: { seat: claimed, token } };
  }

  /**
   * Attaches a client to a game: the seat its token holds (or none: a spectator), and the
   * events after `since`. Joining marks the seat present and may start the game.
   */
  async attach(
    id: string,
    token: string | undefined,
    since: number,
    name: string | undefined,
    make: (seat: number | null) => Client,
  ): Promise<Outcome<Client>> {
    return this.withGame(id, async (live): Promise<Outcome<Client>> => {
      let seat: number | null = null;
      if (token !== undefined) {
        seat = live.state.seatOfToken(hashToken(token));
        if (seat === null) return fail('bad-token', 'this token holds no seat in this game');
      }
      const client = make(seat);
      const state = live.state;
      if (since > state.seq)
        return fail('bad-since', `the game has ${state.seq} events, not ${since}`);
      const events = (await this.store.events(id, since)).filter((e) => e.seq <= state.seq);
      const now = this.now();
      client.send({
        t: 'welcome',
        seat,
        game: this.info(state),
        events: events.map((e) => ({ seq: e.seq, at: e.at, event: publicEvent(e.event) })),
        now,
        clocks: state.clocks(now),
        connected: this.connected(live),
      });
      live.clients.add(client);
      this.presenceChanged(live);
      if (
        seat !== null &&
        state.status !== 'finished' &&
        (!state.joined[seat] || (name !== undefined && state.names[seat] !== name))
      ) {
        const joined = seat;
        await this.produce(live, () => ({
          ok: true,
          value: { kind: 'join', seat: joined, name: name ?? null },
        }));
      }
      return { ok: true, value: client };
    });
  }

  detach(id: string, client: Client): void {
    const live = this.live.get(id);
    if (!live || !live.clients.delete(client)) return;
    this.presenceChanged(live);
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
      if (this.live.get(live.state.stored.id) !== live) return;
      if (live.flagTimer) clearTimeout(live.flagTimer);
      for (const timer of live.abandonTimers.values()) clearTimeout(timer);
      this.live.delete(live.state.stored.id);
    });
  }

  /** A command from a seat's holder, checked, stored, then acknowledged with its event number. */
  async command(id: string, client: Client, command: Command): Promise<Outcome<number>> {
    const live = this.live.get(id);
    if (!live || !live.clients.has(client)) return fail('no-game', 'say hello first');
    const seat = client.seat;
    if (seat === null) return fail('spectator', 'spectators cannot act in the game');
    return this.serial(live, async () => {
      if (command.t === 'move' && live.state.status === 'playing' && (await this.checkFlag(live)))
        return fail('time', 'your time has run out');
      return this.produce(live, (s) => check(s, seat, command));
    });
  }

  private connected(live: Live): boolean[] {
    const counts = new Array<number>(live.state.seats).fill(0);
    for (const client of live.clients) if (client.seat !== null) counts[client.seat]!++;
    for (const remote of live.remote.values()) remote.forEach((c, i) => (counts[i]! += c));
    return counts.map((c) => c > 0);
  }

  private presenceChanged(live: Live): void {
    const counts = new Array<number>(live.state.seats).fill(0);
    for (const client of live.clients) if (client.seat !== null) counts[client.seat]!++;
    this.bus.publish({ type: 'presence', game: live.state.stored.id, counts });
    this.tellPresence(live);
  }

  private tellPresence(live: Live): void {
    const message: ServerMessage = { t: 'presence', connected: this.connected(live) };
    for (const client of live.clients) client.send(message);
    this.arm(live);
  }

  private fromBus(message: BusMessage, from: string): void {
    const live = this.live.get(message.game);
    if (!live) return;
    if (message.type === 'presence-query') {
      this.presenceChanged(live);
      return;
    }
    if (message.type === 'presence') {
      live.remote.set(from, message.counts);
      this.tellPresence(live);
      return;
    }
    void this.serial(live, async () => {
      const event = message.event;
      if (event.seq <= live.state.seq) return;
      if (event.seq === live.state.seq + 1) {
        live.state.apply(event);
        this.broadcast(live, event);
      } else {
        for (const missed of await this.store.events(live.state.stored.id, live.state.seq)) {
          live.state.apply(missed);
          this.broadcast(live, missed);
        }
      }
      this.afterChange(live);
    }).catch((error: unknown) => this.report(error));
  }

  private report(error: unknown): void {
    if (!this.closed) console.error('game service:', error);
  }

  /** Stops timers and waits for work in progress; the store stays open. */
  async close(): Promise<void> {
    this.closed = true;
    for (const live of this.live.values()) {
      if (live.flagTimer) clearTimeout(live.flagTimer);
      for (const timer of live.abandonTimers.values()) clearTimeout(timer);
    }
    await Promise.all([...this.live.values()].map((l) => l.queue));
    await Promise.all(this.loading.values());
    await this.bus.close();
  }
}

/** Whether `seat` may do `command` now; the event it makes if so. */
function check(state: GameState, seat: number, command: Command): Outcome<GameEvent> {
  if (command.t === 'rematch') {
    if (state.status !== 'finished') return fail('not-finished', 'the game is not over');
    if (state.rematch !== null) return fail('rematch', 'the rematch has started');
    if (state.rematchOffers.has(seat)) return fail('repeated', 'you have asked for a rematch');
    return { ok: true, value: { kind: 'rematch-offer', seat } };
  }
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
      return { ok: true, value: state.leaving(seat, 'resign') };
    case 'draw': {
      const offer = state.drawOffer;
      if (command.act === 'claim') {
        if (state.position.turn !== seat)
          return fail('not-your-turn', 'draws are claimed on your turn');
        const reason = state.position.drawClaim();
        if (reason === undefined) return fail('no-claim', 'there is no draw to claim');
        return { ok: true, value: { kind: 'draw-claim', seat, reason } };
      }
      if (command.act === 'offer') {
        if (offer) return fail('pending', 'a draw offer is already on the table');
        return { ok: true, value: { kind: 'draw-offer', seat } };
      }
      if (!offer) return fail('no-offer', 'no draw has been offered');
      if (offer.accepted.has(seat)) return fail('repeated', 'you have already agreed');
      return {
        ok: true,
        value:
          command.act === 'accept' ? { kind: 'draw-accept', seat } : { kind: 'draw-decline', seat },
      };
    }
  }
}
