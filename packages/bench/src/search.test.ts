import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { DEFAULT_TARGET } from './measure.js';
import { SEARCH_POSITIONS, searchSection } from './search.js';

describe('the search speed section', () => {
  it('searches its three Trigonal positions to their depth and reports nodes per second', () => {
    const trigonal = unwrap(games.get('trigonal'));
    for (const { text } of SEARCH_POSITIONS) expect(trigonal.parse(text).ok).toBe(true);
    const notes: string[] = [];
    // The fixed positions, searched less deep to keep the test quick.
    const shallow = SEARCH_POSITIONS.map((p) => ({ ...p, depth: p.depth - 3 }));
    const rows = searchSection(shallow).run({
      games: [trigonal],
      runs: 1,
      threads: 1,
      target: DEFAULT_TARGET,
      note: (line) => notes.push(line),
      progress: () => {},
    });
    expect(rows.map((r) => [r[0], r[1]])).toEqual(shallow.map((p) => [p.name, String(p.depth)]));
    for (const row of rows) {
      expect(Number(row[2])).toBeGreaterThan(100);
      expect(Number(row[4])).toBeGreaterThan(0);
      expect(Number(row[5])).toBeGreaterThan(0);
    }
    expect(notes).toHaveLength(3);
  });

  it('has nothing to measure when Trigonal Chess is not among the games', () => {
    const others = games.list().filter((g) => g.id !== 'trigonal');
    const run = searchSection().run({
      games: others,
      runs: 1,
      threads: 1,
      target: DEFAULT_TARGET,
      note: () => {},
      progress: () => {},
    });
    expect(run).toEqual([]);
  });
});
