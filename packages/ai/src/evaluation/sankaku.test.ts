import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games, unwrap, type Position } from '@trigon/engine';
import * as Sankaku from '@trigon/engine/games/sankaku';
import { AiPlayer } from '../player.js';
import { seededRandom } from '../random.js';
import {
  SANKAKU_VALUES,
  SANKAKU_WEIGHTS,
  SankakuEvaluation,
  sankakuEvaluation,
} from './sankaku.js';

const sankaku = unwrap(games.get('sankaku'));
const evaluation = new SankakuEvaluation();
const concrete = (p: Position) => p as Sankaku.SankakuPosition;
const parse = (text: string) => concrete(unwrap(sankaku.parse(text)));

/** A position reached by random moves from the start (it may be a finished game). */
function randomPosition(seed: number, plies: number): Sankaku.SankakuPosition {
  const random = seededRandom(seed);
  const p = concrete(sankaku.create());
  for (let i = 0; i < plies && p.outcome() === undefined; i++) {
    const moves = p.legalMoves();
    p.play(moves[Math.floor(random() * moves.length)]);
  }
  return p;
}

/**
 * The mirror image (rules §2: White's array is Black's reflected top-to-bottom): the ranks in
 * reverse order, colours and the side to move swapped. The history is left out.
 */
function mirrorText(text: string): string {
  const [board, turn] = text.split(' ');
  const ranks = board.split('/').reverse();
  const swapped = [...ranks.join('/')]
    .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
    .join('');
  return `${swapped} ${turn === 'b' ? 'w' : 'b'}`;
}

/** Average cells a Chariot reaches when each other cell is occupied with probability `density`. */
function chariotReach(density: number, trials: number, seed: number): number {
  const random = seededRandom(seed);
  const { rays, CELLS } = Sankaku;
  let total = 0;
  for (let t = 0; t < trials; t++) {
    const occupied = Array.from({ length: CELLS }, () => random() < density);
    const cell = Math.floor(random() * CELLS);
    const reached = new Set<number>();
    for (let d = 0; d < 6; d++) {
      const at = cell * 6 + d;
      for (let i = 0; i < rays.length[at]; i++) {
        const to = rays.cells[rays.start[at] + i];
        reached.add(to);
        if (occupied[to]) break;
      }
    }
    total += reached.size;
  }
  return total / trials;
}

function averageReach(letter: string): number {
  const size = sankaku.topology.size;
  let total = 0;
  for (let c = 0; c < size; c++) total += sankaku.reach!(letter, 0, c).length;
  return total / size;
}

