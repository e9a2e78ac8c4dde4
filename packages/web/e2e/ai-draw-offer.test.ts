import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorFreePagePerTest } from './browser.js';
import { clickCell, moveTexts } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

/**
 * Ten moves of Trigonal: a pawn each, then both sides' knights out and home twice. The position
 * is the same as after the pawns, level and quiet (the AI finds 0.00 with a knight move).
 */
const SHUFFLED = 'f4-f5 i16-i13 f2-e1 f11-e8 e1-f2 e8-f11 f2-e1 f11-e8 e1-f2 e8-f11';

async function shownResult(): Promise<string> {
  const result = page.locator('.status .result');
  return (await result.count()) > 0 ? ((await result.textContent()) ?? '') : '';
}

async function offerDrawAndMove(from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Offer draw', exact: true }).click();
  await expect
    .poll(() => page.locator('.draw-offered').textContent())
    .toBe('Draw offered: the AI answers with its move');
  await clickCell(page, from);
  await clickCell(page, to);
}

describe('a draw offered to the AI (issue 13)', () => {
  it('is accepted in a level, quiet position, and the agreed draw survives a reload', async () => {
    await page.goto(
      `${baseUrl}#/play/trigonal?mode=ai&level=2&moves=${SHUFFLED.replace(/ /g, '+')}`,
    );
    await expect.poll(() => moveTexts(page)).toHaveLength(10);
    await offerDrawAndMove('f2', 'e1');
    await expect
      .poll(() => page.locator('.status .draw-answer').textContent(), { timeout: 20_000 })
      .toBe('The AI accepts the draw.');
    expect(await shownResult()).toBe('Draw by agreement');
    // The AI made no move of its own: the draw ended the game on its turn.
    expect(await moveTexts(page)).toHaveLength(11);
    expect(await page.getByRole('button', { name: 'Offer draw' }).count()).toBe(0);
    await expect.poll(() => page.url()).toContain('result=');
    await page.reload();
    await expect.poll(() => shownResult()).toBe('Draw by agreement');
    expect(await moveTexts(page)).toHaveLength(11);
  });

  it('is declined with its reason early in the game, and the AI plays on', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=2`);
    await offerDrawAndMove('f4', 'f5');
    await expect
      .poll(() => page.locator('.status .draw-answer').textContent(), { timeout: 20_000 })
      .toBe('The AI declines the draw: it is too early; it plays at least 10 moves first.');
    await expect.poll(() => moveTexts(page)).toHaveLength(2);
    expect(await shownResult()).toBe('');
    // The offer is answered: it may be made again.
    await expect
      .poll(() => page.getByRole('button', { name: 'Offer draw', exact: true }).count())
      .toBe(1);
  });
});
