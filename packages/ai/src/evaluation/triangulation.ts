import type { Move } from '@trigon/engine';
import {
  CELLS,
  CORNERS,
  GENERAL,
  RUKH,
  INFANTRY,
  NEUTRAL,
  MOVED,
  GENERAL_MOVES,
  CAVALRY_MOVES,
  RUKH_RAYS,
  RUKH_SHARED_FIRST,
  INFANTRY_STEPS,
  INFANTRY_ATTACKS,
  coord,
  pileIndex,
  moveFrom,
  moveTo,
  isCastle,
  isRescue,
  rescuedKind,
  PASS,
  type TriangulationPosition,
} from '@trigon/engine/games/triangulation';
import { EvaluationCache, NOT_CACHED, seatKeyHigh, seatKeyLow } from './cache.js';
import type { GameEvaluation } from './types.js';

/** The value of a finished game: beyond any evaluation, below the search's own game-end scores. */
export const GAME_WON = 60_000;
/**
 * A seat whose General stands checkmated and attacked: the flag forces the first player who can
 * to take it before that seat moves again (§5.3 step 3), so it is as good as out of the game.
 */
export const NEARLY_LOST = 40_000;

/**
 * Piece values in hundredths of an Infantry (§4). Not tuned by self-play yet: set from what
 * each piece reaches on this board with a third of the cells occupied at random
 * (triangulation.test.ts recomputes it from the engine's tables): the Rukh 9.4 cells on
 * average (26.3 on an empty board; every piece on its strip stops it), the Cavalry 5.7 (it
 * leaps). In chess a piece is worth roughly 0.6 pawn per cell it reaches that way (knight 5.2
 * cells, rook 8.0); the same ratio gives the Rukh about 5.6 and the Cavalry about 3.4 Infantry.
 * The measurement for Trigonal Chess showed reach to overrate long-range pieces, so the values
 * are rounded down: 5 and 3. The Infantry is the pawn (forward only, no promotion). The
 * General is not material: losing it loses the game, and capturing it wins its whole army
 * (§5.4), which the change of owner itself puts into the score.
 */
export const TRIANGULATION_VALUES: Readonly<Record<'infantry' | 'cavalry' | 'rukh', number>> = {
  infantry: 100,
  cavalry: 300,
  rukh: 500,
};

/** The weights of the positional terms, in hundredths of an Infantry. */
export interface TriangulationWeights {
  readonly values: typeof TRIANGULATION_VALUES;
  /** Per cell a Rukh or a Cavalry can move to (empty or enemy). */
  readonly rukhMobility: number;
  readonly cavalryMobility: number;
  /** An Infantry's bonus by its forward row (index 0 … 7; its 3rd row is 2, the far edge 7). */
  readonly advance: readonly number[];
  /** Per own piece next to the own General (side or corner), counted up to `shelterCap`. */
  readonly shelter: number;
  readonly shelterCap: number;
  /**
   * Per enemy piece near a General, by General steps between them (index 0 … 3), for a Rukh
   * or Cavalry; an Infantry counts half.
   */
  readonly tropism: readonly number[];
  /**
   * The share (in percent) of the best piece a player could rescue from an opponent's pile
   * (§5.6) credited to it, by the Infantry steps its nearest Infantry needs to that
   * opponent's corner (index 0 … 5; farther counts nothing).
   */
  readonly rescue: readonly number[];
}

/**
 * The table entries the evaluation never reads: an Infantry starts on its 3rd row (index 2)
 * and only moves forward, and a rescued one is placed there again (§5.6), so it never stands
 * on rows 0 or 1; no enemy piece stands on the General's own cell (tropism 0). A tuning leaves
 * them out. (Rescue's 0 is read: the rescue is optional, so an Infantry may stay on the corner.)
 */
export const TRIANGULATION_UNUSED_ENTRIES = { advance: [0, 1], tropism: [0] } as const;

export const TRIANGULATION_WEIGHTS: TriangulationWeights = {
  values: TRIANGULATION_VALUES,
  rukhMobility: 3,
  cavalryMobility: 4,
  advance: [0, 0, 0, 6, 12, 18, 24, 20],
  shelter: 10,
  shelterCap: 3,
  tropism: [0, 24, 12, 4],
  rescue: [0, 50, 30, 18, 10, 5],
};

const RAY_START = RUKH_RAYS.start;
const RAY_LENGTH = RUKH_RAYS.length;
const RAY_CELLS = RUKH_RAYS.cells;
const CAV_START = CAVALRY_MOVES.start;
const CAV_CELLS = CAVALRY_MOVES.cells;
const UNREACHED = 255;

