/**
 * An invitation link whose seat token the server refuses (mistyped, cut short, or of another
 * game): the page says so and shows the game to watch, and this browser does not keep the
 * token, so the game's plain link opens it to watch afterwards.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPair } from './online-pair.js';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const REFUSED = "The link's seat token holds no seat in this game: you are watching it.";

async function watching(page: Page): Promise<void> {
  await statusIs(page, 'White to move');
  expect(await page.locator('.panel-head .mode').textContent()).toMatch(/^You are watching/);
}

it('a link with a seat token the server refuses opens the game to watch, and is not kept', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    for (const token of ['abcdefghijklmnopqrstuvwxyz', 'abc']) {
      const page = await pair.open();
      await page.goto(`${online.server.baseUrl}/#/online/${pair.id}/${token}`);
      await expect
        .poll(() => page.locator('.online [role="alert"]').textContent(), { timeout: 10_000 })
        .toBe(REFUSED);
      await watching(page);
      await page.reload();
      await watching(page);
      expect(await page.locator('.online [role="alert"]').count()).toBe(0);
    }
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
