import type { Move } from '@trigon/engine';
import { INFINITE, MATE, scoreToTable } from './score.js';
import { MAX_PLY, NO_CUTOFF, Search } from './search.js';
import { EXACT, LOWER, UPPER } from './transposition.js';

/**
 * Multi-player search for three or more seats: the paranoid search.
 *
 * Paranoid assumes every other seat plays against the seat at the root, which makes the game
 * two-sided (the root seat against a coalition) so that alpha-beta pruning, the transposition
 * table and iterative deepening work unchanged and the tree shrinks as in a two-player game.
 * Max^n keeps a score per seat but prunes almost nothing, so it sees far less deep in the same
 * time. Its cost is that every opponent answers every move, so the root seat's own plans are
 * seen only every third ply; `BestReplySearch` (best-reply.ts) trades that against realism.
 *
 * Scores are for the root seat throughout (max at its own nodes, min at every other), so
 * the transposition table is cleared when the root seat changes between searches.
 * Turn order comes from the position itself, so seats that are out of the game are skipped;
 * a line in which the root seat itself is knocked out ends there as a loss (`inGame`).
 * A pass is an ordinary move, and forced moves (Triangulation's capture of a checkmated
 * General) need nothing special: the position's legal moves are all the search sees.
 *
 * A repeated position is not a draw here, as it is in the two-player search: Triangulation has
 * no repetition rule (rules A21), so the game goes on, and an opponent is not bound to repeat.
 * Scored as a draw, repetition was the way out of every position the paranoid view scores
 * below 0 (most of them, one seat against two): from about depth 6, where a seat's move and its
 * way back fit in the tree, level 8 shuffled one piece to and fro while the others played
 * (0.67 of 12 points against two level-4 engines). The searches built on this one (best-reply,
 * Monte Carlo) follow it.
 */
export class ParanoidSearch extends Search {
  protected child(depth: number, alpha: number, beta: number, pvNode: boolean): number {
    return this.paranoid(depth, 1, alpha, beta, pvNode);
  }

  private paranoid(
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    pvNode: boolean,
  ): number {
    this.pvLength[ply] = ply;
    if (this.shouldStop()) return 0;
    if (this.rootOut()) return -(MATE - ply);
    const position = this.position;
    const hash = position.hash();
    if (ply >= MAX_PLY - 1) return this.evaluation.evaluate(position, this.rootSeat);

    // No game end reached through this node can come sooner than at this ply.
    const soonest = MATE - ply;
    if (beta > soonest) beta = soonest;
    if (alpha < -soonest) alpha = -soonest;
    if (alpha >= beta) return alpha;

    const inCheck = position.inCheck();
    if (inCheck && ply < this.extendUntil) depth++;
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

    const maximizing = position.turn === this.rootSeat;
    this.orderMoves(ply, n, hashMove);
    const alphaOrig = alpha;
    const betaOrig = beta;
    let best = maximizing ? -INFINITE : INFINITE;
    let bestMove: Move = -1;
    for (let i = 0; i < n; i++) {
      const move = this.pick(ply, i, n);
      const capture = position.isCapture(move);
      position.play(move);
      this.nodes++;
      const score = this.paranoid(depth - 1, ply + 1, alpha, beta, pvNode && i === 0);
      position.undo();
      if (this.stopped) return 0;
      if (maximizing ? score > best : score < best) {
        best = score;
        bestMove = move;
        if (maximizing ? score > alpha : score < beta) {
          if (maximizing) alpha = score;
          else beta = score;
          this.updatePv(ply, move);
          if (alpha >= beta) {
            if (!capture) this.rewardQuiet(ply, move, depth);
            break;
          }
        }
      }
    }

    const bound = best >= betaOrig ? LOWER : best <= alphaOrig ? UPPER : EXACT;
    // Only a move that decided the node is worth trying first next time.
    const keep =
      (maximizing && bound !== UPPER) || (!maximizing && bound !== LOWER) ? bestMove : -1;
    table.store(lo, hi, depth, bound, scoreToTable(best, ply), keep);
    return best;
  }

  /**
   * The root seat has been knocked out while the others play on: a lost game for it, whatever
   * follows (a draw the others reach later is not shared with it), so the line ends here.
   */
  protected rootOut(): boolean {
    const evaluation = this.evaluation;
    return evaluation.inGame !== undefined && !evaluation.inGame(this.position, this.rootSeat);
  }

  /** Captures beyond the horizon; the side to move may stand on the static value instead. */
  protected quiesce(ply: number, alpha: number, beta: number): number {
    this.pvLength[ply] = ply;
    if (this.shouldStop()) return 0;
    if (this.rootOut()) return -(MATE - ply);
    const position = this.position;
    this.noteDepth(ply);
    // Without quiescence a leaf is valued statically, unless the game has ended there.
    if (!this.quiescence || ply >= MAX_PLY - 1) return this.terminalScore(ply);
    const standing = this.evaluation.evaluate(position, this.rootSeat, alpha, beta);

    const maximizing = position.turn === this.rootSeat;
    if (maximizing) {
      if (standing >= beta) return standing;
      if (standing > alpha) alpha = standing;
    } else {
      if (standing <= alpha) return standing;
      if (standing < beta) beta = standing;
    }

    const n = position.generateLegal(this.moveBuffers[ply], 0);
    if (n === 0) return this.terminalScore(ply);
    const count = this.orderCaptures(ply, n, false);
    let best = standing;
    for (let i = 0; i < count; i++) {
      const move = this.pick(ply, i, count);
      position.play(move);
      this.nodes++;
      const score = this.quiesce(ply + 1, alpha, beta);
      position.undo();
      if (this.stopped) return 0;
      if (maximizing ? score > best : score < best) {
        best = score;
        if (maximizing ? score > alpha : score < beta) {
          if (maximizing) alpha = score;
          else beta = score;
          this.updatePv(ply, move);
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }
}
