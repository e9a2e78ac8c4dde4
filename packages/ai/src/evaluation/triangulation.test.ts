import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@trigon/engine';
import * as Triangulation from '@trigon/engine/games/triangulation';
import {
  GAME_WON,
  NEARLY_LOST,
  TRIANGULATION_WEIGHTS,
  TriangulationEvaluation,
  triangulationEvaluation,
} from './triangulation.js';

type TriangulationPosition = Triangulation.TriangulationPosition;
const { triangulation, board, CELLS, ROTATE, RUKH_RAYS, CAVALRY_MOVES, transformPosition } =
  Triangulation;

const evaluation = triangulationEvaluation as TriangulationEvaluation;
/** Material only, for exact sums. */
const materialOnly = new TriangulationEvaluation({
  ...TRIANGULATION_WEIGHTS,
  rukhMobility: 0,
  cavalryMobility: 0,
  advance: [0, 0, 0, 0, 0, 0, 0, 0],
  shelter: 0,
  tropism: [0],
  rescue: [0],
});

/** Board text with the given pieces (cell name → token such as 'rG*') and the rest empty. */
function place(pieces: Record<string, string>, rest: string): TriangulationPosition {
  const text = `${unwrap(Triangulation.boardText(pieces))} ${rest}`;
  return unwrap(triangulation.parse(text)) as TriangulationPosition;
}

const play = (p: TriangulationPosition, text: string) => p.play(unwrap(p.parseMove(text)));

const ROTATE_COLOURS = [1, 2, 0];

/** The position turned by σ (rules §2.5): cells rotate, Red→Green→Blue→Red. */
const rotate = (p: TriangulationPosition) => transformPosition(p, ROTATE, ROTATE_COLOURS);

