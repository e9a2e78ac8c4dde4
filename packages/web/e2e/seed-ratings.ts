/**
 * Ratings written straight into a server's SQLite store before the server starts, through the
 * server's own store modules (its build in packages/server/dist): a leaderboard needs ratings
 * of at least LEADERBOARD_MIN_GAMES games with a settled RD, which real games in a test cannot
 * reach. Each seeded game is a ledger row of one player, as the store writes a rated game.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface SeededRating {
  name: string;
  game: string;
  speed: string;
  rating: number;
  rd: number;
  games: number;
}

/** What of the server's store (packages/server/src/store) the seeding uses. */
interface Store {
  accounts: {
    createUser(user: {
      id: string;
      name: string;
      passwordHash: string;
      createdAt: number;
    }): Promise<boolean>;
  };
  ratings: {
    rateGame(
      game: { gameId: string; game: string; speed: string; userIds: string[]; at: number },
      compute: (before: unknown[]) => { rating: number; rd: number; volatility: number }[],
    ): Promise<boolean>;
  };
  close(): Promise<void>;
}

const dist = new URL('../../server/dist/', import.meta.url);

/** A new data folder holding these players and ratings (a player's accounts made once). */
export async function seedRatings(ratings: readonly SeededRating[]): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trigon-seeded-e2e-'));
  const { openStore } = (await import(new URL('store/open.js', dist).href)) as {
    openStore(options: { dataDir: string }): Promise<Store>;
  };
  const { hashPassword } = (await import(new URL('accounts/passwords.js', dist).href)) as {
    hashPassword(password: string): Promise<string>;
  };
  const store = await openStore({ dataDir });
  try {
    const ids = new Map<string, string>();
    const passwordHash = await hashPassword('seeded password');
    let at = Date.now() - 86_400_000;
    for (const r of ratings) {
      let id = ids.get(r.name);
      if (id === undefined) {
        id = randomUUID();
        ids.set(r.name, id);
        await store.accounts.createUser({ id, name: r.name, passwordHash, createdAt: at });
      }
      for (let i = 0; i < r.games; i++)
        await store.ratings.rateGame(
          { gameId: `seed-${randomUUID()}`, game: r.game, speed: r.speed, userIds: [id], at: at++ },
          () => [{ rating: r.rating, rd: r.rd, volatility: 0.06 }],
        );
    }
  } finally {
    await store.close();
  }
  return dataDir;
}
