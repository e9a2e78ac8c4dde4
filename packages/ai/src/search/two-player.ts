import { playingSeats, type Move, type Position } from '@trigon/engine';
import { INFINITE, MATE, MATE_BOUND, scoreToTable } from './score.js';
import { MAX_PLY, NO_CUTOFF, Search } from './search.js';
import type { SearchRequest } from './types.js';
import { EXACT, LOWER, UPPER } from './transposition.js';

/** How far the static evaluation may sit above beta, per ply of depth left, before a cut. */
const STATIC_MARGIN = 120;
/** Slack for delta pruning: positional changes a capture may bring besides the material. */
const DELTA_MARGIN = 200;
/**
 * A pass is searched this many plies shallower than a move, and a ply more per four of depth:
 * at 200 ms a move, +33 ± 37 Elo over 160 games in Trigonal and +89 ± 77 over 60 in Tri-Chess
 * against no null moves, where two plies (three from depth 6) played even in Trigonal
 * (packages/ai/README.md, "Null-move pruning, measured").
 */
const NULL_MOVE_REDUCTION = 3;
/** Quiescence follows check evasions this many plies deep, then only captures. */
const QUIESCENCE_CHECK_PLIES = 3;

/**
 * Negamax alpha-beta with principal-variation search for two-player games: the first move
 * of a node gets the full window, later moves a null window and a re-search only when they
 * beat it. With pruning on, late quiet moves are searched one or two plies shallower first
 * (late-move reductions), quiet nodes near the horizon whose static value already clears beta
 * by a margin are cut (reverse futility), and so is a node where the side to move, passing,
 * still stands at beta after a shallower search (null-move pruning, where the game's position
 * can pass and its evaluation says a pass is worse than a move). Scores are for the seat that
 * moves at the node (`sides`).
 *
 * A repeated position scores as a draw (`repeated`), also in Triangulation for two, which has no
 * repetition rule (rules A21): a repetition makes no progress there, and scored as a draw it
 * keeps the side ahead making some (in triangulation.test.ts, level 8 against level 1 with Blue
 * neutral shuffled a Rukh back and forth up to the 200th ply without it).
 */
export class TwoPlayerSearch extends Search {
  /** passed[ply]: the position at `ply` was reached by a pass, so it may not pass again. */
  private readonly passed = new Uint8Array(MAX_PLY + 1);
  /**
   * The seat whose view a node at `ply` takes: sides[ply & 1], the root's seat at even plies.
   * Not the position's turn: a game may end with the turn left to the winner (Triangulation
   * for two, when a capture leaves one General), where the turn would make the win a loss.
   */
  private readonly sides = new Int32Array(2);

  protected override prepare(position: Position, request: SearchRequest): void {
    const seats = playingSeats(position.game, position.options);
    // Its two views would alternate among three movers, every score wrong.
    if (seats.length !== 2) {
      throw new RangeError(
        `a position where ${seats.length} seats play given to a search for two (createSearch's seats)`,
      );
    }
    super.prepare(position, request);
    this.sides[0] = this.rootSeat;
    this.sides[1] = seats[0] === this.rootSeat ? seats[1] : seats[0];
  }

  // Scores are negated as 0 - x, not -x: a zero stays an integer zero, where a -0 would make
  // the JIT recompile the search for floating-point numbers.
  protected child(depth: number, alpha: number, beta: number, pvNode: boolean): number {
    return 0 - this.pvs(depth, 1, 0 - beta, 0 - alpha, pvNode);
  }