/** General steps between two cells (the General's 12 destinations, blockers ignored), cells × cells. */
export const GENERAL_DISTANCE = ((): Uint8Array => {
  const [targets] = GENERAL_MOVES.fields;
  return distances(CELLS, (cell, visit) => {
    for (let j = GENERAL_MOVES.start[cell]; j < GENERAL_MOVES.start[cell + 1]; j++)
      visit(targets[j]);
  });
})();

/**
 * Infantry moves (steps and attacks, blockers ignored) an Infantry of colour c on a cell needs
 * to reach the corner of colour o: `INFANTRY_TO_CORNER[(c * 3 + o) * 64 + cell]`, 255 when it
 * never can (its own corner, behind it).
 */
export const INFANTRY_TO_CORNER = ((): Uint8Array => {
  const out = new Uint8Array(3 * 3 * CELLS);
  const [steps] = INFANTRY_STEPS.fields;
  const [attacks] = INFANTRY_ATTACKS.fields;
  for (let c = 0; c < 3; c++) {
    const d = distances(CELLS, (cell, visit) => {
      const row = c * CELLS + cell;
      for (let j = INFANTRY_STEPS.start[row]; j < INFANTRY_STEPS.start[row + 1]; j++)
        visit(steps[j]);
      for (let j = INFANTRY_ATTACKS.start[row]; j < INFANTRY_ATTACKS.start[row + 1]; j++)
        visit(attacks[j]);
    });
    for (let o = 0; o < 3; o++) {
      for (let cell = 0; cell < CELLS; cell++)
        out[(c * 3 + o) * CELLS + cell] = d[cell * CELLS + CORNERS[o]];
    }
  }
  return out;
})();

/** Breadth-first distances from every cell to every cell over `moves`, cells × cells. */
function distances(n: number, moves: (cell: number, visit: (to: number) => void) => void) {
  const out = new Uint8Array(n * n).fill(UNREACHED);
  for (let from = 0; from < n; from++) {
    const queue = [from];
    out[from * n + from] = 0;
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head];
      const next = out[from * n + cell] + 1;
      moves(cell, (to) => {
        if (out[from * n + to] !== UNREACHED) return;
        out[from * n + to] = next;
        queue.push(to);
      });
    }
  }
  return out;
}

/**
 * The evaluation of Triangulation for the paranoid search: each seat's strength (its material,
 * the pieces it inherited included, mobility of its Rukhs and Cavalry, advanced Infantry and
 * Infantry near a corner where something of its own waits to be rescued, General shelter
 * against nearby enemies), and the score of a seat is its strength minus the mean strength of
 * the opponents still in the game. The score of a seat is thus what the paranoid search
 * maximises for its root seat while the others minimise it.
 *
 * What the rules make special:
 * - pieces belong to the seat that controls their colour (`controller`), so converted pieces
 *   count for their new owner and an eliminated seat has nothing (its score is a lost game);
 * - a seat flagged checkmated whose General is attacked will lose it before it moves again,
 *   so it is counted out and its army goes to the first player in turn order who can take it;
 * - in the two-player mode the neutral army counts for no one and gives no check, but once a
 *   player takes the neutral General its remaining pieces are that player's, so that capture
 *   is worth all of them.
 *
 * One pass over the 64 cells, reading the position's typed arrays; allocates nothing.
 */
export class TriangulationEvaluation implements GameEvaluation<TriangulationPosition> {
  readonly game = 'triangulation';
  readonly units = 'hundredths of an Infantry';
  private readonly weights: TriangulationWeights;
  /** Value by kind number (General 0: not material). */
  private readonly kindValue: Int32Array;
  /** Infantry advancement bonus by colour and cell: `advance[colour * 64 + cell]`. */
  private readonly advance: Int32Array;
  private readonly tropism: Int32Array;
  private readonly rescueShare: Int32Array;
  // Scratch per call, by seat.
  private readonly strength = new Int32Array(3);
  private readonly material = new Int32Array(3);
  private readonly shelter = new Int32Array(3);
  /** Nearest Infantry of a seat to each corner, in Infantry moves: `nearest[seat * 3 + corner]`. */
  private readonly nearest = new Uint8Array(9);
  /** Each seat's score by position hash. */
  private readonly cache = new EvaluationCache();

  constructor(weights: TriangulationWeights = TRIANGULATION_WEIGHTS) {
    this.weights = weights;
    const v = weights.values;
    this.kindValue = Int32Array.from([0, 0, v.rukh, v.cavalry, v.infantry]);
    this.advance = new Int32Array(3 * CELLS);
    for (let c = 0; c < 3; c++) {
      for (let cell = 0; cell < CELLS; cell++)
        this.advance[c * CELLS + cell] = weights.advance[coord(cell, c)];
    }
    this.tropism = new Int32Array(UNREACHED + 1);
    weights.tropism.forEach((w, d) => (this.tropism[d] = w));
    this.rescueShare = new Int32Array(UNREACHED + 1);
    weights.rescue.forEach((w, d) => (this.rescueShare[d] = w));
  }

