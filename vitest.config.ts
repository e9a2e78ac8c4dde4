import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
const engineGames = fileURLToPath(new URL('./packages/engine/src/games/', import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources of sibling packages, not their builds.
    // A subpath comes before its package, which would take it too: `@trigon/engine/games/<id>`
    // (the engine's package.json `exports`) is that game's folder.
    alias: [
      { find: /^@trigon\/engine\/games\/([\w-]+)$/, replacement: `${engineGames}$1/index.ts` },
      { find: '@trigon/engine', replacement: src('engine') },
      {
        find: '@trigon/protocol/page-policy',
        replacement: fileURLToPath(
          new URL('./packages/protocol/src/page-policy.ts', import.meta.url),
        ),
      },
      { find: '@trigon/protocol', replacement: src('protocol') },
      {
        find: '@trigon/ai/node',
        replacement: fileURLToPath(new URL('./packages/ai/src/worker/node.ts', import.meta.url)),
      },
      { find: '@trigon/ai', replacement: src('ai') },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
