/**
 * Issue 13, fault 3: online, a seat's clock starts with its own first move (as on lichess), the
 * page counts down the time left for that move, and a seat that makes none in time aborts the
 * game, which nobody wins or loses. The server runs with a short FIRST_MOVE_MS.
 */
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const FIRST_MOVE_MS = 8000;
const online = onlineFile({ FIRST_MOVE_MS: String(FIRST_MOVE_MS) });
const browser = online.browser;

/** A 3+2 game of Trigonal Chess created by `host`'s page and joined by `guest`'s. */
async function startGame(host: Page, guest: Page): Promise<void> {
  await host.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
  await host.locator('select[name="clock"]').selectOption('3+2');
  await host.getByRole('button', { name: 'Start' }).click();
  const invite = host.locator('input.invite-link[data-seat="1"]');
  await invite.waitFor({ timeout: 10_000 });
  await guest.goto(await invite.inputValue());
  for (const page of [host, guest]) await statusIs(page, 'White to move');
}

const clock = (page: Page, seat: number) =>
  page.locator(`.player-strip[data-seat="${seat}"] .clock`).textContent();

async function pair(chromium: Browser) {
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  return { contexts, host: pages[0]!, guest: pages[1]! };
}

it('no clock runs before a seat’s first move; the page counts down that move', async () => {
  const chromium = await browser.get();
  const { contexts, host, guest } = await pair(chromium);
  try {
    await startGame(host, guest);
    await host.waitForTimeout(1500);
    // White has not moved: both clocks stand at 3:00, none is drawn running.
    for (const page of [host, guest]) {
      expect(await clock(page, 0)).toBe('3:00');
      expect(await clock(page, 1)).toBe('3:00');
      expect(await page.locator('.clock.running').count()).toBe(0);
    }
    expect(await host.locator('.first-move-notice').textContent()).toMatch(
      /^Make your first move within 0:0[1-7], or the game is aborted/,
    );
    expect(await guest.locator('.first-move-notice').textContent()).toMatch(
      /^White has 0:0[1-7] to make a first move, or the game is aborted/,
    );

    await clickCell(host, 'h4');
    await clickCell(host, 'h5');
    for (const page of [host, guest]) await movesShown(page, 1);
    await host.waitForTimeout(1200);
    // White's first move took no time and earned no bonus; Black's clock waits for its own.
    for (const page of [host, guest]) {
      expect(await clock(page, 0)).toBe('3:00');
      expect(await clock(page, 1)).toBe('3:00');
      expect(await page.locator('.clock.running').count()).toBe(0);
    }
    expect(await guest.locator('.first-move-notice').textContent()).toMatch(
      /^Make your first move within/,
    );

    await clickCell(guest, 'g10');
    await clickCell(guest, 'g9');
    for (const page of [host, guest]) await movesShown(page, 2);
    // The first round is over: White's clock runs from now on.
    for (const page of [host, guest]) {
      await page.locator('.player-strip[data-seat="0"] .clock.running').waitFor();
      expect(await page.locator('.first-move-notice').count()).toBe(0);
    }
    await expect.poll(() => clock(host, 0), { timeout: 5000 }).toBe('2:59');
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('a seat that makes no first move in time aborts the game: no winner', async () => {
  const chromium = await browser.get();
  const { contexts, host, guest } = await pair(chromium);
  try {
    await startGame(host, guest);
    await clickCell(host, 'h4');
    await clickCell(host, 'h5');
    for (const page of [host, guest]) await movesShown(page, 1);
    // Black never moves.
    for (const page of [host, guest])
      await expect
        .poll(() => page.locator('.online-status').textContent(), {
          timeout: FIRST_MOVE_MS + 5000,
        })
        .toBe('Game aborted: Black made no first move');
    for (const page of [host, guest]) {
      expect(await page.getByRole('button', { name: 'Resign' }).count()).toBe(0);
      expect(await page.locator('.first-move-notice').count()).toBe(0);
    }
  } finally {
    for (const context of contexts) await context.close();
  }
});
