import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Position } from '@trigon/engine';
import { createSearch } from './create.js';
import { MATE, formatScore, mateMoves } from './score.js';
import { TwoPlayerSearch } from './two-player.js';
import { ParanoidSearch } from './paranoid.js';
import {
  TinyPosition,
  nimGame,
  tinyEvaluation,
  treeGame,
  type TinyRules,
} from '../testing/tiny-games.js';
import type { SearchInfo } from './types.js';
import { seededRandom } from '../random.js';

const evaluation = tinyEvaluation();

/** Plain negamax to a fixed depth, no pruning: the value a correct alpha-beta must return. */
function negamax(position: Position, depth: number, ply: number, quiescence: boolean): number {
  if (depth === 0) return quiescence ? quiesce(position, ply) : leaf(position, ply, position.turn);
  const moves = position.legalMoves();
  if (moves.length === 0) return terminal(position, ply, position.turn);
  let best = -Infinity;
  for (const move of moves) {
    position.play(move);
    best = Math.max(best, -negamax(position, depth - 1, ply + 1, quiescence));
    position.undo();
  }
  return best;
}

/** A leaf without quiescence: its static value, or the result where the game has ended. */
function leaf(position: Position, ply: number, seat: number): number {
  return position.outcome() === undefined
    ? evaluation.evaluate(position, seat)
    : terminal(position, ply, seat);
}

function quiesce(position: Position, ply: number): number {
  let best = evaluation.evaluate(position, position.turn);
  for (const move of position.legalMoves().filter((m) => position.isCapture(m))) {
    position.play(move);
    best = Math.max(best, -quiesce(position, ply + 1));
    position.undo();
  }
  return best;
}

/** Plain paranoid minimax: the root seat maximises its value, every other seat minimises it. */
function paranoid(
  position: Position,
  root: number,
  depth: number,
  ply: number,
  quiescence: boolean,
): number {
  if (depth === 0) return quiescence ? paranoidQuiesce(position, root) : leaf(position, ply, root);
  const moves = position.legalMoves();
  if (moves.length === 0) return terminal(position, ply, root);
  const values = moves.map((move) => {
    position.play(move);
    const value = paranoid(position, root, depth - 1, ply + 1, quiescence);
    position.undo();
    return value;
  });
  return position.turn === root ? Math.max(...values) : Math.min(...values);
}

function paranoidQuiesce(position: Position, root: number): number {
  const values = [evaluation.evaluate(position, root)];
  for (const move of position.legalMoves().filter((m) => position.isCapture(m))) {
    position.play(move);
    values.push(paranoidQuiesce(position, root));
    position.undo();
  }
  return position.turn === root ? Math.max(...values) : Math.min(...values);
}

function terminal(position: Position, ply: number, seat: number): number {
  const outcome = position.outcome()!;
  if (outcome.winners.length === 0) return 0;
  return outcome.winners.includes(seat) ? MATE - ply : -(MATE - ply);
}

