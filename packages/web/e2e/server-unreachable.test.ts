/**
 * The server cannot be reached (down, or the network gone) or a proxy in front of it answers
 * with its own error page: the pages say so in words, not in the browser's ("Failed to fetch")
 * or the JSON reader's ("Unexpected token '<'…").
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const NO_ANSWER = 'no answer from the server; check the connection and try again';
const PROXY_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>';

async function alertOf(page: Page, selector: string): Promise<string> {
  const alert = page.locator(`${selector} [role="alert"]`);
  await alert.waitFor({ timeout: 10_000 });
  return (await alert.textContent()) ?? '';
}

it('creating an online game, signing in and reading the lobby say when the server does not answer', async () => {
  const context = await (await browser.get()).newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await page.locator('select[name="clock"]').waitFor();
    await page.route('**/api/games', (route) => route.abort());
    await page.getByRole('button', { name: 'Start' }).click();
    expect(await alertOf(page, 'form')).toBe(`The server cannot create the game: ${NO_ANSWER}`);

    await page.unroute('**/api/games');
    await page.route('**/api/games', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: PROXY_PAGE }),
    );
    await page.getByRole('button', { name: 'Start' }).click();
    await expect
      .poll(() => alertOf(page, 'form'))
      .toBe('The server cannot create the game: the server answered 502');

    await page.route('**/api/signin', (route) => route.abort());
    await page.goto(`${online.server.baseUrl}/#/signin`);
    await page.getByLabel('User name').fill('Somebody');
    await page.getByLabel('Password').fill('a long enough password');
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    expect(await alertOf(page, 'form')).toBe(NO_ANSWER);

    await page.route(/\/api\/games\?|\/api\/games$/, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: PROXY_PAGE }),
    );
    await page.goto(`${online.server.baseUrl}/#/lobby`);
    expect(await alertOf(page, 'main.lobby')).toBe(
      'The lobby cannot be read: the server answered 502',
    );
  } finally {
    await context.close();
  }
});
