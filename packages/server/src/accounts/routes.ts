/**
 * The accounts' HTTP API: sign up, sign in and out, who is signed in, change the password,
 * delete the account; and, for every request, who its session cookie signs in and the CSRF
 * checks of state-changing requests. packages/server/README.md documents each route.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_HEADER,
  changePasswordSchema,
  credentialsSchema,
  deleteAccountSchema,
  passwordProblem,
  userNameProblem,
  type Me,
  type SessionAnswer,
  type ServerErrorCode,
} from '@trigon/protocol';
import { limitKey } from '../http/address.js';
import { sameOrigin } from '../http/origin.js';
import type { Budget, Budgets } from '../http/budgets.js';
import type { RateSpec } from '../http/limits.js';
import {
  nameKey,
  type AccountStore,
  type StoredSession,
  type StoredUser,
} from '../store/accounts.js';
import { knownDevice, rememberDevice } from './devices.js';
import { checkNoPassword, checkPassword, hashPassword } from './passwords.js';
import { clearCookie, csrfMatches, readSession, startSession, type SignedIn } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the session cookie signs in, or null (no cookie, or one that names no live session). */
    account: SignedIn | null;
    /**
     * The request's session has ended (signed out, expired): its cookie names no live session,
     * or it came without a cookie but with a session's CSRF token.
     */
    sessionEnded: boolean;
  }
}

/**
 * Why a request that needs an account has none, for its 401 `signed-out`: a session that ended
 * is told apart from no session at all, so that the page can say "sign in again".
 */
export function signedOutMessage(request: FastifyRequest): string {
  return request.sessionEnded
    ? 'your session has ended (signed out, expired or not valid); sign in again'
    : 'not signed in';
}

/** How often accounts may be tried and made; packages/server/README.md gives the defaults. */
export interface AccountLimits {
  /** Sign-ins (and password checks) from one address. */
  readonly signIns: RateSpec;
  /** Sign-ins (and password checks) for one user name, from anywhere. */
  readonly signInsPerAccount: RateSpec;
  /** Accounts made from one address. */
  readonly signUps: RateSpec;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  signIns: { perMinute: 10, burst: 20 },
  signInsPerAccount: { perMinute: 5, burst: 10 },
  signUps: { perMinute: 2, burst: 5 },
};

export type Refuse = (
  reply: FastifyReply,
  status: number,
  code: ServerErrorCode,
  error: string,
) => FastifyReply;

type Malformed = (
  reply: FastifyReply,
  error: { issues: { path: PropertyKey[]; message: string }[] },
) => FastifyReply;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Requests that a password authorises, not the cookie: no CSRF token yet to send. */
const BY_PASSWORD = new Set(['/api/signup', '/api/signin']);
/**
 * What a browser whose session has ended may still ask with its dead cookie: to sign in again
 * (or up), or out (its page believed it was signed in; the cookie goes all the same).
 */
const AFTER_SESSION = new Set([...BY_PASSWORD, '/api/signout']);

/** Whether `origin` is this server's own, as the request names it (Host, or a trusted proxy's). */
function ownOrigin(request: FastifyRequest, origin: string): boolean {
  return sameOrigin(origin, request.host);
}

function me(user: StoredUser, session: StoredSession): Me {
  return { name: user.name, created: user.createdAt, csrf: session.csrf };
}

