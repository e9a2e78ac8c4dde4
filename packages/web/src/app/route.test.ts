import { describe, expect, it } from 'vitest';
import { aiSeats, formatRoute, parseRoute, type Route } from './route.js';

describe('the lobby route', () => {
  it('keeps its filters in the URL, apart from the game it offers to create', () => {
    expect(
      formatRoute({ page: 'lobby', game: 'tri-chess', only: 'trigonal', rated: true, max: 1600 }),
    ).toBe('#/lobby?game=tri-chess&of=trigonal&rated=true&max=1600');
    expect(parseRoute('#/lobby?speed=rapid&rated=false&min=1400')).toEqual({
      page: 'lobby',
      speed: 'rapid',
      rated: false,
      min: 1400,
    });
  });

  it('leaves out a malformed rating or rated value', () => {
    expect(parseRoute('#/lobby?rated=yes&min=-5&max=1e3')).toEqual({ page: 'lobby' });
  });
});

describe('routes', () => {
  const routes: Route[] = [
    { page: 'home' },
    { page: 'rules', game: 'trigonal' },
    { page: 'new', game: 'sankaku', mode: 'ai' },
    { page: 'lobby' },
    { page: 'lobby', game: 'tri-chess' },
    { page: 'lobby', only: 'trigonal', speed: 'blitz', rated: true, min: 1400, max: 1600 },
    { page: 'lobby', game: 'sankaku', rated: false, min: 0 },
    { page: 'signin' },
    { page: 'signup' },
    { page: 'signin', from: '#/online/abc' },
    { page: 'signup', from: '#/play/trigonal?mode=ai&level=2&moves=d4-b2' },
    { page: 'account' },
    { page: 'player', name: 'Ada_Lovelace', list: 1 },
    { page: 'player', name: 'Ada-2', list: 3 },
    { page: 'leaderboard', game: 'trigonal' },
    { page: 'leaderboard', game: 'triangulation', speed: 'correspondence' },
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
    {
      page: 'play',
      game: 'triangulation',
      mode: 'ai',
      level: 2,
      seat: 1,
      options: { players: '3' },
      ai: [
        { seat: 0, level: 1 },
        { seat: 2, level: 4 },
      ],
      moves: ['C6Ω-D6Ω'],
    },
    {
      page: 'play',
      game: 'triangulation',
      mode: 'ai',
      level: 3,
      seat: 0,
      options: {},
      ai: [{ seat: 2, level: 3 }],
      moves: [],
    },
  ];

  it.each(routes.map((r) => [formatRoute(r), r] as const))('reads back %s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('goes back only to an address of the app after signing in', () => {
    expect(parseRoute('#/signin?from=https%3A%2F%2Fevil.example')).toEqual({ page: 'signin' });
    expect(parseRoute('#/signup?from=%23%2Flobby')).toEqual({ page: 'signup', from: '#/lobby' });
  });

  it('falls back to the list of games for an unknown address', () => {
    expect(parseRoute('#/nowhere')).toEqual({ page: 'home' });
    expect(parseRoute('')).toEqual({ page: 'home' });
  });

  it('gives the AI every seat but the viewer’s unless the route lists its seats', () => {
    const route = parseRoute('#/play/triangulation?mode=ai&level=3&seat=1');
    if (route.page !== 'play') throw new Error('not a play route');
    expect([...aiSeats(route, 3)]).toEqual([
      [0, 3],
      [2, 3],
    ]);
    const two = parseRoute('#/play/triangulation?mode=ai&level=3&ai=2.5,9.1,x,2.1');
    if (two.page !== 'play') throw new Error('not a play route');
    expect(two.ai).toEqual([
      { seat: 2, level: 5 },
      { seat: 9, level: 1 },
    ]);
    // Seats the game does not have are dropped; nobody is the AI on one screen.
    expect([...aiSeats(two, 3)]).toEqual([[2, 5]]);
    expect([...aiSeats({ ...two, mode: 'local' }, 3)]).toEqual([]);
    expect(parseRoute('#/play/triangulation?mode=local&ai=1.2')).not.toHaveProperty('ai');
  });

  it('counts a player page’s games from 1, as the server does', () => {
    expect(parseRoute('#/@/Ada')).toEqual({ page: 'player', name: 'Ada', list: 1 });
    expect(parseRoute('#/@/Ada?page=2')).toEqual({ page: 'player', name: 'Ada', list: 2 });
    expect(parseRoute('#/@/Ada?page=0')).toEqual({ page: 'player', name: 'Ada', list: 1 });
    expect(formatRoute({ page: 'player', name: 'Ada', list: 1 })).toBe('#/@/Ada');
    expect(formatRoute({ page: 'player', name: 'Ada', list: 2 })).toBe('#/@/Ada?page=2');
  });

  it('takes defaults for missing or malformed values', () => {
    const route = parseRoute('#/play/trigonal?level=x&ply=-3');
    expect(route).toMatchObject({
      page: 'play',
      mode: 'local',
      level: 2,
      seat: 0,
      moves: [],
      ply: 0,
    });
    expect(route).not.toHaveProperty('unknownMode');
  });

  it('keeps a mode it does not know, for the page to say so', () => {
    expect(parseRoute('#/play/trigonal?mode=odd')).toMatchObject({
      mode: 'local',
      unknownMode: 'odd',
    });
    expect(parseRoute('#/play/trigonal?mode=online')).toMatchObject({ unknownMode: 'online' });
    expect(parseRoute('#/play/trigonal?mode=analysis')).not.toHaveProperty('unknownMode');
    expect(parseRoute('#/new/trigonal?mode=odd')).toMatchObject({ mode: 'ai', unknownMode: 'odd' });
    expect(parseRoute('#/new/trigonal?mode=online')).not.toHaveProperty('unknownMode');
    expect(formatRoute(parseRoute('#/play/trigonal?mode=odd'))).toBe('#/play/trigonal?mode=local');
  });

  it('carries the clock of a game against the AI, and only there', () => {
    const route = parseRoute('#/play/trigonal?mode=ai&level=3&clock=3%2B2');
    expect(route).toMatchObject({ mode: 'ai', clock: '3+2' });
    expect(formatRoute(route)).toBe('#/play/trigonal?mode=ai&level=3&clock=3%2B2');
    expect(parseRoute('#/play/trigonal?mode=local&clock=3%2B2')).not.toHaveProperty('clock');
  });
});
