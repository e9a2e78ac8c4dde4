/**
 * Games written straight into a server's SQLite store before the server starts, through the
 * server's own store modules (its build in packages/server/dist), for what a page must show of
 * a game that real play can no longer make: a request the server refuses today but stored
 * before, say. Each is an untimed, private game of Trigonal Chess whose two seats are taken
 * and which has started; the events given follow the start.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { GameEvent } from '@trigon/protocol';

/** What of the server's store (packages/server/src/store) the seeding uses. */
interface Store {
  createGame(game: Record<string, unknown>, openSeats: readonly number[]): Promise<void>;
  append(
    id: string,
    event: { seq: number; at: number; event: GameEvent },
    status: { status: 'waiting' | 'playing'; openSeats: readonly number[] },
  ): Promise<boolean>;
  close(): Promise<void>;
}

export interface SeededGame {
  id: string;
  /** The seat tokens, White's and Black's: `#/online/<id>/<token>` opens the game in a seat. */
  tokens: [string, string];
}

const dist = new URL('../../server/dist/', import.meta.url);

/** A new data folder holding one game for each list of events after the start. */
export async function seedGames(
  games: readonly (readonly GameEvent[])[],
): Promise<{ dataDir: string; games: SeededGame[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trigon-seeded-e2e-'));
  const { openStore } = (await import(new URL('store/open.js', dist).href)) as {
    openStore(options: { dataDir: string }): Promise<Store>;
  };
  const { hashToken, newToken } = (await import(new URL('game/service.js', dist).href)) as {
    hashToken(token: string): string;
    newToken(): string;
  };
  const store = await openStore({ dataDir });
  const seeded: SeededGame[] = [];
  try {
    for (const after of games) {
      const id = randomBytes(9).toString('base64url');
      const tokens: [string, string] = [newToken(), newToken()];
      await store.createGame(
        {
          id,
          game: 'trigonal',
          options: {},
          clock: { kind: 'none' },
          public: false,
          createdAt: Date.now(),
          rematchOf: null,
          seats: tokens.map((token) => ({ tokenHash: hashToken(token) })),
        },
        [],
      );
      // As the server stores a game both players have come to: their joins, then the start.
      const events: GameEvent[] = [
        { kind: 'join', seat: 0, name: null },
        { kind: 'join', seat: 1, name: null },
        { kind: 'start' },
        ...after,
      ];
      for (const [i, event] of events.entries()) {
        const status = i < 2 ? 'waiting' : 'playing';
        const stored = await store.append(
          id,
          { seq: i + 1, at: Date.now(), event },
          {
            status,
            openSeats: [],
          },
        );
        if (!stored) throw new Error(`event ${i + 1} of game ${id} was not stored`);
      }
      seeded.push({ id, tokens });
    }
  } finally {
    await store.close();
  }
  return { dataDir, games: seeded };
}
