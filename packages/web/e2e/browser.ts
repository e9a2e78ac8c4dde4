import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
