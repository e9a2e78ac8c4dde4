/**
 * Issue 13, features: online clocks down to 1+0 and 0:30+0 are offered, a clock under 10 s
 * shows tenths of a second, and players and spectators can turn the board (remembered for the
 * tab's session). Three browser contexts on the real game server: host, guest, spectator.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { movesShown, startGameServer, statusIs, type GameServer } from './online-server.js';
import { cellCentre, clickCell } from './page.js';

const browser = sharedBrowser();
let server: GameServer;
let contexts: BrowserContext[] = [];
let host: Page;
let guest: Page;
let watcher: Page;
const errors: string[] = [];

beforeAll(async () => {
  server = await startGameServer();
  const chromium = await browser.get();
  contexts = await Promise.all(
    [0, 1, 2].map(() => chromium.newContext({ viewport: { width: 1280, height: 800 } })),
  );
  [host, guest, watcher] = await Promise.all(contexts.map((c) => c.newPage()));
  for (const page of [host, guest, watcher])
    page.on('pageerror', (error) => errors.push(error.message));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  server?.stop();
});

const clock = (page: Page, seat: number) =>
  page.locator(`.player-strip[data-seat="${seat}"] .clock`).textContent();

/** Where a cell sits on the board, from its top (0) to its bottom (1). */
async function heightOnBoard(page: Page, cell: string): Promise<number> {
  const box = (await page.locator('svg.board').boundingBox())!;
  const [, y] = await cellCentre(page, cell);
  return (y - box.y) / box.height;
}

let gameId = '';

it('offers 1+0 and 0:30+0, and a clock under 10 s shows tenths', async () => {
  await host.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
  const offered = await host.locator('select[name="clock"] option').allTextContents();
  expect(offered).toEqual(expect.arrayContaining(['1+0', '0:30+0']));
  await host.locator('select[name="clock"]').selectOption('0:30+0');
  await host.getByRole('button', { name: 'Start' }).click();
  const invite = host.locator('input.invite-link[data-seat="1"]');
  await invite.waitFor({ timeout: 10_000 });
  gameId = /#\/online\/([\w-]+)/.exec(await invite.inputValue())![1]!;
  await guest.goto(await invite.inputValue());
  for (const page of [host, guest]) await statusIs(page, 'White to move');
  // The server took the 30 s clock, and the page names it as it was offered.
  expect(await host.locator('.panel .mode').textContent()).toContain('0:30+0');
  expect(await clock(host, 0)).toBe('0:30');

  // Each clock starts with its seat's first move: after both, White's runs.
  await clickCell(host, 'f4');
  await clickCell(host, 'f5');
  for (const page of [host, guest]) await movesShown(page, 1);
  await clickCell(guest, 'i16');
  await clickCell(guest, 'i13');
  for (const page of [host, guest]) await movesShown(page, 2);

  // Twenty seconds on, White has under 10 s: its clock shows tenths, and they count down.
  for (const page of [host, guest])
    await expect
      .poll(() => clock(page, 0), { timeout: 25_000, interval: 250 })
      .toMatch(/^0:0\d\.\d$/);
  const first = await clock(host, 0);
  await host.waitForTimeout(400);
  const later = await clock(host, 0);
  expect(later).toMatch(/^0:0\d\.\d$/);
  expect(later).not.toBe(first);
  // Black's clock stands, above 10 s: whole seconds.
  expect(await clock(host, 1)).toMatch(/^0:[1-3]\d$/);
  expect(errors).toEqual([]);
});

it('a spectator and a player turn the board, and it stays turned for the session', async () => {
  await watcher.goto(`${server.baseUrl}/#/online/${gameId}`);
  await watcher.locator('.moves button.move[data-ply="2"]').waitFor({ timeout: 10_000 });
  const board = watcher.locator('svg.board');
  expect(await board.getAttribute('aria-label')).toContain("White's view");
  expect(await watcher.locator('.strips.bottom .player-strip').getAttribute('data-seat')).toBe('0');
  // White's pawn, moved to f5, is in the lower half of the board from White's side.
  expect(await heightOnBoard(watcher, 'f5')).toBeGreaterThan(0.5);

  await watcher.getByRole('button', { name: 'Flip board', exact: true }).click();
  expect(await board.getAttribute('aria-label')).toContain("Black's view");
  expect(await watcher.locator('.strips.bottom .player-strip').getAttribute('data-seat')).toBe('1');
  expect(await heightOnBoard(watcher, 'f5')).toBeLessThan(0.5);

  await watcher.reload();
  await watcher.locator('.moves button.move[data-ply="2"]').waitFor({ timeout: 10_000 });
  expect(await watcher.locator('svg.board').getAttribute('aria-label')).toContain("Black's view");
  expect(await heightOnBoard(watcher, 'f5')).toBeLessThan(0.5);

  // A player turns it too: Black sees the board from White's side, and back.
  expect(await guest.locator('svg.board').getAttribute('aria-label')).toContain("Black's view");
  await guest.getByRole('button', { name: 'Flip board', exact: true }).click();
  expect(await guest.locator('svg.board').getAttribute('aria-label')).toContain("White's view");
  expect(await heightOnBoard(guest, 'f5')).toBeGreaterThan(0.5);
  await guest.getByRole('button', { name: 'Flip board', exact: true }).click();
  expect(await guest.locator('svg.board').getAttribute('aria-label')).toContain("Black's view");
  expect(errors).toEqual([]);
});
