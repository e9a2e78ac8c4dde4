import { test } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { boardGeometry } from './geometry.js';
test('x', () => {
  const g = unwrap(games.get('triangulation'));
  for (const a of g.views) {
    const geo = boardGeometry(g.topology, a);
    console.log(a, geo.labels.map((l) => `${l.text}@${l.x.toFixed(1)},${l.y.toFixed(1)}`).join(' '));
  }
});
