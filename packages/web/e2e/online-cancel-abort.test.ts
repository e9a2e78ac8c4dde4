/**
 * Calling an online game off, as on lichess: its creator cancels a seek still waiting for a
 * player (every page says so, the lobby drops it, a joiner is refused); a player aborts a game
 * in one click until both players have moved, and every page shows it aborted.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPair } from './online-pair.js';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function move(page: Page, from: string, to: string): Promise<void> {
  await clickCell(page, from);
  await clickCell(page, to);
}

it('the creator cancels a seek waiting for a player: gone from the lobby, no seat to take', async () => {
  // A seek: made as startPair makes a game, with the lobby's box ticked.
  const chromium = await browser.get();
  const contexts = await Promise.all(
    [0, 1, 2].map(() => chromium.newContext({ viewport: { width: 1280, height: 900 } })),
  );
  const errors: string[] = [];
  const [host, watcher, lobby] = await Promise.all(
    contexts.map(async (context) => {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    }),
  );
  try {
    const base = online.server.baseUrl;
    await host!.goto(`${base}/#/new/trigonal?mode=online`);
    await host!.locator('select[name="clock"]').selectOption('none');
    await host!.locator('input[name="public"]').check();
    await host!.getByRole('button', { name: 'Start' }).click();
    await host!.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
    const id = /#\/online\/([\w-]+)$/.exec(host!.url())![1]!;
    await statusIs(host!, 'Waiting for Black to join');

    await lobby!.goto(`${base}/#/lobby`);
    const listed = () => lobby!.locator(`li[data-game="${id}"]`).count();
    await expect.poll(listed, { timeout: 10_000 }).toBe(1);
    await watcher!.goto(`${base}/#/online/${id}`);
    await button(watcher!, 'Take a seat').waitFor({ timeout: 10_000 });
    // Only a player cancels: the watcher has no such button.
    expect(await button(watcher!, 'Cancel game').count()).toBe(0);

    await button(host!, 'Cancel game').click();
    for (const page of [host!, watcher!]) await statusIs(page, 'Game cancelled by White');
    expect(await button(watcher!, 'Take a seat').count()).toBe(0);
    expect(await button(host!, 'Cancel game').count()).toBe(0);
    expect(await button(host!, 'Rematch').count()).toBe(0);
    await expect.poll(listed, { timeout: 10_000 }).toBe(0);

    // Opened afresh, it is a cancelled game, and a join is refused, saying why.
    const late = await contexts[2]!.newPage();
    await late.goto(`${base}/#/online/${id}`);
    await statusIs(late, 'Game cancelled by White');
    expect(await button(late, 'Take a seat').count()).toBe(0);
    const join = await late.request.post(`${base}/api/games/${id}/join`, { data: {} });
    expect(join.status()).toBe(409);
    expect(await join.json()).toEqual({
      code: 'cancelled',
      error: 'White cancelled this game before it started',
    });
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('a player aborts the game in one click until both have moved; both pages show it', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    await button(host, 'Abort game').waitFor({ timeout: 10_000 });
    await move(host, 'h4', 'h5');
    await movesShown(guest, 1);
    // Black has not moved yet: either may still abort.
    await button(guest, 'Abort game').click();
    for (const page of [host, guest]) await statusIs(page, 'Game aborted by Black');
    for (const page of [host, guest])
      await expect.poll(() => button(page, 'Abort game').count()).toBe(0);
    const watcher = await pair.open();
    await watcher.goto(`${online.server.baseUrl}/#/online/${pair.id}`);
    await statusIs(watcher, 'Game aborted by Black');
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});

it('the Abort button goes once both players have moved', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  try {
    const { host, guest } = pair;
    await move(host, 'h4', 'h5');
    await movesShown(guest, 1);
    expect(await button(guest, 'Abort game').count()).toBe(1);
    await move(guest, 'g10', 'g9');
    await movesShown(host, 2);
    for (const page of [host, guest])
      await expect.poll(() => button(page, 'Abort game').count()).toBe(0);
    await statusIs(host, 'White to move');
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
});