describe('Sankaku evaluation', () => {
  it('rests on the reach measurements quoted beside the piece values', () => {
    expect(averageReach('R')).toBeCloseTo(18.5, 1);
    expect(averageReach('G')).toBeCloseTo(8.95, 1);
    expect(averageReach('H')).toBeCloseTo(4.36, 1);
    expect(averageReach('S')).toBeCloseTo(2.59, 1);
    expect(Math.abs(chariotReach(0.3, 6000, 1) - 9)).toBeLessThan(1);
    expect(SANKAKU_VALUES.chariot).toBeGreaterThan(SANKAKU_VALUES.general);
    expect(SANKAKU_VALUES.general).toBeGreaterThan(SANKAKU_VALUES.cavalry);
    expect(SANKAKU_VALUES.cavalry).toBeGreaterThan(SANKAKU_VALUES.soldier);
  });

  it('gives the start position only the tempo of the side to move', () => {
    const start = concrete(sankaku.create());
    expect(evaluation.evaluate(start, 0)).toBe(SANKAKU_WEIGHTS.tempo);
    expect(evaluation.evaluate(start, 1)).toBe(-SANKAKU_WEIGHTS.tempo);
  });

  it('scores a position and its mirror image the same for the mirrored side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 80 }),
        (seed, plies) => {
          const p = randomPosition(seed, plies);
          const mirrored = parse(mirrorText(p.toText()));
          expect(evaluation.evaluate(mirrored, 1)).toBe(evaluation.evaluate(p, 0));
          expect(evaluation.evaluate(mirrored, 0)).toBe(evaluation.evaluate(p, 1));
          expect(evaluation.evaluate(p, 0)).toBe(0 - evaluation.evaluate(p, 1));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('is exact inside the window and a true bound outside it (lazy evaluation)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 1 }),
        (seed, plies, alpha, width, seat) => {
          const p = randomPosition(seed, plies);
          const exact = evaluation.evaluate(p, seat);
          const beta = alpha + width;
          const lazy = evaluation.evaluate(p, seat, alpha, beta);
          if (exact > alpha && exact < beta) expect(lazy).toBe(exact);
          else if (exact <= alpha) expect(lazy <= alpha && lazy >= exact).toBe(true);
          else expect(lazy >= beta && lazy <= exact).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives a cached position the value it computed, under each set of rules and after clear()', () => {
    // One evaluation scores every position twice (the second time from its cache, the
    // activity clamped at both ends included); a fresh one per position never reads a cache.
    const cached = new SankakuEvaluation();
    const readings: Record<string, string>[] = [{}, { 'run-downs': 'unlimited' }, {}];
    for (const options of readings) {
      for (let seed = 1; seed <= 40; seed++) {
        const random = seededRandom(seed);
        const p = concrete(sankaku.create(options));
        for (let ply = 0; ply < 60 && p.outcome() === undefined; ply++) {
          const fresh = new SankakuEvaluation().blackScore(p);
          expect(cached.blackScore(p)).toBe(fresh);
          expect(cached.blackScore(p)).toBe(fresh);
          // Emptied (as a search's clear() does), it computes the same value again.
          if (ply % 7 === 0) {
            cached.clear();
            expect(cached.blackScore(p)).toBe(fresh);
          }
          const moves = p.legalMoves();
          p.play(moves[Math.floor(random() * moves.length)]);
        }
      }
    }
  });

  it('scores won material higher', () => {
    const start = concrete(sankaku.create());
    // White's Chariot on c8 removed; then also a White Soldier.
    const chariot = parse('1er/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b');
    const more = parse('1er/hhghh/1ss1ss1/7/7/1SSSSS1/HHGHH/RER b');
    const base = evaluation.evaluate(start, 0);
    expect(evaluation.evaluate(chariot, 0)).toBeGreaterThan(base + SANKAKU_VALUES.chariot - 150);
    expect(evaluation.evaluate(more, 0)).toBeGreaterThan(evaluation.evaluate(chariot, 0));
    expect(evaluation.evaluate(chariot, 1)).toBeLessThan(-SANKAKU_VALUES.chariot + 150);
  });

  it('punishes an Emperor that no piece guards', () => {
    // Black's Emperor on d1 guarded by a Soldier on c1, or with the Soldier gone astray.
    const guarded = parse('1e1/2g2/7/7/7/7/5/SE1 w');
    const naked = parse('1e1/2g2/7/7/S6/7/5/1E1 w');
    expect(evaluation.evaluate(guarded, 0)).toBeGreaterThan(evaluation.evaluate(naked, 0));
  });

  it('orders captures by victim and bounds the gain, unbounded when the Emperor can fall', () => {
    // Black General e8 next to White's Emperor d8 (guarded by the General d7); a loose Chariot a4.
    const p = parse('1eG/2g2/7/7/r6/7/5/1E1 b');
    const takeEmperor = unwrap(p.parseMove('e8-d8'));
    const takeChariot = unwrap(p.parseMove('d1-a4'));
    expect(evaluation.captureOrder(p, takeEmperor)).toBeGreaterThan(
      evaluation.captureOrder(p, takeChariot),
    );
    expect(evaluation.largestGain(p)).toBeGreaterThan(10_000);
    const quiet = parse('1e1/2g2/7/7/r6/7/5/1E1 b');
    expect(evaluation.largestGain(quiet)).toBeGreaterThanOrEqual(SANKAKU_VALUES.general);
    expect(evaluation.largestGain(quiet)).toBeLessThan(10_000);
  });

  it('is the registered evaluation of the game', () => {
    expect(sankakuEvaluation.game).toBe(sankaku.id);
  });
});

describe('the searcher on Sankaku positions', () => {
  const player = new AiPlayer(sankaku, { hashMegabytes: 4 });

  it('captures the enemy Emperor when it can, rather than a loose Chariot', () => {
    const p = parse('1eG/2g2/7/7/r6/7/5/1E1 b');
    const result = player.think(p, { depth: 3 });
    expect(result.moveText).toBe('e8-d8');
    p.play(result.move);
    expect(p.outcome()?.winners).toEqual([Sankaku.BLACK]);
  });

  it('takes the Emperor even at level 1, which looks one move ahead without quiescence', () => {
    // Black's Emperor d1 unguarded; White's Emperor may leap onto it.
    const p = parse('1e1/5/7/7/S6/7/5/1E1 w');
    const won = parse('3/5/7/7/S6/7/5/1E1 w');
    expect(evaluation.evaluate(won, 0)).toBeGreaterThan(10_000);
    expect(evaluation.evaluate(won, 1)).toBeLessThan(-10_000);
    for (let seed = 1; seed <= 5; seed++) {
      const result = new AiPlayer(sankaku, { level: 1, seed }).think(p);
      expect(result.moveText).toBe('d8-d1');
    }
  });

  it('does not leave its Emperor capturable when a safe move exists', () => {
    // White's General d2 attacks Black's Emperor d1; the Chariot c1 guards d2 through c2.
    const p = parse('1e1/5/7/7/7/7/2g2/RE1 b');
    const moves = p.legalMoves();
    expect(moves.some((m) => p.leavesEmperorCapturable(m))).toBe(true);
    expect(moves.some((m) => !p.leavesEmperorCapturable(m))).toBe(true);
    const result = player.think(p, { depth: 3 });
    expect(p.leavesEmperorCapturable(result.move)).toBe(false);
  });

  it('never leaves its Emperor en prise, takes a capturable Emperor, and plays legal moves', () => {
    let checked = 0;
    for (let seed = 1; checked < 24 && seed < 400; seed++) {
      const p = randomPosition(seed, 10 + (seed % 50));
      if (p.outcome() !== undefined) continue;
      const moves = p.legalMoves();
      const enemyEmperor = p.emperorAt[p.turn ^ 1];
      const canWin = moves.some((m) => Sankaku.moveTo(m) === enemyEmperor);
      const canStaySafe = moves.some((m) => !p.leavesEmperorCapturable(m));
      const result = player.think(p, { depth: 2 });
      expect(moves).toContain(result.move);
      if (canWin) expect(Sankaku.moveTo(result.move)).toBe(enemyEmperor);
      else if (canStaySafe) expect(p.leavesEmperorCapturable(result.move)).toBe(false);
      checked++;
    }
    expect(checked).toBe(24);
  });
});
