/**
 * The online panel's notice ("Link copied", or the link itself where the clipboard is refused)
 * is said by a screen reader: its live region stands on the page before the notice, as a
 * screen reader only reads out changes to a region it already knows (one that arrives with its
 * text is not read).
 */
import { expect, it } from 'vitest';
import { startPair } from './online-pair.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('copying the spectator link changes the text of a live region already there', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host } = pair;
    // The live regions standing before the copy are marked; the notice must come in one.
    await host
      .locator('.panel [aria-live="polite"]')
      .evaluateAll((all) => all.forEach((e) => e.setAttribute('data-before', '')));
    await host.getByRole('button', { name: 'Copy spectator link', exact: true }).click();
    const said = host.locator('.panel [aria-live="polite"][data-before]', {
      hasText: /Link copied|\/online\//,
    });
    await said.waitFor({ timeout: 10_000 });
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
