import type { PieceView } from '@trigon/engine';

type Contents = readonly (readonly PieceView[])[];

/**
 * Which pieces moved between two boards, for the move animation: each cell whose top piece
 * is new, paired with the cell it came from. Pieces are paired by kind and owner, preferring
 * the move's own cells, so that castling slides both king and rook and a step back through
 * the move list slides the piece home. A promoted piece comes from the move's origin; a piece
 * that appears from nowhere (a capture taken back) does not slide.
 */
export function arrivals(
  before: Contents,
  after: Contents,
  hint?: { readonly from: number; readonly to: number },
): Map<number, number> {
  const arrived: number[] = [];
  const left: number[] = [];
  for (let cell = 0; cell < after.length; cell++) {
    const a = top(before[cell]);
    const b = top(after[cell]);
    if (same(a, b)) continue;
    if (b) arrived.push(cell);
    if (a) left.push(cell);
  }
  const out = new Map<number, number>();
  const used = new Set<number>();
  const ordered = hint
    ? [...arrived].sort((x, y) => Number(y === hint.to) - Number(x === hint.to))
    : arrived;
  for (const cell of ordered) {
    const piece = top(after[cell])!;
    const candidates = left.filter((c) => !used.has(c) && same(top(before[c]), piece));
    let origin = -1;
    if (hint && cell === hint.to && candidates.includes(hint.from)) origin = hint.from;
    else if (candidates.length > 0) origin = nearest(candidates, hint?.from);
    else if (hint && cell === hint.to && hint.from >= 0 && !used.has(hint.from)) origin = hint.from;
    if (origin >= 0) {
      used.add(origin);
      out.set(cell, origin);
    }
  }
  return out;
}

function top(stack: readonly PieceView[] | undefined): PieceView | undefined {
  return stack && stack.length > 0 ? stack[stack.length - 1] : undefined;
}

function same(a: PieceView | undefined, b: PieceView | undefined): boolean {
  if (!a || !b) return a === b;
  return a.owner === b.owner && a.kind === b.kind && a.original === b.original;
}

function nearest(cells: readonly number[], preferred: number | undefined): number {
  return preferred !== undefined && cells.includes(preferred) ? preferred : cells[0];
}
