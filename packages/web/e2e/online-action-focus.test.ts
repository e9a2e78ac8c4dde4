/**
 * Online, a button pressed away by the keyboard (the answer "Yes, resign", which ends the game;
 * Offer a draw, which gives way to its withdrawal) leaves the focus among the game's actions,
 * not on the page's body, from where Tab would start again at the top of the page.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstMoves, startPair } from './online-pair.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const inActions = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.online-actions') != null);

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

it('offering a draw, then resigning, by keyboard: the focus stays on the actions', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    await firstMoves(pair);
    await host.getByRole('button', { name: 'Offer a draw', exact: true }).focus();
    await host.keyboard.press('Enter');
    await guest.getByRole('button', { name: 'Accept the draw' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => focusedText(host)).not.toBe('');
    expect(await host.evaluate(() => !!document.activeElement?.closest('.online-actions'))).toBe(
      true,
    );

    await host.getByRole('button', { name: 'Resign', exact: true }).focus();
    await host.keyboard.press('Enter');
    await expect.poll(() => focusedText(host)).toBe('Yes, resign');
    await host.keyboard.press('Enter');
    await guest.locator('.online-status', { hasText: 'resigned' }).waitFor({ timeout: 10_000 });
    await host.locator('.online-status', { hasText: 'resigned' }).waitFor({ timeout: 10_000 });
    expect(
      await host.evaluate(() => document.activeElement?.closest('.online-actions') !== null),
    ).toBe(true);
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});

it('a draw offer declined: the offerer’s withdrawal button, gone with the answer, leaves the focus on the actions', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    await firstMoves(pair);
    await guest.getByRole('button', { name: 'Offer a draw', exact: true }).focus();
    await guest.keyboard.press('Enter');
    const decline = host.getByRole('button', { name: /^Decline/ });
    await decline.click({ timeout: 10_000 });
    await guest.locator('.offer-note').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await inActions(guest)).toBe(true);
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
