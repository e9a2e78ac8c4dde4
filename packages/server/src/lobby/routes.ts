/** The lobby in the HTTP API: `GET /api/games` (packages/server/README.md, "The lobby"). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { games as registry } from '@trigon/engine';
import { lobbyQuerySchema, type Lobby } from '@trigon/protocol';
import type { Store } from '../store/types.js';
import type { Refuse } from '../accounts/routes.js';
import { lobbyGames } from './seeks.js';

type Malformed = (
  reply: FastifyReply,
  error: { issues: { path: PropertyKey[]; message: string }[] },
) => FastifyReply;

export function lobbyRoutes(
  app: FastifyInstance,
  store: Store,
  refuse: Refuse,
  malformed: Malformed,
): void {
  app.get('/api/games', async (request, reply): Promise<Lobby> => {
    const query = lobbyQuerySchema.safeParse(request.query);
    if (!query.success) return malformed(reply, query.error);
    const { limit, ...filter } = query.data;
    if (filter.game !== undefined && !registry.get(filter.game).ok)
      return refuse(
        reply,
        400,
        'malformed',
        `game: the server has no game ${JSON.stringify(filter.game)} (it has ${registry
          .list()
          .map((g) => g.id)
          .join(', ')})`,
      );
    return { games: await lobbyGames(store, filter, limit) };
  });
}
