import type { Move } from '@trigon/engine';
import {
  BLACK,
  WHITE,
  CELLS,
  EMPEROR,
  CHARIOT,
  CAVALRY,
  GENERAL,
  SOLDIER,
  secondUnionMasks,
  nonEmptyFrom,
  nonEmptyRays,
  rayWalkCells,
  rayWalkMasks,
  secondThrough,
  secondThroughUnion,
  sideMasks,
  secondMasks,
  adjacentMasks,
  moveCaptured,
  moveRunDownMask,
  moveFrom,
  movePromotes,
  type SankakuPosition,
} from '@trigon/engine/games/sankaku';
import type { GameEvaluation } from './types.js';

/**
 * Piece values for Sankaku Shogi in hundredths of a Soldier, measured for this board.
 *
 * Reach on the empty board (GameDefinition.reach averaged over the 44 cells; sankaku.test.ts
 * recomputes it): Chariot 18.5 cells, General 8.95, Cavalry 4.36 (plus relays over friendly
 * pieces), Soldier 2.59 steps plus 4.36 capture-only cells. On a board with 30% of the
 * cells occupied at random a Chariot reaches 9.2 cells (also recomputed by the test); the
 * General, Cavalry and Soldier only step or leap, so blocking hardly changes theirs. In
 * chess a piece is worth roughly 0.6 pawn per cell it reaches on a 30%-filled board; with
 * the Soldier (about 4 cells counting its captures) as 100 that gives General ~320 (9
 * cells, every one a move and a capture), Cavalry ~220 (about 5 cells with relays) and
 * Chariot ~500 (9 cells; it is also immune to Soldiers and runs them down). The Cavalry
 * gets a little more (250): it promotes to a General on any capture. The Soldier's own
 * promotion (+225 on any capture) is the promotion-threat term below.
 *
 * Self-play check (level 8 searches of 15,000–20,000 nodes a move, openings of 4 random
 * moves played with both colours, this evaluation against itself with other values):
 * against a flat set (every piece 100) 5.5/10 and 3.5/8; against values proportional to
 * the empty-board reach (Cavalry 150, General 300, Chariot 600) 4.5/8. Nearly every game
 * ran to the ply cap (200, then 160): once neither side can win material both shuffle, so
 * these games do not separate the sets, and a longer tuning run is still to be done;
 * the values rest on the reach measurement. The self-play did find a search problem: see
 * emperorSafety and the `hanging` weight.
 */
export const SANKAKU_VALUES: Readonly<
  Record<'soldier' | 'cavalry' | 'general' | 'chariot', number>
> = {
  soldier: 100,
  cavalry: 250,
  general: 325,
  chariot: 500,
};

/** The weights of the positional terms, in hundredths of a Soldier. */
export interface SankakuWeights {
  readonly values: typeof SANKAKU_VALUES;
  /** Per cell a piece can move to (empty or enemy), by type (index 1..5; the Emperor's is 0: it reaches every cell). */
  readonly mobility: readonly number[];
  /**
   * A piece no friendly piece (other than the Emperor) guards: the enemy Emperor may take it
   * for nothing, whatever stands between. Per hundred of the piece's value.
   */
  readonly loose: number;
  /** Per friendly piece guarding the Emperor's cell, up to three: without one the enemy Emperor takes it. */
  readonly emperorGuard: number;
  /** An Emperor with no guard at all. */
  readonly emperorNaked: number;
  /**
   * For the side to move, this fraction (per 64) of the most valuable enemy piece no enemy
   * piece guards: its Emperor can leap onto it and take it next move. Without it the
   * static value misses that threat and quiescence chases every Emperor capture: over ten
   * random positions a depth-3 search took 141,000 nodes with 0, 110,000 with 40, 54,000
   * with 64 and 39,000 with 80. 64 is the whole piece, what the capture wins; the tuning
   * of 2026-12-04 (see SANKAKU_WEIGHTS) set 35, which plays better at equal nodes and at
   * equal time although by the counts above it searches more nodes to a depth.
   */
  readonly hanging: number;
  /** A Soldier or Cavalry that can capture now: a fraction (per 64) of the General it would become. */
  readonly promotionThreat: number;
  /** For the side to move. */
  readonly tempo: number;
}

