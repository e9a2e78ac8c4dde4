import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inBook } from './book.js';
import { errorFreePagePerTest } from './browser.js';
import { cellCentre, cellLabel, clickCell, moveTexts } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

/**
 * The strongest level thinks for 10 s a move out of its opening book: time to premove, then
 * "Move now".
 */
async function whileTheAiThinks(): Promise<void> {
  expect(inBook('trigonal', ['i4-i5'])).toBe(false);
  await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=8`);
  await clickCell(page, 'i4');
  await clickCell(page, 'i5');
  await page.locator('.status .thinking').waitFor();
}

const queuedCells = () => page.locator('polygon.premove').count();

async function moveNow(): Promise<void> {
  await page.getByRole('button', { name: 'Move now', exact: true }).click();
}

describe('premoves against the AI (issue 13)', () => {
  it('a premove queued while the AI thinks is played as soon as the turn comes', async () => {
    await whileTheAiThinks();
    await clickCell(page, 'g4');
    await clickCell(page, 'g5');
    expect(await queuedCells()).toBe(2);
    expect(await cellLabel(page, 'g4')).toContain('premove from here');
    expect(await cellLabel(page, 'g5')).toContain('premove to here');
    expect(await moveTexts(page)).toHaveLength(1);
    await moveNow();
    // The AI's reply and the premove at once; the AI thinks again.
    await expect.poll(() => moveTexts(page)).toHaveLength(3);
    expect(await cellLabel(page, 'g5')).toMatch(/^g5: White Pawn/);
    expect(await queuedCells()).toBe(0);
    await page.locator('.status .thinking').waitFor();
  });

  it('a premove that is not legal when the turn comes is dropped', async () => {
    await whileTheAiThinks();
    // A pawn cannot go three cells up.
    await clickCell(page, 'g4');
    await clickCell(page, 'g7');
    expect(await queuedCells()).toBe(2);
    await moveNow();
    await expect.poll(() => moveTexts(page)).toHaveLength(2);
    await expect.poll(() => queuedCells()).toBe(0);
    expect(await cellLabel(page, 'g4')).toMatch(/^g4: White Pawn/);
    expect(await page.locator('.status .turn').textContent()).toContain('White to move');
  });

  it('a right-click on the board or Escape cancels the premove', async () => {
    await whileTheAiThinks();
    await clickCell(page, 'g4');
    await clickCell(page, 'g5');
    expect(await queuedCells()).toBe(2);
    const [x, y] = await cellCentre(page, 'd7');
    await page.mouse.click(x, y, { button: 'right' });
    expect(await queuedCells()).toBe(0);

    await clickCell(page, 'h4');
    await clickCell(page, 'h5');
    expect(await queuedCells()).toBe(2);
    await page.keyboard.press('Escape');
    expect(await queuedCells()).toBe(0);

    await moveNow();
    await expect.poll(() => moveTexts(page)).toHaveLength(2);
    expect(await cellLabel(page, 'g4')).toMatch(/^g4: White Pawn/);
    expect(await cellLabel(page, 'h4')).toMatch(/^h4: White Pawn/);
  });

  it('works with the keyboard: a premove made with Enter', async () => {
    await whileTheAiThinks();
    await page.locator('polygon[data-name="g4"]').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-name'));
    await page.keyboard.press('Enter');
    expect(await queuedCells()).toBe(2);
    expect(await cellLabel(page, focused!)).toContain('premove to here');
  });
});
