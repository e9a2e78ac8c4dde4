import { describe, expect, it } from 'vitest';
import { accountRating, changeText, ratingText } from './ratingText.js';

describe('ratingText', () => {
  it('shows a provisional rating with a question mark, and none before the first game as 1500?', () => {
    expect(ratingText(null, true)).toBe('1500?');
    expect(ratingText(1338, true)).toBe('1338?');
    expect(ratingText(1623, false)).toBe('1623');
    expect(accountRating({ name: 'ann', rating: null, provisional: true })).toBe('1500?');
  });

  it('shows a change with its sign: a real minus sign, and ±0 for none', () => {
    expect(changeText({ before: 1500, after: 1562 })).toBe('(+62)');
    expect(changeText({ before: 1500, after: 1488 })).toBe('(\u221212)');
    expect(changeText({ before: 1500, after: 1500 })).toBe('(±0)');
  });
});