/**
 * The positional weights from `npm run tune -- sankaku --games 400 --nodes 2000 --seed 3
 * --label pv-leaf --regularise 0.0002 --only mobility,loose,emperorGuard,hanging,promotionThreat,tempo`
 * (packages/bench/tune-results/sankaku-400g-2000n-seed3-pv-leaf-positional.json). Against the
 * hand-set weights before them (mobility 0,0,3,4,3,2, loose 12, guard 25, hanging 64, promotion
 * threat 16, tempo 10), level 8 over 100 games: 4,000 nodes a move, seed 1, 66.5% (Elo +119 ± 59);
 * seed 3, 67.5% (+127 ± 59); 50 ms a move, seed 2, 65.0% (+108 ± 67).
 */
/**
 * The table entries the evaluation never reads: no piece has type 0, and the Emperor (1) gets
 * no mobility. A tuning leaves them out (Cavalry's 0 it tunes).
 */
export const SANKAKU_UNUSED_ENTRIES = { mobility: [0, 1] } as const;

export const SANKAKU_WEIGHTS: SankakuWeights = {
  values: SANKAKU_VALUES,
  mobility: [0, 0, 3, 0, 2, 3],
  loose: 11,
  emperorGuard: 30,
  emperorNaked: 80,
  hanging: 35,
  promotionThreat: 15,
  tempo: 9,
};

/** The cells of a two-word set: both words' bit counts summed before the bytes are added up. */
function countSet(lo: number, hi: number): number {
  let a = lo - ((lo >>> 1) & 0x55555555);
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333);
  let b = hi - ((hi >>> 1) & 0x55555555);
  b = (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  // Each nibble of a + b is at most 8.
  let x = a + b;
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
  return Math.imul(x, 0x01010101) >>> 24;
}

/** 1 for a non-empty set (either word of it, or both ORed), 0 for an empty one, without a branch. */
function isSet(word: number): number {
  return (word | -word) >>> 31;
}

/** The value of a won game: beyond any evaluation, below the search's own game-end scores. */
const GAME_WON = 50_000;
/** An Emperor's capture ends the game; for move ordering and the gain bound only. */
const EMPEROR_VALUE = 20_000;
/** The most the positional terms together may add or take (so that lazy evaluation is exact). */
const LAZY_MARGIN = 400;

/**
 * The activity cache's slots: 2^16 of two words (512 KiB), where the shared EvaluationCache has
 * 2^18 of four (4 MiB). Most of a search's repeated evaluations come close together (the static
 * checks beside quiescence, re-searches), and a probe that misses the processor's caches costs
 * more than the few activities a larger table would save.
 */
const CACHE_BITS = 16;
const CACHE_MASK = (1 << CACHE_BITS) - 1;
/** The hash's high word holds 21 bits of the 53-bit key (core/zobrist.ts). */
const HIGH_KEY = 0x1fffff;
const VALUE_SHIFT = 21;
/** Added to an activity (within ±LAZY_MARGIN) to keep it in 11 bits and above 0. */
const VALUE_OFFSET = LAZY_MARGIN + 1;
/** The words of a Chariot's remembered slide (SankakuEvaluation.slides). */
const SLIDE_WORDS = 9;

/**
 * The evaluation of Sankaku Shogi: material (values above), mobility, loose pieces, Emperor
 * safety and promotion threats.
 *
 * There is no check: the game ends when an Emperor is taken, and the engine reports that as
 * the outcome, so the search sees a move that leaves the Emperor capturable as a loss one ply
 * later, and an enemy Emperor it can take as a win. The Emperor leaps anywhere and may take
 * any piece but a guarded Emperor, so what matters about it is being guarded: the terms count
 * the friendly pieces that could recapture on its cell and the enemy moves around it.
 *
 * Material comes from the piece counts the position keeps. One pass over the pieces (from the
 * sets of cells the position keeps) takes each one's targets from the engine's tables (General:
 * adjacent cells; Soldier: side steps and its capture-only second-orthogonal cells through an
 * empty cell; Cavalry: second-orthogonal leaps, relayed once over a friendly piece; Chariot:
 * rays, continuing past one enemy Soldier it may run down), counting mobility and collecting
 * the cells each side guards. Allocates nothing.
 */
