/**
 * A creator who opens the invitation link of their own game (to check it, as one does before
 * sending it) keeps their seat: the page says the link is the other seat's, to send to a friend,
 * and the link still takes that seat for the friend.
 */
import { expect, it } from 'vitest';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it("opening one's own invitation link keeps one's seat and says whose link it is", async () => {
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

    const check = await creator.newPage();
    await check.goto(link);
    await statusIs(check, 'Waiting for Black to join');
    expect(await check.locator('.panel-head .mode').textContent()).toMatch(/^You play White/);
    expect(await check.locator('.own-invitation').textContent()).toBe(
      "This is Black's invitation link: send it to the friend who plays Black. You play White.",
    );
    await check.close();

    const black = await guest.newPage();
    await black.goto(link);
    for (const page of [first, black]) await statusIs(page, 'White to move');
    expect(await first.locator('.panel-head .mode').textContent()).toMatch(/^You play White/);
    expect(await black.locator('.panel-head .mode').textContent()).toMatch(/^You play Black/);
  } finally {
    await creator.close();
    await guest.close();
  }
});
