import { expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { DEFAULT_TARGET } from '../measure.js';
import { searchEveryGameSection } from './search-every-game.js';

it('searches every game from its start and a middle game, with a depth and nodes per second', () => {
  const notes: string[] = [];
  const all = games.list();
  const rows = searchEveryGameSection(40).run({
    games: all,
    runs: 1,
    target: DEFAULT_TARGET,
    note: (line) => notes.push(line),
    progress: () => {},
  });
  expect(rows.map((r) => `${r[0]} ${r[1]}`)).toEqual(
    all.flatMap((g) => [`${g.id} start`, `${g.id} middle`]),
  );
  for (const row of rows) {
    // A busy machine may complete no depth in 40 ms; the number is still there.
    expect(Number(row[2]), `${row[0]} ${row[1]} depth`).toBeGreaterThanOrEqual(0);
    expect(Number(row[3]), `${row[0]} ${row[1]} nodes/s`).toBeGreaterThan(0);
    expect(Number(row[4]), `${row[0]} ${row[1]} nodes/s of CPU`).toBeGreaterThan(0);
  }
  expect(notes).toHaveLength(all.length);
});
