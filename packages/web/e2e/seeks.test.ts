/**
 * Seeks: a rated game with a rating range made through the new-game form, seen in the lobby
 * with its seeker, rating, speed and range; the lobby's filters, kept in the URL; a join the
 * range refuses; and rated play needing an account.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CreatedGame } from '@trigon/protocol';
import { SESSION_ENDED_REFUSED } from '../src/account/session.js';
import { MANY_SIGNUPS, postAs, signUpByApi, TEST_PASSWORD } from './accounts.js';
import { sharedBrowser } from './browser.js';
import { startGameServer, type GameServer } from './online-server.js';

const browser = sharedBrowser();
let server: GameServer;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  server = await startGameServer({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  server?.stop();
});

async function open(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page };
}

const text = (page: Page, id: string, selector: string) =>
  page.locator(`li[data-game="${id}"] ${selector}`).textContent();

/** Waits until the lobby lists the game `id` (true) or does not (false). */
async function listed(page: Page, id: string, shown: boolean): Promise<void> {
  await expect
    .poll(() => page.locator(`li[data-game="${id}"]`).count(), { timeout: 10_000 })
    .toBe(shown ? 1 : 0);
}

it('a signed-out visitor cannot choose a rated game, and is told to sign in', async () => {
  const { page } = await open();
  await page.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
  const link = page.getByRole('link', { name: 'Sign in to play rated games' });
  await link.waitFor({ timeout: 10_000 });
  expect(await page.locator('input[name="rated"][value="rated"]').isDisabled()).toBe(true);
  expect(await page.locator('input[name="rated"][value="casual"]').isChecked()).toBe(true);
  expect(await page.locator('select[name="range"]').count()).toBe(0);

  // Signed in through the link, the visitor is back on the form, where rated play is open.
  await signUpByApi((await open()).context, server.baseUrl, 'Came_Back');
  await link.click();
  await page.locator('form.account-form input[name="name"]').fill('Came_Back');
  await page.locator('form.account-form input[name="password"]').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/#\/new\/trigonal\?mode=online$/, { timeout: 10_000 });
  await expect
    .poll(() => page.locator('input[name="rated"][value="rated"]').isEnabled(), {
      timeout: 10_000,
    })
    .toBe(true);
});

