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

/** Trigonal Chess: White's and Black's first moves. */
export const OPENING = ['h4-h5', 'g10-g9'];

/** A short game of Trigonal Chess that ends in checkmate: Black mates with its second move. */
export const MATE = ['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6'];

/** Triangulation: Red, Green and Blue's first moves. */
export const ROUND = ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ'];

/** Red's Cavalry takes Green's General on G2Ω with the 10th move: Green is out, Blue to move. */
export const KNOCKOUT = [
  'A8Ω-D7Φ',
  'F3Ω-E5Ω',
  'H6Δ-G6Λ',
  'D7Φ-E5Ω',
  'H2Ω-G2Ω',
  'H7Δ-H5Λ',
  'E5Ω-H3Σ',
  'G3Φ-G4Σ',
  'H7Γ-H6Δ',
  'H3Σ-G2Ω',
];

/**
 * Trigonal Chess: Black gives away every piece but its King (found by a greedy search), White to
 * move with most of its army: Black could never win (FIDE 6.9), White could. `f1-e2` may follow.
 */
export const BARE_KING = [
  'f2-b2',
  'f10-d7',
  'b2-d7',
  'i16-i13',
  'd7-f11',
  'i13-h10',
  'f11-g12',
  'h14-i16',
  'g12-g13',
  'i14-i13',
  'g13-g11',
  'h10-f7',
  'g11-h12',
  'f7-h10',
  'h12-h10',
  'f8-f7',
  'h10-h13',
  'h15-g11',
  'h13-i15',
  'i16-h14',
  'i15-g11',
  'f7-f6',
  'g11-g10',
  'i17-i16',
  'f4-f6',
  'h14-h15',
  'g10-f9',
  'i16-i14',
  'f9-i14',
  'i13-i12',
  'i14-i12',
  'h15-h13',
];
