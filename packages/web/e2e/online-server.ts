/**
 * The real game server (packages/server, its build in dist) for the online end-to-end tests,
 * serving the built app on a free port with its own SQLite folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface GameServer {
  baseUrl: string;
  stop(): void;
}

/**
 * Starts the server; `env` sets its variables (packages/server/README.md), e.g. short timeouts.
 * `dataDir`: a folder the test prepared (a store it seeded), which the test then removes; without
 * it, a new empty folder, removed at the stop.
 */
export async function startGameServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<GameServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'trigon-online-e2e-'));
  const server: ChildProcess = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIR: join(root, 'web', 'dist', 'app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /served on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the game server exited with ${code}`)));
  });
  return {
    baseUrl,
    stop() {
      server.kill('SIGTERM');
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the page's list of moves has `count` entries. */
export async function movesShown(page: Page, count: number): Promise<void> {
  await page.locator(`.moves button.move[data-ply="${count}"]`).waitFor({ timeout: 10_000 });
}

/** The moves of the page's move list in coordinate form, in the order played. */
export async function movesPlayed(page: Page): Promise<string[]> {
  return page
    .locator('.moves button.move')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.coord ?? ''));
}

/** The width and height of the board on the page, in pixels. */
export async function boardSize(page: Page): Promise<{ width: number; height: number }> {
  const box = await page.locator('svg.board').boundingBox();
  if (!box) throw new Error('no board on the page');
  return { width: box.width, height: box.height };
}

/** Whether the page is wider than its window (something sticks out sideways). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Where the online tests' screenshots go. */
export const results = join(root, 'web', 'test-results', 'screenshots');
/** Where the screenshot the README shows goes: results, or docs/screenshots with `SCREENSHOTS=docs`. */
export const shots =
  process.env.SCREENSHOTS === 'docs' ? join(root, '..', 'docs', 'screenshots') : results;

/** Waits until the page's status line reads `text`. */
export async function statusIs(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.locator('.online-status').textContent(), { timeout: 10_000 })
    .toBe(text);
}
