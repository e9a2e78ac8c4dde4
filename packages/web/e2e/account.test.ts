/**
 * Accounts through the pages, against the real game server: signing up (and refusals that change
 * nothing), out and in again, a password changed (the other device's session ends), the account
 * deleted (its name free again), and a seat that comes back on another device once signed in.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CreatedGame } from '@trigon/protocol';
import { SESSION_ENDED } from '../src/account/session.js';
import { sharedBrowser } from './browser.js';
import { MANY_SIGNUPS, postAs, signInByApi, signUpByApi, TEST_PASSWORD } from './accounts.js';
import {
  movesPlayed,
  movesShown,
  startGameServer,
  statusIs,
  type GameServer,
} from './online-server.js';
import { clickCell } from './page.js';

const browser = sharedBrowser();
let server: GameServer;
let baseUrl: string;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  server = await startGameServer({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  server?.stop();
});

/** A page in a fresh context (another browser, as far as cookies and storage go). */
async function freshPage(): Promise<Page> {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

const menu = (page: Page) => page.locator('.account-menu');
const alert = (page: Page) => page.locator('main [role="alert"]');

/** Fills the sign-up or sign-in form on the page and sends it. */
async function fill(page: Page, name: string, password: string, confirm = password) {
  await page.locator('form.account-form input[name="name"]').fill(name);
  await page.locator('form.account-form input[name="password"]').fill(password);
  const again = page.locator('form.account-form input[name="confirm"]');
  if ((await again.count()) > 0) await again.fill(confirm);
  const submit = (await again.count()) > 0 ? 'Sign up' : 'Sign in';
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** Whether the server has an account of that name. */
async function exists(page: Page, name: string): Promise<boolean> {
  const response = await page.context().request.get(`${baseUrl}/api/players/${name}`);
  return response.ok();
}

it('signs up through the page, back where the visitor was, and refuses what it must', async () => {
  const page = await freshPage();
  await page.goto(`${baseUrl}/#/lobby`);
  await menu(page).getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL(/#\/signup\?from=%23%2Flobby$/);
  await fill(page, 'Ada_1', TEST_PASSWORD);
  await page.waitForURL(/#\/lobby$/);
  await expect.poll(() => menu(page).locator('a.account-name').textContent()).toBe('Ada_1');
  expect(await menu(page).locator('a.account-name').getAttribute('href')).toBe('#/@/Ada_1');

  // Another browser: the name is taken, a password too short, the two passwords differ.
  const other = await freshPage();
  await other.goto(`${baseUrl}/#/signup`);
  await menu(other).getByRole('link', { name: 'Sign in' }).waitFor();
  await fill(other, 'ada_1', TEST_PASSWORD);
  await expect.poll(() => alert(other).textContent()).toBe('the user name ada_1 is taken');
  await fill(other, 'Bea_1', 'short');
  await expect.poll(() => alert(other).textContent()).toBe('a password has at least 8 characters');
  await fill(other, 'Bea_1', TEST_PASSWORD, `${TEST_PASSWORD}!`);
  await expect.poll(() => alert(other).textContent()).toBe('the two passwords are not the same');
  await fill(other, 'B', TEST_PASSWORD);
  await expect
    .poll(() => alert(other).textContent())
    .toBe('a user name has 2 to 20 characters, not 1');
  expect(other.url()).toMatch(/#\/signup$/);
  expect(await menu(other).locator('a.account-name').count()).toBe(0);
  expect(await exists(other, 'Bea_1')).toBe(false);
  expect(errors).toEqual([]);
});

it('signs out and in again through the pages; a wrong password is refused', async () => {
  const page = await freshPage();
  await signUpByApi(page.context(), baseUrl, 'Cid_2');
  await page.goto(`${baseUrl}/#/rules/trigonal`);
  await menu(page).getByRole('button', { name: 'Sign out' }).click();
  await menu(page).getByRole('link', { name: 'Sign in' }).waitFor();
  // Signed out on the server too: the session is gone after a reload.
  await page.reload();
  await menu(page).getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/signin\?from=%23%2Frules%2Ftrigonal$/);
  await fill(page, 'Cid_2', 'not the password');
  await expect.poll(() => alert(page).textContent()).toBe('wrong user name or password');
  expect(await menu(page).locator('a.account-name').count()).toBe(0);
  await fill(page, 'Cid_2', TEST_PASSWORD);
  await page.waitForURL(/#\/rules\/trigonal$/);
  await expect.poll(() => menu(page).locator('a.account-name').textContent()).toBe('Cid_2');
  // Back on the form, signed in: it says who is signed in before the player switches.
  await menu(page).getByRole('link', { name: 'Cid_2' }).waitFor();
  await page.goto(`${baseUrl}/#/signin`);
  await expect
    .poll(() => page.locator('.signed-in-as').textContent())
    .toBe('You are signed in as Cid_2; the form below switches to another account.');
  // The account page: the name, the player page, and signing out there too.
  await menu(page).getByRole('link', { name: 'Account' }).click();
  await expect.poll(() => page.locator('.account-page-name').textContent()).toBe('Cid_2');
  expect(await page.getByRole('link', { name: 'Your player page' }).getAttribute('href')).toBe(
    '#/@/Cid_2',
  );
  await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.locator('main').textContent()).toContain('You are not signed in.');
  // Signed in again from the account page, the player is back on it.
  await page.locator('main').getByRole('link', { name: 'Sign in' }).click();
  await fill(page, 'Cid_2', TEST_PASSWORD);
  await page.waitForURL(/#\/account$/);
  await expect.poll(() => page.locator('.account-page-name').textContent()).toBe('Cid_2');
  expect(errors).toEqual([]);
});

it('changes the password: the other device is signed out, and the old password fails', async () => {
  const page = await freshPage();
  const elsewhere = await freshPage();
  await signUpByApi(page.context(), baseUrl, 'Dee_3');
  await signInByApi(elsewhere.context(), baseUrl, 'Dee_3');
  await elsewhere.goto(`${baseUrl}/#/`);
  await expect.poll(() => menu(elsewhere).locator('a.account-name').textContent()).toBe('Dee_3');

  await page.goto(`${baseUrl}/#/account`);
  const form = page.locator('form.password-form');
  await form.locator('input[name="current"]').fill('not the password');
  await form.locator('input[name="password"]').fill('a new password');
  await form.locator('input[name="confirm"]').fill('a new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect
    .poll(() => form.locator('[role="alert"]').textContent())
    .toBe('the current password is wrong');
  await form.locator('input[name="current"]').fill(TEST_PASSWORD);
  await form.locator('input[name="password"]').fill('a new password');
  await form.locator('input[name="confirm"]').fill('a new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect
    .poll(() => form.locator('[role="status"]').textContent())
    .toBe('Your password is changed, and your other devices are signed out.');

  await elsewhere.reload();
  const banner = elsewhere.locator('.session-ended[role="alert"]');
  await expect.poll(() => banner.locator('span').textContent()).toBe(SESSION_ENDED);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await banner.waitFor({ state: 'detached' });
  await menu(elsewhere).getByRole('link', { name: 'Sign in' }).click();
  await fill(elsewhere, 'Dee_3', TEST_PASSWORD);
  await expect.poll(() => alert(elsewhere).textContent()).toBe('wrong user name or password');
  await fill(elsewhere, 'Dee_3', 'a new password');
  await expect.poll(() => menu(elsewhere).locator('a.account-name').textContent()).toBe('Dee_3');
  // This device stayed signed in.
  await page.reload();
  await expect.poll(() => menu(page).locator('a.account-name').textContent()).toBe('Dee_3');
  expect(errors).toEqual([]);
});

it('deletes the account, whose name can then be signed up again', async () => {
  const page = await freshPage();
  await signUpByApi(page.context(), baseUrl, 'Eve_4');
  await page.goto(`${baseUrl}/#/account`);
  const form = page.locator('form.delete-form');
  await form.locator('input[name="password"]').fill('not the password');
  await form.locator('input[type="checkbox"]').check();
  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect
    .poll(() => form.locator('[role="alert"]').textContent())
    .toBe('the password is wrong');
  expect(await exists(page, 'Eve_4')).toBe(true);
  await form.locator('input[name="password"]').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect
    .poll(() => page.locator('main [role="status"]').textContent())
    .toBe('Your account is deleted. Your finished games stay, shown as deleted player.');
  await menu(page).getByRole('link', { name: 'Sign up' }).waitFor();
  expect(await exists(page, 'Eve_4')).toBe(false);

  await page.locator('main').getByRole('link', { name: 'sign up' }).click();
  await fill(page, 'Eve_4', TEST_PASSWORD);
  await expect.poll(() => menu(page).locator('a.account-name').textContent()).toBe('Eve_4');
  expect(await exists(page, 'Eve_4')).toBe(true);
  expect(errors).toEqual([]);
});

it('gives a signed-in player their seat on another device, with no token in the link', async () => {
  const first = await freshPage();
  const me = await signUpByApi(first.context(), baseUrl, 'Fay_5');
  const created = await postAs<CreatedGame>(first.context(), baseUrl, me, '/api/games', {
    game: 'trigonal',
    clock: { kind: 'none' },
  });
  const guest = await freshPage();
  await guest.goto(`${baseUrl}/#/online/${created.id}/${created.invitations[0]!.token}`);

  // Another device, signed out: the game is only watched until the player signs in.
  const second = await freshPage();
  await second.goto(`${baseUrl}/#/online/${created.id}`);
  await second.locator('svg.board').waitFor({ timeout: 10_000 });
  expect(await second.locator('.mode').textContent()).toContain('You are watching');
  await menu(second).getByRole('link', { name: 'Sign in' }).click();
  await fill(second, 'Fay_5', TEST_PASSWORD);
  await second.waitForURL(new RegExp(`#/online/${created.id}$`));
  await expect
    .poll(() => second.locator('.mode').textContent(), { timeout: 10_000 })
    .toContain('You play White');
  await statusIs(second, 'White to move');
  await clickCell(second, 'h4');
  await clickCell(second, 'h5');
  await movesShown(guest, 1);
  expect(await movesPlayed(guest)).toEqual(['h4-h5']);
  expect(await second.evaluate(() => location.hash)).toBe(`#/online/${created.id}`);

  // Another account, signed in, only watches: it holds no seat there.
  const watcher = await freshPage();
  await signUpByApi(watcher.context(), baseUrl, 'Gus_5');
  await watcher.goto(`${baseUrl}/#/online/${created.id}`);
  await movesShown(watcher, 1);
  expect(await watcher.locator('.mode').textContent()).toContain('You are watching');
  expect(
    await watcher.evaluate((id) => localStorage.getItem(`trigon.online.${id}`), created.id),
  ).toBeNull();
  expect(errors).toEqual([]);
});

it('signing out forgets the seats of the account’s games in this browser', async () => {
  const page = await freshPage();
  await signUpByApi(page.context(), baseUrl, 'Shared_PC');
  // A game made here while signed in: its seat's token is kept in this browser.
  await page.goto(`${baseUrl}/#/new/trigonal?mode=online`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
  const id = /#\/online\/([\w-]+)$/.exec(page.url())![1]!;
  await statusIs(page, 'Waiting for Black to join');
  const token = () => page.evaluate((game) => localStorage.getItem(`trigon.online.${game}`), id);
  expect(await token()).not.toBeNull();

  await menu(page).getByRole('button', { name: 'Sign out' }).click();
  await menu(page).getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
  await expect.poll(token, { timeout: 10_000 }).toBeNull();
  // The next person at this browser watches the game; they do not play the account's seat.
  await page.goto(`${baseUrl}/#/`);
  await page.goto(`${baseUrl}/#/online/${id}`);
  await expect
    .poll(() => page.locator('.panel-head .mode').textContent(), { timeout: 10_000 })
    .toMatch(/^You are watching/);

  // Signed in again, the account's list gives the seat back.
  await signInByApi(page.context(), baseUrl, 'Shared_PC');
  await page.reload();
  await expect
    .poll(() => page.locator('.panel-head .mode').textContent(), { timeout: 10_000 })
    .toMatch(/^You play White/);
  expect(errors).toEqual([]);
});

it.each([
  ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true }],
  ['a laptop', { viewport: { width: 1280, height: 800 } }],
] as const)(
  'fits the header on %s, signed out and with the longest name signed in',
  async (_, device) => {
    const context = await (await browser.get()).newContext(device);
    contexts.push(context);
    const page = await context.newPage();
    const width = device.viewport.width;
    /** The parts of the account menu that stick out of the screen. */
    const outside = () =>
      menu(page)
        .locator('a, button')
        .evaluateAll(
          (items, width) =>
            items
              .filter((item) => {
                const box = item.getBoundingClientRect();
                return box.left < 0 || box.right > width + 0.5 || box.width === 0;
              })
              .map((item) => item.textContent),
          width,
        );
    await page.goto(`${baseUrl}/#/play/trigonal?mode=local`);
    await menu(page).getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await outside()).toEqual([]);
    await signUpByApi(context, baseUrl, `Long_${width}_abcdefghij`);
    await page.reload();
    await menu(page).locator('a.account-name').waitFor();
    expect(await menu(page).locator('a, button').count()).toBe(3);
    expect(await outside()).toEqual([]);
  },
);