it('a rated seek with a range is listed with its seeker, and the filters hide and show it', async () => {
  const seeker = await open();
  await signUpByApi(seeker.context, server.baseUrl, 'Seeker');
  const form = seeker.page;
  await form.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
  await form.locator('select[name="clock"]').selectOption('3+2');
  const rated = form.locator('input[name="rated"][value="rated"]');
  await expect.poll(() => rated.isEnabled(), { timeout: 10_000 }).toBe(true);
  await rated.check();
  // A rated game is always in the lobby.
  const lobbyBox = form.locator('input[name="public"]');
  expect(await lobbyBox.isChecked()).toBe(true);
  expect(await lobbyBox.isDisabled()).toBe(true);
  await form.getByText('A rated game is always in the lobby').waitFor();
  await form.locator('select[name="range"]').selectOption('100');
  await form.getByRole('button', { name: 'Start' }).click();
  await form.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
  const id = /#\/online\/([\w-]+)$/.exec(form.url())![1]!;

  // An anonymous casual seek beside it.
  const anonymous = await open();
  const casual = await anonymous.context.request.post(`${server.baseUrl}/api/games`, {
    data: { game: 'trigonal', public: true, clock: { kind: 'none' } },
    headers: { origin: server.baseUrl },
  });
  expect(casual.ok()).toBe(true);
  const casualId = ((await casual.json()) as CreatedGame).id;

  const looker = await open();
  await signUpByApi(looker.context, server.baseUrl, 'Looker');
  const lobby = looker.page;
  await lobby.goto(`${server.baseUrl}/#/lobby`);
  await listed(lobby, id, true);
  expect(await text(lobby, id, '.seeker a')).toBe('Seeker');
  expect(await lobby.locator(`li[data-game="${id}"] .seeker a`).getAttribute('href')).toBe(
    '#/@/Seeker',
  );
  expect(await text(lobby, id, '.seeker')).toBe('Seeker 1500?');
  expect(await text(lobby, id, '.rated')).toBe('Rated');
  expect(await text(lobby, id, '.speed')).toBe('blitz');
  expect(await text(lobby, id, '.range')).toBe('1400–1600');
  expect(await text(lobby, casualId, '.seeker')).toBe('Anonymous');
  expect(await text(lobby, casualId, '.rated')).toBe('Casual');
  expect(await lobby.locator(`li[data-game="${casualId}"] .range`).count()).toBe(0);

  const filters = lobby.locator('form.lobby-filters');
  await filters.locator('select[name="rated"]').selectOption('casual');
  await listed(lobby, id, false);
  await listed(lobby, casualId, true);
  expect(lobby.url()).toContain('rated=false');
  await filters.locator('select[name="rated"]').selectOption('rated');
  await listed(lobby, id, true);
  await listed(lobby, casualId, false);
  await filters.locator('select[name="speed"]').selectOption('bullet');
  await listed(lobby, id, false);
  await filters.locator('select[name="speed"]').selectOption('blitz');
  await listed(lobby, id, true);
  await filters.locator('select[name="game"]').selectOption('sankaku');
  await listed(lobby, id, false);
  await filters.locator('select[name="game"]').selectOption('trigonal');
  await listed(lobby, id, true);

  // The seeker's rating: 1500 is outside 1600-1700, inside 1400-1500, and stays so on reload.
  await filters.locator('input[name="min"]').fill('1600');
  await filters.locator('input[name="max"]').fill('1700');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await listed(lobby, id, false);
  await lobby.reload();
  await listed(lobby, casualId, false);
  await listed(lobby, id, false);
  expect(await filters.locator('input[name="min"]').inputValue()).toBe('1600');
  expect(await filters.locator('select[name="rated"]').inputValue()).toBe('rated');
  await filters.locator('input[name="min"]').fill('1400');
  await filters.locator('input[name="max"]').fill('1500');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await listed(lobby, id, true);
  await lobby.reload();
  await listed(lobby, id, true);
  expect(lobby.url()).toMatch(/of=trigonal&speed=blitz&rated=true&min=1400&max=1500$/);

  // A range that is none says so, and the lobby stays as it was.
  const before = lobby.url();
  await filters.locator('input[name="min"]').fill('1700');
  await filters.locator('input[name="max"]').fill('1600');
  await filters.getByRole('button', { name: 'Filter' }).click();
  expect(await filters.getByRole('alert').textContent()).toContain('must be at most');
  expect(lobby.url()).toBe(before);
  await listed(lobby, id, true);
  expect(errors).toEqual([]);
}, 90_000);

