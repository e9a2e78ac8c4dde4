import { playingSeats } from './seats.js';
import type { Move, MoveEffect, MoveWarning, PieceView, Position, SeatStatus } from './types.js';

/**
 * What a page shows about a position, for any game: each function asks the position and falls
 * back to a default that fits a two-player game with check (types.ts names each default). Pages
 * call these rather than the optional members, so that a game with nothing to add says nothing.
 */

/** Every seat's standing, one entry per seat of the game. */
export function seatStatus(position: Position): readonly SeatStatus[] {
  if (position.seatStatus) return position.seatStatus();
  const over = position.outcome() !== undefined;
  const active = position.activeSeats?.() ?? playingSeats(position.game, position.options);
  const checked = position.inCheck();
  return position.game.players.map((_, seat): SeatStatus => {
    if (!active.includes(seat)) return { state: 'neutral', toMove: false };
    // A checkmated King stays marked in check once the game is over, as its cell does.
    const state = checked && seat === position.turn ? 'check' : 'playing';
    return { state, toMove: !over && seat === position.turn };
  });
}

/** The cells to mark as in check. */
export function checkCells(position: Position): readonly number[] {
  if (position.checkCells) return position.checkCells();
  if (!position.inCheck()) return [];
  const royal = royalKinds(position);
  const cells: number[] = [];
  for (let cell = 0; cell < position.game.topology.size; cell++) {
    const stack = position.contents(cell);
    const top = stack[stack.length - 1];
    if (top && top.owner === position.turn && royal.has(top.kind)) cells.push(cell);
  }
  return cells;
}

/** What `move` causes, read from `position` before it (which is left as it was). */
export function moveEffects(position: Position, move: Move): readonly MoveEffect[] {
  if (position.moveEffects) return position.moveEffects(move);
  const by = position.turn;
  position.play(move);
  const check = position.outcome() === undefined && position.inCheck();
  const victim = position.turn;
  position.undo();
  return check ? [{ type: 'check', by, seats: [victim] }] : [];
}

/** Warnings about a legal `move` in `position`. */
export function moveWarnings(position: Position, move: Move): readonly MoveWarning[] {
  return position.moveWarnings?.(move) ?? [];
}

/** The pieces beside the board per seat, or undefined where the game shows none. */
export function heldPieces(position: Position): readonly (readonly PieceView[])[] | undefined {
  return position.heldPieces?.();
}

/** The letters of the royal piece kinds of a position's game. */
export function royalKinds(position: Position): ReadonlySet<string> {
  return new Set(position.game.pieces.filter((p) => p.royal).map((p) => p.letter));
}

/**
 * Whether `seat` could still win by some sequence of legal moves (`Position.canWin`); true
 * where the game does not say. A server asks it when the other seat's flag falls (FIDE 6.9).
 */
export function couldWin(position: Position, seat: number): boolean {
  return position.canWin?.(seat) ?? true;
}
