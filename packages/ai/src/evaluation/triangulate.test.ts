import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games, unwrap, type Position } from '@trigon/engine';
import * as Triangulate from '@trigon/engine/games/triangulate';
import { AiPlayer } from '../player.js';
import { seededRandom } from '../random.js';
import {
  TRIANGULATE_WEIGHTS,
  TriangulateEvaluation,
  triangulateEvaluation,
} from './triangulate.js';

const triangulate = unwrap(games.get('triangulate'));
const evaluation = new TriangulateEvaluation();
const concrete = (p: Position) => p as Triangulate.TriangulatePosition;
const parse = (text: string) => concrete(unwrap(triangulate.parse(text)));

/** A position reached by random moves from the start (it may be a finished game). */
function randomPosition(seed: number, plies: number): Triangulate.TriangulatePosition {
  const random = seededRandom(seed);
  const p = concrete(triangulate.create());
  for (let i = 0; i < plies && p.outcome() === undefined; i++) {
    const moves = p.legalMoves();
    p.play(moves[Math.floor(random() * moves.length)]);
  }
  return p;
}

/**
 * The left-right mirror image with the players swapped (the start layout maps onto itself
 * this way, rules §2): each rank reversed, X↔O and x↔o, the turn and the supplies swapped.
 */
function mirrorText(text: string): string {
  const [board, turn, xSupply, oSupply, passes] = text.split(' ');
  const swap = (s: string) =>
    s.replace(/[XOxo]/g, (c) => ({ X: 'O', O: 'X', x: 'o', o: 'x' })[c] ?? c);
  const ranks = board.split('/').map((rank) => {
    const tokens = rank.match(/\([^)]*\)|\d|[XOxo]/g) ?? [];
    return swap(tokens.reverse().join(''));
  });
  return [ranks.join('/'), turn === 'X' ? 'O' : 'X', oSupply, xSupply, passes].join(' ');
}

/** Whether any reply of the player to move wins at once. */
function canWinNow(p: Triangulate.TriangulatePosition): boolean {
  return p.legalMoves().some((m) => {
    p.play(m);
    const won = p.outcome()?.winners.length === 1;
    p.undo();
    return won;
  });
}

describe('Triangulate evaluation', () => {
  it('gives the start position only the tempo of the side to move', () => {
    const start = concrete(triangulate.create());
    expect(evaluation.evaluate(start, 0)).toBe(TRIANGULATE_WEIGHTS.tempo);
    expect(evaluation.evaluate(start, 1)).toBe(-TRIANGULATE_WEIGHTS.tempo);
  });

  it('scores a position and its mirror image the same for the swapped player', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 80 }),
        (seed, plies) => {
          const p = randomPosition(seed, plies);
          if (p.outcome() !== undefined) return;
          const mirrored = parse(mirrorText(p.toText()));
          expect(evaluation.evaluate(mirrored, 1)).toBe(evaluation.evaluate(p, 0));
          expect(evaluation.evaluate(mirrored, 0)).toBe(evaluation.evaluate(p, 1));
          expect(evaluation.evaluate(p, 0)).toBe(0 - evaluation.evaluate(p, 1));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('values a threat of a third token, and two threats more', () => {
    // X: a pair on d4; one X token next to it (e4) or far away (h1).
    const none = parse('O6O/8/8/8/3(XX)4/8/8/O6X O 30 30 0');
    const one = parse('O6O/8/8/8/3(XX)X3/8/8/O7 O 30 30 0');
    const two = parse('O6O/8/8/8/3(XX)X(XX)2/8/8/O7 O 30 30 0');
    expect(evaluation.evaluate(one, 0)).toBeGreaterThan(evaluation.evaluate(none, 0) + 50);
    expect(evaluation.evaluate(two, 0)).toBeGreaterThan(evaluation.evaluate(one, 0) + 200);
  });

  it('counts frozen tokens against their owner, and supply for it', () => {
    // X's token on c3 alone, or covered by an O token.
    const free = parse('8/8/8/8/8/2X1O3/8/8 X 30 30 0');
    const frozen = parse('8/8/8/8/8/2(XO)5/8/8 X 30 30 0');
    expect(evaluation.evaluate(free, 0)).toBeGreaterThan(evaluation.evaluate(frozen, 0));
    const rich = parse('8/8/8/8/8/2X1O3/8/8 X 10 5 0');
    const poor = parse('8/8/8/8/8/2X1O3/8/8 X 5 10 0');
    expect(evaluation.evaluate(rich, 0)).toBeGreaterThan(evaluation.evaluate(poor, 0) + 50);
  });

  it('calls only placing moves irreversible', () => {
    const p = concrete(triangulate.create());
    expect(evaluation.irreversible(p, unwrap(p.parseMove('c1-d2')))).toBe(true);
    expect(evaluation.irreversible(p, unwrap(p.parseMove('c1-d1')))).toBe(false);
  });

  it('is the registered evaluation of the game', () => {
    expect(triangulateEvaluation.game).toBe(triangulate.id);
  });
});

describe('the searcher on Triangulate positions', () => {
  const player = new AiPlayer(triangulate, { hashMegabytes: 4 });

  it('triangulates when it can in one move', () => {
    // X: the pair d4 and a token on e4; O threatens nothing.
    const p = parse('O6O/8/8/8/3(XX)X3/8/8/O6X X 30 30 0');
    const result = player.think(p, { depth: 3 });
    expect(result.moveText).toBe('e4-d4');
    p.play(result.move);
    expect(p.outcome()?.winners).toEqual([Triangulate.X]);
  });

  it('triangulates even at level 1, which looks one move ahead without quiescence', () => {
    const p = parse('O6O/8/8/8/3(XX)X3/8/8/O6X X 30 30 0');
    for (let seed = 1; seed <= 5; seed++) {
      const result = new AiPlayer(triangulate, { level: 1, seed }).think(p);
      expect(result.moveText).toBe('e4-d4');
    }
  });

  it("blocks the opponent's threat by covering the token that would complete it", () => {
    // O: the pair d5 and e6 next to it; X's f7 is the only token that can cover e6.
    const p = parse('X7/5X2/4O3/3(OO)4/7X/8/8/O6O X 30 30 0');
    expect(canWinNow(p)).toBe(false);
    const result = player.think(p, { depth: 3 });
    expect(result.moveText).toBe('f7-e6');
    p.play(result.move);
    expect(canWinNow(p)).toBe(false);
  });

  it('plays legal moves in random positions', () => {
    for (let seed = 1; seed <= 16; seed++) {
      const p = randomPosition(seed, 4 * seed);
      if (p.outcome() !== undefined) continue;
      const result = player.think(p, { depth: 2 });
      expect(p.legalMoves()).toContain(result.move);
      // A win in one is always taken.
      if (canWinNow(p)) {
        p.play(result.move);
        expect(p.outcome()?.winners).toEqual([1 - p.turn]);
      }
    }
  });
});
