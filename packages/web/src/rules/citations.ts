import { sectionHref } from './section-links.js';

/**
 * Citations of a rules file's sections in a line of text (a file and a section such as
 * `docs/rules/README.md §4`, a bare section, an item of a section, or a ruling such as
 * `(A13)`), cut out so that a page can link each one to its place in the rules file the app
 * serves.
 */
export interface Citation {
  /** As written: `A13`, or a section such as `docs/rules/README.md §9` without the file. */
  readonly text: string;
  readonly section: string;
  readonly item?: string;
}

export type Segment = string | Citation;

// The same forms as the repository's citation check (packages/cli/src/docs/links.ts).
const CITATION = /§\s?(\d+(?:\.\d+)*)(?:\s+items?\s+(\d+)[a-z]?)?|(?<=\(|\.md )(A\d{1,2})(?=\))/g;

/** The text cut into plain runs and citations, in order. */
export function splitCitations(text: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(CITATION)) {
    const start = m.index ?? 0;
    if (start > at) out.push(text.slice(at, start));
    out.push(m[3] ? { text: m[3], section: m[3] } : { text: m[0], section: m[1], item: m[2] });
    at = start + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Where a citation of `rulesFile` links to, below the app's base address `base`. */
export function citationHref(base: string, rulesFile: string, citation: Citation): string {
  return base + sectionHref(rulesFile, citation.section, citation.item);
}
