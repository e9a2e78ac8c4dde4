/**
 * A move made while the connection to the server is down (the network dropped, the server
 * restarting) is sent once the page is back, as on the big chess sites: it is not lost.
 */
import { expect, it } from 'vitest';
import type { WebSocketRoute } from 'playwright-core';
import { startPair } from './online-pair.js';
import { movesPlayed, movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('a move made while reconnecting is played once the page is connected again', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { host, guest } = pair;
  try {
    // The host's connection goes through the test, which can cut it and refuse new ones.
    let down = false;
    let route: WebSocketRoute | undefined;
    await host.routeWebSocket(/\/ws/, (ws) => {
      if (down) return void ws.close();
      route = ws;
      ws.connectToServer();
    });
    await host.reload();
    await statusIs(host, 'White to move');
    await clickCell(host, 'h4');
    await clickCell(host, 'h5');
    await movesShown(guest, 1);
    await clickCell(guest, 'f8');
    await clickCell(guest, 'f7');
    await movesShown(host, 2);

    down = true;
    await route!.close();
    await host.locator('.link-state.lost').waitFor();
    await clickCell(host, 'g4');
    await clickCell(host, 'g5');
    await guest.waitForTimeout(1000);
    expect(await movesPlayed(guest)).toEqual(['h4-h5', 'f8-f7']);

    down = false;
    for (const page of [host, guest]) {
      await expect
        .poll(() => movesPlayed(page), { timeout: 15_000 })
        .toEqual(['h4-h5', 'f8-f7', 'g4-g5']);
      await statusIs(page, 'Black to move');
    }
    expect(await host.locator('.online [role="alert"]').count()).toBe(0);
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
