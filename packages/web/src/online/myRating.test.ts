import { describe, expect, it } from 'vitest';
import { rangeAround } from './myRating.js';

describe('rangeAround', () => {
  it('spreads around the rating, kept within the ratings a seek may name', () => {
    expect(rangeAround(1500, 100)).toEqual({ min: 1400, max: 1600 });
    expect(rangeAround(1662.4, 200)).toEqual({ min: 1462, max: 1862 });
    expect(rangeAround(150, 300)).toEqual({ min: 0, max: 450 });
    expect(rangeAround(3900, 300)).toEqual({ min: 3600, max: 4000 });
  });
});
