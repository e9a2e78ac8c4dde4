import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { renderRulesDocs, RULES_DOCS_FOLDER, type RenderedDoc } from './render-docs.js';

/** What the app serves under rules-docs/: the rendered rules files and their diagrams. */
export interface RulesDocsFiles {
  readonly pages: readonly RenderedDoc[];
  /** File name in diagrams/ → SVG text. */
  readonly diagrams: ReadonlyMap<string, string>;
}

/** Reads docs/rules/ (`folder`) and renders it. */
export function readRulesDocs(folder: string): RulesDocsFiles {
  const names = readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const pages = renderRulesDocs(
    names.map((name) => ({ name, markdown: readFileSync(join(folder, name), 'utf8') })),
  );
  const diagramFolder = join(folder, 'diagrams');
  const diagrams = new Map(
    readdirSync(diagramFolder)
      .filter((f) => f.endsWith('.svg'))
      .sort()
      .map((f) => [f, readFileSync(join(diagramFolder, f), 'utf8')] as const),
  );
  return { pages, diagrams };
}

/**
 * The Vite plugin that puts the rules files into the app: the build writes them to
 * dist/app/rules-docs/ (which the game server serves with the rest of the app), and the
 * development server renders them on request, so an edit shows at the next reload.
 */
export function rulesDocs(folder: string): Plugin {
  return {
    name: 'trigon-rules-docs',
    buildStart() {
      for (const name of readdirSync(folder)) this.addWatchFile(join(folder, name));
    },
    generateBundle() {
      const { pages, diagrams } = readRulesDocs(folder);
      for (const page of pages) {
        this.emitFile({
          type: 'asset',
          fileName: `${RULES_DOCS_FOLDER}/${page.file}`,
          source: page.html,
        });
      }
      for (const [file, svg] of diagrams) {
        this.emitFile({
          type: 'asset',
          fileName: `${RULES_DOCS_FOLDER}/diagrams/${file}`,
          source: svg,
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${RULES_DOCS_FOLDER}/`, (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]).replace(/^\//, '');
        const { pages, diagrams } = readRulesDocs(folder);
        const page = pages.find((p) => p.file === (path || 'README.html'));
        const diagram = path.startsWith('diagrams/') ? diagrams.get(path.slice(9)) : undefined;
        if (page) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(page.html);
        } else if (diagram) {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(diagram);
        } else {
          next();
        }
      });
    },
  };
}
