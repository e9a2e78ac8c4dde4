/**
 * A game started from the new-game form by keyboard (the game page's dialog, or the new-game
 * page) puts the focus on the new game's board, ready for the first move, as "Skip to board"
 * does: the page that held the form is gone, and the focus would fall to the top of the page.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

const onBoard = () => page.evaluate(() => Boolean(document.activeElement?.closest('svg.board')));

async function startByKeyboard(): Promise<void> {
  await page.getByRole('button', { name: 'Start', exact: true }).focus();
  await page.keyboard.press('Enter');
}

it('from the game page’s New game dialog', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=f4-f5`);
  await page.getByRole('button', { name: 'New game', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.locator('dialog.modal').waitFor();
  await startByKeyboard();
  await page.locator('dialog.modal').waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('.moves button.move').count()).toBe(0);
  await expect.poll(onBoard).toBe(true);
});

it('from the new-game page', async () => {
  await page.goto(`${baseUrl}#/new/trigonal?mode=local`);
  await page.locator('form.new-game').waitFor();
  await startByKeyboard();
  await page.locator('svg.board').waitFor();
  await expect.poll(onBoard).toBe(true);
});

it('a game page opened by its address leaves the focus where the browser puts it', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
  await page.locator('svg.board').waitFor();
  expect(await onBoard()).toBe(false);
});
