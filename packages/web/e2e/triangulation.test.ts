import { describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { unwrap } from '@trigon/engine';
import * as Triangulation from '@trigon/engine/games/triangulation';
import { pagePerTest } from './browser.js';
import {
  cellCentre,
  cellLabel,
  clickCell,
  dragPiece,
  moveTexts,
  positionText,
  waitForMoves,
} from './page.js';

const baseUrl = inject('baseUrl');
const triangulation = Triangulation.triangulation;
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

const results = resolve(fileURLToPath(new URL('../test-results/screenshots/', import.meta.url)));
/** Where the game's screenshot goes: test-results/, or docs/screenshots with `SCREENSHOTS=docs`. */
const shots =
  process.env.SCREENSHOTS === 'docs'
    ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
    : results;

// Rules §7 T13: Red's Infantry on H2Ω may step onto Green's corner H1Ω and rescue a Rukh or an
// Infantry from Green's pile.
const T13 = '1/3/5/4rG*2/9/6gG*4/13/1rI12bG* r rgb - -/rRrI/-';
// Rules §7 T12: Green, to move, is checkmated by the Red Cavalry on G4Φ.
const T12 = '1/3/5/4rG*2/9/11/3rC8bG*/gG*gR*13 g rgb - -/-/-';
// Red's Rukh on rank H, with nothing between it and Blue's General: it can check Blue.
const CHECK = 'rG*/3/5/7/9/11/13/gG*6rR*6bG* r rgb - -/-/-';

const play = (route: string) => page.goto(`${baseUrl}#/play/triangulation?${route}`);

async function shown(): Promise<Triangulation.TriangulationPosition> {
  return unwrap(
    triangulation.parse(await positionText(page)),
  ) as Triangulation.TriangulationPosition;
}

/** The corner cell of each seat: Red A8Ω, Green H1Ω, Blue H8β. */
const CORNERS = ['A8Ω', 'H1Ω', 'H8β'];

/** The seat whose corner is lowest on the screen: the seat the board is turned to. */
async function bottomSeat(): Promise<number> {
  const heights = await Promise.all(CORNERS.map(async (c) => (await cellCentre(page, c))[1]));
  return heights.indexOf(Math.max(...heights));
}

/** Plays a move of the shown position by clicking its cells; the move must be alone there. */
async function clickMove(coord: string): Promise<void> {
  const [from, to] = coord.split('-');
  await clickCell(page, from);
  await clickCell(page, to);
}

const strip = (seat: number) => page.locator(`.player-strip[data-seat="${seat}"]`);

describe('Triangulation on one screen', () => {
  it('plays a move of every seat, marks the armies and turns the board', async () => {
    await play('mode=local');
    await page.locator('.board').waitFor();
    expect(await bottomSeat()).toBe(0);
    // Each army wears its own mark, on the board and in its strip.
    for (const [seat, mark] of ['disc', 'square', 'triangle'].entries()) {
      expect(await strip(seat).locator(`.seat-mark [data-mark="${mark}"]`).count()).toBe(1);
      expect(
        await page.locator(`g[data-owner="${seat}"] .army-mark[data-mark="${mark}"]`).count(),
      ).toBe(9);
    }
    expect(await strip(0).getAttribute('class')).toContain('to-move');

    await clickMove('C6Ω-D6Ω');
    await clickMove('F3Ω-E4Ω');
    await dragPiece(page, 'F8Δ', 'E8Λ');
    expect(await moveTexts(page)).toEqual(['IC6Ω-D6Ω', 'IF3Ω-E4Ω', 'IF8Δ-E8Λ']);
    expect((await shown()).turn).toBe(0);

    // "Turn board" cycles the three views; following the player to move turns it by itself.
    const turn = page.getByRole('button', { name: 'Turn board' });
    await turn.click();
    expect(await bottomSeat()).toBe(1);
    await turn.click();
    expect(await bottomSeat()).toBe(2);
    await page.getByLabel('Turn to the player to move').check();
    expect(await bottomSeat()).toBe(0);
    await clickMove('C7Φ-D7Φ');
    expect(await bottomSeat()).toBe(1);
    // Moves by click still land where they should with the board turned.
    await clickMove('G3Φ-F4Φ');
    expect(await bottomSeat()).toBe(2);
    await dragPiece(page, 'G7Δ', 'F7Λ');
    expect((await moveTexts(page)).slice(3)).toEqual(['IC7Φ-D7Φ', 'IG3Φ-F4Φ', 'IG7Δ-F7Λ']);

    mkdirSync(shots, { recursive: true });
    await page.getByLabel('Turn to the player to move').uncheck();
    await turn.click();
    expect(await bottomSeat()).toBe(0);
    await page.screenshot({ path: join(shots, 'triangulation-game.png') });
    expect(errors).toEqual([]);
  });

  it('shows a check in the move list and on the strip of the General checked', async () => {
    await play(`mode=local&start=${encodeURIComponent(CHECK)}`);
    const p = await shown();
    const check = p.legalMoves().find((m) => p.announcement(m) === 'Red checks Blue')!;
    await clickMove(p.moveToCoord(check));
    await page.locator('.moves .note').waitFor();
    expect(await page.locator('.moves .note').allTextContents()).toEqual(['Red checks Blue']);
    expect(await strip(2).getAttribute('data-status')).toBe('check');
    expect(await strip(2).locator('.seat-status').textContent()).toBe('in check');
    expect(errors).toEqual([]);
  });

  it('shows a checkmate, the forced capture, the elimination and the inherited pieces', async () => {
    await play(`mode=local&start=${encodeURIComponent(T12)}&moves=H2Ω-H3Σ G8Γ-G8Δ`);
    expect(await strip(1).getAttribute('data-status')).toBe('checkmated');
    expect(await strip(1).locator('.seat-status').textContent()).toBe(
      'checkmated, awaiting capture',
    );
    // Red's only legal move is the capture of Green's General.
    await clickMove('G4Φ-H1Ω');
    await page.locator('.moves button.move[data-ply="3"]').waitFor();
    expect(await page.locator('.moves .note').allTextContents()).toContain(
      'Green is eliminated by Red',
    );
    expect(await strip(1).getAttribute('data-status')).toBe('eliminated');
    expect(await strip(1).locator('.seat-status').textContent()).toBe('eliminated by Red');
    // Green's Rukh now plays for Red, with a band of its original colour and mark.
    const rukh = page.locator('g[data-owner="0"][data-original="1"]');
    expect(await rukh.count()).toBe(1);
    expect(await rukh.locator('.original-band .army-mark[data-mark="square"]').count()).toBe(1);
    expect(await cellLabel(page, 'H3Σ')).toContain('Red Rukh (made Green)');
    expect(await strip(0).locator('.captured .piece-icon').getAttribute('aria-label')).toBe(
      'Green General',
    );
    expect(errors).toEqual([]);
  });

  it('asks which rescue is meant, in words, with no rescue first', async () => {
    mkdirSync(results, { recursive: true });
    await play(`mode=local&start=${encodeURIComponent(T13)}`);
    // Green's pile (a Red Rukh and a Red Infantry) shows in Red's colours on Green's strip.
    expect(await strip(1).locator('.captured .piece-icon').count()).toBe(2);
    await clickMove('H2Ω-H1Ω');
    const dialog = page.locator('.choice-dialog');
    await dialog.waitFor();
    const choices = dialog.locator('button.choice');
    expect(await choices.count()).toBe(16);
    expect(await choices.first().textContent()).toBe('No rescue; your Infantry stays on H1Ω');
    await page.screenshot({ path: join(results, 'triangulation-rescue.png') });
    await dialog
      .getByRole('button', { name: 'Rescue the Rukh; your Infantry returns to C7Φ' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    // The rescued Rukh on Green's corner checks Blue's General along rank H, and the move says so.
    expect(await moveTexts(page)).toEqual(['IH2Ω-H1Ω!R@C7Φ+']);
    expect(await page.locator('.moves .note').allTextContents()).toEqual(['Red checks Blue']);
    const p = await shown();
    const cell = (name: string) => p.contents(triangulation.topology.cell(name));
    expect(cell('H1Ω')).toEqual([{ owner: 0, kind: 'R' }]);
    expect(cell('C7Φ')).toEqual([{ owner: 0, kind: 'I' }]);
    expect(p.capturedPile(1)).toEqual([{ colour: 0, kind: 'I' }]);
    expect(await strip(1).locator('.captured .piece-icon').count()).toBe(1);
    await expect.poll(() => page.url()).toContain('moves=H2%CE%A9-H1%CE%A9%21R%40C7%CE%A6');
    expect(errors).toEqual([]);
  });

  it('plays the two-player mode with a neutral army', async () => {
    await play('mode=local&opt=players%3D2');
    expect(await strip(2).getAttribute('data-status')).toBe('neutral');
    expect(await strip(2).locator('.seat-status').textContent()).toBe('neutral army');
    await clickMove('C6Ω-D6Ω');
    await clickMove('F3Ω-E4Ω');
    expect(await moveTexts(page)).toEqual(['IC6Ω-D6Ω', 'IF3Ω-E4Ω']);
    expect((await shown()).turn).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lets a player of three resign while the other two play on', async () => {
    await play('mode=local');
    await clickMove('C6Ω-D6Ω');
    // Green, to move, resigns: its army turns neutral and Blue moves next.
    await page.getByRole('button', { name: 'Resign' }).click();
    await waitForMoves(page, 2);
    expect(await strip(1).getAttribute('data-status')).toBe('left');
    expect(await strip(1).locator('.seat-status').textContent()).toBe(
      'left the game; army neutral',
    );
    expect((await shown()).activeSeats()).toEqual([0, 2]);
    expect(await page.locator('.moves .note').allTextContents()).toEqual([
      'Green leaves the game; its army stands neutral',
    ]);
    expect((await shown()).turn).toBe(2);
    await clickMove('F8Δ-E8Λ');
    await clickMove('C7Φ-D7Φ');
    expect((await moveTexts(page)).slice(2)).toEqual(['IF8Δ-E8Λ', 'IC7Φ-D7Φ']);
    expect((await shown()).turn).toBe(2);
    // Undo takes back the moves, then the resignation.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await moveTexts(page)).toEqual(['IC6Ω-D6Ω']);
    expect(await strip(1).getAttribute('data-status')).toBe('playing');
    expect(errors).toEqual([]);
  });
});

describe('Triangulation against the AI', () => {
  it('lets both AI opponents answer a move, each on its own turn', async () => {
    await play('mode=ai&level=1&seat=0');
    expect(await page.locator('.panel-head .mode').textContent()).toBe(
      'Against the AI (level 1), you play Red',
    );
    expect(await bottomSeat()).toBe(0);
    await clickMove('C6Ω-D6Ω');
    await waitForMoves(page, 3);
    const p = await shown();
    expect(p.turn).toBe(0);
    expect(await page.locator('.moves button.move').count()).toBe(3);
    expect(await strip(1).locator('.player-name').textContent()).toContain('AI level 1');
    expect(await strip(2).locator('.player-name').textContent()).toContain('AI level 1');
    expect(errors).toEqual([]);
  });

  it('turns the board to a human playing Green and lets the AI play Red first', async () => {
    await play('mode=ai&level=1&seat=1');
    await waitForMoves(page, 1);
    expect(await bottomSeat()).toBe(1);
    const p = await shown();
    expect(p.turn).toBe(1);
    const move = p.legalMoves().find((m) => p.moveToCoord(m) === 'F3Ω-E4Ω')!;
    expect(move).toBeDefined();
    await dragPiece(page, 'F3Ω', 'E4Ω');
    await waitForMoves(page, 4);
    expect((await moveTexts(page))[1]).toBe('IF3Ω-E4Ω');
    expect((await shown()).turn).toBe(1);
    expect(errors).toEqual([]);
  });

  it('seats two people and one AI: the AI moves only on its seat, and a reload keeps it', async () => {
    await play('mode=ai&level=1&seat=0&ai=2.1');
    expect(await page.locator('.panel-head .mode').textContent()).toBe(
      'Against the AI: the AI plays Blue (level 1); Red and Green play here',
    );
    await clickMove('C6Ω-D6Ω');
    // Green is played here: nobody thinks, and the board turns to Green.
    expect(await page.locator('.status .thinking').count()).toBe(0);
    expect(await bottomSeat()).toBe(1);
    expect((await shown()).turn).toBe(1);
    await clickMove('F3Ω-E4Ω');
    await waitForMoves(page, 3);
    expect(await bottomSeat()).toBe(0);
    expect((await shown()).turn).toBe(0);
    await expect.poll(() => page.url()).toContain('ai=2.1');

    await page.reload();
    await page.locator('.moves button.move[data-ply="3"]').waitFor();
    expect(await page.locator('.panel-head .mode').textContent()).toContain('Red and Green play');
    expect((await shown()).turn).toBe(0);
    expect(await page.locator('.status .thinking').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('chooses each seat’s player in the new-game dialog', async () => {
    await page.goto(`${baseUrl}#/new/triangulation?mode=ai`);
    await page.locator('select[name="player-0"]').selectOption('here');
    await page.locator('select[name="player-1"]').selectOption('1');
    await page.locator('select[name="player-2"]').selectOption('here');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.board').waitFor();
    await expect.poll(() => page.url()).toContain('ai=1.1');
    expect(await page.locator('.panel-head .mode').textContent()).toBe(
      'Against the AI: the AI plays Green (level 1); Red and Blue play here',
    );
    await clickMove('C6Ω-D6Ω');
    await waitForMoves(page, 2);
    expect((await shown()).turn).toBe(2);
    expect(await bottomSeat()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('plays the two-player mode against the AI', async () => {
    await play('mode=ai&level=1&seat=0&opt=players%3D2');
    await clickMove('C6Ω-D6Ω');
    await waitForMoves(page, 2);
    expect((await shown()).turn).toBe(0);
    expect(await strip(2).getAttribute('data-status')).toBe('neutral');
    expect(await strip(2).locator('.player-name').textContent()).toBe('Blue');
    expect(await strip(0).locator('.player-name').textContent()).toBe('You (Red)');
    expect(await strip(1).locator('.player-name').textContent()).toBe('AI level 1 (Green)');
    expect(errors).toEqual([]);
  });
});
