/**
 * Ratings in the HTTP API beyond the players' pages: `GET /api/rated/repeats`, the operator's
 * (it names players suspected of farming rating points), read with OPERATOR_TOKEN.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { repeatsQuerySchema, type RatedRepeats } from '@trigon/protocol';
import type { Store } from '../store/types.js';
import type { Refuse } from '../accounts/routes.js';
import { DELETED_PLAYER } from '../game/service.js';
import { operatorOnly } from '../http/operator.js';
import { findRepeats, REPEAT_WINDOW_MS, REPEATS_ALLOWED } from './repeats.js';

export function ratingRoutes(
  app: FastifyInstance,
  store: Store,
  refuse: Refuse,
  operatorToken: string | undefined,
  now: () => number = Date.now,
): void {
  const onRequest = operatorOnly(operatorToken, 'the list of repeated pairings', refuse);
  app.get(
    '/api/rated/repeats',
    { onRequest },
    async (request, reply: FastifyReply): Promise<RatedRepeats> => {
      const query = repeatsQuerySchema.safeParse(request.query);
      if (!query.success) return refuse(reply, 400, 'malformed', query.error.issues[0]!.message);
      const since = query.data.since ?? now() - REPEAT_WINDOW_MS;
      const repeats = findRepeats(await store.ratings.ratedSince(since));
      const ids = [...new Set(repeats.flatMap((r) => r.userIds))];
      const names = ids.length > 0 ? await store.accounts.names(ids) : new Map<string, string>();
      const pairs = repeats.map((repeat) => ({
        players: repeat.userIds.map((id) => names.get(id) ?? DELETED_PLAYER).sort() as [
          string,
          string,
        ],
        games: repeat.games.map((g) => ({ id: g.id, at: g.at })),
      }));
      pairs.sort((x, y) => y.games.at(-1)!.at - x.games.at(-1)!.at);
      return { since, windowMs: REPEAT_WINDOW_MS, allowed: REPEATS_ALLOWED, pairs };
    },
  );
}
