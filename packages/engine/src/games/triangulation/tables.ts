import { buildRays, buildTargets, type RayTable, type TargetTable } from '../../grid/rays.js';
import { BLACK, CELLS, board, coord, offsetBy, unit } from './board.js';

/**
 * Move tables of every piece (rules §2.4, §4), computed once at load from the coordinates.
 * Move generation and check detection only read these arrays.
 *
 * Per-colour tables of the Infantry are indexed by `colour * 64 + cell` (a colour's number is
 * its forward axis k). Lists are compressed: entries of row i are `start[i] .. start[i + 1]`.
 */

/** The two axes other than `k`, in increasing order. */
function others(k: number): [number, number] {
  return k === 0 ? [1, 2] : k === 1 ? [0, 2] : [0, 1];
}

/** a·u + b·v + … for vectors given as [coefficient, axis] pairs. */
function vec(...terms: [number, number][]): number[] {
  const out = [0, 0, 0];
  for (const [c, axis] of terms) out[axis] += c;
  return out;
}

function scale(s: number, v: number[]): number[] {
  return v.map((x) => s * x);
}

/** Compressed lists of tuples: `fields[f][j]` is field f of entry j. */
export interface Lists {
  readonly start: Int32Array;
  readonly fields: readonly Int8Array[];
}

function buildLists(rows: number, width: number, entries: (row: number) => number[][]): Lists {
  const start = new Int32Array(rows + 1);
  const flat: number[][] = Array.from({ length: width }, () => []);
  for (let row = 0; row < rows; row++) {
    const list = entries(row);
    for (const entry of list) entry.forEach((v, f) => flat[f].push(v));
    start[row + 1] = start[row] + list.length;
  }
  return { start, fields: flat.map((f) => Int8Array.from(f)) };
}

// ---- Side-neighbours (§2.4) ---------------------------------------------------------------

/** The side-neighbour of each cell across the side facing axis j: `SIDE[cell * 3 + j]`, or -1. */
export const SIDE = new Int8Array(CELLS * 3);
for (let cell = 0; cell < CELLS; cell++) {
  const s = BLACK[cell] ? 1 : -1;
  for (let j = 0; j < 3; j++) SIDE[cell * 3 + j] = offsetBy(cell, scale(s, unit(j)));
}

// ---- General (§4.4) ---------------------------------------------------------------------

/**
 * The General's destinations: 3 sides, 3 straight-through corner cells (never blocked) and
 * 6 glancing corner cells, each blocked while its blocker, the side-neighbour between, is
 * occupied (F3/F4). Fields: target, blocker (-1 for none). The relation is symmetric with the
 * same blocker both ways, so the table also lists the cells a General attacks a cell from.
 */
export const GENERAL_MOVES = buildLists(CELLS, 2, (cell) => {
  const s = BLACK[cell] ? 1 : -1;
  const out: number[][] = [];
  for (let j = 0; j < 3; j++) out.push([offsetBy(cell, scale(s, unit(j))), -1]);
  for (let j = 0; j < 3; j++) {
    const [p, q] = others(j);
    out.push([offsetBy(cell, scale(s, vec([-1, j], [1, p], [1, q]))), -1]);
  }
  for (let p = 0; p < 3; p++) {
    for (let q = 0; q < 3; q++) {
      if (p === q) continue;
      out.push([offsetBy(cell, scale(s, vec([1, p], [-1, q]))), offsetBy(cell, scale(s, unit(p)))]);
    }
  }
  return out.filter(([t]) => t >= 0);
});

// ---- Rukh (§4.2) --------------------------------------------------------------------------

/** The ordered axis pairs (p, q) of the six Rukh rays: direction d walks with p rising, q falling. */
export const RUKH_DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 0],
  [1, 2],
  [2, 0],
  [2, 1],
];

