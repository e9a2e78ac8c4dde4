import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePerTest } from './browser.js';
import { clickCell, moveTexts, waitForMoves } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

const SEATS = ['Red', 'Green', 'Blue'];

// Red's General falls to Green's Cavalry at move 11 (C8Σ-B7Ω); Blue and Green play on.
const KNOCKOUT =
  'C7Φ-D7Σ H1Ω-G4Φ H8Γ-G8Γ C6Ω-E5Ω G4Φ-E5Ω F8Δ-F8Λ B8Ω-B7Ω E5Ω-C8Σ H6Δ-G6Π C7Ω-C6Ω C8Σ-B7Ω F8Λ-F7Λ C8Φ-D6Φ';

interface Entry {
  /** The move's column: 0 for the first seat. */
  readonly column: number;
  readonly label: string;
  readonly text: string;
  readonly coord: string;
}

/** Every move of the list, in the order shown, with the column it stands in. */
async function entries(): Promise<Entry[]> {
  return page.locator('.moves button.move').evaluateAll((buttons) =>
    buttons.map((b) => ({
      column: [...b.parentElement!.children].indexOf(b) - 1,
      label: b.getAttribute('aria-label') ?? '',
      text: b.textContent ?? '',
      coord: (b as HTMLElement).dataset.coord ?? '',
    })),
  );
}

async function clickMove(coord: string): Promise<void> {
  const [from, to] = coord.split('-');
  await clickCell(page, from);
  await clickCell(page, to);
}

describe('the move list of a game of three', () => {
  it('keeps every move under its seat after a player is eliminated', async () => {
    await page.goto(
      `${baseUrl}#/play/triangulation?mode=local&moves=${encodeURIComponent(KNOCKOUT)}`,
    );
    await page.locator('.moves button.move[data-ply="13"]').waitFor();
    const shown = await entries();
    expect(shown.map((e) => e.coord)).toEqual(KNOCKOUT.split(' '));
    // Three full rounds, then Red, Green (who eliminates Red) and Blue; then Green again.
    const seats = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 1];
    const rounds = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5];
    shown.forEach((entry, i) => {
      expect(entry.column).toBe(seats[i]);
      expect(entry.label).toBe(`${rounds[i]}. ${SEATS[seats[i]]} ${entry.text}`);
    });
    expect(shown[12].label).toBe('5. Green IC8Φ-D6Φ');
    expect(await page.locator('.moves .note[data-ply="11"]').allTextContents()).toContain(
      'Red is eliminated by Green',
    );
    expect(await page.locator('.player-strip[data-seat="0"]').getAttribute('data-status')).toBe(
      'eliminated',
    );
    // Blue is to move, and its move goes under Blue in round 5.
    await clickMove('G6Π-F6Π');
    await page.locator('.moves button.move[data-ply="14"]').waitFor();
    const after = (await entries())[13];
    expect(after.column).toBe(2);
    expect(after.label).toBe('5. Blue IG6Π-F6Π');
    expect(errors).toEqual([]);
  });

  it('writes a player’s leaving in words and keeps the later moves under their seats', async () => {
    await page.goto(`${baseUrl}#/play/triangulation?mode=local`);
    await clickMove('C6Ω-D6Ω');
    await clickMove('F3Ω-E4Ω');
    // Blue, to move, resigns at this screen of three: it leaves, and Red and Green play on.
    await page.getByRole('button', { name: 'Resign' }).click();
    await waitForMoves(page, 3);
    await clickMove('C7Φ-D7Φ');
    await clickMove('G3Φ-F4Φ');
    await clickMove('D6Ω-D5Ω');
    await page.locator('.moves button.move[data-ply="6"]').waitFor();
    const shown = await entries();
    expect(shown.map(({ column, label }) => [column, label])).toEqual([
      [0, '1. Red IC6Ω-D6Ω'],
      [1, '1. Green IF3Ω-E4Ω'],
      [2, '1. Blue leaves the game'],
      [0, '2. Red IC7Φ-D7Φ'],
      [1, '2. Green IG3Φ-F4Φ'],
      [0, '3. Red ID6Ω-D5Ω'],
    ]);
    expect(shown[2].coord).toBe('leave:b');
    expect(await moveTexts(page)).not.toContain('leave:b');
    expect(await page.locator('.moves').textContent()).not.toContain('leave:');
    expect(await page.locator('.moves .note').allTextContents()).toEqual([
      'Blue leaves the game; its army stands neutral',
    ]);
    expect(await page.locator('.player-strip[data-seat="2"]').getAttribute('data-status')).toBe(
      'left',
    );
    expect(errors).toEqual([]);
  });
});