  clear(): void {
    this.cache.clear();
  }

  evaluate(position: TriangulationPosition, seat: number): number {
    this.cache.forRules(position.rules);
    const lo = seatKeyLow(position.hashLo, seat);
    const hi = seatKeyHigh(position.hashHi, seat);
    let score = this.cache.get(lo, hi);
    if (score === NOT_CACHED) {
      score = this.score(position, seat);
      this.cache.set(lo, hi, score);
    }
    return score;
  }

  /** The seat's score, from one pass over the cells. */
  private score(position: TriangulationPosition, seat: number): number {
    const ctrl = position.controller;
    const board = position.board;
    const counts = position.pieceCount;

    // Who is in, and whether the game is over (a search without quiescence evaluates the
    // position after its move without asking for the outcome).
    let active = 0;
    let activeCount = 0;
    let bare = true;
    for (let s = 0; s < 3; s++) {
      if (ctrl[s] !== s) continue;
      active |= 1 << s;
      activeCount++;
      let pieces = 0;
      for (let c = 0; c < 3; c++) if (ctrl[c] === s) pieces += counts[c];
      if (pieces > 1) bare = false;
    }
    if (((active >> seat) & 1) === 0) return -GAME_WON;
    if (activeCount === 1) return GAME_WON;
    if (bare) return 0;

    const w = this.weights;
    const strength = this.strength;
    const material = this.material;
    const shelter = this.shelter;
    const nearest = this.nearest;
    strength.fill(0);
    material.fill(0);
    shelter.fill(0);
    nearest.fill(UNREACHED);
    const generals = position.generalCell;
    const kindValue = this.kindValue;
    const advance = this.advance;
    const tropism = this.tropism;
    // Where each active player's General stands, as a row of GENERAL_DISTANCE (-1: out).
    const row0 = (active & 1) !== 0 ? generals[0] * CELLS : -1;
    const row1 = (active & 2) !== 0 ? generals[1] * CELLS : -1;
    const row2 = (active & 4) !== 0 ? generals[2] * CELLS : -1;
    // Infantry distances to corners matter only while some pile holds a rescuable piece.
    const piles = position.piles;
    let rescuable = false;
    for (let i = 0; i < piles.length && !rescuable; i++)
      rescuable = piles[i] !== 0 && (i & 3) !== GENERAL - 1;
    const rukhMobility = w.rukhMobility;
    const cavalryMobility = w.cavalryMobility;

    for (let cell = 0; cell < CELLS; cell++) {
      const code = board[cell];
      if (code === 0) continue;
      const colour = (code >> 3) & 3;
      const owner = ctrl[colour];
      if (owner === NEUTRAL) continue;
      const kind = code & 7;
      if (kind === GENERAL) continue;
      material[owner] += kindValue[kind];
      let score = 0;
      if (kind === INFANTRY) {
        score += advance[colour * CELLS + cell];
        if (rescuable) {
          const base = colour * 3 * CELLS + cell;
          for (let o = 0; o < 3; o++) {
            const d = INFANTRY_TO_CORNER[base + o * CELLS];
            if (d < nearest[owner * 3 + o]) nearest[owner * 3 + o] = d;
          }
        }
      } else if (kind === RUKH) {
        score += rukhMobility * this.rukhReach(board, ctrl, cell, owner);
      } else {
        let reach = 0;
        for (let j = CAV_START[cell], end = CAV_START[cell + 1]; j < end; j++) {
          const t = board[CAV_CELLS[j]];
          if (t === 0 || ctrl[(t >> 3) & 3] !== owner) reach++;
        }
        score += cavalryMobility * reach;
      }
      strength[owner] += score;
      // Shelter of its own General; pressure on every other active General (an Infantry,
      // pressing only forward, counts half).
      const shift = kind === INFANTRY ? 1 : 0;
      if (row0 >= 0) {
        const d = GENERAL_DISTANCE[row0 + cell];
        if (owner !== 0) strength[0] -= tropism[d] >> shift;
        else if (d === 1) shelter[0]++;
      }
      if (row1 >= 0) {
        const d = GENERAL_DISTANCE[row1 + cell];
        if (owner !== 1) strength[1] -= tropism[d] >> shift;
        else if (d === 1) shelter[1]++;
      }
      if (row2 >= 0) {
        const d = GENERAL_DISTANCE[row2 + cell];
        if (owner !== 2) strength[2] -= tropism[d] >> shift;
        else if (d === 1) shelter[2]++;
      }
    }

    for (let s = 0; s < 3; s++) {
      if (((active >> s) & 1) === 0) continue;
      strength[s] += w.shelter * Math.min(shelter[s], w.shelterCap);
      if (rescuable) strength[s] += this.rescueBonus(position, s, active);
    }

    // A checkmated seat whose General is attacked is taken before it moves again; its army goes
    // to the first player in turn order (from the one to move) whose pieces attack that General.
    let live = active;
    for (let s = 0; s < 3; s++) {
      if (((active >> s) & 1) === 0 || position.mate[s] === 0) continue;
      const cell = generals[s];
      const attackers = position.attackerMask(cell, s);
      if (attackers === 0) continue;
      if (s === seat) return -NEARLY_LOST;
      live &= ~(1 << s);
      for (let i = 0; i < 3; i++) {
        const taker = (position.turn + i) % 3;
        if ((attackers >> taker) & 1) {
          material[taker] += material[s];
          break;
        }
      }
    }

    let others = 0;
    let count = 0;
    for (let s = 0; s < 3; s++) {
      if (s === seat || ((live >> s) & 1) === 0) continue;
      others += strength[s] + material[s];
      count++;
    }
    if (count === 0) return NEARLY_LOST;
    return strength[seat] + material[seat] - Math.round(others / count);
  }

