/**
 * A query parameter given twice (`?limit=5&limit=6`) is refused, naming it, before any route
 * reads the query: the parser gives such a parameter as a list, which each route's schema
 * refused in words of its own, some without the parameter's name (`expected string, received
 * array`) and some wrongly (`speed is one of …` for two good speeds).
 */
import type { FastifyInstance } from 'fastify';
import type { Refuse } from '../accounts/routes.js';

export function oneOfEachParameter(app: FastifyInstance, refuse: Refuse): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const query = request.query;
    if (typeof query !== 'object' || query === null) return;
    for (const [name, value] of Object.entries(query))
      if (Array.isArray(value))
        return refuse(reply, 400, 'malformed', `${name.slice(0, 100)} is given once`);
  });
}