/**
 * The Rukh's six rays (a walk along the cell's rank, file or column): from a black cell add
 * e_p, from a white one subtract e_q. Strips are symmetric, so a Rukh attacks a cell exactly
 * from the first occupied cell of each ray out of that cell.
 */
export const RUKH_RAYS: RayTable = buildRays(board, 6, (from, d) => {
  const [p, q] = RUKH_DIRECTIONS[d];
  return BLACK[from] ? offsetBy(from, unit(p)) : offsetBy(from, scale(-1, unit(q)));
});

/**
 * 1 where ray `cell * 6 + d` leaves by the same side as an earlier ray of the cell, so that its
 * first cell, shared with that ray, is a destination of that ray only (it still blocks both).
 */
export const RUKH_SHARED_FIRST = Uint8Array.from({ length: CELLS * 6 }, (_, at) => {
  const first = (i: number) => (RUKH_RAYS.length[i] > 0 ? RUKH_RAYS.cells[RUKH_RAYS.start[i]] : -1);
  const cell = Math.floor(at / 6);
  for (let d = 0; d < at % 6; d++)
    if (first(at) >= 0 && first(cell * 6 + d) === first(at)) return 1;
  return 0;
});

// ---- Cavalry (§4.3) -----------------------------------------------------------------------

/**
 * The Cavalry's leaps E1-E4 along the six lines perpendicular to its sides, landing on the 2nd
 * or 3rd cell; pieces between never matter. Symmetric, so it also lists the attackers' cells.
 */
export const CAVALRY_MOVES: TargetTable = buildTargets(board, (cell) => {
  const s = BLACK[cell] ? 1 : -1;
  const out: number[] = [];
  for (let j = 0; j < 3; j++) {
    const [p, q] = others(j);
    out.push(offsetBy(cell, scale(s, vec([2, j], [-1, p], [-1, q])))); // E1
    out.push(offsetBy(cell, scale(s, vec([3, j], [-1, p], [-1, q])))); // E2
    out.push(offsetBy(cell, scale(-s, vec([2, j], [-1, p], [-1, q])))); // E3
    out.push(offsetBy(cell, scale(-s, vec([3, j], [-2, p], [-2, q])))); // E4
  }
  return out;
});

// ---- Infantry (§4.1) ----------------------------------------------------------------------

/** The ordinary forward steps from a cell (A1/A2), before the far-edge rule; -1 if off board. */
function ordinarySteps(k: number, cell: number): number[] {
  const [p, q] = others(k);
  if (BLACK[cell]) return [offsetBy(cell, unit(k))].filter((c) => c >= 0);
  return [offsetBy(cell, scale(-1, unit(p))), offsetBy(cell, scale(-1, unit(q)))].filter(
    (c) => c >= 0,
  );
}

/**
 * Non-capturing steps of an Infantry of colour k: one forward step, and on the far row (k = 7)
 * any side-adjacent cell of that row (a black cell gains X+e_p and X+e_q).
 */
export const INFANTRY_STEPS = buildLists(3 * CELLS, 1, (row) => {
  const k = Math.floor(row / CELLS);
  const cell = row % CELLS;
  const out = ordinarySteps(k, cell);
  if (coord(cell, k) === 7 && BLACK[cell]) {
    const [p, q] = others(k);
    for (const a of [p, q]) {
      const c = offsetBy(cell, unit(a));
      if (c >= 0) out.push(c);
    }
  }
  return out.map((c) => [c]);
});

/**
 * Attacks (capture only) of an Infantry of colour k. Fields: target, blocker (-1 for none),
 * edge (1 for a far-row attack, whose blocking is the option `edge-attack`, A7).
 * - black X (C1): X+e_k−e_p+e_q and X+e_k+e_p−e_q unblocked; X+e_k−e_p and X+e_k−e_q blocked
 *   by X+e_k;
 * - white X (C2): X+e_k−e_p−e_q unblocked; X+e_k−e_p blocked by X−e_p, X+e_k−e_q by X−e_q;
 * - black X on the far row: X+e_p−e_q blocked by X+e_p, X+e_q−e_p blocked by X+e_q.
 */
