/**
 * A page that believes it is signed in while its session has ended elsewhere (signed out on
 * another device, there with a copy of the cookie): creating a game is refused rather than done
 * anonymously, and the page turns signed out, says why, and offers to sign in.
 */
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CSRF_HEADER, type GameSummary } from '@trigon/protocol';
import { SESSION_ENDED, SESSION_ENDED_REFUSED } from '../src/account/session.js';
import { MANY_SIGNUPS, signUpByApi } from './accounts.js';
import { onlineFile } from './online-file.js';

const online = onlineFile(MANY_SIGNUPS);

const menu = (page: Page) => page.locator('.account-menu');

async function newContext(): Promise<BrowserContext> {
  return (await online.browser.get()).newContext({ viewport: { width: 1280, height: 900 } });
}

it('a game asked for with the cookie of a session ended elsewhere is refused, and the page says to sign in again', async () => {
  const base = online.server.baseUrl;
  const context = await newContext();
  const elsewhere = await newContext();
  const errors: string[] = [];
  try {
    const me = await signUpByApi(context, base, 'Ended_1');
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/#/new/trigonal?mode=online`);
    await expect
      .poll(() => menu(page).locator('a.account-name').textContent(), { timeout: 10_000 })
      .toBe('Ended_1');

    // Another device with the same cookie signs out: the session ends on the server, and this
    // browser keeps its cookie.
    await elsewhere.addCookies(await context.cookies());
    const out = await elsewhere.request.post(`${base}/api/signout`, {
      headers: { origin: base, [CSRF_HEADER]: me.csrf },
    });
    expect(out.status()).toBe(204);
    expect((await context.cookies()).map((c) => c.name)).toContain('trigon_session');

    await page.getByRole('button', { name: 'Start' }).click();
    const alert = page.locator('main p.error[role="alert"]');
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toBe(`The server cannot create the game: ${SESSION_ENDED_REFUSED} Sign in`);
    // The form's refusal and the page's banner both offer to sign in; the header shows signed out.
    await alert.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.locator('.session-ended span').textContent()).toBe(SESSION_ENDED);
    await menu(page).getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/#\/new\/trigonal/);
    // The refusal cleared the cookie: asked again, the game is made, for an anonymous player.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('trigon_session');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
    const id = /#\/online\/([\w-]+)$/.exec(page.url())![1]!;
    const summary = (await (
      await context.request.get(`${base}/api/games/${id}`)
    ).json()) as GameSummary;
    expect(summary.accounts).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await elsewhere.close();
  }
});
