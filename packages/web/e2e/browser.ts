import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const INSTALL_HINT =
  `The end-to-end tests drive Chromium at ${CHROMIUM}, which is not installed. ` +
  'Install it with `sudo apt-get update && sudo apt-get install -y chromium` (Debian or Ubuntu), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** Launches headless Chromium with a fresh profile; throws with the install hint when missing. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(INSTALL_HINT);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The browser of a test file, launched on first use. Tests ask for it themselves (not in a
 * beforeAll hook), so that without Chromium every test fails with the install hint instead
 * of being skipped.
 */
export function sharedBrowser(): { get(): Promise<Browser>; close(): Promise<void> } {
  let launching: Promise<Browser> | undefined;
  return {
    get() {
      launching ??= launchChromium();
      return launching;
    },
    async close() {
      const browser = await launching?.catch(() => undefined);
      await browser?.close();
    },
  };
}

/**
 * Gives every test of the calling file a fresh context and page of the file's browser, handed
 * to `use` before the test; the page's errors and console errors are collected in `errors`,
 * emptied before each test. Call it at the top level of a test file.
 */
export function pagePerTest(
  errors: string[],
  use: (page: Page, context: BrowserContext) => void,
): void {
  const browser = sharedBrowser();
  let context: BrowserContext | undefined;

  afterAll(async () => {
    await context?.close();
    await browser.close();
  });

  beforeEach(async () => {
    await context?.close();
    context = await (await browser.get()).newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    use(page, context);
  });
}

/**
 * `pagePerTest`, and after each test a check that the page logged no error: the preamble of
 * a test file whose tests all expect none.
 */
export function errorFreePagePerTest(use: (page: Page, context: BrowserContext) => void): void {
  const errors: string[] = [];
  pagePerTest(errors, use);
  afterEach(() => {
    expect(errors).toEqual([]);
  });
}
