/**
 * Players' pages in the HTTP API: the signed-in player's own games (with their seats' tokens,
 * to come back to them on any device). packages/server/README.md documents each route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlayStatus } from '@trigon/protocol';
import type { GameService } from '../game/service.js';
import type { Store } from '../store/types.js';
import type { Refuse } from '../accounts/routes.js';

/** Games on one page of a list. */
export const PAGE_SIZE = 20;

const pageQuery = z.strictObject({
  page: z.coerce
    .number()
    .int('page is a whole number')
    .min(1, 'page is at least 1')
    .max(10_000)
    .default(1),
});

/** One of the signed-in player's games: where it stands, and the seat's token. */
export interface MyGame {
  id: string;
  game: string;
  seat: number;
  token: string;
  rated: boolean;
  createdAt: number;
  status: PlayStatus;
  /** Whether it is this seat's turn in the game in play. */
  toMove: boolean;
}

export function playerRoutes(
  app: FastifyInstance,
  store: Store,
  games: GameService,
  refuse: Refuse,
): void {
  const badQuery = (reply: FastifyReply, error: z.ZodError) =>
    refuse(reply, 400, 'malformed', error.issues[0]!.message);
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const query = pageQuery.safeParse(request.query);
    if (!query.success) {
      badQuery(reply, query.error);
      return null;
    }
    return query.data.page;
  };

  app.get('/api/me/games', async (request, reply) => {
    const account = request.account;
    if (!account) return refuse(reply, 401, 'signed-out', 'not signed in');
    const n = page(request, reply);
    if (n === null) return reply;
    const seats = await store.accounts.seatsOf(account.user.id, PAGE_SIZE, (n - 1) * PAGE_SIZE);
    const list: MyGame[] = [];
    for (const seat of seats) {
      const state = await games.get(seat.gameId);
      if (!state) continue;
      list.push({
        id: seat.gameId,
        game: state.stored.game,
        seat: seat.seat,
        token: seat.token,
        rated: state.stored.rated === true,
        createdAt: state.stored.createdAt,
        status: state.status,
        toMove: state.status === 'playing' && state.position.turn === seat.seat,
      });
    }
    return { page: n, games: list };
  });
}
