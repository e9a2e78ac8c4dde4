import type { Move } from '@trigon/engine';
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
  board,
  fallingOf,
  isUp,
  risingOf,
  rowOf,
  type DeklePosition,
  type DekleRules,
  type Variant,
} from '@trigon/engine/games/triangular-chess';
import { captureOrder, hasPieces, irreversible, mopUp, type MopUpWeights } from './chess-like.js';
import { NOT_HELD, SmallValueCache } from './small-value-cache.js';
import type { GameEvaluation } from './types.js';

const CELLS = board.size;
/** Board values run −7 … +7 (the unicorn is 7): `counts[TYPES + piece]`, tables by piece + TYPES. */
const TYPES = UNICORN;
const SLOTS = 2 * TYPES + 1;
/** The cell terms the position sums for this evaluation (`Derived.cellTerms`). */
const PAWNS_MIDDLE = 0;
const PAWNS_END = 1;
const CENTRE = 2;
const TERMS = 3;

/** Piece values by type, in hundredths of a pawn. */
export type DekleValues = Readonly<
  Record<'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'unicorn', number>
>;

/**
 * Piece values for the two games on Dekle's hexagon, measured for this board and these moves
 * rather than copied from chess.
 *
 * Reach. In chess the usual values (3, 3¼, 5, 9) are close to 58 hundredths of a pawn per cell
 * a piece reaches on average with 30% of the other cells occupied at random (knight 5.2, bishop
 * 5.9, rook 8.0, queen 13.9 cells). The same measurement on the hexagon, walking the engine's
 * own tables (triangular-chess.test.ts recomputes the 30% rows; the empty-board rows are the
 * average of `reach` over the 96 cells), gives:
 *
 * | cells reached           | knight | unicorn | bishop | rook  | queen |
 * |-------------------------|--------|---------|--------|-------|-------|
 * | Triangular Chess, 30%   | 3.75   | 4.50    | 5.22   | 5.85  | 11.07 |
 * | Triangular Chess, empty | 3.75   | 4.50    | 8.75   | 9.75  | 18.50 |
 * | Tri-Chess, 30%          | 3.75   | 4.50    | 11.07  | 11.77 | 20.10 |
 * | Tri-Chess, empty        | 3.75   | 4.50    | 18.50  | 31.50 | 47.25 |
 *
 * (the leapers' 6 targets are cut by the hexagon's edges, the unicorn's less often than the
 * knight's; the Tri-Chess bishop is the Triangular-Chess queen, its rook the three strips
 * through the cell, §4.10). Times 58, rounded to 25, this gives Triangular Chess N 225, U 250,
 * B 300, R 350 (339, rounded up: as in chess the rook gains as the board empties, and its
 * empty-board reach is the largest after the queen's), Q 650; Tri-Chess N 225, U 250, B 650,
 * R 700 (683, rounded up for the same reason: empty, it reaches 31.5 cells), Q 1175.
 *
 * Self-play. Games between this evaluation and the same evaluation with chess's values (N 300,
 * U 300, B 325, R 500, Q 900), everything else equal: 6000 nodes a move, openings of 6 random
 * plies played with colours swapped, a game still running after 200 plies scored by the
 * evaluation (a lead over 3 pawns wins). Triangular Chess: the measured values scored 26.5
 * of 48 (55%, about +35 Elo: no significant difference in so few games; the measured set is
 * kept because it rests on the board). Tri-Chess: 12 of 16 (75%, about
 * +190 Elo): chess's values, which rate the Tri-Chess bishop (the Triangular-Chess queen) at
 * a third of a queen, lose there. Level 8 against level 1 scored 20 of 20 in each game.
 */
export const DEKLE_VALUES: Readonly<Record<Variant, DekleValues>> = {
  'triangular-chess': {
    pawn: 100,
    knight: 225,
    unicorn: 250,
    bishop: 300,
    rook: 350,
    queen: 650,
  },
  'tri-chess': {
    pawn: 100,
    knight: 225,
    unicorn: 250,
    bishop: 650,
    rook: 700,
    queen: 1175,
  },
};

