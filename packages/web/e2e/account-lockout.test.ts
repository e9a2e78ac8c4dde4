/**
 * Someone guessing an account's password from elsewhere spends the name's sign-in budget; the
 * owner, in the browser they signed up in, still signs in (the server's known-device cookie,
 * packages/server/README.md "Limits"), as a person would: through the pages, in Chromium,
 * against the real server with its default limits.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { TEST_PASSWORD } from './accounts.js';
import { startGameServer, type GameServer } from './online-server.js';

const browser = sharedBrowser();
let server: GameServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  server?.stop();
});

async function freshPage(): Promise<Page> {
  const context = await (await browser.get()).newContext();
  contexts.push(context);
  return context.newPage();
}

const menu = (page: Page) => page.locator('.account-menu');
const alert = (page: Page) => page.locator('main [role="alert"]');

async function fill(page: Page, name: string, password: string, confirm?: string) {
  await page.locator('form.account-form input[name="name"]').fill(name);
  await page.locator('form.account-form input[name="password"]').fill(password);
  if (confirm !== undefined)
    await page.locator('form.account-form input[name="confirm"]').fill(confirm);
  await page
    .getByRole('button', { name: confirm === undefined ? 'Sign in' : 'Sign up', exact: true })
    .click();
}

it('lets the owner sign in from their browser while guesses from elsewhere have used up the name', async () => {
  const owner = await freshPage();
  await owner.goto(`${server.baseUrl}/#/signup`);
  await fill(owner, 'Owen_1', TEST_PASSWORD, TEST_PASSWORD);
  await expect.poll(() => menu(owner).locator('a.account-name').textContent()).toBe('Owen_1');
  await menu(owner).getByRole('button', { name: 'Sign out' }).click();
  await menu(owner).getByRole('link', { name: 'Sign in' }).waitFor();

  // Ten guesses from another browser (the name's burst), then its own sign-in page is refused.
  const guesser = await freshPage();
  const statuses = [];
  for (let i = 0; i < 10; i++) {
    const answer = await guesser.context().request.post(`${server.baseUrl}/api/signin`, {
      data: { name: 'Owen_1', password: `guess number ${i}` },
      headers: { origin: server.baseUrl },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual(Array<number>(10).fill(401));
  await guesser.goto(`${server.baseUrl}/#/signin`);
  await fill(guesser, 'Owen_1', TEST_PASSWORD);
  await expect
    .poll(() => alert(guesser).textContent())
    .toMatch(/^too many sign-ins for this user name; try again in \d+ s$/);

  // The owner's browser is known: the sign-in page lets them in.
  await owner.goto(`${server.baseUrl}/#/signin`);
  await fill(owner, 'Owen_1', TEST_PASSWORD);
  await expect.poll(() => menu(owner).locator('a.account-name').textContent()).toBe('Owen_1');
});
