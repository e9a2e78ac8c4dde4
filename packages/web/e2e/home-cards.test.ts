/**
 * The home page's cards: each says in a line what sets its game apart (Dekle's two games share
 * a board and a start), and each leads online: to the lobby, whose "Create one" then opens the
 * new online game at that card's game.
 */
import { expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it('tells every card apart by more than its title', async () => {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${online.server.baseUrl}/#/`);
    await page.locator('.game-card').first().waitFor();
    const lines = await page.locator('.game-card .tagline').allInnerTexts();
    expect(lines.length).toBe(games.list().length);
    expect(new Set(lines).size).toBe(lines.length);
    const dekle = async (id: string) =>
      page.locator(`.game-card[data-game="${id}"] .tagline`).innerText();
    expect(await dekle('triangular-chess')).toMatch(/rook crosses sides/);
    expect(await dekle('tri-chess')).toMatch(/rook runs along strips/);
  } finally {
    await context.close();
  }
});

it.each(games.list().map((g) => g.id))(
  "leads from the %s card through the lobby's Create one to that game online",
  async (id) => {
    const context = await (
      await browser.get()
    ).newContext({
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${online.server.baseUrl}/#/`);
      const card = page.locator(`.game-card[data-game="${id}"]`);
      await card.getByRole('link', { name: 'Online', exact: true }).click();
      await page.locator('main.lobby').waitFor();
      await page.getByRole('link', { name: 'Create one' }).click();
      await page.locator('form.new-game').waitFor();
      expect(await page.locator('select[name="game"]').inputValue()).toBe(id);
      expect(await page.locator('select[name="clock"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  },
);

it("carries a game page's game to the lobby through the header's Online link", async () => {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${online.server.baseUrl}/#/play/sankaku?mode=local`);
    await page.locator('svg.board').waitFor();
    await page.locator('header .lobby-link').click();
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.locator('form.new-game').waitFor();
    expect(await page.locator('select[name="game"]').inputValue()).toBe('sankaku');
  } finally {
    await context.close();
  }
});

it("opens the game the lobby is filtered to from the lobby's Create one", async () => {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${online.server.baseUrl}/#/lobby`);
    await page.locator('form.lobby-filters select[name="game"]').selectOption('triangulate');
    await page.waitForURL(/of=triangulate/);
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.locator('form.new-game').waitFor();
    expect(await page.locator('select[name="game"]').inputValue()).toBe('triangulate');
  } finally {
    await context.close();
  }
});
