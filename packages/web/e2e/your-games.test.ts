/**
 * Issue 13, "Your games": the home page lists the games in progress on this browser, local
 * ones and online ones where it holds a seat, each with a link back to it; a game leaves the
 * list when it ends or when the player removes it. Through the real game server, which also
 * serves the app (localStorage is per origin).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePerTest } from './browser.js';
import { movesShown, startGameServer, statusIs, type GameServer } from './online-server.js';
import { clickCell, moveTexts, positionText, resignOnline } from './page.js';

let server: GameServer;
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(() => server?.stop());

const rows = () => page.locator('.your-games .your-game');

async function goHome(): Promise<void> {
  await page.locator('.top-bar a.brand').click();
  await page.locator('.game-cards').waitFor();
}

async function play(moves: [string, string][], from = 0): Promise<void> {
  for (const [i, [a, b]] of moves.entries()) {
    await clickCell(page, a);
    await clickCell(page, b);
    await movesShown(page, from + i + 1);
  }
}

it('lists a local game in progress, and its link reopens the same position', async () => {
  await page.goto(`${server.baseUrl}/#/`);
  await page.locator('.game-cards').waitFor();
  expect(await page.locator('.your-games').count()).toBe(0);

  await page.goto(`${server.baseUrl}/#/play/trigonal?mode=local`);
  await play([
    ['f4', 'f5'],
    ['i16', 'i13'],
  ]);
  const position = await positionText(page);
  const moves = await moveTexts(page);

  await goHome();
  await expect.poll(() => rows().count()).toBe(1);
  const row = rows().first();
  expect(await row.getAttribute('data-mode')).toBe('local');
  expect(await row.locator('.your-game-title').textContent()).toBe('Trigonal Chess');
  expect(await row.locator('.your-game-details').textContent()).toBe(
    'Same screen · White to move · 2 moves',
  );

  await row.locator('a.your-game-link').click();
  await movesShown(page, 2);
  expect(await moveTexts(page)).toEqual(moves);
  expect(await positionText(page)).toBe(position);

  // Played on from the list's link, it is the same game: one entry, updated.
  await play([['g4', 'g5']], 2);
  await goHome();
  await expect.poll(() => rows().count()).toBe(1);
  expect(await rows().first().locator('.your-game-details').textContent()).toBe(
    'Same screen · Black to move · 3 moves',
  );
  // A reload of the home page keeps it.
  await page.reload();
  await expect.poll(() => rows().count()).toBe(1);

  // The Remove button takes it off, for good.
  await rows()
    .first()
    .getByRole('button', { name: /^Remove Trigonal Chess/ })
    .click();
  expect(await page.locator('.your-games').count()).toBe(0);
  await page.reload();
  await page.locator('.game-cards').waitFor();
  expect(await page.locator('.your-games').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('takes a local game off the list when it ends', async () => {
  await page.goto(`${server.baseUrl}/#/play/trigonal?mode=local`);
  await play([['f4', 'f5']]);
  await goHome();
  await expect.poll(() => rows().count()).toBe(1);
  await rows().first().locator('a.your-game-link').click();
  await movesShown(page, 1);
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await page.locator('.status', { hasText: 'resigned' }).waitFor();
  await goHome();
  expect(await page.locator('.your-games').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('lists an online game where this browser holds a seat', async () => {
  await page.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
  await page.locator('select[name="clock"]').selectOption('3+2');
  await page.getByRole('button', { name: 'Start' }).click();
  await statusIs(page, 'Waiting for Black to join');
  const id = /#\/online\/([\w-]+)/.exec(page.url())![1]!;

  await goHome();
  await expect.poll(() => rows().count()).toBe(1);
  const row = rows().first();
  expect(await row.getAttribute('data-mode')).toBe('online');
  expect(await row.locator('.your-game-title').textContent()).toBe('Trigonal Chess');
  expect(await row.locator('.your-game-details').textContent()).toBe(
    'Online · you play White · waiting for players · 0 moves',
  );
  expect(await row.locator('a.your-game-link').getAttribute('href')).toBe(`#/online/${id}`);
  await row.locator('a.your-game-link').click();
  await statusIs(page, 'Waiting for Black to join');
  // Back on the seat: the page knows this browser plays White.
  expect(await page.locator('.mode').textContent()).toContain('You play White');
  expect(errors).toEqual([]);
});

it('takes an online game off the list when it ended while this browser was away', async () => {
  await page.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
  await page.getByRole('button', { name: 'Start' }).click();
  const invite = page.locator('input.invite-link[data-seat="1"]');
  await invite.waitFor({ timeout: 10_000 });
  const link = await invite.inputValue();

  // The guest joins in another browser; both move (a game is resigned once both have moved:
  // online-abortable-actions), and the guest resigns while the host is on the home page.
  const guestContext = await page.context().browser()!.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await statusIs(guest, 'White to move');
    await play([['h4', 'h5']]);
    await movesShown(guest, 1);
    await clickCell(guest, 'g10');
    await clickCell(guest, 'g9');
    await movesShown(page, 2);
    await goHome();
    await expect.poll(() => rows().count()).toBe(1);
    await resignOnline(guest);
    await expect
      .poll(() => guest.locator('.online-status').textContent(), { timeout: 10_000 })
      .toMatch(/^White won/);
  } finally {
    await guestContext.close();
  }
  await page.reload();
  await page.locator('.game-cards').waitFor();
  await expect.poll(() => page.locator('.your-games').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('shows the home page as before when the stored list does not read', async () => {
  await page.goto(`${server.baseUrl}/#/`);
  await page.evaluate(() => {
    localStorage.setItem(
      'trigon.yourGames',
      JSON.stringify([{ key: 'x', game: 'trigonal', mode: 'local', link: 'javascript:1' }, 5]),
    );
  });
  await page.reload();
  await page.locator('.game-cards').waitFor();
  expect(await page.locator('.your-games').count()).toBe(0);
  await page.evaluate(() => localStorage.setItem('trigon.yourGames', '{not json'));
  await page.reload();
  await page.locator('.game-cards').waitFor();
  expect(await page.locator('.your-games').count()).toBe(0);
  expect(errors).toEqual([]);
});
