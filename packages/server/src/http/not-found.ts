/**
 * What answers a request that no route takes (an unknown path, a method a path does not have,
 * `/ws` without an upgrade, a file the web app does not have): 404 `not-found` in the API's
 * `{error, code}`, counted with the other refusals, instead of Fastify's default body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Refuse } from '../accounts/routes.js';

/** The most characters of the path the answer repeats: enough to see a typo, not a whole URL. */
const SHOWN_PATH = 100;

export function notFoundHandler(app: FastifyInstance, refuse: Refuse): void {
  // A method a path does not have answers 404 as well, not 405: Fastify does not say whether
  // another method would have matched, and the web app's GET /* would make every path look
  // like one that has GET.
  app.setNotFoundHandler((request, reply) => nothingAt(request, reply, refuse));
}

/** 404 `not-found`, naming the method and (the start of) the path without its query. */
export function nothingAt(request: FastifyRequest, reply: FastifyReply, refuse: Refuse) {
  return refuse(reply, 404, 'not-found', nothingAtText(request.method, request.url));
}

/** `nothing is at GET /path`: the path without its query, cut at SHOWN_PATH characters. */
export function nothingAtText(method: string | undefined, url: string): string {
  const path = url.split('?')[0]!;
  const shown = path.length > SHOWN_PATH ? `${path.slice(0, SHOWN_PATH)}…` : path;
  return `nothing is at ${method} ${shown}`;
}
