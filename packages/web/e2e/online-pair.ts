/**
 * A game of Trigonal Chess between two browser contexts, started as people start one: the host
 * fills in the new-game form and the guest opens the invitation link.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell } from './page.js';

export interface OnlinePair {
  id: string;
  host: Page;
  guest: Page;
  contexts: BrowserContext[];
  /** Collected page errors of every page opened through `open`. */
  errors: string[];
  /** A new page in a new context (a spectator, say), its errors collected. */
  open(): Promise<Page>;
  close(): Promise<void>;
}

/** How `startPair` starts the game. */
export interface PairSettings {
  /** The form's clock (its select's value); no clock by default. */
  clock?: string;
  /** Done to the host's page before it opens the form (install Playwright's clock, say). */
  beforeStart?: (host: Page) => Promise<void>;
}

export async function startPair(
  chromium: Browser,
  baseUrl: string,
  settings: PairSettings = {},
): Promise<OnlinePair> {
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const open = async () => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  };
  const host = await open();
  const guest = await open();
  await settings.beforeStart?.(host);
  await host.goto(`${baseUrl}/#/new/trigonal?mode=online`);
  await host.locator('select[name="clock"]').selectOption(settings.clock ?? 'none');
  await host.getByRole('button', { name: 'Start' }).click();
  const invite = host.locator('input.invite-link[data-seat="1"]');
  await invite.waitFor({ timeout: 10_000 });
  const link = await invite.inputValue();
  await guest.goto(link);
  for (const page of [host, guest]) await statusIs(page, 'White to move');
  return {
    id: /#\/online\/([\w-]+)/.exec(link)![1]!,
    host,
    guest,
    contexts,
    errors,
    open,
    close: async () => {
      for (const context of contexts) await context.close();
    },
  };
}

/**
 * The first moves of both players (White h4-h5, Black g10-g9), seen on `pages` too (a
 * spectator's): before them the game can only be aborted, not resigned or drawn (the server's
 * rule, as on lichess). White is to move again.
 */
export async function firstMoves(pair: OnlinePair, pages: Page[] = []): Promise<void> {
  const { host, guest } = pair;
  await clickCell(host, 'h4');
  await clickCell(host, 'h5');
  await movesShown(guest, 1);
  await clickCell(guest, 'g10');
  await clickCell(guest, 'g9');
  for (const page of [host, guest, ...pages]) await movesShown(page, 2);
}