export class SankakuEvaluation implements GameEvaluation<SankakuPosition> {
  readonly game = 'sankaku';
  readonly units = 'hundredths of a Soldier';
  private readonly weights: SankakuWeights;
  /** Value by piece type (index 1..5). */
  readonly typeValue = new Int32Array(6);
  private readonly mobilityWeight = new Int32Array(6);
  /** The loose-piece penalty by type, whole units (so that both seats' scores are exact negatives). */
  private readonly loosePenalty = new Int32Array(6);
  /** The hanging-piece bonus by type, whole units. */
  private readonly hangingBonus = new Int32Array(6);
  /** For the side to move (weights.tempo). */
  private readonly tempo: number;
  /** The promotion-threat bonus, whole units. */
  private readonly promotionBonus: number;
  /**
   * The activity by position hash, two words a slot: the hash's low word, then its 21 high
   * bits (the 53-bit key of core/zobrist.ts) with the value above them, offset so that a
   * filled slot never has 0 there.
   */
  private cache = new Int32Array(0);
  private cachedRules: object | undefined;
  /**
   * The last slide of a Chariot of each side from each cell (SLIDE_WORDS a slide; all 0 for
   * none): the cells it reached, which of them were occupied, friendly and enemy Soldiers, and
   * its reach. Most moves leave a Chariot's stops as they were, and its slides need not be
   * walked again.
   */
  private readonly slides = new Int32Array(2 * CELLS * SLIDE_WORDS);
  /** What `weighCavalry` found. */
  private readonly weighed = new Int32Array(5);

  constructor(weights: SankakuWeights = SANKAKU_WEIGHTS) {
    this.weights = weights;
    const v = weights.values;
    const byType = [0, 0, v.chariot, v.cavalry, v.general, v.soldier];
    for (let t = 1; t <= 5; t++) {
      this.typeValue[t] = byType[t];
      this.mobilityWeight[t] = weights.mobility[t];
      this.loosePenalty[t] = Math.round((byType[t] * weights.loose) / 100);
      this.hangingBonus[t] = Math.round((byType[t] * weights.hanging) / 64);
    }
    this.tempo = weights.tempo;
    this.promotionBonus = Math.round(((v.general - v.soldier) * weights.promotionThreat) / 64);
  }

  clear(): void {
    this.cache.fill(0);
    this.slides.fill(0);
  }

  evaluate(position: SankakuPosition, seat: number, alpha = -Infinity, beta = Infinity): number {
    if (seat === BLACK) return this.blackScore(position, alpha, beta);
    // 0 - x, not -x: a level position is 0 for both sides, never -0.
    // 0 - beta too: a window at 0 would pass -0, a double, into integer comparisons.
    return 0 - this.blackScore(position, 0 - beta, 0 - alpha);
  }

  /** The position's value for Black: material first, the walk of the moves only when the window needs it. */
  blackScore(position: SankakuPosition, lower = -Infinity, upper = Infinity): number {
    // A finished game (a search without quiescence evaluates the position after its move
    // without asking for the outcome): the side that lost its Emperor has lost.
    if (position.emperorAt[WHITE] < 0) return GAME_WON;
    if (position.emperorAt[BLACK] < 0) return -GAME_WON;
    const typeValue = this.typeValue;
    const count = position.pieceCount;
    // Chariot, Cavalry, General and Soldier: codes 2–5 for Black, 10–13 for White.
    const material =
      (count[2] - count[10]) * typeValue[2] +
      (count[3] - count[11]) * typeValue[3] +
      (count[4] - count[12]) * typeValue[4] +
      (count[5] - count[13]) * typeValue[5];
    const tempo = this.tempo;
    const quick = material + (position.turn === BLACK ? tempo : -tempo);
    if (quick - LAZY_MARGIN >= upper) return quick - LAZY_MARGIN;
    if (quick + LAZY_MARGIN <= lower) return quick + LAZY_MARGIN;
    const cache = this.cache;
    if (position.rules !== this.cachedRules) this.clearCache(position.rules);
    const lo = position.hashLowWord;
    const hi = position.hashHighWord;
    const at = (lo & CACHE_MASK) << 1;
    const check = hi & HIGH_KEY;
    let active: number;
    if (
      cache[at] === lo &&
      cache[at + 1] >>> VALUE_SHIFT !== 0 &&
      (cache[at + 1] & HIGH_KEY) === check
    ) {
      active = (cache[at + 1] >>> VALUE_SHIFT) - VALUE_OFFSET;
    } else {
      active = this.activity(position);
      cache[at] = lo;
      cache[at + 1] = check | ((active + VALUE_OFFSET) << VALUE_SHIFT);
    }
    return quick + active;
  }

