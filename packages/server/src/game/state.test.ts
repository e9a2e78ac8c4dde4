import { describe, expect, it } from 'vitest';
import type { ClockSpec, GameEvent } from '@trigon/protocol';
import type { StoredGame } from '../store/types.js';
import { ratedPlaces } from '../ratings/game-end.js';
import { BARE_KING } from '../testing/fixtures.js';
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

/** The game after its first round, both first moves made as it started: every clock runs. */
function opened(clock: ClockSpec): GameState {
  const state = game(clock);
  move(state, 1000, 'h4-h5');
  move(state, 1000, 'g10-g9');
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
  it('a real-time clock starts with its seat’s first move; the first move is due in time', () => {
    const state = game({ kind: 'realtime', initialMs: 60_000, bonusMs: 2_000, mode: 'increment' });
    expect(state.deadline()).toBe(Infinity);
    expect(state.firstMoveDue(30_000)).toBe(31_000);
    expect(state.clocks(20_000)).toEqual([60_000, 60_000]);
    // The first move takes no time and earns no bonus.
    move(state, 20_000, 'h4-h5');
    expect(state.remaining).toEqual([60_000, 60_000]);
    expect(state.firstMoveDue(30_000)).toBe(50_000);
    expect(state.clocks(45_000)).toEqual([60_000, 60_000]);
    move(state, 45_000, 'g10-g9');
    expect(state.firstMoveDue(30_000)).toBe(Infinity);
    expect(state.deadline()).toBe(105_000);
    expect(state.clocks(50_000)).toEqual([55_000, 60_000]);
  });

  it('an abort ends the game with nobody winning, the clocks where they stood', () => {
    const state = game({ kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' });
    move(state, 4_000, 'h4-h5');
    state.apply({ seq: state.seq + 1, at: 34_000, event: { kind: 'abort', seat: 1 } });
    expect(state.status).toBe('finished');
    expect(state.aborted).toBe(1);
    expect(state.result).toEqual({ winners: [], reason: 'game aborted: Black made no first move' });
    expect(state.remaining).toEqual([60_000, 60_000]);
    expect(state.firstMoveDue(30_000)).toBe(Infinity);
  });

  it('increment: the mover loses the time used and gains the bonus', () => {
    const state = opened({
      kind: 'realtime',
      initialMs: 60_000,
      bonusMs: 2_000,
      mode: 'increment',
    });
    expect(state.deadline()).toBe(61_000);
    move(state, 11_000, 'i4-i5');
    expect(state.remaining).toEqual([52_000, 60_000]);
    expect(state.clocks(16_000)).toEqual([52_000, 55_000]);
    expect(state.deadline()).toBe(71_000);
  });

  it('delay: the first seconds of each move are free', () => {
    const state = opened({ kind: 'realtime', initialMs: 60_000, bonusMs: 5_000, mode: 'delay' });
    expect(state.deadline()).toBe(66_000);
    move(state, 4_000, 'i4-i5');
    expect(state.remaining[0]).toBe(60_000);
    move(state, 14_000, 'g9-g8');
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

  it('correspondence: the clock of the seat to move stops where it stood at the end', () => {
    const day = 86_400_000;
    // White runs out of its two days: its clock shows nothing left, Black's its days.
    const flagged = game({ kind: 'correspondence', daysPerMove: 2 });
    flagged.apply({ seq: flagged.seq + 1, at: 1000 + 2 * day, event: { kind: 'flag', seat: 0 } });
    expect(flagged.result).toEqual({ winners: [1], reason: 'White lost on time' });
    expect(flagged.clocks(1000 + 3 * day)).toEqual([0, 2 * day]);
    // Black resigns half a day into White's turn: White had a day and a half left.
    const resigned = game({ kind: 'correspondence', daysPerMove: 2 });
    move(resigned, 1000, 'h4-h5');
    move(resigned, 1000, 'g10-g9');
    resigned.apply({
      seq: resigned.seq + 1,
      at: 1000 + day / 2,
      event: { kind: 'resign', seat: 1 },
    });
    expect(resigned.clocks(1000 + day)).toEqual([1.5 * day, 2 * day]);
  });

  it('correspondence among three: a player out of time to move leaves with nothing left', () => {
    const day = 86_400_000;
    const stored: StoredGame = {
      id: 'g3',
      game: 'triangulation',
      options: {},
      clock: { kind: 'correspondence', daysPerMove: 1 },
      public: false,
      createdAt: 0,
      rematchOf: null,
      seats: [{ tokenHash: 'a' }, { tokenHash: 'b' }, { tokenHash: 'c' }],
    };
    const state = new GameState(stored);
    for (const seat of [0, 1, 2])
      state.apply({ seq: state.seq + 1, at: 0, event: { kind: 'join', seat, name: null } });
    state.apply({ seq: state.seq + 1, at: 0, event: { kind: 'start' } });
    for (const text of ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ']) move(state, 1000, text);
    state.apply({
      seq: state.seq + 1,
      at: 1000 + day,
      event: { kind: 'withdraw', seat: 0, reason: 'flag' },
    });
    expect(state.status).toBe('playing');
    expect(state.position.turn).toBe(1);
    // Red's clock stands at nothing; Green's turn has its day from now.
    expect(state.clocks(1000 + day)).toEqual([0, day, day]);
    expect(state.deadline()).toBe(1000 + 2 * day);
  });

  it('untimed games have no deadline; a flag stops the clock at zero', () => {
    expect(game({ kind: 'none' }).deadline()).toBe(Infinity);
    const state = opened({ kind: 'realtime', initialMs: 1_000, bonusMs: 0, mode: 'increment' });
    state.apply({ seq: state.seq + 1, at: 2_000, event: { kind: 'flag', seat: 0 } });
    expect(state.status).toBe('finished');
    expect(state.result).toEqual({ winners: [1], reason: 'White lost on time' });
    expect(state.clocks(5_000)).toEqual([0, 1_000]);
    expect(state.deadline()).toBe(Infinity);
  });
});

describe('the end of a game', () => {
  it('an agreed draw stops the clock of the seat to move where it stood', () => {
    const state = opened({ kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' });
    move(state, 4_000, 'i4-i5');
    state.apply({ seq: state.seq + 1, at: 5_000, event: { kind: 'draw-offer', seat: 0 } });
    state.apply({ seq: state.seq + 1, at: 10_000, event: { kind: 'draw-accept', seat: 1 } });
    expect(state.result).toEqual({ winners: [], reason: 'draw agreed' });
    expect(state.remaining).toEqual([57_000, 54_000]);
    expect(state.clocks(50_000)).toEqual([57_000, 54_000]);
  });

  // FIDE 6.9: a flag against a side whose opponent could never win (a lone King) draws.
  it('a flag against a lone King is drawn, and rated as a draw; one by the lone King loses', () => {
    const clock = { kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' } as const;
    const bare = game(clock);
    for (const text of BARE_KING) move(bare, 1000, text);
    const drawn = bare.leaving(0, 'flag');
    expect(drawn).toEqual({ kind: 'flag', seat: 0, drawn: true });
    bare.apply({ seq: bare.seq + 1, at: 70_000, event: drawn });
    expect(bare.result).toEqual({
      winners: [],
      reason: 'White ran out of time, but Black cannot win',
    });
    expect(ratedPlaces(bare)).toEqual([1, 1]);
    // The lone King's own flag: White could still mate, so Black loses as before.
    const lost = game(clock);
    for (const text of [...BARE_KING, 'f1-e2']) move(lost, 1000, text);
    expect(lost.leaving(1, 'flag')).toEqual({ kind: 'flag', seat: 1 });
    lost.apply({ seq: lost.seq + 1, at: 70_000, event: lost.leaving(1, 'flag') });
    expect(lost.result).toEqual({ winners: [0], reason: 'Black lost on time' });
    expect(ratedPlaces(lost)).toEqual([1, 2]);
  });

  it('takes each event once, in order: anything else is a fault', () => {
    const state = game({ kind: 'none' });
    const at = state.seq;
    expect(() => state.apply({ seq: at, at: 0, event: { kind: 'start' } })).toThrow(
      `event ${at} applied after ${at}`,
    );
    expect(() => state.apply({ seq: at + 2, at: 0, event: { kind: 'start' } })).toThrow(
      `event ${at + 2} applied after ${at}`,
    );
  });

  it('a claim gives the seat to the token’s hash', () => {
    const state = game({ kind: 'none' });
    state.apply({
      seq: state.seq + 1,
      at: 0,
      event: { kind: 'claim', seat: 1, tokenHash: 'c' },
    });
    expect(state.seatOfToken('c')).toBe(1);
    expect(state.seatOfToken('b')).toBeNull();
  });
});

describe('a player of three leaving: the clocks', () => {
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
    // The first round, at once: every clock runs from then on.
    for (const [seat, move] of ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ'].entries())
      state.apply({ seq: state.seq + 1, at: 1000, event: { kind: 'move', seat, move } });
    return state;
  }

  it('a leaver not to move: its clock stops, the mover’s runs on; then one leaving loses', () => {
    const state = three();
    expect(state.leaving(2, 'resign')).toEqual({ kind: 'withdraw', seat: 2, reason: 'resign' });
    state.apply({ seq: state.seq + 1, at: 5_000, event: state.leaving(2, 'resign') });
    expect(state.status).toBe('playing');
    expect(state.position.turn).toBe(0);
    expect(state.clocks(11_000)).toEqual([50_000, 60_000, 60_000]);
    expect(state.deadline()).toBe(61_000);
    expect(state.leaving(1, 'resign')).toEqual({ kind: 'resign', seat: 1 });
    state.apply({ seq: state.seq + 1, at: 12_000, event: state.leaving(1, 'resign') });
    expect(state.result).toEqual({ winners: [0], reason: 'Green resigned' });
  });

  it('a leaver to move: the turn and the clock pass to the next player', () => {
    const state = three();
    state.apply({
      seq: state.seq + 1,
      at: 21_000,
      event: { kind: 'withdraw', seat: 0, reason: 'flag' },
    });
    expect(state.position.turn).toBe(1);
    expect(state.remaining[0]).toBe(40_000);
    expect(state.deadline()).toBe(81_000);
    expect(state.clocks(31_000)).toEqual([40_000, 50_000, 60_000]);
  });
});

describe('copy', () => {
  /** Everything a state holds, the position as its text, comparable with toEqual. */
  function facts(state: GameState): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(state)) {
      if (key === 'board') continue;
      out[key] = value instanceof Set ? [...(value as Set<unknown>)] : value;
    }
    out.position = state.position.toText();
    out.drawOffer = state.drawOffer && {
      ...state.drawOffer,
      accepted: [...state.drawOffer.accepted],
    };
    return out;
  }

  it('copies every fact, and the copy moves on alone', () => {
    const state = game({ kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment' });
    move(state, 2_000, 'h4-h5');
    state.apply({ seq: state.seq + 1, at: 2_500, event: { kind: 'draw-offer', seat: 1 } });
    state.apply({ seq: state.seq + 1, at: 2_600, event: { kind: 'join', seat: 0, name: 'Bo' } });
    const copy = state.copy();
    expect(facts(copy)).toEqual(facts(state));
    const before = facts(state);
    move(copy, 5_000, 'g10-g9');
    copy.apply({ seq: copy.seq + 1, at: 5_100, event: { kind: 'join', seat: 1, name: 'Cy' } });
    expect(facts(state)).toEqual(before);
    expect(copy.moves).toEqual(['h4-h5', 'g10-g9']);
    expect(copy.nameChanges).toEqual([1, 1]);
    expect(state.nameChanges).toEqual([1, 0]);
  });
});
