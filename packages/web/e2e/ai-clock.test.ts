import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inBook } from './book.js';
import { errorFreePagePerTest } from './browser.js';
import { clickCell, moveTexts } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;

errorFreePagePerTest((opened) => {
  page = opened;
});

const clock = (seat: string) => page.getByLabel(new RegExp(`^${seat}'s clock: `));

async function clockText(seat: string): Promise<string> {
  return (await clock(seat).textContent()) ?? '';
}

async function running(seat: string): Promise<boolean> {
  return (await clock(seat).getAttribute('class'))?.includes('running') ?? false;
}

/** Seconds on a clock face ('0:29', '0:09.4'). */
function seconds(text: string): number {
  const [m, s] = text.split(':');
  return Number(m) * 60 + Number(s);
}

async function shownResult(): Promise<string> {
  const result = page.locator('.status .result');
  return (await result.count()) > 0 ? ((await result.textContent()) ?? '') : '';
}

describe('clocks against the AI (issue 13)', () => {
  it('run on each side’s turn, the AI spends its own, and the player loses on time', async () => {
    await page.goto(`${baseUrl}#/new/trigonal?mode=ai`);
    await page.locator('select[name="level"]').selectOption('8');
    await page.locator('select[name="clock"]').selectOption('0:30+0');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.url()).toContain('clock=0%3A30%2B0');
    await expect.poll(() => clockText('Black')).toBe('0:30');
    await expect.poll(() => running('White')).toBe(true);
    expect(await running('Black')).toBe(false);

    // The AI thinks on its own clock, which runs meanwhile; then the player's runs again. (Out
    // of its opening book, where it would answer at once.)
    expect(inBook('trigonal', ['i4-i5'])).toBe(false);
    await clickCell(page, 'i4');
    await clickCell(page, 'i5');
    await expect.poll(() => running('Black')).toBe(true);
    expect(await running('White')).toBe(false);
    await expect.poll(() => moveTexts(page), { timeout: 20_000 }).toHaveLength(2);
    await expect.poll(() => running('White')).toBe(true);
    expect(await running('Black')).toBe(false);
    await clickCell(page, 'g4');
    await clickCell(page, 'g5');
    await expect.poll(() => moveTexts(page), { timeout: 20_000 }).toHaveLength(4);
    // At full strength under a clock the AI searches for a share of its time (soft limit
    // about 0.8 s at 0:30), and its clock shows it.
    expect(seconds(await clockText('Black'))).toBeLessThan(30);
    expect(seconds(await clockText('Black'))).toBeGreaterThan(20);

    // The player lets the time run out.
    await expect
      .poll(() => shownResult(), { timeout: 40_000, interval: 500 })
      .toBe('Black wins: White lost on time');
    expect(await clockText('White')).toBe('0:00.0');
    expect(await running('White')).toBe(false);
    await expect.poll(() => page.url()).toContain('result=0-1+White+lost+on+time');
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => shownResult()).toBe('Black wins: White lost on time');
    expect(await moveTexts(page)).toHaveLength(4);
  });

  it('a link naming a clock that is not offered says so', async () => {
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&clock=9%2B9`);
    await expect
      .poll(() => page.locator('.error-page [role="alert"]').textContent())
      .toBe("The link names an unknown clock '9+9'; the clocks are 0:30+0, 1+0, 3+2, 10+5, 30+0.");
  });
});
