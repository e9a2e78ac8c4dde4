/**
 * Accounts for the online end-to-end tests, made through the server's HTTP API in a browser
 * context (its `request` shares the context's cookies, so the context's pages are signed in).
 * The tests that are about the sign-up and sign-in pages use the pages instead.
 */
import type { BrowserContext } from 'playwright-core';
import { CSRF_HEADER, type Me } from '@trigon/protocol';

/** A password every test account may have: long enough for the server's rules. */
export const TEST_PASSWORD = 'correct horse battery';

/** The variables a test server needs so that a test's sign-ups are not refused as a flood. */
export const MANY_SIGNUPS: Record<string, string> = {
  SIGNUPS_PER_MINUTE: '1000',
  SIGNUPS_BURST: '1000',
};

/** Signs `name` up in `context` (which is then signed in) and answers the account. */
export async function signUpByApi(
  context: BrowserContext,
  baseUrl: string,
  name: string,
  password = TEST_PASSWORD,
): Promise<Me> {
  const response = await context.request.post(`${baseUrl}/api/signup`, {
    data: { name, password },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-up of ${name}: ${await response.text()}`);
  return (await response.json()) as Me;
}

/** Signs `name` in in `context` and answers the account (its CSRF token for later requests). */
export async function signInByApi(
  context: BrowserContext,
  baseUrl: string,
  name: string,
  password = TEST_PASSWORD,
): Promise<Me> {
  const response = await context.request.post(`${baseUrl}/api/signin`, {
    data: { name, password },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in of ${name}: ${await response.text()}`);
  return (await response.json()) as Me;
}

/**
 * A state-changing request of the signed-in `me` in `context` (its CSRF token and Origin), with
 * the answer's JSON; a refusal throws with the server's words.
 */
export async function postAs<T>(
  context: BrowserContext,
  baseUrl: string,
  me: Me,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await context.request.post(`${baseUrl}${path}`, {
    data,
    headers: { origin: baseUrl, [CSRF_HEADER]: me.csrf },
  });
  if (!response.ok()) throw new Error(`POST ${path}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
