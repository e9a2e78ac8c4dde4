import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/**
 * The checks that keep the repository's references inside it: relative links in Markdown (and
 * their `#anchors`) must reach a file and a heading, and every citation of a rules section
 * (`docs/rules/trigonal-chess.md §4.2`, or a bare `§4.2` in a file whose rules file is known)
 * must name a heading of that file. The rules for resolving bare citations are written down in
 * docs/rules/README.md §9; this file is their implementation.
 */

/** A problem found, with where it is: `path:line: message`. */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** The rules file of each engine id (docs/rules/README.md §1). */
export const RULES_FILE_OF_GAME: Readonly<Record<string, string>> = {
  triangulation: 'triangulation.md',
  'triangular-chess': 'triangular-chess.md',
  'tri-chess': 'triangular-chess.md',
  trigonal: 'trigonal-chess.md',
  sankaku: 'sankaku-shogi.md',
  triangulate: 'triangulate.md',
};

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return plainHeading(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: no emphasis marks, code ticks or link targets. */
export function plainHeading(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

export interface Heading {
  readonly level: number;
  readonly text: string;
  readonly anchor: string;
}

/** The headings of a Markdown text outside code fences, with GitHub's de-duplicated anchors. */
export function headings(markdown: string): Heading[] {
  const out: Heading[] = [];
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const m = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text);
    if (!m) continue;
    const base = slug(m[2]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push({ level: m[1].length, text: plainHeading(m[2]), anchor: n ? `${base}-${n}` : base });
  }
  return out;
}

/** The lines of a Markdown text that are not inside ``` fences, numbered from 1. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ text, line: i + 1 });
  });
  return out;
}

/**
 * The heading a section citation names, if the file has it: `5` is `## 5. …`, `5.2` is
 * `### 5.2 …`, `A13` is `### A13. …`, and an item (`§6 item 7`) is `Item 7.` under section 6.
 */
export function findSection(
  list: readonly Heading[],
  section: string,
  item?: string,
): Heading | undefined {
  const isSection = (h: Heading, s: string) =>
    h.text.startsWith(`${s}. `) || h.text.startsWith(`${s} `) || h.text === s;
  const at = list.findIndex((h) => isSection(h, section));
  if (at < 0 || item === undefined) return at < 0 ? undefined : list[at];
  for (let i = at + 1; i < list.length && list[i].level > list[at].level; i++) {
    if (list[i].text.startsWith(`Item ${item}. `)) return list[i];
  }
  return undefined;
}

/** A reference to a rules section found in a file. */
export interface Citation {
  readonly line: number;
  /** docs/rules/<file> the citation resolves to, or undefined when nothing names one. */
  readonly rulesFile: string | undefined;
  readonly section: string;
  readonly item?: string;
  /** The text as written, for messages. */
  readonly text: string;
}

// `docs/rules/x.md`, `rules/x.md`, or a game's rules file by its bare name (`trigonal-chess.md`).
const NAMED_FILE = new RegExp(
  `(?:docs/)?rules/([A-Za-z-]+\\.md)|(?<![\\w/.-])(${[...new Set(Object.values(RULES_FILE_OF_GAME))]
    .map((f) => f.replace('.', '\\.'))
    .join('|')})`,
  'g',
);
// `§4.2`, `§6 item 7`, `§7 items 4, 6`; a range `§5.2–§5.5` is two citations.
const SECTION = /§\s?(\d+(?:\.\d+)*)(?:\s+items?\s+(\d+))?/g;
const OTHER_DOCUMENT = /\b(?:RFC|ISO|IEC|IEEE|ECMA)[\s-]?\d+(?:[-:]\d+)*\s*$/;
// Triangulation's numbered rulings, cited as `(A13)` or `(docs/rules/triangulation.md A13)`; other
// A-words (the original text's move cases A1/B2) are not citations.
const RULING = /(?<=\(|\.md )(A\d{1,2})(?=\))/g;

/** The engine id a source file belongs to, from its path (`games/<id>/`, `<id>.ts`, `<id>.test.ts`). */
export function gameOfPath(path: string): string | undefined {
  const parts = path.split('/');
  for (const part of parts.slice(0, -1)) if (part in RULES_FILE_OF_GAME) return part;
  const stem = parts[parts.length - 1].replace(/(\.test)?\.(tsx?|md)$/, '');
  return stem in RULES_FILE_OF_GAME ? stem : undefined;
}

/**
 * Every section citation of a file, resolved as docs/rules/README.md §9 says: inside a Markdown
 * link's text, to the link's target; else (unless written `rules §N`) to the rules file named
 * earlier on the same line; else, in docs/rules/, to the file itself; else to the game the file's path names; else to the one
 * rules file the file names anywhere.
 */
export function citations(path: string, text: string): Citation[] {
  // In Markdown, code (fenced or inline) shows examples; it cites nothing.
  const lines = path.endsWith('.md') ? markdownProse(text) : text.split('\n');
  const named = new Set<string>();
  for (const m of text.matchAll(NAMED_FILE)) named.add(m[1] ?? m[2]);
  const inRules = path.startsWith('docs/rules/') ? path.slice('docs/rules/'.length) : undefined;
  const game = gameOfPath(path);
  const fallback =
    inRules ??
    (game ? RULES_FILE_OF_GAME[game] : undefined) ??
    (named.size === 1 ? [...named][0] : undefined);
  const out: Citation[] = [];
  lines.forEach((line, i) => {
    const onLine = [...line.matchAll(NAMED_FILE)];
    // `[README §4](README.md#4-position-text)`: a citation in a link's text cites its target.
    const links = [...line.matchAll(/\[([^\]]*)\]\(([^)#\s]*)[^)]*\)/g)].flatMap((m) => {
      const target = normalize(join(dirname(path), m[2]))
        .split(sep)
        .join('/');
      if (!m[2] || !target.startsWith('docs/rules/')) return [];
      const start = (m.index ?? 0) + 1;
      return [{ start, end: start + m[1].length, file: target.slice('docs/rules/'.length) }];
    });
    const fileBefore = (at: number) => {
      const link = links.find((l) => l.start <= at && at < l.end);
      if (link) return link.file;
      // `rules §2.2` is the game's own rules file, whatever else the line names.
      if (/(^|[^\w/.-])rules\s$/i.test(line.slice(0, at))) return fallback;
      const before = onLine.filter((m) => (m.index ?? 0) < at);
      if (before.length === 0) return fallback;
      const last = before[before.length - 1];
      return last[1] ?? last[2];
    };
    for (const m of line.matchAll(SECTION)) {
      // A section of another document (`RFC 6455 §7.4.1`) is not a rules citation.
      if (OTHER_DOCUMENT.test(line.slice(0, m.index ?? 0))) continue;
      const rulesFile = fileBefore(m.index ?? 0);
      out.push({ line: i + 1, rulesFile, section: m[1], item: m[2], text: m[0] });
    }
    for (const m of line.matchAll(RULING)) {
      const rulesFile = fileBefore(m.index ?? 0);
      if (rulesFile === 'triangulation.md') {
        out.push({ line: i + 1, rulesFile, section: m[1], text: `(${m[1]})` });
      }
    }
  });
  return out;
}

// The rules' old home beside the repository (`../shared/rules/…`, `/work/shared/…`, `seeds/000_…`)
// and the design notes kept there (`design.md`).
const OUTSIDE =
  /(^|[^\w.-])((?:\.\.\/)*(?:(?:\/work\/shared|shared\/rules|shared\/seeds|seeds)\/[\w./-]*|design\.md))/g;

/** A Markdown text's lines with code blocks emptied and inline code blanked out. */
function markdownProse(markdown: string): string[] {
  const lines = markdown.split('\n').map(() => '');
  for (const { text, line } of proseLines(markdown)) {
    lines[line - 1] = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  }
  return lines;
}

/** A Markdown link's target: `[text](target)`, `![alt](target)` or `[name]: target`. */
interface Link {
  readonly line: number;
  readonly target: string;
}

export function markdownLinks(markdown: string): Link[] {
  const out: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      out.push({ line, target: m[1] });
    }
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (def) out.push({ line, target: def[1] });
    for (const m of prose.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g)) {
      out.push({ line, target: m[1] });
    }
  }
  return out;
}

