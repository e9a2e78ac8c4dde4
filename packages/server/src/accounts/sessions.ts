/**
 * Sessions: a random id (256 bits) in an httpOnly, SameSite=Lax cookie; the server keeps only
 * its SHA-256, so a copy of the database signs nobody in. A session lasts 30 days from its last
 * use (moved at most once a day, so that reading pages does not write the database each time).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore, StoredSession, StoredUser } from '../store/accounts.js';

export const SESSION_COOKIE = 'trigon_session';
export const SESSION_MS = 30 * 86_400_000;
/** How stale an expiry may get before a request moves it. */
const EXTEND_AFTER_MS = 86_400_000;

export interface SignedIn {
  readonly user: StoredUser;
  readonly session: StoredSession;
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function setCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MS / 1000,
    secure: request.protocol === 'https',
  });
}

export function clearCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Starts a session for `user` and sets its cookie; null, with no session nor cookie, when the
 * user no longer has the password hash read with it (changed or deleted since).
 */
export async function startSession(
  accounts: AccountStore,
  user: StoredUser,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredSession | null> {
  const id = randomToken();
  const session: StoredSession = {
    idHash: hashSessionId(id),
    userId: user.id,
    csrf: randomToken(),
    expiresAt: Date.now() + SESSION_MS,
  };
  if (!(await accounts.createSession(session, user.passwordHash))) return null;
  setCookie(request, reply, id);
  return session;
}

/**
 * The session the request's cookie names, if it is one and has not expired; its expiry moved
 * on when it is a day old. `stale`: a cookie came that names no live session (forged, expired,
 * ended), and is cleared.
 */
export async function readSession(
  accounts: AccountStore,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ signedIn: SignedIn | null; stale: boolean }> {
  const id = request.cookies[SESSION_COOKIE];
  if (id === undefined) return { signedIn: null, stale: false };
  const now = Date.now();
  const found = id.length <= 100 ? await accounts.session(hashSessionId(id), now) : undefined;
  if (!found) {
    clearCookie(reply);
    return { signedIn: null, stale: true };
  }
  if (found.session.expiresAt - now < SESSION_MS - EXTEND_AFTER_MS) {
    await accounts.extendSession(found.session.idHash, now + SESSION_MS);
    setCookie(request, reply, id);
  }
  return { signedIn: found, stale: false };
}

/** Whether `given` is the session's CSRF token, compared in constant time. */
export function csrfMatches(session: StoredSession, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(session.csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}