  /**
   * Mobility, loose pieces, Emperor safety and promotion threats for Black, capped at
   * ±LAZY_MARGIN.
   *
   * Sets of cells are two words (masks.ts), so a piece's targets meet a side's pieces in a few
   * ANDs. What a side attacks is needed only as "guarded or not" on its own pieces and as the
   * number of guards of its Emperor, so each piece's attacked set is ORed into one guarded
   * set, and counted once more when it holds the Emperor's cell. A Cavalry relayed by several
   * friendly pieces is one attack per route, as a piece would count it move by move.
   */
  private activity(position: SankakuPosition): number {
    // The tables in locals: an imported binding is read through its module at every use.
    const raysFrom = nonEmptyFrom;
    const rayWalks = nonEmptyRays;
    const walkCells = rayWalkCells;
    const walkMasks = rayWalkMasks;
    const throughCells = secondThrough;
    const beyondUnion = secondThroughUnion;
    const stepMasks = sideMasks;
    const leapMasks = secondMasks;
    const aroundMasks = adjacentMasks;
    const unionMasks = secondUnionMasks;
    const board = position.board;
    const bits = position.pieceBits;
    const mobilityWeight = this.mobilityWeight;
    // The Cavalry's relays make its reach the costliest to count: skipped when it weighs nothing.
    const cavalryWeight = mobilityWeight[CAVALRY];
    const soldierStepCaptures = position.rules.soldierStepCaptures;
    const stepCaptureMask = soldierStepCaptures ? -1 : 0;
    const maxRunDowns = position.rules.maxRunDowns;
    const mover = position.turn;
    // Codes 1–5 are Black's, 9–13 White's (pieces.ts).
    const blackLo = bits[2] | bits[4] | bits[6] | bits[8] | bits[10];
    const blackHi = bits[3] | bits[5] | bits[7] | bits[9] | bits[11];
    const whiteLo = bits[18] | bits[20] | bits[22] | bits[24] | bits[26];
    const whiteHi = bits[19] | bits[21] | bits[23] | bits[25] | bits[27];
    const occupiedLo = blackLo | whiteLo;
    const occupiedHi = blackHi | whiteHi;
    const slides = this.slides;
    let mobility = 0;
    let threats = 0;
    let loose = 0;
    let hanging = 0;
    let safety = 0;

    for (let side = BLACK; side <= WHITE; side++) {
      const ownLo = side === BLACK ? blackLo : whiteLo;
      const ownHi = side === BLACK ? blackHi : whiteHi;
      const enemyLo = side === BLACK ? whiteLo : blackLo;
      const enemyHi = side === BLACK ? whiteHi : blackHi;
      const enemyChariot = ((side ^ 1) << 3) | CHARIOT;
      // Soldiers take anything but a Chariot.
      const preyLo = enemyLo & ~bits[enemyChariot * 2];
      const preyHi = enemyHi & ~bits[enemyChariot * 2 + 1];
      // Where a Soldier's step counts: empty cells, and prey when the step may capture.
      const stepLo = ~(ownLo | enemyLo) | (soldierStepCaptures ? preyLo : 0);
      const stepHi = ~(ownHi | enemyHi) | (soldierStepCaptures ? preyHi : 0);
      const emperor = position.emperorAt[side];
      const emperorLo = emperor >= 0 && emperor < 32 ? 1 << emperor : 0;
      const emperorHi = emperor >= 32 ? 1 << emperor : 0;
      const sign = side === BLACK ? 1 : -1;
      const victim = ((side ^ 1) << 3) | SOLDIER;
      const victimsLo = bits[victim * 2];
      const victimsHi = bits[victim * 2 + 1];
      let guardedLo = 0;
      let guardedHi = 0;
      let guards = 0;

      const code = side << 3;
      let chariotReach = 0;
      let cavalryReach = 0;
      let generalReach = 0;
      let soldierReach = 0;
      for (let word = 0; word < 2; word++) {
        const shift = word << 5;

        let generals = bits[(code | GENERAL) * 2 + word];
        while (generals !== 0) {
          const low = generals & -generals;
          generals ^= low;
          const c = shift | (31 - Math.clz32(low));
          const lo = aroundMasks[c * 2];
          const hi = aroundMasks[c * 2 + 1];
          guardedLo |= lo;
          guardedHi |= hi;
          guards += isSet((lo & emperorLo) | (hi & emperorHi));
          generalReach += countSet(lo & ~ownLo, hi & ~ownHi);
        }

        let soldiers = bits[(code | SOLDIER) * 2 + word];
        while (soldiers !== 0) {
          const low = soldiers & -soldiers;
          soldiers ^= low;
          const c = shift | (31 - Math.clz32(low));
          const sideLo = stepMasks[c * 2];
          const sideHi = stepMasks[c * 2 + 1];
          // Its capture-only cells at distance two, through an empty cell. A piece code is
          // positive, so (code - 1) >>> 31 is 1 exactly when the cell between is empty: no
          // branch on the mailbox, whose contents the processor cannot predict.
          const k = c * 3;
          const e =
            ((board[throughCells[k]] - 1) >>> 31) |
            (((board[throughCells[k + 1]] - 1) >>> 31) << 1) |
            (((board[throughCells[k + 2]] - 1) >>> 31) << 2);
          const farLo = beyondUnion[(c * 8 + e) * 2];
          const farHi = beyondUnion[(c * 8 + e) * 2 + 1];
          const lo = (sideLo & stepCaptureMask) | farLo;
          const hi = (sideHi & stepCaptureMask) | farHi;
          guardedLo |= lo;
          guardedHi |= hi;
          guards += isSet((lo & emperorLo) | (hi & emperorHi));
          threats += sign * isSet((lo & preyLo) | (hi & preyHi));
          soldierReach += countSet(
            (sideLo & stepLo) | (farLo & preyLo),
            (sideHi & stepHi) | (farHi & preyHi),
          );
        }

        let chariots = bits[(code | CHARIOT) * 2 + word];
        while (chariots !== 0) {
          const low = chariots & -chariots;
          chariots ^= low;
          const c = shift | (31 - Math.clz32(low));
          // The slide read only the cells it reached (its stops included): while they hold
          // what they held, its cells and reach are those of last time.
          const m = (side * CELLS + c) * SLIDE_WORDS;
          let lo = slides[m];
          let hi = slides[m + 1];
          if (
            (lo | hi) !== 0 &&
            (((occupiedLo & lo) ^ slides[m + 2]) |
              ((occupiedHi & hi) ^ slides[m + 3]) |
              ((ownLo & lo) ^ slides[m + 4]) |
              ((ownHi & hi) ^ slides[m + 5]) |
              ((victimsLo & lo) ^ slides[m + 6]) |
              ((victimsHi & hi) ^ slides[m + 7])) ===
              0
          ) {
            chariotReach += slides[m + 8];
            guardedLo |= lo;
            guardedHi |= hi;
            guards += isSet((lo & emperorLo) | (hi & emperorHi));
            continue;
          }
          lo = 0;
          hi = 0;
          let reach = 0;
          for (let r = raysFrom[c], last = raysFrom[c + 1]; r < last; r++) {
            const at = rayWalks[r];
            // Most slides stop on their first or second cell: both are read at once, without
            // a branch (a piece code is positive, so (code - 1) >>> 31 is 1 for an empty cell).
            const first = board[walkCells[at]];
            const second = board[walkCells[at + 1]];
            const empty = (first - 1) >>> 31;
            let k = empty;
            let q = first + ((second - first) & -empty);
            if ((empty & ((second - 1) >>> 31)) !== 0) {
              k = 2;
              q = board[walkCells[at + 2]];
              while (q === 0) q = board[walkCells[at + ++k]];
            }
            // q stopped the slide on cell k (the origin past the end, a Chariot of this side):
            // reached, and guarded if friendly, counted as a move if not.
            k++;
            reach += k - (((q >> 3) ^ side ^ 1) & 1);
            if (q === victim) {
              for (let runDowns = 1; ;) {
                q = board[walkCells[at + k]];
                k++;
                if (q === 0) {
                  reach++;
                  continue;
                }
                if (q >> 3 === side) break;
                reach++;
                if (q !== victim || runDowns === maxRunDowns) break;
                runDowns++;
              }
            }
            // Two rays share at most their first cell: the set counts it once.
            lo |= walkMasks[(at + k) * 2];
            hi |= walkMasks[(at + k) * 2 + 1];
          }
          slides[m] = lo;
          slides[m + 1] = hi;
          slides[m + 2] = occupiedLo & lo;
          slides[m + 3] = occupiedHi & hi;
          slides[m + 4] = ownLo & lo;
          slides[m + 5] = ownHi & hi;
          slides[m + 6] = victimsLo & lo;
          slides[m + 7] = victimsHi & hi;
          slides[m + 8] = reach;
          chariotReach += reach;
          guardedLo |= lo;
          guardedHi |= hi;
          guards += isSet((lo & emperorLo) | (hi & emperorHi));
        }
      }
      const cavalryLo = bits[(code | CAVALRY) * 2];
      const cavalryHi = bits[(code | CAVALRY) * 2 + 1];
      if (cavalryWeight !== 0) {
        this.weighCavalry(position, side, ownLo, ownHi, enemyLo, enemyHi, emperorLo, emperorHi);
        const weighed = this.weighed;
        guardedLo |= weighed[0];
        guardedHi |= weighed[1];
        guards += weighed[2];
        threats += sign * weighed[3];
        cavalryReach += weighed[4];
      } else if ((cavalryLo | cavalryHi) !== 0) {
        // The cells the Cavalry leap to, and those two or more of them leap to.
        let leapLo = 0;
        let leapHi = 0;
        let twiceLo = 0;
        let twiceHi = 0;
        for (let word = 0; word < 2; word++) {
          let cavalry = word === 0 ? cavalryLo : cavalryHi;
          while (cavalry !== 0) {
            const low = cavalry & -cavalry;
            cavalry ^= low;
            const c = (word << 5) | (31 - Math.clz32(low));
            const lo = leapMasks[c * 2];
            const hi = leapMasks[c * 2 + 1];
            twiceLo |= leapLo & lo;
            twiceHi |= leapHi & hi;
            leapLo |= lo;
            leapHi |= hi;
            guards += isSet((lo & emperorLo) | (hi & emperorHi));
          }
        }
        // The friendly pieces a leap lands on relay it once more, never back home. A relay
        // next (by a leap) to an enemy piece gives a capture; a relay two Cavalry share takes
        // each of them to the other's cell.
        const relayLo = leapLo & ownLo;
        const relayHi = leapHi & ownHi;
        // The cells a leap away from an enemy piece, and from a relay: six look-ups each, a
        // byte of the set at a time (masks.ts), written out so that no call is left.
        let at0 = (enemyLo & 255) << 1;
        let at1 = (256 + ((enemyLo >>> 8) & 255)) << 1;
        let at2 = (512 + ((enemyLo >>> 16) & 255)) << 1;
        let at3 = (768 + (enemyLo >>> 24)) << 1;
        let at4 = (1024 + (enemyHi & 255)) << 1;
        let at5 = (1280 + ((enemyHi >>> 8) & 255)) << 1;
        const enemyLeapLo =
          unionMasks[at0] |
          unionMasks[at1] |
          unionMasks[at2] |
          unionMasks[at3] |
          unionMasks[at4] |
          unionMasks[at5];
        const enemyLeapHi =
          unionMasks[at0 + 1] |
          unionMasks[at1 + 1] |
          unionMasks[at2 + 1] |
          unionMasks[at3 + 1] |
          unionMasks[at4 + 1] |
          unionMasks[at5 + 1];
        const captureLo = enemyLo | (relayLo & enemyLeapLo);
        const captureHi = enemyHi | (relayHi & enemyLeapHi);
        const sharedLo = relayLo & twiceLo;
        const sharedHi = relayHi & twiceHi;
        let homeLo = 0;
        let homeHi = 0;
        for (let word = 0; word < 2; word++) {
          let cavalry = word === 0 ? cavalryLo : cavalryHi;
          while (cavalry !== 0) {
            const low = cavalry & -cavalry;
            cavalry ^= low;
            const c = (word << 5) | (31 - Math.clz32(low));
            const lo = leapMasks[c * 2];
            const hi = leapMasks[c * 2 + 1];
            threats += sign * isSet((lo & captureLo) | (hi & captureHi));
            if (((lo & sharedLo) | (hi & sharedHi)) !== 0) {
              if (word === 0) homeLo |= low;
              else homeHi |= low;
            }
          }
        }
        at0 = (relayLo & 255) << 1;
        at1 = (256 + ((relayLo >>> 8) & 255)) << 1;
        at2 = (512 + ((relayLo >>> 16) & 255)) << 1;
        at3 = (768 + (relayLo >>> 24)) << 1;
        at4 = (1024 + (relayHi & 255)) << 1;
        at5 = (1280 + ((relayHi >>> 8) & 255)) << 1;
        const relayedLo =
          unionMasks[at0] |
          unionMasks[at1] |
          unionMasks[at2] |
          unionMasks[at3] |
          unionMasks[at4] |
          unionMasks[at5];
        const relayedHi =
          unionMasks[at0 + 1] |
          unionMasks[at1 + 1] |
          unionMasks[at2 + 1] |
          unionMasks[at3 + 1] |
          unionMasks[at4 + 1] |
          unionMasks[at5 + 1];
        guardedLo |= leapLo | (relayedLo & ~cavalryLo) | homeLo;
        guardedHi |= leapHi | (relayedHi & ~cavalryHi) | homeHi;
        // The routes onto the Emperor's cell, each a guard; past three they change nothing.
        if (guards < 3 && emperor >= 0) {
          for (let word = 0; word < 2; word++) {
            let relays = leapMasks[emperor * 2 + word] & (word === 0 ? relayLo : relayHi);
            while (relays !== 0) {
              const bit = relays & -relays;
              relays ^= bit;
              const y = (word << 5) | (31 - Math.clz32(bit));
              guards += countSet(leapMasks[y * 2] & cavalryLo, leapMasks[y * 2 + 1] & cavalryHi);
            }
          }
        }
      }
      mobility +=
        sign *
        (chariotReach * mobilityWeight[CHARIOT] +
          cavalryReach * cavalryWeight +
          generalReach * mobilityWeight[GENERAL] +
          soldierReach * mobilityWeight[SOLDIER]);

      // Loose pieces: no friendly piece could take back on their cell. The side to move may
      // take the most valuable enemy one with its Emperor.
      for (let word = 0; word < 2; word++) {
        let unguarded =
          (word === 0 ? ownLo & ~guardedLo & ~emperorLo : ownHi & ~guardedHi & ~emperorHi) | 0;
        while (unguarded !== 0) {
          const low = unguarded & -unguarded;
          unguarded ^= low;
          const type = board[(word << 5) | (31 - Math.clz32(low))] & 7;
          loose -= sign * this.loosePenalty[type];
          if (side !== mover && this.hangingBonus[type] > hanging)
            hanging = this.hangingBonus[type];
        }
      }
      safety += sign * this.emperorSafety(emperor, guards);
    }
    if (position.emperorAt[mover] < 0) hanging = 0;
    loose += mover === BLACK ? hanging : -hanging;

    const active = mobility + loose + safety + threats * this.promotionBonus;
    return active > LAZY_MARGIN ? LAZY_MARGIN : active < -LAZY_MARGIN ? -LAZY_MARGIN : active;
  }