/** Everything wrong with the references of the given files (paths relative to `root`). */
export function checkReferences(root: string, files: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const headingCache = new Map<string, Heading[]>();
  const headingsOf = (path: string) => {
    let list = headingCache.get(path);
    if (!list) headingCache.set(path, (list = headings(readFileSync(join(root, path), 'utf8'))));
    return list;
  };
  const inside = (path: string) => !relative(root, join(root, path)).startsWith('..');

  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const report = (line: number, message: string) => problems.push({ file, line, message });

    if (file.endsWith('.md')) {
      for (const { line, target } of markdownLinks(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [pathPart, anchor] = splitAnchor(target);
        const resolved = pathPart
          ? normalize(join(dirname(file), decodeURIComponent(pathPart)))
              .split(sep)
              .join('/')
          : file;
        if (!inside(resolved)) {
          report(line, `link '${target}' points outside the repository`);
          continue;
        }
        if (!existsSync(join(root, resolved))) {
          report(line, `link '${target}': ${resolved} does not exist`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && statSync(join(root, resolved)).isFile()) {
          if (!headingsOf(resolved).some((h) => h.anchor === anchor)) {
            report(line, `link '${target}': ${resolved} has no heading #${anchor}`);
          }
        }
      }
    }

    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(OUTSIDE)) {
        report(i + 1, `'${m[2]}' is outside the repository (the rules are in docs/rules/)`);
      }
      for (const m of line.matchAll(/(^|[^\w/.-])(rules\/[A-Za-z-]+\.md)/g)) {
        report(i + 1, `'${m[2]}' does not exist: write docs/${m[2]}`);
      }
      for (const m of line.matchAll(/docs\/rules\/([A-Za-z-]+\.md)/g)) {
        if (!existsSync(join(root, 'docs/rules', m[1])))
          report(i + 1, `docs/rules/${m[1]} does not exist`);
      }
    });

    for (const c of citations(file, text)) {
      if (!c.rulesFile) {
        report(c.line, `'${c.text}': which rules file? Name it (docs/rules/<file>.md ${c.text})`);
        continue;
      }
      const path = `docs/rules/${c.rulesFile}`;
      if (!existsSync(join(root, path))) {
        report(c.line, `'${c.text}': ${path} does not exist`);
        continue;
      }
      if (!findSection(headingsOf(path), c.section, c.item)) {
        const what = c.item ? `section ${c.section} item ${c.item}` : `section ${c.section}`;
        report(c.line, `'${c.text}': ${path} has no heading for ${what}`);
      }
    }
  }
  return problems;
}

function splitAnchor(target: string): [string, string | undefined] {
  const at = target.indexOf('#');
  return at < 0 ? [target, undefined] : [target.slice(0, at), target.slice(at + 1)];
}
