/**
 * Online, the player's own clock falling under the low-time mark is said to a screen reader,
 * not only sounded: once, in a live region on the page from the start. The page's clock is run
 * ahead (Playwright's clock) so that the test need not wait out a minute; the server's does
 * not move, so nobody loses on time meanwhile.
 */
import { expect, it } from 'vitest';
import { firstMoves, startPair } from './online-pair.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('at 1+0, White’s clock falling under 10 seconds on White’s page', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl, {
    clock: '1+0',
    beforeStart: (host) => host.clock.install(),
  });
  const { host: white, guest: black } = pair;
  try {
    await firstMoves(pair);
    const said = white.locator('.low-time-said[aria-live="polite"]');
    expect(await said.textContent()).toBe('');
    // White's clock runs (its first move made): 52 seconds on, as White's page counts them.
    await white.clock.runFor(52_000);
    await expect.poll(() => said.textContent()).toBe('White: under 10 seconds left on the clock');
    expect(await black.locator('.low-time-said').textContent()).toBe('');
  } finally {
    await pair.close();
  }
});
