/**
 * Who is signed in on this page, as the server says (packages/server/README.md, "Accounts"):
 * asked once at load and after every change, shared by every part of the page through `useMe`.
 * The session itself is an httpOnly cookie the page never sees; what it keeps is the player's
 * name and the session's CSRF token, which every state-changing request must carry.
 */
import { useEffect, useState } from 'preact/hooks';
import { CSRF_HEADER, type ErrorAnswer, type Me, type SessionAnswer } from '@trigon/protocol';
import { jsonBody, request } from '../app/request.js';

export interface SignedInState {
  /** undefined until the server has answered; null when nobody is signed in. */
  readonly me: Me | null | undefined;
  /**
   * Why the page's player is no longer signed in, when the server ended the session itself
   * (signed out on another device, a password changed elsewhere, expired): said once, to them.
   */
  readonly ended?: string;
}

export const SESSION_ENDED =
  'Your session has ended (signed out elsewhere, or expired): sign in again.';

/**
 * A state-changing request refused because its cookie's session has ended (`signed-out`): the
 * server did nothing, cleared the cookie, and would do it for an anonymous player if asked again.
 */
export const SESSION_ENDED_REFUSED =
  'your session has ended (signed out elsewhere, or expired), so nothing was done: sign in again, or try again to play without an account.';

/**
 * A request refused because the page's CSRF token is not its cookie's session's: the cookie
 * changed under the page, which only a sign-in or sign-out in another tab of this browser does.
 */
export const SESSION_CHANGED =
  'you signed in or out in another tab, so nothing was done: this page now shows who is signed in; try again';

let state: SignedInState = { me: undefined };
let asking: Promise<Me | null> | undefined;
/**
 * Bumped by every change of who is signed in and by every question to the server, so that an
 * answer to an older question (asked before a sign-in, say) does not undo what came after it.
 */
let version = 0;
const listeners = new Set<(state: SignedInState) => void>();

function publish(next: SignedInState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

function set(next: SignedInState): void {
  version++;
  publish(next);
}

export function signedIn(): SignedInState {
  return state;
}

/**
 * Asks the server who is signed in (once, unless `fresh`): the answer is shared by every caller
 * and every `useMe`. A cookie the server no longer honours turns the page signed out, with
 * `ended` set when the page believed it was signed in.
 */
export function loadMe(fresh = false): Promise<Me | null> {
  if (asking && !fresh) return asking;
  const before = state.me;
  const asked = ++version;
  // A newer question or change came first: this answer is out of date, and what came after stands.
  const current = () => state.me ?? null;
  asking = fetch('/api/session', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const answer = (await response.json()) as SessionAnswer;
      if (asked !== version) return current();
      if (answer.account) set({ me: answer.account });
      else set(answer.ended || before ? { me: null, ended: SESSION_ENDED } : { me: null });
      return answer.account;
    })
    .catch(() => {
      if (asked !== version) return current();
      // No server (a page served without one): nobody is signed in, and the page says nothing.
      set({ me: null });
      return null;
    });
  return asking;
}

/**
 * The tabs of this browser share the session cookie: a sign-in, sign-out or deletion in one is
 * told to the others, which ask the server who is signed in now (else they would go on showing
 * the old player, and send that session's CSRF token with the new cookie).
 */
const tabs =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('trigon.session');
if (tabs) tabs.onmessage = () => void loadMe(true);

function tellOtherTabs(): void {
  tabs?.postMessage('changed');
}

/**
 * The cookie changed under the page (a refusal with code `csrf`): asks who is signed in now and
 * answers the words that say so, for the refused request's error.
 */
export function sessionChanged(): string {
  void loadMe(true);
  return SESSION_CHANGED;
}

/** A refusal of the server because the session the page believed in has ended. */
export class SessionEndedError extends Error {}

/**
 * The server refused a request as `signed-out`: the page turns signed out and says the session
 * ended (the header and the banner of SessionEnded), and the error says so for the request.
 */
export function sessionEnded(): SessionEndedError {
  set({ me: null, ended: SESSION_ENDED });
  return new SessionEndedError(SESSION_ENDED_REFUSED);
}

/** The player has read that their session ended: it is no longer said. */
export function dismissEnded(): void {
  publish({ me: state.me });
}

/** The state, kept up to date; the first caller asks the server. */
export function useMe(): SignedInState {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    listeners.add(setCurrent);
    setCurrent(state);
    if (state.me === undefined) void loadMe();
    return () => void listeners.delete(setCurrent);
  }, []);
  return current;
}

/**
 * The headers of a state-changing request: the CSRF token when someone is signed in (the server
 * refuses a request its cookie authorises without it), and JSON's content type when `json`: a
 * request without a body must not claim one (the server answers 400 to empty JSON).
 */
export async function csrfHeaders(json = true): Promise<Record<string, string>> {
  const me = state.me === undefined ? await loadMe() : state.me;
  const headers: Record<string, string> = json ? { 'content-type': 'application/json' } : {};
  if (me) headers[CSRF_HEADER] = me.csrf;
  return headers;
}

/** The body of a successful answer; a refusal throws with the server's sentence. */
async function answer<T>(response: Response): Promise<T> {
  const json = await jsonBody(response);
  if (!response.ok) {
    const refused = json as Partial<ErrorAnswer> | null;
    // The cookie named a session that is over: the page is signed out, and says why.
    if (refused?.code === 'signed-out') set({ me: null, ended: SESSION_ENDED });
    if (refused?.code === 'csrf') throw new Error(sessionChanged());
    throw new Error(refused?.error ?? `the server answered ${response.status}`);
  }
  return json as T;
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await request(path, {
    method,
    credentials: 'same-origin',
    headers: await csrfHeaders(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer<T>(response);
}

export async function signUp(name: string, password: string): Promise<Me> {
  const me = await send<Me>('POST', '/api/signup', { name, password });
  set({ me });
  tellOtherTabs();
  return me;
}

export async function signIn(name: string, password: string): Promise<Me> {
  const me = await send<Me>('POST', '/api/signin', { name, password });
  set({ me });
  tellOtherTabs();
  return me;
}

/**
 * `forget`: what this browser must forget of the account once the session is over, done before
 * this page and the others hear of it (so that they find it gone).
 */
export async function signOut(forget?: () => void): Promise<void> {
  await send<null>('POST', '/api/signout');
  forget?.();
  set({ me: null });
  tellOtherTabs();
}

/** Ends every other session of the account; this one stays. */
export async function changePassword(current: string, password: string): Promise<void> {
  await send<null>('POST', '/api/me/password', { current, password });
}

/** The account goes; its finished games stay, under a neutral name. */
export async function deleteAccount(password: string): Promise<void> {
  await send<null>('DELETE', '/api/me', { password });
  set({ me: null });
  tellOtherTabs();
}
