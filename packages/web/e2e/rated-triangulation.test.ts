/**
 * A rated game of three (issue 14's "done when"): three accounts in three browser contexts,
 * Red creates a rated Triangulation game through the new-game form, Green and Blue take their
 * seats from the lobby; Red knocks Green out, Blue resigns. The ratings move as the server
 * README's "Two and three players: places" says (Red first, Blue second as the last one out,
 * Green third), with the numbers the Glicko-2 module computes, on the board and on each
 * player's page.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlayerPage } from '@trigon/protocol';
import { NEW_PLAYER } from '../../server/src/ratings/glicko2.js';
import { ratePlacings } from '../../server/src/ratings/placings.js';
import { MANY_SIGNUPS, signUpByApi } from './accounts.js';
import { movesShown, statusIs } from './online-server.js';
import { KNOCKOUT } from './knockout.js';
import { changeText } from './ratings.js';
import { clickCell, resignOnline } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });
const browser = online.browser;

it('three accounts play a rated Triangulation game and all three ratings move by their places', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all(
    [0, 1, 2].map(() => chromium.newContext({ viewport: { width: 1280, height: 800 } })),
  );
  const errors: string[] = [];
  try {
    const names = ['red_rose', 'green_fern', 'blue_iris'];
    for (const [i, context] of contexts.entries())
      await signUpByApi(context, online.server.baseUrl, names[i]!);
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, blue] = pages as [Page, Page, Page];

    // Red makes a rated game without a clock (correspondence), in the lobby as every rated one.
    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('none');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.locator('input[name="rated"][value="rated"]').check();
    expect(await red.locator('input[name="public"]').isChecked()).toBe(true);
    await red.getByRole('button', { name: 'Start' }).click();
    await red.waitForURL(/#\/online\/[\w-]+/);
    const id = /#\/online\/([\w-]+)/.exec(red.url())![1]!;

    // Green and Blue find it in the lobby, with Red as its seeker, and take their seats.
    for (const [page, seat] of [
      [green, 'Green'],
      [blue, 'Blue'],
    ] as const) {
      await page.goto(`${online.server.baseUrl}/#/lobby`);
      const line = page.locator(`li[data-game="${id}"]`);
      await line.waitFor({ timeout: 10_000 });
      expect(await line.locator('.seeker').textContent()).toContain('red_rose');
      expect(await line.locator('.rated').textContent()).toBe('Rated');
      await line.getByRole('button', { name: `Play ${seat}` }).click();
      await page.waitForURL(new RegExp(`#/online/${id}`));
    }
    for (const page of pages) await statusIs(page, 'Red to move');
    // Every strip names its account, links to its page and shows a new player's rating.
    for (const page of pages)
      for (const [seat, name] of names.entries()) {
        const strip = page.locator(`.player-strip[data-seat="${seat}"]`);
        expect(await strip.locator('a.player-link').getAttribute('href')).toBe(`#/@/${name}`);
        expect(await strip.locator('.seat-rating').textContent()).toBe('1500?');
      }

    for (const [i, [seat, from, to]] of KNOCKOUT.entries()) {
      await clickCell(pages[seat]!, from);
      await clickCell(pages[seat]!, to);
      for (const page of pages) await movesShown(page, i + 1);
    }
    await resignOnline(blue);
    for (const page of pages) await statusIs(page, 'Red won: Blue resigned');

    // Red won, Blue was the last one out, Green the first.
    const expected = ratePlacings([NEW_PLAYER, NEW_PLAYER, NEW_PLAYER], [1, 3, 2]);
    expect(Math.round(expected[0]!.rating)).toBeGreaterThan(1500);
    expect(Math.round(expected[2]!.rating)).toBe(1500);
    expect(Math.round(expected[1]!.rating)).toBeLessThan(1500);
    for (const page of pages)
      for (const seat of [0, 1, 2])
        await expect
          .poll(
            () => page.locator(`.player-strip[data-seat="${seat}"] .seat-rating`).textContent(),
            { timeout: 15_000 },
          )
          .toBe(changeText(1500, expected[seat]!.rating));

    // Each player's page has the rating and the game among the finished ones.
    for (const [seat, name] of names.entries()) {
      const answer = await red.request.get(`${online.server.baseUrl}/api/players/${name}`);
      const player = (await answer.json()) as PlayerPage;
      expect(player.ratings).toEqual([
        {
          game: 'triangulation',
          speed: 'correspondence',
          rating: Math.round(expected[seat]!.rating),
          rd: Math.round(expected[seat]!.rd),
          games: 1,
          provisional: true,
        },
      ]);
      await red.goto(`${online.server.baseUrl}/#/@/${name}`);
      const row = red.locator(
        'table.player-ratings tr[data-game="triangulation"][data-speed="correspondence"]',
      );
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain(`${Math.round(expected[seat]!.rating)}?`);
      const game = red.locator(`ul.player-games-finished li[data-id="${id}"]`);
      await game.waitFor({ timeout: 10_000 });
      expect(await game.textContent()).toContain('Rated');
    }
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
