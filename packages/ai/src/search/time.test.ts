/**
 * How the search spends time: a move time is used to its end (at least 90% of it, as a clock
 * player would), and under a clock the search keeps within the allocation's hard limit.
 */
import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { evaluationFor } from '../evaluation/registry.js';
import { allocateTime } from './clock.js';
import { createSearch } from './create.js';

const trigonal = unwrap(games.get('trigonal'));
const triangulation = unwrap(games.get('triangulation'));

describe('the time a search takes', () => {
  for (const game of [trigonal, triangulation]) {
    it(`uses at least 90% of a move time (${game.id})`, () => {
      const search = createSearch(game, evaluationFor(game));
      const result = search.search(game.create(), { timeMs: 300 });
      expect(result.timeMs).toBeGreaterThanOrEqual(270);
      expect(result.move).toBeGreaterThanOrEqual(0);
    });
  }

  it('stays within the hard limit of its clock, and plays a move', () => {
    const search = createSearch(trigonal, evaluationFor(trigonal));
    const clock = { remainingMs: 1000, incrementMs: 0 };
    const { hardMs } = allocateTime(clock);
    const result = search.search(trigonal.create(), { clock });
    expect(result.move).toBeGreaterThanOrEqual(0);
    // Over only by the nodes between two looks at the time, and a busy machine's pauses.
    expect(result.timeMs).toBeLessThan(hardMs + 200);
  });

  it('answers at once on a nearly empty clock', () => {
    const search = createSearch(trigonal, evaluationFor(trigonal));
    const result = search.search(trigonal.create(), { clock: { remainingMs: 40 } });
    expect(result.move).toBeGreaterThanOrEqual(0);
    // Its hard limit is 10 ms; well under the 30 s a level would take without a clock.
    expect(result.timeMs).toBeLessThan(250);
  });
});