export function accountRoutes(
  app: FastifyInstance,
  accounts: AccountStore,
  limits: AccountLimits,
  budgets: Budgets,
  refuse: Refuse,
  malformed: Malformed,
  /** What else goes with a deleted account, once it is gone (its rated seeks). */
  deleted: (userId: string) => Promise<void>,
): void {
  const signIns = budgets.budget('sign-ins', limits.signIns);
  const signInsPerAccount = budgets.budget('sign-ins-per-account', limits.signInsPerAccount);
  const signUps = budgets.budget('sign-ups', limits.signUps);

  /** Counts an action of `key`; false, and the request refused with `what`, when over `budget`. */
  const mayAct = async (reply: FastifyReply, budget: Budget, key: string, what: string) => {
    const wait = await budget.take(key);
    if (wait === 0) return true;
    reply.header('retry-after', String(wait));
    refuse(reply, 429, 'rate-limit', `${what}; try again in ${wait} s`);
    return false;
  };
  /** Counts a password check from the request's address. */
  const addressMayTry = (request: FastifyRequest, reply: FastifyReply) =>
    mayAct(reply, signIns, limitKey(request.ip), 'too many sign-ins from this address');
  /** Counts a password check in the budget `key`: an account's name, a known device of it, or a session. */
  const budgetMayTry = (reply: FastifyReply, key: string, what: string) =>
    mayAct(reply, signInsPerAccount, key, what);
  /**
   * A signed-in account's password check: from its address, and in its session's budget (it is
   * a known browser already).
   */
  const sessionMayTry = async (request: FastifyRequest, reply: FastifyReply, account: SignedIn) =>
    (await addressMayTry(request, reply)) &&
    budgetMayTry(
      reply,
      `session:${account.session.idHash}`,
      'too many password tries in this session',
    );
  /**
   * A sign-in or sign-up made in a browser already signed in replaces its cookie: the session the
   * old cookie named ends as a sign-out ends it, or a copy of that cookie (taken from the browser
   * before) would sign in until it expired. Only once the new session is made: a refused sign-in
   * leaves the browser signed in as it was.
   */
  const endReplaced = async (request: FastifyRequest) => {
    if (request.account) await accounts.endSession(request.account.session.idHash);
  };
  const signedOut = (request: FastifyRequest, reply: FastifyReply) =>
    refuse(reply, 401, 'signed-out', signedOutMessage(request));

  app.decorateRequest('account', null);
  app.decorateRequest('sessionEnded', false);
  app.addHook('onRequest', async (request, reply) => {
    // The route's own path, not the request's: the router decodes percent-escapes, so that
    // `/%61pi/games` reaches `/api/games`, and the checks must hold there too. A path no route
    // takes has none.
    const path = request.routeOptions.url ?? request.url.split('?')[0]!;
    if (!path.startsWith('/api/')) return;
    const read = await readSession(accounts, request, reply);
    request.account = read.signedIn;
    // The web app sends the session's CSRF token only while it believes it is signed in: with no
    // cookie at all, the session ended where the browser dropped its cookie (whose lifetime is
    // the session's), and the page must be told as for a dead cookie.
    request.sessionEnded =
      read.stale || (read.signedIn === null && request.headers[CSRF_HEADER] !== undefined);
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !ownOrigin(request, origin))
      return refuse(reply, 403, 'cross-site', `requests from ${origin} are not accepted here`);
    // A cookie of a session that has ended (signed out or a password changed on another device,
    // expired) comes from a page that believes it is signed in: served as an anonymous player's,
    // its game or seat would never be the account's, and nobody would say so. It is refused, its
    // cookie cleared (readSession), so that the page can say "sign in again" and the next request
    // is plainly anonymous. A read stays anonymous: nothing is done in anyone's name. The CSRF
    // check below is for live sessions only, so the two never both apply.
    if (request.sessionEnded && !AFTER_SESSION.has(path)) return signedOut(request, reply);
    if (
      request.account &&
      !BY_PASSWORD.has(path) &&
      !csrfMatches(request.account.session, request.headers[CSRF_HEADER])
    )
      return refuse(
        reply,
        403,
        'csrf',
        `a request signed in by the session cookie needs the session's token in ${CSRF_HEADER} (GET /api/me gives it)`,
      );
  });

  app.post('/api/signup', async (request, reply) => {
    const body = credentialsSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    const { name, password } = body.data;
    const badName = userNameProblem(name);
    if (badName) return refuse(reply, 400, 'bad-name', badName);
    const badPassword = passwordProblem(password);
    if (badPassword) return refuse(reply, 400, 'bad-password', badPassword);
    const taken = () => refuse(reply, 409, 'name-taken', `the user name ${name} is taken`);
    if (await accounts.userByName(name)) return taken();
    // The budget counts accounts made: a sign-up refused above uses none, and it is taken
    // before the password's costly hash.
    const address = limitKey(request.ip);
    if (!(await mayAct(reply, signUps, address, 'too many accounts made from this address')))
      return reply;
    const user: StoredUser = {
      id: randomBytes(12).toString('base64url'),
      name,
      passwordHash: await hashPassword(password),
      createdAt: Date.now(),
    };
    // Two sign-ups of one name at once: the unique key lets one in.
    if (!(await accounts.createUser(user))) {
      await signUps.giveBack(address);
      return taken();
    }
    const session = await startSession(accounts, user, request, reply);
    // Only a request of this account's session can change or delete it, and it has none yet.
    if (!session) throw new Error('a new account lost its password before its first session');
    await endReplaced(request);
    rememberDevice(request, reply, user);
    return reply.code(201).send(me(user, session));
  });

  app.post('/api/signin', async (request, reply) => {
    const body = credentialsSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    const { name, password } = body.data;
    if (!(await addressMayTry(request, reply))) return reply;
    // A name no account can have is looked up nowhere (PostgreSQL refuses a NUL in a string).
    const user = userNameProblem(name) ? undefined : await accounts.userByName(name);
    const device = user ? knownDevice(request, user) : undefined;
    const budget = await (device === undefined
      ? budgetMayTry(reply, `name:${nameKey(name)}`, 'too many sign-ins for this user name')
      : budgetMayTry(
          reply,
          `device:${device}`,
          'too many sign-ins for this user name from this browser',
        ));
    if (!budget) return reply;
    const right = user
      ? await checkPassword(user.passwordHash, password)
      : await checkNoPassword(password);
    const wrong = () => refuse(reply, 401, 'wrong-password', 'wrong user name or password');
    if (!user || !right) return wrong();
    // The password may have changed (or the account gone) while it was checked: then it is
    // wrong now, and a session made on it would outlive the change.
    const session = await startSession(accounts, user, request, reply);
    if (!session) return wrong();
    await endReplaced(request);
    rememberDevice(request, reply, user);
    return me(user, session);
  });

  app.post('/api/signout', async (request, reply) => {
    if (request.account) await accounts.endSession(request.account.session.idHash);
    clearCookie(reply);
    return reply.code(204).send();
  });

  app.get('/api/me', async (request, reply) => {
    if (!request.account) return signedOut(request, reply);
    return me(request.account.user, request.account.session);
  });

  app.get('/api/session', async (request): Promise<SessionAnswer> => ({
    account: request.account ? me(request.account.user, request.account.session) : null,
    ended: request.sessionEnded,
  }));

  app.post('/api/me/password', async (request, reply) => {
    const account = request.account;
    if (!account) return signedOut(request, reply);
    const body = changePasswordSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    if (!(await sessionMayTry(request, reply, account))) return reply;
    if (!(await checkPassword(account.user.passwordHash, body.data.current)))
      return refuse(reply, 401, 'wrong-password', 'the current password is wrong');
    const bad = passwordProblem(body.data.password);
    if (bad) return refuse(reply, 400, 'bad-password', bad);
    const hash = await hashPassword(body.data.password);
    await accounts.setPassword(account.user.id, hash, account.session.idHash);
    // The new password voids the account's device entries; this browser has just proved it.
    rememberDevice(request, reply, { ...account.user, passwordHash: hash });
    return reply.code(204).send();
  });

  app.delete('/api/me', async (request, reply) => {
    const account = request.account;
    if (!account) return signedOut(request, reply);
    const body = deleteAccountSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    if (!(await sessionMayTry(request, reply, account))) return reply;
    if (!(await checkPassword(account.user.passwordHash, body.data.password)))
      return refuse(reply, 401, 'wrong-password', 'the password is wrong');
    await accounts.deleteUser(account.user.id);
    await deleted(account.user.id);
    clearCookie(reply);
    return reply.code(204).send();
  });
}
