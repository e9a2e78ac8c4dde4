/**
 * Every page's title says what the page is (WCAG 2.4.2), so that tabs, history and screen
 * readers tell the pages apart: not 'Trigon' for the lobby, the forms and an online game, nor
 * the same title for a game's rules as for playing it.
 */
import { expect, it } from 'vitest';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const TITLES: [string, string][] = [
  ['#/', 'Trigon'],
  ['#/play/trigonal?mode=local', 'Trigonal Chess · Trigon'],
  ['#/rules/trigonal', 'Trigonal Chess rules · Trigon'],
  ['#/new/sankaku?mode=online', 'New game · Trigon'],
  ['#/lobby', 'Open games · Trigon'],
  ['#/signin', 'Sign in · Trigon'],
  ['#/signup', 'Sign up · Trigon'],
  ['#/leaderboard/triangulate', 'Triangulate leaderboard · Trigon'],
  ['#/@/Somebody', 'Somebody · Trigon'],
];

it('each kind of page has a title of its own, an online game its game’s', async () => {
  const context = await (await browser.get()).newContext();
  try {
    const page = await context.newPage();
    for (const [address, title] of TITLES) {
      await page.goto(`${online.server.baseUrl}/${address}`);
      await expect.poll(() => page.title(), { message: address }).toBe(title);
    }
    await page.goto(`${online.server.baseUrl}/#/new/tri-chess?mode=online`);
    await page.locator('select[name="clock"]').selectOption('none');
    await page.getByRole('button', { name: 'Start' }).click();
    await statusIs(page, 'Waiting for Black to join');
    expect(await page.title()).toBe('Tri-Chess online · Trigon');
  } finally {
    await context.close();
  }
});
