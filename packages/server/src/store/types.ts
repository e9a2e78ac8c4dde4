/** What the server keeps about a game, and the one interface every storage back end offers. */

/** How a game is timed. */
export type ClockSpec =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'realtime';
      /** Each seat's starting time. */
      readonly initialMs: number;
      /** Added after each move ('increment'), or the time each move may take for free ('delay'). */
      readonly bonusMs: number;
      readonly mode: 'increment' | 'delay';
    }
  | { readonly kind: 'correspondence'; readonly daysPerMove: number };

/** A seat: who may move for it (a hash of its token) and who sits there. */
export interface StoredSeat {
  /**
   * SHA-256 of the seat's token, hex; null while an open seat is unclaimed, and always for a
   * seat that does not play (the neutral army of Triangulation's players=2).
   */
  readonly tokenHash: string | null;
}

/** The fixed part of a game, written once when it is created. */
export interface StoredGame {
  readonly id: string;
  /** The engine's game id: 'trigonal', 'triangulation', … */
  readonly game: string;
  readonly options: Readonly<Record<string, string>>;
  readonly clock: ClockSpec;
  /** Listed in the lobby with its unclaimed seats open to anyone. */
  readonly public: boolean;
  readonly createdAt: number;
  /** The game this one is a rematch of, if any. */
  readonly rematchOf: string | null;
  readonly seats: readonly StoredSeat[];
}

/**
 * Everything that happens to a game after its creation, numbered from 1 without gaps: the
 * game is its creation plus its events in order. Seats are claimed by `claim` events.
 */
export type GameEvent =
  | { readonly kind: 'claim'; readonly seat: number; readonly tokenHash: string }
  | { readonly kind: 'join'; readonly seat: number; readonly name: string | null }
  | { readonly kind: 'start' }
  | { readonly kind: 'move'; readonly seat: number; readonly move: string }
  | { readonly kind: 'draw-offer'; readonly seat: number }
  | { readonly kind: 'draw-accept'; readonly seat: number }
  | { readonly kind: 'draw-decline'; readonly seat: number }
  | { readonly kind: 'draw-claim'; readonly seat: number; readonly reason: string }
  | { readonly kind: 'resign'; readonly seat: number }
  | { readonly kind: 'flag'; readonly seat: number }
  | { readonly kind: 'abandon'; readonly seat: number }
  /**
   * A player of three leaves while two others are still in the game (Triangulation): it
   * resigned, lost on time or abandoned; its army turns neutral and the other two play on.
   * Replayed as the engine's withdrawal move (`Position.withdrawal`).
   */
  | {
      readonly kind: 'withdraw';
      readonly seat: number;
      readonly reason: 'resign' | 'flag' | 'abandon';
    }
  | { readonly kind: 'rematch-offer'; readonly seat: number }
  | { readonly kind: 'rematch'; readonly game: string };

/** An event as stored: its number in the game and when (server time, ms) it happened. */
export interface StoredEvent {
  readonly seq: number;
  readonly at: number;
  readonly event: GameEvent;
}

/** A line of the lobby. */
export interface OpenGame {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, string>>;
  readonly clock: ClockSpec;
  readonly createdAt: number;
  /** Playing seats nobody has claimed yet. */
  readonly openSeats: number[];
}

/** Summary columns kept beside the events so that lists need not replay games. */
export interface GameStatus {
  readonly status: 'waiting' | 'playing' | 'finished';
  /** Seats still unclaimed (for the lobby). */
  readonly openSeats: readonly number[];
}

export interface Store {
  /** Creates the game, waiting, with its unclaimed playing seats; its id must be new. */
  createGame(game: StoredGame, openSeats: readonly number[]): Promise<void>;
  getGame(id: string): Promise<StoredGame | undefined>;
  /** The game's events with seq > `after`, in order. */
  events(id: string, after: number): Promise<StoredEvent[]>;
  /**
   * Stores one event with its status; resolves false, changing nothing, when an event with
   * this seq already exists (another process wrote first). Durable once it resolves true.
   */
  append(id: string, event: StoredEvent, status: GameStatus): Promise<boolean>;
  /** Public games still waiting for players, newest first. */
  openGames(limit: number): Promise<OpenGame[]>;
  /** Ids of games not finished (to resume their clocks after a restart). */
  unfinished(): Promise<string[]>;
  close(): Promise<void>;
}
