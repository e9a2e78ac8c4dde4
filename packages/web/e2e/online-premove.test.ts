/** Issue 13: a premove online, queued during the opponent's turn, through the same board. */
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { cellLabel, clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

async function pair(chromium: Browser) {
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  return { contexts, host: pages[0]!, guest: pages[1]! };
}

/** A game of Trigonal Chess without a clock, created by `host` (White), joined by `guest`. */
async function startGame(host: Page, guest: Page): Promise<void> {
  await host.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
  await host.locator('select[name="clock"]').selectOption('none');
  await host.locator('select[name="seat"]').selectOption('0');
  await host.getByRole('button', { name: 'Start' }).click();
  const invite = host.locator('input.invite-link[data-seat="1"]');
  await invite.waitFor({ timeout: 10_000 });
  await guest.goto(await invite.inputValue());
  for (const page of [host, guest]) await statusIs(page, 'White to move');
}

it('a premove made during the opponent’s turn is played when it comes, or dropped', async () => {
  const chromium = await browser.get();
  const { contexts, host, guest } = await pair(chromium);
  try {
    await startGame(host, guest);
    // Black premoves while White is to move.
    await clickCell(guest, 'g10');
    await clickCell(guest, 'g9');
    expect(await guest.locator('polygon.premove').count()).toBe(2);
    await clickCell(host, 'h4');
    await clickCell(host, 'h5');
    // White's move arrives, and Black's premove goes at once, for both to see.
    for (const page of [host, guest]) await movesShown(page, 2);
    expect(await cellLabel(host, 'g9')).toMatch(/^g9: Black Pawn/);
    expect(await guest.locator('polygon.premove').count()).toBe(0);

    // White moves, then queues a pawn three cells up, never legal: it is dropped when White's
    // turn comes.
    await clickCell(host, 'f4');
    await clickCell(host, 'f5');
    for (const page of [host, guest]) await movesShown(page, 3);
    await clickCell(host, 'g4');
    await clickCell(host, 'g7');
    expect(await host.locator('polygon.premove').count()).toBe(2);
    await clickCell(guest, 'f8');
    await clickCell(guest, 'f7');
    for (const page of [host, guest]) await movesShown(page, 4);
    await expect.poll(() => host.locator('polygon.premove').count()).toBe(0);
    expect(await cellLabel(host, 'g4')).toMatch(/^g4: White Pawn/);
    await statusIs(host, 'White to move');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