  /**
   * The Cavalry's terms when their reach is weighed: every route (a leap, or a leap relayed by
   * a friendly piece, never back home) is walked and counted. Out of the hot path, which takes
   * the routes' cells as sets (activity); the results go to `weighed`: the cells guarded (two
   * words), the guards of the Emperor, the Cavalry that can capture, the reach.
   */
  private weighCavalry(
    position: SankakuPosition,
    side: number,
    ownLo: number,
    ownHi: number,
    enemyLo: number,
    enemyHi: number,
    emperorLo: number,
    emperorHi: number,
  ): void {
    const leapMasks = secondMasks;
    const bits = position.pieceBits;
    let guardedLo = 0;
    let guardedHi = 0;
    let guards = 0;
    let capturing = 0;
    let cavalryReach = 0;
    for (let word = 0; word < 2; word++) {
      const shift = word << 5;
      let cavalry = bits[((side << 3) | CAVALRY) * 2 + word];
      while (cavalry !== 0) {
        const low = cavalry & -cavalry;
        cavalry ^= low;
        const c = shift | (31 - Math.clz32(low));
        const lo = leapMasks[c * 2];
        const hi = leapMasks[c * 2 + 1];
        guardedLo |= lo;
        guardedHi |= hi;
        guards += isSet((lo & emperorLo) | (hi & emperorHi));
        // Its prey among the leaps, direct or relayed, tested once at the end.
        let preyLo = lo & enemyLo;
        let preyHi = hi & enemyHi;
        cavalryReach += countSet(lo & ~ownLo, hi & ~ownHi);
        // A friendly piece relays the Cavalry one more leap, never back home: each route is
        // an attack of its own.
        const homeLo = word === 0 ? ~low : -1;
        const homeHi = word === 0 ? -1 : ~low;
        for (let relayWord = 0; relayWord < 2; relayWord++) {
          let relays = relayWord === 0 ? lo & ownLo : hi & ownHi;
          while (relays !== 0) {
            const bit = relays & -relays;
            relays ^= bit;
            const y = (relayWord << 5) | (31 - Math.clz32(bit));
            const rLo = leapMasks[y * 2] & homeLo;
            const rHi = leapMasks[y * 2 + 1] & homeHi;
            guardedLo |= rLo;
            guardedHi |= rHi;
            guards += isSet((rLo & emperorLo) | (rHi & emperorHi));
            preyLo |= rLo & enemyLo;
            preyHi |= rHi & enemyHi;
            cavalryReach += countSet(rLo & ~ownLo, rHi & ~ownHi);
          }
        }
        capturing += isSet(preyLo | preyHi);
      }
    }
    const out = this.weighed;
    out[0] = guardedLo;
    out[1] = guardedHi;
    out[2] = guards;
    out[3] = capturing;
    out[4] = cavalryReach;
  }

