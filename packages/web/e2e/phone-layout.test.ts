/**
 * On a phone (390×844) every game's board and all its player strips fit the screen: in sight
 * without scrolling sideways or down, and none over another.
 */
import { afterAll, expect, inject, it } from 'vitest';
import { games } from '@trigon/engine';
import { sharedBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
afterAll(() => browser.close());

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };

interface Box {
  what: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

it.each(games.list().map((g) => [g.id, g.players.length] as const))(
  'the board of %s and its %i player strips fit a phone',
  async (id, seats) => {
    const context = await (await browser.get()).newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}#/play/${id}?mode=local`);
      await page.locator('svg.board').waitFor();
      const boxes = await page.evaluate(() => {
        const box = (what: string, element: Element) => {
          const r = element.getBoundingClientRect();
          return { what, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        };
        return [
          box('board', document.querySelector('svg.board')!),
          ...[...document.querySelectorAll('.player-strip')].map((strip) =>
            box(`strip ${(strip as HTMLElement).dataset.seat}`, strip),
          ),
        ];
      });
      // Measured against the phone's screen, not the window: on a mobile viewport Chromium
      // widens the window to a page that is too wide, and zooms out.
      const { width, height } = PHONE.viewport;
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(boxes.length).toBe(1 + seats);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      const outside = boxes.filter(
        (b) => b.left < 0 || b.top < 0 || b.right > width + 0.5 || b.bottom > height + 0.5,
      );
      expect(outside.map(describe)).toEqual([]);
      const overlapping: string[] = [];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 0.5 && y > 0.5) overlapping.push(`${a.what} and ${b.what}`);
        }
      }
      expect(overlapping).toEqual([]);
    } finally {
      await context.close();
    }
  },
);

function describe(b: Box): string {
  return `${b.what} at ${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}`;
}
