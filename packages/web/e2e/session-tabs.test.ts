/**
 * Two tabs of one browser share the session cookie: a sign-in or sign-out in one shows in the
 * other, whose requests then go as the player now signed in; and a request sent after the cookie
 * changed under a page (a sign-in the page was not told of) says so in words, and the page
 * catches up.
 */
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameSummary } from '@trigon/protocol';
import { SESSION_CHANGED, SESSION_ENDED } from '../src/account/session.js';
import { MANY_SIGNUPS, signInByApi, signUpByApi, TEST_PASSWORD } from './accounts.js';
import { onlineFile } from './online-file.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });

const menu = (page: Page) => page.locator('.account-menu');
/** The name the header's menu shows as signed in ('' for none), without waiting for one. */
const signedInName = (page: Page) =>
  menu(page)
    .locator('a.account-name')
    .allTextContents()
    .then((names) => names.join());

async function newContext(): Promise<BrowserContext> {
  return (await online.browser.get()).newContext({ viewport: { width: 1280, height: 900 } });
}

/** Starts a casual online game on the page's new-game form and answers its id. */
async function startGame(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
  return /#\/online\/([\w-]+)$/.exec(page.url())![1]!;
}

/** The name of the account holding the game's first seat, as the server says. */
async function creator(context: BrowserContext, id: string): Promise<string | undefined> {
  const response = await context.request.get(`${online.server.baseUrl}/api/games/${id}`);
  const summary = (await response.json()) as GameSummary;
  return summary.accounts?.[0]?.name;
}

it('a sign-in and a sign-out in one tab show in the other tabs of the browser', async () => {
  const base = online.server.baseUrl;
  const maker = await newContext();
  const context = await newContext();
  const errors: string[] = [];
  try {
    await signUpByApi(maker, base, 'Tabbed');
    const form = await context.newPage();
    const other = await context.newPage();
    for (const page of [form, other]) page.on('pageerror', (e) => errors.push(e.message));
    await form.goto(`${base}/#/new/trigonal?mode=online`);
    await menu(form).getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 10_000 });

    // Signed in in the other tab, through its form.
    await other.goto(`${base}/#/signin`);
    await other.locator('form.account-form input[name="name"]').fill('Tabbed');
    await other.locator('form.account-form input[name="password"]').fill(TEST_PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => signedInName(form), { timeout: 10_000 }).toBe('Tabbed');
    expect(await form.locator('input[name="rated"][value="rated"]').isEnabled()).toBe(true);
    const id = await startGame(form);
    expect(await creator(context, id)).toBe('Tabbed');

    // Signed out in the other tab: this one says the session ended, and offers to sign in.
    await menu(other).getByRole('button', { name: 'Sign out' }).click();
    await menu(form).getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
    expect(await form.locator('.session-ended span').textContent()).toBe(SESSION_ENDED);
    expect(errors).toEqual([]);
  } finally {
    await maker.close();
    await context.close();
  }
});

it('a request sent after the cookie changed under the page says why it was refused', async () => {
  const base = online.server.baseUrl;
  const maker = await newContext();
  const context = await newContext();
  try {
    await signUpByApi(maker, base, 'Unaware');
    const page = await context.newPage();
    await page.goto(`${base}/#/new/trigonal?mode=online`);
    await menu(page).getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
    // Signed in without the app (no tab is told): the page still believes nobody is.
    await signInByApi(context, base, 'Unaware');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect
      .poll(() => page.locator('main [role="alert"]').allTextContents(), { timeout: 10_000 })
      .toEqual([`The server cannot create the game: ${SESSION_CHANGED}`]);
    await expect.poll(() => signedInName(page), { timeout: 10_000 }).toBe('Unaware');
    // Asked again, the game is made, the seat the account's.
    const id = await startGame(page);
    expect(await creator(context, id)).toBe('Unaware');
  } finally {
    await maker.close();
    await context.close();
  }
});

it('a sign-out in another tab takes the seats’ tokens out of the player’s own page', async () => {
  const base = online.server.baseUrl;
  const context = await newContext();
  try {
    await signUpByApi(context, base, 'Own_Page');
    const form = await context.newPage();
    await form.goto(`${base}/#/new/trigonal?mode=online`);
    const id = await startGame(form);
    const mine = await context.newPage();
    await mine.goto(`${base}/#/@/Own_Page`);
    const link = mine.locator(`li[data-id="${id}"] a.player-game-link`);
    await expect
      .poll(() => link.getAttribute('href'), { timeout: 10_000 })
      .toMatch(new RegExp(`^#/online/${id}/.+`));

    await form.goto(`${base}/#/`);
    await menu(form).getByRole('button', { name: 'Sign out' }).click();
    await menu(mine).getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => link.getAttribute('href'), { timeout: 10_000 }).toBe(`#/online/${id}`);
  } finally {
    await context.close();
  }
});

it('a game page playing the account’s seat watches the game once the account signs out', async () => {
  const base = online.server.baseUrl;
  const context = await newContext();
  try {
    await signUpByApi(context, base, 'Left_Open');
    const game = await context.newPage();
    await game.goto(`${base}/#/new/trigonal?mode=online`);
    await startGame(game);
    const mode = () => game.locator('.panel-head .mode').textContent();
    await expect.poll(mode, { timeout: 10_000 }).toMatch(/^You play White/);

    const other = await context.newPage();
    await other.goto(`${base}/#/`);
    await menu(other).getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(mode, { timeout: 10_000 }).toMatch(/^You are watching/);
  } finally {
    await context.close();
  }
});
