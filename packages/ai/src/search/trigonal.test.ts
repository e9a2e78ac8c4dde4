import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games, unwrap, type Position } from '@trigon/engine';
import type { TrigonalPosition } from '@trigon/engine/games/trigonal';
import { AiPlayer } from '../player.js';
import { seededRandom } from '../random.js';
import type { SearchInfo } from './types.js';
import type { GameEvaluation } from '../evaluation/types.js';
import { trigonalEvaluation } from '../evaluation/trigonal.js';
import { createSearch } from './create.js';
import { MATE } from './score.js';

const trigonal = unwrap(games.get('trigonal'));
const position = (text: string): Position => unwrap(trigonal.parse(text));

/** Mate in one by brute force: a move after which the opponent is checkmated. */
function mates(p: Position, move: number): boolean {
  p.play(move);
  const outcome = p.outcome();
  p.undo();
  return outcome?.reason === 'checkmate';
}

describe('the searcher on constructed Trigonal positions', () => {
  it('finds a mate in 1 (rules §7.6: White Kc4 Qd4, Black Ka1)', () => {
    const p = position('k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1');
    const result = new AiPlayer(trigonal).think(p, { depth: 4 });
    expect(result.mate).toBe(1);
    expect(mates(p, result.move)).toBe(true);
  });

  it('finds a mate in 1 at depth 1 without quiescence (the weakest level)', () => {
    const p = position('k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1');
    const result = createSearch(trigonal, trigonalEvaluation, { hashMegabytes: 1 }).search(p, {
      depth: 1,
      quiescence: false,
    });
    expect(result.score).toBe(MATE - 1);
    expect(mates(p, result.move)).toBe(true);
  });

  it('finds the only mate in 2 (a quiet queen move)', () => {
    // White Qe4 Kf10, Black Kh7. No mate in 1; Qe4-g6 mates next move whatever Black plays.
    const p = position('1/3/5/7/3Q5/9K1/13/6k8/17 w - - 0 1');
    expect(p.legalMoves().some((m) => mates(p, m))).toBe(false);
    const result = new AiPlayer(trigonal).think(p, { depth: 6 });
    expect(result.moveText).toBe('e4-g6');
    expect(result.mate).toBe(2);
    p.play(result.move);
    for (const reply of p.legalMoves()) {
      p.play(reply);
      expect(p.legalMoves().some((m) => mates(p, m))).toBe(true);
      p.undo();
    }
  });

  it('takes a hanging queen', () => {
    // The start position with Black's queen strayed to e2, where the rook f2 and knight f1 reach it.
    const p = position('1/3/5/7/1q7/NRPP3pprn/QBPP5ppb1/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1');
    const result = new AiPlayer(trigonal).think(p, { depth: 4 });
    expect(p.moveInfo(result.move).to).toBe(trigonal.topology.cell('e2'));
    expect(result.score).toBeGreaterThan(900);
  });

  it('does not fall into a stalemate trap', () => {
    // White Qf4 Kh2, Black Kb2 Pc3: Qf4xc3 wins the pawn and stalemates Black.
    const p = position('1/1k1/2p2/7/9/3Q7/13/1K13/17 w - - 0 1');
    const trap = unwrap(p.parseMove('f4-c3'));
    p.play(trap);
    expect(p.outcome()?.reason).toBe('stalemate');
    p.undo();
    const result = new AiPlayer(trigonal).think(p, { depth: 5 });
    expect(result.move).not.toBe(trap);
    expect(result.score).toBeGreaterThan(1000);
  });

  it('never returns an illegal move, at any level, from random positions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, plies, level) => {
          const random = seededRandom(seed);
          const p = trigonal.create();
          for (let i = 0; i < plies; i++) {
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            p.play(moves[Math.floor(random() * moves.length)]);
          }
          const before = p.toText();
          const result = new AiPlayer(trigonal, { level, seed, hashMegabytes: 1 }).think(p, {
            nodes: 1500,
          });
          expect(p.toText()).toBe(before);
          if (p.outcome() !== undefined) {
            expect(result.move).toBe(-1);
          } else {
            expect(p.legalMoves()).toContain(result.move);
            expect(result.moveText).toBe(p.moveToCoord(result.move));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('stopped after a depth, returns that depth’s best move', () => {
    const p = trigonal.create();
    const player = new AiPlayer(trigonal);
    const infos: SearchInfo[] = [];
    const result = player.think(p, {
      onInfo: (info) => {
        infos.push(info);
        if (info.depth === 4) player.stop();
      },
    });
    expect(result.depth).toBe(4);
    expect(result.moveText).toBe(infos[3].pv[0]);
  });

  it('stopped by a flag in the middle of a depth, returns a legal move', () => {
    const p = trigonal.create();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    // An evaluation that raises the flag after a while, wherever the search then is.
    let calls = 0;
    const evaluation: GameEvaluation<TrigonalPosition> = {
      game: 'trigonal',
      units: 'centipawns',
      evaluate: (q, seat, alpha, beta) => {
        if (++calls === 20_000) Atomics.store(flag, 0, 1);
        return trigonalEvaluation.evaluate(q, seat, alpha, beta);
      },
      captureOrder: (q, move) => trigonalEvaluation.captureOrder!(q, move),
    };
    const infos: SearchInfo[] = [];
    const result = new AiPlayer(trigonal, { evaluation }).think(p, {
      stop: flag,
      onInfo: (info) => infos.push(info),
    });
    expect(calls).toBeGreaterThanOrEqual(20_000);
    expect(result.depth).toBe(infos.length);
    expect(p.legalMoves()).toContain(result.move);
  });

  it('plays the same move under the same node budget and seed', () => {
    const p = position('1/2r/R4/7/9/N1P1P2pp1n/Q1P1P3pp2q/BKPP1B3b1ppkb/RNPP9ppnr w Kk - 1 5');
    const a = new AiPlayer(trigonal, { level: 4, seed: 9 }).think(p);
    const b = new AiPlayer(trigonal, { level: 4, seed: 9 }).think(p);
    expect(b.moveText).toBe(a.moveText);
    expect(b.nodes).toBe(a.nodes);
  });
});
