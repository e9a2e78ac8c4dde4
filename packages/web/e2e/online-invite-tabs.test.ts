/**
 * The invitation links of a game waiting for its players stay with the browser that created it:
 * another tab, or the game opened again later, shows them too, so the creator can still send them.
 */
import { expect, it } from 'vitest';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('another tab of the creator shows the invitation links, which still take the seat', async () => {
  const chromium = await browser.get();
  const [creator, guest] = [await chromium.newContext(), await chromium.newContext()];
  try {
    const first = await creator.newPage();
    await first.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await first.locator('select[name="clock"]').selectOption('none');
    await first.getByRole('button', { name: 'Start' }).click();
    const invite = first.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();
    await first.close();

    const again = await creator.newPage();
    await again.goto(link.replace(/\/[\w-]+$/, ''));
    await statusIs(again, 'Waiting for Black to join');
    expect(await again.locator('input.invite-link[data-seat="1"]').inputValue()).toBe(link);

    const black = await guest.newPage();
    await black.goto(link);
    for (const page of [again, black]) await statusIs(page, 'White to move');
    expect(await again.locator('.panel-head .mode').textContent()).toMatch(/^You play White/);
  } finally {
    await creator.close();
    await guest.close();
  }
});