  /**
   * The Emperor on `at` (or none, -1) with this many guards, up to three. Enemy pressure
   * around the Emperor is deliberately not counted: the Emperor leaps anywhere in one move, so
   * the cells around it say little about its danger, and a direct attack is seen by the search
   * one ply later (the capture ends the game). Such a term (12 per enemy move onto the
   * Emperor's cell or next to it) was tried and dropped: it made every Emperor capture also an
   * escape worth searching, and quiescence searches grew a hundredfold (depth 2 from one
   * opening took 229,000 nodes instead of 6,000).
   */
  private emperorSafety(at: number, guards: number): number {
    const w = this.weights;
    if (at < 0) return 0;
    return guards === 0 ? -w.emperorNaked : Math.min(3, guards) * w.emperorGuard;
  }

  /** Empties the cache for positions under other rules (allocated on the first use). */
  private clearCache(rules: object): void {
    this.cachedRules = rules;
    if (this.cache.length === 0) this.cache = new Int32Array(2 << CACHE_BITS);
    else this.cache.fill(0);
    // A slide depends on the rules (how many Soldiers it may run down).
    this.slides.fill(0);
  }

  /** Most valuable victim (run-down Soldiers included), then least valuable attacker; promotions count their gain. */
  captureOrder(position: SankakuPosition, move: Move): number {
    const board = position.board;
    const captured = moveCaptured(move);
    const victimType = captured & 7;
    let gain = victimType === EMPEROR ? EMPEROR_VALUE : this.typeValue[victimType];
    for (let mask = moveRunDownMask(move); mask !== 0; mask &= mask - 1) {
      gain += this.typeValue[SOLDIER];
    }
    const moverType = board[moveFrom(move)] & 7;
    if (movePromotes(move)) gain += this.typeValue[GENERAL] - this.typeValue[moverType];
    // The Emperor as the attacker last: if the victim was guarded, the game is lost.
    const attacker = moverType === EMPEROR ? 1000 : this.typeValue[moverType];
    return gain * 8 - attacker;
  }

