import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));
const engineGames = fileURLToPath(new URL('../engine/src/games/', import.meta.url));

/**
 * End-to-end tests: the built app in headless Chromium (Debian's package, driven by
 * playwright-core). One file at a time, so the AI's worker has the machine to itself.
 */
export default defineConfig({
  resolve: {
    // A subpath comes before its package, which would take it too: `@trigon/engine/games/<id>`
    // (the engine's package.json `exports`) is that game's folder.
    alias: [
      { find: /^@trigon\/engine\/games\/([\w-]+)$/, replacement: `${engineGames}$1/index.ts` },
      { find: '@trigon/engine', replacement: source('engine') },
      { find: '@trigon/ai', replacement: source('ai') },
    ],
  },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
