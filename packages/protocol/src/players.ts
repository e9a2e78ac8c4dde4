/** The answers of the players' HTTP API: a player's page, their games, a leaderboard. */
import type { Outcome } from '@trigon/engine';
import type { PlayStatus } from './answers.js';
import type { ClockSpec } from './messages.js';

/** The speed classes a game is rated in (packages/server/README.md says how a clock falls in one). */
export const SPEED_CLASSES = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export type SpeedClassName = (typeof SPEED_CLASSES)[number];

/** The last page of a player's games the API gives (`GET /api/players/:name/games?page=N`). */
export const MAX_GAMES_PAGE = 10_000;

/** The rated games a rating needs to be on a leaderboard, besides an RD below 110. */
export const LEADERBOARD_MIN_GAMES = 5;

/** One rating of a player: per game id and speed class. */
export interface PlayerRating {
  game: string;
  speed: SpeedClassName;
  rating: number;
  rd: number;
  /** Rated games counted in it. */
  games: number;
  /** RD above 110: shown with a "?". */
  provisional: boolean;
}

/** `GET /api/players/:name`. */
export interface PlayerPage {
  name: string;
  created: number;
  ratings: PlayerRating[];
}

/** One game of a player's list. */
export interface PlayerGame {
  id: string;
  game: string;
  rated: boolean;
  createdAt: number;
  status: PlayStatus;
  /** The player's seat. */
  seat: number;
  /** The seat to move in a game in play (null otherwise), and whether it is the player's. */
  turn: number | null;
  toMove: boolean;
  /** The other playing seats' names (null: nobody named, or nobody there yet). */
  opponents: (string | null)[];
  /**
   * The other playing seats, in turn order: the seat, its name as `opponents` has it, and
   * whether an account holds it (so that the name is a player's page).
   */
  others: { seat: number; name: string | null; account: boolean }[];
  clock: ClockSpec;
  /** Each seat's time left (ms) when the answer was made, in a timed game in play; else null. */
  clocks: number[] | null;
  result: Outcome | null;
  /**
   * The player's place in a finished game (1 the best, equal places shared: both players of a
   * draw are 1st), by how the players finished as ratings count it; null otherwise (in play,
   * aborted).
   */
  place: number | null;
  /** The game was called off (aborted, cancelled): nobody won or lost, and `result` says who. */
  calledOff: boolean;
}

/** `GET /api/players/:name/games?page=N` (and `/api/me/games`, whose games carry their token). */
export interface PlayerGames<G extends PlayerGame = PlayerGame> {
  page: number;
  /** Whether a next page has games. */
  more: boolean;
  games: G[];
}

/** `GET /api/leaderboard/:game?speed=`. */
export interface Leaderboard {
  game: string;
  speed: SpeedClassName;
  players: { name: string; rating: number; rd: number; games: number }[];
}