/** The weights of the positional terms, in hundredths of a pawn. */
export interface DekleWeights {
  readonly values: DekleValues;
  /** Per cell a piece can move to (empty or enemy), by piece type (index 1..7). */
  readonly mobility: readonly number[];
  /** A pawn's bonus by the rows it still has to go (index 0 unused), middlegame / endgame. */
  readonly pawnSteps: readonly number[];
  readonly pawnStepsEndgame: readonly number[];
  /** Knights, unicorns and bishops per ring nearer the centre of the board (rings 0 … 3). */
  readonly centre: number;
  /** Per own piece on a cell the own king could step to, in the middlegame. */
  readonly shelter: number;
  /** Per enemy move that reaches a cell the king could step to, in the middlegame. */
  readonly kingAttack: number;
  /** Per ring of the king nearer the centre: a penalty in the middlegame, a bonus in the endgame. */
  readonly kingCentre: number;
  /** For the side to move. */
  readonly tempo: number;
  /** With a clear material lead and few pieces left: per ring the losing king stands farther out, and per king step the kings are nearer. */
  readonly mopUpEdge: number;
  readonly mopUpKings: number;
}

/**
 * The positional weights. They were set by hand in chess's usual proportions, scaled to this
 * board, and not tuned by self-play: a pawn has at most 6 rows to go (row b to h), so its bonus
 * grows over 6 steps; mobility weighs a cell less for the pieces that reach more cells (a
 * Tri-Chess rook or queen reaches two to three times as many as a Triangular-Chess one), and
 * so does king safety for the Tri-Chess king, which has 12 cells around it to the other's 6;
 * the king rings are 0 (the 6 cells at the board's centre) to 3 (the rim), see `ring`.
 */
/**
 * The table entries the evaluation never reads, in both games: no piece has type 0, and pawns
 * (1) and the king (6) get no mobility. A tuning leaves them out.
 */
export const DEKLE_UNUSED_ENTRIES = { mobility: [0, 1, 6] } as const;

export const DEKLE_WEIGHTS: Readonly<Record<Variant, DekleWeights>> = {
  'triangular-chess': {
    values: DEKLE_VALUES['triangular-chess'],
    mobility: [0, 0, 5, 5, 4, 2, 0, 5],
    pawnSteps: [0, 80, 45, 25, 12, 5, 0, 0, 0],
    pawnStepsEndgame: [0, 180, 120, 75, 45, 20, 5, 0, 0],
    centre: 8,
    shelter: 8,
    kingAttack: 8,
    kingCentre: 12,
    tempo: 10,
    mopUpEdge: 30,
    mopUpKings: 10,
  },
  'tri-chess': {
    values: DEKLE_VALUES['tri-chess'],
    mobility: [0, 0, 5, 3, 3, 1, 0, 5],
    pawnSteps: [0, 80, 45, 25, 12, 5, 0, 0, 0],
    pawnStepsEndgame: [0, 180, 120, 75, 45, 20, 5, 0, 0],
    centre: 8,
    shelter: 6,
    kingAttack: 6,
    kingCentre: 12,
    tempo: 10,
    mopUpEdge: 30,
    mopUpKings: 10,
  },
};

/** Game phase from the pieces other than pawns and kings: 24 at the start, 0 with none left. */
const PHASE_WEIGHT = [0, 0, 2, 2, 2, 4, 0, 2];
const PHASE_FULL = 24;

/** The most that mobility and king safety together may add or take (so that lazy evaluation is exact). */
const LAZY_MARGIN = 150;

/** Middlegame and endgame terms weighed by the material left (truncation is symmetric in sign). */
function blend(middle: number, end: number, phase: number): number {
  return ((middle * phase + end * (PHASE_FULL - phase)) / PHASE_FULL) | 0;
}

/**
 * The ring of a cell, 0 at the centre of the board to 3 on the outer rim: the distance of its
 * centroid (§2.2: x = (f + s − 9) / 2, y = (r − ⅔ or r − ⅓) · h) from the board's centre, in
 * cell side lengths, rounded down. The same for a cell and its images under the board's
 * mirrors, so terms built on it keep the evaluation colour-symmetric.
 */
