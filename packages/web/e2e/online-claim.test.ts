/**
 * Issue 13, fault 4: when a player's connection drops, the others see who is away with a
 * countdown to when they may claim the game and to when it is lost by abandonment; once the
 * claim time has run out they claim the win (or call it a draw). Among three, a claim makes the
 * one away leave and the other two play on. The server runs with a short CLAIM_MS.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';
import { onlineFile } from './online-file.js';

const CLAIM_MS = 3000;
const online = onlineFile({ CLAIM_MS: String(CLAIM_MS), DISCONNECT_MS: '40000' });
const browser = online.browser;

/** Plays `moves` ([page, from, to]) in turn, each seen by every page before the next. */
async function play(pages: Page[], moves: [Page, string, string][], before = 0): Promise<void> {
  for (const [i, [page, from, to]] of moves.entries()) {
    await clickCell(page, from);
    await clickCell(page, to);
    for (const p of pages) await movesShown(p, before + i + 1);
  }
}

/** A game of `game` created by the first page, the others joining by their invitations. */
async function startGame(pages: Page[], game: string, first: string): Promise<string> {
  const [host, ...guests] = pages as [Page, ...Page[]];
  await host.goto(`${online.server.baseUrl}/#/new/${game}?mode=online`);
  await host.locator('select[name="clock"]').selectOption('10+5');
  await host.getByRole('button', { name: 'Start' }).click();
  const links: string[] = [];
  for (const [i] of guests.entries()) {
    const invite = host.locator(`input.invite-link[data-seat="${i + 1}"]`);
    await invite.waitFor({ timeout: 10_000 });
    links.push(await invite.inputValue());
  }
  for (const [i, guest] of guests.entries()) await guest.goto(links[i]!);
  for (const page of pages) await statusIs(page, `${first} to move`);
  return /#\/online\/([\w-]+)/.exec(links[0]!)![1]!;
}

