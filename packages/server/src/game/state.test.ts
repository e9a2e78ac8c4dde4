import { describe, expect, it } from 'vitest';
import type { ClockSpec, GameEvent, StoredGame } from '../store/types.js';
import { GameState } from './state.js';

function game(clock: ClockSpec): GameState {
  const stored: StoredGame = {
    id: 'g',
    game: 'trigonal',
    options: {},
    clock,
    public: false,
    createdAt: 0,
    rematchOf: null,
    seats: [{ tokenHash: 'a' }, { tokenHash: 'b' }],
  };
  const state = new GameState(stored);
  let seq = 0;
  const events: [number, GameEvent][] = [
    [0, { kind: 'join', seat: 0, name: 'Ann' }],
    [0, { kind: 'join', seat: 1, name: null }],
    [1000, { kind: 'start' }],
  ];
  for (const [at, event] of events) state.apply({ seq: ++seq, at, event });
  return state;
}

function move(state: GameState, at: number, text: string): void {
  state.apply({
    seq: state.seq + 1,
    at,
    event: { kind: 'move', seat: state.position.turn, move: text },
  });
}

describe('clocks', () => {
  it('increment: the mover loses the time used and gains the bonus', () => {
    const state = game({ kind: 'realtime', initialMs: 60_000, bonusMs: 2_000, mode: 'increment' });
    expect(state.deadline()).toBe(61_000);
    move(state, 11_000, 'h4-h5');
    expect(state.remaining).toEqual([52_000, 60_000]);
    expect(state.clocks(16_000)).toEqual([52_000, 55_000]);
    expect(state.deadline()).toBe(71_000);
  });

  it('delay: the first seconds of each move are free', () => {
    const state = game({ kind: 'realtime', initialMs: 60_000, bonusMs: 5_000, mode: 'delay' });
    expect(state.deadline()).toBe(66_000);
    move(state, 4_000, 'h4-h5');
    expect(state.remaining[0]).toBe(60_000);
    move(state, 14_000, 'g10-g9');
    expect(state.remaining[1]).toBe(55_000);
    expect(state.clocks(20_000)).toEqual([59_000, 55_000]);
  });

  it('correspondence: each move has its days, afresh', () => {
    const day = 86_400_000;
    const state = game({ kind: 'correspondence', daysPerMove: 2 });
    expect(state.deadline()).toBe(1000 + 2 * day);
    move(state, 1000 + day, 'h4-h5');
    expect(state.remaining).toEqual([2 * day, 2 * day]);
    expect(state.deadline()).toBe(1000 + 3 * day);
  });

  it('untimed games have no deadline; a flag stops the clock at zero', () => {
    expect(game({ kind: 'none' }).deadline()).toBe(Infinity);
    const state = game({ kind: 'realtime', initialMs: 1_000, bonusMs: 0, mode: 'increment' });
    state.apply({ seq: state.seq + 1, at: 2_000, event: { kind: 'flag', seat: 0 } });
    expect(state.status).toBe('finished');
    expect(state.result).toEqual({ winners: [1], reason: 'White lost on time' });
    expect(state.clocks(5_000)).toEqual([0, 1_000]);
    expect(state.deadline()).toBe(Infinity);
  });
});

describe('draws', () => {
  it('a draw offer lapses when a move is made', () => {
    const state = game({ kind: 'none' });
    state.apply({ seq: state.seq + 1, at: 2_000, event: { kind: 'draw-offer', seat: 0 } });
    expect(state.drawOffer?.by).toBe(0);
    move(state, 3_000, 'h4-h5');
    expect(state.drawOffer).toBeNull();
    expect(state.names).toEqual(['Ann', null]);
  });
});

describe('a player of three leaving (Triangulation)', () => {
  function three(): GameState {
    const clock: ClockSpec = { kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' };
    const state = new GameState({
      id: 't',
      game: 'triangulation',
      options: {},
      clock,
      public: false,
      createdAt: 0,
      rematchOf: null,
      seats: [{ tokenHash: 'a' }, { tokenHash: 'b' }, { tokenHash: 'c' }],
    });
    state.apply({ seq: 1, at: 1000, event: { kind: 'start' } });
    return state;
  }

  it('a leaver not to move: its clock stops, the mover’s runs on; then one leaving loses', () => {
    const state = three();
    expect(state.leaving(2, 'resign')).toEqual({ kind: 'withdraw', seat: 2, reason: 'resign' });
    state.apply({ seq: 2, at: 5_000, event: state.leaving(2, 'resign') });
    expect(state.status).toBe('playing');
    expect(state.active()).toEqual([0, 1]);
    expect(state.moves).toEqual(['leave:b']);
    expect(state.withdrawals).toEqual([{ seat: 2, reason: 'resign', ply: 0 }]);
    expect(state.position.turn).toBe(0);
    expect(state.clocks(11_000)).toEqual([50_000, 60_000, 60_000]);
    expect(state.deadline()).toBe(61_000);
    expect(state.leaving(1, 'resign')).toEqual({ kind: 'resign', seat: 1 });
    state.apply({ seq: 3, at: 12_000, event: state.leaving(1, 'resign') });
    expect(state.result).toEqual({ winners: [0], reason: 'Green resigned' });
  });

  it('a leaver to move: the turn and the clock pass to the next player', () => {
    const state = three();
    state.apply({ seq: 2, at: 21_000, event: { kind: 'withdraw', seat: 0, reason: 'flag' } });
    expect(state.position.turn).toBe(1);
    expect(state.remaining[0]).toBe(40_000);
    expect(state.deadline()).toBe(81_000);
    expect(state.clocks(31_000)).toEqual([40_000, 50_000, 60_000]);
  });

  it('replays a resignation stored before withdrawals as it ended then', () => {
    const state = three();
    state.apply({ seq: 2, at: 2_000, event: { kind: 'resign', seat: 0 } });
    expect(state.result).toEqual({ winners: [1, 2], reason: 'Red resigned' });
  });
});
