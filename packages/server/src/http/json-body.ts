/**
 * Request bodies: JSON, sent as `application/json`, and nothing else. Fastify's own parsers
 * would take a `text/plain` body as a string (what `fetch` sends a string body as when no
 * Content-Type is given), which the routes then refused as `expected object, received string`
 * though the JSON was right; and they answer a body that is JSON but holds a `__proto__` key
 * with `Body is not valid JSON`. Here each refusal says what was wrong.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/** A body the server refuses, with the status and sentence its answer carries. */
class BodyError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/**
 * Refuses the keys that would reach an object's prototype once the body is copied, as Fastify's
 * parser does (secure-json-parse), but saying which key.
 */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
  )
    throw new BodyError(`the body's key "${key}" is not taken`, 400);
  return value;
}

/** Reads request bodies as JSON only; other content types are left without a parser (415). */
export function jsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0)
      return done(
        new BodyError('the body is empty, though its Content-Type says it is JSON', 400),
        undefined,
      );
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch (error) {
      done(
        error instanceof BodyError
          ? error
          : new BodyError(`the body is not JSON: ${(error as Error).message}`, 400),
        undefined,
      );
    }
  });
}

/** The longest request body the server reads (Fastify's bodyLimit). */
export const BODY_LIMIT = 16 * 1024;

/**
 * The status and sentence for a body Fastify refuses before any route (of a content type the
 * server does not read: 415; too long: 413), or undefined for any other error.
 */
export function bodyRefusal(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return {
      status: 413,
      message: `a request body has at most ${BODY_LIMIT / 1024} KB (${BODY_LIMIT} bytes)`,
    };
  if (error.code !== 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return undefined;
  return { status: 415, message: unsupported(request.headers['content-type']) };
}

function unsupported(type: string | undefined): string {
  const needed = 'a request body is JSON, sent with Content-Type: application/json';
  return type === undefined
    ? `${needed}; this one came without a Content-Type`
    : `${needed}, not ${type.slice(0, 100)}`;
}
