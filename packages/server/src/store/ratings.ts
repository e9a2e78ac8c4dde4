/** What the server keeps of ratings: one per account, game and speed class, and the ledger of rated games. */
import type { Rating } from '../ratings/glicko2.js';

export interface StoredRating extends Rating {
  /** Rated games counted in this rating. */
  readonly games: number;
}

/** A rated game's end, to be written once. */
export interface RatedGame {
  readonly gameId: string;
  /** The engine's id of the game's rules. */
  readonly game: string;
  readonly speed: string;
  /** The accounts of the playing seats, in seat order. */
  readonly userIds: readonly string[];
  readonly at: number;
}

/** One player's rating before and after a rated game, as the ledger keeps it. */
export interface RatingChange {
  readonly userId: string;
  readonly before: Rating;
  readonly after: Rating;
}

export interface RatingStore {
  /** The ratings of these accounts in one game and speed class; an account without one is absent. */
  ratings(
    userIds: readonly string[],
    game: string,
    speed: string,
  ): Promise<Map<string, StoredRating>>;
  /**
   * Rates the game exactly once: in one transaction, writes its ledger row (keyed by the game's
   * id) and every player's new rating, which `compute` gives from the ratings as they stand in
   * that transaction (a new player's is Glicko-2's start). An account deleted by then gets no
   * rating (store/rating-writes.ts). Resolves false, changing nothing, when the ledger has the
   * game already (another process, or this one before a restart).
   */
  rateGame(game: RatedGame, compute: (before: readonly Rating[]) => Rating[]): Promise<boolean>;
  /**
   * The ledger's changes of a game, in the order of its playing seats (empty for a rated game
   * that did not count); undefined when the ledger has no row for it (casual, or not rated yet).
   */
  changes(gameId: string): Promise<RatingChange[] | undefined>;
  /** Whether the ledger has the game (rated, or a rated game found not to count: no players). */
  isRated(gameId: string): Promise<boolean>;
  /** Finished rated games with a seat held by an account and no ledger row: their rating may be due. */
  unrated(): Promise<string[]>;
  /**
   * The rated games that counted (rated with players) from `since` (ms, the time of their
   * rating) on, oldest first, with their players' accounts.
   */
  ratedSince(since: number): Promise<LedgerGame[]>;
  /** Every rating of one account, with its game and speed class. */
  ratingsOf(userId: string): Promise<(StoredRating & { game: string; speed: string })[]>;
  /**
   * The best ratings in a game and speed class with at least `minGames` games and an RD below
   * `maxRd`, best first, with the accounts' names.
   */
  leaderboard(
    game: string,
    speed: string,
    minGames: number,
    maxRd: number,
    limit: number,
  ): Promise<(StoredRating & { name: string })[]>;
}

/** A game of the ledger: when it was rated and whose ratings it changed. */
export interface LedgerGame {
  readonly gameId: string;
  readonly at: number;
  readonly userIds: readonly string[];
}
