import { afterAll, describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

afterAll(async () => {
  await browser.close();
});

describe('the rules pages link to the full rules', () => {
  it('takes a cited section to its place in the served rules file, diagrams and all', async () => {
    const page = await (await browser.get()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}#/rules/trigonal`);
    // The rook's line cites §4.1 of trigonal-chess.md.
    const cite = page.locator('button.piece-pick[data-kind="R"] ~ .piece-rule a.cite');
    expect(await cite.textContent()).toBe('§4.1');
    await cite.click();
    await page.waitForURL(/rules-docs\/trigonal-chess\.html#section-4\.1$/);
    const heading = page.locator('h3:has(> a#section-4\\.1)');
    expect(await heading.textContent()).toMatch(/^4\.1 Rook/);
    // The section's diagram, drawn by the engine, is served beside the page.
    const diagram = page.locator('img[src="diagrams/trigonal-rook.svg"]');
    await diagram.scrollIntoViewIfNeeded();
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Links between rules files are links between served pages.
    await page.locator('a[href="README.html#6-draws-in-the-chess-like-games"]').first().click();
    await page.waitForURL(/rules-docs\/README\.html#6-draws-in-the-chess-like-games$/);
    expect(await page.locator('h2[id="6-draws-in-the-chess-like-games"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links a ruling of an option to its section (Triangulation, A13)', async () => {
    const page = await (await browser.get()).newPage();
    await page.goto(`${baseUrl}#/rules/triangulation`);
    const cite = page.locator('.option-list a.cite', { hasText: 'A13' });
    expect(await cite.getAttribute('href')).toBe('/rules-docs/triangulation.html#section-A13');
    await cite.click();
    await page.waitForURL(/#section-A13$/);
    expect(await page.locator('h3:has(> a#section-A13)').textContent()).toMatch(/^A13\. /);
    await page.close();
  });

  it("explains Triangulation's coloured bars, citing the board's section", async () => {
    const page = await (await browser.get()).newPage();
    await page.goto(`${baseUrl}#/rules/triangulation`);
    const bars = page.locator('.rules-page p', { hasText: 'coloured bars' });
    expect(await bars.innerText()).toMatch(
      /one bar in each army’s colour.*faces that army’s corner/,
    );
    expect(await bars.locator('a.cite', { hasText: '§2.1' }).getAttribute('href')).toBe(
      '/rules-docs/triangulation.html#section-2.1',
    );
    await page.close();
  });
});
