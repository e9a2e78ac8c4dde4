/**
 * A dialog closed (Escape, its close button, a choice made in it) gives the keyboard back where
 * it was: on the button that opened it, not at the top of the page.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

it.each(['Position and record', 'New game'])(
  'closing the %s dialog puts the focus back on its button',
  async (name) => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    const opener = page.getByRole('button', { name, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.modal');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedText()).toBe(name);

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedText()).toBe(name);
  },
);
