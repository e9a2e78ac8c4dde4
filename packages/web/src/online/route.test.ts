import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { formatRoute, parseRoute } from '../app/route.js';

describe('online addresses', () => {
  it('reads and writes an online game, with or without a seat token, and the lobby', () => {
    expect(parseRoute('#/online/abc_1')).toEqual({ page: 'online', id: 'abc_1', token: undefined });
    const invited = parseRoute('#/online/abc_1/TOKENtoken_123456');
    expect(invited).toEqual({ page: 'online', id: 'abc_1', token: 'TOKENtoken_123456' });
    expect(formatRoute(invited)).toBe('#/online/abc_1/TOKENtoken_123456');
    expect(parseRoute('#/lobby')).toEqual({ page: 'lobby' });
    expect(formatRoute({ page: 'lobby' })).toBe('#/lobby');
  });

  it('keeps the online mode of the new-game page', () => {
    for (const { id } of games.list()) {
      const route = parseRoute(`#/new/${id}?mode=online`);
      expect(route).toEqual({ page: 'new', game: id, mode: 'online' });
      expect(formatRoute(route)).toBe(`#/new/${id}?mode=online`);
    }
  });
});
