/**
 * A link to an online game the server does not have (mistyped, or of another server): the page
 * says so in words, as an alert, with the ways on: the lobby and the games.
 */
import { expect, it } from 'vitest';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('a link to a game the server does not have says so, and leads to the lobby and the games', async () => {
  const context = await (await browser.get()).newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${online.server.baseUrl}/#/online/nosuchgame`);
    await expect
      .poll(() => page.locator('main [role="alert"]').textContent(), { timeout: 10_000 })
      .toBe("There is no online game 'nosuchgame' on this server.");
    await page.locator('main').getByRole('link', { name: 'Open games in the lobby' }).click();
    await expect.poll(() => page.url()).toBe(`${online.server.baseUrl}/#/lobby`);
    await page.goBack();
    await page.locator('main').getByRole('link', { name: 'Choose a game' }).click();
    await expect.poll(() => page.url()).toBe(`${online.server.baseUrl}/#/`);
  } finally {
    await context.close();
  }
});
