import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { clickCell, cutStripWords, pageWords, waitForMoves } from './page.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const shots = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
afterAll(() => browser.close());

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
} as const;

// docs/rules/triangulation.md §7 T12: Green, to move, is checkmated by the Red Cavalry on G4Φ
// (after these moves).
const T12 = '1/3/5/4rG*2/9/11/3rC8bG*/gG*gR*13 g rgb - -/-/-';
const CHECKMATED = `#/play/triangulation?mode=local&start=${encodeURIComponent(T12)}&moves=${encodeURIComponent('H2Ω-H3Σ G8Γ-G8Δ')}`;

async function open(size: keyof typeof SIZES, hash: string): Promise<Page> {
  const context = await (await browser.get()).newContext(SIZES[size]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${baseUrl}${hash}`);
  await page.locator('svg.board').waitFor();
  return page;
}

describe('the player strips', () => {
  it.each([
    ['desktop', 'local'],
    ['desktop', 'ai&level=1&seat=0'],
    ['phone', 'local'],
    ['phone', 'ai&level=1&seat=0'],
  ] as const)('show a checkmate in Triangulation in full (%s, mode=%s)', async (size, mode) => {
    const page = await open(size, CHECKMATED.replace('mode=local', `mode=${mode}`));
    const green = page.locator('.player-strip[data-seat="1"] .seat-status');
    expect(await green.textContent()).toBe('checkmated, awaiting capture');
    expect(await cutStripWords(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.locator('.board-column').screenshot({
      path: join(shots, `strips-${size}-${mode.split('&')[0]}.png`),
    });
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('say a withdrawal in words everywhere, never as its notation `leave:g`', async () => {
    const page = await open('desktop', '#/play/triangulation?mode=local');
    await clickCell(page, 'C6Ω');
    await clickCell(page, 'D6Ω');
    // Green, to move, resigns while Red and Blue play on: a withdrawal.
    await page.getByRole('button', { name: 'Resign' }).click();
    await waitForMoves(page, 2);
    const everything = () => pageWords(page);
    let words = await everything();
    expect(words).toContain('Green leaves the game');
    expect(words).not.toMatch(/leave:/);
    // Stepped back and forth, and on an analysis board of the same game with the engine on.
    await page.getByRole('button', { name: 'Previous move', exact: true }).click();
    await page.getByRole('button', { name: 'Next move', exact: true }).click();
    expect(await everything()).not.toMatch(/leave:/);
    const moves = encodeURIComponent('C6Ω-D6Ω leave:g');
    await page.goto(`${baseUrl}#/play/triangulation?mode=analysis&moves=${moves}`);
    // The local game's page had these two moves too: wait for the analysis board's own panel.
    const panel = page.locator('section.analysis');
    await panel.waitFor();
    await page.locator('.moves button.move[data-ply="2"]').waitFor();
    // Until the engine's first line is shown, the panel's words (starting, or why it stopped)
    // are what a failure reports.
    const bestLine = page.getByTestId('best-line');
    await expect
      .poll(
        async () => ((await bestLine.isVisible()) ? 'a best line' : await panel.textContent()),
        {
          timeout: 30_000,
        },
      )
      .toBe('a best line');
    words = await everything();
    expect(words).toContain('leaves the game');
    expect(words).not.toMatch(/leave:/);
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
