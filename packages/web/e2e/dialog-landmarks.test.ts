/**
 * A dialog's head is not a landmark: the Appearance dialog, opened from the page's header, made
 * its head a second banner inside the first, and a screen reader's list of landmarks then
 * offered two banners (axe-core: landmark-banner-is-top-level).
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

it.each(['#/', '#/play/trigonal?mode=local'])(
  'with the Appearance dialog open on %s, the page has one banner, its header',
  async (address) => {
    await page.goto(`${baseUrl}${address}`);
    await page.getByRole('button', { name: 'Appearance', exact: true }).click();
    await page.locator('dialog.modal').waitFor();
    const banners = page.getByRole('banner', { includeHidden: true });
    expect(await banners.evaluateAll((all) => all.map((b) => b.className))).toEqual(['top-bar']);
  },
);
