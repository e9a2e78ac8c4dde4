import type { Move } from '@trigon/engine';
import {
  BISHOP,
  BLACK,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  WHITE,
  board,
  fileOf,
  numberOf,
  type RayWalk,
  type TargetTable,
  type TrigonalPosition,
  type TrigonalRules,
} from '@trigon/engine/games/trigonal';
import { captureOrder, hasPieces, irreversible, mopUp, type MopUpWeights } from './chess-like.js';
import type { GameEvaluation } from './types.js';
import { TRIGONAL_WEIGHTS, type TrigonalWeights } from './weights/trigonal.js';
import { NOT_HELD, SmallValueCache } from './small-value-cache.js';

export {
  parseTrigonalWeights,
  TRIGONAL_VALUES,
  TRIGONAL_WEIGHTS,
  type TrigonalWeights,
} from './weights/trigonal.js';

const CELLS = board.size;
/** Words of a side's occupancy bits (TrigonalPosition.occupancy). */
const OCCUPANCY_WORDS = (CELLS + 31) >> 5;

/** Game phase from the pieces other than pawns and kings: 24 at the start, 0 with none left. */
const PHASE_WEIGHT = [0, 0, 1, 1, 2, 4, 0];
const PHASE_FULL = 24;

/**
 * The first pass's terms of each piece on each cell, White positive, two per entry as the
 * position's `trackTerms` wants them: index ((board value + 6) * CELLS + cell) * 2 + term.
 * Each word packs signed fields, low to high, and so does its sum over the board while every
 * field's sum stays inside its bits (`packedBounds`): PAWNS the pawns' middlegame bonus (16
 * bits) and endgame bonus (16); PIECES the knights' and bishops' steps from the edges (6
 * bits), the phase weight (8) and the material value (18). Two words a piece to add at each
 * move, and none of the piece counts to read for the material.
 */
const PAWNS = 0;
const PIECES = 1;
const TERMS = 2;

/**
 * Throws unless the sums of the packed fields fit their bits for any army the rules allow (at
 * most 8 pawns and 15 pieces besides the king a side): the weights' pawn bonuses and values.
 */
function packedBounds(stepsMiddle: Int32Array, stepsEnd: Int32Array, typeValue: Int32Array): void {
  const largest = (table: Int32Array): number => Math.max(...Array.from(table, Math.abs));
  if (
    8 * largest(stepsMiddle) > 0x7fff ||
    8 * largest(stepsEnd) > 0x7fff ||
    15 * largest(typeValue) > 0x1ffff
  ) {
    throw new RangeError('Trigonal weights: pawn bonuses or piece values too large to pack');
  }
}

/** The most that mobility and king safety together may add or take (so that lazy evaluation is exact). */
const LAZY_MARGIN = 150;

/**
 * `value` rounded to the nearest integer (halves up, as Math.round), but never −0: a −0 score
 * would make the JIT recompile the search for floating-point numbers.
 */
function rounded(value: number): number {
  return Math.floor(value + 0.5);
}

/** Middlegame and endgame terms weighed by the material left. */
function blend(middle: number, end: number, phase: number): number {
  return ((middle * phase + end * (PHASE_FULL - phase)) / PHASE_FULL) | 0;
}

/** Tables derived once per set of rules (the king's reach depends on an option). */
interface Derived {
  /** Steps from the cell to the nearest edge of the board: min(x, y, z), 0 … 2. */
  readonly centre: Uint8Array;
  /** King steps between two cells, CELLS × CELLS. */
  readonly kingDistance: Uint8Array;
  /** King steps to the nearest corner (a1, i1, i17). */
  readonly cornerDistance: Uint8Array;
  /** Steps to promotion by side: [WHITE][cell], [BLACK][cell]. */
  readonly pawnSteps: readonly [Uint8Array, Uint8Array];
  /**
   * By side: the cells from which a pawn promotes with its next move (a step or a capture), as
   * occupancy bits (word `side * OCCUPANCY_WORDS + (cell >> 5)`, bit `cell & 31`).
   */
  readonly promotionReach: Int32Array;
}

const derivedByRules = new WeakMap<TrigonalRules, Derived>();