  /** A player is in the game while it owns its own army (§5.4). */
  inGame(position: TriangulationPosition, seat: number): boolean {
    return position.controller[seat] === seat;
  }

  /** Cells a Rukh on `cell` owned by `owner` can move to (§4.2). */
  private rukhReach(board: Uint8Array, ctrl: Uint8Array, cell: number, owner: number): number {
    let reach = 0;
    for (let d = 0; d < 6; d++) {
      const at = cell * 6 + d;
      let j = RAY_START[at];
      const end = j + RAY_LENGTH[at];
      // The two rays leaving by one side share their first cell: count it once.
      if (RUKH_SHARED_FIRST[at] === 1) {
        if (board[RAY_CELLS[j]] !== 0) continue;
        j++;
      }
      for (; j < end; j++) {
        const t = board[RAY_CELLS[j]];
        if (t === 0) {
          reach++;
        } else {
          if (ctrl[(t >> 3) & 3] !== owner) reach++;
          break;
        }
      }
    }
    return reach;
  }

  /**
   * For each active opponent whose pile holds pieces of a colour `seat` controls (§5.6): the
   * best of them, by a share falling with the Infantry moves `seat` needs to that corner.
   */
  private rescueBonus(position: TriangulationPosition, seat: number, active: number): number {
    const ctrl = position.controller;
    const piles = position.piles;
    const kindValue = this.kindValue;
    let bonus = 0;
    for (let o = 0; o < 3; o++) {
      if (o === seat || ((active >> o) & 1) === 0) continue;
      const share = this.rescueShare[this.nearest[seat * 3 + o]];
      if (share === 0) continue;
      let best = 0;
      for (let c = 0; c < 3; c++) {
        if (ctrl[c] !== seat) continue;
        for (let kind = RUKH; kind <= INFANTRY; kind++) {
          if (piles[pileIndex(o, c, kind)] !== 0 && kindValue[kind] > best) best = kindValue[kind];
        }
      }
      bonus += (best * share) / 100;
    }
    return bonus | 0;
  }

  /**
   * Most valuable victim first, then least valuable attacker. A General is worth its whole
   * army (every piece of the colours its owner controls), which passes to the capturer, plus
   * an elimination; a rescue adds the rescued piece.
   */
  captureOrder(position: TriangulationPosition, move: Move): number {
    if (move === PASS || isCastle(move)) return 0;
    const board = position.board;
    const from = moveFrom(move);
    const target = board[moveTo(move)];
    let gain = 0;
    if (target !== 0) {
      const kind = target & 7;
      gain = kind === GENERAL ? 1000 + this.armyValue(position, target) : this.kindValue[kind];
    }
    if (isRescue(move)) gain += this.kindValue[rescuedKind(move)];
    return gain * 8 - (this.kindValue[board[from] & 7] >> 6);
  }

  /** A capture, a rescue, castling, an Infantry move and the first move of a General or Rukh cannot be undone. */
  irreversible(position: TriangulationPosition, move: Move): boolean {
    if (move === PASS) return false;
    if (isCastle(move) || isRescue(move)) return true;
    const piece = position.board[moveFrom(move)];
    if (position.board[moveTo(move)] !== 0) return true;
    const kind = piece & 7;
    return kind === INFANTRY || ((kind === GENERAL || kind === RUKH) && (piece & MOVED) === 0);
  }

  /** Material of every piece on the board owned by the owner of the General `general`. */
  private armyValue(position: TriangulationPosition, general: number): number {
    const ctrl = position.controller;
    const owner = ctrl[(general >> 3) & 3];
    let value = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      const code = position.board[cell];
      if (code !== 0 && ctrl[(code >> 3) & 3] === owner) value += this.kindValue[code & 7];
    }
    return value;
  }
}

export const triangulationEvaluation: GameEvaluation<TriangulationPosition> =
  new TriangulationEvaluation();
