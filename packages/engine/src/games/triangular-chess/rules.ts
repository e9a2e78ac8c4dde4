import type { RayTable, TargetTable } from '../../grid/rays.js';
import type { GameOptions, OptionSpec } from '../../core/types.js';
import { reachOf } from '../shared/reach.js';
import { castleRule, rightsKeptTable, type CastleRule } from '../shared/castling.js';
import { CASTLE_LONG, CASTLE_SHORT } from '../shared/moves.js';
import { buildWalk, type RayWalk } from '../shared/walks.js';
import {
  BISHOP,
  BLACK,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  UNICORN,
  WHITE,
} from '../shared/pieces.js';
import { board } from './board.js';
import {
  ALTITUDE_ATTACKERS,
  ALTITUDE_LINES,
  ALTITUDE_RAYS,
  EDGE_RAYS,
  KING_RAYS,
  KNIGHT_BY_OFFSET,
  KNIGHT_BY_PATH,
  PAWN_TABLES,
  STRIP_RAYS,
  TRI_KING_RAYS,
  TRI_QUEEN_ATTACKERS,
  TRI_QUEEN_LINES,
  TRI_QUEEN_RAYS,
  UNICORN_BY_OFFSET,
  UNICORN_BY_PATH,
  VERTEX_RAYS,
  type LeaperTables,
  type PawnTables,
} from './tables.js';

/** The two games on Dekle's hexagon. */
export type Variant = 'triangular-chess' | 'tri-chess';

/** The open readings of rules §6 that a host may switch; each default is the file's recommendation. */
export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'black-setup',
    description:
      "How Black's army stands at the start: White's mirrored or turned half round (docs/rules/triangular-chess.md §3, §6 item 1).",
    values: ['mirror', 'rotation'],
    default: 'mirror',
    valueDescriptions: [
      "the top-to-bottom mirror of White's: queen faces queen, king faces king (recommended)",
      "White's set-up turned 180°: Black's king on h62, queen on h73, castling short toward h41",
    ],
  },
  {
    name: 'leapers',
    description:
      'Whether a knight or unicorn may leap when its imagined path leaves the board (docs/rules/triangular-chess.md §4.6, §4.7, §6 item 6).',
    values: ['offset', 'path'],
    default: 'offset',
    valueDescriptions: [
      'by offset: only the target cell must exist (recommended)',
      'by path: the two cells the pattern passes must exist too',
    ],
  },
];

/** Everything the position code reads for one game and one combination of options. */
export interface DekleRules {
  readonly variant: Variant;
  readonly rookRays: RayTable;
  readonly bishopRays: RayTable;
  /** Every line a slider moves along: the queen's rays. */
  readonly queenRays: RayTable;
  /** Parallel to `queenRays.cells`: the slider type that reaches the ray's origin from that cell. */
  readonly lineAttackers: Int8Array;
  /** Origin × 96 + cell: the directions of the origin's queen rays through the cell, as bits. */
  readonly queenLines: Uint16Array;
  readonly kingRays: RayTable;
  readonly knight: LeaperTables;
  readonly unicorn: LeaperTables;
  /** By side. */
  readonly pawns: readonly [PawnTables, PawnTables];
  /** By side: [short, long]. */
  readonly castles: readonly (readonly CastleRule[])[];
  /** For each cell, the castling rights that survive a move from or to it. */
  readonly rightsKept: Uint8Array;
  /** Piece types with which a lone king cannot be mated (§5), as bits 1 << type. */
  readonly loneDraws: number;
  /** The start position text (without option words). */
  readonly start: string;
  /** The most legal moves a position can have under these rules (see `maxMovesFor`). */
  readonly maxMoves: number;
  /** The rook's, bishop's, queen's and king's rays laid end to end per cell (shared/walks.ts). */
  readonly rookWalk: RayWalk;
  readonly bishopWalk: RayWalk;
  readonly queenWalk: RayWalk;
  readonly kingWalk: RayWalk;
}

const c = (name: string): number => board.cell(name);

/**
 * §4.8: the king slides two cells (short) or three (long) along its home row, the rook lands on
 * the cell next to the king's destination. `crossed` lists every cell the king passes or lands
 * on: the table of §4.8 (FIDE) forbids an attack on any of them before the move, and the king
 * must also be safe after it, once the rook has left its corner.
 */
function castle(
  side: number,
  kind: typeof CASTLE_SHORT | typeof CASTLE_LONG,
  king: string,
  path: string[],
  rook: string,
  rookTo: string,
  alsoEmpty: string[],
): CastleRule {
  return castleRule(side, kind, {
    kingFrom: c(king),
    kingTo: c(path[path.length - 1]),
    rookFrom: c(rook),
    rookTo: c(rookTo),
    empty: [...path, ...alsoEmpty].map(c),
    crossed: path.map(c),
  });
}

const WHITE_CASTLES: readonly CastleRule[] = [
  castle(WHITE, CASTLE_SHORT, 'a37', ['a47', 'a48'], 'a58', 'a47', []),
  castle(WHITE, CASTLE_LONG, 'a37', ['a36', 'a26', 'a25'], 'a14', 'a26', ['a15']),
];

/** Black's castling by set-up (§3, §4.8): the mirror of White's, or its half turn. */
const BLACK_CASTLES: Readonly<Record<string, readonly CastleRule[]>> = {
  mirror: [
    castle(BLACK, CASTLE_SHORT, 'h73', ['h74', 'h84'], 'h85', 'h74', []),
    castle(BLACK, CASTLE_LONG, 'h73', ['h63', 'h62', 'h52'], 'h41', 'h62', ['h51']),
  ],
  rotation: [
    castle(BLACK, CASTLE_SHORT, 'h62', ['h52', 'h51'], 'h41', 'h52', []),
    castle(BLACK, CASTLE_LONG, 'h62', ['h63', 'h73', 'h74'], 'h85', 'h73', ['h84']),
  ],
};

