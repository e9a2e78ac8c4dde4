import type { Move } from '@trigon/engine';
import { INFINITE, MATE, scoreToTable } from './score.js';
import { MAX_PLY, NO_CUTOFF } from './search.js';
import { ParanoidSearch } from './paranoid.js';
import { EXACT, LOWER, UPPER } from './transposition.js';

/** Returned by an opponents' layer whose branching seat never came to move in it. */
const NOT_REACHED = INFINITE + 1;

/**
 * Best-reply search with the BRS+ refinement (Schadd & Winands 2011; Esser et al. 2013), for
 * three or more seats.
 *
 * Paranoid search lets every opponent answer with all its moves, so that a root-seat move is
 * searched against the product of the opponents' choices and the search sees little of its
 * own plans. Best-reply search lets only one opponent of each round answer with all its moves
 * (the one whose reply is worst for the root seat) and joins the others' layers into one:
 * the root seat's moves come twice as often per ply of depth. Plain BRS has the other
 * opponents pass, which the engine's positions cannot do; BRS+ has them play instead their
 * first move in a fixed order (its most valuable capture, or else its first move), so that
 * every position searched is one the game can reach.
 *
 * Depth counts layers: one for the root seat's move, one for a whole round of opponents.
 * Scores are for the root seat (max at its layers, min at the opponents' layers), as in the
 * paranoid search, whose quiescence search the leaves share; the transposition table keeps
 * the root seat's nodes only, since an opponents' layer is not a position's value alone.
 */
export class BestReplySearch extends ParanoidSearch {
  /** The best branch's line of each opponents' layer, kept while later branches are searched. */
  private readonly layerPv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly layerPvLength = new Int32Array(MAX_PLY + 1);

  protected override child(depth: number, alpha: number, beta: number, pvNode: boolean): number {
    return this.opponentsLayer(depth, 1, alpha, beta, pvNode);
  }

