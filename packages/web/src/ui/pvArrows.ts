import type { Position } from '@trigon/engine';
import type { Arrow } from '../board/Board.js';

/** Arrows for the engine's best move and the reply it expects. */
export function pvArrows(position: Position, pv: readonly string[] | undefined): Arrow[] {
  if (!pv || pv.length === 0) return [];
  const out: Arrow[] = [];
  const first = position.parseMove(pv[0]);
  if (!first.ok) return [];
  const a = position.moveInfo(first.value);
  if (a.from >= 0 && a.to >= 0) out.push({ from: a.from, to: a.to, kind: 'best' });
  if (pv.length > 1) {
    const copy = position.clone();
    copy.play(first.value);
    const second = copy.parseMove(pv[1]);
    if (second.ok) {
      const b = copy.moveInfo(second.value);
      if (b.from >= 0 && b.to >= 0) out.push({ from: b.from, to: b.to, kind: 'next' });
    }
  }
  return out;
}
