/**
 * The player page, against the real server: two accounts play a rated game (one resigns) and a
 * casual one (the other resigns), and leave a casual game in progress. The page shows the
 * rating the server answers, the finished games with their results and opponents' links, the
 * game in progress with whose turn it is, pages of 20, and the records to download; the home
 * page of the signed-in player lists the game in progress, which opens to play.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CreatedGame, ClaimedSeat, Me, PlayerPage } from '@trigon/protocol';
import { sharedBrowser } from './browser.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { movesShown, results, startGameServer, type GameServer } from './online-server.js';
import { MANY_SIGNUPS, postAs, signUpByApi } from './accounts.js';
import { sendCommand } from './ws-command.js';
import { clickCell } from './page.js';

const browser = sharedBrowser();
let server: GameServer;
let baseUrl: string;

beforeAll(async () => {
  // 24 games from one address: more than the default 20 at once.
  server = await startGameServer({
    ...MANY_SIGNUPS,
    DISCONNECT_MS: '3600000',
    GAMES_PER_MINUTE: '100',
    GAMES_BURST: '100',
  });
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await browser.close();
  server?.stop();
});

interface Player {
  context: BrowserContext;
  page: Page;
  me: Me;
}

async function player(name: string, errors: string[]): Promise<Player> {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 900 } });
  const me = await signUpByApi(context, baseUrl, name);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/#/`);
  return { context, page, me };
}

/** A public game `host` creates and `guest` joins: both seats' tokens (the host plays White). */
async function pairGame(
  host: Player,
  guest: Player,
  body: Record<string, unknown>,
): Promise<{ id: string; hostToken: string; guestToken: string }> {
  const created = await postAs<CreatedGame>(host.context, baseUrl, host.me, '/api/games', {
    game: 'trigonal',
    public: true,
    ...body,
  });
  const joined = await postAs<ClaimedSeat>(
    guest.context,
    baseUrl,
    guest.me,
    `/api/games/${created.id}/join`,
    {},
  );
  // Each seat says hello once, and the game starts.
  await sendCommand(host.page, created.id, created.token);
  await sendCommand(guest.page, created.id, joined.token);
  return { id: created.id, hostToken: created.token, guestToken: joined.token };
}

