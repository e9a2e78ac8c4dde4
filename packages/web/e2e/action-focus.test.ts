/**
 * A button that goes away when pressed (Resign, Offer draw, Accept draw: the game's state
 * changes and the panel shows other buttons) leaves the keyboard among the game's controls, on
 * the next control still there, not on the page's body, from where Tab would start again at
 * the top of the page.
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

/** Presses a button as a keyboard user does: the focus on it, then Enter. */
async function press(name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

it('resigning by keyboard leaves the focus on the next control, Flip board', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=f4-f5`);
  await page.locator('svg.board').waitFor();
  await press('Resign');
  await page.locator('.status .result').waitFor();
  expect(await focusedText()).toBe('Flip board');
});

it('offering, then accepting a draw by keyboard keeps the focus among the controls', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=f4-f5`);
  await page.locator('svg.board').waitFor();
  await press('Offer draw');
  await page.getByRole('button', { name: /^Accept draw/ }).waitFor();
  expect(await focusedText()).toBe('Resign');
  await press(/^Accept draw/);
  await page.locator('.status .result').waitFor();
  expect(await focusedText()).toBe('Flip board');
});

it('undoing the only move by keyboard, which disables Undo, leaves the focus on Offer draw', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=f4-f5`);
  await page.locator('svg.board').waitFor();
  await press('Undo');
  await expect.poll(() => page.locator('.moves button.move').count()).toBe(0);
  expect(await focusedText()).toBe('Offer draw');
});

it('Move now pressed by keyboard leaves the focus on the board once the AI has moved', async () => {
  // Against two AIs of level 8, which think 10 seconds a move out of their book: Move now cuts
  // the first one's short; the second thinks its time.
  await page.goto(`${baseUrl}#/play/triangulation?mode=ai&level=8&seat=0`);
  await page.locator('svg.board').waitFor();
  for (const cell of ['C7Φ', 'D7Φ']) {
    await page.locator(`polygon[data-name="${cell}"]`).focus();
    await page.keyboard.press('Enter');
  }
  const moveNow = page.getByRole('button', { name: 'Move now', exact: true });
  await moveNow.focus({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await page.locator('.moves button.move[data-ply="2"]').waitFor({ timeout: 30_000 });
  await page.locator('.moves button.move[data-ply="3"]').waitFor({ timeout: 30_000 });
  await page.locator('.status .thinking').waitFor({ state: 'detached' });
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('svg.board'))))
    .toBe(true);
});