  /** The root seat to move: all its moves, each answered by an opponents' layer. */
  private rootLayer(
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    pvNode: boolean,
  ): number {
    this.pvLength[ply] = ply;
    if (this.shouldStop()) return 0;
    const position = this.position;
    const hash = position.hash();
    if (ply >= MAX_PLY - 2) return this.evaluation.evaluate(position, this.rootSeat);

    const soonest = MATE - ply;
    if (beta > soonest) beta = soonest;
    if (alpha < -soonest) alpha = -soonest;
    if (alpha >= beta) return alpha;

    if (position.inCheck() && ply < this.extendUntil) depth++;
    if (depth <= 0) return this.quiesce(ply, alpha, beta);
    this.noteDepth(ply);

    const lo = hash | 0;
    const hi = (hash / 4294967296) | 0;
    const table = this.table;
    const known = this.probeTable(lo, hi, depth, ply, alpha, beta, pvNode);
    if (known !== NO_CUTOFF) return known;
    const hashMove = this.tableMove;

    const n = position.generateLegal(this.moveBuffers[ply], 0);
    if (n === 0) return this.terminalScore(ply);
    this.orderMoves(ply, n, hashMove);
    const alphaOrig = alpha;
    let best = -INFINITE;
    let bestMove: Move = -1;
    for (let i = 0; i < n; i++) {
      const move = this.pick(ply, i, n);
      const capture = position.isCapture(move);
      position.play(move);
      this.nodes++;
      const score = this.opponentsLayer(depth - 1, ply + 1, alpha, beta, pvNode && i === 0);
      position.undo();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, move);
          if (alpha >= beta) {
            if (!capture) this.rewardQuiet(ply, move, depth);
            break;
          }
        }
      }
    }
    const bound = best >= beta ? LOWER : best <= alphaOrig ? UPPER : EXACT;
    table.store(lo, hi, depth, bound, scoreToTable(best, ply), bound !== UPPER ? bestMove : -1);
    return best;
  }

  /**
   * A round of opponents, from the first of them to move: for each opponent in turn, the line
   * in which it answers with every move and the others play their first-ordered move. The
   * layer's value is the least of these for the root seat.
   */
  private opponentsLayer(
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    pvNode: boolean,
  ): number {
    if (this.position.turn === this.rootSeat)
      return this.rootLayer(depth, ply, alpha, beta, pvNode);
    if (depth <= 0) {
      this.pvLength[ply] = ply;
      if (this.rootOut()) return -(MATE - ply);
      return this.quiesce(ply, alpha, beta);
    }
    let best = INFINITE;
    this.layerPvLength[ply] = ply;
    for (let branch = 0; ; branch++) {
      const score = this.opponentStep(depth, ply, alpha, beta, pvNode, branch, 0);
      if (this.stopped) return 0;
      if (score === NOT_REACHED) break;
      if (score < best) {
        best = score;
        this.keepLine(ply);
        if (score < beta) beta = score;
        if (alpha >= beta) break;
      }
    }
    // Later branches wrote their own lines over the best one's: put it back.
    const row = ply * MAX_PLY;
    const end = this.layerPvLength[ply];
    for (let j = ply; j < end; j++) this.pvTable[row + j] = this.layerPv[row + j];
    this.pvLength[ply] = end;
    return best;
  }

  private keepLine(ply: number): void {
    const row = ply * MAX_PLY;
    const end = this.pvLength[ply];
    for (let j = ply; j < end; j++) this.layerPv[row + j] = this.pvTable[row + j];
    this.layerPvLength[ply] = end;
  }

  /**
   * One opponent's turn inside a layer: the `branch`-th opponent of the round (counted by
   * `step`) plays every move, every other one its first-ordered move. NOT_REACHED when the
   * round ends (the root seat moves again) before the branching opponent has moved.
   */
  private opponentStep(
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    pvNode: boolean,
    branch: number,
    step: number,
  ): number {
    this.pvLength[ply] = ply;
    if (this.shouldStop()) return 0;
    if (this.rootOut()) return step > branch || branch === 0 ? -(MATE - ply) : NOT_REACHED;
    const position = this.position;
    if (position.turn === this.rootSeat) {
      return step > branch ? this.rootLayer(depth - 1, ply, alpha, beta, pvNode) : NOT_REACHED;
    }
    if (ply >= MAX_PLY - 2) return this.evaluation.evaluate(position, this.rootSeat);
    const n = position.generateLegal(this.moveBuffers[ply], 0);
    // A game that ends inside the round ends every line of it alike: count it once.
    if (n === 0) return step > branch || branch === 0 ? this.terminalScore(ply) : NOT_REACHED;
    this.noteDepth(ply);

    if (step !== branch) {
      // Captures by value first, otherwise the first move generated: a fixed choice, so that
      // a line's value does not depend on what earlier searches taught the move ordering.
      this.orderCaptures(ply, n, true);
      const move = this.pick(ply, 0, n);
      position.play(move);
      this.nodes++;
      const score = this.opponentStep(depth, ply + 1, alpha, beta, pvNode, branch, step + 1);
      position.undo();
      if (score !== NOT_REACHED && !this.stopped) this.updatePv(ply, move);
      return score;
    }

    this.orderMoves(ply, n, -1);
    let best = INFINITE;
    for (let i = 0; i < n; i++) {
      const move = this.pick(ply, i, n);
      const capture = position.isCapture(move);
      position.play(move);
      this.nodes++;
      const score = this.opponentStep(
        depth,
        ply + 1,
        alpha,
        beta,
        pvNode && i === 0,
        branch,
        step + 1,
      );
      position.undo();
      if (this.stopped) return 0;
      if (score < best) {
        best = score;
        if (score < beta) {
          beta = score;
          this.updatePv(ply, move);
          if (alpha >= beta) {
            if (!capture) this.rewardQuiet(ply, move, depth);
            break;
          }
        }
      }
    }
    return best;
  }
}
