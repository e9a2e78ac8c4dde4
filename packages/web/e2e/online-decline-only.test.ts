/**
 * A takeback request or a draw offer stored before the server waited for every first move (it
 * now refuses both while the game can be aborted: `abortable`) still stands in such a game. The
 * player asked sees "Decline the takeback" or "Decline" alone, never the Accept the server would
 * refuse, and its asker "Cancel the takeback" or "Withdraw the draw offer"; declining ends the
 * request on both pages and on the server, and the game goes on.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { movesShown, startGameServer, statusIs, type GameServer } from './online-server.js';
import { clickCell } from './page.js';
import { seedGames, type SeededGame } from './seed-games.js';

const browser = sharedBrowser();
let server: GameServer;
let dataDir: string;
/** White moved h4-h5 and asked to take it back, Black not having moved. */
let takeback: SeededGame;
/** White offered a draw before either player moved. */
let draw: SeededGame;

beforeAll(async () => {
  let games: SeededGame[];
  ({ dataDir, games } = await seedGames([
    [
      { kind: 'move', seat: 0, move: 'h4-h5' },
      { kind: 'takeback-offer', seat: 0, plies: 1 },
    ],
    [{ kind: 'draw-offer', seat: 0 }],
  ]));
  [takeback, draw] = games as [SeededGame, SeededGame];
  server = await startGameServer({}, { dataDir });
});

afterAll(async () => {
  await browser.close();
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).count();

/** The buttons named on `page`, as a map from name to how many there are. */
async function buttons(page: Page, names: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await count(page, name);
  return counts;
}

/** White's and Black's pages of `game`, each opened with its seat's link. */
async function seats(game: SeededGame, errors: string[]): Promise<[Page, Page]> {
  const chromium = await browser.get();
  const pages: Page[] = [];
  for (const token of game.tokens) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/#/online/${game.id}/${token}`);
    pages.push(page);
  }
  return pages as [Page, Page];
}

async function summary(id: string): Promise<{ status: string; seq: number; moves: string[] }> {
  return (await (await fetch(`${server.baseUrl}/api/games/${id}`)).json()) as {
    status: string;
    seq: number;
    moves: string[];
  };
}

const TAKEBACK = ['Accept the takeback', 'Decline the takeback', 'Cancel the takeback'];
const DRAW = ['Accept the draw', 'Decline', 'Withdraw the draw offer'];
const BESIDE = ['Abort game', 'Ask to take back', 'Offer a draw', 'Resign'];

it('shows the player asked for a takeback stored at ply 1 only Decline, which ends it', async () => {
  const errors: string[] = [];
  const [white, black] = await seats(takeback, errors);
  try {
    await statusIs(black, 'Black to move');
    await statusIs(white, 'Black to move');
    await black.locator('.takeback-note').waitFor({ timeout: 10_000 });
    expect(await black.locator('.takeback-note').textContent()).toContain(
      'White asks to take back a move',
    );
    expect(await buttons(black, [...TAKEBACK, ...BESIDE])).toEqual({
      'Accept the takeback': 0,
      'Decline the takeback': 1,
      'Cancel the takeback': 0,
      'Abort game': 1,
      'Ask to take back': 0,
      'Offer a draw': 0,
      Resign: 0,
    });
    expect(await buttons(white, TAKEBACK)).toEqual({
      'Accept the takeback': 0,
      'Decline the takeback': 0,
      'Cancel the takeback': 1,
    });

    await black.getByRole('button', { name: 'Decline the takeback', exact: true }).click();
    for (const page of [white, black]) {
      await expect
        .poll(() => buttons(page, TAKEBACK), { timeout: 10_000 })
        .toEqual({ 'Accept the takeback': 0, 'Decline the takeback': 0, 'Cancel the takeback': 0 });
      expect(await page.locator('.takeback-note').count()).toBe(0);
    }
    // Declined on the server, White's move kept; Black makes its first move.
    expect(await summary(takeback.id)).toMatchObject({
      status: 'playing',
      seq: 6,
      moves: ['h4-h5'],
    });
    await clickCell(black, 'g10');
    await clickCell(black, 'g9');
    for (const page of [white, black]) await movesShown(page, 2);
    expect((await summary(takeback.id)).moves).toEqual(['h4-h5', 'g10-g9']);
    expect(errors).toEqual([]);
  } finally {
    for (const page of [white, black]) await page.context().close();
  }
});

it('shows the player offered a draw stored before any move only Decline, which ends it', async () => {
  const errors: string[] = [];
  const [white, black] = await seats(draw, errors);
  try {
    await statusIs(white, 'White to move');
    await statusIs(black, 'White to move');
    await expect.poll(() => count(black, 'Decline'), { timeout: 10_000 }).toBe(1);
    expect(await buttons(black, [...DRAW, ...BESIDE])).toEqual({
      'Accept the draw': 0,
      Decline: 1,
      'Withdraw the draw offer': 0,
      'Abort game': 1,
      'Ask to take back': 0,
      'Offer a draw': 0,
      Resign: 0,
    });
    expect(await buttons(white, DRAW)).toEqual({
      'Accept the draw': 0,
      Decline: 0,
      'Withdraw the draw offer': 1,
    });

    await black.getByRole('button', { name: 'Decline', exact: true }).click();
    for (const page of [white, black])
      await expect
        .poll(() => buttons(page, DRAW), { timeout: 10_000 })
        .toEqual({ 'Accept the draw': 0, Decline: 0, 'Withdraw the draw offer': 0 });
    expect(await summary(draw.id)).toMatchObject({ status: 'playing', seq: 5, moves: [] });
    // The game goes on: White makes its first move.
    await clickCell(white, 'h4');
    await clickCell(white, 'h5');
    for (const page of [white, black]) await movesShown(page, 1);
    expect(errors).toEqual([]);
  } finally {
    for (const page of [white, black]) await page.context().close();
  }
});