/** A small deterministic generator, so that each seed names one game. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

function playout(p: TriangulationPosition, seed: number, plies: number): void {
  const rand = random(seed);
  for (let i = 0; i < plies; i++) {
    const moves = p.legalMoves();
    if (moves.length === 0) break;
    p.play(moves[rand(moves.length)]);
  }
}

describe('Triangulation evaluation', () => {
  it('scores the start position level for every player, three or two', () => {
    const p = triangulation.create() as TriangulationPosition;
    expect([0, 1, 2].map((s) => evaluation.evaluate(p, s))).toEqual([0, 0, 0]);
    const q = triangulation.create({ players: '2' }) as TriangulationPosition;
    expect([0, 1].map((s) => evaluation.evaluate(q, s))).toEqual([0, 0]);
  });

  it('is unchanged by the rotation σ with the colours rotated (T14)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('3', '2'),
        (seed, plies, players) => {
          const p = triangulation.create({ players }) as TriangulationPosition;
          playout(p, seed, plies);
          const q = rotate(p);
          for (let s = 0; s < 3; s++) {
            expect(evaluation.evaluate(q, ROTATE_COLOURS[s])).toBe(evaluation.evaluate(p, s));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives a two-player score that one player gains what the other loses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const p = triangulation.create({ players: '2' }) as TriangulationPosition;
        playout(p, seed, 40);
        if (p.outcome() !== undefined) return;
        expect(evaluation.evaluate(p, 0) + evaluation.evaluate(p, 1) + 0).toBe(0);
      }),
      { numRuns: 30 },
    );
  });

  it('scores material up as up and down as down', () => {
    const start = triangulation.create().toText();
    // Blue's Rukh G8Γ and Red's Infantry C6Ω taken off the board.
    const withoutBlueRukh = unwrap(
      triangulation.parse(start.replace('bIbIbR/', 'bIbI1/')),
    ) as TriangulationPosition;
    expect(evaluation.evaluate(withoutBlueRukh, 0)).toBeGreaterThan(200);
    expect(evaluation.evaluate(withoutBlueRukh, 2)).toBeLessThan(-400);
    expect(materialOnly.evaluate(withoutBlueRukh, 0)).toBe(250);
    expect(materialOnly.evaluate(withoutBlueRukh, 2)).toBe(-500);
    const withoutRedInfantry = unwrap(
      triangulation.parse(start.replace('rIrIrIrIrI', '1rIrIrIrI')),
    ) as TriangulationPosition;
    expect(materialOnly.evaluate(withoutRedInfantry, 0)).toBe(-100);
    expect(evaluation.evaluate(withoutRedInfantry, 0)).toBeLessThan(-50);
    expect(evaluation.evaluate(withoutRedInfantry, 1)).toBeGreaterThan(25);
  });

  it('counts converted pieces for their new owner, and an eliminated player has nothing', () => {
    // T12 played out: Red took Green's General and owns Green's Rukh on H3Σ.
    const p = place({ D7Σ: 'rG*', H1Ω: 'rC', H3Σ: 'gR*', G8Δ: 'bG*', H6Δ: 'bI' }, 'b rrb - gG/-/-');
    expect(p.activeSeats()).toEqual([0, 2]);
    expect(materialOnly.evaluate(p, 0)).toBe(300 + 500 - 100);
    expect(materialOnly.evaluate(p, 2)).toBe(100 - 800);
    expect(evaluation.evaluate(p, 1)).toBe(-GAME_WON);
    // The converted Rukh is worth what an own one is.
    const own = place(
      { D7Σ: 'rG*', H1Ω: 'rC', H3Σ: 'rR*', G8Δ: 'bG*', H6Δ: 'bI' },
      'b rrb - gG/-/-',
    );
    expect(evaluation.evaluate(own, 0)).toBe(evaluation.evaluate(p, 0));
  });

  it('scores the end of the game: the winner wins, bare Generals draw', () => {
    const won = place({ D7Σ: 'rG*', H1Ω: 'rC', H3Σ: 'gR*' }, 'r rrr - gGbG/-/-');
    expect(evaluation.evaluate(won, 0)).toBe(GAME_WON);
    expect(evaluation.evaluate(won, 2)).toBe(-GAME_WON);
    const bare = place({ D7Σ: 'rG*', H1Ω: 'gG*', H8β: 'bG*' }, 'r rgb - -/-/-');
    expect([0, 1, 2].map((s) => evaluation.evaluate(bare, s))).toEqual([0, 0, 0]);
  });

  it('counts a checkmated player whose General will be taken as out, its army to the taker', () => {
    // T12: Green is checkmated by Red's Cavalry and moves its Rukh; Blue moves next, then Red
    // must take the General and Green's Rukh with it.
    const p = place(
      { D7Σ: 'rG*', G4Φ: 'rC', H1Ω: 'gG*', H2Ω: 'gR*', G8Γ: 'bG*', H6Δ: 'bI' },
      'g rgb - -/-/-',
    );
    play(p, 'H2Ω-H3Σ');
    expect(p.checkmatedSeats()).toEqual([1]);
    expect(evaluation.evaluate(p, 1)).toBe(-NEARLY_LOST);
    expect(materialOnly.evaluate(p, 0)).toBe(300 + 500 - 100);
    expect(materialOnly.evaluate(p, 2)).toBe(100 - 800);
    // Not flagged (the same pieces, Green to move again), Green still counts as a player.
    const unflagged = place(
      { D7Σ: 'rG*', G4Φ: 'rC', H1Ω: 'gG*', H3Σ: 'gR*', G8Γ: 'bG*', H6Δ: 'bI' },
      'b rgb - -/-/-',
    );
    expect(materialOnly.evaluate(unflagged, 1)).toBe(500 - (300 + 100) / 2);
  });

  it('in the two-player mode counts the neutral army for no one, until its General is taken', () => {
    // Red's Rukh on H4Π can take the neutral (Blue) General on H7Γ along rank H; a neutral
    // Rukh and Infantry are still on the board.
    const rest = 'r rgn - -/-/- players=2';
    const before = place(
      { B8Ω: 'rG', H4Π: 'rR*', D5Ω: 'gG*', H7Γ: 'bG*', G8Γ: 'bR', F8Δ: 'bI' },
      `${rest}`,
    );
    expect(materialOnly.evaluate(before, 0)).toBe(500);
    expect(materialOnly.evaluate(before, 1)).toBe(-500);
    // A neutral piece fewer changes nothing for either player.
    const fewer = place({ B8Ω: 'rG', H4Π: 'rR*', D5Ω: 'gG*', H7Γ: 'bG*', G8Γ: 'bR' }, rest);
    expect(evaluation.evaluate(fewer, 0)).toBe(evaluation.evaluate(before, 0));
    // Taking the neutral General wins its remaining pieces: Rukh and Infantry.
    const capture = before.legalMoves().find((m) => before.moveToCoord(m) === 'H4Π-H7Γ');
    expect(capture).toBeDefined();
    expect(evaluation.captureOrder(before, capture!)).toBeGreaterThan((1000 + 600) * 8 - 10);
    before.play(capture!);
    expect(before.contents(board.cell('G8Γ'))).toEqual([{ owner: 0, kind: 'R', original: 2 }]);
    expect(materialOnly.evaluate(before, 0)).toBe(500 + 500 + 100);
  });

  it('values advanced Infantry, and more so near a corner where something can be rescued', () => {
    const rest = (piles: string) => `r rgb - ${piles}`;
    const pieces = (infantry: string) => ({
      B8Ω: 'rG',
      F4Ω: 'gG*',
      H8Γ: 'bG',
      [infantry]: 'rI',
    });
    const back = place(pieces('C7Φ'), rest('-/-/-'));
    const forward = place(pieces('F5Φ'), rest('-/-/-'));
    expect(evaluation.evaluate(forward, 0)).toBeGreaterThan(evaluation.evaluate(back, 0));
    // Green holds a Red Rukh: an Infantry one step from Green's corner H1Ω gains half of it.
    const near = place(pieces('H2Φ'), rest('-/-/-'));
    const nearWithPile = place(pieces('H2Φ'), rest('-/rR/-'));
    const gain = evaluation.evaluate(nearWithPile, 0) - evaluation.evaluate(near, 0);
    expect(gain).toBe((500 * TRIANGULATION_WEIGHTS.rescue[1]) / 100);
    // Far from any corner, the pile is worth nothing yet.
    const far = place(pieces('C7Φ'), rest('-/rR/-'));
    expect(evaluation.evaluate(far, 0)).toBe(evaluation.evaluate(back, 0));
  });

  it('orders captures: a General (with its army) first, then by victim, cheaper attacker first', () => {
    const p = place(
      { B8Ω: 'rG', E6Σ: 'rR*', F6Σ: 'gR*', D7Σ: 'rI', H1Ω: 'gG*', H8Γ: 'bG*', E6Φ: 'bI' },
      'r rgb - -/-/-',
    );
    const order = (text: string) => {
      const move = p.legalMoves().find((m) => p.moveToCoord(m) === text);
      expect(move, text).toBeDefined();
      return evaluation.captureOrder(p, move!);
    };
    expect(order('E6Σ-F6Σ')).toBeGreaterThan(order('D7Σ-E6Φ'));
    expect(order('D7Σ-E6Φ')).toBeGreaterThan(order('E6Σ-E6Φ'));
  });

  it('knows when a player is out of the game', () => {
    const p = place({ D7Σ: 'rG*', H1Ω: 'rC', H3Σ: 'gR*', G8Δ: 'bG*' }, 'b rrb - gG/-/-');
    expect([0, 1, 2].map((s) => evaluation.inGame(p, s))).toEqual([true, false, true]);
  });

  it('rests its piece values on reach measured on this board', () => {
    const rand = random(7);
    let rukh = 0;
    let cavalry = 0;
    let samples = 0;
    for (let trial = 0; trial < 300; trial++) {
      const occupied = Uint8Array.from({ length: CELLS }, () => (rand(3) === 0 ? 1 : 0));
      for (let cell = 0; cell < CELLS; cell++) {
        const seen = new Set<number>();
        for (let d = 0; d < 6; d++) {
          const at = cell * 6 + d;
          for (let j = RUKH_RAYS.start[at]; j < RUKH_RAYS.start[at] + RUKH_RAYS.length[at]; j++) {
            seen.add(RUKH_RAYS.cells[j]);
            if (occupied[RUKH_RAYS.cells[j]]) break;
          }
        }
        rukh += seen.size;
        cavalry += CAVALRY_MOVES.start[cell + 1] - CAVALRY_MOVES.start[cell];
        samples++;
      }
    }
    expect(rukh / samples).toBeCloseTo(9.4, 0);
    expect(cavalry / samples).toBeCloseTo(5.7, 1);
  });
});