export const INFANTRY_ATTACKS = buildLists(3 * CELLS, 3, (row) => {
  const k = Math.floor(row / CELLS);
  const cell = row % CELLS;
  const [p, q] = others(k);
  const at = (...terms: [number, number][]) => offsetBy(cell, vec(...terms));
  const out: number[][] = [];
  if (coord(cell, k) === 7) {
    if (BLACK[cell]) {
      out.push([at([1, p], [-1, q]), at([1, p]), 1]);
      out.push([at([1, q], [-1, p]), at([1, q]), 1]);
    }
  } else if (BLACK[cell]) {
    out.push([at([1, k], [-1, p], [1, q]), -1, 0]);
    out.push([at([1, k], [1, p], [-1, q]), -1, 0]);
    out.push([at([1, k], [-1, p]), at([1, k]), 0]);
    out.push([at([1, k], [-1, q]), at([1, k]), 0]);
  } else {
    out.push([at([1, k], [-1, p], [-1, q]), -1, 0]);
    out.push([at([1, k], [-1, p]), at([-1, p]), 0]);
    out.push([at([1, k], [-1, q]), at([-1, q]), 0]);
  }
  return out.filter(([t]) => t >= 0);
});

/**
 * The same attacks looked up from the target: `colour * 64 + target` lists the cells an
 * Infantry of that colour attacks the target from. Fields: from, blocker, edge.
 */
export const INFANTRY_ATTACKERS = buildLists(3 * CELLS, 3, (row) => {
  const k = Math.floor(row / CELLS);
  const target = row % CELLS;
  const out: number[][] = [];
  for (let from = 0; from < CELLS; from++) {
    const a = INFANTRY_ATTACKS;
    const r = k * CELLS + from;
    for (let j = a.start[r]; j < a.start[r + 1]; j++) {
      if (a.fields[0][j] === target) out.push([from, a.fields[1][j], a.fields[2][j]]);
    }
  }
  return out;
});

/**
 * Charges (B1/B2, A4) from a cell of the colour's 3rd row: every destination of 2 or 3
 * successive ordinary steps. Fields: destination, then two paths of intermediate cells
 * (a1, a2, b1, b2; -1 where a path is shorter or there is no second path), then `bent`: 1 when
 * no path keeps to one strip (the option `charge=straight` leaves those out). A destination is
 * reached when it and every intermediate cell of one of its paths are empty.
 */
export const INFANTRY_CHARGES = buildLists(3 * CELLS, 6, (row) => {
  const k = Math.floor(row / CELLS);
  const cell = row % CELLS;
  if (coord(cell, k) !== 2) return [];
  const paths = new Map<number, number[][]>();
  const walk = (path: number[]) => {
    const last = path.length ? path[path.length - 1] : cell;
    if (path.length >= 2) {
      const list = paths.get(last) ?? [];
      list.push(path.slice(0, -1));
      paths.set(last, list);
    }
    if (path.length === 3) return;
    for (const next of ordinarySteps(k, last)) walk([...path, next]);
  };
  walk([]);
  const straight = (mids: number[], dest: number) =>
    [0, 1, 2].some(
      (a) => a !== k && [cell, ...mids, dest].every((c) => coord(c, a) === coord(cell, a)),
    );
  const out: number[][] = [];
  for (const [dest, list] of paths) {
    if (list.length > 2) throw new Error('a charge destination with more than two paths');
    const [a, b] = list;
    const kept = list.filter((mids) => straight(mids, dest)).length;
    if (kept !== 0 && kept !== list.length)
      throw new Error('a charge with straight and bent paths');
    const bent = kept === 0 ? 1 : 0;
    out.push([dest, a[0] ?? -1, a[1] ?? -1, b?.[0] ?? -1, b?.[1] ?? -1, bent]);
  }
  return out;
});