function derive(rules: TrigonalRules): Derived {
  const found = derivedByRules.get(rules);
  if (found !== undefined) return found;
  const centre = new Uint8Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++)
    centre[cell] = Math.min(board.x(cell), board.y(cell), board.z(cell));

  const kingDistance = new Uint8Array(CELLS * CELLS).fill(255);
  const targets = rules.kingTargets;
  for (let from = 0; from < CELLS; from++) {
    const queue = [from];
    kingDistance[from * CELLS + from] = 0;
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head];
      const next = kingDistance[from * CELLS + cell] + 1;
      for (let i = targets.start[cell]; i < targets.start[cell + 1]; i++) {
        const to = targets.cells[i];
        if (kingDistance[from * CELLS + to] === 255) {
          kingDistance[from * CELLS + to] = next;
          queue.push(to);
        }
      }
    }
  }
  const corners = ['a1', 'i1', 'i17'].map((name) => board.cell(name));
  const cornerDistance = new Uint8Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    cornerDistance[cell] = Math.min(
      ...corners.map((corner) => kingDistance[corner * CELLS + cell]),
    );
  }

  // A pawn walks its file to the last cell (White) or the first (Black): steps = cells left.
  const white = new Uint8Array(CELLS);
  const black = new Uint8Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    const length = 2 * fileOf(cell) + 1;
    const number = numberOf(cell);
    white[cell] = length - number;
    black[cell] = number - 1;
  }
  const promotionReach = new Int32Array(2 * OCCUPANCY_WORDS);
  for (const side of [WHITE, BLACK]) {
    const pawns = rules.pawns[side];
    for (let cell = 0; cell < CELLS; cell++) {
      const targets = [
        pawns.step[cell],
        rules.doubleStep[side][cell],
        pawns.captures[cell * 3],
        pawns.captures[cell * 3 + 1],
        pawns.captures[cell * 3 + 2],
      ];
      if (targets.some((to) => to >= 0 && pawns.promotes[to] === 1)) {
        promotionReach[side * OCCUPANCY_WORDS + (cell >> 5)] |= 1 << (cell & 31);
      }
    }
  }
  const derived: Derived = {
    centre,
    kingDistance,
    cornerDistance,
    pawnSteps: [white, black],
    promotionReach,
  };
  derivedByRules.set(rules, derived);
  return derived;
}

/**
 * The evaluation of Trigonal Chess: material (values above), mobility (cells each piece
 * reaches, walking the engine's own ray and target tables), king safety (own pieces around
 * the king, enemy moves into the cells around it, the king kept near an edge while queens and
 * rooks are about), pawn advancement (by the steps left to promotion, worth more as pieces
 * come off), the bishop pair, and in won endgames a push of the losing king toward a corner,
 * where mates are. Middlegame and endgame terms are blended by the material left.
 *
 * It reads the position's board, its occupancy bits (to visit the pieces) and the piece-square
 * sums it keeps for this evaluation (`trackTerms`), and allocates nothing.
 */
export class TrigonalEvaluation implements GameEvaluation<TrigonalPosition> {
  readonly game = 'trigonal';
  readonly units = 'centipawns';
  /** The mop-up's weights, from `weights`. */
  private readonly mop: MopUpWeights;
  private readonly weights: TrigonalWeights;
  /** Value by piece type. */
  private readonly typeValue = new Int32Array(7);
  private readonly mobilityWeight = new Int32Array(7);
  private readonly stepsMiddle = new Int32Array(32);
  private readonly stepsEnd = new Int32Array(32);
  /**
   * Cells next to each king: zone[side * CELLS + cell] is 1 while `activity` runs, else 0, so
   * that the walks add it where they would test a stamp.
   */
  private readonly zone = new Int32Array(2 * CELLS);
  private readonly termsByRules = new WeakMap<TrigonalRules, Int32Array>();
  /** What `firstPass` found. */
  private quick = 0;
  private scale = 1;
  private phase = 0;
  /** The activity by position hash (small-value-cache.ts says why its size). */
  private readonly cache = new SmallValueCache();
  /** The tables of the rules last seen: one game's positions share one rules object. */
  private lastRules: TrigonalRules | undefined;
  private lastDerived: Derived | undefined;
  private lastTerms: Int32Array | undefined;

  constructor(weights: TrigonalWeights = TRIGONAL_WEIGHTS) {
    this.weights = weights;
    this.mop = { awayCap: 8, away: weights.mopUpCorner, kings: weights.mopUpKings };
    const v = weights.values;
    const byType = [0, v.pawn, v.knight, v.bishop, v.rook, v.queen, 0];
    for (let t = 1; t <= 6; t++) {
      this.typeValue[t] = byType[t];
      this.mobilityWeight[t] = weights.mobility[t];
    }
    for (let s = 0; s < 32; s++) {
      this.stepsMiddle[s] = weights.pawnSteps[s] ?? 0;
      this.stepsEnd[s] = weights.pawnStepsEndgame[s] ?? 0;
    }
    packedBounds(this.stepsMiddle, this.stepsEnd, this.typeValue);
  }

