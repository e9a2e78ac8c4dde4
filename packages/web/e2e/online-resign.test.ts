/**
 * Resigning online takes two clicks, as on lichess: the first asks, with the keyboard's focus on
 * "Yes, resign"; "Keep playing", Escape or a few seconds without an answer take the question
 * back, and the game goes on.
 */
import { expect, it } from 'vitest';
import { firstMoves, startPair } from './online-pair.js';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('asks before resigning, and a question not answered yes resigns nothing', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    // A game is resigned once both have moved (online-abortable-actions).
    await firstMoves(pair);
    const resign = host.getByRole('button', { name: 'Resign', exact: true });
    const yes = host.getByRole('button', { name: 'Yes, resign', exact: true });

    await resign.click();
    await expect
      .poll(() => host.evaluate(() => document.activeElement?.textContent))
      .toBe('Yes, resign');
    await host.getByRole('button', { name: 'Keep playing', exact: true }).click();
    await expect.poll(() => yes.count()).toBe(0);
    await expect
      .poll(() => host.evaluate(() => document.activeElement?.textContent))
      .toBe('Resign');

    await resign.click();
    await expect
      .poll(() => host.evaluate(() => document.activeElement?.textContent))
      .toBe('Yes, resign');
    await host.keyboard.press('Escape');
    await expect.poll(() => yes.count()).toBe(0);

    // Left unanswered, the question goes after a few seconds.
    await resign.click();
    await expect.poll(() => yes.count()).toBe(1);
    await expect.poll(() => yes.count(), { timeout: 10_000 }).toBe(0);
    await statusIs(host, 'White to move');
    await statusIs(guest, 'White to move');

    await resign.click();
    await yes.click();
    await expect
      .poll(() => guest.locator('.online-status').textContent(), { timeout: 10_000 })
      .toContain('resigned');
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
