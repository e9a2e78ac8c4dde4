import type { StoredEvent } from '@trigon/protocol';
import type { StoredGame } from '../store/types.js';

/** A two-seat game of the rules `game` as a store keeps it, with no clock and no seat taken. */
export function storedGame(id: string, game: string): StoredGame {
  return {
    id,
    game,
    options: {},
    clock: { kind: 'none' },
    public: false,
    createdAt: Date.now(),
    rematchOf: null,
    seats: [{ tokenHash: null }, { tokenHash: null }],
  };
}

/** Event number `seq`: a move by the seat whose turn it is, White moving first. */
export function moveEvent(seq: number, text: string, at = Date.now()): StoredEvent {
  return { seq, at, event: { kind: 'move', seat: (seq + 1) % 2, move: text } };
}
