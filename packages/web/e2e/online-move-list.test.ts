/**
 * The move list of an online game of three, through the real game server: every move sits
 * under the seat that made it (its column, and the seat its label reads out) after a player is
 * eliminated and after a player leaves while the other two play on; a withdrawal is written in
 * words, never as its coordinate form (`leave:g`).
 */
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { movesPlayed, movesShown, statusIs } from './online-server.js';
import { clickCell, resignOnline } from './page.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

const SEATS = ['Red', 'Green', 'Blue'];

/** A move of the test: the seat that makes it, and its cells. */
type Step = [seat: number, from: string, to: string];

/**
 * Red's Cavalry takes Green's General on G2Ω with the tenth move, knocking Green out; then
 * Blue and Red alone, in turn.
 */
const KNOCKOUT: Step[] = [
  [0, 'A8Ω', 'D7Φ'],
  [1, 'F3Ω', 'E5Ω'],
  [2, 'H6Δ', 'G6Λ'],
  [0, 'D7Φ', 'E5Ω'],
  [1, 'H2Ω', 'G2Ω'],
  [2, 'H7Δ', 'H5Λ'],
  [0, 'E5Ω', 'H3Σ'],
  [1, 'G3Φ', 'G4Σ'],
  [2, 'H7Γ', 'H6Δ'],
  [0, 'H3Σ', 'G2Ω'],
  [2, 'F8Δ', 'F8Λ'],
  [0, 'C7Φ', 'D7Σ'],
  [2, 'G6Λ', 'G6Π'],
  [0, 'B8Ω', 'B7Ω'],
];

/** One move each; then Green leaves while Red is to move, and Red and Blue play on. */
const BEFORE_LEAVING: Step[] = [
  [0, 'A8Ω', 'D7Φ'],
  [1, 'F3Ω', 'E5Ω'],
  [2, 'H6Δ', 'G6Λ'],
];
const AFTER_LEAVING: Step[] = [
  [0, 'B8Ω', 'B7Ω'],
  [2, 'H7Δ', 'H5Λ'],
  [0, 'C8Σ', 'D8Σ'],
  [2, 'F8Δ', 'F8Λ'],
];

/** An entry of the move list as a reader finds it. */
interface Entry {
  /** The seat whose column it stands in: its place in its row, and under which heading. */
  readonly column: number;
  readonly heading: string;
  readonly label: string;
  readonly text: string;
  readonly coord: string;
}

/** The move list's entries in the order they are read. */
async function entries(page: Page): Promise<Entry[]> {
  return page.locator('.moves button.move').evaluateAll((buttons) => {
    const headings = [...document.querySelectorAll('.move-head span')].slice(1);
    return buttons.map((button) => {
      const cells = [...button.parentElement!.children].filter((c) => c.classList.contains('move'));
      const box = button.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      const heading = headings.find((h) => {
        const r = h.getBoundingClientRect();
        return r.left <= middle && middle <= r.right;
      });
      return {
        column: cells.indexOf(button),
        heading: heading?.textContent ?? '',
        label: button.getAttribute('aria-label') ?? '',
        text: button.textContent ?? '',
        coord: (button as HTMLElement).dataset.coord ?? '',
      };
    });
  });
}

/** Every entry stands under the seat `seats` says made it, and its label names that seat. */
async function expectUnderSeats(page: Page, seats: readonly number[]): Promise<void> {
  const found = await entries(page);
  expect(found.map((e) => e.column)).toEqual(seats);
  expect(found.map((e) => e.heading)).toEqual(seats.map((s) => SEATS[s]));
  for (const [i, entry] of found.entries())
    expect(entry.label).toMatch(new RegExp(`^\\d+\\. ${SEATS[seats[i]!]} `));
}

/**
 * Three players at their own browsers, in a new game of three without clocks; the pages'
 * errors go to `errors`.
 */
async function startThree(contexts: BrowserContext[], errors: string[]): Promise<Page[]> {
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
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
  return pages;
}

/** Plays `steps` from the seats' own pages, waiting until every page shows each move. */
async function play(pages: Page[], steps: readonly Step[], before: number): Promise<void> {
  for (const [i, [seat, from, to]] of steps.entries()) {
    await clickCell(pages[seat]!, from);
    await clickCell(pages[seat]!, to);
    for (const page of pages) await movesShown(page, before + i + 1);
  }
}

async function threeContexts(): Promise<BrowserContext[]> {
  const chromium = await browser.get();
  return Promise.all(
    SEATS.map(() => chromium.newContext({ viewport: { width: 1280, height: 800 } })),
  );
}

it('after a player is eliminated, each move of the two others stands under its seat', async () => {
  const opened = await threeContexts();
  const errors: string[] = [];
  try {
    const pages = await startThree(opened, errors);
    await play(pages, KNOCKOUT, 0);
    for (const page of pages) {
      expect(await movesPlayed(page)).toEqual(KNOCKOUT.map(([, from, to]) => `${from}-${to}`));
      await expectUnderSeats(
        page,
        KNOCKOUT.map(([seat]) => seat),
      );
      // The knockout is announced after the move that made it; Blue's and Red's moves after
      // it are read out as theirs, never as Green's.
      expect(await page.locator('.moves .note[data-ply="10"]').allTextContents()).toContain(
        'Green is eliminated by Red',
      );
      const labels = (await entries(page)).slice(10).map((e) => e.label);
      expect(labels.filter((l) => / Green /.test(l))).toEqual([]);
      await statusIs(page, 'Blue to move');
    }
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});

it('a player who leaves is written in words under its seat, and the others play on under theirs', async () => {
  const opened = await threeContexts();
  const errors: string[] = [];
  try {
    const pages = await startThree(opened, errors);
    const [red, green] = pages as [Page, Page, Page];
    await play(pages, BEFORE_LEAVING, 0);
    // Green resigns while it is Red's move: Green leaves, its army turns neutral, and Red
    // keeps the move.
    await statusIs(green, 'Red to move');
    await resignOnline(green);
    for (const page of pages) {
      await movesShown(page, 4);
      await statusIs(page, 'Red to move');
    }
    expect(await red.locator('.your-turn').textContent()).toBe('Your move');
    await play(pages, AFTER_LEAVING, 4);

    // Red, Green, Blue; Green leaving (seat 1); then Red and Blue in turn.
    const seats = [...BEFORE_LEAVING, ...AFTER_LEAVING].map(([seat]) => seat);
    seats.splice(BEFORE_LEAVING.length, 0, 1);
    for (const page of pages) {
      expect(await movesPlayed(page)).toEqual([
        ...BEFORE_LEAVING.map(([, from, to]) => `${from}-${to}`),
        'leave:g',
        ...AFTER_LEAVING.map(([, from, to]) => `${from}-${to}`),
      ]);
      await expectUnderSeats(page, seats);
      // The withdrawal reads in words, as the entry and as its announcement.
      const leaving = (await entries(page))[3]!;
      expect(leaving.label).toMatch(/^\d+\. Green leaves the game/);
      expect(leaving.text).not.toContain('leave:');
      expect(await page.locator('.moves .note[data-ply="4"]').allTextContents()).toEqual([
        'Green leaves the game; its army stands neutral',
      ]);
      const list = (await page.locator('.move-list').textContent()) ?? '';
      expect(list).toContain('Green leaves the game');
      expect(list).not.toContain('leave:');
      // Green's strip says how it left.
      const strip = page.locator('.player-strip[data-seat="1"]');
      expect(await strip.locator('.seat-status').textContent()).toBe('resigned; army neutral');
      await statusIs(page, 'Red to move');
    }
    await green.locator('.out-notice').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
});