/** Start positions by Black's set-up (docs/rules/README.md; rows h…a). */
const STARTS: Readonly<Record<string, string>> = {
  mirror: 'rnbqukbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1',
  rotation: 'rnbkuqbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1',
};

/** The recommended start position, the same for both games. */
export const START = STARTS['mirror'];

/**
 * A bound on the legal moves of any position: at most 19 pieces besides the king (parse refuses
 * more), each with no more moves than a queen on an empty board or a pawn's 3 moves times 5
 * promotions, plus the king's moves and 2 castlings.
 */
function maxMovesFor(queenRays: RayTable, kingRays: RayTable): number {
  let queen = 0;
  let king = 0;
  const seen = new Set<number>();
  for (let cell = 0; cell < board.size; cell++) {
    seen.clear();
    reachOf(cell, queenRays, seen);
    queen = Math.max(queen, seen.size);
    seen.clear();
    reachOf(cell, kingRays, seen);
    king = Math.max(king, seen.size);
  }
  return 19 * Math.max(queen, 15) + king + 2;
}

const cache = new Map<string, DekleRules>();
const walks = new Map<RayTable, RayWalk>();

/**
 * The walk of `rays`, built once: the two games and their options share ray tables (Tri-Chess's
 * bishop moves on Triangular Chess's queen lines).
 */
function walkOf(rays: RayTable): RayWalk {
  let walk = walks.get(rays);
  if (walk === undefined) {
    walk = buildWalk(board.size, rays);
    walks.set(rays, walk);
  }
  return walk;
}

const optionValue = (options: GameOptions, name: string): string =>
  options[name] ?? OPTIONS.find((o) => o.name === name)!.default;

/** The rules of a game for resolved options; built once per combination. */
export function rulesFor(variant: Variant, options: GameOptions): DekleRules {
  const setup = optionValue(options, 'black-setup');
  const byPath = optionValue(options, 'leapers') === 'path';
  const key = `${variant} ${setup} ${byPath}`;
  let rules = cache.get(key);
  if (rules) return rules;
  const tri = variant === 'tri-chess';
  const queenRays = tri ? TRI_QUEEN_RAYS : ALTITUDE_RAYS;
  const kingRays = tri ? TRI_KING_RAYS : KING_RAYS;
  const rookRays = tri ? STRIP_RAYS : EDGE_RAYS;
  const bishopRays = tri ? ALTITUDE_RAYS : VERTEX_RAYS;
  const castles = [WHITE_CASTLES, BLACK_CASTLES[setup]];
  rules = {
    variant,
    rookRays,
    bishopRays,
    queenRays,
    lineAttackers: tri ? TRI_QUEEN_ATTACKERS : ALTITUDE_ATTACKERS,
    queenLines: tri ? TRI_QUEEN_LINES : ALTITUDE_LINES,
    kingRays,
    knight: byPath ? KNIGHT_BY_PATH : KNIGHT_BY_OFFSET,
    unicorn: byPath ? UNICORN_BY_PATH : UNICORN_BY_OFFSET,
    pawns: PAWN_TABLES,
    castles,
    rightsKept: rightsKeptTable(board.size, castles.flat()),
    // §5: in Tri-Chess K+B, K+N or K+U can never mate a lone K (K+B has mate positions, but
    // none can arise by a legal move); in Triangular Chess every piece can mate.
    loneDraws: tri ? (1 << BISHOP) | (1 << KNIGHT) | (1 << UNICORN) : 0,
    start: STARTS[setup],
    maxMoves: maxMovesFor(queenRays, kingRays),
    rookWalk: walkOf(rookRays),
    bishopWalk: walkOf(bishopRays),
    queenWalk: walkOf(queenRays),
    kingWalk: walkOf(kingRays),
  };
  cache.set(key, rules);
  return rules;
}

/**
 * Where a piece of `type` (shared/pieces.ts) of `side` goes from `cell` on an otherwise empty
 * board, sorted by cell. A pawn steps, double-steps from its start row, and moves onto its
 * capture cells by the edge rule where no cell lies ahead (§4.9); its other capture cells are
 * added only with `pawnCaptures`, since an empty board has nothing to take.
 */
export function emptyBoardReach(
  rules: DekleRules,
  type: number,
  side: number,
  cell: number,
  pawnCaptures = false,
): number[] {
  const found = new Set<number>();
  if (type === PAWN) {
    const pawns = rules.pawns[side];
    if (pawns.step[cell] >= 0) found.add(pawns.step[cell]);
    if (pawns.double[cell] >= 0) found.add(pawns.double[cell]);
    if (pawnCaptures || pawns.step[cell] < 0) {
      for (let j = 0; j < 2; j++)
        if (pawns.captures[cell * 2 + j] >= 0) found.add(pawns.captures[cell * 2 + j]);
    }
  } else {
    const tables: Record<number, RayTable | TargetTable> = {
      [KNIGHT]: rules.knight.targets,
      [BISHOP]: rules.bishopRays,
      [ROOK]: rules.rookRays,
      [QUEEN]: rules.queenRays,
      [KING]: rules.kingRays,
      [UNICORN]: rules.unicorn.targets,
    };
    if (tables[type]) reachOf(cell, tables[type], found);
  }
  return [...found].sort((a, b) => a - b);
}
