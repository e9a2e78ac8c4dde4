/** The answers of the players' HTTP API: a player's page, their games, a leaderboard. */
import type { Outcome } from '@trigon/engine';
import type { PlayStatus } from './answers.js';

/** The speed classes a game is rated in (packages/server/README.md says how a clock falls in one). */
export const SPEED_CLASSES = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export type SpeedClassName = (typeof SPEED_CLASSES)[number];

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
  result: Outcome | null;
}

/** `GET /api/players/:name/games?page=N` (and `/api/me/games`, whose games carry their token). */
export interface PlayerGames<G extends PlayerGame = PlayerGame> {
  page: number;
  games: G[];
}

/** `GET /api/leaderboard/:game?speed=`. */
export interface Leaderboard {
  game: string;
  speed: SpeedClassName;
  players: { name: string; rating: number; rd: number; games: number }[];
}
