/**
 * A keyboard's first stop on a game page is "Skip to board", which puts the focus on the board,
 * past the header's links.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '@trigon/engine';
import { pagePerTest } from './browser.js';

const baseUrl = inject('baseUrl');
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

/** The focused element: its text, and whether it is on the board. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      text: element?.textContent?.trim() ?? '',
      onBoard: Boolean(element?.closest('svg.board')),
    };
  });

it.each(games.list().map((g) => g.id))('on the board of %s, Tab then Enter', async (id) => {
  await page.goto(`${baseUrl}#/play/${id}?mode=local`);
  await page.locator('svg.board').waitFor();
  await page.keyboard.press('Tab');
  expect(await focused()).toEqual({ text: 'Skip to board', onBoard: false });
  await expect(page.locator('.skip-link').isVisible()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  expect((await focused()).onBoard).toBe(true);
  // The address is still the game's: the link moved the focus, not the page.
  expect(new URL(page.url()).hash).toBe(`#/play/${id}?mode=local`);
  expect(errors).toEqual([]);
});