it('a player away: the other sees a countdown, then claims the win', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  try {
    const [white, black] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
    await startGame([white, black], 'trigonal', 'White');
    await play(
      [white, black],
      [
        [white, 'h4', 'h5'],
        [black, 'g10', 'g9'],
      ],
    );
    expect(await white.locator('.away-notice').count()).toBe(0);
    // Black's tab goes away.
    await black.close();
    const notice = white.locator('.away-notice[data-seat="1"]');
    await notice.waitFor({ timeout: 10_000 });
    const words = (await notice.textContent()) ?? '';
    expect(words, words).toMatch(
      /^Black is away \(disconnected\): the game is lost by abandonment in 0:[34]\d unless they come back\. You may claim the game in 0:0[1-3]\.$/,
    );
    expect(await white.locator('.player-strip[data-seat="1"] .presence.off').count()).toBe(1);
    expect(await white.getByRole('button', { name: 'Claim the win' }).count()).toBe(0);
    // The claim time runs out: White may claim the win or call it a draw.
    await white
      .getByRole('button', { name: 'Claim the win' })
      .waitFor({ timeout: CLAIM_MS + 3000 });
    expect(await white.getByRole('button', { name: 'Call it a draw' }).count()).toBe(1);
    expect(await notice.textContent()).not.toContain('You may claim');
    await white.getByRole('button', { name: 'Claim the win' }).click();
    await statusIs(white, 'White won: Black abandoned the game');
    expect(await white.locator('.away-notice').count()).toBe(0);
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('a player away before every player has moved: no claim, the game can be aborted', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  try {
    const [white, black] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
    await startGame([white, black], 'trigonal', 'White');
    await play([white, black], [[white, 'h4', 'h5']]);
    // White leaves after its first move; Black, who has not moved, cannot win the game.
    await white.close();
    const notice = black.locator('.away-notice[data-seat="0"]');
    await notice.waitFor({ timeout: 10_000 });
    await black.waitForTimeout(CLAIM_MS + 1000);
    const words = (await notice.textContent()) ?? '';
    expect(words, words).toMatch(
      /^White is away \(disconnected\): the game is lost by abandonment in 0:[34]\d, once every player has moved, unless they come back\. Until every player has made a first move, the game can be aborted, not claimed\.$/,
    );
    expect(await black.locator('.claim-actions button').count()).toBe(0);
    await black.getByRole('button', { name: 'Abort game' }).click();
    await statusIs(black, 'Game aborted by Black');
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('a player gone before its first move: the game is aborted, not lost, when the time is up', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  try {
    const [white, black] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
    await startGame([white, black], 'trigonal', 'White');
    await black.close();
    const notice = white.locator('.away-notice[data-seat="1"]');
    await notice.waitFor({ timeout: 10_000 });
    const words = (await notice.textContent()) ?? '';
    expect(words, words).toMatch(
      /^Black is away \(disconnected\): the game is aborted in 0:[34]\d unless they come back\. Until every player has made a first move, the game can be aborted, not claimed\.$/,
    );
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('a player away calls it a draw', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1].map(() => chromium.newContext()));
  try {
    const [white, black] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
    await startGame([white, black], 'trigonal', 'White');
    await play(
      [white, black],
      [
        [white, 'h4', 'h5'],
        [black, 'g10', 'g9'],
      ],
    );
    await white.close();
    await black.getByRole('button', { name: 'Call it a draw' }).waitFor({ timeout: 10_000 });
    await black.getByRole('button', { name: 'Call it a draw' }).click();
    await statusIs(black, 'Draw: White left the game');
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('among three, a claim makes the one away leave; the other two play on', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1, 2].map(() => chromium.newContext()));
  try {
    const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    const [red, green, blue] = pages;
    const id = await startGame(pages, 'triangulation', 'Red');
    await play(pages, [
      [red, 'A8Ω', 'D7Φ'],
      [green, 'H2Ω', 'H2Φ'],
      [blue, 'G7Δ', 'G7Λ'],
    ]);
    await blue.close();
    for (const page of [red, green]) {
      const notice = page.locator('.away-notice[data-seat="2"]');
      await notice.waitFor({ timeout: 10_000 });
      expect(await notice.textContent()).toMatch(
        /^Blue is away \(disconnected\): Blue leaves the game in 0:[34]\d unless they come back\./,
      );
    }
    const claim = green.getByRole('button', { name: 'Claim: Blue leaves the game' });
    await claim.waitFor({ timeout: CLAIM_MS + 3000 });
    // No draw among three: the game goes on without the one away.
    expect(await green.getByRole('button', { name: 'Call it a draw' }).count()).toBe(0);
    await claim.click();
    for (const page of [red, green]) {
      await movesShown(page, 4);
      await statusIs(page, 'Red to move');
      expect(await page.locator('.away-notice').count()).toBe(0);
    }
    const game = (await (await fetch(`${online.server.baseUrl}/api/games/${id}`)).json()) as {
      status: string;
      active: number[];
    };
    expect(game).toMatchObject({ status: 'playing', active: [0, 1] });
  } finally {
    for (const context of contexts) await context.close();
  }
});

it('among three with two away, the claim button of the one named makes that one leave', async () => {
  const chromium = await browser.get();
  const contexts = await Promise.all([0, 1, 2].map(() => chromium.newContext()));
  try {
    const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    const [red, green, blue] = pages;
    const id = await startGame(pages, 'triangulation', 'Red');
    await play(pages, [
      [red, 'A8Ω', 'D7Φ'],
      [green, 'H2Ω', 'H2Φ'],
      [blue, 'G7Δ', 'G7Λ'],
    ]);
    // Green goes first, Blue a moment later.
    await green.close();
    await red.locator('.away-notice[data-seat="1"]').waitFor({ timeout: 10_000 });
    await blue.close();
    await red.locator('.away-notice[data-seat="2"]').waitFor({ timeout: 10_000 });
    const claimBlue = red.getByRole('button', { name: 'Claim: Blue leaves the game' });
    await claimBlue.waitFor({ timeout: CLAIM_MS + 3000 });
    expect(await red.getByRole('button', { name: 'Claim: Green leaves the game' }).count()).toBe(1);
    await claimBlue.click();
    await movesShown(red, 4);
    // Blue left; Green, still in the game, is still away.
    await expect
      .poll(async () => {
        const game = (await (await fetch(`${online.server.baseUrl}/api/games/${id}`)).json()) as {
          active: number[];
          moves: string[];
        };
        return [game.active, game.moves.at(-1)];
      })
      .toEqual([[0, 1], 'leave:b']);
    expect(
      await red
        .locator('.away-notice')
        .evaluateAll((n) => n.map((e) => e.getAttribute('data-seat'))),
    ).toEqual(['1']);
  } finally {
    for (const context of contexts) await context.close();
  }
});
