import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkReferences, citations, findSection, headings, markdownLinks, slug } from './links.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The repository's files, tracked or new (not ignored), that still exist. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.(md|ts|tsx)$/.test(f) && existsSync(root + f))
    .filter((f) => !SKIPPED.some((skip) => f.startsWith(skip)))
    .sort();
}

/** Files whose references this test does not check, and why. */
const SKIPPED = [
  // The checker's own sources and tests hold broken references on purpose, as examples.
  'packages/cli/src/docs/links.',
  // The rules pages' summaries cite the rules file of each game they describe; their test
  // (packages/web/src/rules/render-docs.test.ts) resolves every citation game by game.
  'packages/web/src/rules/summaries.ts',
  // Generated API documentation (typedoc) holds copies of Markdown files away from their links.
  'docs/api/',
];

describe('references in the repository', () => {
  it('every link, anchor and rules citation reaches a file and a heading inside the repository', () => {
    const files = repositoryFiles();
    expect(files).toContain('docs/rules/README.md');
    const problems = checkReferences(root, files).map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  });
});

describe('the checker', () => {
  it('makes anchors as GitHub does', () => {
    expect(slug('5.2 Check')).toBe('52-check');
    expect(slug('A13. Who must capture a checkmated General')).toBe(
      'a13-who-must-capture-a-checkmated-general',
    );
    expect(slug('2.3 Labels (rank letter, file number, column `Greek` letter)')).toBe(
      '23-labels-rank-letter-file-number-column-greek-letter',
    );
    expect(slug('Cell F6Σ — the centre')).toBe('cell-f6σ--the-centre');
    const list = headings('# T\n## 1. A\n```\n## 2. not a heading\n```\n## 1. A\n');
    expect(list.map((h) => h.anchor)).toEqual(['t', '1-a', '1-a-1']);
  });

  it('finds sections, items and rulings by their numbers', () => {
    const list = headings(
      '# G\n## 5. Play\n### 5.2 Check\n## 6. Ambiguities\n### Item 7. Bishop\n### A13. Capture\n## 7. Examples\n### Item 9. Not in 6\n',
    );
    expect(findSection(list, '5')?.text).toBe('5. Play');
    expect(findSection(list, '5.2')?.text).toBe('5.2 Check');
    expect(findSection(list, '5.3')).toBeUndefined();
    expect(findSection(list, '6', '7')?.text).toBe('Item 7. Bishop');
    expect(findSection(list, '6', '9')).toBeUndefined();
    expect(findSection(list, 'A13')?.text).toBe('A13. Capture');
  });

  it('resolves bare citations by the line, the rules folder, the game of the path, or the one file named', () => {
    const sections = (path: string, text: string) =>
      citations(path, text).map(
        (c) => `${c.rulesFile ?? '?'} ${c.section}${c.item ? ` item ${c.item}` : ''}`,
      );
    expect(sections('packages/x/a.ts', '// docs/rules/README.md §4 and §7')).toEqual([
      'README.md 4',
      'README.md 7',
    ]);
    expect(sections('docs/rules/trigonal-chess.md', 'see §4.2')).toEqual(['trigonal-chess.md 4.2']);
    expect(sections('packages/engine/src/games/trigonal/rules.ts', '(rules §6 item 14a)')).toEqual([
      'trigonal-chess.md 6 item 14',
    ]);
    expect(sections('packages/ai/src/evaluation/triangulation.ts', '(A13), §5.3')).toEqual([
      'triangulation.md 5.3',
      'triangulation.md A13',
    ]);
    expect(sections('packages/web/src/x.ts', 'sankaku: docs/rules/sankaku-shogi.md\n§5')).toEqual([
      'sankaku-shogi.md 5',
    ]);
    expect(sections('packages/web/src/x.ts', '§5')).toEqual(['? 5']);
    expect(sections('packages/web/src/x.ts', '(RFC 6455 §7.4.1: "service restart")')).toEqual([]);
    expect(
      sections('docs/rules/trigonal-chess.md', '§5 and [README §4](README.md#4-position-text)'),
    ).toEqual(['trigonal-chess.md 5', 'README.md 4']);
    expect(
      sections(
        'packages/engine/src/games/trigonal/text.ts',
        '(docs/rules/README.md §4, rules §2.2)',
      ),
    ).toEqual(['README.md 4', 'trigonal-chess.md 2.2']);
    expect(sections('docs/rules/README.md', 'see trigonal-chess.md §5; `§9 is code`')).toEqual([
      'trigonal-chess.md 5',
    ]);
  });

  it('reads inline links, images, reference definitions and html, not code', () => {
    const md =
      'a [x](b.md#c) ![i](d/e.svg "t") `[no](z.md)`\n[ref]: f.md\n```\n[no](y.md)\n```\n<img src="g.png">';
    expect(markdownLinks(md).map((l) => `${l.line}:${l.target}`)).toEqual([
      '1:b.md#c',
      '1:d/e.svg',
      '2:f.md',
      '6:g.png',
    ]);
  });

  it('reports links that leave the repository, missing files and anchors, and unknown sections', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-links-'));
    mkdirSync(join(dir, 'docs/rules'), { recursive: true });
    mkdirSync(join(dir, 'notes'));
    writeFileSync(join(dir, 'docs/rules/README.md'), '# Rules\n## 4. Position text\n');
    writeFileSync(join(dir, 'docs/rules/triangulation.md'), '# Triangulation\n## 5. Play\n');
    writeFileSync(
      join(dir, 'notes/broken.md'),
      [
        '# Notes',
        '[fine](../docs/rules/README.md#4-position-text) [web](https://example.org/x.md)',
        '[out](../../outside.md)',
        '[gone](missing.md)',
        '[anchor](../docs/rules/README.md#no-such-heading)',
        'from ../shared/rules/triangulation.md',
        'see rules/triangulation.md',
        'see docs/rules/triangulation.md §5 and §42',
        'and docs/rules/sankaku-shogi.md',
      ].join('\n'),
    );
    const problems = checkReferences(dir, ['notes/broken.md']).map(
      (p) => `${p.line}: ${p.message}`,
    );
    rmSync(dir, { recursive: true });
    expect(problems).toEqual([
      "3: link '../../outside.md' points outside the repository",
      "4: link 'missing.md': notes/missing.md does not exist",
      "5: link '../docs/rules/README.md#no-such-heading': docs/rules/README.md has no heading #no-such-heading",
      "6: '../shared/rules/triangulation.md' is outside the repository (the rules are in docs/rules/)",
      "7: 'rules/triangulation.md' does not exist: write docs/rules/triangulation.md",
      '9: docs/rules/sankaku-shogi.md does not exist',
      "8: '§42': docs/rules/triangulation.md has no heading for section 42",
    ]);
  });
});