function ring(cell: number): number {
  const r = rowOf(cell);
  const x = (fallingOf(cell) + risingOf(cell) - 9) / 2;
  const h = Math.sqrt(3) / 2;
  const y = (isUp(cell) ? r - 2 / 3 : r - 1 / 3) * h - 4 * h;
  return Math.min(3, Math.floor(Math.hypot(x, y)));
}

/** Tables derived once per set of rules. */
interface Derived {
  /** 3 − ring: 3 on the six centre cells, 0 on the rim. */
  readonly centre: Uint8Array;
  /** King moves between two cells, CELLS × CELLS. */
  readonly kingDistance: Uint8Array;
  /** By side: the cells from which a pawn promotes with its next move (a step or a capture). */
  readonly promotionReach: readonly [Int16Array, Int16Array];
  /**
   * Per piece and cell, pawn advancement (middlegame, endgame) and the centre term, White
   * positive, as the position's `trackTerms` wants them: index ((piece + TYPES) × CELLS +
   * cell) × TERMS + PAWNS_MIDDLE, PAWNS_END or CENTRE.
   */
  readonly cellTerms: Int32Array;
}

/**
 * The evaluation of Triangular Chess and Tri-Chess: material (values above), mobility (cells
 * each piece reaches, walking the engine's own ray and leap tables), king safety (own pieces on
 * the king's cells, enemy moves into them, the king kept out of the centre while pieces remain
 * and brought to it as they come off), pawn advancement (by rows left to promotion, worth more
 * in the endgame), knights, unicorns and bishops by their ring, and in won endgames a push of
 * the losing king to the rim, where the mates of §7.6 are. Middlegame and endgame terms are
 * blended by the material left. The position keeps the sums of the pawn and placement terms
 * (`trackTerms`); the ray walks are kept by position hash. Nothing is allocated after the
 * first use.
 */
export class DekleEvaluation implements GameEvaluation<DeklePosition> {
  readonly game: Variant;
  readonly units = 'centipawns';
  /** The mop-up's weights, from `weights`. */
  private readonly mop: MopUpWeights;
  private readonly weights: DekleWeights;
  /** Value by piece type (index 1..7). */
  private readonly typeValue = new Int32Array(TYPES + 1);
  private readonly mobilityWeight = new Int32Array(TYPES + 1);
  private readonly phaseWeight = Int32Array.from(PHASE_WEIGHT);
  /** The cells of each king's moves: zone[side * CELLS + cell] === stamp while evaluating. */
  private readonly zone = new Int32Array(2 * CELLS);
  private stamp = 0;
  private readonly derivedByRules = new WeakMap<DekleRules, Derived>();
  /** The rules last seen and their tables: one game's positions share one rules object. */
  private lastRules: DekleRules | undefined;
  private lastDerived: Derived | undefined;
  /** The activity by position hash (within ±LAZY_MARGIN, as the cache asks; small-value-cache.ts says why its size). */
  private readonly cache = new SmallValueCache();

  constructor(game: Variant, weights: DekleWeights = DEKLE_WEIGHTS[game]) {
    this.game = game;
    this.weights = weights;
    this.mop = { awayCap: 3, away: weights.mopUpEdge, kings: weights.mopUpKings };
    const v = weights.values;
    const byType = [0, v.pawn, v.knight, v.bishop, v.rook, v.queen, 0, v.unicorn];
    for (let t = 1; t <= TYPES; t++) {
      this.typeValue[t] = byType[t];
      this.mobilityWeight[t] = weights.mobility[t] ?? 0;
    }
  }

  clear(): void {
    this.cache.clear();
  }

  evaluate(position: DeklePosition, seat: number, alpha = -Infinity, beta = Infinity): number {
    if (seat === WHITE) return this.whiteScore(position, alpha, beta);
    // 0 - x, not -x: a level position is 0 for both sides, never -0.
    return 0 - this.whiteScore(position, -beta, -alpha);
  }

