/**
 * The operator's token (OPERATOR_TOKEN): what only the operator may read (the list of players
 * the server suspects of farming rating points) is answered to a request that carries it as
 * `Authorization: Bearer <token>`, and refused to any other with 401 `operator-only`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Refuse } from '../accounts/routes.js';

/**
 * At least 24 characters: a token of fewer could be guessed by asking often enough. Visible
 * ASCII without spaces: a header carries it, trimmed, and could not carry other characters.
 */
const TOKEN_SHAPE = /^[\x21-\x7e]{24,}$/;

/**
 * OPERATOR_TOKEN from the environment, or undefined when it is unset or empty; a token that
 * cannot work is refused in words that never repeat it.
 */
export function operatorToken(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  if (!TOKEN_SHAPE.test(text))
    throw new Error(
      'OPERATOR_TOKEN must be at least 24 characters, each a visible ASCII character (no ' +
        'spaces), as an Authorization header carries it: `openssl rand -hex 32` makes one',
    );
  return text;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * A route's onRequest hook that refuses every request without the operator's token, before the
 * route reads anything of it. `what` names what is refused, for the message. Digests of equal
 * length are compared in constant time, so that the time of an answer tells nothing of how much
 * of a wrong token was right; every refusal is the same.
 */
export function operatorOnly(token: string | undefined, what: string, refuse: Refuse) {
  const expected = token === undefined ? undefined : digest(token);
  const message =
    expected === undefined
      ? `${what} is for the operator: set OPERATOR_TOKEN on the server to read it`
      : `${what} is for the operator: send OPERATOR_TOKEN as Authorization: Bearer …`;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // RFC 7235: the scheme's name is case-insensitive; one token follows it.
    const given = /^bearer +([^ ]+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (expected !== undefined && given !== undefined && timingSafeEqual(digest(given), expected))
      return;
    reply.header('www-authenticate', 'Bearer realm="operator"');
    return refuse(reply, 401, 'operator-only', message);
  };
}
