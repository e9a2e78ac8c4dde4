import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { bookFor } from '@trigon/ai';
import { games, unwrap } from '@trigon/engine';
import { inBook } from './book.js';
import { pagePerTest } from './browser.js';
import {
  cellLabel,
  clickCell,
  dragPiece,
  longTasks,
  moveTexts,
  positionText,
  waitForMoves,
  watchLongTasks,
} from './page.js';

const baseUrl = inject('baseUrl');
let context: BrowserContext | undefined;
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened, openedContext) => {
  page = opened;
  context = openedContext;
});

describe('Trigonal Chess against the AI', () => {
  it('starts from the game list, takes moves by click and by drag, refuses an illegal one and answers each', async () => {
    await page.goto(baseUrl);
    await page
      .locator('li.game-card[data-game="trigonal"]')
      .getByRole('link', { name: 'Play the AI' })
      .click();
    await page.locator('select[name="level"]').selectOption('1');
    await page.locator('select[name="seat"]').selectOption('0');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.locator('.panel-head .mode').textContent()).toContain('level 1');

    // A move by two clicks; the AI thinks in its worker without blocking the page.
    await watchLongTasks(page);
    await clickCell(page, 'f4');
    await expect.poll(() => page.locator('circle.destination').count()).toBe(1);
    // A second click puts the piece down again; a third picks it up.
    await clickCell(page, 'f4');
    await expect.poll(() => page.locator('circle.destination').count()).toBe(0);
    await clickCell(page, 'f4');
    await expect.poll(() => page.locator('circle.destination').count()).toBe(1);
    await clickCell(page, 'f5');
    expect((await moveTexts(page))[0]).toBe('f4-f5');
    await waitForMoves(page, 2);
    expect(await longTasks(page)).toEqual([]);

    // A move by drag and drop.
    await dragPiece(page, 'g4', 'g5');
    await waitForMoves(page, 4);
    expect((await moveTexts(page))[2]).toBe('g4-g5');

    // An illegal drop snaps back: nothing is played and the pawn is still on i4.
    const before = await positionText(page);
    await dragPiece(page, 'i4', 'i7');
    await page.waitForTimeout(300);
    expect(await moveTexts(page)).toHaveLength(4);
    expect(await cellLabel(page, 'i4')).toContain('White Pawn');
    expect(await cellLabel(page, 'i7')).not.toContain('White Pawn');
    // An illegal click does nothing either.
    await clickCell(page, 'i4');
    await clickCell(page, 'i7');
    expect(await moveTexts(page)).toHaveLength(4);
    expect(await positionText(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  it('opens from its book at the strongest level: a book move at once, not ten seconds of search', async () => {
    const trigonal = unwrap(games.get('trigonal'));
    const start = trigonal.create();
    const bookMoves = bookFor(trigonal, {})!
      .positions.get(start.toText())!
      .map((m) => start.moveToText(unwrap(start.parseMove(m.move))));
    const asked = Date.now();
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=8&seat=1`);
    await waitForMoves(page, 1);
    expect(Date.now() - asked).toBeLessThan(8000);
    expect(bookMoves).toContain((await moveTexts(page))[0]);
  });

  it('shows that it is thinking and moves at once when asked', async () => {
    // Out of the AI's opening book, where it would answer at once.
    expect(inBook('trigonal', ['i4-i5', 'f8-f7'])).toBe(false);
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=8&seat=1&moves=i4-i5+f8-f7`);
    await page.locator('.status .thinking').waitFor();
    await watchLongTasks(page);
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Move now', exact: true }).click();
    await waitForMoves(page, 3);
    expect(await longTasks(page)).toEqual([]);
    expect(await page.locator('.status .turn').textContent()).toContain('Black to move');
  });

  it('a link naming an AI level that is not offered says so, instead of an AI that never moves', async () => {
    const alert = page.locator('.error-page [role="alert"]');
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=9`);
    await expect
      .poll(() => alert.textContent())
      .toBe('The link names AI level 9; the levels are 1 to 8.');
    await page.goto(`${baseUrl}#/play/triangulation?mode=ai&ai=1.2,2.0`);
    await page.reload();
    await expect
      .poll(() => alert.textContent())
      .toBe('The link names AI level 0; the levels are 1 to 8.');
    expect(errors).toEqual([]);
  });

  it('a link naming a seat the game does not have, or the neutral army against the AI, says so', async () => {
    const alert = page.locator('.error-page [role="alert"]');
    await page.goto(`${baseUrl}#/play/triangulation?mode=ai&seat=5`);
    await expect
      .poll(() => alert.textContent())
      .toBe('The link names seat 5; Triangulation has seats 0 (Red), 1 (Green), 2 (Blue).');
    await page.goto(`${baseUrl}#/play/triangulation?mode=ai&opt=players%3D2&opt=neutral%3Dred`);
    await page.reload();
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'The link names seat 0 (Red), the neutral army: nobody plays it; the seats that play are 1 (Green) and 2 (Blue).',
      );
    await page.goto(
      `${baseUrl}#/play/triangulation?mode=ai&seat=1&opt=players%3D2&opt=neutral%3Dred`,
    );
    await page.reload();
    await expect.poll(() => page.locator('.panel-head .mode').count()).toBe(1);
    await page.goto(`${baseUrl}#/new/chess`);
    await page.reload();
    await expect
      .poll(() => page.locator('.new-page [role="alert"]').textContent())
      .toBe("There is no game 'chess': choose one below.");
    expect(errors).toEqual([]);
  });

  it('a link naming a mode the app does not have says so, instead of a game on this screen', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=foo&moves=f4-f5`);
    await page.reload();
    await expect
      .poll(() => page.locator('.error-page [role="alert"]').textContent())
      .toBe("The link names an unknown mode 'foo'; the modes are local, ai, analysis.");
    await page.goto(`${baseUrl}#/new/trigonal?mode=foo`);
    await page.reload();
    await expect
      .poll(() => page.locator('.new-page [role="alert"]').textContent())
      .toBe("There is no mode 'foo': the modes are local, ai, analysis, online; choose one below.");
    expect(errors).toEqual([]);
  });
});

