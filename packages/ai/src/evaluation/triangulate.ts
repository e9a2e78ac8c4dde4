import type { Move } from '@trigon/engine';
import {
  NEIGHBOUR_COUNT,
  NEIGHBOUR_HIGH,
  NEIGHBOUR_LOW,
  TWO_STEPS_HIGH,
  TWO_STEPS_LOW,
  X,
  O,
  PLACE,
  moveKind,
  moveTo,
  lowestBit,
  popcount32,
  X_WON,
  O_WON,
  ONGOING,
  PASS,
  TRIANGULATE_CONSECUTIVE,
  type TriangulatePosition,
} from '@trigon/engine/games/triangulate';
import type { GameEvaluation } from './types.js';

/** The value of a won game: beyond any evaluation, below the search's own game-end scores. */
const GAME_WON = 50_000;

/**
 * The weights of Triangulate's terms, in hundredths of a token move. There is no material:
 * nothing is ever captured, a game is won by three own small tokens on one square.
 *
 * The terms come from reasoning about what each is worth in moves; the weights first set that
 * way were then replaced by tuned ones (see TRIANGULATE_WEIGHTS). A single threat (a square
 * holding two own tokens that a movable own token next to it can join) can usually be
 * answered by covering the token that would move, so it was first put at one move (100); two
 * threats that one move cannot both answer win, hence the large double-threat term. A frozen
 * token (under an opponent's token) is one fewer token to threaten with; own tokens under an
 * own token are not counted (they are part of a pair). Supply matters most when it runs low:
 * without large tokens a player can only stack, so the table is steep below 8 tokens and
 * nearly flat above 16. Mobility (moves available) breaks ties. The tests beside this file
 * check that a win in one is taken and an immediate threat blocked.
 */
export interface TriangulateWeights {
  /** A square where the player has two own tokens (three would win) and a movable own token next to it. */
  readonly threat: number;
  /** The same with the nearest movable own token two king steps away. */
  readonly nearThreat: number;
  /** When the player not to move has two threats or more: one move rarely stops both. */
  readonly doubleThreat: number;
  /** A square holding two own tokens (a pair), whatever lies around it. */
  readonly pair: number;
  /** Per own small token covered by an opponent's token (frozen until it leaves). */
  readonly frozen: number;
  /** Per own top token next to another square with an own token (a pair in one move). */
  readonly contact: number;
  /** Per legal move. */
  readonly mobility: number;
  /** Value of the supply by large tokens left (0 … 32). */
  readonly supply: readonly number[];
  /** For the side to move. */
  readonly tempo: number;
}

/**
 * The weights, tuned from self-play (Texel's method, `npm run tune -- triangulate --games 400
 * --nodes 1000 --seed 1`: 8670 positions where no move ends the game, error 0.2077 → 0.1966).
 * The set written by hand before (threat 120, near threat 40, double threat 400, pair 30,
 * frozen 45, contact 8, mobility 2, tempo 10, a supply table 20 a token below 8 tokens, 8 to
 * 16, then 2) scored 19.5% against it over 100 games at 4000 nodes a move and 23.5% at 50 ms
 * a move (the AI package's README has the table). The tuning put a threat at about five
 * moves and a double threat at sixteen, dropped the near-threat, pair, frozen and contact
 * terms (the threat and mobility terms already count what they approximated) and kept the
 * supply table's shape at 2.24 times its size.
 */
export const TRIANGULATE_WEIGHTS: TriangulateWeights = {
  threat: 480,
  nearThreat: 0,
  doubleThreat: 1600,
  pair: 0,
  frozen: 0,
  contact: 0,
  mobility: 9,
  supply: [
    0, 45, 90, 134, 179, 224, 269, 314, 358, 376, 394, 412, 430, 448, 466, 484, 502, 506, 511, 515,
    520, 524, 529, 533, 538, 542, 547, 551, 556, 560, 564, 569, 573,
  ],
  tempo: 21,
};

/**
 * The evaluation of Triangulate: threats of a third token, pairs, frozen tokens, supply and
 * mobility, for X then negated for O. It reads what the position keeps (the sets of squares
 * occupied, topped by O, holding a pair; each player's neighbours of its top squares,
 * summed) and visits only the squares where a player has two tokens or more, where pairs and
 * threats are; a square's neighbours and the squares two steps away are sets too, so whether
 * a top token is that near is a word operation. Terms whose weight is zero in the tuned set
 * (frozen, contact) are visited only when weighted. It allocates nothing.
 *
 * The game ends when a move triangulates; the engine reports that as the outcome, so the
 * search sees a win in one and an opponent's win one ply later; the threat terms let it see
 * them coming a move earlier.
 */
