import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell, cutStripWords, pageWords, resignOnline } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('online, a player of three who resigns is said to have resigned, in full and in words', async () => {
  const chromium = await browser.get();
  // Red and Green at a desktop, Blue on a phone, where the strips are narrowest.
  const sizes = [
    { width: 1280, height: 800 },
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ];
  const opened = await Promise.all(sizes.map((viewport) => chromium.newContext({ viewport })));
  const errors: string[] = [];
  try {
    const pages = await Promise.all(opened.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, blue] = pages as [Page, Page, Page];
    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('none');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.getByRole('button', { name: 'Start' }).click();
    for (const [seat, page] of [
      [1, green],
      [2, blue],
    ] as const) {
      const invite = red.locator(`input.invite-link[data-seat="${seat}"]`);
      await invite.waitFor({ timeout: 10_000 });
      await page.goto(await invite.inputValue());
    }
    for (const page of pages) await statusIs(page, 'Red to move');
    // A round and more first: a player resigns once all three have moved
    // (online-abortable-actions).
    for (const [i, [page, from, to]] of (
      [
        [red, 'A8Ω', 'D7Φ'],
        [green, 'F3Ω', 'E5Ω'],
        [blue, 'H6Δ', 'G6Λ'],
        [red, 'D7Φ', 'E5Ω'],
        [green, 'H2Ω', 'G2Ω'],
      ] as const
    ).entries()) {
      await clickCell(page, from);
      await clickCell(page, to);
      for (const p of pages) await movesShown(p, i + 1);
    }
    // Blue resigns on its turn while Red and Green play on: a withdrawal (`leave:b`).
    await statusIs(blue, 'Blue to move');
    await resignOnline(blue);
    for (const page of pages) {
      await statusIs(page, 'Red to move');
      await movesShown(page, 6);
      const strip = page.locator('.player-strip[data-seat="2"] .seat-status');
      expect(await strip.textContent()).toBe('resigned; army neutral');
      expect(await cutStripWords(page)).toEqual([]);
      const words = await pageWords(page);
      expect(words).toContain('leaves the game');
      expect(words).not.toMatch(/leave:/);
    }
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});
