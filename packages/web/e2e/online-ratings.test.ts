/**
 * A rated online game between two accounts, made and joined through the pages: both strips
 * name the players (links to their pages) with their ratings, and once the game has ended and
 * been rated, the new ratings and the changes, as the server's Glicko-2 rates the game.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NEW_PLAYER } from '../../server/src/ratings/glicko2.js';
import { ratePlacings } from '../../server/src/ratings/placings.js';
import { MANY_SIGNUPS, signInByApi, signUpByApi } from './accounts.js';
import { movesShown, statusIs } from './online-server.js';
import { clickCell, resignOnline } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });
const browser = online.browser;

const strip = (page: Page, seat: number) => page.locator(`.player-strip[data-seat="${seat}"]`);

async function seatShows(page: Page, seat: number, name: string, rating: string): Promise<void> {
  const link = strip(page, seat).locator('a.player-link');
  await expect.poll(() => link.textContent(), { timeout: 10_000 }).toBe(name);
  expect(await link.getAttribute('href')).toBe(`#/@/${name}`);
  await expect
    .poll(() => strip(page, seat).locator('.seat-rating').textContent(), { timeout: 15_000 })
    .toBe(rating);
}

/** A rating change as the page writes it, from the numbers: a real minus sign. */
function shown(before: number, after: number): string {
  const delta = after - before;
  return `${after}? (${delta > 0 ? '+' : delta < 0 ? '\u2212' : '±'}${Math.abs(delta)})`;
}

it('a rated game shows the names, the ratings and, once rated, the changes Glicko-2 makes', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all(
    [0, 1, 2].map(() => chromium.newContext({ viewport: { width: 1280, height: 900 } })),
  );
  const errors: string[] = [];
  try {
    const [creatorContext, joinerContext, laterContext] = contexts as [
      (typeof contexts)[0],
      (typeof contexts)[0],
      (typeof contexts)[0],
    ];
    await signUpByApi(creatorContext, online.server.baseUrl, 'Winner');
    await signUpByApi(joinerContext, online.server.baseUrl, 'Loser');
    const creator = await creatorContext.newPage();
    const joiner = await joinerContext.newPage();
    for (const page of [creator, joiner]) page.on('pageerror', (e) => errors.push(e.message));

    await creator.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await creator.locator('select[name="clock"]').selectOption('none');
    const rated = creator.locator('input[name="rated"][value="rated"]');
    await expect.poll(() => rated.isEnabled(), { timeout: 10_000 }).toBe(true);
    await rated.check();
    await creator.getByRole('button', { name: 'Start' }).click();
    await creator.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
    const id = /#\/online\/([\w-]+)$/.exec(creator.url())![1]!;

    await joiner.goto(`${online.server.baseUrl}/#/lobby`);
    await joiner
      .locator(`li[data-game="${id}"]`)
      .getByRole('button', { name: 'Play Black' })
      .click();
    await joiner.waitForURL(new RegExp(`#/online/${id}$`), { timeout: 10_000 });
    for (const page of [creator, joiner]) {
      await statusIs(page, 'White to move');
      await seatShows(page, 0, 'Winner', '1500?');
      await seatShows(page, 1, 'Loser', '1500?');
      expect(await page.locator('.panel-head .mode .rated').textContent()).toBe('Rated');
    }

    // Both play a move (a game where a seat never moved is not rated), then Black resigns.
    await clickCell(creator, 'h4');
    await clickCell(creator, 'h5');
    await movesShown(joiner, 1);
    await clickCell(joiner, 'g10');
    await clickCell(joiner, 'g9');
    await movesShown(creator, 2);
    await resignOnline(joiner);

    // What the server's rating math makes of two new players' game, White first.
    const [won, lost] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [1, 2]).map((r) => ({
      after: Math.round(r.rating),
      provisional: r.rd > 110,
    }));
    expect(won!.provisional && lost!.provisional).toBe(true);
    const winnerText = shown(NEW_PLAYER.rating, won!.after);
    const loserText = shown(NEW_PLAYER.rating, lost!.after);
    for (const page of [creator, joiner]) {
      await seatShows(page, 0, 'Winner', winnerText);
      await seatShows(page, 1, 'Loser', loserText);
    }

    // The winner, signed in elsewhere, sees the same on the game's page.
    await signInByApi(laterContext, online.server.baseUrl, 'Winner');
    const later = await laterContext.newPage();
    later.on('pageerror', (e) => errors.push(e.message));
    await later.goto(`${online.server.baseUrl}/#/online/${id}`);
    await seatShows(later, 0, 'Winner', winnerText);
    await seatShows(later, 1, 'Loser', loserText);
    expect(await later.locator('.panel-head .mode .rated').textContent()).toBe('Rated');
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
}, 90_000);
