/**
 * Triangulation online through the real game server: three browser contexts play a
 * three-player game (each on a board turned to their own corner) until a General falls and
 * the game ends for everyone; a player of three resigning while the other two play on (its army
 * turned neutral); then a two-player game with the neutral army, and the new-game form when the
 * two-player mode makes the army chosen neutral.
 */
import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  boardSize,
  movesPlayed,
  movesShown,
  overflowsSideways,
  results,
  shots,
  statusIs,
} from './online-server.js';
import { KNOCKOUT } from './knockout.js';
import { cellCentre, cellLabel, clickCell, resignOnline } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

/** The corner cells of Red, Green and Blue. */
const CORNERS = ['A8Ω', 'H1Ω', 'H8β'];

/** The seat whose corner is nearest the bottom of the page: the army the board is turned to. */
async function cornerAtBottom(page: Page): Promise<number> {
  const ys: number[] = [];
  for (const corner of CORNERS) ys.push((await cellCentre(page, corner))[1]);
  return ys.indexOf(Math.max(...ys));
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A browser context for each player, desktop-sized unless said otherwise. */
async function contexts(
  chromium: Browser,
  n: number,
  sizes: { width: number; height: number }[] = [],
): Promise<BrowserContext[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) => chromium.newContext({ viewport: sizes[i] ?? DESKTOP })),
  );
}

