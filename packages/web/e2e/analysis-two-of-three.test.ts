import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

const bar = () => page.getByTestId('eval-bar');

describe('the analysis of a game of three played by two', () => {
  it('reads as a game of two: a score from the first playing seat, no shares in the bar', async () => {
    // Blue is the neutral army: Red and Green play.
    await page.goto(`${baseUrl}#/play/triangulation?mode=analysis&opt=players=2`);
    await expect
      .poll(() => bar().getAttribute('data-value'), { timeout: 20_000 })
      .toMatch(/^[+−]\d+\.\d$|^#-?\d+$/);
    expect(await bar().getAttribute('aria-label')).toMatch(/^Evaluation: \S+ \(Red's view\)$/);
    expect(await page.locator('.eval-bar-share').count()).toBe(0);
    // The neutral army's part of the bar is empty.
    expect(await bar().locator('.eval-bar-part[data-seat="2"]').getAttribute('style')).toMatch(
      /height: 0%/,
    );
  });
});