  clear(): void {
    this.cache.clear();
  }

  evaluate(position: TrigonalPosition, seat: number, alpha = -Infinity, beta = Infinity): number {
    if (seat === WHITE) return this.whiteScore(position, alpha, beta);
    // 0 - x, not -x: a level position is 0 for both sides, never -0 (nor is a window bound).
    return 0 - this.whiteScore(position, 0 - beta, 0 - alpha);
  }

  /**
   * The position's value for White, lazily: the cheap terms first (material, pawns, piece
   * placement); the ray walks of mobility and king attacks, whose sum is capped at
   * ±LAZY_MARGIN, only when the cheap value leaves the answer inside the window open.
   */
  whiteScore(position: TrigonalPosition, lower = -Infinity, upper = Infinity): number {
    const counts = position.counts;
    // The rules' dead positions (K v K, K+N v K) are draws whatever else the terms say.
    if (
      position.pieceCount <= 3 &&
      (position.pieceCount === 2 || counts[6 + KNIGHT] + counts[6 - KNIGHT] === 1)
    ) {
      return 0;
    }
    const rules = position.rules;
    if (rules !== this.lastRules) {
      this.lastRules = rules;
      this.lastDerived = derive(rules);
      this.lastTerms = this.cellTerms(rules, this.lastDerived);
      this.cache.forRules(rules);
    }

    this.firstPass(position);
    const quick = this.quick;
    const scale = this.scale;
    if ((quick - LAZY_MARGIN) / scale >= upper) return rounded((quick - LAZY_MARGIN) / scale);
    if ((quick + LAZY_MARGIN) / scale <= lower) return rounded((quick + LAZY_MARGIN) / scale);

    let active = this.cache.get(position.hashLo, position.hashHi);
    if (active === NOT_HELD) {
      active = this.activity(position, this.phase);
      this.cache.set(position.hashLo, position.hashHi, active);
    }
    return rounded((quick + active) / scale);
  }

  /**
   * Material, pawns and piece placement: sets `quick` (the value for White without mobility
   * and king safety), `scale` and `phase`.
   */
  private firstPass(position: TrigonalPosition): void {
    const w = this.weights;
    const counts = position.counts;
    const derived = this.lastDerived!;

    // The position keeps the sums of the cell terms up to date as moves are played; each
    // field is read by sign-extending the bits below it away, low field first.
    const cellTerms = this.lastTerms!;
    if (!position.tracksTerms(cellTerms)) position.trackTerms(cellTerms, TERMS);
    const sums = position.termSums;
    const pawns = sums[PAWNS];
    const pawnsMiddle = (pawns << 16) >> 16;
    const pawnsEnd = (pawns - pawnsMiddle) >> 16;
    const pieces = sums[PIECES];
    const centre = (pieces << 26) >> 26;
    const forces = (pieces - centre) >> 6;
    let phase = (forces << 24) >> 24;
    const material = (forces - phase) >> 8;
    if (phase > PHASE_FULL) phase = PHASE_FULL;
    const centreOf = derived.centre;

    const whiteKing = position.king[WHITE];
    const blackKing = position.king[BLACK];
    const kingCentre = (centreOf[whiteKing] - centreOf[blackKing]) * w.kingCentre;
    let bishops = 0;
    if (counts[6 + BISHOP] >= 2) bishops += w.bishopPair;
    if (counts[6 - BISHOP] >= 2) bishops -= w.bishopPair;
    const middle = pawnsMiddle - kingCentre;
    // Mop-up: the mates of this board are made in a corner, so the losing king is driven there.
    const drive = mopUp(
      position,
      material,
      phase,
      this.mop,
      derived.cornerDistance,
      derived.kingDistance,
    );
    const end = pawnsEnd + kingCentre + drive;
    let quick = material + centre * w.centre + bishops + blend(middle, end, phase);
    quick += position.turn === WHITE ? w.tempo : -w.tempo;

    // A side without pawns whose only piece is a knight or a bishop cannot force mate (a lone
    // knight cannot mate at all, rules §5): shrink its lead.
    let scale = 1;
    const leader = material > 0 ? 1 : -1;
    if (
      counts[6 + leader * PAWN] === 0 &&
      counts[6 + leader * ROOK] + counts[6 + leader * QUEEN] === 0 &&
      counts[6 + leader * KNIGHT] + counts[6 + leader * BISHOP] <= 1
    ) {
      scale = 4;
    }
    this.quick = quick;
    this.scale = scale;
    this.phase = phase;
  }