it('a player outside a seek’s rating range is told so, and refused with the server’s words', async () => {
  const seeker = await open();
  const me = await signUpByApi(seeker.context, server.baseUrl, 'HighSeeker');
  const { id } = await postAs<CreatedGame>(seeker.context, server.baseUrl, me, '/api/games', {
    game: 'trigonal',
    clock: { kind: 'none' },
    public: true,
    rated: true,
    ratingRange: { min: 1600, max: 1800 },
  });
  const outsider = await open();
  await signUpByApi(outsider.context, server.baseUrl, 'Outsider');
  const lobby = outsider.page;
  await lobby.goto(`${server.baseUrl}/#/lobby`);
  await listed(lobby, id, true);
  expect(await text(lobby, id, '.range')).toBe('1600–1800');
  // The lobby offers no seat the server would refuse, and says why.
  const entry = lobby.locator(`li[data-game="${id}"]`);
  await expect
    .poll(() => entry.locator('.out-of-range').allTextContents(), { timeout: 10_000 })
    .toEqual(['Your correspondence rating here, 1500 (not rated yet), is outside its range']);
  expect(await entry.getByRole('button').count()).toBe(0);
  // A page that does not know the player's ratings yet offers the seat: the server refuses it.
  const unaware = await outsider.context.newPage();
  await unaware.route(/\/api\/players\//, (route) => route.abort());
  await unaware.goto(`${server.baseUrl}/#/lobby`);
  await unaware
    .locator(`li[data-game="${id}"]`)
    .getByRole('button', { name: 'Play Black' })
    .click();
  const alert = unaware.locator('main.lobby > [role="alert"]');
  await alert.waitFor({ timeout: 10_000 });
  expect(await alert.textContent()).toContain('this seek takes players rated 1600 to 1800');
  expect(unaware.url()).toMatch(/#\/lobby$/);

  expect(errors).toEqual([]);
}, 60_000);

it('a rated game the server refuses to create says why, and stays on the form', async () => {
  const { context, page } = await open();
  await signUpByApi(context, server.baseUrl, 'Expired');
  await page.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
  const rated = page.locator('input[name="rated"][value="rated"]');
  await expect.poll(() => rated.isEnabled(), { timeout: 10_000 }).toBe(true);
  await rated.check();
  // The session goes (as when it expires: the browser drops the cookie) while the form still
  // believes it is signed in; the server says the session ended, and the form offers to sign in.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Start' }).click();
  // The form's refusal (the page's banner, an alert too, says the session ended as well).
  const alert = page.locator('main p.error[role="alert"]');
  await alert.waitFor({ timeout: 10_000 });
  expect(await alert.textContent()).toBe(
    `The server cannot create the game: ${SESSION_ENDED_REFUSED} Sign in`,
  );
  expect(page.url()).toContain('#/new/trigonal');
  expect(errors).toEqual([]);
}, 60_000);

it('a signed-out visitor is asked to sign in for a rated seek, and comes back to the lobby', async () => {
  const seeker = await open();
  const me = await signUpByApi(seeker.context, server.baseUrl, 'Rated_Seeker');
  const { id } = await postAs<CreatedGame>(seeker.context, server.baseUrl, me, '/api/games', {
    game: 'trigonal',
    public: true,
    rated: true,
    clock: { kind: 'none' },
  });
  const visitor = await open();
  await visitor.page.goto(`${server.baseUrl}/#/lobby`);
  const entry = visitor.page.locator(`li[data-game="${id}"]`);
  await entry.waitFor({ timeout: 10_000 });
  expect(await entry.getByRole('button').count()).toBe(0);
  await entry.getByRole('link', { name: 'Sign in to play' }).click();
  await signUpByApi((await open()).context, server.baseUrl, 'Visitor_7');
  await visitor.page.locator('form.account-form input[name="name"]').fill('Visitor_7');
  await visitor.page.locator('form.account-form input[name="password"]').fill(TEST_PASSWORD);
  await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visitor.page.waitForURL(/#\/lobby$/, { timeout: 10_000 });
  await entry.getByRole('button', { name: 'Play Black' }).click();
  await visitor.page.waitForURL(new RegExp(`#/online/${id}$`), { timeout: 10_000 });
  expect(errors).toEqual([]);
});

it('a rated seek’s page asks a signed-out visitor to sign in, and then offers the seat', async () => {
  const seeker = await open();
  const me = await signUpByApi(seeker.context, server.baseUrl, 'Page_Seeker');
  const { id } = await postAs<CreatedGame>(seeker.context, server.baseUrl, me, '/api/games', {
    game: 'trigonal',
    public: true,
    rated: true,
    clock: { kind: 'none' },
  });
  const visitor = await open();
  const page = visitor.page;
  await page.goto(`${server.baseUrl}/#/online/${id}`);
  const signIn = page.locator('.panel').getByRole('link', { name: 'Sign in to play' });
  await signIn.waitFor({ timeout: 10_000 });
  expect(await page.getByRole('button', { name: 'Take a seat' }).count()).toBe(0);
  await signIn.click();
  await signUpByApi((await open()).context, server.baseUrl, 'Page_Visitor');
  await page.locator('form.account-form input[name="name"]').fill('Page_Visitor');
  await page.locator('form.account-form input[name="password"]').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(new RegExp(`#/online/${id}$`), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Take a seat' }).click();
  await expect
    .poll(() => page.locator('.panel-head .mode').textContent(), { timeout: 10_000 })
    .toMatch(/^You play Black/);
  expect(errors).toEqual([]);
});
