import { expect, it } from 'vitest';
import { numberedLine } from './AnalysisView.js';

it('numbers a line by rounds, from wherever it starts', () => {
  expect(numberedLine(['a', 'b', 'c'], 0, 2)).toBe('1. a b 2. c');
  expect(numberedLine(['b', 'c', 'd'], 5, 2)).toBe('3... b 4. c d');
  expect(numberedLine(['g', 'b', 'r', 'g'], 1, 3)).toBe('1... g b 2. r g');
  expect(numberedLine([], 4, 2)).toBe('');
});
