/**
 * The leaderboards, against the real server with ratings seeded into its store: the order, the
 * links to the players' pages, the choice of game and speed class (by default the first class
 * with players, else blitz), the empty board's message, and the links from the home page's game
 * cards and from a player's ratings.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { results, startGameServer, type GameServer } from './online-server.js';
import { seedRatings } from './seed-ratings.js';

const browser = sharedBrowser();
let server: GameServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await seedRatings([
    { name: 'Bea', game: 'trigonal', speed: 'blitz', rating: 1650, rd: 80, games: 7 },
    { name: 'Cleo', game: 'trigonal', speed: 'blitz', rating: 1820, rd: 60, games: 6 },
    { name: 'Ada', game: 'trigonal', speed: 'blitz', rating: 1710, rd: 70, games: 5 },
    // Not on the board: an unsettled rating (RD 120), too few games (4).
    { name: 'Dan', game: 'trigonal', speed: 'blitz', rating: 1900, rd: 120, games: 10 },
    { name: 'Eve', game: 'trigonal', speed: 'blitz', rating: 2000, rd: 50, games: 4 },
    // Sankaku Shogi has players in rapid only.
    { name: 'Fay', game: 'sankaku', speed: 'rapid', rating: 1600, rd: 90, games: 5 },
  ]);
  server = await startGameServer({}, { dataDir });
});

afterAll(async () => {
  await browser.close();
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(page: Page, hash: string): Promise<void> {
  await page.goto(`${server.baseUrl}/#/`);
  await page.goto(`${server.baseUrl}/${hash}`);
  await page.locator('table.leaderboard, .leaderboard-empty').first().waitFor({ timeout: 10_000 });
}

const rows = (page: Page) =>
  page
    .locator('table.leaderboard tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );

const current = (page: Page) =>
  page.locator('.leaderboard-speeds a[aria-current="page"]').allTextContents();

it('ranks a game’s settled ratings, switches speed and game, and links to the players', async () => {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));

    // The home page's card of a game links to its leaderboard.
    await page.goto(`${server.baseUrl}/#/`);
    await page
      .locator('.game-card[data-game="trigonal"]')
      .getByRole('link', { name: 'Leaderboard' })
      .click();
    await page.locator('table.leaderboard').waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/#\/leaderboard\/trigonal$/);
    expect(await page.locator('h1').textContent()).toBe('Trigonal Chess leaderboard');
    // No class named: the first with players, blitz here (bullet has nobody).
    expect(await current(page)).toEqual(['blitz']);
    expect(await rows(page)).toEqual([
      ['1', 'Cleo', '1820', '6'],
      ['2', 'Ada', '1710', '5'],
      ['3', 'Bea', '1650', '7'],
    ]);
    expect(
      await page
        .locator('table.leaderboard a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['#/@/Cleo', '#/@/Ada', '#/@/Bea']);
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: join(results, 'leaderboard.png'), fullPage: true });

    // Another speed class: nobody there yet.
    await page.locator('.leaderboard-speeds').getByRole('link', { name: 'rapid' }).click();
    await page.locator('.leaderboard-empty').waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/#\/leaderboard\/trigonal\?speed=rapid$/);
    expect(await current(page)).toEqual(['rapid']);
    expect(await page.locator('.leaderboard-empty').textContent()).toBe(
      'Nobody has 5 rated games with a settled rating here yet',
    );
    expect(await page.locator('table.leaderboard').count()).toBe(0);

    // Another game, from the choice of games: its only class with players is shown.
    await page.locator('.leaderboard-games').getByRole('link', { name: 'Sankaku Shogi' }).click();
    await page.locator('h1', { hasText: 'Sankaku Shogi leaderboard' }).waitFor();
    await open(page, '#/leaderboard/sankaku');
    expect(await current(page)).toEqual(['rapid']);
    expect(await rows(page)).toEqual([['1', 'Fay', '1600', '5']]);

    // A game nobody is rated in: blitz, and the message.
    await open(page, '#/leaderboard/triangulation');
    expect(await current(page)).toEqual(['blitz']);
    await page.locator('.leaderboard-empty').waitFor();

    // A player's page from the board, and back to the board from the player's ratings.
    await open(page, '#/leaderboard/trigonal?speed=blitz');
    await page.getByRole('link', { name: 'Cleo' }).click();
    await page.locator('table.player-ratings').waitFor({ timeout: 10_000 });
    expect(await page.locator('h1').textContent()).toBe('Cleo');
    const row = page.locator('table.player-ratings tr[data-game="trigonal"][data-speed="blitz"]');
    expect(await row.locator('td').allTextContents()).toEqual([
      'Trigonal Chess',
      'blitz',
      '1820',
      '6',
    ]);
    await row.getByRole('link', { name: 'Trigonal Chess' }).click();
    await page.locator('table.leaderboard').waitFor({ timeout: 10_000 });
    expect(await current(page)).toEqual(['blitz']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('says so for a link naming a game or a speed class that does not exist', async () => {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const alert = page.locator('.leaderboard-page [role="alert"]');

    await page.goto(`${server.baseUrl}/#/`);
    await page.goto(`${server.baseUrl}/#/leaderboard/chess`);
    await expect
      .poll(() => alert.textContent())
      .toBe("There is no game 'chess': the leaderboards are of the games below.");
    expect(await page.locator('h1').textContent()).toBe('Leaderboards');
    expect(await page.locator('.leaderboard-games a').count()).toBeGreaterThan(1);

    // An unknown class: said, and the game's board shown in its first class with players.
    await open(page, '#/leaderboard/trigonal?speed=warp');
    expect(await alert.textContent()).toBe(
      "There is no speed class 'warp': the classes are bullet, blitz, rapid, classical, correspondence.",
    );
    expect(await current(page)).toEqual(['blitz']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
