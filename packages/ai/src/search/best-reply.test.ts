import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Move, Position } from '@trigon/engine';
import { BestReplySearch } from './best-reply.js';
import { MATE } from './score.js';
import { TinyPosition, nimGame, tinyEvaluation, treeGame } from '../testing/tiny-games.js';

const evaluation = tinyEvaluation();
const NOT_REACHED = Symbol('not reached');

/*
 * BRS+ written the plain way, from its definition: the root seat plays every move; in each
 * round of opponents, one of them plays every move and the others their fixed first choice
 * (the first capture, or else the first move); the round's value is the least over which
 * opponent branches. No pruning, no table: the value the search must return.
 */
function root(position: Position, seat: number, depth: number, ply: number): number {
  if (depth <= 0) return leaf(position, seat, ply);
  const moves = position.legalMoves();
  if (moves.length === 0) return terminal(position, seat, ply);
  return Math.max(
    ...moves.map((m) => after(position, m, () => round(position, seat, depth - 1, ply + 1))),
  );
}

function round(position: Position, seat: number, depth: number, ply: number): number {
  if (position.turn === seat) return root(position, seat, depth, ply);
  if (depth <= 0) return leaf(position, seat, ply);
  const values: number[] = [];
  for (let branch = 0; ; branch++) {
    const value = step(position, seat, depth, ply, branch, 0);
    if (value === NOT_REACHED) break;
    values.push(value);
  }
  return Math.min(...values);
}

function step(
  position: Position,
  seat: number,
  depth: number,
  ply: number,
  branch: number,
  at: number,
): number | typeof NOT_REACHED {
  if (position.turn === seat)
    return at > branch ? root(position, seat, depth - 1, ply) : NOT_REACHED;
  const moves = position.legalMoves();
  if (moves.length === 0)
    return at > branch || branch === 0 ? terminal(position, seat, ply) : NOT_REACHED;
  if (at !== branch) {
    const first = moves.find((m) => position.isCapture(m)) ?? moves[0]!;
    return after(position, first, () => step(position, seat, depth, ply + 1, branch, at + 1));
  }
  return Math.min(
    ...moves.map((m) =>
      after(position, m, () => step(position, seat, depth, ply + 1, branch, at + 1) as number),
    ),
  );
}

function after<T>(position: Position, move: Move, then: () => T): T {
  position.play(move);
  const value = then();
  position.undo();
  return value;
}

function leaf(position: Position, seat: number, ply: number): number {
  return position.outcome() === undefined
    ? evaluation.evaluate(position, seat)
    : terminal(position, seat, ply);
}

function terminal(position: Position, seat: number, ply: number): number {
  const outcome = position.outcome()!;
  if (outcome.winners.length === 0) return 0;
  return outcome.winners.includes(seat) ? MATE - ply : -(MATE - ply);
}

describe('best-reply search (BRS+, three seats)', () => {
  it('equals plain BRS+ at every depth when pruning is off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, depth) => {
          const position = new TinyPosition(treeGame(seed, 3, 5, 4));
          const search = new BestReplySearch(evaluation, { pruning: false, hashMegabytes: 1 });
          const result = search.search(position, { depth, quiescence: false });
          expect(result.score).toBe(root(position, position.turn, depth, 0) + 0);
          expect(position.legalMoves()).toContain(result.move);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('wins three-player Nim when it can, and sees the loss when it cannot', () => {
    const won = new BestReplySearch(evaluation).search(new TinyPosition(nimGame(3, 3)), {
      depth: 4,
    });
    expect(won.move).toBe(3);
    expect(won.mate).toBe(1);
    // With 5 stones: whatever it takes, the next seat can leave the last stones to the other.
    const lost = new BestReplySearch(evaluation).search(new TinyPosition(nimGame(5, 3)), {
      depth: 4,
    });
    expect(lost.score).toBeLessThan(-MATE / 2);
  });
});
