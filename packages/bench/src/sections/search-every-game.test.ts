import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { SearchHelpers } from '@trigon/ai';
import { startNodeHelpers } from '@trigon/ai/node';
import { games, unwrap } from '@trigon/engine';
import { DEFAULT_TARGET } from '../measure.js';
import { searchEveryGameSection } from './search-every-game.js';

it('searches every game from its start and a middle game, with a depth and nodes per second', () => {
  const notes: string[] = [];
  const all = games.list();
  const rows = searchEveryGameSection(40).run({
    games: all,
    runs: 1,
    threads: 1,
    target: DEFAULT_TARGET,
    note: (line) => notes.push(line),
    progress: () => {},
  });
  expect(rows.map((r) => `${r[0]} ${r[1]} ${r[2]}`)).toEqual(
    all.flatMap((g) => [`${g.id} start 1`, `${g.id} middle 1`]),
  );
  for (const row of rows) {
    // A busy machine may complete no depth in 40 ms; the number is still there.
    expect(Number(row[3]), `${row[0]} ${row[1]} depth`).toBeGreaterThanOrEqual(0);
    expect(Number(row[4]), `${row[0]} ${row[1]} nodes/s`).toBeGreaterThan(0);
    expect(Number(row[5]), `${row[0]} ${row[1]} nodes/s of CPU`).toBeGreaterThan(0);
  }
  expect(notes).toHaveLength(all.length);
});

// Helper threads run JavaScript: their script is the AI package's build.
const helperEntry = new URL('../../../ai/dist/search/helper-entry.js', import.meta.url);

it('searches games of two with the threads asked for, the helpers taking part, and games of three with one', () => {
  if (!existsSync(fileURLToPath(helperEntry))) throw new Error('build first (npm run build)');
  const started: SearchHelpers[] = [];
  // The most nodes each set of helpers published in any run, warm-ups included: on a busy machine
  // a helper may get no time slice within the one counted run of 100 ms, though it took part.
  const mostNodes: number[] = [];
  const picked = ['sankaku', 'triangulation'].map((id) => unwrap(games.get(id)));
  const rows = searchEveryGameSection(100, (count, table, settings) => {
    const helpers = startNodeHelpers(count, table, { ...settings, entry: helperEntry });
    const index = started.push(helpers) - 1;
    mostNodes[index] = 0;
    const nodes = helpers.nodes.bind(helpers);
    helpers.nodes = () => {
      const searched = nodes();
      mostNodes[index] = Math.max(mostNodes[index], searched);
      return searched;
    };
    return helpers;
  }).run({
    games: picked,
    runs: 1,
    threads: 2,
    target: DEFAULT_TARGET,
    note: () => {},
    progress: () => {},
  });
  expect(rows.map((r) => `${r[0]} ${r[1]} ${r[2]}`)).toEqual([
    'sankaku start 2',
    'sankaku middle 2',
    'triangulation start 1',
    'triangulation middle 1',
  ]);
  // One helper for each of Sankaku's two positions, none for Triangulation's; each searched.
  expect(started.map((h) => h.count)).toEqual([1, 1]);
  for (const most of mostNodes) expect(most).toBeGreaterThan(0);
});