it('three browsers play a three-player game until one is out and the game ends', async () => {
  const chromium = await browser.get();
  // Blue plays on a phone.
  const opened = await contexts(chromium, 3, [DESKTOP, DESKTOP, PHONE]);
  const errors: string[] = [];
  try {
    const pages = await Promise.all(opened.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, blue] = pages as [Page, Page, Page];

    // Red creates the game and sends one link to each of the two others.
    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('10+5');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.getByRole('button', { name: 'Start' }).click();
    const links: string[] = [];
    for (const seat of [1, 2]) {
      const invite = red.locator(`input.invite-link[data-seat="${seat}"]`);
      await invite.waitFor({ timeout: 10_000 });
      links.push(await invite.inputValue());
    }
    expect(links[0]).not.toBe(links[1]);
    await statusIs(red, 'Waiting for Green and Blue to join');
    await green.goto(links[0]!);
    await blue.goto(links[1]!);
    for (const page of pages) {
      await statusIs(page, 'Red to move');
      await page.locator('.presence.on').nth(2).waitFor({ timeout: 10_000 });
    }
    // Each sees the board from their own corner.
    for (const [seat, page] of pages.entries()) {
      expect(await page.locator('.mode').textContent()).toContain(
        `You play ${['Red', 'Green', 'Blue'][seat]}`,
      );
      expect(await cornerAtBottom(page)).toBe(seat);
    }
    // The board fills the space beside the panel on a desktop, the width of a phone's screen.
    for (const page of [red, green])
      expect((await boardSize(page)).width).toBeGreaterThanOrEqual(500);
    expect((await boardSize(blue)).width).toBeGreaterThanOrEqual(350);
    expect(await overflowsSideways(blue)).toBe(false);
    // A strip for each player, the viewer's below the board: mark, name, who is to move.
    for (const [seat, page] of pages.entries()) {
      expect(await page.locator('.your-turn').allTextContents()).toEqual(
        seat === 0 ? ['Your move'] : [],
      );
      expect(await page.locator('.strips.bottom .player-strip').getAttribute('data-seat')).toBe(
        String(seat),
      );
      for (const [s, name] of ['Red', 'Green', 'Blue'].entries()) {
        const strip = page.locator(`.player-strip[data-seat="${s}"]`);
        expect(await strip.locator('.player-name').textContent()).toContain(
          s === seat ? `You (${name})` : name,
        );
        expect(await strip.locator('svg.seat-mark').count()).toBe(1);
        expect(await strip.locator('.presence.on').count()).toBe(1);
        expect(await strip.locator('.to-move-tag').count()).toBe(s === 0 ? 1 : 0);
        expect(await strip.locator('.clock').textContent()).toMatch(/^\d+:\d\d$/);
        // No clock runs before its seat's first move.
        expect(await strip.locator('.clock.running').count()).toBe(0);
      }
    }

    for (const [i, [seat, from, to]] of KNOCKOUT.entries()) {
      await clickCell(pages[seat]!, from);
      await clickCell(pages[seat]!, to);
      for (const page of pages) await movesShown(page, i + 1);
    }
    // Every page shows the same moves and the captures: Red's Cavalry on G2Ω.
    const expected = KNOCKOUT.map(([, from, to]) => `${from}-${to}`);
    for (const page of pages) {
      expect(await movesPlayed(page)).toEqual(expected);
      expect(await page.locator('.move-head').textContent()).toBe('RedGreenBlue');
      expect(await cellLabel(page, 'G2Ω')).toMatch(/Red.*Cavalry/);
      expect(await cellLabel(page, 'E5Ω')).not.toMatch(/Infantry/);
      await statusIs(page, 'Blue to move');
      const green = page.locator('.player-strip.out[data-seat="1"]');
      await green.waitFor({ timeout: 10_000 });
      expect(await green.locator('.seat-status').textContent()).toBe('eliminated by Red');
      // The move list announces the elimination after the move that made it.
      expect(await page.locator('.moves .note[data-ply="10"]').allTextContents()).toContain(
        'Green is eliminated by Red',
      );
      // Red's captured pile: two Infantries and the General.
      expect(await page.locator('.player-strip[data-seat="0"] .captured .piece-icon').count()).toBe(
        3,
      );
      expect(await page.locator('.player-strip[data-seat="2"] .to-move-tag').count()).toBe(1);
    }
    mkdirSync(shots, { recursive: true });
    mkdirSync(results, { recursive: true });
    await red.screenshot({ path: join(shots, 'online-triangulation.png') });
    await blue.screenshot({
      path: join(results, 'online-triangulation-phone.png'),
      fullPage: true,
    });
    // Green is out: told so, no game actions, still watching.
    await green.locator('.out-notice').waitFor({ timeout: 10_000 });
    expect(await green.getByRole('button', { name: 'Resign' }).count()).toBe(0);
    expect(await red.getByRole('button', { name: 'Resign' }).count()).toBe(1);

    // Blue resigns: one player remains and the game ends for all three.
    await resignOnline(blue);
    for (const page of pages) await statusIs(page, 'Red won: Blue resigned');
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});

it('one of three resigns: its army turns neutral and the other two play on', async () => {
  const chromium = await browser.get();
  const opened = await contexts(chromium, 3);
  const errors: string[] = [];
  try {
    const pages = await Promise.all(opened.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, blue] = pages as [Page, Page, Page];
    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('none');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.getByRole('button', { name: 'Start' }).click();
    const links: string[] = [];
    for (const seat of [1, 2]) {
      const invite = red.locator(`input.invite-link[data-seat="${seat}"]`);
      await invite.waitFor({ timeout: 10_000 });
      links.push(await invite.inputValue());
    }
    await green.goto(links[0]!);
    await blue.goto(links[1]!);
    for (const page of pages) await statusIs(page, 'Red to move');

    const play = async (moves: [Page, string, string][], before: number) => {
      for (const [i, [page, from, to]] of moves.entries()) {
        await clickCell(page, from);
        await clickCell(page, to);
        for (const p of pages) await movesShown(p, before + i + 1);
      }
    };
    // A round and more first: a player resigns once all three have moved
    // (online-abortable-actions). Red's Cavalry takes Green's Infantry on E5Ω.
    await play(
      [
        [red, 'A8Ω', 'D7Φ'],
        [green, 'F3Ω', 'E5Ω'],
        [blue, 'H6Δ', 'G6Λ'],
        [red, 'D7Φ', 'E5Ω'],
        [green, 'H2Ω', 'G2Ω'],
      ],
      0,
    );
    // Blue resigns on its turn: it is out, its army stays on the board as the neutral army,
    // and the turn passes to Red.
    await statusIs(blue, 'Blue to move');
    await resignOnline(blue);
    for (const page of pages) {
      await statusIs(page, 'Red to move');
      const strip = page.locator('.player-strip.out[data-seat="2"][data-status="left"]');
      await strip.waitFor({ timeout: 10_000 });
      expect(await strip.locator('.seat-status').textContent()).toBe('resigned; army neutral');
      expect(await cellLabel(page, 'H8β')).toMatch(/Cavalry/);
      expect(await cellLabel(page, 'H8Γ')).toMatch(/General/);
    }
    await blue.locator('.out-notice').waitFor({ timeout: 10_000 });
    expect(await blue.getByRole('button', { name: 'Resign' }).count()).toBe(0);
    // Red and Green play on: Red checks, Green moves, and Red's Cavalry takes Green's General:
    // Red is the last General standing.
    await play(
      [
        [red, 'E5Ω', 'H3Σ'],
        [green, 'G3Φ', 'G4Σ'],
        [red, 'H3Σ', 'G2Ω'],
      ],
      6,
    );
    for (const page of pages) {
      await statusIs(page, 'Red won: last General standing');
      const played = await movesPlayed(page);
      expect(played[5]).toBe('leave:b');
      expect(played).toHaveLength(9);
    }
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});

it('two browsers play a two-player game with Blue neutral while a third watches', async () => {
  const chromium = await browser.get();
  const opened = await contexts(chromium, 3);
  const errors: string[] = [];
  try {
    const pages = await Promise.all(opened.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [red, green, watcher] = pages as [Page, Page, Page];

    await red.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await red.locator('select[name="clock"]').selectOption('none');
    await red.locator('select[name="option-players"]').selectOption('2');
    await red.locator('select[name="seat"]').selectOption('0');
    await red.getByRole('button', { name: 'Start' }).click();
    const invite = red.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    // Only Green is invited: Blue is the neutral army.
    expect(await red.locator('input.invite-link').count()).toBe(1);
    await green.goto(await invite.inputValue());
    const id = /#\/online\/([\w-]+)/.exec(red.url())![1];
    await watcher.goto(`${online.server.baseUrl}/#/online/${id}`);
    for (const page of pages) {
      await statusIs(page, 'Red to move');
      await page
        .locator('.player-strip[data-status="neutral"][data-seat="2"]', {
          hasText: 'neutral army',
        })
        .waitFor({ timeout: 10_000 });
      // Nobody plays the neutral army: no clock, no one to be connected.
      expect(await page.locator('.player-strip[data-seat="2"] .presence').count()).toBe(0);
    }
    expect(await watcher.locator('.mode').textContent()).toContain('You are watching');
    expect(await cornerAtBottom(red)).toBe(0);
    expect(await cornerAtBottom(green)).toBe(1);

    // Red and Green in turn; Green's Infantry takes Red's Cavalry on F6Σ.
    const moves: [Page, string, string][] = [
      [red, 'A8Ω', 'D7Φ'],
      [green, 'G3Φ', 'F5Φ'],
      [red, 'D7Φ', 'F6Σ'],
      [green, 'F5Φ', 'F6Σ'],
    ];
    for (const [i, [page, from, to]] of moves.entries()) {
      await clickCell(page, from);
      await clickCell(page, to);
      for (const p of pages) await movesShown(p, i + 1);
    }
    for (const page of pages) {
      await statusIs(page, 'Red to move');
      expect(await cellLabel(page, 'F6Σ')).toMatch(/Green.*Infantry/);
    }
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});

it('an army that the two-player mode makes neutral is not left chosen: the form says Random', async () => {
  const chromium = await browser.get();
  const [context] = await contexts(chromium, 1);
  const errors: string[] = [];
  try {
    const page = await context!.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await page.locator('select[name="clock"]').selectOption('none');
    const army = page.locator('select[name="seat"]');
    const shown = () =>
      army.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    // Blue chosen, then Blue becomes the neutral army: the army drawn is shown as drawn.
    await army.selectOption('2');
    await page.locator('select[name="option-players"]').selectOption('2');
    expect(await shown()).toBe('Random');
    // Red chosen, then Red becomes the neutral army.
    await army.selectOption('0');
    await page.locator('select[name="option-neutral"]').selectOption('red');
    expect(await shown()).toBe('Random');
    // Green is still there when the neutral army changes from Blue to Red.
    await page.locator('select[name="option-neutral"]').selectOption('blue');
    await army.selectOption('1');
    await page.locator('select[name="option-neutral"]').selectOption('red');
    expect(await shown()).toBe('Green');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.locator('.mode').textContent()).toContain('You play Green');
    expect(errors).toEqual([]);
  } finally {
    await context!.close();
  }
});

it('a public three-player game fills its seats from the lobby', async () => {
  const chromium = await browser.get();
  const opened = await contexts(chromium, 3);
  const errors: string[] = [];
  try {
    const pages = await Promise.all(opened.map((c) => c.newPage()));
    for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
    const [host, second, third] = pages as [Page, Page, Page];
    await host.goto(`${online.server.baseUrl}/#/new/triangulation?mode=online`);
    await host.locator('select[name="clock"]').selectOption('none');
    await host.locator('select[name="seat"]').selectOption('2');
    await host.locator('input[name="public"]').check();
    await host.getByRole('button', { name: 'Start' }).click();
    await host.locator('.strips .player-strip').first().waitFor({ timeout: 10_000 });
    const id = /#\/online\/([\w-]+)/.exec(host.url())![1];

    for (const [page, seatsOpen, take] of [
      [second, '2 of 3 seats open', 'Play Red'],
      [third, '1 of 3 seats open', 'Play Green'],
    ] as const) {
      await page.goto(`${online.server.baseUrl}/#/lobby`);
      const entry = page.locator(`.lobby-games li[data-game="${id}"]`);
      await expect.poll(() => entry.locator('.open-count').textContent()).toBe(seatsOpen);
      await entry.getByRole('button', { name: take }).click();
      await page.locator('.strips .player-strip').first().waitFor({ timeout: 10_000 });
    }
    for (const page of pages) await statusIs(page, 'Red to move');
    expect(await cornerAtBottom(host)).toBe(2);
    expect(await cornerAtBottom(second)).toBe(0);
    expect(await cornerAtBottom(third)).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});
