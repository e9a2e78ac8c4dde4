import type { RayTable, TargetTable } from '../../grid/rays.js';
import { reachOf } from '../shared/reach.js';
import { BISHOP, KNIGHT, PAWN, QUEEN, ROOK } from '../shared/pieces.js';
import { board } from './board.js';
import type { TrigonalRules } from './rules.js';

/**
 * Dead positions with one piece besides the kings (rules §5: "the orthodox dead-position idea
 * applies": no sequence of legal moves can lead to mate). Only the side with the piece can mate,
 * and it can exactly when some checkmate of the lone king with that material exists with the
 * piece on a cell its moves can take it to: the kings walk anywhere, the piece keeps to the cells
 * its moves reach (a bishop to its colour). Whether such a mate exists depends on the options in
 * force (the king's 9 or 12 cells, the knight's 6 or 9 targets, the bishop's rays), so it is found
 * here by trying every placement under the position's own tables, once per set of rules and kind
 * of piece. Under the defaults this finds what §5 states, K+N v K has no mate and K+B v K has
 * (though only with a bishop on the A-cells, §7.6: Bi3; one on the B-cells never can). With
 * `king=12` K+N v K has mates (twelve). A pawn can promote, so a pawn's side can always still
 * mate. The position asks only about the knight: §5 auto-draws K v K and K+N v K alone.
 */
export function canMate(rules: TrigonalRules, type: number, cell: number): boolean {
  if (type === PAWN) return true;
  let byType = found.get(rules);
  if (!byType) {
    byType = [];
    found.set(rules, byType);
  }
  const table = (byType[type] ??= mateTable(rules, type));
  return table.mates[table.component[cell]] === 1;
}

/** The cells a piece's moves connect (`component`, numbered from 0) and which hold a mate. */
interface MateTable {
  readonly component: Int16Array;
  readonly mates: Uint8Array;
}

const found = new WeakMap<TrigonalRules, MateTable[]>();

function mateTable(rules: TrigonalRules, type: number): MateTable {
  const component = components(movesOf(rules, type));
  const count = Math.max(...component) + 1;
  const mates = new Uint8Array(count);
  const near = adjacency(rules.kingTargets);
  for (let piece = 0; piece < board.size; piece++) {
    if (mates[component[piece]] === 0 && mateWithPieceOn(rules, type, piece, near))
      mates[component[piece]] = 1;
  }
  return { component, mates };
}

/** `near[a * 81 + b]` is 1 when a king on `a` reaches `b`. */
function adjacency(kings: TargetTable): Uint8Array {
  const size = board.size;
  const near = new Uint8Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let i = kings.start[a], stop = kings.start[a + 1]; i < stop; i++)
      near[a * size + kings.cells[i]] = 1;
  }
  return near;
}

/** The tables of a piece's moves (the queen has the rook's and the bishop's). */
function movesOf(rules: TrigonalRules, type: number): (RayTable | TargetTable)[] {
  switch (type) {
    case KNIGHT:
      return [rules.knightTargets];
    case BISHOP:
      return [rules.bishopRays];
    case ROOK:
      return [rules.rookRays];
    case QUEEN:
      return [rules.rookRays, rules.bishopRays];
    default:
      throw new Error(`no mate table for piece type ${type}`);
  }
}

/** Numbers the sets of cells the moves connect (moves taken both ways). */
function components(tables: readonly (RayTable | TargetTable)[]): Int16Array {
  const size = board.size;
  const links: number[][] = Array.from({ length: size }, () => []);
  for (let cell = 0; cell < size; cell++) {
    const reach = new Set<number>();
    for (const table of tables) reachOf(cell, table, reach);
    for (const to of reach) {
      links[cell].push(to);
      links[to].push(cell);
    }
  }
  const component = new Int16Array(size).fill(-1);
  let next = 0;
  for (let first = 0; first < size; first++) {
    if (component[first] >= 0) continue;
    const stack = [first];
    component[first] = next;
    while (stack.length > 0) {
      for (const to of links[stack.pop()!]) {
        if (component[to] < 0) {
          component[to] = next;
          stack.push(to);
        }
      }
    }
    next++;
  }
  return component;
}

/**
 * Whether some placement of the two kings mates the lone king with the piece on `piece`: the
 * lone king (to move) is attacked by the piece, and every cell its king reaches is covered by the
 * other king or the piece (the piece's own cell only by the other king, else the lone king takes
 * it). The other king may not stand where the lone king attacks it (its side is not to move).
 */
function mateWithPieceOn(
  rules: TrigonalRules,
  type: number,
  piece: number,
  near: Uint8Array,
): boolean {
  const size = board.size;
  const kings = rules.kingTargets;
  // What the piece attacks on a board without kings; a king can only block some of it.
  const open = new Uint8Array(size);
  for (let cell = 0; cell < size; cell++)
    open[cell] = cell !== piece && attacks(rules, type, piece, cell, -1) ? 1 : 0;
  for (let lone = 0; lone < size; lone++) {
    if (open[lone] === 0) continue;
    for (let own = 0; own < size; own++) {
      if (own === piece || own === lone || near[lone * size + own] === 1) continue;
      if (!attacks(rules, type, piece, lone, own)) continue;
      let escape = false;
      for (let i = kings.start[lone], stop = kings.start[lone + 1]; i < stop && !escape; i++) {
        const to = kings.cells[i];
        if (near[own * size + to] === 1) continue;
        // The lone king has left its cell, so a line through it is open.
        escape = to === piece || open[to] === 0 || !attacks(rules, type, piece, to, own);
      }
      if (!escape) return true;
    }
  }
  return false;
}

/** Whether the piece on `from` attacks `target` with `blocker` (−1 for none) the only other piece in its way. */
function attacks(
  rules: TrigonalRules,
  type: number,
  from: number,
  target: number,
  blocker: number,
): boolean {
  switch (type) {
    case KNIGHT:
      return reaches(rules.knightTargets, from, target);
    case BISHOP:
      return slides(rules.bishopRays, from, target, blocker);
    case ROOK:
      return slides(rules.rookRays, from, target, blocker);
    default:
      return (
        slides(rules.rookRays, from, target, blocker) ||
        slides(rules.bishopRays, from, target, blocker)
      );
  }
}

function reaches(table: TargetTable, from: number, target: number): boolean {
  for (let i = table.start[from], stop = table.start[from + 1]; i < stop; i++)
    if (table.cells[i] === target) return true;
  return false;
}

function slides(rays: RayTable, from: number, target: number, blocker: number): boolean {
  for (let d = 0; d < rays.directions; d++) {
    const at = from * rays.directions + d;
    for (let i = rays.start[at], stop = i + rays.length[at]; i < stop; i++) {
      const cell = rays.cells[i];
      if (cell === target) return true;
      if (cell === blocker) break;
    }
  }
  return false;
}
