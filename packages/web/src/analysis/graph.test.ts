import { expect, it } from 'vitest';
import { areaPath, graphPoints, linePath, plyBand } from './graph.js';

it('gives every move an equal band, the first at the left', () => {
  expect(plyBand(1, 4, 400)).toEqual({ x: 0, width: 100 });
  expect(plyBand(4, 4, 400)).toEqual({ x: 300, width: 100 });
  expect(() => plyBand(0, 4, 400)).toThrow('move 0 is not one of 4');
  expect(() => plyBand(5, 4, 400)).toThrow('move 5 is not one of 4');
});

it('draws one point per analysed move at the middle of its band, a share of 1 at the top', () => {
  const shares = [[0.5, 0.5], [1, 0], undefined, [0.25, 0.75]];
  expect(graphPoints(shares, 0, 400, 100)).toEqual([
    { ply: 1, x: 50, y: 50 },
    { ply: 2, x: 150, y: 0 },
    { ply: 4, x: 350, y: 75 },
  ]);
  expect(graphPoints(shares, 1, 400, 100).map((p) => p.y)).toEqual([50, 100, 25]);
});

it('breaks the line where a move is not analysed yet', () => {
  const points = graphPoints([[0.5], [1], undefined, [0]], 0, 400, 100);
  expect(linePath(points)).toBe('M50 50L150 0M350 100');
});

it('fills under the line from the left edge, to the right edge once every move is analysed', () => {
  const all = graphPoints([[0.5], [1]], 0, 400, 100);
  expect(areaPath(all, 2, 400, 100)).toBe('M0 100L0 50L100 50L300 0L400 0L400 100Z');
  const part = graphPoints([[0.5], undefined, [1]], 0, 300, 100);
  expect(areaPath(part, 3, 300, 100)).toBe('M0 100L0 50L50 50L50 50L50 100Z');
  expect(areaPath([], 3, 300, 100)).toBe('');
});