it('shows a player’s ratings and games, pages them, and lets them play on from home', async () => {
  const errors: string[] = [];
  const ada = await player('Ada', errors);
  const bob = await player('Bob', errors);
  try {
    // A rated blitz game (3+2): a move each, then Ada (White) resigns.
    const rated = await pairGame(ada, bob, {
      rated: true,
      clock: { kind: 'realtime', initialMs: 180_000, bonusMs: 2_000, mode: 'increment' },
    });
    await sendCommand(ada.page, rated.id, rated.hostToken, { t: 'move', move: 'h4-h5' });
    await sendCommand(bob.page, rated.id, rated.guestToken, { t: 'move', move: 'g10-g9' });
    await sendCommand(ada.page, rated.id, rated.hostToken, { t: 'resign' });
    // A casual game Bob hosts: a move each, then Bob (White) resigns.
    const casual = await pairGame(bob, ada, {});
    await sendCommand(bob.page, casual.id, casual.hostToken, { t: 'move', move: 'h4-h5' });
    await sendCommand(ada.page, casual.id, casual.guestToken, { t: 'move', move: 'g10-g9' });
    await sendCommand(bob.page, casual.id, casual.hostToken, { t: 'resign' });
    // A casual correspondence game left in progress, Ada (White) to move.
    const playing = await pairGame(ada, bob, { clock: { kind: 'correspondence', daysPerMove: 3 } });

    // The rating follows the stored end within a moment.
    let answer: PlayerPage | undefined;
    await expect
      .poll(
        async () => {
          const response = await bob.context.request.get(`${baseUrl}/api/players/ada`);
          answer = (await response.json()) as PlayerPage;
          return answer.ratings.length;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    const rating = answer!.ratings[0]!;
    expect(rating).toMatchObject({ game: 'trigonal', speed: 'blitz', games: 1, provisional: true });

    // Bob looks at Ada's page.
    const page = bob.page;
    await page.goto(`${baseUrl}/#/@/ada`);
    await page.locator('table.player-ratings').waitFor({ timeout: 10_000 });
    expect(await page.locator('h1').textContent()).toBe('Ada');
    expect(await page.locator('.player-since').textContent()).toMatch(/^Playing since \S/);
    const row = page.locator('table.player-ratings tr[data-game="trigonal"][data-speed="blitz"]');
    expect(await row.locator('td').allTextContents()).toEqual([
      'Trigonal Chess',
      'blitz',
      `${rating.rating}?`,
      '1',
    ]);
    expect(await row.locator('a').first().getAttribute('href')).toBe(
      '#/leaderboard/trigonal?speed=blitz',
    );

    const lost = page.locator(`ul.player-games-finished li[data-id="${rated.id}"]`);
    const won = page.locator(`ul.player-games-finished li[data-id="${casual.id}"]`);
    expect(await lost.textContent()).toContain('Rated');
    expect(await lost.textContent()).toContain('3+2');
    expect(await lost.locator('.player-game-result').textContent()).toBe(
      'Black won: White resigned',
    );
    expect(await lost.locator('.player-game-own').textContent()).toBe('Lost');
    expect(await lost.locator('a[href="#/@/Bob"]').textContent()).toBe('Bob');
    expect(await lost.locator('a.player-game-link').getAttribute('href')).toBe(
      `#/online/${rated.id}`,
    );
    const record = lost.locator('a.download-record');
    expect(await record.getAttribute('href')).toBe(`/api/games/${rated.id}/record`);
    expect(await record.getAttribute('download')).not.toBeNull();
    expect(await won.textContent()).toContain('Casual');
    expect(await won.locator('.player-game-result').textContent()).toBe(
      'Black won: White resigned',
    );
    expect(await won.locator('.player-game-own').textContent()).toBe('Won');
    // Newest first.
    expect(
      await page
        .locator('ul.player-games-finished li')
        .evaluateAll((l) => l.map((li) => (li as HTMLElement).dataset.id)),
    ).toEqual([casual.id, rated.id]);

    const inPlay = page.locator(`ul.player-games-playing li[data-id="${playing.id}"]`);
    expect(await inPlay.locator('.player-game-turn').textContent()).toBe('Ada to move');
    expect(await inPlay.textContent()).toContain('3 days a move');
    // Bob holds no seat of Ada's page's link: it opens the game without a token.
    expect(await inPlay.locator('a.player-game-link').getAttribute('href')).toBe(
      `#/online/${playing.id}`,
    );
    expect(await page.locator('.player-paging').count()).toBe(0);
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: join(results, 'player-page.png'), fullPage: true });

    // A finished game's link shows its replay.
    await lost.locator('a.player-game-link').click();
    await page.locator('.online-status', { hasText: 'Black won: White resigned' }).waitFor({
      timeout: 10_000,
    });
    await movesShown(page, 2);

    // The records of all of Ada's finished games, as one file.
    await page.goto(`${baseUrl}/#/@/Ada`);
    const all = page.locator('a.download-records');
    await all.waitFor({ timeout: 10_000 });
    expect(await all.getAttribute('download')).not.toBeNull();
    const file = await bob.context.request.get(`${baseUrl}${await all.getAttribute('href')}`);
    expect(file.ok()).toBe(true);
    const text = await file.text();
    expect(text).toContain(`[Id "${rated.id}"]`);
    expect(text).toContain(`[Id "${casual.id}"]`);

    // Ada, on her own page, is told it is her turn, and the link holds her seat.
    await ada.page.goto(`${baseUrl}/#/@/Ada`);
    const mine = ada.page.locator(`ul.player-games-playing li[data-id="${playing.id}"]`);
    await mine.locator('.player-game-turn', { hasText: 'Your turn' }).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => mine.locator('a.player-game-link').getAttribute('href'))
      .toBe(`#/online/${playing.id}/${playing.hostToken}`);

    // Her home page lists the game in progress, not the finished ones, and it opens to play.
    await ada.page.goto(`${baseUrl}/#/`);
    const section = ada.page.locator('section.account-games');
    await section.waitFor({ timeout: 10_000 });
    expect(await section.locator('h2').textContent()).toBe('Your games as Ada');
    await ada.page.screenshot({ path: join(results, 'home-account-games.png') });
    expect(await section.locator('li').count()).toBe(1);
    const entry = section.locator(`li[data-id="${playing.id}"]`);
    expect(await entry.locator('.account-game-turn').textContent()).toBe('Your turn');
    await entry.locator('a').click();
    await ada.page.locator('svg.board').waitFor({ timeout: 10_000 });
    await clickCell(ada.page, 'h4');
    await clickCell(ada.page, 'h5');
    await movesShown(ada.page, 1);
    await expect
      .poll(async () => {
        const response = await ada.context.request.get(`${baseUrl}/api/games/${playing.id}`);
        return ((await response.json()) as { moves: unknown[] }).moves.length;
      })
      .toBe(1);
    // The game now opened on this browser is listed once on the home page, not twice.
    await ada.page.goto(`${baseUrl}/#/`);
    await section.locator(`li[data-id="${playing.id}"]`).waitFor({ timeout: 10_000 });
    expect(await ada.page.evaluate(() => localStorage.getItem('trigon.yourGames') ?? '')).toContain(
      `online:${playing.id}`,
    );
    expect(await ada.page.locator('section.your-games').count()).toBe(0);

    // Twenty more games (waiting for players): Ada's list has 23, two pages.
    for (let i = 0; i < 20; i++)
      await postAs(ada.context, baseUrl, ada.me, '/api/games', { game: 'trigonal' });
    await page.goto(`${baseUrl}/#/`);
    await page.goto(`${baseUrl}/#/@/Ada`);
    await page.locator('ul.player-games-playing li').nth(19).waitFor({ timeout: 10_000 });
    expect(await page.locator('ul.player-games-playing li').count()).toBe(20);
    expect(await page.locator('ul.player-games-finished').count()).toBe(0);
    // Her finished games are on the next page: they can still be downloaded from this one.
    expect(await page.locator('a.download-records').count()).toBe(1);
    expect(await page.locator('.player-paging a').allTextContents()).toEqual(['Older']);
    await page.getByRole('link', { name: 'Older' }).click();
    await page.locator('ul.player-games-finished li').nth(1).waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/#\/@\/Ada\?page=2$/);
    expect(await page.locator('ul.player-games-playing li').count()).toBe(1);
    expect(await page.locator('ul.player-games-finished li').count()).toBe(2);
    expect(await page.locator('.player-paging a').allTextContents()).toEqual(['Newer']);

    // A player without a finished game: nothing to download.
    const cy = await player('Cy', errors);
    try {
      await cy.page.goto(`${baseUrl}/#/@/Cy`);
      await cy.page.getByText('No finished games yet.').waitFor({ timeout: 10_000 });
      expect(await cy.page.locator('a.download-records').count()).toBe(0);
    } finally {
      await cy.context.close();
    }

    // Nobody has this name: the page says so.
    await page.goto(`${baseUrl}/#/@/Nobody`);
    await page.getByText('No player is called Nobody').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await ada.context.close();
    await bob.context.close();
  }
});

it('says why a page of games the server refuses cannot be shown', async () => {
  const errors: string[] = [];
  const { context, page } = await player('Far_Pager', errors);
  try {
    await page.goto(`${baseUrl}/#/@/Far_Pager?page=10001`);
    const alert = page.locator('main [role="alert"]');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toBe(
      'The player cannot be read: page 10001 of their games: page is at most 10000',
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
