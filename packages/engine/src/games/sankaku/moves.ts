import { rays } from './board.js';

/**
 * A move packed into a non-negative integer:
 *
 *   bits 0–5    from cell
 *   bits 6–11   to cell
 *   bits 12–15  piece code captured on `to` (0 when `to` was empty)
 *   bit 16      the mover promotes to General
 *   bits 17–19  the Chariot's direction, when it runs Soldiers down (else 0)
 *   bits 20–27  run-down mask: bit i set when the i-th cell of ray (from, direction) held an
 *               enemy Soldier that the Chariot ran down (i = 0 is the first cell)
 *
 * From and to alone determine a legal move in a position (rules §6); the other fields are
 * what the position already implies, kept so that searches can order and undo moves without
 * looking them up.
 */
export const FROM_MASK = 0x3f;
export const TO_SHIFT = 6;
export const CAPTURED_SHIFT = 12;
export const PROMOTES = 1 << 16;
export const DIRECTION_SHIFT = 17;
export const RUN_DOWN_SHIFT = 20;
/** Every bit that says the move captures something. */
export const CAPTURE_BITS = (0xf << CAPTURED_SHIFT) | (0xff << RUN_DOWN_SHIFT);

export function packMove(
  from: number,
  to: number,
  captured: number,
  promotes: boolean,
  direction: number,
  runDownMask: number,
): number {
  return (
    from |
    (to << TO_SHIFT) |
    (captured << CAPTURED_SHIFT) |
    (promotes ? PROMOTES : 0) |
    (runDownMask === 0 ? 0 : (direction << DIRECTION_SHIFT) | (runDownMask << RUN_DOWN_SHIFT))
  );
}

export function moveFrom(move: number): number {
  return move & FROM_MASK;
}

export function moveTo(move: number): number {
  return (move >> TO_SHIFT) & FROM_MASK;
}

/** The piece code taken on the destination cell, or 0. */
export function moveCaptured(move: number): number {
  return (move >> CAPTURED_SHIFT) & 0xf;
}

export function movePromotes(move: number): boolean {
  return (move & PROMOTES) !== 0;
}

/** Anything captured: on the destination or run down on the way. */
export function moveCaptures(move: number): boolean {
  return (move & CAPTURE_BITS) !== 0;
}

export function moveRunDownMask(move: number): number {
  return (move >> RUN_DOWN_SHIFT) & 0xff;
}

export function moveDirection(move: number): number {
  return (move >> DIRECTION_SHIFT) & 7;
}

/** The cells of the Soldiers a Chariot move runs down, nearest first (not for hot paths). */
export function moveRunDowns(move: number): number[] {
  const mask = moveRunDownMask(move);
  const out: number[] = [];
  if (mask === 0) return out;
  const at = rays.start[moveFrom(move) * 6 + moveDirection(move)];
  for (let i = 0; i < 8; i++) if (mask & (1 << i)) out.push(rays.cells[at + i]);
  return out;
}

/** How many pieces the move captures in all (0, 1 or more with run-downs). */
export function moveCaptureCount(move: number): number {
  let n = moveCaptured(move) === 0 ? 0 : 1;
  for (let mask = moveRunDownMask(move); mask !== 0; mask &= mask - 1) n++;
  return n;
}
