import { expect, it } from 'vitest';
import { barSegments, firstSeatText, sharesText } from './bar.js';

it('puts the seat the board is turned to at the bottom of the bar', () => {
  expect(barSegments([0.7, 0.3], 0)).toEqual([
    { seat: 0, from: 0, to: 0.7 },
    { seat: 1, from: 0.7, to: 1 },
  ]);
  const flipped = barSegments([0.7, 0.3], 1);
  expect(flipped.map((s) => s.seat)).toEqual([1, 0]);
  expect(flipped[0].to).toBeCloseTo(0.3, 12);
  expect(barSegments([0.5, 0.2, 0.3], 2).map((s) => [s.seat, s.from, s.to])).toEqual([
    [2, 0, 0.3],
    [0, 0.3, 0.8],
    [1, 0.8, 1],
  ]);
  expect(() => barSegments([0.5, 0.5], 2)).toThrow('seat 2 is not one of 2');
});

it("writes a score from the first seat's view, mates as #n", () => {
  expect(firstSeatText({ turn: 0, score: 35, mate: 0 })).toBe('+0.3');
  expect(firstSeatText({ turn: 1, score: 35, mate: 0 })).toBe('−0.3');
  expect(firstSeatText({ turn: 1, score: -1234, mate: 0 })).toBe('+12.3');
  expect(firstSeatText({ turn: 0, score: 0, mate: 0 })).toBe('+0.0');
  expect(firstSeatText({ turn: 0, score: 99_995, mate: 3 })).toBe('#3');
  expect(firstSeatText({ turn: 1, score: 99_995, mate: 3 })).toBe('#-3');
  expect(firstSeatText({ turn: 1, score: -99_995, mate: -2 })).toBe('#2');
});

it('says every seat’s share in whole percent', () => {
  expect(sharesText(['Red', 'Green', 'Blue'], [0.414, 0.3, 0.286])).toBe(
    'Red 41%, Green 30%, Blue 29%',
  );
});