export class TriangulateEvaluation implements GameEvaluation<TriangulatePosition> {
  readonly game = 'triangulate';
  readonly units = 'hundredths of a move';
  private readonly weights: TriangulateWeights;
  private readonly supplyValue: Int32Array;
  // What stepsOf and findTokens leave for xScore (fields, so that nothing is allocated).
  private contact = 0;
  private xTokensLow = 0;
  private xTokensHigh = 0;
  private oTokensLow = 0;
  private oTokensHigh = 0;

  constructor(weights: TriangulateWeights = TRIANGULATE_WEIGHTS) {
    this.weights = weights;
    this.supplyValue = Int32Array.from(weights.supply);
  }

  evaluate(position: TriangulatePosition, seat: number): number {
    const x = this.xScore(position);
    return seat === X ? x : 0 - x;
  }

  /** The position's value for X. */
  xScore(position: TriangulatePosition): number {
    // A finished game (a search without quiescence evaluates the position after its move
    // without asking for the outcome).
    if (position.result === X_WON) return GAME_WON;
    if (position.result === O_WON) return -GAME_WON;
    if (position.result !== ONGOING) return 0;
    const w = this.weights;
    const height = position.smallHeight;
    const owners = position.smallOwners;
    const oTopLow = position.oTopLow;
    const oTopHigh = position.oTopHigh;
    const xTopLow = position.occupiedLow & ~oTopLow;
    const xTopHigh = position.occupiedHigh & ~oTopHigh;
    const consecutive = position.rules.triangulate === TRIANGULATE_CONSECUTIVE;

    // Mobility and contact, over each player's top (movable) tokens. A player with large
    // tokens to place can step to every neighbour of its top tokens, and the position keeps
    // that sum; otherwise (and for the contact term) the top tokens are visited.
    const withContact = w.contact !== 0;
    if (withContact) this.findTokens(position);
    let contact = 0;
    let mobility: number;
    if (position.supply[X] > 0 && !withContact) mobility = position.topNeighbours[X];
    else {
      mobility = this.stepsOf(X, xTopLow, xTopHigh, position, withContact);
      contact += this.contact;
    }
    if (position.supply[O] > 0 && !withContact) mobility -= position.topNeighbours[O];
    else {
      mobility -= this.stepsOf(O, oTopLow, oTopHigh, position, withContact);
      contact -= this.contact;
    }

    // Tokens under a top token of the other player are frozen by it.
    const frozen = w.frozen !== 0 ? this.frozen(position) : 0;

    // Over the squares where a player has two tokens or more: pairs and threats.
    let threatX = 0;
    let threatO = 0;
    let nearX = 0;
    let nearO = 0;
    let pairs = 0;
    let low = position.pairLow;
    let high = position.pairHigh;
    while ((low | high) !== 0) {
      let s: number;
      if (low !== 0) {
        s = lowestBit(low);
        low &= low - 1;
      } else {
        s = 32 + lowestBit(high);
        high &= high - 1;
      }
      const h = height[s];
      const bits = owners[s] & ((1 << h) - 1);
      const oCount = popcount32(bits);
      const xCount = h - oCount;
      const top = (bits >> (h - 1)) & 1;
      for (let seat = X; seat <= O; seat++) {
        const own = seat === X ? xCount : oCount;
        if (own < 2) continue;
        // One more own token wins: anywhere needs two own, consecutive the top two own.
        const ready = consecutive ? top === seat && ((bits >> (h - 2)) & 1) === seat : true;
        if (!ready) {
          if (seat === X) pairs++;
          else pairs--;
          continue;
        }
        const topLow = seat === X ? xTopLow : oTopLow;
        const topHigh = seat === X ? xTopHigh : oTopHigh;
        // A movable own token next to s; the top token of s itself cannot join its own square.
        if (((NEIGHBOUR_LOW[s] & topLow) | (NEIGHBOUR_HIGH[s] & topHigh)) !== 0) {
          if (seat === X) threatX++;
          else threatO++;
        } else if (((TWO_STEPS_LOW[s] & topLow) | (TWO_STEPS_HIGH[s] & topHigh)) !== 0) {
          // Two steps: an own movable token next to a neighbour of s.
          if (seat === X) nearX++;
          else nearO++;
        } else if (seat === X) pairs++;
        else pairs--;
      }
    }

    const toMove = position.turn;
    let threats = (threatX - threatO) * w.threat + (nearX - nearO) * w.nearThreat;
    // The player to move facing two threats of the other rarely stops both.
    if (toMove === X && threatO >= 2) threats -= w.doubleThreat;
    if (toMove === O && threatX >= 2) threats += w.doubleThreat;
    const supply = this.supplyValue[position.supply[X]] - this.supplyValue[position.supply[O]];
    return (
      threats +
      pairs * w.pair -
      frozen * w.frozen +
      contact * w.contact +
      mobility * w.mobility +
      supply +
      (toMove === X ? w.tempo : -w.tempo)
    );
  }

