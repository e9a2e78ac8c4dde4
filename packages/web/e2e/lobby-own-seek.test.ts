/**
 * A player's own seeks in the lobby: no seat is offered them (it would be a game against
 * themselves, and in this browser the seat it holds would be lost), but the game, to wait in
 * or cancel; other players are offered the seat as before.
 */
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CreatedGame } from '@trigon/protocol';
import { MANY_SIGNUPS, postAs, signInByApi, signUpByApi } from './accounts.js';
import { onlineFile } from './online-file.js';
import { statusIs } from './online-server.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });

async function newPage(contexts: BrowserContext[]): Promise<Page> {
  const context = await (
    await online.browser.get()
  ).newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

const entry = (page: Page, id: string) => page.locator(`li[data-game="${id}"]`);

it('a seek made in this browser offers its game, not its open seat', async () => {
  const contexts: BrowserContext[] = [];
  try {
    const page = await newPage(contexts);
    await page.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await page.locator('input[name="public"]').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
    const id = /#\/online\/([\w-]+)$/.exec(page.url())![1]!;
    const token = () => page.evaluate((game) => localStorage.getItem(`trigon.online.${game}`), id);
    const held = await token();

    await page.goto(`${online.server.baseUrl}/#/lobby`);
    await entry(page, id).waitFor({ timeout: 10_000 });
    expect(await entry(page, id).getByRole('button').count()).toBe(0);
    await entry(page, id).getByRole('link', { name: 'Your game: open it' }).click();
    await page.waitForURL(new RegExp(`#/online/${id}$`));
    await statusIs(page, 'Waiting for Black to join');
    expect(await token()).toBe(held);

    // Another browser is offered the seat.
    const other = await newPage(contexts);
    await other.goto(`${online.server.baseUrl}/#/lobby`);
    await entry(other, id).getByRole('button', { name: 'Play Black' }).waitFor({ timeout: 10_000 });
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('an account’s seek made on another device is its game in the lobby, once signed in', async () => {
  const contexts: BrowserContext[] = [];
  try {
    const base = online.server.baseUrl;
    const device = await newPage(contexts);
    const me = await signUpByApi(device.context(), base, 'Seeker_9');
    const { id } = await postAs<CreatedGame>(device.context(), base, me, '/api/games', {
      game: 'trigonal',
      clock: { kind: 'realtime', initialMs: 180_000, bonusMs: 2000, mode: 'increment' },
      public: true,
      rated: true,
    });
    const page = await newPage(contexts);
    await signInByApi(page.context(), base, 'Seeker_9');
    await page.goto(`${base}/#/lobby`);
    await entry(page, id).getByRole('link', { name: 'Your game: open it' }).waitFor({
      timeout: 10_000,
    });
    expect(await entry(page, id).getByRole('button').count()).toBe(0);
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('a seeker waiting in the lobby is taken to the game once someone takes the seat', async () => {
  const contexts: BrowserContext[] = [];
  try {
    const page = await newPage(contexts);
    await page.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await page.locator('input[name="public"]').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/online\/[\w-]+$/, { timeout: 10_000 });
    const id = /#\/online\/([\w-]+)$/.exec(page.url())![1]!;
    await statusIs(page, 'Waiting for Black to join');

    // The seeker looks around the lobby meanwhile; another player takes the seat.
    await page.goto(`${online.server.baseUrl}/#/lobby`);
    await entry(page, id).waitFor({ timeout: 10_000 });
    const other = await newPage(contexts);
    await other.goto(`${online.server.baseUrl}/#/lobby`);
    await entry(other, id).getByRole('button', { name: 'Play Black' }).click();
    await other.waitForURL(new RegExp(`#/online/${id}$`), { timeout: 10_000 });

    await page.waitForURL(new RegExp(`#/online/${id}$`), { timeout: 15_000 });
    await statusIs(page, 'White to move');
    expect(await page.locator('.panel-head .mode').textContent()).toMatch(/^You play White/);
  } finally {
    for (const context of contexts) await context.close();
  }
});
