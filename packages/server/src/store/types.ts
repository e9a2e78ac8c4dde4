/** What the server keeps about a game, and the one interface every storage back end offers. */
import type { ClockSpec, PlayStatus, RatingRange, StoredEvent } from '@trigon/protocol';
import type { AccountStore } from './accounts.js';
import type { RatingStore } from './ratings.js';

/** A seat: who may move for it (a hash of its token) and who sits there. */
export interface StoredSeat {
  /**
   * SHA-256 of the seat's token, hex; null while an open seat is unclaimed, and always for a
   * seat that does not play (a neutral army).
   */
  readonly tokenHash: string | null;
  /** The account of the signed-in player who holds the seat, if one does. */
  readonly userId?: string;
}

/** The fixed part of a game, written once when it is created. */
export interface StoredGame {
  readonly id: string;
  /** The engine's id of the game's rules. */
  readonly game: string;
  readonly options: Readonly<Record<string, string>>;
  readonly clock: ClockSpec;
  /** Listed in the lobby with its unclaimed seats open to anyone. */
  readonly public: boolean;
  readonly createdAt: number;
  /** The game this one is a rematch of, if any. */
  readonly rematchOf: string | null;
  readonly seats: readonly StoredSeat[];
  /** Changes its players' ratings when it ends (absent: casual). */
  readonly rated?: boolean;
  /** A rated seek's: the ratings a joiner must have (absent: any). */
  readonly ratingRange?: RatingRange;
}

/** A public game waiting for players, as the store lists it for the lobby (lobby/ reads it). */
export interface WaitingGame {
  readonly game: StoredGame;
  /** Playing seats nobody has claimed yet. */
  readonly openSeats: readonly number[];
}

/** Where a page of the lobby's list ends: the last game's creation time and id. */
export interface LobbyCursor {
  readonly createdAt: number;
  readonly id: string;
}

/** Summary columns kept beside the events so that lists need not replay games. */
export interface GameStatus {
  readonly status: PlayStatus;
  /** Seats still unclaimed (for the lobby). */
  readonly openSeats: readonly number[];
}

export interface Store {
  /** Players' accounts and sessions, in the same database. */
  readonly accounts: AccountStore;
  /** Players' ratings and the ledger of rated games. */
  readonly ratings: RatingStore;
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
  /**
   * Public games still waiting for players with a seat open, newest first (ties by id,
   * descending); after `after`, the page that follows the one that ended there.
   */
  openGames(limit: number, after?: LobbyCursor): Promise<WaitingGame[]>;
  /**
   * Ids of games in play with a clock (real-time or days per move), to resume their clocks
   * after a restart. Not untimed games: nothing of theirs runs while nobody is connected, and
   * after a restart nobody is; nor finished games, nor games still waiting for players. Those
   * load when someone comes.
   */
  timedInPlay(): Promise<string[]>;
  /**
   * Deletes the games still waiting for players that were created before `before` (ms since
   * 1970) and have no event since, with their events; resolves how many.
   */
  expire(before: number): Promise<number>;
  /** Resolves when the storage answers (for the readiness check); rejects otherwise. */
  ping(): Promise<void>;
  /** Someone to tell (the log) when a database server ends a connection; PostgreSQL only. */
  onConnectionLost?(listener: (error: Error) => void): void;
  close(): Promise<void>;
}
