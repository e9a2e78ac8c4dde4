/**
 * Among three, a draw offer or a takeback request needs both others: the one still to answer
 * (and a spectator) sees who has agreed already, as the ones who agreed see who is left.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const notes = (page: Page) => page.locator('.status .offer-note').allTextContents();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

it('the third player and a spectator see who agreed to a draw and to a takeback', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1, 2, 3].map(() => chromium.newContext()));
  const errors: string[] = [];
  try {
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, blue, watcher] = pages as [Page, Page, Page, Page];
    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('none');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.getByRole('button', { name: 'Start' }).click();
    for (const [seat, page] of [green, blue].entries()) {
      const invite = red.locator(`input.invite-link[data-seat="${seat + 1}"]`);
      await invite.waitFor({ timeout: 10_000 });
      await page.goto(await invite.inputValue());
    }
    const id = /#\/online\/([\w-]+)/.exec(red.url())![1]!;
    await watcher.goto(`${online.server.baseUrl}/#/online/${id}`);
    for (const page of pages) await statusIs(page, 'Red to move');
    // A round first: a draw is offered once all three have moved (online-abortable-actions).
    for (const [i, [page, from, to]] of (
      [
        [red, 'A8Ω', 'D7Φ'],
        [green, 'F3Ω', 'E5Ω'],
        [blue, 'H6Δ', 'G6Λ'],
      ] as const
    ).entries()) {
      await clickCell(page, from);
      await clickCell(page, to);
      for (const p of pages) await movesShown(p, i + 1);
    }

    await button(red, 'Offer a draw').click();
    await button(green, 'Accept the draw').click();
    await expect.poll(() => notes(red)).toEqual(['Draw offered: waiting for Blue']);
    for (const page of [blue, watcher])
      await expect.poll(() => notes(page)).toEqual(['Red offers a draw (Green agrees)']);
    await button(blue, 'Decline').click();

    await clickCell(red, 'C8Σ');
    await clickCell(red, 'E7Σ');
    for (const page of pages) await movesShown(page, 4);
    await button(red, 'Ask to take back').click();
    await button(green, 'Accept the takeback').click();
    for (const page of [blue, watcher])
      await expect.poll(() => notes(page)).toEqual(['Red asks to take back a move (Green agrees)']);
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
