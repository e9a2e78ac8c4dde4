import { buildRays, buildTargets, type RayTable, type TargetTable } from '../../grid/rays.js';
import { BLACK, WHITE } from '../shared/pieces.js';
import { board } from './board.js';

/**
 * The movement tables of every piece (rules §2.3, §4), built once at load for every option
 * variant. The search code only reads tables, so switching a reading (§6 items 7, 10, 11, 14a)
 * is picking another table.
 */

type Vector = readonly [number, number, number];

/** The six diagonal steps D0 … D300 (§2.3): same orientation, through a vertex. */
export const DIAGONALS: readonly Vector[] = [
  [0, 1, -1],
  [1, 0, -1],
  [1, -1, 0],
  [0, -1, 1],
  [-1, 0, 1],
  [-1, 1, 0],
];

const isA = (cell: number): boolean => board.orientation[cell] === 0;
const shift = (cell: number, v: Vector): number => board.offset(cell, v[0], v[1], v[2]);
const unit = (axis: number, sign: number): Vector =>
  [0, 1, 2].map((a) => (a === axis ? sign : 0)) as unknown as Vector;

/**
 * Rook rays (§4.1): lane (j, k) keeps the third coordinate fixed, stepping −e_k from an A-cell
 * and +e_j from a B-cell. Directions, in order: up the file, down the file, White-rank lane
 * toward a, toward i, Black-rank lane toward a, toward i.
 */
const ROOK_LANES: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [0, 2],
  [2, 0],
  [0, 1],
  [1, 0],
];

function buildRookRays(): RayTable {
  return buildRays(board, 6, (from, d) => {
    const [j, k] = ROOK_LANES[d];
    return shift(from, isA(from) ? unit(k, -1) : unit(j, 1));
  });
}

/**
 * Bishop rays: 12 rays that alternate two diagonal steps `apart` sixths of a turn apart,
 * starting with either (§4.2 for 60°, §6 item 7a for 120°). Rays 2p and 2p+1 use the same two
 * steps in the two orders, so they pass through the same cells at every second step: these
 * are the double paths of §4.2.
 */
function buildBishopRays(apart: 1 | 2): RayTable {
  const legs: [number, number][] = [];
  for (let k = 0; k < 6; k++) {
    legs.push([k, (k + apart) % 6], [(k + apart) % 6, k]);
  }
  return buildRays(board, 12, (from, d, index) => shift(from, DIAGONALS[legs[d][index & 1]]));
}

/** Vertex-opposite (tip-to-tip) cells: (+1,−1,−1) and its permutations from an A-cell, negated from a B-cell. */
function tipToTip(cell: number): number[] {
  const s = isA(cell) ? 1 : -1;
  return [shift(cell, [s, -s, -s]), shift(cell, [-s, s, -s]), shift(cell, [-s, -s, s])];
}

/** Knight (§4.5): permutations of (−2,+1,0) from an A-cell, (+2,−1,0) from a B-cell; `withTips` adds the tip-to-tip cells (§6 item 11). */
function buildKnightTargets(withTips: boolean): TargetTable {
  return buildTargets(board, (cell) => {
    const s = isA(cell) ? 1 : -1;
    const out: number[] = [];
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 2],
      [2, 0],
      [2, 1],
    ]) {
      const v = [0, 0, 0];
      v[a] = -2 * s;
      v[b] = s;
      out.push(shift(cell, v as unknown as Vector));
    }
    if (withTips) out.push(...tipToTip(cell));
    return out;
  });
}

/** King (§4.4): edge neighbours and diagonal neighbours (9); `touching` gives all 12 touching cells (§6 item 10). */
function buildKingTargets(touching: boolean): TargetTable {
  return buildTargets(board, (cell) => [
    ...board.sides(cell),
    ...DIAGONALS.map((v) => shift(cell, v)),
    ...(touching ? tipToTip(cell) : []),
  ]);
}

/** Pawn tables of one side (§4.6), −1 where there is no such cell. */
export interface PawnTables {
  /** The cell one step up the file (White) or down it (Black). */
  readonly step: Int16Array;
  /** The 3 forward diagonal capture cells, 3 per cell. */
  readonly captures: Int16Array;
  /** The cells from which this side's pawn captures onto a cell, 3 per cell (for attack detection). */
  readonly attackers: Int16Array;
  /** 1 on the side's promotion cells: the last cell of each file. */
  readonly promotes: Uint8Array;
  /** The landing cell of a double step from each cell of the side's 3rd rank (any of them). */
  readonly doubleStepAnyThird: Int16Array;
  /** The same, from the side's start cells f3 g3 h3 i3 (f9 g11 h13 i15 for Black) only. */
  readonly doubleStepStart: Int16Array;
}

function buildPawnTables(side: number): PawnTables {
  const size = board.size;
  const white = side === WHITE;
  // Forward diagonals: White D0 D60 D300, Black D180 D240 D120.
  const forward = white ? [0, 1, 5] : [3, 4, 2];
  const step = new Int16Array(size).fill(-1);
  const captures = new Int16Array(size * 3).fill(-1);
  const attackers = new Int16Array(size * 3).fill(-1);
  const promotes = new Uint8Array(size);
  const doubleStepAnyThird = new Int16Array(size).fill(-1);
  const doubleStepStart = new Int16Array(size).fill(-1);
  const startCells = (white ? ['f3', 'g3', 'h3', 'i3'] : ['f9', 'g11', 'h13', 'i15']).map((n) =>
    board.cell(n),
  );
  for (let cell = 0; cell < size; cell++) {
    const own = white ? board.y(cell) : board.z(cell);
    const far = white ? board.z(cell) : board.y(cell);
    if (isA(cell)) {
      step[cell] = shift(cell, white ? [0, 0, -1] : [0, -1, 0]);
      promotes[cell] = far === 0 ? 1 : 0;
      if (own === 1) {
        const land = shift(cell, DIAGONALS[forward[0]]);
        doubleStepAnyThird[cell] = land;
        if (startCells.includes(cell)) doubleStepStart[cell] = land;
      }
    } else {
      step[cell] = shift(cell, white ? [0, 1, 0] : [0, 0, 1]);
    }
    forward.forEach((d, j) => (captures[cell * 3 + j] = shift(cell, DIAGONALS[d])));
  }
  const filled = new Uint8Array(size);
  for (let cell = 0; cell < size; cell++) {
    for (let j = 0; j < 3; j++) {
      const target = captures[cell * 3 + j];
      if (target >= 0) attackers[target * 3 + filled[target]++] = cell;
    }
  }
  return { step, captures, attackers, promotes, doubleStepAnyThird, doubleStepStart };
}

export const ROOK_RAYS: RayTable = buildRookRays();
/** The bishop rays of the default reading (60°) and of the 120° reading. */
export const BISHOP_RAYS: RayTable = buildBishopRays(1);
export const BISHOP_RAYS_120: RayTable = buildBishopRays(2);
export const KNIGHT_TARGETS: TargetTable = buildKnightTargets(false);
export const KNIGHT_TARGETS_9: TargetTable = buildKnightTargets(true);
export const KING_TARGETS: TargetTable = buildKingTargets(false);
export const KING_TARGETS_12: TargetTable = buildKingTargets(true);
/** Pawn tables by side: PAWN_TABLES[WHITE], PAWN_TABLES[BLACK]. */
export const PAWN_TABLES: readonly [PawnTables, PawnTables] = [
  buildPawnTables(WHITE),
  buildPawnTables(BLACK),
];
