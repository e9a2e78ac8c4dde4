/**
 * What a screen reader hears when a move is taken back online: that it was taken back, as on a
 * same-screen board ('Taken back: White i4-i5'), not the words of the move before it, which
 * would say that move had just been played.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstMoves, startPair } from './online-pair.js';
import { movesPlayed, movesShown } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const said = (page: Page) => page.locator('.status .move-said').textContent();

it('a takeback accepted is said as taken back on both pages', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { host, guest } = pair;
  try {
    await firstMoves(pair);
    await clickCell(host, 'i4');
    await clickCell(host, 'i5');
    await movesShown(guest, 3);
    for (const page of [host, guest])
      await expect.poll(() => said(page)).toBe('White Pawn i4 to i5');
    await host.getByRole('button', { name: 'Ask to take back', exact: true }).click();
    await guest.getByRole('button', { name: 'Accept the takeback', exact: true }).click();
    for (const page of [host, guest]) {
      await expect.poll(() => movesPlayed(page), { timeout: 10_000 }).toEqual(['h4-h5', 'g10-g9']);
      expect(await said(page)).toBe('Taken back: White i4-i5');
    }
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
