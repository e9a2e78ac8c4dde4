import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { unwrap } from '@trigon/engine';
import * as Sankaku from '@trigon/engine/games/sankaku';
import { pagePerTest } from './browser.js';
import { clickCell, moveTexts, positionText, waitForMoves } from './page.js';

const baseUrl = inject('baseUrl');
const sankaku = Sankaku.sankaku;
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

/** The page's position, read through its position text, as the engine's concrete position. */
async function shownPosition(): Promise<Sankaku.SankakuPosition> {
  return unwrap(sankaku.parse(await positionText(page)));
}

/** Plays a move on the page by clicking its two cells. */
async function clickMove(p: Sankaku.SankakuPosition, move: number): Promise<void> {
  const { from, to } = p.moveInfo(move);
  await clickCell(page, sankaku.topology.name(from));
  await clickCell(page, sankaku.topology.name(to));
}

describe('Sankaku Shogi against the AI', () => {
  it('answers moves, and warns about a move that leaves the Emperor capturable without refusing it', async () => {
    await page.goto(baseUrl);
    await page
      .locator('li.game-card[data-game="sankaku"]')
      .getByRole('link', { name: 'Play the AI' })
      .click();
    await page.locator('select[name="level"]').selectOption('1');
    await page.locator('select[name="seat"]').selectOption('0');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.locator('.panel-head .mode').textContent()).toContain('level 1');

    // A safe Soldier step: no warning, and the AI answers.
    let p = await shownPosition();
    const step = unwrap(p.parseMove('c3-c4'));
    expect(p.leavesEmperorCapturable(step)).toBe(false);
    await clickMove(p, step);
    await waitForMoves(page, 2);
    expect((await moveTexts(page))[0]).toContain('c3-c4');
    expect(await page.locator('.status .warning').count()).toBe(0);

    // A second safe move, then the AI's reply again.
    p = await shownPosition();
    const safe = p.legalMoves().find((m) => !p.isCapture(m) && !p.leavesEmperorCapturable(m))!;
    await clickMove(p, safe);
    await waitForMoves(page, 4);
    expect(await page.locator('.status .warning').count()).toBe(0);

    // The Emperor leaps next to the enemy: legal, played, and pointed out.
    p = await shownPosition();
    const emperor = p.emperorAt[Sankaku.BLACK];
    const exposing = p
      .legalMoves()
      .find((m) => Sankaku.moveFrom(m) === emperor && p.leavesEmperorCapturable(m))!;
    expect(exposing).toBeDefined();
    await clickMove(p, exposing);
    const warning = page.locator('.status .warning');
    await warning.waitFor();
    expect(await warning.getAttribute('role')).toBe('alert');
    // The engine words the warning (it does not know who sits at the screen): the seat by name.
    expect(await warning.textContent()).toContain("leaves Black's Emperor capturable");
    // The move was played (the AI may already have answered it).
    expect((await moveTexts(page))[4]).toBe(p.moveToText(exposing));
    // The AI takes the Emperor, and the game is over.
    await page.locator('.status .result').waitFor({ timeout: 30_000 });
    // Said per seat in words: Black moves first here, so a score like '0-1' would read reversed.
    expect(await page.locator('.status .result').textContent()).toMatch(
      /^White wins: .*Emperor captured/,
    );
    expect(await moveTexts(page)).toHaveLength(6);

    // Taking the moves back clears the warning.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await page.locator('.status .warning').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