  /**
   * The position's value for White, lazily: the cheap terms first (material, pawns, piece
   * placement); the ray walks of mobility and king attacks, whose sum is capped at
   * ±LAZY_MARGIN, only when the cheap value leaves the answer inside the window open.
   */
  whiteScore(position: DeklePosition, lower = -Infinity, upper = Infinity): number {
    const counts = position.counts;
    const rules = position.rules;
    if (this.dead(position)) return 0;
    const w = this.weights;
    const derived = this.tables(rules);
    const typeValue = this.typeValue;
    const phaseWeight = this.phaseWeight;

    let material = 0;
    let phase = 0;
    for (let t = PAWN; t <= TYPES; t++) {
      material += (counts[TYPES + t] - counts[TYPES - t]) * typeValue[t];
      phase += (counts[TYPES + t] + counts[TYPES - t]) * phaseWeight[t];
    }
    if (phase > PHASE_FULL) phase = PHASE_FULL;

    // Pawns and piece placement: the position keeps their sums up to date as moves are played.
    const cellTerms = derived.cellTerms;
    if (!position.tracksTerms(cellTerms)) position.trackTerms(cellTerms, TERMS);
    const sums = position.termSums;
    const pawnsMiddle = sums[PAWNS_MIDDLE];
    const pawnsEnd = sums[PAWNS_END];
    const centre = sums[CENTRE];

    const centreOf = derived.centre;
    const kingCentre =
      (centreOf[position.king[WHITE]] - centreOf[position.king[BLACK]]) * w.kingCentre;
    const middle = pawnsMiddle - kingCentre;
    // Mop-up: the mates of this board (§7.6) are made on the rim, so the losing king is driven
    // out ring by ring.
    const drive = mopUp(position, material, phase, this.mop, derived.centre, derived.kingDistance);
    const end = pawnsEnd + kingCentre + drive;
    let quick = material + centre * w.centre + blend(middle, end, phase);
    quick += position.turn === WHITE ? w.tempo : -w.tempo;

    if (quick - LAZY_MARGIN >= upper) return quick - LAZY_MARGIN;
    if (quick + LAZY_MARGIN <= lower) return quick + LAZY_MARGIN;
    let active = this.cache.get(position.hashLo, position.hashHi);
    if (active === NOT_HELD) {
      active = this.activity(position, phase);
      this.cache.set(position.hashLo, position.hashHi, active);
    }
    return quick + active;
  }

  /** The rules' dead positions (§5): K v K, and in Tri-Chess K + B, N or U v K. */
  private dead(position: DeklePosition): boolean {
    const count = position.pieceCount;
    if (count === 2) return true;
    if (count !== 3) return false;
    const counts = position.counts;
    const lone = position.rules.loneDraws;
    for (let t = PAWN; t <= TYPES; t++) {
      if (t !== KING && counts[TYPES + t] + counts[TYPES - t] === 1) return (lone & (1 << t)) !== 0;
    }
    return false;
  }

  /** The tables of `rules`, kept for the rules last seen (a map lookup costs at every node). */
  private tables(rules: DekleRules): Derived {
    if (rules !== this.lastRules) {
      this.lastRules = rules;
      this.lastDerived = this.derive(rules);
      this.cache.forRules(rules);
    }
    return this.lastDerived!;
  }

