/**
 * On a phone (390×844), an online game's strip above the board that is too full for one line (a
 * long name, the rating and its change after a rated game, the clock) grows with what wraps: the
 * clock stays inside the strip, clear of the board.
 */
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ClaimedSeat, CreatedGame } from '@trigon/protocol';
import { MANY_SIGNUPS, postAs, signUpByApi } from './accounts.js';
import { onlineFile } from './online-file.js';
import { sendCommand } from './ws-command.js';

const online = onlineFile({ ...MANY_SIGNUPS, DISCONNECT_MS: '3600000' });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The boxes of the strip of `seat`, of its clock, and of the board. */
async function boxes(page: Page, seat: number): Promise<Record<'strip' | 'clock' | 'board', Box>> {
  return page.evaluate((seat) => {
    const box = (element: Element | null) => {
      if (!element) throw new Error('not on the page');
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const strip = document.querySelector(`.player-strip[data-seat="${seat}"]`);
    return {
      strip: box(strip),
      clock: box(strip?.querySelector('.clock') ?? null),
      board: box(document.querySelector('svg.board')),
    };
  }, seat);
}

it('the strip above the board holds its clock when it wraps', async () => {
  const base = online.server.baseUrl;
  const chromium = await online.browser.get();
  const contexts: BrowserContext[] = [];
  try {
    const hostContext = await chromium.newContext();
    const guestContext = await chromium.newContext(PHONE);
    contexts.push(hostContext, guestContext);
    const host = await signUpByApi(hostContext, base, 'Quite_Long_Name_No1');
    const guest = await signUpByApi(guestContext, base, 'Quite_Long_Name_No2');
    const hostPage = await hostContext.newPage();
    const page = await guestContext.newPage();
    await hostPage.goto(`${base}/#/`);
    await page.goto(`${base}/#/`);
    const created = await postAs<CreatedGame>(hostContext, base, host, '/api/games', {
      game: 'trigonal',
      clock: { kind: 'realtime', initialMs: 600_000, bonusMs: 5000, mode: 'increment' },
      public: true,
      rated: true,
    });
    const joined = await postAs<ClaimedSeat>(
      guestContext,
      base,
      guest,
      `/api/games/${created.id}/join`,
      {},
    );
    await sendCommand(hostPage, created.id, created.token);
    await sendCommand(page, created.id, joined.token);
    await sendCommand(hostPage, created.id, created.token, { t: 'move', move: 'h4-h5' });
    await sendCommand(page, created.id, joined.token, { t: 'move', move: 'g10-g9' });
    await sendCommand(page, created.id, joined.token, { t: 'resign' });

    // The guest plays Black, at the bottom: White's strip is the one above the board.
    await page.goto(`${base}/#/online/${created.id}`);
    await expect
      .poll(() => page.locator('.player-strip[data-seat="0"] .seat-rating').textContent(), {
        timeout: 15_000,
      })
      .toMatch(/\(\+\d+\)$/);
    const { strip, clock, board } = await boxes(page, 0);
    expect(clock.top).toBeGreaterThan(strip.top + 20); // it wrapped: the case at hand
    expect(clock.bottom).toBeLessThanOrEqual(strip.bottom + 0.5);
    expect(clock.right).toBeLessThanOrEqual(strip.right + 0.5);
    expect(strip.bottom).toBeLessThanOrEqual(board.top + 0.5);
  } finally {
    for (const context of contexts) await context.close();
  }
});
