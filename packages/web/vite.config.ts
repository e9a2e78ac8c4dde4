import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { rulesDocs } from './src/rules/docs-plugin.js';

const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));
const engineGames = fileURLToPath(new URL('../engine/src/games/', import.meta.url));

/** The most initial JavaScript (gzipped) the app may load before it can be used. */
export const INITIAL_JS_BUDGET = 250 * 1024;

/**
 * Prints the gzipped size of the JavaScript the page loads at start (the entry chunk and what
 * it imports statically; the AI and other lazy chunks are not counted), writes it to
 * size.json for the tests, and fails the build when it is over budget.
 */
function initialSize(): Plugin {
  return {
    name: 'trigon-initial-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const initial = new Set<string>();
      const visit = (name: string) => {
        if (initial.has(name)) return;
        const chunk = chunks.get(name);
        if (!chunk) return;
        initial.add(name);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      let raw = 0;
      let gzip = 0;
      for (const name of initial) {
        const code = Buffer.from(chunks.get(name)!.code);
        raw += code.length;
        gzip += gzipSync(code, { level: 9 }).length;
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      this.info(
        `initial JavaScript: ${kb(gzip)} KB gzipped (${kb(raw)} KB raw) in ${initial.size} file(s); budget ${kb(INITIAL_JS_BUDGET)} KB`,
      );
      this.emitFile({
        type: 'asset',
        fileName: 'size.json',
        source: JSON.stringify({ files: [...initial], raw, gzip, budget: INITIAL_JS_BUDGET }),
      });
      if (gzip > INITIAL_JS_BUDGET) {
        this.error(
          `initial JavaScript is ${kb(gzip)} KB gzipped, over the ${kb(INITIAL_JS_BUDGET)} KB budget`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    preact(),
    initialSize(),
    rulesDocs(fileURLToPath(new URL('../../docs/rules/', import.meta.url))),
  ],
  resolve: {
    // The app is built from the TypeScript sources of the engine, the AI and the protocol.
    // A subpath comes before its package, which would take it too: `@trigon/engine/games/<id>`
    // (the engine's package.json `exports`) is that game's folder.
    alias: [
      { find: /^@trigon\/engine\/games\/([\w-]+)$/, replacement: `${engineGames}$1/index.ts` },
      { find: '@trigon/engine', replacement: source('engine') },
      { find: '@trigon/ai', replacement: source('ai') },
      { find: '@trigon/protocol', replacement: source('protocol') },
    ],
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
  worker: { format: 'es' },
  server: {
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
  preview: {
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
});