describe('the move list, records and links', () => {
  const moves = ['f4-f5', 'f8-f7', 'f1-e2', 'f11-e8'];
  const url = () => `${baseUrl}#/play/trigonal?mode=local&moves=${moves.join('+')}`;

  it('steps back and forth through the game', async () => {
    await page.goto(url());
    expect(await moveTexts(page)).toEqual(['f4-f5', 'f8-f7', 'Nf1-e2', 'Nf11-e8']);
    const end = await positionText(page);
    await page.locator('.moves button.move[data-ply="1"]').click();
    expect(await cellLabel(page, 'f5')).toContain('White Pawn');
    expect(await cellLabel(page, 'f8')).toContain('Black Pawn');
    expect(await cellLabel(page, 'e2')).toContain('empty');
    await page.getByRole('button', { name: 'Next move', exact: true }).click();
    expect(await cellLabel(page, 'f7')).toContain('Black Pawn');
    await page.getByRole('button', { name: 'First position', exact: true }).click();
    expect(await cellLabel(page, 'f4')).toContain('White Pawn');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.moves [aria-current="true"]').textContent()).toBe('f4-f5');
    await page.getByRole('button', { name: 'Last move', exact: true }).click();
    expect(await positionText(page)).toBe(end);
  });

  it('exports the record and imports it again to the same position', async () => {
    await page.goto(url());
    const position = await positionText(page);
    await page.getByRole('button', { name: 'Position and record', exact: true }).click();
    const record = await page.locator('.record-dialog textarea.record-text').inputValue();
    expect(record).toContain('[Game "trigonal"]');
    expect(record).toContain('1. f4-f5 f8-f7 2. Nf1-e2 Nf11-e8 *');

    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await page.getByRole('button', { name: 'Position and record', exact: true }).click();
    await page.locator('.record-dialog textarea.paste-record').fill(record);
    await page.locator('.record-dialog button.import-record').click();
    await expect.poll(() => moveTexts(page)).toHaveLength(4);
    expect(await positionText(page)).toBe(position);
  });

  it('opens a pasted position and a shared link at the same position', async () => {
    await page.goto(url());
    const position = await positionText(page);
    // The address always names the game; opened elsewhere it shows the same position.
    const link = page.url();
    const other = await context!.newPage();
    await other.goto(link);
    await other.locator('.moves button.move[data-ply="4"]').waitFor();
    await other.getByRole('button', { name: 'Position and record', exact: true }).click();
    expect(await other.locator('.record-dialog textarea.position-text').inputValue()).toBe(
      position,
    );
    await other.close();

    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await page.getByRole('button', { name: 'Position and record', exact: true }).click();
    await page.locator('.record-dialog textarea.paste-position').fill(position);
    await page.getByRole('button', { name: 'Open position', exact: true }).click();
    await page.locator('.record-dialog').waitFor({ state: 'detached' });
    expect(await positionText(page)).toBe(position);
  });
});

