import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { formatRoute, parseRoute, type PlayRoute } from '../app/route.js';
import { resultParam, sessionFromRoute } from './fromRoute.js';
import { GameSession } from './session.js';

const trigonal = unwrap(games.get('trigonal'));
const base: PlayRoute = {
  page: 'play',
  game: 'trigonal',
  mode: 'local',
  level: 2,
  seat: 0,
  options: {},
  moves: ['f4-f5', 'i16-i13'],
};

/** The session a link gives, after the link went through the address bar. */
function throughLink(route: PlayRoute) {
  return sessionFromRoute(trigonal, parseRoute(formatRoute(route)) as PlayRoute);
}

describe('a play link', () => {
  it('carries an ending the players made, and the session gets it back', () => {
    const cases: [(s: GameSession) => void, unknown][] = [
      [(s) => s.resign(0), { winners: [1], reason: 'White resigned', by: 'resignation' }],
      [(s) => s.agreeDraw(), { winners: [], reason: 'draw by agreement', by: 'agreement' }],
    ];
    for (const [end, ending] of cases) {
      const played = unwrap(sessionFromRoute(trigonal, base));
      expect(resultParam(played)).toBeUndefined();
      end(played);
      const route = { ...base, result: resultParam(played) };
      expect(formatRoute(route)).toContain(
        ending === cases[0][1] ? '&result=0-1+White+resigned' : '&result=1%2F2-1%2F2+draw+by',
      );
      expect(unwrap(throughLink(route)).ending()).toEqual(ending);
    }
  });

  it('carries no result for an ending by the rules: the moves show it', () => {
    const mate = unwrap(GameSession.fromText(trigonal, 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1'));
    unwrap(mate.playText('d4-b2'));
    expect(mate.ending()?.by).toBe('rules');
    expect(resultParam(mate)).toBeUndefined();
  });

  it('refuses a result that does not read, with what it should look like', () => {
    const cases: [string, RegExp][] = [
      [
        '0-1',
        /'0-1', does not read: it must be a result and its reason, as in '0-1 White resigned'/,
      ],
      ['* going on', /it must be a result and its reason/],
      ['1-1 both won', /'1-1' is not a result/],
      ['1-0-0 White resigned', /'1-0-0' is not a result of 2 seats/],
    ];
    for (const [result, message] of cases) {
      const read = throughLink({ ...base, result });
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(message);
    }
  });

  it('refuses a result for a game the rules ended already', () => {
    const read = sessionFromRoute(trigonal, {
      ...base,
      start: 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1',
      moves: ['d4-b2'],
      result: '0-1 White resigned',
    });
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error).toBe('The link gives a result, but the game already ended: checkmate.');
  });
});