  /**
   * Over the squares topped by `seat` (a set in two words): the moves there are (every
   * neighbour with a large token to place, else the neighbours holding small tokens) and,
   * when `withContact`, how many of their neighbours hold a token of `seat` (left in contact).
   */
  private stepsOf(
    seat: number,
    low: number,
    high: number,
    position: TriangulatePosition,
    withContact: boolean,
  ): number {
    const canPlace = position.supply[seat] > 0;
    const occupiedLow = position.occupiedLow;
    const occupiedHigh = position.occupiedHigh;
    const ownLow = seat === X ? this.xTokensLow : this.oTokensLow;
    const ownHigh = seat === X ? this.xTokensHigh : this.oTokensHigh;
    let moves = 0;
    let contact = 0;
    while ((low | high) !== 0) {
      let s: number;
      if (low !== 0) {
        s = lowestBit(low);
        low &= low - 1;
      } else {
        s = 32 + lowestBit(high);
        high &= high - 1;
      }
      const aroundLow = NEIGHBOUR_LOW[s];
      const aroundHigh = NEIGHBOUR_HIGH[s];
      moves += canPlace
        ? NEIGHBOUR_COUNT[s]
        : popcount32(aroundLow & occupiedLow) + popcount32(aroundHigh & occupiedHigh);
      if (withContact) {
        contact += popcount32(aroundLow & ownLow) + popcount32(aroundHigh & ownHigh);
      }
    }
    this.contact = contact;
    return moves;
  }

  /** O's tokens under X's top tokens less X's under O's (the frozen term, for X). */
  private frozen(position: TriangulatePosition): number {
    const height = position.smallHeight;
    const owners = position.smallOwners;
    let frozen = 0;
    let low = position.occupiedLow;
    let high = position.occupiedHigh;
    while ((low | high) !== 0) {
      let s: number;
      if (low !== 0) {
        s = lowestBit(low);
        low &= low - 1;
      } else {
        s = 32 + lowestBit(high);
        high &= high - 1;
      }
      const h = height[s];
      const bits = owners[s] & ((1 << h) - 1);
      const oCount = popcount32(bits);
      if (((bits >> (h - 1)) & 1) === X) frozen -= oCount;
      else frozen += h - oCount;
    }
    return frozen;
  }

  /** The squares holding at least one small token of X, and of O, into the token sets. */
  private findTokens(position: TriangulatePosition): void {
    const height = position.smallHeight;
    const owners = position.smallOwners;
    let xLow = 0;
    let xHigh = 0;
    let oLow = 0;
    let oHigh = 0;
    let low = position.occupiedLow;
    let high = position.occupiedHigh;
    while ((low | high) !== 0) {
      let s: number;
      if (low !== 0) {
        s = lowestBit(low);
        low &= low - 1;
      } else {
        s = 32 + lowestBit(high);
        high &= high - 1;
      }
      const all = (1 << height[s]) - 1;
      const bits = owners[s] & all;
      const bit = 1 << (s & 31);
      const x = bits !== all ? bit : 0;
      const o = bits !== 0 ? bit : 0;
      if (s < 32) {
        xLow |= x;
        oLow |= o;
      } else {
        xHigh |= x;
        oHigh |= o;
      }
    }
    this.xTokensLow = xLow;
    this.xTokensHigh = xHigh;
    this.oTokensLow = oLow;
    this.oTokensHigh = oHigh;
  }

  /** Blocks (stacking onto an opponent's top token) by how many opponent tokens they freeze. */
  captureOrder(position: TriangulatePosition, move: Move): number {
    const to = moveTo(move);
    return position.ownCount(to, position.turn ^ 1) * 8 + position.smallCount(to);
  }

  /** A placing move spends a large token for good; stacking moves can be undone. */
  irreversible(_position: TriangulatePosition, move: Move): boolean {
    return move !== PASS && moveKind(move) === PLACE;
  }
}

export const triangulateEvaluation: GameEvaluation<TriangulatePosition> =
  new TriangulateEvaluation();
