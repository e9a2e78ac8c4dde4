import type { RayTable, TargetTable } from '../../grid/rays.js';

/**
 * Attack detection by reverse scanning: a cell is attacked by a slider when some ray from the
 * cell meets that slider first. This is exact only when every ray of the piece, read
 * backwards from any of its cells, is again a ray of the same piece (`raysReversible` checks
 * that for a table). A cell on two rays (a zigzag bishop's double path) is attacked when
 * either ray is clear, which the scan finds by walking every ray.
 */
export function rayAttacked(
  board: Int8Array,
  rays: RayTable,
  cell: number,
  slider: number,
  queen: number,
): boolean {
  const { directions, start, length, cells } = rays;
  for (let at = cell * directions, end = at + directions; at < end; at++) {
    for (let i = start[at], stop = i + length[at]; i < stop; i++) {
      const piece = board[cells[i]];
      if (piece !== 0) {
        if (piece === slider || piece === queen) return true;
        break;
      }
    }
  }
  return false;
}

/**
 * Attack detection along lines on which the attacking slider's type depends on where it stands
 * (Dekle's rook and bishop take turns along one altitude line): `attackers[i]` is the type of
 * slider (a positive piece code) that reaches the ray's origin from `rays.cells[i]`. The first
 * piece met on a ray attacks the cell when it is of that type or a queen of the side `sign`.
 * The rays must be whole lines through the cell, so that a piece on them sees the cell back.
 */
export function lineAttacked(
  board: Int8Array,
  rays: RayTable,
  attackers: Int8Array,
  cell: number,
  sign: number,
  queen: number,
): boolean {
  const { directions, start, length, cells } = rays;
  const signedQueen = sign * queen;
  for (let at = cell * directions, end = at + directions; at < end; at++) {
    for (let i = start[at], stop = i + length[at]; i < stop; i++) {
      const piece = board[cells[i]];
      if (piece !== 0) {
        if (piece === signedQueen || piece === sign * attackers[i]) return true;
        break;
      }
    }
  }
  return false;
}

/** Whether `piece` stands on one of the cell's targets; exact for symmetric target tables. */
export function leaperAttacked(
  board: Int8Array,
  targets: TargetTable,
  cell: number,
  piece: number,
): boolean {
  const { start, cells } = targets;
  for (let i = start[cell], stop = start[cell + 1]; i < stop; i++) {
    if (board[cells[i]] === piece) return true;
  }
  return false;
}

/**
 * Writes the sliding moves of the piece on `from` (sign `sign`: +1 White, −1 Black) along every
 * ray of `rays` into `out` from `n` on, and returns the new count. A destination met on several
 * rays is written once: `seen[cell] === stamp` marks the cells already written for this piece
 * (the caller takes a fresh stamp per piece, and reuses it across tables for a queen).
 */
export function slideMoves(
  board: Int8Array,
  rays: RayTable,
  from: number,
  sign: number,
  seen: Int32Array,
  stamp: number,
  out: Int32Array,
  n: number,
): number {
  const { directions, start, length, cells } = rays;
  for (let at = from * directions, end = at + directions; at < end; at++) {
    for (let i = start[at], stop = i + length[at]; i < stop; i++) {
      const to = cells[i];
      const piece = board[to] * sign;
      if (piece > 0) break;
      if (seen[to] !== stamp) {
        seen[to] = stamp;
        out[n++] = from | (to << 7);
      }
      if (piece !== 0) break;
    }
  }
  return n;
}

/**
 * Like `slideMoves`, but writes only the captures: the first piece met on each ray, when it is
 * an enemy. For quiescence search, where the quiet slides would be dropped anyway.
 */
export function slideCaptures(
  board: Int8Array,
  rays: RayTable,
  from: number,
  sign: number,
  seen: Int32Array,
  stamp: number,
  out: Int32Array,
  n: number,
): number {
  const { directions, start, length, cells } = rays;
  for (let at = from * directions, end = at + directions; at < end; at++) {
    for (let i = start[at], stop = i + length[at]; i < stop; i++) {
      const to = cells[i];
      const piece = board[to] * sign;
      if (piece === 0) continue;
      if (piece < 0 && seen[to] !== stamp) {
        seen[to] = stamp;
        out[n++] = from | (to << 7);
      }
      break;
    }
  }
  return n;
}

/** Writes the leaps of the piece on `from` to every target not held by its own side. */
export function leapMoves(
  board: Int8Array,
  targets: TargetTable,
  from: number,
  sign: number,
  out: Int32Array,
  n: number,
): number {
  const { start, cells } = targets;
  for (let i = start[from], stop = start[from + 1]; i < stop; i++) {
    const to = cells[i];
    if (board[to] * sign <= 0) out[n++] = from | (to << 7);
  }
  return n;
}

/** Like `leapMoves`, but writes only the leaps that take an enemy piece. */
export function leapCaptures(
  board: Int8Array,
  targets: TargetTable,
  from: number,
  sign: number,
  out: Int32Array,
  n: number,
): number {
  const { start, cells } = targets;
  for (let i = start[from], stop = start[from + 1]; i < stop; i++) {
    const to = cells[i];
    if (board[to] * sign < 0) out[n++] = from | (to << 7);
  }
  return n;
}
