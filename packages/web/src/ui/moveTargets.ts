import type { Move, Position } from '@trigon/engine';

/** A position's legal moves as a player reaches them: by the cells clicked, and the rest. */
export interface MoveTargets {
  /** The moves from one cell to another, keyed `from>to` (several when they differ by a choice). */
  readonly byCells: ReadonlyMap<string, readonly Move[]>;
  /** For each cell a piece may leave, the cells it may go to (what the board shows). */
  readonly targets: ReadonlyMap<number, ReadonlySet<number>>;
  /** Moves with no cells to click: a pass. */
  readonly passes: readonly Move[];
}

export function moveTargets(position: Position, legal: readonly Move[]): MoveTargets {
  const byCells = new Map<string, Move[]>();
  const targets = new Map<number, Set<number>>();
  const passes: Move[] = [];
  for (const move of legal) {
    const info = position.moveInfo(move);
    if (info.from < 0 || info.to < 0) {
      passes.push(move);
      continue;
    }
    const key = `${info.from}>${info.to}`;
    const list = byCells.get(key);
    if (list) list.push(move);
    else byCells.set(key, [move]);
    let set = targets.get(info.from);
    if (!set) targets.set(info.from, (set = new Set()));
    set.add(info.to);
  }
  return { byCells, targets, passes };
}