describe('same-screen play', () => {
  it('plays to checkmate from a prepared position and shows the result', async () => {
    // trigonal-chess.md §7.6: White Kc4 Qd4, Black Ka1, White to move: Qd4-b2 is mate.
    const start = encodeURIComponent('k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1');
    await page.goto(`${baseUrl}#/play/trigonal?mode=local&start=${start}`);
    await clickCell(page, 'd4');
    await clickCell(page, 'b2');
    await page.locator('.status .result').waitFor();
    expect(await page.locator('.status .result').textContent()).toBe('White wins: checkmate');
    expect(await moveTexts(page)).toEqual(['Qd4-b2#']);
    // The mated king is marked, and nobody can move any more.
    expect(await cellLabel(page, 'a1')).toContain('in check');
    await clickCell(page, 'c4');
    expect(await page.locator('circle.destination').count()).toBe(0);
  });

  it('asks which piece a pawn promotes to', async () => {
    // trigonal-chess.md §7.4 C2: White Kh2 Pf10, Black Ki17: f10-f11 promotes.
    const start = encodeURIComponent('1/3/5/7/9/9P1/13/1K13/16k w - - 0 1');
    await page.goto(`${baseUrl}#/play/trigonal?mode=local&start=${start}`);
    await clickCell(page, 'f10');
    await clickCell(page, 'f11');
    const choices = page.locator('.choice-dialog button.choice');
    expect(
      await choices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-choice'))),
    ).toEqual(expect.arrayContaining(['Q', 'R', 'B', 'N']));
    await page.locator('.choice-dialog button[data-choice="N"]').click();
    expect((await moveTexts(page))[0]).toMatch(/^f10-f11=N/);
    expect(await cellLabel(page, 'f11')).toContain('White Knight');
  });

  it('takes back moves, accepts an offered draw and resigns', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=f4-f5+f8-f7`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await moveTexts(page)).toEqual(['f4-f5']);
    await page.getByRole('button', { name: 'Offer draw', exact: true }).click();
    await page.getByRole('button', { name: /^Accept draw/ }).click();
    expect(await page.locator('.status .result').textContent()).toBe('Draw by agreement');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('button', { name: 'Resign', exact: true }).click();
    expect(await page.locator('.status .result').textContent()).toBe('White wins: Black resigned');
  });
});

describe('the analysis board', () => {
  it('shows the evaluation, depth and best line live, with an arrow for the best move', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=analysis&moves=f4-f5+f8-f7`);
    await watchLongTasks(page);
    await expect
      .poll(
        async () =>
          Number((await page.getByTestId('depth').textContent())?.match(/depth (\d+)/)?.[1] ?? 0),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('evaluation').textContent()).toMatch(/^([+−]\d+\.\d\d|#-?\d+)$/);
    expect((await page.getByTestId('best-line').textContent())?.split(' ').length).toBeGreaterThan(
      1,
    );
    expect(await page.locator('line.arrow.best').count()).toBe(1);
    expect(await longTasks(page)).toEqual([]);
  });
});