describe('two-player search (PVS)', () => {
  it('equals plain negamax at every depth when pruning is off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 7 }),
        (seed, depth) => {
          const position = new TinyPosition(treeGame(seed, 2));
          const search = new TwoPlayerSearch(evaluation, { pruning: false, hashMegabytes: 1 });
          const result = search.search(position, { depth, quiescence: false });
          expect(result.score).toBe(negamax(position, depth, 0, false) + 0);
          // The chosen move is worth the score.
          position.play(result.move);
          expect(-negamax(position, depth - 1, 1, false) + 0).toBe(result.score);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('equals negamax with a capture-only quiescence when pruning is off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, depth) => {
          const position = new TinyPosition(treeGame(seed, 2));
          const search = new TwoPlayerSearch(evaluation, { pruning: false, hashMegabytes: 1 });
          expect(search.search(position, { depth }).score).toBe(
            negamax(position, depth, 0, true) + 0,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('always returns a legal move with pruning on, and leaves the position unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, depth) => {
          const position = new TinyPosition(treeGame(seed, 2));
          const before = position.toText();
          const result = createSearch(position.game, evaluation, { hashMegabytes: 1 }).search(
            position,
            { depth },
          );
          expect(position.legalMoves()).toContain(result.move);
          expect(position.toText()).toBe(before);
          expect(position.history()).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('wins Nim by leaving a multiple of four, and reports the mate distance', () => {
    const position = new TinyPosition(nimGame(10));
    const result = new TwoPlayerSearch(evaluation).search(position, { depth: 12 });
    expect(result.move).toBe(2);
    expect(result.score).toBe(MATE - 5);
    expect(result.mate).toBe(3);
    expect(formatScore(result.score)).toBe('mate in 3');
    expect(result.pvText).toHaveLength(5);
    // From a multiple of four every move loses: the search reports being mated.
    const lost = new TwoPlayerSearch(evaluation).search(new TinyPosition(nimGame(8)), {
      depth: 12,
    });
    expect(lost.mate).toBe(-2);
    expect(formatScore(lost.score)).toBe('mated in 2');
  });

  it('returns no move when the game is over', () => {
    const position = new TinyPosition(nimGame(1));
    position.play(1);
    const result = new TwoPlayerSearch(evaluation).search(position, { depth: 3 });
    expect(result.move).toBe(-1);
    expect(result.moveText).toBe('');
  });
});

/** White (seat 0) stands worse at A; shuffling A → B → A repeats; the other moves resign. */
const shuffle: TinyRules<string> = {
  id: 'shuffle',
  seats: 2,
  maxMoves: 2,
  start: 'A',
  turn: (s) => (s === 'A' || s === 'L1' ? 0 : 1),
  moves: (s) => (s === 'A' || s === 'B' ? [0, 1] : []),
  play: (s, m) => (s === 'A' ? (m === 0 ? 'B' : 'L0') : m === 0 ? 'A' : 'L1'),
  outcome: (s) =>
    s === 'L0'
      ? { winners: [1], reason: 'resigned' }
      : s === 'L1'
        ? { winners: [0], reason: 'resigned' }
        : undefined,
  hash: (s) => ['A', 'B', 'L0', 'L1'].indexOf(s) + 1,
  capture: () => false,
  evaluate: (_s, seat) => (seat === 0 ? -500 : 500),
};

describe('repetitions', () => {
  it('score a repeated position as a draw', () => {
    const result = new TwoPlayerSearch(evaluation).search(new TinyPosition(shuffle), { depth: 6 });
    expect(result.move).toBe(0);
    expect(result.score).toBe(0);
  });

  it('count positions of the game before the search started', () => {
    const fresh = new TinyPosition(shuffle);
    expect(new TwoPlayerSearch(evaluation).search(fresh, { depth: 1 }).score).toBe(-500);
    const repeated = new TinyPosition(shuffle);
    repeated.play(0);
    repeated.play(0);
    expect(new TwoPlayerSearch(evaluation).search(repeated, { depth: 1 }).score).toBe(0);
  });
});

describe('paranoid search (three seats)', () => {
  it('equals plain paranoid minimax when pruning is off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (seed, depth, q) => {
          const position = new TinyPosition(treeGame(seed, 3));
          const search = new ParanoidSearch(evaluation, { pruning: false, hashMegabytes: 1 });
          const d = q ? Math.min(depth, 4) : depth;
          const result = search.search(position, { depth: d, quiescence: q });
          expect(result.score).toBe(paranoid(position, position.turn, d, 0, q) + 0);
          expect(position.legalMoves()).toContain(result.move);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is what createSearch gives for three seats, and wins three-player Nim when it can', () => {
    const position = new TinyPosition(nimGame(3, 3));
    const search = createSearch(position.game, evaluation);
    expect(search).toBeInstanceOf(ParanoidSearch);
    const result = search.search(position, { depth: 4 });
    expect(result.move).toBe(3);
    expect(result.mate).toBe(1);
    // With 5 stones the two others can always take the last one between them.
    const lost = createSearch(position.game, evaluation).search(new TinyPosition(nimGame(5, 3)), {
      depth: 6,
    });
    expect(lost.score).toBeLessThan(-MATE / 2);
    expect(mateMoves(lost.score, 3)).toBeLessThan(0);
  });
});

describe('clear', () => {
  it("forgets the evaluation's caches too, so that the next search runs as a game's first", () => {
    let cleared = 0;
    const counting = { ...tinyEvaluation(), clear: () => void cleared++ };
    const search = new TwoPlayerSearch(counting);
    search.search(new TinyPosition(treeGame(5, 2, 4, 40)), { depth: 3 });
    expect(cleared).toBe(0);
    search.clear();
    expect(cleared).toBe(1);
  });
});

describe('budgets and stopping', () => {
  it('keeps to a node budget exactly and reproducibly', () => {
    const position = new TinyPosition(treeGame(7, 2, 5, 40));
    const a = new TwoPlayerSearch(evaluation).search(position, { nodes: 5000 });
    const b = new TwoPlayerSearch(evaluation).search(position, { nodes: 5000 });
    expect(a.nodes).toBeLessThanOrEqual(5000);
    expect(a.nodes).toBeGreaterThan(4000);
    expect(b.move).toBe(a.move);
    expect(b.nodes).toBe(a.nodes);
    expect(a.depth).toBeGreaterThan(2);
  });

  it('stops when asked and returns the best move of the last completed depth', () => {
    const position = new TinyPosition(treeGame(11, 2, 5, 40));
    const infos: SearchInfo[] = [];
    const search = new TwoPlayerSearch(evaluation);
    const result = search.search(position, {
      onInfo: (info) => {
        infos.push(info);
        if (info.depth === 5) search.stop();
      },
    });
    expect(result.depth).toBe(5);
    expect(infos.map((i) => i.depth)).toEqual([1, 2, 3, 4, 5]);
    expect(result.moveText).toBe(infos[4].pv[0]);
    expect(result.score).toBe(infos[4].score);
  });

  it('stops on a shared flag set before the search, still with a legal move', () => {
    const position = new TinyPosition(treeGame(13, 2, 5, 40));
    const flag = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(flag, 0, 1);
    const result = new TwoPlayerSearch(evaluation).search(position, { stop: flag });
    expect(position.legalMoves()).toContain(result.move);
  });

  it('keeps to a time budget', () => {
    const position = new TinyPosition(treeGame(17, 2, 5, 80));
    const started = performance.now();
    const result = new TwoPlayerSearch(evaluation).search(position, { timeMs: 100 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(position.legalMoves()).toContain(result.move);
    expect(result.depth).toBeGreaterThan(0);
  });

  it('reports each depth with score, nodes, speed and line', () => {
    const position = new TinyPosition(treeGame(19, 2, 5, 40));
    const infos: SearchInfo[] = [];
    new TwoPlayerSearch(evaluation).search(position, { depth: 4, onInfo: (i) => infos.push(i) });
    expect(infos.map((i) => i.depth)).toEqual([1, 2, 3, 4]);
    for (const info of infos) {
      expect(info.pv.length).toBeGreaterThan(0);
      expect(info.nodes).toBeGreaterThan(0);
      expect(info.pv[0]).toMatch(/^m\d$/);
    }
    expect(infos[3].nodes).toBeGreaterThan(infos[0].nodes);
  });
});

/** One move each to a finished line whose value for the mover is fixed. */
const leafValues = [100, 90, 40, -200, 80, 95];
const spread: TinyRules<number> = {
  id: 'spread',
  seats: 2,
  maxMoves: leafValues.length,
  start: -1,
  turn: (s) => (s < 0 ? 0 : 1),
  moves: (s) => (s < 0 ? leafValues.map((_, i) => i) : [0]),
  play: (s, m) => (s < 0 ? m : s + 100),
  outcome: () => undefined,
  hash: (s) => s + 2,
  capture: () => false,
  evaluate: (s, seat) => (s < 0 || s >= 100 ? 0 : seat === 0 ? leafValues[s] : -leafValues[s]),
};

describe('random choice among near-equal moves', () => {
  it('varies with the seed but stays within the margin', () => {
    const chosen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const random = seededRandom(seed);
      const result = new TwoPlayerSearch(evaluation).search(new TinyPosition(spread), {
        depth: 1,
        randomMargin: 50,
        random,
      });
      chosen.add(result.move);
    }
    expect([...chosen].sort()).toEqual([0, 1, 4, 5]);
    // Without a margin the best move is always played.
    expect(
      new TwoPlayerSearch(evaluation).search(new TinyPosition(spread), { depth: 1 }).move,
    ).toBe(0);
  });
});
