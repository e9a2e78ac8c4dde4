/**
 * A finished online game opens on an analysis board, as lichess's "Analysis board" does: its
 * moves, its ending and the viewer's side; not while it is played, when the engine would play
 * for a player.
 */
import { expect, it } from 'vitest';
import { startPair } from './online-pair.js';
import { movesPlayed, movesShown } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('offers the finished game, not the one in play, on an analysis board', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    const analyse = (page: typeof host) =>
      page.getByRole('link', { name: 'Analyse this game', exact: true });
    for (const [page, from, to] of [
      [host, 'f4', 'f5'],
      [guest, 'f8', 'f7'],
    ] as const) {
      await clickCell(page, from);
      await clickCell(page, to);
      await movesShown(host, from === 'f4' ? 1 : 2);
    }
    await movesShown(guest, 2);
    expect(await analyse(host).count()).toBe(0);
    expect(await analyse(guest).count()).toBe(0);

    await host.getByRole('button', { name: 'Resign', exact: true }).click();
    await host.getByRole('button', { name: 'Yes, resign', exact: true }).click();
    await analyse(guest).waitFor({ timeout: 10_000 });
    await analyse(guest).click();
    await expect.poll(() => guest.evaluate(() => location.hash)).toContain('mode=analysis');
    await movesShown(guest, 2);
    expect(await movesPlayed(guest)).toEqual(['f4-f5', 'f8-f7']);
    await expect
      .poll(() => guest.locator('.status .result').textContent())
      .toBe('Black wins: White resigned');
    // Seen from the guest's side, as the game was.
    expect(await guest.evaluate(() => location.hash)).toContain('seat=1');
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