  private derive(rules: DekleRules): Derived {
    const found = this.derivedByRules.get(rules);
    if (found !== undefined) return found;
    const centre = new Uint8Array(CELLS);
    for (let cell = 0; cell < CELLS; cell++) centre[cell] = 3 - ring(cell);

    // A king's move is any cell of its rays (one step, or in Tri-Chess up to two along a strip).
    const kingDistance = new Uint8Array(CELLS * CELLS).fill(255);
    const rays = rules.kingRays;
    for (let from = 0; from < CELLS; from++) {
      const queue = [from];
      kingDistance[from * CELLS + from] = 0;
      for (let head = 0; head < queue.length; head++) {
        const cell = queue[head];
        const next = kingDistance[from * CELLS + cell] + 1;
        for (let d = cell * rays.directions; d < (cell + 1) * rays.directions; d++) {
          for (let i = rays.start[d]; i < rays.start[d] + rays.length[d]; i++) {
            const to = rays.cells[i];
            if (kingDistance[from * CELLS + to] === 255) {
              kingDistance[from * CELLS + to] = next;
              queue.push(to);
            }
          }
        }
      }
    }

    const promotionReach = [WHITE, BLACK].map((side) => {
      const pawns = rules.pawns[side];
      const near: number[] = [];
      for (let cell = 0; cell < CELLS; cell++) {
        const targets = [pawns.step[cell], pawns.captures[cell * 2], pawns.captures[cell * 2 + 1]];
        if (targets.some((to) => to >= 0 && pawns.promotes[to] === 1)) near.push(cell);
      }
      return Int16Array.from(near);
    }) as [Int16Array, Int16Array];

    // Every pawn step (and edge-rule move) gains one row, so the rows left are the steps left.
    const w = this.weights;
    const cellTerms = new Int32Array(SLOTS * CELLS * TERMS);
    const at = (piece: number, cell: number, term: number): number =>
      ((piece + TYPES) * CELLS + cell) * TERMS + term;
    for (let cell = 0; cell < CELLS; cell++) {
      const row = rowOf(cell);
      const white = 8 - row;
      const black = row - 1;
      cellTerms[at(PAWN, cell, PAWNS_MIDDLE)] = w.pawnSteps[white] ?? 0;
      cellTerms[at(PAWN, cell, PAWNS_END)] = w.pawnStepsEndgame[white] ?? 0;
      cellTerms[at(-PAWN, cell, PAWNS_MIDDLE)] = -(w.pawnSteps[black] ?? 0);
      cellTerms[at(-PAWN, cell, PAWNS_END)] = -(w.pawnStepsEndgame[black] ?? 0);
      for (const type of [KNIGHT, BISHOP, UNICORN]) {
        cellTerms[at(type, cell, CENTRE)] = centre[cell];
        cellTerms[at(-type, cell, CENTRE)] = -centre[cell];
      }
    }
    const derived: Derived = {
      centre,
      kingDistance,
      promotionReach,
      cellTerms,
    };
    this.derivedByRules.set(rules, derived);
    return derived;
  }

