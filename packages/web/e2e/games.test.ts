import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { games } from '@trigon/engine';
import { sharedBrowser } from './browser.js';
import { clickCell, distinctColours } from './page.js';

const baseUrl = inject('baseUrl');
const repository = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * Where the screenshots go: test-results/ by default; `SCREENSHOTS=docs` writes the ones the
 * README shows, under docs/screenshots.
 */
const shots =
  process.env.SCREENSHOTS === 'docs'
    ? join(repository, 'docs', 'screenshots')
    : resolve(fileURLToPath(new URL('../test-results/screenshots/', import.meta.url)));

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
} as const;

const browser = sharedBrowser();

beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser.close();
});

async function open(
  size: keyof typeof SIZES,
  hash: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.get()).newPage(SIZES[size]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${hash}`);
  return { page, errors };
}

describe('the game list', () => {
  it('lists every registered game', async () => {
    const { page, errors } = await open('desktop', '#/');
    const shown = await page
      .locator('li.game-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-game')));
    expect(shown).toEqual(games.ids());
    await page.screenshot({ path: join(shots, 'home-desktop.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.each(games.list().map((g) => [g.id, g] as const))('%s', (id, game) => {
  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])(
    'draws its start position (%s)',
    async (size) => {
      const { page, errors } = await open(size, `#/play/${id}?mode=local`);
      const board = page.locator('svg.board');
      await board.waitFor();
      expect(await page.locator('svg.board polygon[data-cell]').count()).toBe(game.topology.size);
      const pieces = await page.locator('svg.board g.piece').count();
      const start = game.create();
      let occupied = 0;
      for (let cell = 0; cell < game.topology.size; cell++)
        if (start.contents(cell).length > 0) occupied++;
      expect(pieces).toBe(occupied);
      // A drawn board has cells of two shades, pieces, labels: many colours, never one.
      expect(await distinctColours(page, board)).toBeGreaterThan(20);
      await page.screenshot({ path: join(shots, `${id}-${size}.png`), fullPage: size === 'phone' });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('shows on its rules page where a piece moves from a chosen cell, as the engine says', async () => {
    const { page, errors } = await open('desktop', `#/rules/${id}`);
    const piece = game.pieces[game.pieces.length > 1 ? 1 : 0];
    await page.locator(`button.piece-pick[data-kind="${piece.letter}"]`).click();
    const cell = game.topology.name(Math.floor(game.topology.size / 2));
    await clickCell(page, cell);
    const reach = game
      .reach(piece.letter, 0, game.topology.cell(cell))
      .map((c) => game.topology.name(c))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const text = await page.getByTestId('reach').textContent();
    expect(text).toContain(`on ${cell} reaches ${reach.length} cell`);
    if (reach.length > 0) expect(text).toContain(reach.join(' '));
    expect(await page.locator('svg.board circle.mark').count()).toBe(reach.length);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('keyboard play', () => {
  it('moves a piece with the arrow keys and Enter', async () => {
    const game = games.list()[0];
    const { page } = await open('desktop', `#/play/${game.id}?mode=local`);
    const start = game.create();
    // The tab stop is a piece that can move; Enter picks it up.
    await page.locator('svg.board polygon[tabindex="0"]').focus();
    const focused = Number(
      await page.evaluate(() => document.activeElement?.getAttribute('data-cell')),
    );
    expect(start.legalMoves().some((m) => start.moveInfo(m).from === focused)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.locator(`polygon[data-cell="${focused}"]`).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Walk with the arrow keys to a legal destination of that piece and drop it there.
    const targets = start
      .legalMoves()
      .map((m) => start.moveInfo(m))
      .filter((i) => i.from === focused)
      .map((i) => i.to);
    expect(targets.length).toBeGreaterThan(0);
    for (let step = 0; step < 40; step++) {
      const at = Number(
        await page.evaluate(() => document.activeElement?.getAttribute('data-cell')),
      );
      if (targets.includes(at)) break;
      const [x1, y1] = await centreOf(page, at);
      const [x2, y2] = await centreOf(page, targets[0]);
      const key =
        Math.abs(x2 - x1) > Math.abs(y2 - y1)
          ? x2 > x1
            ? 'ArrowRight'
            : 'ArrowLeft'
          : y2 > y1
            ? 'ArrowDown'
            : 'ArrowUp';
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Enter');
    await page.locator('.moves button.move[data-ply="1"]').waitFor();
    await page.close();
  });
});

async function centreOf(page: Page, cell: number): Promise<[number, number]> {
  const box = await page.locator(`polygon[data-cell="${cell}"]`).boundingBox();
  return [box!.x + box!.width / 2, box!.y + box!.height / 2];
}
