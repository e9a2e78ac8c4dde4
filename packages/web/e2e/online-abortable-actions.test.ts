/**
 * While an online game can still be aborted (a player still in it has not made a first move),
 * a player has "Abort game" and neither "Resign", "Offer a draw" nor "Ask to take back", as on
 * lichess and as the server takes them (`abortable`); once every player has moved, Resign, Offer
 * a draw and Ask to take back, and no Abort. Two players and three.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPair } from './online-pair.js';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const count = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).count();

/**
 * The buttons beside the moves on each of `pages`: Abort alone, or Resign, a draw and a takeback
 * (every player has a move to take back then: its first).
 */
async function actionsAre(pages: Page[], abortable: boolean): Promise<void> {
  const when = abortable ? 'before every first move' : 'once every player has moved';
  for (const page of pages) {
    await expect
      .poll(() => count(page, 'Abort game'), { message: `${when}: Abort` })
      .toBe(abortable ? 1 : 0);
    for (const name of ['Resign', 'Offer a draw', 'Ask to take back'])
      expect(await count(page, name), `${when}: ${name}`).toBe(abortable ? 0 : 1);
  }
}

async function play(pages: Page[], moves: [Page, string, string][]): Promise<void> {
  for (const [i, [page, from, to]] of moves.entries()) {
    await clickCell(page, from);
    await clickCell(page, to);
    for (const p of pages) await movesShown(p, i + 1);
  }
}

it('two players: Abort until both have moved, then Resign, Offer a draw and a takeback', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    await actionsAre([host, guest], true);
    await play([host, guest], [[host, 'h4', 'h5']]);
    // White has moved, Black not yet: the game is still one to abort, not to resign, and White's
    // first move is not one to take back (its clock would run on at ply 0).
    await actionsAre([host, guest], true);
    await clickCell(guest, 'g10');
    await clickCell(guest, 'g9');
    for (const page of [host, guest]) await movesShown(page, 2);
    await actionsAre([host, guest], false);
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});

it('three players: Abort until all three have moved, then Resign, Offer a draw and a takeback', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1, 2].map(() => chromium.newContext()));
  const errors: string[] = [];
  try {
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, blue] = pages as [Page, Page, Page];
    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('none');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.getByRole('button', { name: 'Start' }).click();
    for (const [seat, page] of [green, blue].entries()) {
      const invite = red.locator(`input.invite-link[data-seat="${seat + 1}"]`);
      await invite.waitFor({ timeout: 10_000 });
      await page.goto(await invite.inputValue());
    }
    for (const page of pages) await statusIs(page, 'Red to move');
    await actionsAre(pages, true);
    await play(pages, [
      [red, 'A8Ω', 'D7Φ'],
      [green, 'F3Ω', 'E5Ω'],
    ]);
    // Blue has not moved yet: each of the three may abort, none resign, offer a draw or ask to
    // take back.
    await actionsAre(pages, true);
    await clickCell(blue, 'H6Δ');
    await clickCell(blue, 'G6Λ');
    for (const page of pages) await movesShown(page, 3);
    await actionsAre(pages, false);
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
