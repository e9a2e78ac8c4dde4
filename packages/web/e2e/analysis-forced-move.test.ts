import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

const depth = async () =>
  Number((await page.getByTestId('depth').textContent())?.match(/depth (\d+)/)?.[1] ?? 0);

describe('analysis of a position with one legal move', () => {
  it('searches it deeper than depth 1, as any other position', async () => {
    // White's king is in check and g5-g4 is its only way out; a player's search would stop at
    // depth 1 there (its move being sure), and the panel showed that depth's score for good.
    const start = '1/3/5/7/3B5/4q1p3b/2P1K4p3/B1PN6Pp1k1/1RP9pp2r w - - 6 76';
    await page.goto(`${baseUrl}#/play/trigonal?mode=analysis&start=${encodeURIComponent(start)}`);
    await expect.poll(depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  });
});
