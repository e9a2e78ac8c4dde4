import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute, type Route } from './route.js';

describe('routes', () => {
  const routes: Route[] = [
    { page: 'home' },
    { page: 'rules', game: 'trigonal' },
    { page: 'new', game: 'sankaku', mode: 'ai' },
    {
      page: 'play',
      game: 'trigonal',
      mode: 'ai',
      level: 3,
      seat: 1,
      options: { castling: 'off' },
      start: 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1',
      moves: ['d4-b2'],
      ply: 0,
    },
    {
      page: 'play',
      game: 'triangulation',
      mode: 'local',
      level: 2,
      seat: 0,
      options: {},
      moves: ['H2Ω-H1Ω!R@C7Φ', 'pass'],
    },
  ];

  it.each(routes.map((r) => [formatRoute(r), r] as const))('reads back %s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('falls back to the list of games for an unknown address', () => {
    expect(parseRoute('#/nowhere')).toEqual({ page: 'home' });
    expect(parseRoute('')).toEqual({ page: 'home' });
  });

  it('takes defaults for missing or malformed values', () => {
    const route = parseRoute('#/play/trigonal?mode=odd&level=x&ply=-3');
    expect(route).toMatchObject({
      page: 'play',
      mode: 'local',
      level: 2,
      seat: 0,
      moves: [],
      ply: 0,
    });
  });
});