  /**
   * An upper bound on one move's gain. When the enemy Emperor may be capturable (attacked by a
   * piece of the side to move, or unguarded so that the Emperor may leap onto it; a guard
   * before the move stays a guard after it), the game may end: no bound. Otherwise the
   * largest enemy piece, plus a run-down Soldier and a promotion.
   */
  largestGain(position: SankakuPosition): number {
    const side = position.turn;
    const enemy = side ^ 1;
    const target = position.emperorAt[enemy];
    if (target < 0 || position.isAttacked(target, side) || !position.isAttacked(target, enemy)) {
      return EMPEROR_VALUE;
    }
    const count = position.pieceCount;
    let largest = 0;
    for (let type = CHARIOT; type <= SOLDIER; type++) {
      const v = this.typeValue[type];
      if (count[(enemy << 3) | type] > 0 && v > largest) largest = v;
    }
    return largest + this.typeValue[SOLDIER] + this.typeValue[GENERAL] - this.typeValue[SOLDIER];
  }

  /**
   * A side with a Chariot, a Cavalry or a General is taken to have a move better than a pass,
   * so the search prunes by null moves; with Emperor and Soldiers alone a move may only spoil
   * the position (zugzwang), as in a chess ending of king and pawns. A pass that leaves the
   * Emperor capturable needs no test here: the search after it finds the capture.
   */
  passIsWorse(position: SankakuPosition): boolean {
    const count = position.pieceCount;
    const side = position.turn << 3;
    return count[side | CHARIOT] + count[side | CAVALRY] + count[side | GENERAL] > 0;
  }

  /** Only captures cannot be undone: no piece has a forward direction, promotion needs a capture. */
  irreversible(position: SankakuPosition, move: Move): boolean {
    return position.isCapture(move);
  }
}

export const sankakuEvaluation: GameEvaluation<SankakuPosition> = new SankakuEvaluation();
