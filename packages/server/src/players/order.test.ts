import { describe, expect, it } from 'vitest';
import type { ClockSpec, PlayerGame } from '@trigon/protocol';
import { inProgressOrder } from './order.js';

const REALTIME: ClockSpec = { kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' };
const DAYS: ClockSpec = { kind: 'correspondence', daysPerMove: 2 };

function game(id: string, toMove: boolean, clock: ClockSpec): PlayerGame {
  return {
    id,
    game: 'any',
    rated: false,
    createdAt: 0,
    status: 'playing',
    seat: 0,
    turn: toMove ? 0 : 1,
    toMove,
    opponents: [],
    others: [],
    clock,
    clocks: null,
    result: null,
    place: null,
    calledOff: false,
  };
}

describe('inProgressOrder', () => {
  it('moves the correspondence and untimed games waiting on the player to the front, keeping order', () => {
    const list = [
      game('realtime, my turn', true, REALTIME),
      game('days, their turn', false, DAYS),
      game('days, my turn', true, DAYS),
      game('untimed, my turn', true, { kind: 'none' }),
      game('realtime, their turn', false, REALTIME),
    ];
    expect(inProgressOrder(list).map((g) => g.id)).toEqual([
      'days, my turn',
      'untimed, my turn',
      'realtime, my turn',
      'days, their turn',
      'realtime, their turn',
    ]);
    expect(list[0]!.id).toBe('realtime, my turn');
  });
});
