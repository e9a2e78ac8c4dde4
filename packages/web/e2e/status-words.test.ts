import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inBook } from './book.js';
import { pagePerTest } from './browser.js';
import { clickCell, moveTexts, waitForMoves } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

const panelText = async () => (await page.locator('.panel').innerText()).replace(/\s+/g, ' ');

describe('status words describe the position shown', () => {
  it('say no more that the AI played a move once it is taken back', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=1&seat=0`);
    await clickCell(page, 'f4');
    await clickCell(page, 'f5');
    await waitForMoves(page, 2);
    const [, reply] = await moveTexts(page);
    const coord = await page.locator('.moves button.move[data-ply="2"]').getAttribute('data-coord');
    await expect
      .poll(() => page.locator('.panel .notice').innerText())
      .toContain(coord!.replace('-', ' to '));

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => moveTexts(page)).toEqual([]);
    const words = await panelText();
    expect(words).not.toContain(coord!.replace('-', ' to '));
    expect(words).toContain(`Taken back: White f4-f5, Black ${reply}`);
    expect(await page.locator('.status .turn').innerText()).toContain('White to move');
    expect(errors).toEqual([]);
  });

  it('say whose turn it is in an earlier position while the AI thinks in the game', async () => {
    // Red plays here against two AIs of the strongest level, which think 10 s a move out of
    // their opening book.
    expect(inBook('triangulation', ['C7Φ-D7Φ'])).toBe(false);
    await page.goto(`${baseUrl}#/play/triangulation?mode=ai&level=8&seat=0`);
    await clickCell(page, 'C7Φ');
    await clickCell(page, 'D7Φ');
    await page.locator('.status .thinking').waitFor();
    expect(await page.locator('.player-strip[data-seat="1"] .spinner').count()).toBe(1);

    await page.getByRole('button', { name: 'Previous move', exact: true }).click();
    // The board shows the start, where Red is to move: the strips and the status say so, and
    // the AI's thinking is said to be the game's.
    expect(await page.locator('.player-strip[data-seat="0"]').innerText()).toContain('to move');
    const turn = await page.locator('.status .turn').innerText();
    expect(turn).toContain('Red to move');
    expect(turn).toContain('after 0 of 1 moves');
    expect(await page.locator('.status .thinking').innerText()).toContain(
      'In the game, the AI is thinking',
    );
    expect(await page.locator('.player-strip .spinner').count()).toBe(0);
    expect(await panelText()).not.toContain('C7Φ to D7Φ');

    // Back at the latest position the status is the game's again (the AI thinking, or having
    // played), and so is the announcement of the last move.
    await page.getByRole('button', { name: 'Last move', exact: true }).click();
    expect(await page.locator('.status .shown').count()).toBe(0);
    expect(await page.locator('.status').innerText()).not.toContain('In the game');
    expect(await page.locator('.panel .notice').innerText()).toMatch(/^(Red|Green) \S+ \S+ to \S+/);
    expect(errors).toEqual([]);
  });
});
