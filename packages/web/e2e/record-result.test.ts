import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { games, unwrap } from '@trigon/engine';
import { errorFreePagePerTest } from './browser.js';
import { clickCell, moveTexts } from './page.js';

const baseUrl = inject('baseUrl');
let context: BrowserContext | undefined;
let page: Page;

errorFreePagePerTest((opened, openedContext) => {
  page = opened;
  context = openedContext;
});

const RESIGNED = 'Black wins: White resigned';

/** The result the status shows, or '' while the game goes on. */
async function shownResult(target: Page = page): Promise<string> {
  const result = target.locator('.status .result');
  return (await result.count()) > 0 ? ((await result.textContent()) ?? '') : '';
}

/** A game of Trigonal on this screen: f4-f5 i16-i13 played by clicks, then White resigns. */
async function resignAfterTwoMoves(): Promise<void> {
  await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
  await clickCell(page, 'f4');
  await clickCell(page, 'f5');
  await clickCell(page, 'i16');
  await clickCell(page, 'i13');
  await expect.poll(() => moveTexts(page)).toHaveLength(2);
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await expect.poll(() => shownResult()).toBe(RESIGNED);
}

async function importRecord(record: string): Promise<void> {
  await page.getByRole('button', { name: 'Position and record', exact: true }).click();
  await page.locator('.record-dialog textarea.paste-record').fill(record);
  await page.locator('.record-dialog button.import-record').click();
}

/** The game is over: White, to move, has no piece that moves, and the status says who won. */
async function expectResigned(target: Page = page): Promise<void> {
  await expect.poll(() => moveTexts(target)).toHaveLength(2);
  await expect.poll(() => shownResult(target)).toBe(RESIGNED);
  expect(await target.locator('.status').innerText()).not.toContain('White to move');
  await clickCell(target, 'g4');
  expect(await target.locator('circle.destination').count()).toBe(0);
}

describe('a resignation (issue 13, fault 1)', () => {
  it('survives a reload, and a link opened elsewhere', async () => {
    await resignAfterTwoMoves();
    await page.reload();
    await expectResigned();
    expect(page.url()).toContain('result=0-1+White+resigned');

    const other = await context!.newPage();
    await other.goto(page.url());
    await expectResigned(other);
    await other.close();

    // Undo takes the resignation back, and the address with it.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => shownResult()).toBe('');
    // The address is written after the page paints the position (an effect): poll for it.
    await expect.poll(() => page.url()).not.toContain('result=');
    await page.reload();
    await expect.poll(() => page.locator('.status .turn').textContent()).toContain('White to move');
  });

  it('survives the export and import of the record, with the names filled in', async () => {
    await resignAfterTwoMoves();
    await page.getByRole('button', { name: 'Position and record', exact: true }).click();
    const record = await page.locator('.record-dialog textarea.record-text').inputValue();
    expect(record).toContain('[Result "0-1"]');
    expect(record).toMatch(/\n1\. f4-f5 \S+ 0-1\n$/);

    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await importRecord(record);
    await expectResigned();
    await page.reload();
    await expectResigned();

    // The names are filled in, and the result is said per seat in words.
    expect(record).toContain('[White "White"]\n[Black "Black"]\n[Result "0-1"]\n');
    expect(record).toContain('[Termination "Black wins: White resigned"]');
    expect(record).not.toContain('"?"');
  });

  it('survives the import of the record the server wrote before, in words', async () => {
    // The server's record as it was: every move numbered, names empty, every option listed.
    const trigonal = unwrap(games.get('trigonal'));
    const options = trigonal.options.map((o) => `${o.name}=${o.default}`).join(' ');
    const server = [
      '[Game "trigonal"]',
      `[Options "${options}"]`,
      '[Id "AbCdEf123456"]',
      '[Date "2026-11-29T10:00:00.000Z"]',
      '[White ""]',
      '[Black ""]',
      '[Result "Black won (White resigned)"]',
      '',
      '1. f4-f5 2. i16-i13',
      '',
    ].join('\n');
    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await importRecord(server);
    await expectResigned();
  });

  it('a record that does not read names the move by the number it shows', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await importRecord('[Game "trigonal"]\n\n1. f4-f5 f8-f7 2. f5-f6 f7-f1 *\n');
    await expect
      .poll(() => page.locator('.record-dialog [role="alert"]').textContent())
      .toMatch(/^Record: move 2\.\.\. 'f7-f1' \(Black\): /);
    expect(await moveTexts(page)).toEqual([]);
  });

  it('a link with a result that does not read says so', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local&moves=f4-f5&result=2-0+nonsense`);
    await expect
      .poll(() => page.locator('.error-page [role="alert"]').textContent())
      .toMatch(/^The result in the link, '2-0 nonsense', does not read: '2-0' is not a result/);
  });
});
