import { describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { evaluationFor } from '@trigon/ai';
import { games, unwrap, type GameDefinition, type Move, type Position } from '@trigon/engine';
import { pagePerTest } from './browser.js';
import { clickCell, positionText } from './page.js';

const baseUrl = inject('baseUrl');
let page: Page;
const errors: string[] = [];

pagePerTest(errors, (opened) => {
  page = opened;
});

const results = resolve(fileURLToPath(new URL('../test-results/screenshots/', import.meta.url)));
/** Where the screenshot goes: test-results/, or docs/screenshots with `SCREENSHOTS=docs`. */
const shots =
  process.env.SCREENSHOTS === 'docs'
    ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
    : results;

/** A short game: the first legal moves, varied so that both sides develop. */
function shortGame(game: GameDefinition, plies: number): { position: Position; moves: string[] } {
  const position = game.create();
  const moves: string[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = position.legalMoves();
    const move = legal[(i * 7) % legal.length];
    moves.push(position.moveToCoord(move));
    position.play(move);
  }
  return { position, moves };
}

/**
 * The mover's worst move by the game's own evaluation two plies deep: after it the next seat
 * can take what it left, so any engine sees the evaluation change.
 */
function blunder(position: Position): Move {
  const evaluation = evaluationFor(position.game);
  const mover = position.turn;
  let worst: { move: Move; value: number } | undefined;
  for (const move of position.legalMoves()) {
    position.play(move);
    let value = Infinity;
    const replies = position.outcome() ? [] : position.legalMoves();
    for (const reply of replies) {
      position.play(reply);
      value = Math.min(value, evaluation.evaluate(position, mover));
      position.undo();
    }
    if (replies.length === 0) value = evaluation.evaluate(position, mover);
    position.undo();
    if (plainClicks(position, move) && (worst === undefined || value < worst.value)) {
      worst = { move, value };
    }
  }
  return worst!.move;
}

/** A move a player makes with two clicks and no choice to make (no promotion, no castling). */
function plainClicks(position: Position, move: Move): boolean {
  const info = position.moveInfo(move);
  if (info.from < 0 || info.to < 0 || info.castle || info.choice) return false;
  return position.legalMoves().every((other) => {
    const o = position.moveInfo(other);
    return other === move || o.from !== info.from || o.to !== info.to;
  });
}

async function playByClicks(game: GameDefinition, position: Position, move: Move): Promise<void> {
  const info = position.moveInfo(move);
  await clickCell(page, game.topology.name(info.from));
  await clickCell(page, game.topology.name(info.to));
}

const bar = () => page.getByTestId('eval-bar');
const barLabel = async () => (await bar().getAttribute('aria-label')) ?? '';
const points = (seat: number) =>
  page.locator(`[data-testid="eval-graph"] g.graph-line[data-seat="${seat}"] circle.graph-point`);
const shownPly = async () =>
  Number(
    await page
      .getByTestId('graph-current')
      .getAttribute('data-ply')
      .catch(() => '0'),
  );

/** The depth the live analysis has reached on the shown position. */
async function depth(): Promise<number> {
  const text = await page
    .getByTestId('depth')
    .textContent({ timeout: 1000 })
    .catch(() => '');
  return Number(text?.match(/depth (\d+)/)?.[1] ?? 0);
}

async function openAnalysis(game: GameDefinition, moves: readonly string[]): Promise<void> {
  const list = moves.map(encodeURIComponent).join('+');
  await page.goto(`${baseUrl}#/play/${game.id}?mode=analysis&moves=${list}`);
}

describe('the evaluation bar and graph of a game of two', () => {
  const game = games.list().find((g) => g.players.length === 2)!;

  it('shows the value, fills a point per move, goes to a clicked move, follows a move played and is remembered off', async () => {
    const { position, moves } = shortGame(game, 6);
    await openAnalysis(game, moves);

    // The bar: the first seat's score as chess players write it, for screen readers too.
    await expect
      .poll(() => bar().getAttribute('data-value'), { timeout: 20_000 })
      .toMatch(/^([+−]\d+\.\d|#-?\d+)$/);
    // Read at once: the value deepens as the search goes on.
    const shown = await bar().evaluate((el) => ({
      value: el.getAttribute('data-value'),
      label: el.getAttribute('aria-label'),
      text: el.querySelector('.eval-bar-text')?.textContent,
    }));
    expect(shown.label).toBe(`Evaluation: ${shown.value} (${game.players[0]}'s view)`);
    expect(shown.text).toBe(shown.value);
    expect(await bar().locator('.eval-bar-part').count()).toBe(2);

    // The graph: one point per move once the background analysis is through, the last marked.
    await expect.poll(() => points(0).count(), { timeout: 30_000 }).toBe(moves.length);
    await expect.poll(() => page.getByTestId('graph-progress').count()).toBe(0);
    expect(await shownPly()).toBe(moves.length);
    expect(await page.locator('circle.graph-point.current').getAttribute('data-ply')).toBe(
      String(moves.length),
    );

    // A click on the graph goes to that move: the board, the move list and the marker follow.
    await page.locator('rect.graph-band[data-ply="2"]').click();
    await expect.poll(shownPly).toBe(2);
    const second = game.create();
    for (const move of moves.slice(0, 2)) second.play(unwrap(second.parseMove(move)));
    expect(await positionText(page)).toBe(second.toText());
    const first = game.create();
    first.play(unwrap(first.parseMove(moves[0])));
    expect(await page.locator('.moves [aria-current="true"]').textContent()).toContain(
      first.moveToText(unwrap(first.parseMove(moves[1]))),
    );

    // Back at the end, a blunder played by clicks: the bar changes, and the graph gains a point.
    await page.locator(`rect.graph-band[data-ply="${moves.length}"]`).click();
    await expect.poll(depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const before = (await bar().getAttribute('data-value'))!;
    const move = blunder(position);
    await playByClicks(game, position, move);
    await expect.poll(() => points(0).count(), { timeout: 30_000 }).toBe(moves.length + 1);
    await expect
      .poll(
        async () => {
          const value = (await bar().getAttribute('data-value')) ?? '';
          return value !== before && /^([+−]\d+\.\d|#-?\d+)$/.test(value);
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    await expect.poll(() => page.getByTestId('graph-progress').count()).toBe(0);
    // The picture shows an analysis some plies deep, not the first depths after the move.
    await expect.poll(depth, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `analysis-${game.id}.png`) });

    // The switch turns bar and graph off, and stays off on the next visit.
    const toggle = page.getByRole('checkbox', { name: 'Engine analysis' });
    await toggle.uncheck();
    await expect.poll(() => bar().count()).toBe(0);
    expect(await page.getByTestId('eval-graph').count()).toBe(0);
    await page.reload();
    await page.locator('svg.board').first().waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await bar().count()).toBe(0);
    await toggle.check();
    await expect.poll(() => bar().count()).toBe(1);
    await page.reload();
    await page.locator('svg.board').first().waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the evaluation bar and graph of a game of three', () => {
  const game = games.list().find((g) => g.players.length === 3)!;

  it("shows every seat's share in its colour, a line per seat, goes to a clicked move and follows a move played", async () => {
    const { position, moves } = shortGame(game, 4);
    await openAnalysis(game, moves);

    // The bar: a part per seat, the shares in words for screen readers.
    const shares = new RegExp(`^Evaluation: ${game.players.map((p) => `${p} \\d+%`).join(', ')}$`);
    await expect.poll(barLabel, { timeout: 20_000 }).toMatch(shares);
    const parts = bar().locator('.eval-bar-part');
    expect(await parts.count()).toBe(3);
    const heights = await parts.evaluateAll((all) =>
      all.map((el) => parseFloat((el as HTMLElement).style.height)),
    );
    expect(heights.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 3);
    // The seat the board is turned to (the first, here) is at the bottom.
    expect(await parts.first().getAttribute('data-seat')).toBe('0');

    // A line per seat, each in its own colour, with a point per move.
    for (const seat of [0, 1, 2]) {
      await expect.poll(() => points(seat).count(), { timeout: 30_000 }).toBe(moves.length);
    }
    const colours = await page
      .locator('[data-testid="eval-graph"] g.graph-line path')
      .evaluateAll((all) => all.map((el) => getComputedStyle(el).stroke));
    expect(new Set(colours).size).toBe(3);
    const partColours = await parts.evaluateAll((all) =>
      all.map((el) => getComputedStyle(el).backgroundColor),
    );
    expect(new Set(partColours)).toEqual(new Set(colours));

    // A click on the first move's point shows the position after it.
    await page.locator('rect.graph-band[data-ply="1"]').click();
    await expect.poll(shownPly).toBe(1);
    const after = game.create();
    after.play(unwrap(after.parseMove(moves[0])));
    expect(await positionText(page)).toBe(after.toText());

    // Back at the end, the mover's worst move: the shares change.
    await page.locator(`rect.graph-band[data-ply="${moves.length}"]`).click();
    await expect.poll(depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const before = await barLabel();
    await playByClicks(game, position, blunder(position));
    await expect
      .poll(
        async () => {
          const label = await barLabel();
          return label !== before && shares.test(label);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect.poll(() => points(0).count(), { timeout: 30_000 }).toBe(moves.length + 1);

    await expect.poll(depth, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `analysis-${game.id}.png`) });
    // The line wraps between moves, never inside one (this game's moves have hyphens).
    const words = page.locator('[data-testid="best-line"] .line-word');
    expect(await words.count()).toBeGreaterThan(3);
    const broken = await words.evaluateAll((all) =>
      all.filter((word) => word.getClientRects().length > 1).map((word) => word.textContent),
    );
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
  });
});
