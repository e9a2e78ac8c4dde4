import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  levelRequest,
  levelSettings,
  MAX_LEVEL,
  multiPlayerLevel,
  multiPlayerSearchOf,
} from './levels.js';
import { seededRandom } from './random.js';

describe('levels', () => {
  it('spend more and choose more carefully at each level up', () => {
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < LEVELS.length; i++) {
      expect(LEVELS[i].nodes).toBeGreaterThan(LEVELS[i - 1].nodes);
      expect(LEVELS[i].depth).toBeGreaterThanOrEqual(LEVELS[i - 1].depth);
      expect(LEVELS[i].randomMargin).toBeLessThanOrEqual(LEVELS[i - 1].randomMargin);
    }
    // Randomness only at the low levels; the top level searches in full.
    expect(LEVELS.filter((l) => l.randomMargin > 0).map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(levelSettings(1).quiescence).toBe(false);
    expect(levelSettings(MAX_LEVEL)).toMatchObject({
      depth: 64,
      randomMargin: 0,
      quiescence: true,
    });
  });

  it('take the caller budgets over their own, and level 8 plays on a given time alone', () => {
    expect(levelRequest(3, { nodes: 500 })).toMatchObject({
      nodes: 500,
      depth: 3,
      randomMargin: 60,
    });
    expect(levelRequest(5, { timeMs: 100 })).toMatchObject({
      timeMs: 100,
      nodes: levelSettings(5).nodes,
    });
    expect(levelRequest(8, {})).toMatchObject({ nodes: levelSettings(8).nodes });
    expect(levelRequest(8, { timeMs: 2000 }).nodes).toBeUndefined();
    expect(levelRequest(8, { timeMs: 2000, nodes: 9 }).nodes).toBe(9);
  });

  it('open with a search that follows captures, choosing only among sound moves', () => {
    for (const { level, randomMargin, depth, nodes } of LEVELS) {
      const opening = levelRequest(level, {}, undefined, { opening: true });
      if (randomMargin === 0) {
        expect(opening).toEqual(levelRequest(level, {}));
        continue;
      }
      expect(opening).toMatchObject({ randomMargin: 25, quiescence: true });
      expect(opening.depth).toBe(Math.max(depth, 4));
      expect(opening.nodes).toBe(Math.max(nodes, 8_000));
    }
    expect(levelRequest(1, {}, undefined, { opening: false })).toMatchObject({ randomMargin: 250 });
  });

  it('take a margin given in place of their own, before the opening rule', () => {
    for (const { level } of LEVELS) {
      const best = levelRequest(level, {}, undefined, { randomMargin: 0 });
      expect(best).toEqual({ ...levelRequest(level, {}), randomMargin: 0 });
      // No random choice, so the opening is played as any other move.
      expect(levelRequest(level, {}, undefined, { randomMargin: 0, opening: true })).toEqual(best);
    }
    expect(levelRequest(8, {}, undefined, { randomMargin: 40 }).randomMargin).toBe(40);
    // Chosen at random, level 8 opens as the low levels do.
    expect(levelRequest(8, {}, undefined, { randomMargin: 40, opening: true })).toMatchObject({
      randomMargin: 25,
      nodes: levelSettings(8).nodes,
    });
  });

  it('search best-reply in a game of three, level 6 choosing within 0.12 pawns there', () => {
    for (const { level, randomMargin } of LEVELS) {
      expect(multiPlayerSearchOf(level)).toBe('brs');
      const three = levelRequest(level, {}, undefined, { multiPlayer: true });
      expect(three.randomMargin).toBe(multiPlayerLevel(level).randomMargin);
      expect(levelRequest(level, {}, undefined, { multiPlayer: false }).randomMargin).toBe(
        randomMargin,
      );
      // A margin the caller gives still wins.
      expect(
        levelRequest(level, {}, undefined, { multiPlayer: true, randomMargin: 7 }).randomMargin,
      ).toBe(7);
    }
    expect(LEVELS.map((l) => multiPlayerLevel(l.level).randomMargin)).toEqual([
      250, 120, 60, 30, 12, 12, 0, 0,
    ]);
    // Level 6 chooses at random in a game of three, so it opens as the low levels do.
    expect(levelRequest(6, {}, undefined, { multiPlayer: true, opening: true })).toMatchObject({
      randomMargin: 25,
      nodes: levelSettings(6).nodes,
    });
    expect(() => multiPlayerLevel(9)).toThrow(/from 1 to 8/);
  });

  it('refuse a level outside 1 … 8', () => {
    expect(() => levelSettings(0)).toThrow(/from 1 to 8/);
    expect(() => levelSettings(2.5)).toThrow(/from 1 to 8/);
  });
});

describe('seeded random numbers', () => {
  it('repeat for a seed, differ between seeds, and stay in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = first.reduce((s, x) => s + x, 0) / first.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
