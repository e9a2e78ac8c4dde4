import { describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { games, unwrap, type GameDefinition, type Position } from '@trigon/engine';
import { pagePerTest } from './browser.js';
import { cellLabel, clickCell, dragPiece, moveTexts, positionText, waitForMoves } from './page.js';

const baseUrl = inject('baseUrl');
const shots = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

/** The move of `position` that leads to the position text `after`, or undefined. */
function moveLeadingTo(position: Position, after: string): number | undefined {
  for (const move of position.legalMoves()) {
    position.play(move);
    const text = position.toText();
    position.undo();
    if (text === after) return move;
  }
  return undefined;
}

/** The cells the rules page's diagram marks as reached, by name, sorted. */
async function markedCells(): Promise<string[]> {
  const labels = await page
    .locator('svg.board polygon[data-name]')
    .evaluateAll((cells) =>
      cells.map((c) => [c.getAttribute('data-name') ?? '', c.getAttribute('aria-label') ?? '']),
    );
  return labels
    .filter(([, label]) => label.split(', ').includes('reached'))
    .map(([name]) => name)
    .sort();
}

/** Chooses a piece on the rules page and waits until the page shows it chosen. */
async function pick(kind: string): Promise<void> {
  const button = page.locator(`button.piece-pick[data-kind="${kind}"]`);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

/**
 * Puts the chosen piece on `cell` and waits until the page describes it there. The list of
 * seven pieces is taller than the window: choosing one of the last scrolls the page, so the
 * cell is scrolled back into view first.
 */
async function place(cell: string): Promise<void> {
  await page.locator(`polygon[data-name="${cell}"]`).scrollIntoViewIfNeeded();
  await clickCell(page, cell);
  await expect.poll(() => page.getByTestId('reach').textContent()).toContain(` on ${cell} reaches`);
}

const reachNames = (game: GameDefinition, kind: string, owner: number, cell: string): string[] =>
  game
    .reach(kind, owner, game.topology.cell(cell))
    .map((c) => game.topology.name(c))
    .sort();

describe.each(['triangular-chess', 'tri-chess'])('%s', (id) => {
  const game = unwrap(games.get(id));

  it('plays against the AI: a move by clicks, one by drag, and the AI answers each', async () => {
    await page.goto(baseUrl);
    await page
      .locator(`li.game-card[data-game="${id}"]`)
      .getByRole('link', { name: 'Play the AI' })
      .click();
    await page.locator('select[name="level"]').selectOption('1');
    await page.locator('select[name="seat"]').selectOption('0');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.locator('.panel-head .mode').textContent()).toContain('level 1');

    // Rules §7.4: the pawn b13 steps to c13 or double-steps to d22.
    const position = game.create();
    await clickCell(page, 'b13');
    await expect.poll(() => page.locator('circle.destination').count()).toBe(2);
    await clickCell(page, 'c13');
    const first = unwrap(position.parseMove('b13-c13'));
    expect((await moveTexts(page))[0]).toBe(position.moveToText(first));
    position.play(first);
    await waitForMoves(page, 2);
    // The AI's answer is a legal move of the engine's position.
    const reply = moveLeadingTo(position, await positionText(page));
    expect(reply).toBeDefined();
    expect((await moveTexts(page))[1]).toBe(position.moveToText(reply!));
    position.play(reply!);

    // The knight a15 jumps to c34 (rules §7.7), dragged there.
    const jump = unwrap(position.parseMove('a15-c34'));
    const jumpText = position.moveToText(jump);
    await dragPiece(page, 'a15', 'c34');
    await waitForMoves(page, 4);
    expect((await moveTexts(page))[2]).toBe(jumpText);
    expect(await cellLabel(page, 'c34')).toContain('White Knight');
    position.play(jump);
    expect(moveLeadingTo(position, await positionText(page))).toBeDefined();

    // An illegal drop snaps back: the bishop a25 is still boxed in by its own pawns.
    await dragPiece(page, 'a25', 'd45');
    await page.waitForTimeout(300);
    expect(await moveTexts(page)).toHaveLength(4);
    expect(await cellLabel(page, 'a25')).toContain('White Bishop');

    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `${id}-ai.png`) });
    expect(errors).toEqual([]);
  });

  it('shows on its rules page where each piece moves, the unicorn included, as the engine says', async () => {
    await page.goto(`${baseUrl}#/rules/${id}`);
    await page.locator('svg.board').waitFor();
    const kinds = await page
      .locator('button.piece-pick')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-kind')));
    expect(kinds).toEqual(game.pieces.map((p) => p.letter));
    expect(kinds).toContain('U');

    for (const cell of ['d45', 'e54', 'a14']) {
      for (const kind of kinds as string[]) {
        await pick(kind);
        await place(cell);
        const expected = reachNames(game, kind, 0, cell);
        await expect.poll(markedCells).toEqual(expected);
        expect(await page.locator('svg.board circle.mark').count()).toBe(expected.length);
        expect(await page.getByTestId('reach').textContent()).toContain(
          `on ${cell} reaches ${expected.length} cell`,
        );
      }
    }

    // The unicorn's pattern by the rules' own examples (§7.1, the same in both games).
    // Choosing a piece low in the list scrolls the page; the diagram stays in view beside it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await pick('P');
    await pick('U');
    const box = await page.locator('svg.board').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await place('d45');
    await expect.poll(markedCells).toEqual(['b35', 'b46', 'd33', 'd66', 'e43', 'e65']);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `${id}-rules-unicorn.png`) });
    await place('a14');
    await expect.poll(markedCells).toEqual(['a26', 'c13', 'c24']);
    // The king differs between the games (§4.10): 6 cells against 12.
    await pick('K');
    await place('d45');
    await expect.poll(markedCells).toHaveLength(id === 'tri-chess' ? 12 : 6);

    // Black's pawn moves down the board.
    await page
      .getByRole('group', { name: 'Whose piece' })
      .getByRole('button', { name: 'Black' })
      .click();
    await pick('P');
    await place('g64');
    await expect.poll(markedCells).toEqual(reachNames(game, 'P', 1, 'g64'));
    expect(await markedCells()).toEqual(['e55', 'f64']);
    expect(errors).toEqual([]);
  });
});
