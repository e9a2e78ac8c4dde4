/**
 * Every kind of page of the app, checked by axe-core (the accessibility rules engine) in both
 * themes: no violation of impact serious or critical. The online pages are served by the real
 * game server (online-server.ts); the others by the app's static server.
 */
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { games } from '@trigon/engine';
import { MANY_SIGNUPS, postAs, signUpByApi } from './accounts.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const baseUrl = inject('baseUrl');
// Accounts are made for the players' pages: more sign-ups than the default allows at once.
const online = onlineFile(MANY_SIGNUPS);
const browser = online.browser;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations of the page as it stands, one readable line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — at ${n.target.join(' ')}`),
    );
}

const SCHEMES = ['light', 'dark'] as const;
const ids = games.list().map((g) => g.id);

async function open(scheme: (typeof SCHEMES)[number], url: string, ready: string): Promise<Page> {
  const context = await (
    await browser.get()
  ).newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: scheme,
    // axe-core goes into the page as an inline script, which the game server's Content
    // Security Policy would refuse (e2e/security-headers checks the policy on its own).
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 15_000 });
  return page;
}

async function expectAccessible(page: Page): Promise<void> {
  try {
    expect(await violations(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

describe.each(SCHEMES)('accessibility, %s theme', (scheme) => {
  it('the home page', async () => {
    await expectAccessible(await open(scheme, `${baseUrl}#/`, '.game-card'));
  });

  it('the new-game page', async () => {
    await expectAccessible(
      await open(scheme, `${baseUrl}#/new/${ids[0]}?mode=ai`, 'form.new-game'),
    );
  });

  it('the new-game dialog of a game page', async () => {
    const page = await open(scheme, `${baseUrl}#/play/${ids[0]}?mode=local`, 'svg.board');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('dialog.new-game-dialog form.new-game').waitFor();
    await expectAccessible(page);
  });

  it.each(ids)('the board of %s', async (id) => {
    await expectAccessible(await open(scheme, `${baseUrl}#/play/${id}?mode=local`, 'svg.board'));
  });

  it.each(ids)('the rules page of %s', async (id) => {
    await expectAccessible(await open(scheme, `${baseUrl}#/rules/${id}`, 'main h1'));
  });

  it('the analysis board', async () => {
    const page = await open(scheme, `${baseUrl}#/play/${ids[0]}?mode=analysis`, 'svg.board');
    await page.locator('.analysis').waitFor();
    await expectAccessible(page);
  });

  it.each(['signup', 'signin'])('the %s page', async (page) => {
    await expectAccessible(await open(scheme, `${baseUrl}#/${page}`, 'form.account-form'));
  });

  it('the account page of a signed-in player, and the header with their name', async () => {
    const page = await open(scheme, `${online.server.baseUrl}/#/`, '.account-menu a');
    await signUpByApi(page.context(), online.server.baseUrl, `Axe_${scheme}`);
    // Loaded again: the page asks who is signed in when it loads.
    await page.goto(`${online.server.baseUrl}/#/account`);
    await page.reload();
    await page.locator('form.password-form').waitFor();
    await page.locator('.account-menu a.account-name').waitFor();
    await expectAccessible(page);
  });

  it('the lobby, with a game waiting', async () => {
    const host = await open(scheme, `${online.server.baseUrl}/#/new/${ids[0]}?mode=online`, 'form');
    await host.locator('select[name="clock"]').selectOption('none');
    await host.locator('input[name="public"]').check();
    await host.getByRole('button', { name: 'Start' }).click();
    await host.locator('svg.board').waitFor({ timeout: 15_000 });
    const lobby = await open(scheme, `${online.server.baseUrl}/#/lobby`, '.lobby-games li');
    await expectAccessible(lobby);
    // The game's own page, as its creator sees it waiting for the others.
    await expectAccessible(host);
  });

  it('an online game in play: a running clock, and a draw offer to accept', async () => {
    const host = await open(scheme, `${online.server.baseUrl}/#/new/trigonal?mode=online`, 'form');
    await host.locator('select[name="clock"]').selectOption('3+2');
    await host.getByRole('button', { name: 'Start' }).click();
    const invite = host.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 15_000 });
    const guest = await open(scheme, await invite.inputValue(), 'svg.board');
    const toMove = (page: Page, seat: string) =>
      page.locator('.online-status', { hasText: `${seat} to move` }).waitFor({ timeout: 15_000 });
    await toMove(host, 'White');
    await clickCell(host, 'h4');
    await clickCell(host, 'h5');
    await toMove(guest, 'Black');
    await clickCell(guest, 'f8');
    await clickCell(guest, 'f7');
    await toMove(host, 'White');
    await host.getByRole('button', { name: 'Offer a draw' }).click();
    await guest.getByRole('button', { name: 'Accept the draw' }).waitFor({ timeout: 15_000 });
    await guest.locator('.player-strip .clock.running').waitFor();
    try {
      await expectAccessible(guest);
    } finally {
      await host.context().close();
    }
  });

  it('a player page, a leaderboard, and the home page signed in', async () => {
    const page = await open(scheme, `${online.server.baseUrl}/#/`, '.game-card');
    const name = `Reader-${scheme}`;
    const me = await signUpByApi(page.context(), online.server.baseUrl, name);
    await postAs(page.context(), online.server.baseUrl, me, '/api/games', { game: ids[0] });
    // Loaded afresh, so that the page asks who is signed in now.
    await page.goto(`${online.server.baseUrl}/#/@/${name}`);
    await page.reload();
    await page.locator('ul.player-games-playing li').waitFor({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
    await page.goto(`${online.server.baseUrl}/#/leaderboard/${ids[0]}`);
    await page
      .locator('.leaderboard-empty, table.leaderboard')
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
    await page.goto(`${online.server.baseUrl}/#/`);
    await page.locator('section.account-games li').waitFor({ timeout: 15_000 });
    await expectAccessible(page);
  });
});
