/**
 * The lobby after something went wrong: a seat taken by someone else first leaves the list at
 * once, and a lobby the server could not be asked for says so only until it can be again.
 */
import { expect, it } from 'vitest';
import type { CreatedGame } from '@trigon/protocol';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${online.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

it('a seat someone else took first: the refusal is said and the game leaves the list at once', async () => {
  const context = await (await browser.get()).newContext();
  try {
    const page = await context.newPage();
    const { id } = await post<CreatedGame>('/api/games', {
      game: 'trigonal',
      clock: { kind: 'none' },
      public: true,
    });
    await page.goto(`${online.server.baseUrl}/#/lobby`);
    const entry = page.locator(`li[data-game="${id}"]`);
    await entry.waitFor({ timeout: 10_000 });
    await post(`/api/games/${id}/join`, {});
    await entry.getByRole('button', { name: 'Play Black' }).click();
    await expect
      .poll(() => page.locator('main.lobby > [role="alert"]').textContent(), { timeout: 10_000 })
      .toBe('every seat is taken');
    // Sooner than the lobby's next reading, five seconds after the last.
    await entry.waitFor({ state: 'detached', timeout: 1500 });
  } finally {
    await context.close();
  }
});

it('a lobby that could not be read says so until it is read again', async () => {
  const context = await (await browser.get()).newContext();
  try {
    const page = await context.newPage();
    await page.route(/\/api\/games(\?|$)/, (route) => route.abort());
    await page.goto(`${online.server.baseUrl}/#/lobby`);
    const alert = page.locator('main.lobby > [role="alert"]');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toMatch(/^The lobby cannot be read: /);
    await page.unroute(/\/api\/games(\?|$)/);
    await page.getByText('No game is waiting.').waitFor({ timeout: 10_000 });
    await alert.waitFor({ state: 'detached', timeout: 1000 });
  } finally {
    await context.close();
  }
});

it('a filter in the link that the server refuses is said, with no endless loading', async () => {
  const context = await (await browser.get()).newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${online.server.baseUrl}/#/lobby?min=2000&max=1000`);
    const alert = page.locator('main.lobby > [role="alert"]');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toBe('The lobby cannot be read: min is at most max');
    expect(await page.getByText('Loading…').count()).toBe(0);
  } finally {
    await context.close();
  }
});
