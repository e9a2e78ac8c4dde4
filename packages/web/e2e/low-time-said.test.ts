/**
 * A player's clock falling under the low-time mark is said to a screen reader, not only sounded
 * (a muted player, or one who cannot tell the tone, heard nothing): once, in the status's words.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

it('against the AI at 0:30, the player’s own clock falling under 10 seconds', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=1&clock=0%3A30%2B0`);
  await page.locator('svg.board').waitFor();
  // White (the player) is to move and its clock runs from the start; 20 seconds go by.
  await expect
    .poll(() => page.locator('.status .move-said').textContent(), { timeout: 40_000 })
    .toBe('White: under 10 seconds left on the clock');
});
