import type Database from 'better-sqlite3';
import type { Rating } from '../ratings/glicko2.js';
import { ratingWrites } from './rating-writes.js';
import type { LedgerGame, RatedGame, RatingChange, RatingStore, StoredRating } from './ratings.js';

interface RatingRow {
  user_id: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
}

/**
 * Ratings in the SQLite file, on the main thread's connection. A game's end is stored by the
 * writer thread before the rating; the ledger row, written in the rating's transaction, makes a
 * game rated once whoever sees its end (store/ratings.ts).
 */
export class SqliteRatings implements RatingStore {
  private readonly selectOne: Database.Statement;
  private readonly selectUser: Database.Statement;
  private readonly insertLedger: Database.Statement;
  private readonly upsert: Database.Statement;
  private readonly selectLedger: Database.Statement;
  private readonly selectChanges: Database.Statement;
  private readonly selectUnrated: Database.Statement;
  private readonly selectOfUser: Database.Statement;
  private readonly selectBoard: Database.Statement;
  private readonly selectSince: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.selectOne = db.prepare(
      'SELECT user_id, rating, rd, volatility, games FROM ratings WHERE user_id = ? AND game = ? AND speed = ?',
    );
    this.selectUser = db.prepare('SELECT 1 FROM users WHERE id = ?');
    this.insertLedger = db.prepare(
      'INSERT INTO rated_games (game_id, rated_at, changes) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    );
    this.upsert = db.prepare(
      `INSERT INTO ratings (user_id, game, speed, rating, rd, volatility, games, updated_at)
       VALUES (@userId, @game, @speed, @rating, @rd, @volatility, 1, @at)
       ON CONFLICT (user_id, game, speed) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
         volatility = excluded.volatility, games = ratings.games + 1, updated_at = excluded.updated_at`,
    );
    this.selectOfUser = db.prepare(
      'SELECT user_id, game, speed, rating, rd, volatility, games FROM ratings WHERE user_id = ? ORDER BY game, speed',
    );
    this.selectBoard = db.prepare(
      `SELECT r.user_id, u.name, r.rating, r.rd, r.volatility, r.games FROM ratings r JOIN users u ON u.id = r.user_id
       WHERE r.game = ? AND r.speed = ? AND r.games >= ? AND r.rd < ? ORDER BY r.rating DESC, u.name_key LIMIT ?`,
    );
    this.selectLedger = db.prepare('SELECT 1 FROM rated_games WHERE game_id = ?');
    this.selectSince = db.prepare(
      "SELECT game_id, rated_at, changes FROM rated_games WHERE rated_at >= ? AND changes != '[]' ORDER BY rated_at, game_id",
    );
    this.selectChanges = db.prepare('SELECT changes FROM rated_games WHERE game_id = ?');
    this.selectUnrated = db.prepare(
      `SELECT DISTINCT g.id FROM game_players p JOIN games g ON g.id = p.game_id
       WHERE g.status = 'finished' AND json_extract(g.data, '$.rated') = 1 AND NOT EXISTS (SELECT 1 FROM rated_games r WHERE r.game_id = g.id)`,
    );
  }

  async ratingsOf(userId: string) {
    const rows = this.selectOfUser.all(userId) as (RatingRow & { game: string; speed: string })[];
    return rows.map((row) => ({ ...rating(row), game: row.game, speed: row.speed }));
  }

  async leaderboard(game: string, speed: string, minGames: number, maxRd: number, limit: number) {
    const rows = this.selectBoard.all(game, speed, minGames, maxRd, limit) as (RatingRow & {
      name: string;
    })[];
    return rows.map((row) => ({ ...rating(row), name: row.name }));
  }

  async ratings(userIds: readonly string[], game: string, speed: string) {
    const found = new Map<string, StoredRating>();
    for (const id of userIds) {
      const row = this.selectOne.get(id, game, speed) as RatingRow | undefined;
      if (row) found.set(id, rating(row));
    }
    return found;
  }

  async rateGame(rated: RatedGame, compute: (before: readonly Rating[]) => Rating[]) {
    return this.db
      .transaction(() => {
        const found = new Map<string, Rating>();
        const existing = new Set<string>();
        for (const id of rated.userIds) {
          const row = this.selectOne.get(id, rated.game, rated.speed) as RatingRow | undefined;
          if (row) found.set(id, rating(row));
          if (this.selectUser.get(id) !== undefined) existing.add(id);
        }
        const writes = ratingWrites(rated.userIds, found, existing, compute);
        const changes = JSON.stringify(writes.changes);
        if (this.insertLedger.run(rated.gameId, rated.at, changes).changes === 0) return false;
        for (const { userId, rating: r } of writes.ratings)
          this.upsert.run({ userId, game: rated.game, speed: rated.speed, ...r, at: rated.at });
        return true;
      })
      .immediate();
  }

  async ratedSince(since: number): Promise<LedgerGame[]> {
    const rows = this.selectSince.all(since) as {
      game_id: string;
      rated_at: number;
      changes: string;
    }[];
    return rows.map((row) => ({
      gameId: row.game_id,
      at: row.rated_at,
      userIds: (JSON.parse(row.changes) as { userId: string }[]).map((c) => c.userId),
    }));
  }

  async changes(gameId: string): Promise<RatingChange[] | undefined> {
    const row = this.selectChanges.get(gameId) as { changes: string } | undefined;
    return row ? (JSON.parse(row.changes) as RatingChange[]) : undefined;
  }

  async isRated(gameId: string): Promise<boolean> {
    return this.selectLedger.get(gameId) !== undefined;
  }

  async unrated(): Promise<string[]> {
    return (this.selectUnrated.all() as { id: string }[]).map((r) => r.id);
  }
}

function rating(row: RatingRow): StoredRating {
  return { rating: row.rating, rd: row.rd, volatility: row.volatility, games: row.games };
}
