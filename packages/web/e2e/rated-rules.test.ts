/**
 * A rated game is played by the game's standard rules (the server refuses a rated game with
 * other readings, 400 `rated-options`): the new-game form makes a game with such options casual
 * and says why, while an option that only renames cells leaves it rated.
 */
import { expect, it } from 'vitest';
import { MANY_SIGNUPS, signUpByApi } from './accounts.js';
import { onlineFile } from './online-file.js';

const online = onlineFile(MANY_SIGNUPS);
const browser = online.browser;

it('offers Rated only with the standard rules, and starts a game by other rules casual', async () => {
  const chromium = await browser.get();
  const context = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  try {
    const base = online.server.baseUrl;
    await signUpByApi(context, base, 'Rhea');
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/#/new/triangulation?mode=online`);
    const rated = page.locator('input[name="rated"][value="rated"]');
    const casual = page.locator('input[name="rated"][value="casual"]');
    const why = page.locator('.rated-rules');
    await rated.check();
    expect(await rated.isChecked()).toBe(true);

    // Other letters for Blue's columns are the same game: still rated.
    await page.locator('select[name="option-column-letters"]').selectOption('pi-sigma-phi-psi');
    expect(await rated.isChecked()).toBe(true);
    expect(await why.count()).toBe(0);

    // Two players with a neutral army are another game: casual, and the form says why.
    await page.locator('select[name="option-players"]').selectOption('2');
    expect(await rated.isDisabled()).toBe(true);
    expect(await casual.isChecked()).toBe(true);
    expect(await why.textContent()).toBe(
      'Rated games are played by the standard rules: with players=2 this game is casual.',
    );

    // Back to three players, the choice made before stands again.
    await page.locator('select[name="option-players"]').selectOption('3');
    expect(await rated.isChecked()).toBe(true);
    await page.locator('select[name="option-players"]').selectOption('2');

    await page.locator('select[name="clock"]').selectOption('none');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/online\/[\w-]+/);
    const id = /#\/online\/([\w-]+)/.exec(page.url())![1]!;
    const game = (await (await context.request.get(`${base}/api/games/${id}`)).json()) as {
      rated?: boolean;
      options: Record<string, string>;
    };
    expect(game.options.players).toBe('2');
    expect(game.rated).not.toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
