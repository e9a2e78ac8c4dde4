import { Marked, type Tokens } from 'marked';

export { RULES_DOCS_FOLDER, sectionHref } from './section-links.js';

/**
 * The rules files (docs/rules/*.md) as the pages the app serves under rules-docs/: one HTML page
 * per file, headings carrying GitHub's anchors (so a link written for the repository works here
 * too) and a stable id per section number (`section-4.1`, `section-A13`, `section-6-item-7`),
 * which the app's rules pages link to. Runs at build time (the Vite plugin beside this file).
 */

export interface RulesDoc {
  /** File name in docs/rules/: `<game>.md`. */
  readonly name: string;
  readonly markdown: string;
}

export interface RenderedDoc {
  /** File name under rules-docs/: `<game>.html`. */
  readonly file: string;
  readonly html: string;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(text: string): string {
  return plainText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/**
 * The id of the section a heading numbers, if it numbers one: `5. Play` → `section-5`,
 * `5.2 Check` → `section-5.2`, `A13. …` → `section-A13`, `Item 7. …` under section 6 →
 * `section-6-item-7`.
 */
export function sectionId(heading: string, parent: string | undefined): string | undefined {
  const text = plainText(heading);
  const numbered = /^(\d+(?:\.\d+)*)\.?\s/.exec(text);
  if (numbered) return `section-${numbered[1]}`;
  const ruling = /^(A\d+)\.\s/.exec(text);
  if (ruling) return `section-${ruling[1]}`;
  const item = /^Item (\d+)\.\s/.exec(text);
  if (item && parent) return `section-${parent}-item-${item[1]}`;
  return undefined;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const STYLE = `
body { font: 16px/1.55 system-ui, sans-serif; color: #222; background: #fdfbf6; margin: 0; }
main { max-width: 56rem; margin: 0 auto; padding: 1rem 1.25rem 4rem; }
nav { font-size: 0.9rem; margin-bottom: 1rem; }
h1, h2, h3, h4 { line-height: 1.25; scroll-margin-top: 1rem; }
h2 { border-bottom: 1px solid #ddd4c0; padding-bottom: 0.2rem; margin-top: 2.2rem; }
:target { background: #fff3c4; }
code { font-size: 0.9em; background: #f1ebdd; padding: 0 0.2em; border-radius: 3px; }
pre { background: #f1ebdd; padding: 0.75rem; overflow-x: auto; line-height: 1.3; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { border: 1px solid #ddd4c0; padding: 0.3rem 0.5rem; vertical-align: top; text-align: left; }
img { max-width: 100%; height: auto; }
a { color: #1f5fa8; }
`;

/** Renders every rules file; links between them and to their diagrams keep working. */
export function renderRulesDocs(docs: readonly RulesDoc[]): RenderedDoc[] {
  const names = new Set(docs.map((d) => d.name));
  return docs.map((doc) => ({
    file: doc.name.replace(/\.md$/, '.html'),
    html: renderDoc(doc, names),
  }));
}

function renderDoc(doc: RulesDoc, names: ReadonlySet<string>): string {
  // The first pass finds the file's section ids, so that the second links only citations of
  // sections this file has (a citation of another file's section stays text).
  const first = renderBody(doc.markdown, names, undefined);
  const body = renderBody(doc.markdown, names, first.ids).html;
  const back = doc.name === 'README.md' ? '' : ' · <a href="README.html">All the rules</a>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(first.title ?? doc.name)} — Trigon rules</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<nav><a href="../">Trigon</a>${back}</nav>
${body}</main>
</body>
</html>
`;
}

type Inline = { parser: { parseInline(tokens: Tokens.Generic[]): string } };

// The citation forms of the code's check (packages/cli/src/docs/links.ts), in a rules file's text.
const CITATION = /§\s?(\d+(?:\.\d+)*)(?:\s+items?\s+(\d+)[a-z]?)?|(?<=\()(A\d{1,2})(?=\))/g;

/** The HTML of a rules file's body, its section ids and its title. */
function renderBody(
  markdown: string,
  names: ReadonlySet<string>,
  known: ReadonlySet<string> | undefined,
): { html: string; ids: Set<string>; title: string | undefined } {
  const seen = new Map<string, number>();
  const ids = new Set<string>();
  // The top-level section an `Item N.` heading belongs to.
  let section: string | undefined;
  let title: string | undefined;
  // Citations inside a link's text or a heading are not made links of their own.
  let plain = 0;
  const inPlain = (render: () => string): string => {
    plain++;
    try {
      return render();
    } finally {
      plain--;
    }
  };
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: Inline, token) {
        const base = headingAnchor(token.text);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const anchor = n ? `${base}-${n}` : base;
        const top = /^(\d+)\.\s/.exec(plainText(token.text));
        if (token.depth <= 2) section = top?.[1];
        if (token.depth === 1) title = plainText(token.text);
        const id = sectionId(token.text, section);
        if (id) ids.add(id);
        const inner = inPlain(() => this.parser.parseInline(token.tokens));
        const extra = id ? `<a id="${escapeHtml(id)}"></a>` : '';
        return `<h${token.depth} id="${escapeHtml(anchor)}">${extra}${inner}</h${token.depth}>\n`;
      },
      link(this: Inline, token) {
        const inner = inPlain(() => this.parser.parseInline(token.tokens));
        const href = pageHref(token.href, names);
        if (href === undefined) return `<span>${inner}</span>`;
        return `<a href="${escapeHtml(href)}">${inner}</a>`;
      },
      text(this: Inline, token) {
        if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
        const html = 'escaped' in token && token.escaped ? token.text : escapeHtml(token.text);
        if (plain > 0 || !known) return html;
        return html.replace(CITATION, (match, number?: string, item?: string, ruling?: string) => {
          const id = ruling
            ? `section-${ruling}`
            : `section-${number}${item ? `-item-${item}` : ''}`;
          return known.has(id) ? `<a href="#${escapeHtml(id)}">${match}</a>` : match;
        });
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, ids, title };
}

/**
 * A link's address in the served pages: other rules files become their pages, diagrams and web
 * addresses stay, and anything else in the repository (which the app does not serve) is no link.
 */
function pageHref(href: string, names: ReadonlySet<string>): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const [path, anchor] = href.split('#', 2);
  if (names.has(path)) return path.replace(/\.md$/, '.html') + (anchor ? `#${anchor}` : '');
  if (/^diagrams\/[\w.-]+\.svg$/.test(path)) return href;
  return undefined;
}
