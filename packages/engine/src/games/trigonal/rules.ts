import type { RayTable, TargetTable } from '../../grid/rays.js';
import type { GameOptions, OptionSpec } from '../../core/types.js';
import { castleRule, rightsKeptTable, type CastleRule } from '../shared/castling.js';
import { pawnReach, reachOf } from '../shared/reach.js';
import { CASTLE_LONG, CASTLE_SHORT } from '../shared/moves.js';
import { BISHOP, BLACK, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../shared/pieces.js';
import { board } from './board.js';
import { buildWalk, type RayWalk } from '../shared/walks.js';
import {
  BISHOP_RAYS,
  BISHOP_RAYS_120,
  KING_TARGETS,
  KING_TARGETS_12,
  KNIGHT_TARGETS,
  KNIGHT_TARGETS_9,
  PAWN_TABLES,
  ROOK_RAYS,
  type PawnTables,
} from './tables.js';

/** The open readings of rules §6 that a host may switch; each default is the file's recommendation. */
export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'bishop',
    description:
      'How the bishop zigzags: alternating diagonal steps 60° or 120° apart (docs/rules/trigonal-chess.md §4.2, §6 item 7).',
    values: ['60', '120'],
    default: '60',
    valueDescriptions: [
      'steps 60° apart, every step moving outward (recommended)',
      'steps 120° apart, as in the Ajedrez-triangular program (§6 item 7a)',
    ],
  },
  {
    name: 'king',
    description:
      'How many cells around it the king reaches (docs/rules/trigonal-chess.md §4.4, §6 item 10).',
    values: ['9', '12'],
    default: '9',
    valueDescriptions: [
      'the 3 edge and 6 diagonal neighbours: the first cell of every queen ray (recommended)',
      'all 12 touching cells, adding the 3 tip-to-tip cells',
    ],
  },
  {
    name: 'knight',
    description:
      'Which diagonal steps count as "outward" after the knight\'s orthogonal step (docs/rules/trigonal-chess.md §4.5, §6 item 11).',
    values: ['6', '9'],
    default: '6',
    valueDescriptions: [
      '6 targets, always of the other colour (recommended)',
      '9 targets, adding the 3 tip-to-tip cells touching the start',
    ],
  },
  {
    name: 'double-step',
    description:
      'Which pawns may make the double step (docs/rules/trigonal-chess.md §4.6, §6 item 14a).',
    values: ['third-rank', 'unmoved'],
    default: 'third-rank',
    valueDescriptions: [
      'any pawn standing on its own 3rd rank (recommended, the literal text)',
      'only a pawn that has never moved: one still on its start cell (f3 g3 h3 i3 for White, f9 g11 h13 i15 for Black)',
    ],
  },
  {
    name: 'double-step-skip',
    description:
      'Whether the cell a double step passes must be empty (docs/rules/trigonal-chess.md §6 item 14b).',
    values: ['empty', 'any'],
    default: 'empty',
    valueDescriptions: [
      'the skipped cell must be empty, as in chess (recommended)',
      'the pawn may pass an occupied cell; only the landing cell must be empty',
    ],
  },
  {
    name: 'castling',
    description: 'Whether castling exists (docs/rules/trigonal-chess.md §4.4, §6 item 17).',
    values: ['on', 'off'],
    default: 'on',
    valueDescriptions: ['castling on both sides along the back lane (recommended)', 'no castling'],
  },
];

/** What a pawn promotes to (§4.6), in the order the moves are generated: queen first. */
export const PROMOTIONS: readonly number[] = [QUEEN, ROOK, BISHOP, KNIGHT];

