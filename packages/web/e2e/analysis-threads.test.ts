import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

const threadsChoice = () => page.locator('.analysis-threads select');
const depth = async () =>
  Number((await page.getByTestId('depth').textContent())?.match(/depth (\d+)/)?.[1] ?? 0);

/** The page as on a machine of `cores` cores (what the choice offers and its default follow). */
async function withCores(cores: number): Promise<void> {
  await page.addInitScript((n) => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n });
  }, cores);
}

describe('analysis on more than one thread', () => {
  it('offers the cores of a cross-origin isolated page, half of them at first, searches on the threads chosen and remembers them', async () => {
    await withCores(4);
    await page.goto(`${baseUrl}#/play/trigonal?mode=analysis&moves=f4-f5+f8-f7`);
    // The app's server sends the headers that isolate the page: SharedArrayBuffer is there.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    expect(await threadsChoice().locator('option').allTextContents()).toEqual(['1', '2', '3', '4']);
    expect(await threadsChoice().inputValue()).toBe('2');
    // The helper (a Web Worker of the search worker) has searched: the page says so.
    await expect
      .poll(() => page.getByTestId('threads').textContent(), { timeout: 20_000 })
      .toBe('2 threads');
    await expect.poll(depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);

    await threadsChoice().selectOption('3');
    await expect
      .poll(() => page.getByTestId('threads').textContent(), { timeout: 20_000 })
      .toBe('3 threads');

    await threadsChoice().selectOption('1');
    // On one thread no count is shown: once the new search reports (until then the panel
    // still shows the last line of the search on three).
    await expect.poll(() => page.getByTestId('threads').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('threads').count()).toBe(0);
    await page.reload();
    expect(await threadsChoice().inputValue()).toBe('1');
  });

  it('offers no choice in a game of three, whose search runs on one thread', async () => {
    await withCores(4);
    await page.goto(`${baseUrl}#/play/triangulation?mode=analysis`);
    await expect.poll(depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await threadsChoice().count()).toBe(0);
  });
});
