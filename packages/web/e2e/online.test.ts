/**
 * An online game through the real game server (packages/server, its build in dist): two
 * browser contexts, one creating the game from the new-game form and sending the invitation
 * link to the other, play it to its end.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  boardSize,
  movesPlayed,
  movesShown,
  overflowsSideways,
  results,
  startGameServer,
  statusIs,
  type GameServer,
} from './online-server.js';
import { clickCell, moveTexts } from './page.js';

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
  const phoneContext = await chromium.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const errors: string[] = [];
  try {
    const host = await hostContext.newPage();
    const guest = await guestContext.newPage();
    const watcher = await phoneContext.newPage();
    for (const page of [host, guest, watcher])
      page.on('pageerror', (error) => errors.push(error.message));

    await host.goto(`${baseUrl}/#/new/trigonal?mode=online`);
    await host.locator('select[name="clock"]').selectOption('10+5');
    await host.getByRole('button', { name: 'Start' }).click();
    const invite = host.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();
    expect(link).toMatch(/#\/online\/[\w-]+\/[\w-]{16,}$/);
    await statusIs(host, 'Waiting for Black to join');

    await guest.goto(link);
    for (const page of [host, guest]) {
      await expect
        .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
        .toBe('White to move');
      await page.locator('.presence.on').nth(1).waitFor({ timeout: 10_000 });
    }
    expect(await host.locator('.clock').first().textContent()).toMatch(/\d+:\d\d/);
    // The board fills the space beside the panel, as on the local game page.
    for (const page of [host, guest]) {
      const { width, height } = await boardSize(page);
      expect(width).toBeGreaterThanOrEqual(500);
      expect(height).toBeLessThanOrEqual(800);
    }
    // A strip for each player, the viewer's below the board: mark, name, clock, "to move".
    for (const [page, mine, other] of [
      [host, 0, 1],
      [guest, 1, 0],
    ] as const) {
      expect(await page.locator('.strips.bottom .player-strip').getAttribute('data-seat')).toBe(
        String(mine),
      );
      expect(await page.locator('.strips.top .player-strip').getAttribute('data-seat')).toBe(
        String(other),
      );
      const white = page.locator('.player-strip[data-seat="0"]');
      expect(await white.locator('.player-name').textContent()).toContain(
        mine === 0 ? 'You' : 'White',
      );
      expect(await white.locator('.swatch').count()).toBe(1);
      expect(await white.locator('.to-move-tag').textContent()).toBe('to move');
      // White's clock starts with its first move: it stands until then.
      expect(await white.locator('.clock').textContent()).toBe('10:00');
      expect(await white.locator('.clock.running').count()).toBe(0);
      expect(await page.locator('.player-strip[data-seat="1"] .to-move-tag').count()).toBe(0);
    }
    // The guest gives a name; the host sees it beside Black.
    await guest.locator('.online-name input[name="name"]').fill('Guest');
    await guest.getByRole('button', { name: 'Save' }).click();
    await host
      .locator('.player-strip[data-seat="1"] .player-name', { hasText: 'Guest (Black)' })
      .waitFor({ timeout: 10_000 });
    // Left empty, the name is cleared: the seat is Black again. Then given back.
    await guest.locator('.online-name input[name="name"]').fill('');
    await guest.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => host.locator('.player-strip[data-seat="1"] .player-name').textContent(), {
        timeout: 10_000,
      })
      .toBe('Black');
    await guest.locator('.online-name input[name="name"]').fill('Guest');
    await guest.getByRole('button', { name: 'Save' }).click();
    await host
      .locator('.player-strip[data-seat="1"] .player-name', { hasText: 'Guest (Black)' })
      .waitFor({ timeout: 10_000 });

    // A spectator on a phone: the board as wide as the screen, nothing sticking out.
    await watcher.goto(`${baseUrl}/#/online/${/#\/online\/([\w-]+)/.exec(link)![1]}`);
    await watcher.locator('.player-strip[data-seat="1"]', { hasText: 'Guest' }).waitFor();
    expect(await watcher.locator('.mode').textContent()).toContain('You are watching');
    expect((await boardSize(watcher)).width).toBeGreaterThanOrEqual(350);
    expect(await overflowsSideways(watcher)).toBe(false);

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
      await movesShown(watcher, i + 1);
    }
    for (const page of [host, guest, watcher]) {
      await expect
        .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
        .toBe('Black won: checkmate');
      // The move list has a column per player, in the game's notation, the moves as played.
      expect(await page.locator('.move-head').textContent()).toBe('WhiteBlack');
      expect(await movesPlayed(page)).toEqual(['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6']);
      expect(await moveTexts(page)).toEqual(await moveTexts(host));
      // White's King stands checkmated: its strip says so and the board marks it.
      const white = page.locator('.player-strip[data-seat="0"]');
      expect(await white.getAttribute('data-status')).toBe('check');
      expect(await white.locator('.seat-status').textContent()).toBe('checkmated');
      expect(await page.locator('.board .check').count()).toBe(1);
      expect(await page.locator('.player-strip .to-move-tag').count()).toBe(0);
    }
    mkdirSync(results, { recursive: true });
    await host.screenshot({ path: join(results, 'online-trigonal-desktop.png') });
    await watcher.screenshot({ path: join(results, 'online-trigonal-phone.png'), fullPage: true });
    // Stepping back through the moves shows an earlier position; the latest comes back.
    await host.getByRole('button', { name: 'First position', exact: true }).click();
    expect(await host.locator('.moves [aria-current="true"]').count()).toBe(0);
    await host.locator('.moves button.move[data-ply="2"]').click();
    expect(await host.locator('.moves [aria-current="true"]').getAttribute('data-ply')).toBe('2');
    await host.getByRole('button', { name: 'Last move', exact: true }).click();
    expect(await host.locator('.moves [aria-current="true"]').getAttribute('data-ply')).toBe('4');
    // The server holds the finished game with its record.
    const id = /#\/online\/([\w-]+)/.exec(link)![1];
    const game = (await (await fetch(`${baseUrl}/api/games/${id}`)).json()) as {
      moves: string[];
      status: string;
    };
    expect(game.status).toBe('finished');
    expect(game.moves).toEqual(['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6']);
    // Both ask for a rematch; it starts and takes both players there, each in the other seat.
    for (const page of [host, guest])
      await page.getByRole('button', { name: 'Rematch', exact: true }).click();
    const gameOf = (page: Page) => /#\/online\/([\w-]+)/.exec(page.url())?.[1];
    for (const page of [host, guest])
      await expect.poll(() => gameOf(page), { timeout: 10_000 }).not.toBe(id);
    expect(gameOf(host)).toBe(gameOf(guest));
    for (const [page, seat] of [
      [host, 'Black'],
      [guest, 'White'],
    ] as const) {
      await statusIs(page, 'White to move');
      await expect
        .poll(() => page.locator('.panel-head .mode').textContent())
        .toMatch(new RegExp(`^You play ${seat}`));
    }
    // Opened afterwards, the finished game shows the rematch as a link, and stays put.
    await host.goto(`${baseUrl}/#/online/${id}`);
    await host.getByRole('link', { name: 'Go to the rematch' }).waitFor({ timeout: 10_000 });
    expect(gameOf(host)).toBe(id);
    expect(errors).toEqual([]);
  } finally {
    await hostContext.close();
    await guestContext.close();
    await phoneContext.close();
  }
});
