/**
 * Online, the player's own clock falling under the low-time mark is said to a screen reader,
 * not only sounded: once, in a live region on the page from the start. The page's clock is run
 * ahead (Playwright's clock) so that the test need not wait out a minute; the server's does
 * not move, so nobody loses on time meanwhile.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('at 1+0, White’s clock falling under 10 seconds on White’s page', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  try {
    const [white, black] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
    await white.clock.install();
    await white.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await white.locator('select[name="clock"]').selectOption('1+0');
    await white.getByRole('button', { name: 'Start' }).click();
    const invite = white.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    await black.goto(await invite.inputValue());
    for (const page of [white, black]) await statusIs(page, 'White to move');
    await clickCell(white, 'h4');
    await clickCell(white, 'h5');
    await movesShown(black, 1);
    await clickCell(black, 'g10');
    await clickCell(black, 'g9');
    await movesShown(white, 2);
    const said = white.locator('.low-time-said[aria-live="polite"]');
    expect(await said.textContent()).toBe('');
    // White's clock runs (its first move made): 52 seconds on, as White's page counts them.
    await white.clock.runFor(52_000);
    await expect.poll(() => said.textContent()).toBe('White: under 10 seconds left on the clock');
    expect(await black.locator('.low-time-said').textContent()).toBe('');
  } finally {
    for (const context of contexts) await context.close();
  }
});