  private pvs(depth: number, ply: number, alpha: number, beta: number, pvNode: boolean): number {
    this.pvLength[ply] = ply;
    if (this.shouldStop()) return 0;
    const position = this.position;
    const side = this.sides[ply & 1];
    const hash = position.hash();
    if (this.repeated(ply, hash)) return 0;
    if (ply >= MAX_PLY - 1) return this.evaluation.evaluate(position, side);

    // No line from here can end the game sooner than the one already known.
    const mating = MATE - ply - 1;
    if (beta > mating) {
      beta = mating;
      if (alpha >= beta) return beta;
    }
    const mated = -MATE + ply;
    if (alpha < mated) {
      alpha = mated;
      if (alpha >= beta) return alpha;
    }

    const inCheck = position.inCheck();
    if (inCheck && ply < this.extendUntil) depth++;
    if (depth <= 0) return this.quiesce(ply, alpha, beta, 0, inCheck);
    this.noteDepth(ply);

    const lo = hash | 0;
    const hi = (hash / 4294967296) | 0;
    const table = this.table;
    const known = this.probeTable(lo, hi, depth, ply, alpha, beta, pvNode);
    if (known !== NO_CUTOFF) return known;
    const hashMove = this.tableMove;

    // Reverse futility: a quiet node near the horizon whose static value clears beta by a
    // margin is cut, unless the game has ended there. A game that can tell whether a legal move
    // exists is asked before its moves are generated, so that a cut node generates none.
    const staticCut =
      this.pruning && !pvNode && !inCheck && depth <= 3 && beta < MATE_BOUND && beta > -MATE_BOUND;
    const threshold = beta + STATIC_MARGIN * depth;
    if (staticCut && position.hasLegalMove !== undefined) {
      const standing = this.evaluation.evaluate(position, side, threshold - 1, threshold);
      if (standing >= threshold) {
        return position.hasLegalMove()
          ? standing - STATIC_MARGIN * depth
          : this.terminalFor(ply, side);
      }
    }

    // Null-move pruning: when the side to move passes and a shallower search still finds it at
    // beta or above, a real move (which the game says beats a pass) would too.
    if (
      this.nullMove &&
      !pvNode &&
      !inCheck &&
      depth >= 3 &&
      !this.passed[ply] &&
      beta < MATE_BOUND &&
      beta > -MATE_BOUND &&
      position.playNull !== undefined &&
      this.evaluation.passIsWorse !== undefined &&
      this.evaluation.passIsWorse(position) &&
      this.evaluation.evaluate(position, side, beta - 1, beta) >= beta
    ) {
      const reduced = depth - 1 - NULL_MOVE_REDUCTION - (depth >> 2);
      this.enterPass(ply);
      position.playNull();
      this.passed[ply + 1] = 1;
      const score = 0 - this.pvs(reduced, ply + 1, 0 - beta, 1 - beta, false);
      this.passed[ply + 1] = 0;
      position.undo();
      if (this.stopped) return 0;
      if (score >= beta) {
        const cut = score >= MATE_BOUND ? beta : score;
        table.store(lo, hi, depth, LOWER, scoreToTable(cut, ply), -1);
        return cut;
      }
    }

    const n = position.generateLegal(this.moveBuffers[ply], 0);
    if (n === 0) return this.terminalFor(ply, side);

    if (staticCut && position.hasLegalMove === undefined) {
      const standing = this.evaluation.evaluate(position, side, threshold - 1, threshold);
      if (standing >= threshold) return standing - STATIC_MARGIN * depth;
    }

    this.orderMoves(ply, n, hashMove);
    const alphaOrig = alpha;
    let best = -INFINITE;
    let bestMove: Move = -1;
    for (let i = 0; i < n; i++) {
      const move = this.pick(ply, i, n);
      const capture = position.isCapture(move);
      this.enter(ply, move);
      position.play(move);
      this.nodes++;
      let score: number;
      if (i === 0) {
        score = 0 - this.pvs(depth - 1, ply + 1, 0 - beta, 0 - alpha, pvNode);
      } else {
        let reduction = 0;
        if (
          this.pruning &&
          depth >= 3 &&
          i >= 3 &&
          !capture &&
          !inCheck &&
          move !== hashMove &&
          !this.isKiller(ply, move)
        ) {
          reduction = i >= 8 && depth >= 5 && !pvNode ? 2 : 1;
        }
        score = 0 - this.pvs(depth - 1 - reduction, ply + 1, -alpha - 1, 0 - alpha, false);
        if (score > alpha && reduction > 0 && !this.stopped) {
          score = 0 - this.pvs(depth - 1, ply + 1, -alpha - 1, 0 - alpha, false);
        }
        if (score > alpha && score < beta && !this.stopped) {
          score = 0 - this.pvs(depth - 1, ply + 1, 0 - beta, 0 - alpha, true);
        }
      }
      position.undo();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, move);
          if (score >= beta) {
            if (!capture) this.rewardQuiet(ply, move, depth);
            break;
          }
        }
      }
    }

    const bound = best >= beta ? LOWER : best > alphaOrig ? EXACT : UPPER;
    table.store(lo, hi, depth, bound, scoreToTable(best, ply), bound === UPPER ? -1 : bestMove);
    return best;
  }

  /** Captures only (and check evasions near the horizon), from a static value that stands. */
  private quiesce(
    ply: number,
    alpha: number,
    beta: number,
    qply: number,
    checked: boolean | undefined,
  ): number {
    this.pvLength[ply] = ply;
    if (this.shouldStop()) return 0;
    const position = this.position;
    const side = this.sides[ply & 1];
    this.noteDepth(ply);
    // Without quiescence (the weakest level) a leaf is valued statically, unless the game has
    // ended there: a mate on the horizon is still a mate.
    if (!this.quiescence || ply >= MAX_PLY - 1) return this.terminalFor(ply, side);

    const inCheck = qply < QUIESCENCE_CHECK_PLIES && (checked ?? position.inCheck());
    let best = -INFINITE;
    if (!inCheck) {
      const evaluation = this.evaluation;
      const standing = evaluation.evaluate(position, side, alpha, beta);
      if (standing >= beta) return standing;
      // Delta pruning: not even the best possible capture would reach alpha.
      if (
        evaluation.largestGain !== undefined &&
        standing + evaluation.largestGain(position) + DELTA_MARGIN <= alpha
      ) {
        return standing;
      }
      if (standing > alpha) alpha = standing;
      best = standing;
    }

    // Out of check only captures are searched: a game that offers them on their own spares
    // the king-safety tests of every quiet move. Standing pat covers a position without
    // captures, so a stalemate at the horizon goes unseen, as in most engines.
    const capturesOnly = !inCheck && position.generateCaptures !== undefined;
    const n = capturesOnly
      ? position.generateCaptures!(this.moveBuffers[ply], 0)
      : position.generateLegal(this.moveBuffers[ply], 0);
    if (n === 0) return capturesOnly ? best : this.terminalFor(ply, side);
    const count = this.orderCaptures(ply, n, inCheck, capturesOnly);
    for (let i = 0; i < count; i++) {
      const move = this.pick(ply, i, count);
      position.play(move);
      this.nodes++;
      const score = 0 - this.quiesce(ply + 1, 0 - beta, 0 - alpha, qply + 1, undefined);
      position.undo();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, move);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }
}
