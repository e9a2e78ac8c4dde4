/**
 * The page's view of who is signed in: the CSRF token on every state-changing request, and a
 * session the server ended elsewhere said once to the player who believed they were signed in.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
}

let calls: Call[];
let sessionAnswers: unknown[];

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status });
}

beforeEach(() => {
  vi.resetModules();
  calls = [];
  sessionAnswers = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, headers: (init.headers ?? {}) as Record<string, string> });
    // An answer may be a promise, so that a test decides when it arrives.
    if (path === '/api/session')
      return Promise.resolve(sessionAnswers.shift()).then((answer) => json(200, answer));
    if (path === '/api/signin')
      return Promise.resolve(json(200, { name: 'Ada', created: 1, csrf: 'token-1' }));
    if (path === '/api/signout') return Promise.resolve(json(204, null));
    if (path === '/api/me/password')
      return Promise.resolve(
        json(401, { code: 'signed-out', error: 'your session has ended; sign in again' }),
      );
    return Promise.resolve(json(404, { code: 'not-found', error: 'no such thing' }));
  });
});
afterEach(() => vi.unstubAllGlobals());

it('sends no token before sign-in, and the session\u2019s token after it', async () => {
  const session = await import('./session.js');
  sessionAnswers.push({ account: null, ended: false });
  expect(await session.csrfHeaders()).toEqual({ 'content-type': 'application/json' });
  await session.signIn('Ada', 'correct horse');
  expect(session.signedIn().me?.name).toBe('Ada');
  expect(await session.csrfHeaders()).toEqual({
    'content-type': 'application/json',
    'x-csrf-token': 'token-1',
  });
  await session.signOut();
  expect(calls.at(-1)).toMatchObject({
    method: 'POST',
    path: '/api/signout',
    headers: { 'x-csrf-token': 'token-1' },
  });
  expect(session.signedIn()).toEqual({ me: null });
});

it('claims JSON only for a request with a body (the server refuses empty JSON)', async () => {
  const session = await import('./session.js');
  sessionAnswers.push({ account: null, ended: false });
  await session.signIn('Ada', 'correct horse');
  expect(calls.at(-1)?.headers['content-type']).toBe('application/json');
  await session.signOut();
  expect(calls.at(-1)?.path).toBe('/api/signout');
  expect(calls.at(-1)?.headers).toEqual({ 'x-csrf-token': 'token-1' });
  expect(await session.csrfHeaders(false)).toEqual({});
});

it('ignores an answer about the session that arrives after a newer sign-in', async () => {
  const session = await import('./session.js');
  sessionAnswers.push({ account: null, ended: false });
  await session.loadMe();
  let answerOld: (answer: unknown) => void = () => {};
  sessionAnswers.push(new Promise((resolve) => (answerOld = resolve)));
  const old = session.loadMe(true);
  await session.signIn('Ada', 'correct horse');
  answerOld({ account: null, ended: false });
  expect(await old).toMatchObject({ name: 'Ada' });
  expect(session.signedIn()).toEqual({ me: { name: 'Ada', created: 1, csrf: 'token-1' } });
});

it('ignores an older question answered after a newer one', async () => {
  const session = await import('./session.js');
  let answerOld: (answer: unknown) => void = () => {};
  sessionAnswers.push(new Promise((resolve) => (answerOld = resolve)));
  sessionAnswers.push({ account: { name: 'Ada', created: 1, csrf: 't' }, ended: false });
  const old = session.loadMe();
  await session.loadMe(true);
  answerOld({ account: null, ended: false });
  await old;
  expect(session.signedIn().me?.name).toBe('Ada');
});

it('stops saying the session ended once the player dismisses it', async () => {
  const session = await import('./session.js');
  sessionAnswers.push({ account: null, ended: true });
  await session.loadMe();
  expect(session.signedIn()).toEqual({ me: null, ended: session.SESSION_ENDED });
  session.dismissEnded();
  expect(session.signedIn()).toEqual({ me: null });
});

it('says the session ended when the server ends one the page believed in, and not to a visitor', async () => {
  const session = await import('./session.js');
  sessionAnswers.push({ account: null, ended: false });
  await session.loadMe();
  expect(session.signedIn()).toEqual({ me: null });

  sessionAnswers.push({ account: { name: 'Ada', created: 1, csrf: 't' }, ended: false });
  await session.loadMe(true);
  sessionAnswers.push({ account: null, ended: false });
  await session.loadMe(true);
  expect(session.signedIn()).toEqual({ me: null, ended: session.SESSION_ENDED });
});

it('turns signed out with the reason when a request finds its session over', async () => {
  const session = await import('./session.js');
  sessionAnswers.push({ account: { name: 'Ada', created: 1, csrf: 't' }, ended: false });
  await session.loadMe();
  await expect(session.changePassword('old password', 'new password')).rejects.toThrow(
    'your session has ended; sign in again',
  );
  expect(session.signedIn()).toEqual({ me: null, ended: session.SESSION_ENDED });
});

it('counts nobody signed in when there is no server to ask', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const session = await import('./session.js');
  expect(await session.loadMe()).toBeNull();
  expect(session.signedIn()).toEqual({ me: null });
});
