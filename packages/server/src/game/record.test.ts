import { describe, expect, it } from 'vitest';
import { games, readRecord } from '@trigon/engine';
import type { ClockSpec, GameEvent } from '@trigon/protocol';
import type { StoredGame } from '../store/types.js';
import { gameRecord } from './record.js';
import { GameState } from './state.js';

function started(
  game: string,
  seats: number,
  names: (string | null)[],
  facts: Partial<StoredGame> = {},
): GameState {
  const stored: StoredGame = {
    id: 'g1',
    game,
    options: {},
    clock: { kind: 'correspondence', daysPerMove: 2 },
    public: false,
    createdAt: Date.UTC(2026, 10, 29, 12),
    rematchOf: null,
    seats: Array.from({ length: seats }, (_, i) => ({ tokenHash: String(i) })),
    ...facts,
  };
  const state = new GameState(stored);
  const events: GameEvent[] = [
    ...names.map((name, seat): GameEvent => ({ kind: 'join', seat, name })),
    { kind: 'start' },
  ];
  for (const event of events) state.apply({ seq: state.seq + 1, at: 0, event });
  return state;
}

function act(state: GameState, event: GameEvent): void {
  state.apply({ seq: state.seq + 1, at: 0, event });
}

describe('the server’s game record', () => {
  it('is the app’s format: names, rounds, the result per seat, and it reads back', () => {
    const state = started('trigonal', 2, ['Ann', null]);
    act(state, { kind: 'move', seat: 0, move: 'f4-f5' });
    act(state, { kind: 'move', seat: 1, move: 'i16-i13' });
    act(state, { kind: 'resign', seat: 0 });
    const text = gameRecord(state);
    expect(text).toMatch(
      /^\[Game "trigonal"\]\n\[Title "Trigonal Chess"\]\n\[Date "2026\.11\.29"\]\n\[White "Ann"\]\n\[Black "Black"\]\n\[Id "g1"\]\n\[Event "Casual correspondence game"\]\n\[TimeControl "1\/172800"\]\n\[Result "0-1"\]\n\[Termination "Black wins: White resigned"\]\n\n1\. f4-f5 \S+ 0-1\n$/,
    );
    const read = readRecord(text, games);
    expect(read.ok && read.value).toMatchObject({
      moves: ['f4-f5', 'i16-i13'],
      players: ['Ann', 'Black'],
      result: { winners: [1], reason: 'White resigned' },
    });
  });

  it('says whether the game was rated, its speed and its clock, as lichess’s records do', () => {
    const clocks: [ClockSpec, boolean, string, string][] = [
      [
        { kind: 'realtime', initialMs: 180_000, bonusMs: 2_000, mode: 'increment' },
        true,
        'Rated blitz game',
        '180+2',
      ],
      [
        { kind: 'realtime', initialMs: 2_000, bonusMs: 50, mode: 'increment' },
        false,
        'Casual bullet game',
        '2+0.05',
      ],
      [
        { kind: 'realtime', initialMs: 900_000, bonusMs: 10_000, mode: 'delay' },
        false,
        'Casual rapid game',
        '900 delay 10',
      ],
      [{ kind: 'correspondence', daysPerMove: 3 }, true, 'Rated correspondence game', '1/259200'],
      [{ kind: 'none' }, false, 'Casual correspondence game', '-'],
    ];
    for (const [clock, rated, event, control] of clocks) {
      const state = started('trigonal', 2, ['Ann', 'Bo'], { clock, ...(rated ? { rated } : {}) });
      const text = gameRecord(state);
      expect(text).toContain(`[Event "${event}"]\n[TimeControl "${control}"]\n`);
      // The tags are the record's own: it reads back.
      expect(readRecord(text, games).ok).toBe(true);
    }
  });

  it('says before a withdrawal how the player left, and numbers by rounds', () => {
    const state = started('triangulation', 3, ['Ann', 'Bo', 'Cy']);
    act(state, { kind: 'move', seat: 0, move: 'A8Ω-D7Φ' });
    act(state, { kind: 'withdraw', seat: 1, reason: 'abandon' });
    const text = gameRecord(state);
    expect(text).toMatch(/\n1\. \S+ \{Green abandoned the game\} leave:g \*\n$/);
    const read = readRecord(text, games);
    expect(read.ok && read.value.moves).toEqual(['A8Ω-D7Φ', 'leave:g']);
  });

  it('writes an aborted game with no result, and why', () => {
    const state = started('trigonal', 2, ['Ann', 'Bo']);
    act(state, { kind: 'move', seat: 0, move: 'f4-f5' });
    act(state, { kind: 'abort', seat: 1 });
    const text = gameRecord(state);
    expect(text).toContain('[Termination "Game aborted: Black made no first move"]');
    expect(text).toContain('[Result "*"]');
    expect(text.trimEnd().endsWith('1. f4-f5 *')).toBe(true);
    const back = readRecord(text, games);
    expect(back.ok && back.value.result).toBeUndefined();
  });

  // Two processes of one deployment, or one moved to another host, give one game one record.
  it('dates the game by the UTC calendar, whatever time zone the server runs in', () => {
    const zone = process.env.TZ;
    try {
      // 20:00 UTC on 7 December is already 8 December at UTC+14.
      process.env.TZ = 'Pacific/Kiritimati';
      const createdAt = Date.UTC(2026, 11, 7, 20);
      expect(new Date(createdAt).getDate()).toBe(8);
      const text = gameRecord(started('trigonal', 2, ['Ann', 'Bob'], { createdAt }));
      expect(text).toContain('[Date "2026.12.07"]');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
