import { describe, expect, it } from 'vitest';
import { NEW_PLAYER, rate, type Rating } from './glicko2.js';
import { ratePlacings } from './placings.js';

const player = (rating: number, rd = 80): Rating => ({ rating, rd, volatility: 0.06 });

describe('rating by finishing order', () => {
  it('rates a game of two as one match', () => {
    const [a, b] = [player(1600), player(1450, 200)];
    expect(ratePlacings([a, b], [1, 2])).toEqual([
      rate(a, [{ opponent: b, score: 1 }]),
      rate(b, [{ opponent: a, score: 0 }]),
    ]);
    expect(ratePlacings([a, b], [1, 1])).toEqual([
      rate(a, [{ opponent: b, score: 0.5 }]),
      rate(b, [{ opponent: a, score: 0.5 }]),
    ]);
  });

  it('rates a game of three as the three pairs: the winner beat both, the second the first out', () => {
    const [red, green, blue] = [player(1500), player(1700), player(1400, 150)];
    // Green won, Red went out second, Blue first.
    const after = ratePlacings([red, green, blue], [2, 1, 3]);
    expect(after).toEqual([
      rate(red, [
        { opponent: green, score: 0 },
        { opponent: blue, score: 1 },
      ]),
      rate(green, [
        { opponent: red, score: 1 },
        { opponent: blue, score: 1 },
      ]),
      rate(blue, [
        { opponent: red, score: 0 },
        { opponent: green, score: 0 },
      ]),
    ]);
    expect(after[1]!.rating).toBeGreaterThan(1700);
    expect(after[2]!.rating).toBeLessThan(1400);
  });

  it('gives two winners of three a shared first place, and is the same in any seat order', () => {
    const three = [player(1500), NEW_PLAYER, player(1650, 60)];
    const after = ratePlacings(three, [1, 1, 3]);
    const turned = ratePlacings([three[2]!, three[0]!, three[1]!], [3, 1, 1]);
    expect(turned).toEqual([after[2], after[0], after[1]]);
    expect(after[2]!.rating).toBeLessThan(1650);
  });

  it('refuses places that do not match the players', () => {
    expect(() => ratePlacings([NEW_PLAYER, NEW_PLAYER], [1])).toThrow('2 ratings but 1 places');
  });
});
