/**
 * Known devices: a browser that has signed in to an account carries a cookie that says so, and
 * its password tries are counted apart from everyone else's (OWASP's "device cookies"). Without
 * it, anyone could lock an owner out of their account by trying wrong passwords for its name:
 * the tries for one name from anywhere share one budget, and the owner's would be refused too.
 *
 * An entry is `<user id>.<nonce>.<HMAC-SHA256 of both, keyed with the account's password hash>`:
 * the hash never leaves the server, so an entry cannot be forged, needs no table (every process
 * can check it), and changing the password voids the account's entries. One cookie keeps the
 * entries of the last few accounts signed in on the browser.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredUser } from '../store/accounts.js';

export const DEVICE_COOKIE = 'trigon_device';
/** How long a browser stays known without signing in again. */
const DEVICE_SECONDS = 365 * 86_400;
/** Accounts a browser remembers, the last signed in first. */
const MAX_ENTRIES = 5;
/** Longer than five entries can be: a cookie this long is someone's invention, not ours. */
const MAX_COOKIE = 600;
const ENTRY = /^([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function mac(user: StoredUser, nonce: string): string {
  return createHmac('sha256', user.passwordHash).update(`${user.id}.${nonce}`).digest('base64url');
}

function entries(request: FastifyRequest): string[] {
  const value = request.cookies[DEVICE_COOKIE];
  if (value === undefined || value.length > MAX_COOKIE) return [];
  return value.split('~').filter((entry) => ENTRY.test(entry));
}

/**
 * The request's device id for `user` (its nonce) when its cookie holds an entry for the user
 * that this server made for the password the user has now; otherwise undefined.
 */
export function knownDevice(request: FastifyRequest, user: StoredUser): string | undefined {
  for (const entry of entries(request)) {
    const [, id, nonce, given] = ENTRY.exec(entry)!;
    if (id !== user.id) continue;
    const expected = Buffer.from(mac(user, nonce!));
    const actual = Buffer.from(given!);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return nonce;
  }
  return undefined;
}

/**
 * Marks the browser as one that signed in to `user`: its entry first (kept under the same
 * nonce if it had a valid one), the other accounts' entries after it, at most MAX_ENTRIES.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  user: StoredUser,
): void {
  const nonce = knownDevice(request, user) ?? randomBytes(16).toString('base64url');
  const others = entries(request).filter((entry) => !entry.startsWith(`${user.id}.`));
  const value = [`${user.id}.${nonce}.${mac(user, nonce)}`, ...others]
    .slice(0, MAX_ENTRIES)
    .join('~');
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    // Only the password checks read it.
    path: '/api/',
    maxAge: DEVICE_SECONDS,
    secure: request.protocol === 'https',
  });
}