  /**
   * Mobility and king safety, capped at ±LAZY_MARGIN: every cell each piece can move to
   * (walking the engine's own ray and leap tables), own pieces on the cells the own king can
   * move to, and enemy moves into those cells (the last two weigh while pieces remain).
   */
  private activity(position: DeklePosition, phase: number): number {
    const w = this.weights;
    const rules = position.rules;
    const cells = position.board;
    const stamp = ++this.stamp;
    const zone = this.zone;
    const kingRays = rules.kingRays;
    let shelterWhite = 0;
    let shelterBlack = 0;
    for (let side = WHITE; side <= BLACK; side++) {
      const king = position.king[side];
      const sign = side === WHITE ? 1 : -1;
      let shelter = 0;
      for (let d = king * kingRays.directions, last = d + kingRays.directions; d < last; d++) {
        for (let i = kingRays.start[d], end = i + kingRays.length[d]; i < end; i++) {
          const cell = kingRays.cells[i];
          if (zone[side * CELLS + cell] === stamp) continue;
          zone[side * CELLS + cell] = stamp;
          if (cells[cell] * sign > 0) shelter++;
        }
      }
      if (side === WHITE) shelterWhite = shelter;
      else shelterBlack = shelter;
    }

    const rookWalk = rules.rookWalk;
    const bishopWalk = rules.bishopWalk;
    const queenWalk = rules.queenWalk;
    const knightTargets = rules.knight.targets;
    const unicornTargets = rules.unicorn.targets;
    const mobilityWeight = this.mobilityWeight;
    const pieceOccupancy = position.pieceOccupancy;
    const words = position.occupancyWords;
    let mobility = 0;
    // Enemy moves into the cells around White's king (made by Black), and around Black's.
    let whiteKingAttacks = 0;
    let blackKingAttacks = 0;
    // The pieces other than pawns and kings, from the position's occupancy bits by piece.
    for (let piece = -TYPES; piece <= TYPES; piece++) {
      const type = piece > 0 ? piece : -piece;
      if (type === 0 || type === PAWN || type === KING) continue;
      const base = (piece + TYPES) * words;
      for (let word = 0; word < words; word++) {
        for (let bits = pieceOccupancy[base + word]; bits !== 0;) {
          const low = bits & -bits;
          bits ^= low;
          const cell = (word << 5) | (31 - Math.clz32(low));
          const sign = piece > 0 ? 1 : -1;
          const enemyZone = piece > 0 ? CELLS : 0;
          let reach = 0;
          let hits = 0;
          if (type === KNIGHT || type === UNICORN) {
            const targets = type === KNIGHT ? knightTargets : unicornTargets;
            for (let i = targets.start[cell], end = targets.start[cell + 1]; i < end; i++) {
              const to = targets.cells[i];
              if (cells[to] * sign <= 0) reach++;
              if (zone[enemyZone + to] === stamp) hits++;
            }
          } else {
            // A queen moves as bishop and rook together (in both games, §4.4 and §4.10): its
            // rays are theirs, in another order in Triangular Chess, and the counts are sums
            // over rays.
            const walk = type === BISHOP ? bishopWalk : type === ROOK ? rookWalk : queenWalk;
            const { first, cells: rayCells, skip } = walk;
            for (let i = first[cell], end = first[cell + 1]; i < end;) {
              const to = rayCells[i];
              const there = cells[to];
              if (zone[enemyZone + to] === stamp) hits++;
              if (there === 0) {
                reach++;
                i++;
                continue;
              }
              if (there * sign < 0) reach++;
              i += skip[i];
            }
          }
          mobility += sign * reach * mobilityWeight[type];
          if (piece > 0) blackKingAttacks += hits;
          else whiteKingAttacks += hits;
        }
      }
    }
    const safety =
      (shelterWhite - shelterBlack) * w.shelter -
      (whiteKingAttacks - blackKingAttacks) * w.kingAttack;
    const active = mobility + blend(safety, 0, phase);
    return active > LAZY_MARGIN ? LAZY_MARGIN : active < -LAZY_MARGIN ? -LAZY_MARGIN : active;
  }

  /** The largest enemy piece, plus a queen's gain when a pawn of the side to move can promote next move. */
  largestGain(position: DeklePosition): number {
    const counts = position.counts;
    const enemy = position.turn === WHITE ? -1 : 1;
    const typeValue = this.typeValue;
    let gain = counts[TYPES + enemy * PAWN] > 0 ? typeValue[PAWN] : 0;
    for (let t = KNIGHT; t <= TYPES; t++) {
      if (counts[TYPES + enemy * t] > 0 && typeValue[t] > gain) gain = typeValue[t];
    }
    const own = -enemy * PAWN;
    const near = this.tables(position.rules).promotionReach[position.turn];
    for (let i = 0; i < near.length; i++) {
      if (position.board[near[i]] === own) return gain + typeValue[QUEEN] - typeValue[PAWN];
    }
    return gain;
  }

  /** Most valuable victim first, then least valuable attacker; promotions count their gain. */
  captureOrder(position: DeklePosition, move: Move): number {
    return captureOrder(position.board, this.typeValue, move);
  }

  /**
   * In Tri-Chess, a side with a piece besides king and pawns is taken to have a move better than
   * a pass, so the search prunes by null moves; in Triangular Chess never, as they gained nothing
   * there (packages/ai/README.md, "Null-move pruning, measured").
   */
  passIsWorse(position: DeklePosition): boolean {
    return this.game === 'tri-chess' && hasPieces(position.counts, UNICORN, position.turn);
  }

  /** Pawn moves, captures, castling and lost castling rights cannot be undone. */
  irreversible(position: DeklePosition, move: Move): boolean {
    return irreversible(position, move);
  }
}

export const triangularChessEvaluation: GameEvaluation<DeklePosition> = new DekleEvaluation(
  'triangular-chess',
);

export const triChessEvaluation: GameEvaluation<DeklePosition> = new DekleEvaluation('tri-chess');