  /**
   * The first pass's terms for each piece (board value + 6) on each cell, White positive,
   * packed (see PAWNS, PIECES): pawns by steps to promotion (middlegame and endgame), knights
   * and bishops by their distance from the edges, every piece's phase weight and value.
   */
  private cellTerms(rules: TrigonalRules, derived: Derived): Int32Array {
    let terms = this.termsByRules.get(rules);
    if (terms !== undefined) return terms;
    terms = new Int32Array(13 * CELLS * TERMS);
    for (let piece = -KING; piece <= KING; piece++) {
      const type = Math.abs(piece);
      const sign = piece > 0 ? 1 : -1;
      for (let cell = 0; cell < CELLS; cell++) {
        const at = ((piece + 6) * CELLS + cell) * TERMS;
        if (type === PAWN) {
          const steps = derived.pawnSteps[piece > 0 ? WHITE : BLACK][cell];
          terms[at + PAWNS] = sign * (this.stepsMiddle[steps] + this.stepsEnd[steps] * 0x10000);
        }
        const centre = type === KNIGHT || type === BISHOP ? derived.centre[cell] : 0;
        // The phase counts the pieces of both sides alike.
        terms[at + PIECES] =
          sign * centre + PHASE_WEIGHT[type] * 0x40 + sign * this.typeValue[type] * 0x4000;
      }
    }
    this.termsByRules.set(rules, terms);
    return terms;
  }

