/**
 * The arrow keys, Home and End step through a game's moves, and the arrows move the focus over
 * the board; with Alt, Control or Meta held they are the browser's (Alt+Left goes back a page)
 * and the moves and the focus stay where they are.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

/** The ply of the move marked as shown in the move list (0: the start, none marked). */
const shownPly = async () => {
  const current = page.locator('.moves .move[aria-current="true"]');
  return (await current.count()) === 0 ? 0 : Number(await current.getAttribute('data-ply'));
};

it('steps with the bare keys only', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=h4-h5+f8-f7+g4-g5`);
  await page.locator('.moves .move[data-ply="3"]').waitFor();
  await page.locator('h1').click();
  expect(await shownPly()).toBe(3);
  for (const key of ['Alt+ArrowLeft', 'Control+ArrowLeft', 'Meta+ArrowLeft', 'Alt+Home']) {
    await page.keyboard.press(key);
    expect(await shownPly(), key).toBe(3);
  }
  await page.keyboard.press('ArrowLeft');
  await expect.poll(shownPly).toBe(2);
  await page.keyboard.press('Home');
  await expect.poll(shownPly).toBe(0);
  await page.keyboard.press('Control+End');
  expect(await shownPly()).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(shownPly).toBe(3);
});

it('moves the focus over the board with the bare arrow keys only', async () => {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
  const cell = page.locator('polygon[data-name="g4"]');
  await cell.focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-name'));
  for (const key of ['Alt+ArrowLeft', 'Control+ArrowUp', 'Meta+ArrowRight']) {
    await page.keyboard.press(key);
    expect(await focused(), key).toBe('g4');
  }
  await page.keyboard.press('ArrowUp');
  expect(await focused()).not.toBe('g4');
});