/** Everything the position code reads for one combination of options. */
export interface TrigonalRules {
  readonly rookRays: RayTable;
  readonly bishopRays: RayTable;
  readonly knightTargets: TargetTable;
  readonly kingTargets: TargetTable;
  /** By side. */
  readonly pawns: readonly [PawnTables, PawnTables];
  /** By side: the landing cell of a double step from each cell, −1 where there is none. */
  readonly doubleStep: readonly [Int16Array, Int16Array];
  /** The double step may pass an occupied cell (double-step-skip=any). */
  readonly skipAny: boolean;
  /**
   * Only a pawn that has never moved double-steps (double-step=unmoved): `doubleStep` then
   * names the start cells only, and the position also asks whether the pawn there has moved.
   */
  readonly doubleStepUnmoved: boolean;
  /** By side: 1 on the cells from which a pawn's step or double step reaches a promotion cell. */
  readonly pushPromotes: readonly [Uint8Array, Uint8Array];
  /** By side: [short, long]; empty when castling is off. */
  readonly castles: readonly (readonly CastleRule[])[];
  /** For each cell, the castling rights that survive a move from or to it. */
  readonly rightsKept: Uint8Array;
  /** The most legal moves a position can have under these rules (see `maxMovesFor`). */
  readonly maxMoves: number;
  /**
   * The king's lines through each cell: entry `king * 81 + cell` has bit d set when rook ray
   * (king, d) passes the cell, and bit `BISHOP_LINE_SHIFT` + d when bishop ray (king, d) does. A
   * move opens or closes lines to a king only through the cells it changes.
   */
  readonly lines: Int32Array;
  /** The rook's, bishop's and queen's rays laid end to end per cell (shared/walks.ts). */
  readonly rookWalk: RayWalk;
  readonly bishopWalk: RayWalk;
  readonly queenWalk: RayWalk;
  /**
   * The cells on the rook's and on the bishop's rays from each cell, as occupancy bits
   * (`SPAN_WORDS` words a cell, bit `cell & 31` of word `cell >> 5`): a slider that stands on
   * neither span of a cell attacks nothing there and pins nothing to it.
   */
  readonly rookSpan: Int32Array;
  readonly bishopSpan: Int32Array;
  /**
   * The knight's and the king's targets from each cell, the same way: the targets are
   * symmetric, so a knight or king outside a cell's span does not attack it.
   */
  readonly knightSpan: Int32Array;
  readonly kingSpan: Int32Array;
}

/** Words of a span per cell: one bit per cell of the board. */
export const SPAN_WORDS = (board.size + 31) >> 5;

/** The cells of the rays or targets of `table` from each cell, as occupancy bits. */
function spanOf(table: RayTable | TargetTable): Int32Array {
  const spans = new Int32Array(board.size * SPAN_WORDS);
  for (let cell = 0; cell < board.size; cell++) {
    const found = new Set<number>();
    reachOf(cell, table, found);
    for (const to of found) spans[cell * SPAN_WORDS + (to >> 5)] |= 1 << (to & 31);
  }
  return spans;
}

/** Where the bishop rays' bits start in `TrigonalRules.lines`. */
export const BISHOP_LINE_SHIFT = 8;

function linesThrough(rookRays: RayTable, bishopRays: RayTable): Int32Array {
  const size = board.size;
  const lines = new Int32Array(size * size);
  const mark = (rays: RayTable, shift: number): void => {
    for (let king = 0; king < size; king++) {
      for (let d = 0; d < rays.directions; d++) {
        const at = king * rays.directions + d;
        for (let i = rays.start[at], stop = i + rays.length[at]; i < stop; i++) {
          lines[king * size + rays.cells[i]] |= 1 << (shift + d);
        }
      }
    }
  };
  mark(rookRays, 0);
  mark(bishopRays, BISHOP_LINE_SHIFT);
  return lines;
}

const c = (name: string): number => board.cell(name);

/** §4.4: castling along the back lane, the rook landing on the cell the king crossed. */
export const CASTLES: readonly (readonly CastleRule[])[] = [
  [
    castleRule(WHITE, CASTLE_SHORT, {
      kingFrom: c('h2'),
      kingTo: c('i2'),
      rookFrom: c('i1'),
      rookTo: c('h1'),
      empty: [c('h1'), c('i2')],
      crossed: [c('h1')],
    }),
    castleRule(WHITE, CASTLE_LONG, {
      kingFrom: c('h2'),
      kingTo: c('g2'),
      rookFrom: c('f2'),
      rookTo: c('g1'),
      empty: [c('g1'), c('g2'), c('f1')],
      crossed: [c('g1')],
    }),
  ],
  [
    castleRule(BLACK, CASTLE_SHORT, {
      kingFrom: c('h14'),
      kingTo: c('i16'),
      rookFrom: c('i17'),
      rookTo: c('h15'),
      empty: [c('h15'), c('i16')],
      crossed: [c('h15')],
    }),
    castleRule(BLACK, CASTLE_LONG, {
      kingFrom: c('h14'),
      kingTo: c('g12'),
      rookFrom: c('f10'),
      rookTo: c('g13'),
      empty: [c('g13'), c('g12'), c('f11')],
      crossed: [c('g13')],
    }),
  ],
];

/**
 * A bound on the legal moves of any position a game can reach: at most 15 pieces besides the
 * king (promotions replace pawns, parse refuses more), each with no more moves than a queen on
 * an empty board or a pawn's 4 promotions on each of its 4 moves, plus the king's steps and 2
 * castlings.
 */
function maxMovesFor(bishopRays: RayTable, kingTargets: TargetTable): number {
  let queen = 0;
  let king = 0;
  const seen = new Set<number>();
  for (let cell = 0; cell < board.size; cell++) {
    seen.clear();
    reachOf(cell, ROOK_RAYS, seen);
    reachOf(cell, bishopRays, seen);
    queen = Math.max(queen, seen.size);
    king = Math.max(king, kingTargets.start[cell + 1] - kingTargets.start[cell]);
  }
  return 15 * Math.max(queen, 16) + king + 2;
}

