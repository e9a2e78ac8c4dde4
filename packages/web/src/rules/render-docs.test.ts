import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { citationHref, splitCitations, type Citation } from './citations.js';
import { readRulesDocs } from './docs-plugin.js';
import { headingAnchor, renderRulesDocs, sectionHref, sectionId } from './render-docs.js';
import { SUMMARIES } from './summaries.js';

const folder = fileURLToPath(new URL('../../../../docs/rules/', import.meta.url));

describe('the rules files as served pages', () => {
  it('gives headings GitHub anchors and section ids, and keeps links that the app serves', () => {
    const [page] = renderRulesDocs([
      {
        name: 'game.md',
        markdown: [
          '# Game',
          '## 5. Play',
          '### 5.2 Check',
          'See [README §4](README.md#4-position-text), [the engine](../../packages/engine/README.md) and ![Board](diagrams/game-board.svg).',
          '## 6. Ambiguities',
          '### Item 7. Bishop',
          '### A13. Who must capture',
        ].join('\n'),
      },
      { name: 'README.md', markdown: '# Rules\n## 4. Position text\n' },
    ]);
    expect(page.file).toBe('game.html');
    expect(page.html).toContain('<h2 id="5-play"><a id="section-5"></a>5. Play</h2>');
    expect(page.html).toContain('<h3 id="52-check"><a id="section-5.2"></a>5.2 Check</h3>');
    expect(page.html).toContain('id="section-6-item-7"');
    expect(page.html).toContain('id="section-A13"');
    expect(page.html).toContain('<a href="README.html#4-position-text">README §4</a>');
    expect(page.html).toContain('<span>the engine</span>');
    expect(page.html).toContain('src="diagrams/game-board.svg"');
    expect(page.html).toContain('<title>Game — Trigon rules</title>');
  });

  it('links citations of its own sections, and only those, within the page', () => {
    const [page] = renderRulesDocs([
      {
        name: 'game.md',
        markdown: [
          '# Game',
          '## 4. Pieces',
          '### 4.2 Rook',
          'Blocked as in §4.2 and §6 item 7 (A13); not §9, `§4.2` or [README §4](README.md).',
          '## 6. Ambiguities',
          '### Item 7. Bishop',
          '### A13. Capture',
        ].join('\n'),
      },
      { name: 'README.md', markdown: '# Rules\n## 4. Position text\n' },
    ]);
    expect(page.html).toContain(
      'Blocked as in <a href="#section-4.2">§4.2</a> and <a href="#section-6-item-7">§6 item 7</a> (<a href="#section-A13">A13</a>); not §9, <code>§4.2</code> or <a href="README.html">README §4</a>.',
    );
  });

  it('numbers sections as the citation check reads them', () => {
    expect(headingAnchor('A13. Who must capture a checkmated General')).toBe(
      'a13-who-must-capture-a-checkmated-general',
    );
    expect(sectionId('4.10 Tri-Chess changes', '4')).toBe('section-4.10');
    expect(sectionId('0. Sources', undefined)).toBe('section-0');
    expect(sectionId('Item 14. Double step', '6')).toBe('section-6-item-14');
    expect(sectionId('Options', '6')).toBeUndefined();
    expect(sectionHref('trigonal-chess.md', '6', '7')).toBe(
      'rules-docs/trigonal-chess.html#section-6-item-7',
    );
  });

  it('finds the citations in a line of text', () => {
    expect(
      splitCitations('Bishop (rules §4.2, §6 item 14a); neutral (A23).').map((s) =>
        typeof s === 'string' ? s : `[${s.section}${s.item ? `/${s.item}` : ''}]`,
      ),
    ).toEqual(['Bishop (rules ', '[4.2]', ', ', '[6/14]', '); neutral (', '[A23]', ').']);
  });

  it('renders every rules file, with every diagram it shows', () => {
    const { pages, diagrams } = readRulesDocs(folder);
    expect(pages.map((p) => p.file)).toEqual(
      expect.arrayContaining(['README.html', 'triangulation.html', 'trigonal-chess.html']),
    );
    for (const page of pages) {
      for (const m of page.html.matchAll(/src="diagrams\/([^"]+)"/g)) {
        expect(diagrams.has(m[1]), `${page.file}: ${m[1]}`).toBe(true);
      }
    }
  });

  it('has a section for every citation of every rules page and option description', () => {
    const { pages } = readRulesDocs(folder);
    const ids = new Map(
      pages.map((p) => [p.file, new Set([...p.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))]),
    );
    for (const game of games.list()) {
      const summary = SUMMARIES[game.id];
      expect(summary, `${game.id} has a rules summary`).toBeDefined();
      const texts = [
        ...summary.paragraphs,
        ...Object.values(summary.pieces),
        ...game.options.map((o) => o.description),
      ];
      const cited: Citation[] = texts.flatMap((t) =>
        splitCitations(t).filter((s): s is Citation => typeof s !== 'string'),
      );
      expect(cited.length, `${game.id} cites its rules`).toBeGreaterThan(0);
      for (const c of cited) {
        const [page, anchor] = citationHref('', summary.rulesFile, c)
          .replace('rules-docs/', '')
          .split('#');
        expect(ids.get(page)?.has(anchor), `${game.id}: ${c.text} → ${page}#${anchor}`).toBe(true);
      }
    }
  });
});
