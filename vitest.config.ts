import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources of sibling packages, not their builds.
    alias: {
      '@trigon/engine': src('engine'),
      // Listed before '@trigon/ai', which would otherwise take its subpath too.
      '@trigon/ai/node': fileURLToPath(
        new URL('./packages/ai/src/worker/node.ts', import.meta.url),
      ),
      '@trigon/ai': src('ai'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
