/**
 * A draw offer withdrawn online (issue 13): the player who offered it takes it back with a
 * button, and the opponent and a spectator see it go; the next offer waits 20 moves.
 */
import { expect, it } from 'vitest';
import { firstMoves, startPair } from './online-pair.js';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('the player who offered a draw withdraws it, and the others see it go', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { host, guest } = pair;
  try {
    const watcher = await pair.open();
    await watcher.goto(`${online.server.baseUrl}/#/online/${pair.id}`);
    await statusIs(watcher, 'White to move');
    // A draw is offered once both have moved (online-abortable-actions).
    await firstMoves(pair, [watcher]);

    await host.getByRole('button', { name: 'Offer a draw', exact: true }).click();
    for (const page of [guest, watcher])
      await page.locator('.offer-note', { hasText: 'White offers a draw' }).waitFor();
    await guest.getByRole('button', { name: 'Accept the draw', exact: true }).waitFor();
    const withdraw = host.getByRole('button', { name: 'Withdraw the draw offer', exact: true });
    await withdraw.click();

    for (const page of [guest, watcher])
      await page.locator('.offer-note').waitFor({ state: 'detached', timeout: 10_000 });
    // Each is told who took it back, until the next move.
    for (const page of [guest, watcher])
      await page.locator('.answer-note', { hasText: 'White withdrew the draw offer' }).waitFor();
    await host.locator('.answer-note', { hasText: 'You withdrew your draw offer' }).waitFor();
    expect(await guest.getByRole('button', { name: 'Accept the draw' }).count()).toBe(0);
    await host.locator('.draw-pending').waitFor({ state: 'detached' });
    await withdraw.waitFor({ state: 'detached' });
    // The game goes on. White may offer again once 20 moves have been played (the server's
    // limit: its button says so and is greyed out); Black, who has not offered, may now.
    const again = host.getByRole('button', { name: 'Offer a draw in 20 moves', exact: true });
    await again.waitFor();
    expect(await again.isDisabled()).toBe(true);
    expect(await guest.getByRole('button', { name: 'Offer a draw', exact: true }).isEnabled()).toBe(
      true,
    );
    for (const page of [host, guest, watcher]) await statusIs(page, 'White to move');
    const game = (await (await fetch(`${online.server.baseUrl}/api/games/${pair.id}`)).json()) as {
      status: string;
    };
    expect(game.status).toBe('playing');
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