const cache = new Map<string, TrigonalRules>();
const ROOK_WALK = buildWalk(board.size, ROOK_RAYS);
const walksByBishop = new Map<RayTable, [RayWalk, RayWalk]>();

/** The bishop's and queen's walks for a bishop ray table, built once each. */
function walksFor(bishopRays: RayTable): [RayWalk, RayWalk] {
  let walks = walksByBishop.get(bishopRays);
  if (walks === undefined) {
    walks = [buildWalk(board.size, bishopRays), buildWalk(board.size, ROOK_RAYS, bishopRays)];
    walksByBishop.set(bishopRays, walks);
  }
  return walks;
}

/** The rules for resolved options (every option named); built once per combination. */
export function rulesFor(options: GameOptions): TrigonalRules {
  const key = OPTIONS.map((o) => options[o.name] ?? o.default).join(' ');
  let rules = cache.get(key);
  if (rules) return rules;
  const get = (name: string): string =>
    options[name] ?? OPTIONS.find((o) => o.name === name)!.default;
  const bishopRays = get('bishop') === '120' ? BISHOP_RAYS_120 : BISHOP_RAYS;
  const kingTargets = get('king') === '12' ? KING_TARGETS_12 : KING_TARGETS;
  const unmoved = get('double-step') === 'unmoved';
  const castles = get('castling') === 'on' ? CASTLES : [[], []];
  const knightTargets = get('knight') === '9' ? KNIGHT_TARGETS_9 : KNIGHT_TARGETS;
  const doubleStep: [Int16Array, Int16Array] = unmoved
    ? [PAWN_TABLES[WHITE].doubleStepStart, PAWN_TABLES[BLACK].doubleStepStart]
    : [PAWN_TABLES[WHITE].doubleStepAnyThird, PAWN_TABLES[BLACK].doubleStepAnyThird];
  const pushPromotes = [WHITE, BLACK].map((side) => {
    const { step, promotes } = PAWN_TABLES[side];
    const land = doubleStep[side];
    const found = new Uint8Array(board.size);
    for (let cell = 0; cell < board.size; cell++) {
      const reaches = (to: number): boolean => to >= 0 && promotes[to] === 1;
      found[cell] = reaches(step[cell]) || reaches(land[cell]) ? 1 : 0;
    }
    return found;
  }) as [Uint8Array, Uint8Array];
  rules = {
    rookRays: ROOK_RAYS,
    bishopRays,
    knightTargets,
    kingTargets,
    pawns: PAWN_TABLES,
    doubleStep,
    skipAny: get('double-step-skip') === 'any',
    doubleStepUnmoved: unmoved,
    pushPromotes,
    castles,
    rightsKept: rightsKeptTable(board.size, castles.flat()),
    maxMoves: maxMovesFor(bishopRays, kingTargets),
    lines: linesThrough(ROOK_RAYS, bishopRays),
    rookWalk: ROOK_WALK,
    bishopWalk: walksFor(bishopRays)[0],
    queenWalk: walksFor(bishopRays)[1],
    rookSpan: spanOf(ROOK_RAYS),
    bishopSpan: spanOf(bishopRays),
    knightSpan: spanOf(knightTargets),
    kingSpan: spanOf(kingTargets),
  };
  cache.set(key, rules);
  return rules;
}

/**
 * Where a piece of `type` (shared/pieces.ts) of `side` goes from `cell` on an otherwise empty
 * board, sorted by cell. A pawn steps (and double-steps where the rules let it); its capture
 * cells are added only with `pawnCaptures`, since an empty board has nothing to take.
 */
export function emptyBoardReach(
  rules: TrigonalRules,
  type: number,
  side: number,
  cell: number,
  pawnCaptures = false,
): number[] {
  const found = new Set<number>();
  switch (type) {
    case PAWN:
      pawnReach(cell, rules.pawns[side], rules.doubleStep[side], 3, pawnCaptures, found);
      break;
    case KNIGHT:
      reachOf(cell, rules.knightTargets, found);
      break;
    case BISHOP:
      reachOf(cell, rules.bishopRays, found);
      break;
    case ROOK:
      reachOf(cell, rules.rookRays, found);
      break;
    case QUEEN:
      reachOf(cell, rules.rookRays, found);
      reachOf(cell, rules.bishopRays, found);
      break;
    case KING:
      reachOf(cell, rules.kingTargets, found);
      break;
  }
  return [...found].sort((a, b) => a - b);
}
