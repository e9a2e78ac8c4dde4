/**
 * A rated game as people play one (issue 14's "done when"): two people sign up through the
 * sign-up page in two browser contexts, one creates a rated Trigonal Chess game through the
 * new-game form, the other takes the seat from the lobby, and they play it to checkmate. Both
 * boards then show the new ratings, with the numbers the Glicko-2 module computes, both player
 * pages list the game, and a third context that signs in as the winner sees the same.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NEW_PLAYER } from '../../server/src/ratings/glicko2.js';
import { ratePlacings } from '../../server/src/ratings/placings.js';
import { MANY_SIGNUPS, TEST_PASSWORD } from './accounts.js';
import { movesShown, statusIs } from './online-server.js';
import { changeText } from './ratings.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });
const browser = online.browser;

/** Signs `name` up through the sign-up page; the header then names them. */
async function signUpOnPage(page: Page, name: string): Promise<void> {
  await page.goto(`${online.server.baseUrl}/#/signup`);
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="password"]').fill(TEST_PASSWORD);
  await page.locator('input[name="confirm"]').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page
    .locator('.account-menu a.account-name', { hasText: name })
    .waitFor({ timeout: 10_000 });
}

/** The strips of both seats show `texts` as their ratings. */
async function ratingsShown(page: Page, texts: string[]): Promise<void> {
  for (const [seat, text] of texts.entries())
    await expect
      .poll(() => page.locator(`.player-strip[data-seat="${seat}"] .seat-rating`).textContent(), {
        timeout: 15_000,
      })
      .toBe(text);
}

it('two people sign up, play a rated Trigonal game to checkmate and both ratings move', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all(
    [0, 1, 2].map(() => chromium.newContext({ viewport: { width: 1280, height: 800 } })),
  );
  const errors: string[] = [];
  try {
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [white, black, later] = pages as [Page, Page, Page];
    await signUpOnPage(white, 'Wanda');
    await signUpOnPage(black, 'Boris');

    await white.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await white.locator('select[name="clock"]').selectOption('none');
    await white.locator('select[name="seat"]').selectOption('0');
    await white.locator('input[name="rated"][value="rated"]').check();
    await white.getByRole('button', { name: 'Start' }).click();
    await white.waitForURL(/#\/online\/[\w-]+/);
    const id = /#\/online\/([\w-]+)/.exec(white.url())![1]!;

    await black.goto(`${online.server.baseUrl}/#/lobby`);
    const line = black.locator(`li[data-game="${id}"]`);
    await line.waitFor({ timeout: 10_000 });
    expect(await line.locator('.seeker').textContent()).toContain('Wanda');
    expect(await line.locator('.seeker').textContent()).toContain('1500?');
    await line.getByRole('button', { name: 'Play Black' }).click();
    await black.waitForURL(new RegExp(`#/online/${id}`));
    for (const page of [white, black]) {
      await statusIs(page, 'White to move');
      await ratingsShown(page, ['1500?', '1500?']);
    }

    const mate: [Page, string, string][] = [
      [white, 'h4', 'h5'],
      [black, 'g10', 'g9'],
      [white, 'i4', 'i5'],
      [black, 'g12', 'i6'],
    ];
    for (const [i, [page, from, to]] of mate.entries()) {
      await clickCell(page, from);
      await clickCell(page, to);
      for (const p of [white, black]) await movesShown(p, i + 1);
    }
    for (const page of [white, black]) await statusIs(page, 'Black won: checkmate');

    const [whiteAfter, blackAfter] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [2, 1]);
    const shown = [changeText(1500, whiteAfter!.rating), changeText(1500, blackAfter!.rating)];
    for (const page of [white, black]) await ratingsShown(page, shown);

    // Each player's page: the new rating, and the game among the finished ones.
    for (const [page, name, after, own] of [
      [white, 'Wanda', whiteAfter!, 'Lost'],
      [black, 'Boris', blackAfter!, 'Won'],
    ] as const) {
      await page.locator('.account-menu a.account-name').click();
      await page.waitForURL(new RegExp(`#/@/${name}`));
      const row = page.locator(
        'table.player-ratings tr[data-game="trigonal"][data-speed="correspondence"]',
      );
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain(`${Math.round(after.rating)}?`);
      const game = page.locator(`ul.player-games-finished li[data-id="${id}"]`);
      await game.waitFor({ timeout: 10_000 });
      expect(await game.textContent()).toContain('Rated');
      expect(await game.textContent()).toContain(own);
    }

    // A third browser, signed in as the winner through the sign-in page: the same.
    await later.goto(`${online.server.baseUrl}/#/signin`);
    await later.locator('input[name="name"]').fill('boris');
    await later.locator('input[name="password"]').fill(TEST_PASSWORD);
    await later.getByRole('button', { name: 'Sign in' }).click();
    await later.locator('.account-menu a.account-name', { hasText: 'Boris' }).waitFor();
    await later.locator('.account-menu a.account-name').click();
    const game = later.locator(`ul.player-games-finished li[data-id="${id}"]`);
    await game.waitFor({ timeout: 10_000 });
    expect(await game.textContent()).toContain('Won');
    await later.goto(`${online.server.baseUrl}/#/online/${id}`);
    await ratingsShown(later, shown);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
