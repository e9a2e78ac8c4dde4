import { describe, expect, it } from 'vitest';
import { chooseDepth, median, timeMedian } from './measure.js';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('timeMedian', () => {
  it('runs the given number of times and keeps the count', () => {
    let calls = 0;
    const timed = timeMedian(() => ++calls && 42, 5);
    expect(calls).toBe(5);
    expect(timed.nodes).toBe(42);
    expect(timed.ms).toBeGreaterThanOrEqual(0);
  });
});

describe('chooseDepth', () => {
  // A made-up game: branching factor 30, one microsecond per node.
  const measure = (depth: number) => ({ nodes: 30 ** depth, ms: 30 ** depth / 1000 });
  const target = { minMs: 300, maxMs: 2500, maxDepth: 12 };

  it('deepens until a run lasts long enough', () => {
    // 30^4 nodes = 810 ms: the first depth past 300 ms.
    expect(chooseDepth(measure, target)).toBe(4);
  });

  it('stops short when the next depth would run far too long', () => {
    // 30^3 = 27 ms; depth 4 would be 810 ms, more than this target allows.
    expect(chooseDepth(measure, { ...target, maxMs: 500 })).toBe(3);
  });

  it('stops at the depth limit and when nothing is left to count', () => {
    expect(chooseDepth(measure, { ...target, maxDepth: 2 })).toBe(2);
    expect(chooseDepth(() => ({ nodes: 0, ms: 0 }), target)).toBe(1);
  });
});
