/**
 * Where the app serves the rendered rules files and how a cited section is linked. Apart from
 * render-docs.ts, which renders the files at build time with a Markdown parser, so that the
 * pages that link to the rules do not carry that parser to the browser.
 */

/** Where the app serves the rendered rules files, below its base address. */
export const RULES_DOCS_FOLDER = 'rules-docs';

/** The link to a cited section: `<game>.md`, `6`, `7` → `rules-docs/<game>.html#section-6-item-7`. */
export function sectionHref(rulesFile: string, section: string, item?: string): string {
  const page = rulesFile.replace(/\.md$/, '.html');
  return `${RULES_DOCS_FOLDER}/${page}#section-${section}${item ? `-item-${item}` : ''}`;
}
