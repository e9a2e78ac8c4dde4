import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RD, NEW_PLAYER, rate, ratingText, type Rating } from './glicko2.js';

describe('Glicko-2', () => {
  it("reproduces the paper's worked example: 1500/200 against 1400/30, 1550/100, 1700/300", () => {
    const player: Rating = { rating: 1500, rd: 200, volatility: 0.06 };
    const after = rate(player, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its steps (μ' = −0.2069, so 1464.06); unrounded it is 1464.0507.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('leaves the rating of a player who did not play, and grows its deviation up to 350', () => {
    const player: Rating = { rating: 1700, rd: 50, volatility: 0.06 };
    const after = rate(player, []);
    expect(after.rating).toBe(1700);
    expect(after.volatility).toBe(0.06);
    expect(after.rd).toBeCloseTo(Math.sqrt(50 ** 2 + (0.06 * 173.7178) ** 2), 3);
    expect(rate(NEW_PLAYER, []).rd).toBe(MAX_RD);
  });

  it('moves two new players apart by the same amount after one game between them', () => {
    const winner = rate(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 1 }]);
    const loser = rate(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0 }]);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rating).toBeGreaterThan(1600);
    expect(winner.rd).toBeLessThan(350);
    const drawn = rate(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0.5 }]);
    expect(drawn.rating).toBeCloseTo(1500, 6);
  });

  it('always gains from a win and loses from a loss, and keeps the deviation in bounds', () => {
    const rating = fc.record({
      rating: fc.double({ min: 600, max: 2800, noNaN: true }),
      rd: fc.double({ min: 30, max: 350, noNaN: true }),
      volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
    });
    fc.assert(
      fc.property(rating, rating, (player, opponent) => {
        const won = rate(player, [{ opponent, score: 1 }]);
        const lost = rate(player, [{ opponent, score: 0 }]);
        expect(won.rating).toBeGreaterThan(player.rating);
        expect(lost.rating).toBeLessThan(player.rating);
        for (const after of [won, lost]) {
          expect(after.rd).toBeGreaterThan(0);
          expect(after.rd).toBeLessThanOrEqual(MAX_RD);
          expect(Number.isFinite(after.volatility)).toBe(true);
        }
      }),
    );
  });

  it('writes a provisional rating with a question mark', () => {
    expect(ratingText(NEW_PLAYER)).toBe('1500?');
    expect(ratingText({ rating: 1834.6, rd: 60, volatility: 0.06 })).toBe('1835');
    expect(ratingText({ rating: 1834.4, rd: 110, volatility: 0.06 })).toBe('1834');
  });
});
