import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@trigon/engine';
import * as Triangulation from '@trigon/engine/games/triangulation';
import { evaluationFor } from '../evaluation/registry.js';
import { AiPlayer } from '../player.js';
import { TinyPosition, nimGame, tinyEvaluation } from '../testing/tiny-games.js';
import { createSearch } from './create.js';
import { MctsSearch } from './mcts.js';
import { MATE, MATE_BOUND } from './score.js';

type TriangulationPosition = Triangulation.TriangulationPosition;
const { triangulation } = Triangulation;
const evaluation = evaluationFor(triangulation);
const searcher = () => createSearch(triangulation, evaluation, { multiPlayer: 'mcts' });

function place(pieces: Record<string, string>, rest: string): TriangulationPosition {
  const text = `${unwrap(Triangulation.boardText(pieces))} ${rest}`;
  return unwrap(triangulation.parse(text)) as TriangulationPosition;
}

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

// T12 of the rules: Red's Cavalry on G4Φ checkmates Green's General on H1Ω behind its Rukh.
const T12 = { D7Σ: 'rG*', G4Φ: 'rC', H1Ω: 'gG*', H2Ω: 'gR*', G8Γ: 'bG*' };

describe('Monte Carlo tree search (three seats)', () => {
  it('is chosen by name, for the searcher and for the player', () => {
    expect(searcher()).toBeInstanceOf(MctsSearch);
    expect(new AiPlayer(triangulation, { search: 'mcts' }).search).toBeInstanceOf(MctsSearch);
  });

  it('spends exactly its node budget, and plays a legal move', () => {
    const p = triangulation.create();
    for (const nodes of [1, 500, 4_000]) {
      const result = searcher().search(p, { nodes });
      expect(result.nodes).toBe(nodes);
      expect(p.legalMoves()).toContain(result.move);
    }
  });

  it('stops on the stop flag and on stop() from its reports', () => {
    const p = triangulation.create();
    const flag = new Int32Array(1);
    flag[0] = 1;
    const flagged = searcher().search(p, { nodes: 10_000_000, stop: flag });
    expect(flagged.nodes).toBeLessThanOrEqual(2_048);
    expect(p.legalMoves()).toContain(flagged.move);

    const search = searcher();
    let reports = 0;
    const stopped = search.search(p, {
      nodes: 10_000_000,
      onInfo: (info) => {
        reports++;
        expect(info.nodes).toBeGreaterThan(0);
        search.stop();
      },
    });
    expect(reports).toBeGreaterThan(0);
    expect(stopped.nodes).toBeLessThan(100_000);
    expect(p.legalMoves()).toContain(stopped.move);
  });

  it('is deterministic: the same budget gives the same search', () => {
    const p = triangulation.create();
    p.play(p.legalMoves()[3]);
    const a = searcher().search(p, { nodes: 6_000 });
    const b = searcher().search(p, { nodes: 6_000 });
    expect(b.moveText).toBe(a.moveText);
    expect(b.score).toBe(a.score);
    expect(b.pvText).toEqual(a.pvText);
  });

  it('takes a General left exposed by a third player: the whole army comes with it', () => {
    const p = place(
      { B8Ω: 'rG', C8Σ: 'rR*', F6Σ: 'bG*', F6Π: 'bR*', G6Λ: 'bC', H1Ω: 'gG*', E5Φ: 'gI' },
      'r rgb - -/-/-',
    );
    const result = searcher().search(p, { nodes: 20_000 });
    expect(result.moveText).toBe('C8Σ-F6Σ');
    expect(result.score).toBeGreaterThan(200);
  });

  it('finds the one move of its 22 that checkmates Green (T12, the Cavalry a leap away)', () => {
    // (Taking the checkmated General afterwards is Red's only legal move, so it tests nothing.)
    const p = place({ ...T12, G4Φ: '', F5Σ: 'rC' }, 'r rgb - -/-/-');
    expect(p.legalMoves()).toHaveLength(22);
    const red = searcher().search(p, { nodes: 2_000 });
    expect(red.moveText).toBe('F5Σ-G3Φ');
    expect(red.score).toBeGreaterThan(250);
    p.play(red.move);
    expect(p.checkmatedSeats()).toEqual([1]);
  });

  it('wins three-player Nim with the last stones, and scores it as a won game', () => {
    const won = new MctsSearch(tinyEvaluation()).search(new TinyPosition(nimGame(3, 3)), {
      nodes: 2_000,
    });
    expect(won.move).toBe(3);
    expect(won.score).toBe(MATE - 1);
    expect(won.mate).toBe(1);
    // Two stones left: taking one hands the win to the next seat.
    const two = new MctsSearch(tinyEvaluation()).search(new TinyPosition(nimGame(2, 3)), {
      nodes: 2_000,
    });
    expect(two.move).toBe(2);
    expect(two.score).toBeGreaterThan(MATE_BOUND);
  });

  it('returns -1 when the game is over', () => {
    const over = new TinyPosition(nimGame(0, 3));
    expect(over.outcome()).toBeDefined();
    const result = new MctsSearch(tinyEvaluation()).search(over, { nodes: 1_000 });
    expect(result.move).toBe(-1);
    expect(result.moveText).toBe('');
    expect(result.score).toBeLessThan(-MATE_BOUND);
  });

  it('never returns an illegal move and leaves the position as it was (random positions)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 150 }),
        (seed, plies) => {
          const p = triangulation.create() as TriangulationPosition;
          const rand = random(seed);
          for (let i = 0; i < plies && p.outcome() === undefined; i++) {
            const moves = p.legalMoves();
            p.play(moves[rand(moves.length)]);
          }
          const text = p.toText();
          const hash = p.hash();
          const result = searcher().search(p, { nodes: 2_000 });
          expect(p.toText()).toBe(text);
          expect(p.hash()).toBe(hash);
          if (p.outcome() !== undefined) expect(result.move).toBe(-1);
          else expect(p.legalMoves()).toContain(result.move);
        },
      ),
      { numRuns: 25 },
    );
  });
});
