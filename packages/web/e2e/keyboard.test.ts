import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePerTest } from './browser.js';
import { cellCentre, moveTexts } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

const KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;

/** The name of the cell that has the keyboard focus. */
const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-name'));

/**
 * Drops any piece held, then picks up the piece on `cell` by keyboard: the focus goes to the
 * cell (as Tab and the arrows would bring it there) and Enter picks the piece up.
 */
async function pickUp(cell: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator(`polygon[data-name="${cell}"]`).focus();
  await page.keyboard.press('Enter');
  expect(await page.locator(`polygon[data-name="${cell}"]`).getAttribute('aria-pressed')).toBe(
    'true',
  );
}

/** Where each arrow key, pressed once from `from` (its piece picked up first), takes the focus. */
async function oneStep(from: string): Promise<string[]> {
  const reached: string[] = [];
  for (const key of KEYS) {
    await pickUp(from);
    expect(await focused()).toBe(from);
    await page.keyboard.press(key);
    reached.push((await focused()) ?? '');
  }
  return reached;
}

/**
 * Heads for `to` from the focused cell as a person does: each time the arrow key that points
 * most nearly at it on the screen. The number of presses it took, or Infinity after `limit`.
 */
async function headFor(to: string, limit: number): Promise<number> {
  const [x2, y2] = await cellCentre(page, to);
  for (let presses = 0; presses <= limit; presses++) {
    const at = await focused();
    if (at === to) return presses;
    const [x1, y1] = await cellCentre(page, at!);
    const key =
      Math.abs(x2 - x1) > Math.abs(y2 - y1)
        ? x2 > x1
          ? 'ArrowRight'
          : 'ArrowLeft'
        : y2 > y1
          ? 'ArrowDown'
          : 'ArrowUp';
    await page.keyboard.press(key);
  }
  return Infinity;
}

describe('arrow keys on a board of triangles', () => {
  it('reach every side of Trigonal’s g4 in one press, and play g4-g5 with Up and Enter', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await page.locator('svg.board').waitFor();
    // White's view: g5 lies up and to the right of g4, g3 down and to the right, f3 left.
    expect(await oneStep('g4')).toEqual(['g5', 'g3', 'f3', 'h5']);
    // The pawn's only move is one press away: pick it up, Up, put it down.
    await pickUp('g4');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => moveTexts(page)).toEqual(['g4-g5']);
    expect(errors).toEqual([]);
  });

  it('follows the board when it is flipped: every key the other way round', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await page.getByRole('button', { name: 'Flip board', exact: true }).click();
    expect(await oneStep('g4')).toEqual(['g3', 'g5', 'h5', 'f3']);
    expect(errors).toEqual([]);
  });

  it('reach the three sides of Triangulation’s C7Φ, and each of its moves by heading for it', async () => {
    await page.goto(`${baseUrl}#/play/triangulation?mode=local`);
    await page.locator('svg.board').waitFor();
    // Red's view: D7Φ above C7Φ, C7Ω on its left, C8Φ on its right; Down goes on past its
    // lower corner.
    expect(await oneStep('C7Φ')).toEqual(['D7Φ', 'B8Ω', 'C7Ω', 'C8Φ']);
    // Its five moves: the one across a side in one press, the others in two or three, never
    // going round in circles.
    const presses: Record<string, number> = {};
    for (const target of ['D7Φ', 'D6Φ', 'E6Φ', 'D7Σ', 'E7Σ']) {
      await pickUp('C7Φ');
      presses[target] = await headFor(target, 6);
    }
    expect(presses).toEqual({ D7Φ: 1, D6Φ: 2, E6Φ: 3, D7Σ: 2, E7Σ: 3 });
    // And a move made so: pick up, head for E6Φ, put down.
    await pickUp('C7Φ');
    await headFor('E6Φ', 6);
    await page.keyboard.press('Enter');
    await expect.poll(() => moveTexts(page)).toEqual(['IC7Φ-E6Φ']);
    expect(errors).toEqual([]);
  });
});
