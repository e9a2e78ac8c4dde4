/**
 * An online game through the real game server (packages/server, its build in dist): two
 * browser contexts, one creating the game from the new-game form and sending the invitation
 * link to the other, play it to its end.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { movesShown, startGameServer, type GameServer } from './online-server.js';
import { clickCell } from './page.js';

const browser = sharedBrowser();
let server: GameServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startGameServer();
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await browser.close();
  server?.stop();
});

it('two browsers play an online game to its end through the server', async () => {
  const chromium = await browser.get();
  const hostContext = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const guestContext = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  try {
    const host = await hostContext.newPage();
    const guest = await guestContext.newPage();
    for (const page of [host, guest]) page.on('pageerror', (error) => errors.push(error.message));

    await host.goto(`${baseUrl}/#/new/trigonal?mode=online`);
    await host.locator('select[name="clock"]').selectOption('10+5');
    await host.getByRole('button', { name: 'Start' }).click();
    const invite = host.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();
    expect(link).toMatch(/#\/online\/[\w-]+\/[\w-]{16,}$/);

    await guest.goto(link);
    for (const page of [host, guest]) {
      await expect
        .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
        .toBe('White to move');
      await page.locator('.presence.on').nth(1).waitFor({ timeout: 10_000 });
    }
    expect(await host.locator('.clock').first().textContent()).toMatch(/\d+:\d\d/);
    // The guest gives a name; the host sees it beside Black.
    await guest.locator('.online-name input[name="name"]').fill('Guest');
    await guest.getByRole('button', { name: 'Save' }).click();
    await host
      .locator('.online-players li[data-seat="1"]', { hasText: '(Guest)' })
      .waitFor({ timeout: 10_000 });

    const mate: [Page, string, string][] = [
      [host, 'h4', 'h5'],
      [guest, 'g10', 'g9'],
      [host, 'i4', 'i5'],
      [guest, 'g12', 'i6'],
    ];
    for (const [i, [page, from, to]] of mate.entries()) {
      await clickCell(page, from);
      await clickCell(page, to);
      await movesShown(host, i + 1);
      await movesShown(guest, i + 1);
    }
    for (const page of [host, guest]) {
      await expect
        .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
        .toBe('Black won: checkmate');
    }
    // The server holds the finished game with its record.
    const id = /#\/online\/([\w-]+)/.exec(link)![1];
    const game = (await (await fetch(`${baseUrl}/api/games/${id}`)).json()) as {
      moves: string[];
      status: string;
    };
    expect(game.status).toBe('finished');
    expect(game.moves).toEqual(['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6']);
    // Both ask for a rematch; it starts with a link on both pages.
    for (const page of [host, guest]) await page.getByRole('button', { name: 'Rematch' }).click();
    for (const page of [host, guest])
      await page.getByRole('link', { name: 'Go to the rematch' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await hostContext.close();
    await guestContext.close();
  }
});