  /**
   * Mobility and king safety, capped at ±LAZY_MARGIN: every cell each piece can move to
   * (walking the engine's own ray and target tables), own pieces next to the own king, and
   * enemy moves into the cells next to it (the last two weigh while pieces remain).
   */
  private activity(position: TrigonalPosition, phase: number): number {
    const w = this.weights;
    const rules = position.rules;
    const boardCells = position.board;
    const kingTargets = rules.kingTargets;
    const whiteKing = position.king[WHITE];
    const blackKing = position.king[BLACK];
    const zone = this.zone;
    let shelterWhite = 0;
    let shelterBlack = 0;
    for (
      let i = kingTargets.start[whiteKing], end = kingTargets.start[whiteKing + 1];
      i < end;
      i++
    ) {
      const cell = kingTargets.cells[i];
      zone[cell] = 1;
      if (boardCells[cell] > 0) shelterWhite++;
    }
    for (
      let i = kingTargets.start[blackKing], end = kingTargets.start[blackKing + 1];
      i < end;
      i++
    ) {
      const cell = kingTargets.cells[i];
      zone[CELLS + cell] = 1;
      if (boardCells[cell] < 0) shelterBlack++;
    }

    const mobilityWeight = this.mobilityWeight;
    let mobility = 0;
    // Enemy moves into the cells around White's king (made by Black), and around Black's.
    let whiteKingAttacks = 0;
    let blackKingAttacks = 0;
    // Each army's knights, bishops, rooks and queens, from the position's occupancy bits.
    const pieceOccupancy = position.pieceOccupancy;
    const words = position.occupancyWords;
    for (let side = WHITE; side <= BLACK; side++) {
      const sign = side === WHITE ? 1 : -1;
      const enemyZone = side === WHITE ? CELLS : 0;
      let hits = 0;
      const knights = (sign * KNIGHT + 6) * words;
      const bishops = (sign * BISHOP + 6) * words;
      const rooks = (sign * ROOK + 6) * words;
      const queens = (sign * QUEEN + 6) * words;
      for (let word = 0; word < words; word++) {
        let bits =
          pieceOccupancy[knights + word] |
          pieceOccupancy[bishops + word] |
          pieceOccupancy[rooks + word] |
          pieceOccupancy[queens + word];
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const cell = (word << 5) | (31 - Math.clz32(low));
          const type = boardCells[cell] * sign;
          const found =
            type === KNIGHT
              ? this.leaps(rules.knightTargets, boardCells, cell, sign, enemyZone)
              : this.slides(
                  type === BISHOP
                    ? rules.bishopWalk
                    : type === ROOK
                      ? rules.rookWalk
                      : rules.queenWalk,
                  boardCells,
                  cell,
                  sign,
                  enemyZone,
                );
          mobility += sign * (found & 0xffff) * mobilityWeight[type];
          hits += found >>> 16;
        }
      }
      if (side === WHITE) blackKingAttacks += hits;
      else whiteKingAttacks += hits;
    }
    for (
      let i = kingTargets.start[whiteKing], end = kingTargets.start[whiteKing + 1];
      i < end;
      i++
    ) {
      zone[kingTargets.cells[i]] = 0;
    }
    for (
      let i = kingTargets.start[blackKing], end = kingTargets.start[blackKing + 1];
      i < end;
      i++
    ) {
      zone[CELLS + kingTargets.cells[i]] = 0;
    }
    const safety =
      (shelterWhite - shelterBlack) * w.shelter -
      (whiteKingAttacks - blackKingAttacks) * w.kingAttack;
    const active = mobility + blend(safety, 0, phase);
    return active > LAZY_MARGIN ? LAZY_MARGIN : active < -LAZY_MARGIN ? -LAZY_MARGIN : active;
  }

  /**
   * The cells a knight of `sign` on `cell` can move to (empty or enemy), plus 65536 times the
   * cells of the enemy king's zone (`zone` from `enemyZone`) among its targets.
   */
  private leaps(
    targets: TargetTable,
    boardCells: Int8Array,
    cell: number,
    sign: number,
    enemyZone: number,
  ): number {
    const zone = this.zone;
    let reach = 0;
    let hits = 0;
    for (let i = targets.start[cell], end = targets.start[cell + 1]; i < end; i++) {
      const to = targets.cells[i];
      // 1 unless an own piece stands there, without a branch: which it is follows no pattern.
      reach += ((boardCells[to] * sign - 1) >>> 31) & 1;
      hits += zone[enemyZone + to];
    }
    return reach + (hits << 16);
  }

  /** The same for a slider with the rays of `walk`: each ray up to and including the first piece on it. */
  private slides(
    walk: RayWalk,
    boardCells: Int8Array,
    cell: number,
    sign: number,
    enemyZone: number,
  ): number {
    const zone = this.zone;
    const { first, cells, skip } = walk;
    let reach = 0;
    let hits = 0;
    for (let i = first[cell], end = first[cell + 1]; i < end;) {
      const to = cells[i];
      const there = boardCells[to];
      hits += zone[enemyZone + to];
      if (there === 0) {
        reach++;
        i++;
        continue;
      }
      // An enemy is reached, an own piece not: without a branch, as for the knight.
      reach += (there * sign) >>> 31;
      i += skip[i];
    }
    return reach + (hits << 16);
  }

  /** The largest enemy piece, plus a queen's gain when a pawn of the side to move can promote next move. */
  largestGain(position: TrigonalPosition): number {
    const counts = position.counts;
    const enemy = position.turn === WHITE ? -1 : 1;
    let gain = this.typeValue[PAWN];
    for (let t = QUEEN; t >= KNIGHT; t--) {
      if (counts[6 + enemy * t] > 0) {
        gain = this.typeValue[t];
        break;
      }
    }
    const rules = position.rules;
    const derived = rules === this.lastRules ? this.lastDerived! : derive(rules);
    const near = derived.promotionReach;
    const pawns = position.pieceOccupancy;
    const own = (6 - enemy * PAWN) * OCCUPANCY_WORDS;
    const side = position.turn * OCCUPANCY_WORDS;
    for (let word = 0; word < OCCUPANCY_WORDS; word++) {
      if ((pawns[own + word] & near[side + word]) !== 0) {
        return gain + this.typeValue[QUEEN] - this.typeValue[PAWN];
      }
    }
    return gain;
  }

  /** Most valuable victim first, then least valuable attacker; promotions count their gain. */
  captureOrder(position: TrigonalPosition, move: Move): number {
    return captureOrder(position.board, this.typeValue, move);
  }

  /**
   * A side with a piece besides king and pawns is taken to have a move better than a pass, so
   * the search prunes by null moves (measured a gain here; packages/ai/README.md).
   */
  passIsWorse(position: TrigonalPosition): boolean {
    return hasPieces(position.counts, KING, position.turn);
  }

  /** Pawn moves, captures and lost castling rights cannot be undone. */
  irreversible(position: TrigonalPosition, move: Move): boolean {
    return irreversible(position, move);
  }
}

export const trigonalEvaluation: GameEvaluation<TrigonalPosition> = new TrigonalEvaluation();
