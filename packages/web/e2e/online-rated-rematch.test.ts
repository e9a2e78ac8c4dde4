/**
 * The rematch of a rated online game is rated, as on lichess: its page says `Rated`, offers a
 * visitor no seat while it waits for its second player (its seats are its players'), the
 * players' lists say `Rated`, and once it has ended each seat shows its new rating and the
 * change, as the server's Glicko-2 rates the two games one after the other.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlayerGames } from '@trigon/protocol';
import type { MyGame } from '../src/players/api.js';
import { NEW_PLAYER, PROVISIONAL_RD, type Rating } from '../../server/src/ratings/glicko2.js';
import { ratePlacings } from '../../server/src/ratings/placings.js';
import { MANY_SIGNUPS, signUpByApi } from './accounts.js';
import { movesShown, statusIs } from './online-server.js';
import { clickCell, resignOnline } from './page.js';
import { onlineFile } from './online-file.js';
import { sendCommand } from './ws-command.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });
const browser = online.browser;

const strip = (page: Page, seat: number) => page.locator(`.player-strip[data-seat="${seat}"]`);
const rated = (page: Page) => page.locator('.panel-head .mode .rated').textContent();
const gameOf = (page: Page) => /#\/online\/([\w-]+)/.exec(page.url())?.[1];

/** The rating and its change as a seat's strip shows them, from the numbers. */
function shown(before: Rating, after: Rating): string {
  const [from, to] = [Math.round(before.rating), Math.round(after.rating)];
  const delta = to - from;
  const sign = delta > 0 ? '+' : delta < 0 ? '\u2212' : '±';
  return `${to}${after.rd > PROVISIONAL_RD ? '?' : ''} (${sign}${Math.abs(delta)})`;
}

async function ratingShows(page: Page, seat: number, text: string): Promise<void> {
  await expect
    .poll(() => strip(page, seat).locator('.seat-rating').textContent(), { timeout: 15_000 })
    .toBe(text);
}

it('the rematch of a rated game is rated: its page, the lists, and the ratings it changes', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all(
    [0, 1, 2].map(() => chromium.newContext({ viewport: { width: 1280, height: 900 } })),
  );
  const errors: string[] = [];
  try {
    const [creatorContext, joinerContext, watcherContext] = contexts as [
      (typeof contexts)[0],
      (typeof contexts)[0],
      (typeof contexts)[0],
    ];
    const base = online.server.baseUrl;
    await signUpByApi(creatorContext, base, 'Rema');
    await signUpByApi(joinerContext, base, 'Tcha');
    await signUpByApi(watcherContext, base, 'Onlooker');
    const creator = await creatorContext.newPage();
    const joiner = await joinerContext.newPage();
    const watcher = await watcherContext.newPage();
    for (const page of [creator, joiner, watcher])
      page.on('pageerror', (e) => errors.push(e.message));

    await creator.goto(`${base}/#/new/trigonal?mode=online`);
    await creator.locator('select[name="clock"]').selectOption('none');
    const ratedChoice = creator.locator('input[name="rated"][value="rated"]');
    await expect.poll(() => ratedChoice.isEnabled(), { timeout: 10_000 }).toBe(true);
    await ratedChoice.check();
    await creator.getByRole('button', { name: 'Start' }).click();
    await creator.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
    const first = gameOf(creator)!;
    await joiner.goto(`${base}/#/lobby`);
    await joiner
      .locator(`li[data-game="${first}"]`)
      .getByRole('button', { name: 'Play Black' })
      .click();
    await joiner.waitForURL(new RegExp(`#/online/${first}$`), { timeout: 10_000 });
    await statusIs(creator, 'White to move');

    // Black mates: Tcha wins the first game.
    for (const [i, [from, to]] of [
      ['h4', 'h5'],
      ['g10', 'g9'],
      ['i4', 'i5'],
      ['g12', 'i6'],
    ].entries())
      for (const cell of [from!, to!]) await clickCell(i % 2 === 0 ? creator : joiner, cell);
    for (const page of [creator, joiner]) await statusIs(page, 'Black won: checkmate');
    const [lost, won] = ratePlacings([NEW_PLAYER, NEW_PLAYER], [2, 1]) as [Rating, Rating];
    await ratingShows(creator, 1, shown(NEW_PLAYER, won));

    // Tcha asks for the rematch from elsewhere, so that it waits for him once Rema says yes.
    const mine = await joinerContext.request.get(`${base}/api/me/games`);
    const token = ((await mine.json()) as PlayerGames<MyGame>).games.find(
      (g) => g.id === first,
    )!.token;
    await joiner.goto(`${base}/#/lobby`);
    await sendCommand(joiner, first, token, { t: 'rematch' });
    await creator.getByRole('button', { name: 'Rematch', exact: true }).click();
    await expect.poll(() => gameOf(creator), { timeout: 10_000 }).not.toBe(first);
    const rematch = gameOf(creator)!;
    await expect.poll(() => rated(creator), { timeout: 10_000 }).toBe('Rated');

    // A visitor sees a rated game waiting for its player, with no seat to take.
    await watcher.goto(`${base}/#/online/${rematch}`);
    await expect.poll(() => rated(watcher), { timeout: 10_000 }).toBe('Rated');
    await expect
      .poll(() => watcher.locator('.online-status').textContent(), { timeout: 10_000 })
      .toMatch(/^Waiting/);
    expect(await watcher.getByRole('button', { name: 'Take a seat' }).count()).toBe(0);
    expect(await watcher.locator('.take-seat-signin').count()).toBe(0);

    // Both players' lists say so.
    for (const name of ['Rema', 'Tcha']) {
      await watcher.goto(`${base}/#/@/${name}`);
      const item = watcher.locator(`li[data-id="${rematch}"] .player-game-rated`);
      await expect.poll(() => item.textContent(), { timeout: 10_000 }).toBe('Rated');
    }

    // Tcha comes to the rematch (his account gives his seat: White now), moves, and resigns.
    await joiner.goto(`${base}/#/online/${rematch}`);
    for (const page of [creator, joiner]) await statusIs(page, 'White to move');
    expect(await rated(joiner)).toBe('Rated');
    await clickCell(joiner, 'h4');
    await clickCell(joiner, 'h5');
    await movesShown(creator, 1);
    await clickCell(creator, 'g10');
    await clickCell(creator, 'g9');
    await movesShown(joiner, 2);
    await resignOnline(joiner);

    // Rated as any rated game, from the ratings the first game made: White (Tcha) lost.
    const [tchaAfter, remaAfter] = ratePlacings([won, lost], [2, 1]) as [Rating, Rating];
    for (const page of [creator, joiner]) {
      await ratingShows(page, 0, shown(won, tchaAfter));
      await ratingShows(page, 1, shown(lost, remaAfter));
    }
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
}, 120_000);
