/**
 * Chat in an online game (issue 13), typed as people type: the players' chat between the two
 * players, the spectators' among the spectators, neither seeing the other's; names beside the
 * lines; markup shown as text; the length limit; the server's limit on lines; a player muting
 * the other, remembered over a reload; the recent chat shown again after a reload.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPair } from './online-pair.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { shots, statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

/** Types a line into the page's chat and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Chat message' });
  await input.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The chat lines the page shows: name and text. */
async function lines(page: Page): Promise<string[]> {
  return page
    .locator('.chat-line')
    .evaluateAll((items) =>
      items.map(
        (li) =>
          `${li.querySelector('.chat-name')?.textContent}: ${li.querySelector('.chat-text')?.textContent}`,
      ),
    );
}

async function linesAre(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => lines(page), { timeout: 10_000 }).toEqual(expected);
}

it('players and spectators chat apart, as text, within the limits, and a player mutes', async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { host, guest } = pair;
  try {
    // The guest plays under a name, which stands beside its lines.
    await guest.locator('.online-name input[name="name"]').fill('Guest');
    await guest.getByRole('button', { name: 'Save' }).click();
    await host.locator('.player-strip[data-seat="1"] .player-name', { hasText: 'Guest' }).waitFor();
    const watcher = await pair.open();
    const second = await watcher.context().newPage();
    for (const page of [watcher, second]) {
      await page.goto(`${online.server.baseUrl}/#/online/${pair.id}`);
      await statusIs(page, 'White to move');
    }
    for (const page of [host, guest])
      await page.getByRole('heading', { name: "Players' chat" }).waitFor();
    await watcher.getByRole('heading', { name: "Spectators' chat" }).waitFor();

    await say(host, 'good luck <b>have fun</b>');
    await say(guest, 'you too');
    for (const page of [host, guest])
      await linesAre(page, ['White: good luck <b>have fun</b>', 'Guest: you too']);
    // Markup is shown as written, never made into elements.
    expect(await host.locator('.chat-lines b').count()).toBe(0);

    await say(watcher, 'what an opening');
    for (const page of [watcher, second]) await linesAre(page, ['Spectator: what an opening']);
    await say(second, 'indeed');
    await linesAre(watcher, ['Spectator: what an opening', 'Spectator: indeed']);
    // Neither side sees the other's chat.
    expect(await lines(host)).toEqual(['White: good luck <b>have fun</b>', 'Guest: you too']);
    expect(await lines(guest)).toEqual(await lines(host));
    // The README shows the players' chat.
    mkdirSync(shots, { recursive: true });
    await host.screenshot({ path: join(shots, 'online-chat.png') });

    // An empty line sends nothing; a long one stops at 140 characters.
    await host.getByRole('textbox', { name: 'Chat message' }).click();
    await host.keyboard.press('Enter');
    await say(host, 'x'.repeat(150));
    await linesAre(guest, [
      'White: good luck <b>have fun</b>',
      'Guest: you too',
      `White: ${'x'.repeat(140)}`,
    ]);

    // The guest mutes White: White's lines go from the guest's chat, and stay gone on reload.
    await guest.getByRole('button', { name: 'Mute White', exact: true }).click();
    await linesAre(guest, ['Guest: you too']);
    await say(host, 'can you hear me?');
    await linesAre(host, [
      'White: good luck <b>have fun</b>',
      'Guest: you too',
      `White: ${'x'.repeat(140)}`,
      'White: can you hear me?',
    ]);
    await guest.reload();
    await statusIs(guest, 'White to move');
    await guest.getByRole('button', { name: 'Unmute White', exact: true }).waitFor();
    await linesAre(guest, ['Guest: you too']);
    await guest.getByRole('button', { name: 'Unmute White', exact: true }).click();
    // Unmuted, the recent chat the server sent on reload is all there.
    await linesAre(guest, await lines(host));

    // The spectators' chat comes back after a reload too.
    await second.reload();
    await linesAre(second, ['Spectator: what an opening', 'Spectator: indeed']);

    // Too many lines too fast (5 in 10 s from one page): the server refuses, saying how long
    // to wait.
    for (let i = 1; i <= 5; i++) await say(guest, `line ${i}`);
    await say(guest, 'one too many');
    await expect
      .poll(() => guest.locator('.status .error').textContent(), { timeout: 10_000 })
      .toMatch(/^at most 5 chat messages in 10 s: wait \d+ s$/);
    await linesAre(host, [
      'White: good luck <b>have fun</b>',
      'Guest: you too',
      `White: ${'x'.repeat(140)}`,
      'White: can you hear me?',
      'Guest: line 1',
      'Guest: line 2',
      'Guest: line 3',
      'Guest: line 4',
      'Guest: line 5',
    ]);
    expect(await lines(host)).not.toContain('Guest: one too many');
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
}, 120_000);
