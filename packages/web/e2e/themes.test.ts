import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { clickCell } from './page.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
afterAll(() => browser.close());

const GAME = '#/play/trigonal?mode=local';

/**
 * A page in a fresh context that records, at the moment the parser inserts <body>, the theme
 * the root element has: a page drawn in the wrong colours first and set right by the app's
 * script later would record none.
 */
async function open(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (
    await browser.get()
  ).newContext({
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  await context.addInitScript(() => {
    const w = window as unknown as { themeAtBody?: string | null };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.themeAtBody = document.documentElement.dataset.theme ?? null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${baseUrl}${GAME}`);
  await page.locator('svg.board').waitFor();
  return page;
}

const errorsOf = (page: Page) => (page as unknown as { errors: string[] }).errors;

interface Look {
  theme: string | undefined;
  themeAtBody: string | null | undefined;
  background: string;
  text: string;
  lightCell: string;
  darkCell: string;
  pawn: string;
}

async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const fill = (selector: string) => getComputedStyle(document.querySelector(selector)!).fill;
    return {
      theme: document.documentElement.dataset.theme,
      themeAtBody: (window as unknown as { themeAtBody?: string | null }).themeAtBody,
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('.top-bar nav a')!).color,
      lightCell: fill('svg.board .cells polygon.light'),
      darkCell: fill('svg.board .cells polygon.dark'),
      pawn: document.querySelector('[data-piece-cell="f4"]')!.innerHTML,
    };
  });
}

/** The colour's relative luminance (WCAG), from the `rgb(r, g, b)` the browser computes. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/gu) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function choose(page: Page, group: string, name: string): Promise<void> {
  await page
    .getByRole('group', { name: group, exact: true })
    .getByRole('radio', { name, exact: true })
    .click();
}

describe('themes, board sets and piece sets', () => {
  it('switch by clicks in the header’s Appearance dialog, and stay after a reload', async () => {
    // Playwright's contexts (and headless Chromium) prefer light unless told otherwise.
    const page = await open({ colorScheme: 'dark' });
    const before = await look(page);
    // Dark by default, drawn dark from the first paint, wood cells, figures.
    expect(before.theme).toBe('dark');
    expect(before.themeAtBody).toBe('dark');
    expect(luminance(before.background)).toBeLessThan(0.05);
    expect(before.lightCell).toBe('rgb(240, 217, 181)');
    expect(before.darkCell).toBe('rgb(181, 136, 99)');
    expect(before.pawn).toContain('<path');
    expect(before.pawn).not.toContain('letter-piece');

    await page.getByRole('button', { name: 'Appearance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appearance' });
    await dialog.waitFor();
    await choose(page, 'Theme', 'Light');
    await choose(page, 'Board', 'Green');
    await choose(page, 'Pieces', 'Letters');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const after = await look(page);
    expect(after.theme).toBe('light');
    expect(luminance(after.background)).toBeGreaterThan(0.7);
    expect(luminance(after.text)).toBeLessThan(0.1);
    expect(after.lightCell).toBe('rgb(238, 238, 210)');
    expect(after.darkCell).toBe('rgb(118, 150, 86)');
    expect(after.pawn).toContain('letter-piece');
    expect(await page.locator('[data-piece-cell="f4"] text').textContent()).toBe('P');

    // The move dots take the board set's colour.
    await clickCell(page, 'f4');
    const dot = await page
      .locator('svg.board .destination')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(dot).toBe('rgba(26, 46, 10, 0.9)');

    await page.reload();
    await page.locator('svg.board').waitFor();
    const reloaded = await look(page);
    expect(reloaded).toEqual({ ...after, themeAtBody: 'light' });
    await page.getByRole('button', { name: 'Appearance' }).click();
    for (const [group, name] of [
      ['Theme', 'Light'],
      ['Board', 'Green'],
      ['Pieces', 'Letters'],
    ]) {
      expect(
        await page
          .getByRole('group', { name: group, exact: true })
          .getByRole('radio', { name, exact: true })
          .isChecked(),
      ).toBe(true);
    }
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('start light when the system prefers light, and a chosen dark theme wins', async () => {
    const page = await open({ colorScheme: 'light' });
    const first = await look(page);
    expect(first.theme).toBe('light');
    expect(first.themeAtBody).toBe('light');
    expect(luminance(first.background)).toBeGreaterThan(0.7);

    await page.getByRole('button', { name: 'Appearance' }).click();
    await choose(page, 'Theme', 'Dark');
    await page.reload();
    await page.locator('svg.board').waitFor();
    const chosen = await look(page);
    expect(chosen.theme).toBe('dark');
    expect(chosen.themeAtBody).toBe('dark');
    expect(luminance(chosen.background)).toBeLessThan(0.05);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('draw every game’s pieces in the letters set', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Appearance' }).click();
    await choose(page, 'Pieces', 'Letters');
    await page
      .getByRole('dialog', { name: 'Appearance' })
      .getByRole('button', { name: 'Close' })
      .click();
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('.top-bar nav a')].map((a) =>
        a.getAttribute('href')!.replace('#/rules/', ''),
      ),
    );
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) {
      await page.goto(`${baseUrl}#/play/${id}?mode=local`);
      await page.locator('svg.board').waitFor();
      const counts = await page.evaluate(() => ({
        cells: document.querySelectorAll('svg.board [data-piece-cell]').length,
        letters: document.querySelectorAll('svg.board [data-piece-cell] .letter-piece').length,
      }));
      expect(counts.cells, id).toBeGreaterThan(0);
      expect(counts.letters, id).toBe(counts.cells);
    }
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
