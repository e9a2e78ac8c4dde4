import type { Position } from './types.js';

/**
 * Counts the sequences of `depth` legal moves from the position (docs/rules/README.md §7).
 * A finished game has no legal moves, so it adds nothing below its end. `depth` is a whole
 * number from 0 up (a RangeError otherwise).
 */
export function perft(position: Position, depth: number): number {
  checkDepth(depth);
  if (depth === 0) return 1;
  const buffers = Array.from({ length: depth }, () => new Int32Array(position.maxMoves));
  return count(position, depth, buffers);
}

/** Perft split by root move: the coordinate form of each move with its count, in move order. */
export function perftDivide(position: Position, depth: number): { move: string; nodes: number }[] {
  checkDepth(depth);
  if (depth === 0) return [];
  const buffers = Array.from({ length: depth }, () => new Int32Array(position.maxMoves));
  const root = buffers[depth - 1];
  const n = position.generateLegal(root, 0);
  const out: { move: string; nodes: number }[] = [];
  for (let i = 0; i < n; i++) {
    const move = root[i];
    const text = position.moveToCoord(move);
    position.play(move);
    out.push({ move: text, nodes: depth === 1 ? 1 : count(position, depth - 1, buffers) });
    position.undo();
  }
  return out;
}

/**
 * A depth is a count of moves. Anything else is the caller's mistake, refused here with its
 * value rather than failing deep inside (2.5 and NaN found no move buffer: "Cannot set
 * properties of undefined").
 */
function checkDepth(depth: number): void {
  if (!Number.isInteger(depth) || depth < 0)
    throw new RangeError(`perft depth must be a whole number from 0 up, not ${depth}`);
}

function count(position: Position, depth: number, buffers: Int32Array[]): number {
  const moves = buffers[depth - 1];
  const n = position.generateLegal(moves, 0);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    position.play(moves[i]);
    total += count(position, depth - 1, buffers);
    position.undo();
  }
  return total;
}
