/**
 * Takebacks online (issue 13), as people ask for them once both players have moved (not before:
 * the game is aborted then, as on lichess): a player asks to take back its move, the opponent
 * declines, the asker cancels, the opponent accepts and the move goes back on both pages and on
 * the server; on the asker's own turn two moves go back; a move made instead ends the request; a
 * reload shows the position the takeback left.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPair } from './online-pair.js';
import { movesPlayed, movesShown, statusIs } from './online-server.js';
import { cellLabel, clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

async function move(page: Page, from: string, to: string): Promise<void> {
  await clickCell(page, from);
  await clickCell(page, to);
}

/** Waits until the page's move list holds exactly `moves`. */
async function movesAre(page: Page, moves: string[]): Promise<void> {
  await expect.poll(() => movesPlayed(page), { timeout: 10_000 }).toEqual(moves);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

it('a takeback is asked for, declined, cancelled, accepted, and ends with a move', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { host, guest } = pair;
  try {
    // Nothing to take back before one's own first move, nor before the other's: until both have
    // moved the game is aborted, not taken back (the server's `abortable`, as on lichess).
    expect(await button(host, 'Ask to take back').count()).toBe(0);
    await move(host, 'h4', 'h5');
    await movesShown(guest, 1);
    for (const page of [host, guest]) {
      await button(page, 'Abort game').waitFor();
      expect(await button(page, 'Ask to take back').count()).toBe(0);
    }
    await move(guest, 'g10', 'g9');
    await movesShown(host, 2);
    await move(host, 'i4', 'i5');
    for (const page of [host, guest]) await movesAre(page, ['h4-h5', 'g10-g9', 'i4-i5']);

    // White asks; Black declines.
    await button(host, 'Ask to take back').click();
    await guest.locator('.takeback-note', { hasText: 'White asks to take back a move' }).waitFor();
    await host
      .locator('.takeback-pending', { hasText: 'Takeback asked: waiting for Black' })
      .waitFor();
    await button(guest, 'Decline the takeback').click();
    await host.locator('.takeback-pending').waitFor({ state: 'detached' });
    await guest.locator('.takeback-note').waitFor({ state: 'detached' });
    // The asker is told who said no.
    await host
      .locator('.answer-note', { hasText: 'Black declined your takeback request' })
      .waitFor();
    await guest.locator('.answer-note', { hasText: 'You declined the takeback request' }).waitFor();
    expect(await movesPlayed(host)).toEqual(['h4-h5', 'g10-g9', 'i4-i5']);

    // White asks again (the news of the no goes), then thinks better of it.
    await button(host, 'Ask to take back').click();
    await button(guest, 'Accept the takeback').waitFor();
    for (const page of [host, guest])
      await page.locator('.answer-note').waitFor({ state: 'detached' });
    await button(host, 'Cancel the takeback').click();
    await button(guest, 'Accept the takeback').waitFor({ state: 'detached' });
    await guest.locator('.takeback-note').waitFor({ state: 'detached' });
    await button(host, 'Ask to take back').waitFor();

    // White asks a third time; Black accepts: the move goes back everywhere.
    await button(host, 'Ask to take back').click();
    await button(guest, 'Accept the takeback').click();
    for (const page of [host, guest]) {
      await movesAre(page, ['h4-h5', 'g10-g9']);
      await statusIs(page, 'White to move');
      expect(await cellLabel(page, 'i4')).toMatch(/White/);
      expect(await cellLabel(page, 'i5')).not.toMatch(/White/);
    }
    // Three requests since the last move: White's next waits for a move (the server's limit).
    await button(host, 'Ask to take back after the next move').waitFor();
    expect(await button(host, 'Ask to take back').count()).toBe(0);

    // On White's own turn, its move and Black's reply go back together.
    await move(host, 'i4', 'i5');
    await movesShown(guest, 3);
    await move(guest, 'f8', 'f7');
    await movesShown(host, 4);
    await button(host, 'Ask to take back').click();
    await guest.locator('.takeback-note', { hasText: 'White asks to take back 2 moves' }).waitFor();
    await button(guest, 'Accept the takeback').click();
    for (const page of [host, guest]) await movesAre(page, ['h4-h5', 'g10-g9']);

    // A move made instead of an answer ends the request.
    await button(guest, 'Ask to take back').click();
    await host.locator('.takeback-note', { hasText: 'Black asks to take back a move' }).waitFor();
    await move(host, 'i4', 'i5');
    for (const page of [host, guest]) await movesAre(page, ['h4-h5', 'g10-g9', 'i4-i5']);
    await guest.locator('.takeback-pending').waitFor({ state: 'detached' });
    expect(await button(host, 'Accept the takeback').count()).toBe(0);

    // Black takes back its move (and White's reply) once more; a reload shows the same game,
    // and Black's first move, taken back, is not given back: the game is not one to abort.
    await button(guest, 'Ask to take back').click();
    await button(host, 'Accept the takeback').click();
    for (const page of [host, guest]) await movesAre(page, ['h4-h5']);
    await guest.reload();
    await movesAre(guest, ['h4-h5']);
    await statusIs(guest, 'Black to move');
    await button(guest, 'Resign').waitFor();
    expect(await button(guest, 'Abort game').count()).toBe(0);
    const game = (await (await fetch(`${online.server.baseUrl}/api/games/${pair.id}`)).json()) as {
      moves: string[];
    };
    expect(game.moves).toEqual(['h4-h5']);
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
