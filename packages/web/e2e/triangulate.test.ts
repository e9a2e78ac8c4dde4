import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { unwrap } from '@trigon/engine';
import * as Triangulate from '@trigon/engine/games/triangulate';
import { pagePerTest } from './browser.js';
import { clickCell, moveTexts, positionText, waitForMoves } from './page.js';

const baseUrl = inject('baseUrl');
const triangulate = Triangulate.triangulate;
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

async function shownPosition(): Promise<Triangulate.TriangulatePosition> {
  return unwrap(triangulate.parse(await positionText(page)));
}

/** The supply count the panel shows for a seat. */
async function supplyShown(seat: number): Promise<number> {
  return Number(await page.getByTestId(`supply-${seat}`).locator('.count').textContent());
}

const name = (cell: number) => triangulate.topology.name(cell);

describe('Triangulate against the AI', () => {
  it('shows the supplies as they change and lets a stack be inspected, bottom to top', async () => {
    await page.goto(`${baseUrl}#/play/triangulate?mode=ai&level=1&seat=0`);
    await expect.poll(() => page.locator('.panel-head .mode').textContent()).toContain('level 1');
    expect(await supplyShown(0)).toBe(32);
    expect(await supplyShown(1)).toBe(32);

    // A placing move costs X one large token; the AI answers.
    await clickCell(page, 'c1');
    await clickCell(page, 'd2');
    expect((await moveTexts(page))[0]).toContain('c1-d2');
    await waitForMoves(page, 2);
    let p = await shownPosition();
    expect(await supplyShown(0)).toBe(31);
    expect(await supplyShown(1)).toBe(p.supplyOf(1));
    expect(p.supplyOf(0)).toBe(31);

    // A stacking move costs nothing.
    const stacking = p
      .legalMoves()
      .find((m) => m !== Triangulate.PASS && Triangulate.moveKind(m) === Triangulate.STACK)!;
    expect(stacking).toBeDefined();
    const from = Triangulate.moveFrom(stacking);
    const to = Triangulate.moveTo(stacking);
    const oSupply = p.supplyOf(1);
    await clickCell(page, name(from));
    await clickCell(page, name(to));
    await waitForMoves(page, 4);
    p = await shownPosition();
    expect(await supplyShown(0)).toBe(31);
    expect(await supplyShown(1)).toBe(p.supplyOf(1));
    expect(p.supplyOf(1) === oSupply || p.supplyOf(1) === oSupply - 1).toBe(true);

    // The stack is listed; choosing it shows its tokens from the bottom up, and its track.
    const expected = Array.from({ length: p.smallCount(to) }, (_, i) =>
      String(p.smallOwner(to, i)),
    );
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const entry = page.locator(`.triangulate-panel .stacks button[data-square="${name(to)}"]`);
    await entry.click();
    const inspect = page.locator(`.triangulate-panel .inspect[data-square="${name(to)}"]`);
    await inspect.waitFor();
    const owners = await inspect
      .locator('ol.stack-list li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-owner')));
    expect(owners).toEqual(expected);
    const items = await inspect.locator('ol.stack-list li').allTextContents();
    expect(items[items.length - 1]).toContain('(top');
    expect(items[0]).toContain(`${triangulate.players[p.smallOwner(to, 0)]} small token`);
    expect(await inspect.locator('.track').textContent()).toContain(
      p.largeCount(to) === 0 ? 'none' : `${p.largeCount(to)} large token`,
    );

    // The square picker inspects any square, here the track left on d2 or c1's old square.
    await page.locator('select[name="inspect"]').selectOption({ label: 'd2' });
    await page.locator('.triangulate-panel .inspect[data-square="d2"]').waitFor();
    expect(await page.locator('.triangulate-panel .inspect .track').textContent()).toContain('x');

    // On the board, every stack shows one pip per token.
    const pips = await page.locator('g.pieces rect.stack-pip').count();
    let tokensInStacks = 0;
    for (let cell = 0; cell < triangulate.topology.size; cell++) {
      if (p.smallCount(cell) > 1) tokensInStacks += p.smallCount(cell);
    }
    expect(pips).toBe(tokensInStacks);
    expect(errors).toEqual([]);
  });
});

describe('Triangulate’s players X and O', () => {
  it('are drawn as their names: a cross on X’s tokens, a ring on O’s, stack heights still shown', async () => {
    await page.goto(`${baseUrl}#/play/triangulate?mode=local`);
    await page.locator('svg.board').waitFor();
    const letters = (where: string, letter: string) =>
      page.locator(`${where} .token-letter[data-letter="${letter}"]`).count();
    expect(await letters('svg.board', 'X')).toBe(8);
    expect(await letters('svg.board', 'O')).toBe(8);
    expect(await letters('.player-strip[data-seat="0"]', 'X')).toBe(1);
    expect(await letters('.player-strip[data-seat="1"]', 'O')).toBe(1);
    expect(await letters('.player-strip[data-seat="1"]', 'X')).toBe(0);
    // X c1-d1, O f1-e1 onto e1's token, then X d1-e1 on top: three tokens, X on top with the height.
    for (const [from, to] of [
      ['c1', 'd1'],
      ['f1', 'e1'],
      ['d1', 'e1'],
    ]) {
      await clickCell(page, from);
      await clickCell(page, to);
    }
    await expect.poll(() => moveTexts(page).then((m) => m.length)).toBe(3);
    const e1 = page.locator('svg.board [data-piece-cell="e1"]');
    expect(await e1.locator('text').first().textContent()).toBe('3');
    const marks = e1.locator('.token-letter');
    expect(await marks.count()).toBe(3);
    expect(await marks.last().getAttribute('data-letter')).toBe('X');
    expect(errors).toEqual([]);
  });
});
