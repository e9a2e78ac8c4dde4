/** What the server sends: the WebSocket messages and the answers of the HTTP API. */
import type { Outcome } from '@trigon/engine';
import type { ServerErrorCode } from './errors.js';
import type { StoredEvent } from './events.js';
import type { ChatChannel, ClockSpec, RatingRange } from './messages.js';
import type { SpeedClassName } from './players.js';

/** Where a game is: waiting for its players, being played, or over. */
export type PlayStatus = 'waiting' | 'playing' | 'finished';

/** The fixed facts of a game that clients and the HTTP API see. */
export interface GameInfo {
  id: string;
  /** The engine's id of the game's rules. */
  game: string;
  options: Record<string, string>;
  clock: ClockSpec;
  /** Listed in the lobby with its unclaimed seats open to anyone. */
  public: boolean;
  createdAt: number;
  /** The game this one is a rematch of, if any. */
  rematchOf: string | null;
  /** Seat names in turn order, as the engine has them. */
  players: readonly string[];
  /** The seats that take turns; the others (a neutral army) are nobody's. */
  playing: readonly number[];
  /** Whether the game changes its players' ratings: false for a casual game, as the lobby says. */
  rated: boolean;
  /** A rated seek's range: only players rated within it may join (null: no range, as the lobby says). */
  ratingRange: RatingRange | null;
}

/**
 * A seat held by an account: its name (or `deleted player` once the account is gone) and its
 * rating in the game's rules and speed class, as it stands now (null before its first rated
 * game there: it starts at 1500, provisional).
 */
export interface SeatAccount {
  name: string;
  rating: number | null;
  /** RD above 110: the rating shows with a "?". */
  provisional: boolean;
}

/**
 * A seat's rating in a rated game that has been rated: what it was before the game and what
 * the game made it, rounded as ratings are shown. Null for a seat whose rating the game did not
 * change (a neutral army, or every seat of a rated game that did not count).
 */
export interface RatingChange {
  before: number;
  after: number;
}

/** A message from the server to one client. Events come with a claim's token hash blank. */
export type ServerMessage =
  | {
      t: 'welcome';
      /** The seat the hello's token holds; null for a spectator. */
      seat: number | null;
      game: GameInfo;
      /** The events after the hello's `since`. */
      events: StoredEvent[];
      /** Server time (ms), for the client's clock offset. */
      now: number;
      /** Each seat's time left (ms) at `now`; null in a game without a clock. */
      clocks: number[] | null;
      /** Which seats have a connection. */
      connected: boolean[];
      /** Since when (server ms) each seat of a game in play has been away; null when it is not. */
      away: (number | null)[];
      timeouts: Timeouts;
      /** The latest lines of the chat this connection reads (players', or spectators'), oldest first. */
      chat: ChatLine[];
      /** Per seat, the account holding it, or null for an anonymous seat (absent: none). */
      accounts?: (SeatAccount | null)[];
      /** Per seat, what a rated game that has ended did to its rating (absent: not rated yet). */
      ratingChanges?: (RatingChange | null)[];
    }
  /** `clocks`: each seat's time left (ms) at the event's `at`; null in a game without a clock. */
  | ({ t: 'event'; clocks: number[] | null } & StoredEvent)
  /** A command was stored as the event numbered `seq`; `ref` is the command's. */
  | { t: 'ack'; ref: number | null; seq: number }
  /** A message was refused and nothing changed. */
  | { t: 'error'; ref: number | null; code: ServerErrorCode; message: string }
  | { t: 'presence'; connected: boolean[]; away: (number | null)[] }
  | { t: 'pong'; ref: number | null; now: number }
  /** A new line in the chat this connection reads; its sender gets it too. */
  | { t: 'chat'; line: ChatLine };

/**
 * A line of a game's chat. Chat is no event: the server keeps the latest lines of each channel
 * in memory while it holds the game (packages/server/README.md).
 */
export interface ChatLine {
  readonly channel: ChatChannel;
  /** The sender's seat; null for a spectator. */
  readonly seat: number | null;
  /** The sender's name when it wrote: the seat's player name (or the seat's), or a spectator's. */
  readonly name: string;
  readonly text: string;
  /** Server time (ms). */
  readonly at: number;
}

/** The server's limits on players who do not move or stay away (ms), for the countdowns. */
export interface Timeouts {
  /**
   * How long a seat may take over its first move of a game with a real-time clock (its clock
   * starts with that move) before the game is aborted.
   */
  readonly firstMoveMs: number;
  /** How long a player must be away before the others may claim the game. */
  readonly claimMs: number;
  /** How long a player may be away before the game is lost by abandonment. */
  readonly disconnectMs: number;
}

/** The answer to a refused HTTP request. */
export interface ErrorAnswer {
  error: string;
  code: ServerErrorCode;
}

/** `POST /api/games`: the new game, the creator's seat and token, tokens for invitations. */
export interface CreatedGame {
  id: string;
  seat: number;
  token: string;
  /** A private game's other playing seats, each with the token an invitation link carries. */
  invitations: { seat: number; token: string }[];
}

/** `POST /api/games/:id/invitation`: the seat the account holds now. */
export interface TakenInvitation {
  readonly seat: number;
}

/** `POST /api/games/:id/join`: the seat claimed and its token. */
export interface ClaimedSeat {
  seat: number;
  token: string;
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
  /** Whether the game changes its players' ratings. */
  readonly rated: boolean;
  /** The speed class its clock falls in (a rated game's ratings are that class's). */
  readonly speed: SpeedClassName;
  /**
   * Who made the seek: the creator's account, with its rating in this game and speed class
   * (null before its first rated game there: 1500, provisional); null for an anonymous creator.
   */
  readonly seeker: SeatAccount | null;
  /** The ratings a joiner must have (a rated seek's); null: no range. */
  readonly ratingRange: RatingRange | null;
}

/** `GET /api/games`: public games still waiting for players, newest first. */
export interface Lobby {
  games: OpenGame[];
}

/** `GET /api/games/:id`: the game's facts and where it stands. */
export interface GameSummary extends GameInfo {
  status: PlayStatus;
  /** The number of its last event. */
  seq: number;
  names: (string | null)[];
  openSeats: number[];
  /** The players still in the game. */
  active: readonly number[];
  /** The seat to move while the game is in play, else null (as in a player's games). */
  turn: number | null;
  /** The seats whose players have connected at least once. */
  joined: boolean[];
  /** Moves in coordinate form, withdrawals included. */
  moves: string[];
  /**
   * Each seat's time left (ms) at the answer, standing where it stopped once the game is over;
   * null in a game without a clock.
   */
  clocks: number[] | null;
  result: Outcome | null;
  /** The id of the rematch, once it has started. */
  rematch: string | null;
  /** Per seat, the account holding it, or null for an anonymous seat. */
  accounts?: (SeatAccount | null)[];
  /**
   * Per seat, what a rated game that has ended did to its rating; absent while the game is
   * casual, in play, or not rated yet (the rating follows the game's end within a moment).
   */
  ratingChanges?: (RatingChange | null)[];
}

/** `GET /api/meta`: the games the server knows. */
export interface Meta {
  games: { id: string; title: string; players: readonly string[] }[];
}
