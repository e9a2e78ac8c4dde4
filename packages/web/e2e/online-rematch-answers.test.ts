/**
 * Answers to a rematch online, as on lichess: the player asked declines it, the asker takes its
 * request back, and a yes starts the rematch, each seen on both pages.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPair } from './online-pair.js';
import { statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const notes = (page: Page) => page.locator('.status .offer-note').allTextContents();

it('a rematch is declined, asked again and taken back, then asked and accepted', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { id, host, guest } = pair;
  try {
    for (const [i, [from, to]] of [
      ['h4', 'h5'],
      ['g10', 'g9'],
      ['i4', 'i5'],
      ['g12', 'i6'],
    ].entries())
      for (const cell of [from!, to!]) await clickCell(i % 2 === 0 ? host : guest, cell);
    for (const page of [host, guest]) await statusIs(page, 'Black won: checkmate');

    // White asks; Black is asked, with a yes and a no; Black says no.
    await button(host, 'Rematch').click();
    await button(host, 'Cancel the rematch').waitFor();
    expect(await button(host, 'Rematch asked').isDisabled()).toBe(true);
    await expect.poll(() => notes(guest)).toEqual(['White asks for a rematch']);
    await button(guest, 'Decline the rematch').click();
    await expect.poll(() => notes(host)).toEqual(['Black declined the rematch']);
    await expect.poll(() => notes(guest)).toEqual(['You declined the rematch']);
    await button(host, 'Rematch').waitFor();
    expect(await button(host, 'Cancel the rematch').count()).toBe(0);

    // Black asks, then thinks better of it: White is no longer asked.
    await button(guest, 'Rematch').click();
    await expect.poll(() => notes(host)).toEqual(['Black asks for a rematch']);
    await button(guest, 'Cancel the rematch').click();
    await expect.poll(() => notes(host)).toEqual([]);
    expect(await button(host, 'Decline the rematch').count()).toBe(0);

    // White asks again and Black says yes: both go to the rematch.
    await button(host, 'Rematch').click();
    await button(guest, 'Decline the rematch').waitFor();
    await button(guest, 'Rematch').click();
    const gameOf = (page: Page) => /#\/online\/([\w-]+)/.exec(page.url())?.[1];
    for (const page of [host, guest])
      await expect.poll(() => gameOf(page), { timeout: 10_000 }).not.toBe(id);
    expect(gameOf(host)).toBe(gameOf(guest));
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
