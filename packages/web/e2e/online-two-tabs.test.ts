/**
 * Issue 13, fault 5: two tabs of one browser hold the same seat and both move at once. The
 * server plays the first; the other tab says why its move was not played, and shows the
 * position the server has. To make "at once" happen every time, the second tab hears nothing
 * from the server while its player moves (its messages are held, then let through in order).
 */
import { expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { movesPlayed, movesShown, statusIs } from './online-server.js';
import { cellLabel, clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

/** Routes the page's WebSocket through the test, which can hold what the server sends. */
async function holdable(page: Page) {
  let held: (string | Buffer)[] | null = null;
  let route: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/ws/, (ws) => {
    route = ws;
    const upstream = ws.connectToServer();
    ws.onMessage((message) => upstream.send(message));
    upstream.onMessage((message) => (held ? held.push(message) : ws.send(message)));
  });
  return {
    hold: () => (held = []),
    release: () => {
      const messages = held ?? [];
      held = null;
      for (const message of messages) route!.send(message);
    },
  };
}

it('the tab whose move is refused says why and shows the position the server has', async () => {
  const chromium = await browser.get();
  const hostContext = await chromium.newContext();
  const guestContext = await chromium.newContext();
  try {
    const host = await hostContext.newPage();
    const guest = await guestContext.newPage();
    await host.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await host.locator('select[name="clock"]').selectOption('none');
    await host.getByRole('button', { name: 'Start' }).click();
    const invite = host.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();
    const id = /#\/online\/([\w-]+)/.exec(link)![1]!;
    await guest.goto(link);
    // A second tab of the host's browser: the same seat, White.
    const tab = await hostContext.newPage();
    const wire = await holdable(tab);
    await tab.goto(`${online.server.baseUrl}/#/online/${id}`);
    for (const page of [host, guest, tab]) await statusIs(page, 'White to move');
    expect(await tab.locator('.mode').textContent()).toContain('You play White');

    // Both tabs move White at once: the first tab h4-h5, the second i4-i5.
    wire.hold();
    await clickCell(host, 'h4');
    await clickCell(host, 'h5');
    await movesShown(host, 1);
    await clickCell(tab, 'i4');
    await clickCell(tab, 'i5');
    await tab.waitForTimeout(300);
    wire.release();

    await statusIs(tab, 'Black to move');
    expect(await tab.locator('.status .error').textContent()).toBe(
      "Your move i4-i5 was not played: White has just moved h4-h5 from another tab or device; it is Black's turn",
    );
    // The position the server has: h4-h5 played, i4-i5 not.
    expect(await movesPlayed(tab)).toEqual(['h4-h5']);
    expect(await cellLabel(tab, 'h5')).toMatch(/White/);
    expect(await cellLabel(tab, 'i5')).not.toMatch(/White/);
    expect(await cellLabel(tab, 'i4')).toMatch(/White/);
    for (const page of [host, guest]) expect(await movesPlayed(page)).toEqual(['h4-h5']);
  } finally {
    await hostContext.close();
    await guestContext.close();
  }
});
