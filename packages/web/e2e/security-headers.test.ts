/**
 * The game server's security headers (packages/server/src/http/security-headers.ts) with the
 * app as people use it: the Content Security Policy lets every page do its work (the theme's
 * inline script, the AI's worker and its helpers on two threads, the WebSocket) and reports no
 * violation, and no other site may frame the app.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inlineScriptHashes, pagePolicy, policyHeader } from '@trigon/protocol/page-policy';
import { sharedBrowser } from './browser.js';
import { startGameServer, statusIs, type GameServer } from './online-server.js';

const browser = sharedBrowser();
let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(async () => {
  await browser.close();
  server?.stop();
});

const depth = async (page: Page) =>
  Number((await page.getByTestId('depth').textContent())?.match(/depth (\d+)/)?.[1] ?? 0);

it('sends a policy that runs only the app’s own scripts and lets no site frame it', async () => {
  const answer = await fetch(`${server.baseUrl}/`);
  const policy = answer.headers.get('content-security-policy') ?? '';
  // The one inline script of the built page (the theme before the first paint), by its hash.
  const html = readFileSync(
    fileURLToPath(new URL('../dist/app/index.html', import.meta.url)),
    'utf8',
  );
  const inline = /<script id="appearance">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const hash = createHash('sha256').update(inline).digest('base64');
  expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
  // The same policy as the app's own static server's (e2e/server.test.ts).
  expect(policy).toBe(policyHeader(pagePolicy(inlineScriptHashes(html))));
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('same-origin');
  expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(answer.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  expect(answer.headers.get('strict-transport-security')).toBeNull();
});

it('lets every page work under the policy, with no violation reported', async () => {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 });
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { violations: string[] }).violations);

    // The inline script set the theme before the app's own code ran.
    await page.goto(`${server.baseUrl}/#/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(
      /^(dark|light)$/,
    );
    for (const path of ['#/rules/sankaku', '#/lobby', '#/signin', '#/leaderboard/trigonal']) {
      await page.goto(`${server.baseUrl}/${path}`);
      await page.locator('main').waitFor();
    }
    // The AI, in its worker, plays White's first move.
    await page.goto(`${server.baseUrl}/#/play/trigonal?mode=ai&level=2&seat=1`);
    await page.locator('.moves button.move[data-ply="1"]').waitFor({ timeout: 20_000 });
    // Analysis on two threads: the search worker starts a helper worker of its own.
    await page.goto(`${server.baseUrl}/#/play/trigonal?mode=analysis&moves=f4-f5+f8-f7`);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await expect
      .poll(() => page.getByTestId('threads').textContent(), { timeout: 20_000 })
      .toBe('2 threads');
    await expect.poll(() => depth(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    // An online game: the page's WebSocket to the server.
    await page.goto(`${server.baseUrl}/#/new/trigonal?mode=online`);
    await page.locator('select[name="clock"]').selectOption('none');
    await page.getByRole('button', { name: 'Start' }).click();
    await statusIs(page, 'Waiting for Black to join');

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
