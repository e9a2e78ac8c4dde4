import { expect, it } from 'vitest';
import { MAX_LEVEL, MIN_LEVEL } from '@trigon/ai';
import { AI_LEVELS, levelName } from './levels.js';

it('offers exactly the AI’s levels', () => {
  expect(MIN_LEVEL).toBe(1);
  expect(AI_LEVELS).toBe(MAX_LEVEL);
  expect(levelName(1)).toBe('1 (beginner)');
  expect(levelName(3)).toBe('3');
  expect(levelName(8)).toBe('8 (strongest, 10 s a move)');
});
