/**
 * An online game through the real game server (packages/server, its build in dist): two
 * browser contexts, one creating the game from the new-game form and sending the invitation
 * link to the other, play it to its end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { clickCell } from './page.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const browser = sharedBrowser();
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trigon-online-e2e-'));
  server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIR: join(root, 'web', 'dist', 'app'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /served on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the game server exited with ${code}`)));
  });
});

afterAll(async () => {
  await browser.close();
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

async function movesShown(page: Page, count: number): Promise<void> {
  await page.locator(`.online-moves li:nth-child(${count})`).waitFor({ timeout: 10_000 });
}

it('two browsers play an online game to its end through the server', async () => {
  const chromium = await browser.get();
  const hostContext = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const guestContext = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  try {
    const host = await hostContext.newPage();
    const guest = await guestContext.newPage();
    for (const page of [host, guest]) page.on('pageerror', (error) => errors.push(error.message));

    await host.goto(`${baseUrl}/#/new/trigonal?mode=online`);
    await host.locator('select[name="clock"]').selectOption('10+5');
    await host.getByRole('button', { name: 'Start' }).click();
    const invite = host.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();
    expect(link).toMatch(/#\/online\/[\w-]+\/[\w-]{16,}$/);

    await guest.goto(link);
    for (const page of [host, guest]) {
      await expect
        .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
        .toBe('White to move');
      await page.locator('.presence.on').nth(1).waitFor({ timeout: 10_000 });
    }
    expect(await host.locator('.clock').first().textContent()).toMatch(/\d+:\d\d/);
    // The guest gives a name; the host sees it beside Black.
    await guest.locator('.online-name input[name="name"]').fill('Guest');
    await guest.getByRole('button', { name: 'Save' }).click();
    await host
      .locator('.online-players li[data-seat="1"]', { hasText: '(Guest)' })
      .waitFor({ timeout: 10_000 });

    const mate: [Page, string, string][] = [
      [host, 'h4', 'h5'],
      [guest, 'g10', 'g9'],
      [host, 'i4', 'i5'],
      [guest, 'g12', 'i6'],
    ];
    for (const [i, [page, from, to]] of mate.entries()) {
      await clickCell(page, from);
      await clickCell(page, to);
      await movesShown(host, i + 1);
      await movesShown(guest, i + 1);
    }
    for (const page of [host, guest]) {
      await expect
        .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
        .toBe('Black won: checkmate');
    }
    // The server holds the finished game with its record.
    const id = /#\/online\/([\w-]+)/.exec(link)![1];
    const game = (await (await fetch(`${baseUrl}/api/games/${id}`)).json()) as {
      moves: string[];
      status: string;
    };
    expect(game.status).toBe('finished');
    expect(game.moves).toEqual(['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6']);
    // Both ask for a rematch; it starts with a link on both pages.
    for (const page of [host, guest]) await page.getByRole('button', { name: 'Rematch' }).click();
    for (const page of [host, guest])
      await page.getByRole('link', { name: 'Go to the rematch' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await hostContext.close();
    await guestContext.close();
  }
});
