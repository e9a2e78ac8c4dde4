/**
 * A player away, said to a screen reader: the visible notice counts down each second and is no
 * live region (it would be read out every second), so a live region of its own says once that
 * the player is away, and once more when the game may be claimed. It stands on the page before
 * anyone is away: a screen reader reads out changes to a live region it already knows.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const CLAIM_MS = 3000;
const online = onlineFile({ CLAIM_MS: String(CLAIM_MS), DISCONNECT_MS: '40000' });
const browser = online.browser;

it('says once that the other player is away, then that the game may be claimed', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  try {
    const [white, black] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
    await white.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await white.locator('select[name="clock"]').selectOption('10+5');
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

    const said = white.locator('.away-said[aria-live="polite"]');
    expect(await said.count()).toBe(1);
    expect(await said.textContent()).toBe('');
    // Marked, to see that the words come into this very element, not a new one.
    await said.evaluate((e) => e.setAttribute('data-before', ''));
    await black.close();
    await expect
      .poll(() => said.textContent(), { timeout: 10_000 })
      .toBe('Black is away (disconnected)');
    await white
      .getByRole('button', { name: 'Claim the win' })
      .waitFor({ timeout: CLAIM_MS + 3000 });
    await expect
      .poll(() => said.textContent())
      .toBe('Black is away (disconnected): you may claim the game');
    expect(await said.getAttribute('data-before')).toBe('');
  } finally {
    for (const context of contexts) await context.close();
  }
});
