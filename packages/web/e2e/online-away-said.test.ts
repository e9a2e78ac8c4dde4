/**
 * A player away, said to a screen reader: the visible notice counts down each second and is no
 * live region (it would be read out every second), so a live region of its own says once that
 * the player is away, and once more when the game may be claimed. It stands on the page before
 * anyone is away: a screen reader reads out changes to a live region it already knows.
 */
import { expect, it } from 'vitest';
import { firstMoves, startPair } from './online-pair.js';
import { onlineFile } from './online-file.js';

const CLAIM_MS = 3000;
const online = onlineFile({ CLAIM_MS: String(CLAIM_MS), DISCONNECT_MS: '40000' });
const browser = online.browser;

it('says once that the other player is away, then that the game may be claimed', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl, { clock: '10+5' });
  const { host: white, guest: black } = pair;
  try {
    await firstMoves(pair);

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
    await pair.close();
  }
});
