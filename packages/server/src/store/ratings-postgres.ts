import type pg from 'pg';
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

/** Ratings in PostgreSQL; see store/ratings.ts for what makes a game rated once. */
export class PostgresRatings implements RatingStore {
  constructor(private readonly pool: pg.Pool) {}

  async ratingsOf(userId: string) {
    const result = await this.pool.query<RatingRow & { game: string; speed: string }>(
      'SELECT user_id, game, speed, rating, rd, volatility, games FROM ratings WHERE user_id = $1 ORDER BY game, speed',
      [userId],
    );
    return result.rows.map((row) => ({ ...rating(row), game: row.game, speed: row.speed }));
  }

  async leaderboard(game: string, speed: string, minGames: number, maxRd: number, limit: number) {
    const result = await this.pool.query<RatingRow & { name: string }>(
      `SELECT r.user_id, u.name, r.rating, r.rd, r.volatility, r.games FROM ratings r JOIN users u ON u.id = r.user_id
       WHERE r.game = $1 AND r.speed = $2 AND r.games >= $3 AND r.rd < $4 ORDER BY r.rating DESC, u.name_key LIMIT $5`,
      [game, speed, minGames, maxRd, limit],
    );
    return result.rows.map((row) => ({ ...rating(row), name: row.name }));
  }

  async ratings(userIds: readonly string[], game: string, speed: string) {
    const result = await this.pool.query<RatingRow>(
      'SELECT user_id, rating, rd, volatility, games FROM ratings WHERE user_id = ANY($1) AND game = $2 AND speed = $3',
      [userIds, game, speed],
    );
    return new Map(result.rows.map((row) => [row.user_id, rating(row)]));
  }

  async rateGame(rated: RatedGame, compute: (before: readonly Rating[]) => Rating[]) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // The ledger row first: a second process rating the game waits here, then finds it.
      const ledger = await client.query(
        "INSERT INTO rated_games (game_id, rated_at, changes) VALUES ($1, $2, '[]') ON CONFLICT DO NOTHING",
        [rated.gameId, rated.at],
      );
      if (ledger.rowCount !== 1) {
        await client.query('ROLLBACK');
        return false;
      }
      // Locked in the order of the ids, so that two games of the same players cannot deadlock.
      const order = [...new Set(rated.userIds)].sort();
      // The accounts that still exist, held until the commit: a deletion of one waits for this
      // rating and then deletes what it wrote (deleteUser removes the user before its ratings).
      const users = await client.query<{ id: string }>(
        'SELECT id FROM users WHERE id = ANY($1) ORDER BY id FOR KEY SHARE',
        [order],
      );
      const existing = new Set(users.rows.map((row) => row.id));
      const rows = await client.query<RatingRow>(
        `SELECT user_id, rating, rd, volatility, games FROM ratings
         WHERE user_id = ANY($1) AND game = $2 AND speed = $3 ORDER BY user_id FOR UPDATE`,
        [order, rated.game, rated.speed],
      );
      const found = new Map(rows.rows.map((row) => [row.user_id, rating(row)]));
      const writes = ratingWrites(rated.userIds, found, existing, compute);
      for (const { userId, rating: r } of writes.ratings) {
        await client.query(
          `INSERT INTO ratings (user_id, game, speed, rating, rd, volatility, games, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 1, $7)
           ON CONFLICT (user_id, game, speed) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
             volatility = excluded.volatility, games = ratings.games + 1, updated_at = excluded.updated_at`,
          [userId, rated.game, rated.speed, r.rating, r.rd, r.volatility, rated.at],
        );
      }
      await client.query('UPDATE rated_games SET changes = $2 WHERE game_id = $1', [
        rated.gameId,
        JSON.stringify(writes.changes),
      ]);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async ratedSince(since: number): Promise<LedgerGame[]> {
    const result = await this.pool.query<{
      game_id: string;
      rated_at: string;
      changes: { userId: string }[];
    }>(
      `SELECT game_id, rated_at, changes FROM rated_games WHERE rated_at >= $1 AND changes != '[]'::jsonb
       ORDER BY rated_at, game_id`,
      [since],
    );
    return result.rows.map((row) => ({
      gameId: row.game_id,
      at: Number(row.rated_at),
      userIds: row.changes.map((c) => c.userId),
    }));
  }

  async changes(gameId: string): Promise<RatingChange[] | undefined> {
    const result = await this.pool.query<{ changes: RatingChange[] }>(
      'SELECT changes FROM rated_games WHERE game_id = $1',
      [gameId],
    );
    return result.rows[0]?.changes;
  }

  async isRated(gameId: string): Promise<boolean> {
    const result = await this.pool.query('SELECT 1 FROM rated_games WHERE game_id = $1', [gameId]);
    return result.rowCount === 1;
  }

  async unrated(): Promise<string[]> {
    const result = await this.pool.query<{ id: string }>(
      `SELECT DISTINCT g.id FROM game_players p JOIN games g ON g.id = p.game_id
       WHERE g.status = 'finished' AND g.data->>'rated' = 'true' AND NOT EXISTS (SELECT 1 FROM rated_games r WHERE r.game_id = g.id)`,
    );
    return result.rows.map((r) => r.id);
  }
}

function rating(row: RatingRow): StoredRating {
  return { rating: row.rating, rd: row.rd, volatility: row.volatility, games: row.games };
}
