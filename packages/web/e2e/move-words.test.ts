/**
 * A move, once played, is said in words in the status's live region for screen readers: by the
 * player here, by the AI, and by an opponent online.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell, waitForMoves } from './page.js';
import { onlineFile } from './online-file.js';

const baseUrl = inject('baseUrl');
const online = onlineFile();
const browser = online.browser;

async function open(url: string, ready = 'svg.board'): Promise<Page> {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(ready).waitFor();
  return page;
}

/** What the status's live region says of the last move. */
const said = (page: Page) => page.locator('[role="status"] .move-said').textContent();

it("says the player's move and the AI's answer in words", async () => {
  const page = await open(`${baseUrl}#/play/trigonal?mode=ai&level=1&seat=0`);
  try {
    await clickCell(page, 'f4');
    await clickCell(page, 'f5');
    await expect.poll(() => said(page)).toBe('White Pawn f4 to f5');
    await waitForMoves(page, 2);
    const reply = await page.locator('.moves button.move[data-ply="2"]').getAttribute('data-coord');
    const [from, to] = reply!.split('-');
    await expect
      .poll(() => said(page))
      .toMatch(new RegExp(`^Black (King|Queen|Rook|Bishop|Knight|Pawn) ${from} to ${to}\\b`));
  } finally {
    await page.context().close();
  }
});

it('says a checkmate', async () => {
  // docs/rules/trigonal-chess.md §7.6: White Kc4 Qd4 mates the Black King on a1.
  const start = encodeURIComponent('k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1');
  const page = await open(`${baseUrl}#/play/trigonal?mode=local&start=${start}`);
  try {
    await clickCell(page, 'd4');
    await clickCell(page, 'b2');
    await expect.poll(() => said(page)).toBe('White Queen d4 to b2, checkmate');
  } finally {
    await page.context().close();
  }
});

it("says an online opponent's move", async () => {
  const host = await open(`${online.server.baseUrl}/#/new/trigonal?mode=online`, 'form.new-game');
  const guest = await (await (await browser.get()).newContext()).newPage();
  try {
    await host.locator('select[name="clock"]').selectOption('none');
    await host.getByRole('button', { name: 'Start' }).click();
    const invite = host.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    await guest.goto(await invite.inputValue());
    for (const page of [host, guest]) await statusIs(page, 'White to move');
    await clickCell(host, 'f4');
    await clickCell(host, 'f5');
    await movesShown(guest, 1);
    await expect.poll(() => said(guest)).toBe('White Pawn f4 to f5');
    await clickCell(guest, 'i16');
    await clickCell(guest, 'i13');
    await movesShown(host, 2);
    await expect.poll(() => said(host)).toBe('Black Knight i16 to i13');
  } finally {
    await host.context().close();
    await guest.context().close();
  }
});
