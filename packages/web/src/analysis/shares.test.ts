import { describe, expect, it } from 'vitest';
import { CLAMP, outcomeShares, sharesOf, SLOPE, verdictShares } from './shares.js';

const all = (n: number) => Array.from({ length: n }, () => true);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('sharesOf', () => {
  it("gives two seats lichess's win chance for a score in centipawns", () => {
    // lichess: 50 + 50 · (2 / (1 + exp(−0.00368208 · cp)) − 1) percent.
    for (const cp of [0, 35, 120, -250, 900]) {
      const lichess = 0.5 + 0.5 * (2 / (1 + Math.exp(-0.00368208 * cp)) - 1);
      expect(sharesOf([cp, -cp], all(2))[0]).toBeCloseTo(lichess, 12);
    }
    expect(sharesOf([0, 0], all(2))).toEqual([0.5, 0.5]);
  });

  it('splits equal scores evenly, favours the higher score and always sums to one', () => {
    expect(sharesOf([10, 10, 10], all(3)).map((s) => s.toFixed(6))).toEqual(
      Array(3).fill((1 / 3).toFixed(6)),
    );
    const shares = sharesOf([300, -100, -200], all(3));
    expect(shares[0]).toBeGreaterThan(shares[1]);
    expect(shares[1]).toBeGreaterThan(shares[2]);
    expect(sum(shares)).toBeCloseTo(1, 12);
    expect(shares[0] / shares[1]).toBeCloseTo(Math.exp(SLOPE * 400), 12);
  });

  it('clamps scores beyond ten pawns and gives a seat out of the game nothing', () => {
    expect(sharesOf([CLAMP * 50, -CLAMP * 50], all(2))).toEqual(sharesOf([CLAMP, -CLAMP], all(2)));
    const shares = sharesOf([200, -60_000, -200], [true, false, true]);
    expect(shares[1]).toBe(0);
    expect(shares[0] + shares[2]).toBeCloseTo(1, 12);
    expect(shares[0]).toBeCloseTo(sharesOf([200, -200], all(2))[0], 12);
  });

  it('refuses input that is a bug of the caller', () => {
    expect(() => sharesOf([1, 2], all(3))).toThrow('2 scores for 3 seats');
    expect(() => sharesOf([1, Number.NaN], all(2))).toThrow('not a number');
    expect(() => sharesOf([1, 2], [false, false])).toThrow('no seat is in the game');
  });
});

describe('verdictShares', () => {
  it('reads a two-seat score from the side to move', () => {
    const white = verdictShares({ turn: 0, score: 150, mate: 0 }, all(2));
    const black = verdictShares({ turn: 1, score: -150, mate: 0 }, all(2));
    expect(black).toEqual(white);
    expect(white[0]).toBeGreaterThan(0.6);
  });

  it('gives a mating side everything and a mated one nothing', () => {
    expect(verdictShares({ turn: 1, score: 99_990, mate: 2 }, all(2))).toEqual([0, 1]);
    expect(verdictShares({ turn: 1, score: -99_990, mate: -2 }, all(2))).toEqual([1, 0]);
    const mated = verdictShares(
      { turn: 0, score: -99_990, mate: -1, seatScores: [0, 300, 0] },
      all(3),
    );
    expect(mated[0]).toBe(0);
    expect(mated[1]).toBeGreaterThan(mated[2]);
  });

  it('takes the mover from the search and the others from the end of the best line', () => {
    const shares = verdictShares(
      { turn: 1, score: 500, mate: 0, seatScores: [-100, 0, -400] },
      all(3),
    );
    expect(shares).toEqual(sharesOf([-100, 500, -400], all(3)));
  });
});

describe('outcomeShares', () => {
  it('gives the winners the point and splits a draw among the seats in the game', () => {
    expect(outcomeShares({ winners: [1], reason: 'checkmate' }, all(2))).toEqual([0, 1]);
    expect(outcomeShares({ winners: [], reason: 'stalemate' }, all(2))).toEqual([0.5, 0.5]);
    expect(outcomeShares({ winners: [], reason: 'bare' }, [true, false, true])).toEqual([
      0.5, 0, 0.5,
    ]);
  });
});
