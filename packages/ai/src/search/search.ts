import type { Move, Position } from '@trigon/engine';
import type { GameEvaluation } from '../evaluation/types.js';
import { allocateTime, startNextIteration } from './clock.js';
import { INFINITE, MATE, isMateScore, mateMoves, scoreFromTable } from './score.js';
import { EXACT, LOWER, TranspositionTable, UPPER } from './transposition.js';
import type { SearchHelpers } from './helpers.js';
import type { SearchInfo, SearchRequest, SearchResult } from './types.js';
import { checkGame, checkRequest } from './request.js';

/** The deepest ply any line may reach (iterations, extensions and captures together). */
export const MAX_PLY = 128;
/** What `probeTable` answers when the table does not settle the node: no score is this. */
export const NO_CUTOFF = INFINITE + 1;
const DEFAULT_DEPTH = 64;

const ORDER_HASH = 1 << 30;
const ORDER_CAPTURE = 1 << 29;
const ORDER_KILLER = 1 << 28;
const HISTORY_MAX = 1 << 26;
/**
 * Slots of the history table per seat: 2^14 keeps the four seats' table within 256 KiB, in the
 * second-level cache (2^16 took 1 MiB); the fixed-depth searches of every game kept their trees.
 */
const HISTORY_SLOTS = 1 << 14;

export interface SearchSettings {
  /** Transposition table size in megabytes (default 16). */
  readonly hashMegabytes?: number;
  /**
   * Late-move reductions and static pruning (default true). Turning them off makes the
   * search a plain alpha-beta whose value equals minimax at the same depth (for tests).
   */
  readonly pruning?: boolean;
  /**
   * Null-move pruning in games of two, where the game's evaluation says when a pass is worse
   * than a move (default true; with `pruning` off it is off too). Off, a search sees the
   * zugzwangs the evaluation's test misses, slower.
   */
  readonly nullMove?: boolean;
  /** The transposition table to use instead of one of its own (a shared one, for `helpers`). */
  readonly table?: TranspositionTable;
  /**
   * Searches on other threads that share `table` and search beside this one (lazy SMP: what
   * one finds, the others read from the table). Used by searches without a node budget, whose
   * trees a budget fixes, in games of two seats; see helpers.ts.
   */
  readonly helpers?: SearchHelpers;
}

/**
 * The search framework every game shares: iterative deepening under a depth, node or time
 * budget, a transposition table keyed by the position hash, move ordering (hash move,
 * captures by value, killer moves, history), repetitions (`repeated`, which the search for
 * two seats scores as draws; Triangulation, the game of three, has no repetition rule), check
 * extensions, quiescence on captures, stop on demand, and a report per completed depth. A
 * game supplies only its evaluation. Subclasses supply the tree search proper:
 * `TwoPlayerSearch` (negamax with principal-variation search) and, for three or more
 * players, `ParanoidSearch` (and on it `BestReplySearch` and `MctsSearch`).
 *
 * The searcher plays and takes back moves on a clone of the position it is given, and
 * allocates nothing per node: move lists live in per-ply typed-array buffers.
 */
export abstract class Search {
  readonly evaluation: GameEvaluation;
  protected readonly table: TranspositionTable;
  protected readonly pruning: boolean;
  protected readonly nullMove: boolean;

  protected position!: Position;
  /** The seat moving at the root; scores are reported for it. */
  protected rootSeat = 0;
  protected seats = 2;

  protected nodes = 0;
  protected seldepth = 0;
  protected stopped = false;
  private stopRequested = false;
  /** A search() is under way (re-entry is refused). */
  private searching = false;
  /** The rules (`rulesOf`) of the last position searched. */
  private rules: string | undefined;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  /** Under a clock, no iteration starts late past this (ms from the start); see clock.ts. */
  protected softMs = Infinity;
  protected startTime = 0;
  private stopFlag: Int32Array | undefined;
  /** Where the node count is published for another thread (SearchRequest.nodeCount). */
  private nodeCount: Float64Array | undefined;
  private readonly helpers: SearchHelpers | undefined;
  /** The helpers search beside the current search. */
  private helped = false;
  protected quiescence = true;
  /** Plies below which check extensions apply, so that checks cannot extend without end. */
  protected extendUntil = 0;

  /** Move lists and their ordering keys, one buffer per ply. */
  protected moveBuffers: Int32Array[] = [];
  protected orderBuffers: Int32Array[] = [];
  private bufferSize = 0;
  /** Per ply, the index from which `pick` sorted the rest of the list (its length until then). */
  private readonly sortedFrom = new Int32Array(MAX_PLY + 1);
  protected readonly killers = new Int32Array(MAX_PLY * 2).fill(-1);
  /** Quiet moves that caused cut-offs, per seat, by a hash of the move. */
  protected readonly history: Int32Array;
  /** Triangular principal-variation table: the line from ply p starts at p * MAX_PLY + p. */
  protected readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  protected readonly pvLength = new Int32Array(MAX_PLY + 1);

  /**
   * Hashes of the game's positions: those before the root (index < rootIndex), then one per
   * ply of the current line. `since[ply]` is the first index a position at that ply could
   * repeat: the one after the last irreversible move.
   */
  private hashes = new Float64Array(MAX_PLY + 1);
  private readonly since = new Int32Array(MAX_PLY + 1);
  private rootIndex = 0;
  private repetitionStep = 2;

  // Root moves and what the current iteration learnt about them.
  protected rootMoves = new Int32Array(0);
  protected rootCount = 0;
  private rootScore = new Int32Array(0);
  private rootExact = new Uint8Array(0);
  private rootOrderKey = new Float64Array(0);
  /** The best root move this iteration has proved, or -1. */
  protected iterationMove: Move = -1;
  /** The move `probeTable` found for the position it looked up, or -1. */
  protected tableMove: Move = -1;
  private randomMargin = 0;

  constructor(evaluation: GameEvaluation, settings: SearchSettings = {}) {
    this.evaluation = evaluation;
    this.table = settings.table ?? new TranspositionTable(settings.hashMegabytes ?? 16);
    this.helpers = settings.helpers;
    this.pruning = settings.pruning ?? true;
    this.nullMove = this.pruning && (settings.nullMove ?? true);
    this.history = new Int32Array(HISTORY_SLOTS * 4);
  }

  /** Forgets everything learnt from earlier searches (a new game), the evaluation's caches too. */
  clear(): void {
    this.table.clear();
    this.history.fill(0);
    this.killers.fill(-1);
    this.evaluation.clear?.();
    this.helpers?.clear();
  }

  /** Whether its helper threads (SearchSettings.helpers) are still starting. */
  helpersStarting(): boolean {
    return this.helpers?.starting() ?? false;
  }

  /** Ends the helper threads (SearchSettings.helpers); the search must not run after. */
  close(): void {
    this.helpers?.close();
  }

  /** Stops the running search (from an `onInfo` callback or anything else on this thread). */
  stop(): void {
    this.stopRequested = true;
  }

  /**
   * Searches the position (left unchanged) and returns the move to play. One search at a time:
   * a call while this searcher searches (from its own `onInfo`) throws, since it would search
   * with the running search's tables and buffers.
   */
  search(position: Position, request: SearchRequest = {}): SearchResult {
    if (this.searching) {
      throw new Error('this searcher is already searching (search called from its onInfo?)');
    }
    checkGame(this.evaluation.game, position);
    checkRequest(request);
    // Under other rules a position has the same hash but other moves and values: what the table
    // and the move ordering learnt under the old ones would be read as this game's.
    const rules = rulesOf(position);
    if (this.rules !== undefined && rules !== this.rules) this.clear();
    this.rules = rules;
    this.searching = true;
    try {
      return this.run(position, request);
    } finally {
      this.searching = false;
    }
  }

  /** The search proper, its position and request checked. */
  protected run(position: Position, request: SearchRequest): SearchResult {
    this.prepare(position, request);
    const helpers = this.helpers;
    // A finite node budget is for searches that replay: the helpers would change them.
    const nodeBudget = request.nodes !== undefined && request.nodes < Infinity;
    this.helped = helpers !== undefined && !nodeBudget && this.seats === 2 && this.rootCount > 1;
    if (!this.helped) return this.deepen(position, request);
    helpers!.start(position);
    try {
      return this.deepen(position, request);
    } finally {
      helpers!.stop();
      this.helped = false;
    }
  }

  /** Iterative deepening from the prepared root. */
  private deepen(position: Position, request: SearchRequest): SearchResult {
    const maxDepth = Math.max(1, Math.min(request.depth ?? DEFAULT_DEPTH, MAX_PLY - 1));

    if (this.rootCount === 0) {
      const score = this.terminalScore(0);
      return this.result(-1, score, 0, []);
    }

    let bestMove = this.rootMoves[0];
    let bestScore = 0;
    let bestPv: Move[] = [bestMove];
    let completed = 0;
    let candidates: { move: Move; score: number }[] = [];
    const budgeted =
      request.nodes !== undefined || request.timeMs !== undefined || request.clock !== undefined;
    let previousBest = bestMove;

    for (let depth = 1; depth <= maxDepth; depth++) {
      this.extendUntil = Math.min(MAX_PLY - 1, 2 * depth + 4);
      this.iterationMove = -1;
      const score = this.aspiration(depth, bestScore, completed);
      if (this.stopped) {
        // A move this unfinished iteration proved better than the earlier choice still counts.
        if (this.iterationMove >= 0 && this.iterationMove !== bestMove) {
          bestMove = this.iterationMove;
          bestPv = this.linePv();
          bestScore = this.rootScoreOf(bestMove, bestScore);
          candidates = [];
        }
        break;
      }
      completed = depth;
      bestMove = this.iterationMove >= 0 ? this.iterationMove : this.rootMoves[0];
      bestScore = score;
      bestPv = this.linePv();
      if (bestPv.length === 0 || bestPv[0] !== bestMove) bestPv = [bestMove];
      candidates = this.randomMargin > 0 ? this.collectCandidates(score) : [];
      this.sortRootMoves(bestMove);
      request.onInfo?.(this.info(depth, score, bestPv));

      if (this.stopRequested || this.pollStop()) break;
      if (budgeted && this.rootCount === 1 && request.analysis !== true) break;
      if (isMateScore(score) && depth >= 2 * (MATE - Math.abs(score)) + 2) break;
      // A budget of time alone is spent to its end (the unfinished iteration's best move
      // counts); a clock's soft limit stops new iterations that would not finish in time.
      const changed = completed > 1 && bestMove !== previousBest;
      previousBest = bestMove;
      if (
        this.softMs !== Infinity &&
        !startNextIteration(now() - this.startTime, this.softMs, changed)
      )
        break;
    }

    if (candidates.length > 1) {
      const pick = this.pickCandidate(candidates, request.random ?? Math.random);
      if (pick.move !== bestMove) {
        bestMove = pick.move;
        bestScore = pick.score;
        bestPv = [pick.move];
      }
    }
    this.seldepth = Math.max(this.seldepth, completed);
    const result = this.result(bestMove, bestScore, completed, bestPv);
    if (this.nodeCount !== undefined) this.nodeCount[0] = this.nodes;
    if (candidates.length === 0) return result;
    return {
      ...result,
      candidates: candidates.map((c) => ({ moveText: position.moveToCoord(c.move), ...c })),
    };
  }

  /** The tree search below the root, returning the score for the root seat. */
  protected abstract child(depth: number, alpha: number, beta: number, pvNode: boolean): number;

  // ---- iteration and root ------------------------------------------------------------

  private aspiration(depth: number, previous: number, completed: number): number {
    if (completed < 4 || this.randomMargin > 0 || isMateScore(previous)) {
      return this.searchRoot(depth, -INFINITE, INFINITE);
    }
    let window = 35;
    let alpha = previous - window;
    let beta = previous + window;
    for (;;) {
      const score = this.searchRoot(depth, alpha, beta);
      if (this.stopped) return score;
      if (score <= alpha) {
        alpha = Math.max(-INFINITE, score - window);
      } else if (score >= beta) {
        beta = Math.min(INFINITE, score + window);
      } else {
        return score;
      }
      window *= 4;
      if (window > 2000) {
        alpha = -INFINITE;
        beta = INFINITE;
      }
    }
  }

  /**
   * One iteration at the root. With a random margin, moves after the first are searched
   * against (best − margin) instead of best, so that every move within the margin gets an
   * exact score to choose among.
   */
  private searchRoot(depth: number, alpha: number, beta: number): number {
    const position = this.position;
    const alphaOrig = alpha;
    let best = -INFINITE;
    this.iterationMove = -1;
    this.pvLength[0] = 0;
    for (let i = 0; i < this.rootCount; i++) {
      const move = this.rootMoves[i];
      let lower = alpha;
      if (this.randomMargin > 0 && i > 0) lower = Math.max(alphaOrig, best - this.randomMargin);
      this.enter(0, move);
      position.play(move);
      this.nodes++;
      let score: number;
      if (i === 0) {
        score = this.child(depth - 1, alpha, beta, true);
      } else {
        score = this.child(depth - 1, lower, lower + 1, false);
        if (score > lower && score < beta && !this.stopped)
          score = this.child(depth - 1, lower, beta, true);
      }
      position.undo();
      if (this.stopped) break;
      this.rootScore[i] = score;
      this.rootExact[i] = score > (i === 0 ? alphaOrig : lower) && score < beta ? 1 : 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.iterationMove = move;
          this.updatePv(0, move);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  private collectCandidates(best: number): { move: Move; score: number }[] {
    const out: { move: Move; score: number }[] = [];
    if (isMateScore(best)) return out;
    for (let i = 0; i < this.rootCount; i++) {
      const score = this.rootScore[i];
      if (this.rootExact[i] && score >= best - this.randomMargin && !isMateScore(score)) {
        out.push({ move: this.rootMoves[i], score });
      }
    }
    return out;
  }

  /** A move within the margin, the better ones more likely (weight falls linearly to 1). */
  private pickCandidate(
    candidates: { move: Move; score: number }[],
    random: () => number,
  ): { move: Move; score: number } {
    const best = Math.max(...candidates.map((c) => c.score));
    const weights = candidates.map((c) => this.randomMargin + 1 - (best - c.score));
    const total = weights.reduce((a, b) => a + b, 0);
    let r = random() * total;
    for (let i = 0; i < candidates.length; i++) {
      r -= weights[i];
      if (r < 0) return candidates[i];
    }
    return candidates[candidates.length - 1];
  }

  private rootScoreOf(move: Move, fallback: number): number {
    for (let i = 0; i < this.rootCount; i++)
      if (this.rootMoves[i] === move) return this.rootScore[i];
    return fallback;
  }

  /** Best move first, then the others by this iteration's scores (ties keep their order). */
  private sortRootMoves(best: Move): void {
    const n = this.rootCount;
    const order: number[] = [];
    for (let i = 0; i < n; i++) {
      order.push(i);
      this.rootOrderKey[i] = this.rootMoves[i] === best ? Infinity : this.rootScore[i];
    }
    order.sort((a, b) => this.rootOrderKey[b] - this.rootOrderKey[a] || a - b);
    const moves = order.map((i) => this.rootMoves[i]);
    const scores = order.map((i) => this.rootScore[i]);
    const exact = order.map((i) => this.rootExact[i]);
    for (let i = 0; i < n; i++) {
      this.rootMoves[i] = moves[i];
      this.rootScore[i] = scores[i];
      this.rootExact[i] = exact[i];
    }
  }

  // ---- shared node machinery -------------------------------------------------------------

  /**
   * True when the search must stop now. Node budgets are exact (so that searches under a
   * node budget are reproducible); the clock and the stop flag are read every 1024 nodes.
   */
  protected shouldStop(): boolean {
    if (this.stopped) return true;
    if (this.nodes >= this.nodeLimit) {
      this.stopped = true;
      return true;
    }
    if ((this.nodes & 1023) === 0 && this.pollStop()) this.stopped = true;
    return this.stopped;
  }

  protected pollStop(): boolean {
    if (this.nodeCount !== undefined) this.nodeCount[0] = this.nodes;
    if (this.stopRequested) return true;
    if (this.stopFlag !== undefined && Atomics.load(this.stopFlag, 0) !== 0) return true;
    return this.deadline !== Infinity && now() >= this.deadline;
  }

  /** A pass (null move) is about to be played at `ply`: no position before it can repeat below. */
  protected enterPass(ply: number): void {
    this.since[ply + 1] = this.rootIndex + ply + 1;
  }

  /** Records what the move about to be played at `ply` does to repetitions below it. */
  protected enter(ply: number, move: Move): void {
    const irreversible =
      this.evaluation.irreversible !== undefined
        ? this.evaluation.irreversible(this.position, move)
        : this.position.isCapture(move);
    this.since[ply + 1] = irreversible ? this.rootIndex + ply + 1 : this.since[ply];
  }

  /**
   * Looks the position (its hash in two halves) up in the transposition table. The table's
   * move is left in `tableMove` for move ordering. Its score is returned when it settles the
   * node: searched at least this deep, with a bound that cuts this window, and not at a PV
   * node, whose line is searched for its moves; otherwise NO_CUTOFF.
   */
  protected probeTable(
    lo: number,
    hi: number,
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    pvNode: boolean,
  ): number {
    const table = this.table;
    if (!table.probe(lo, hi)) {
      this.tableMove = -1;
      return NO_CUTOFF;
    }
    this.tableMove = table.move;
    if (pvNode || table.depth < depth) return NO_CUTOFF;
    const score = scoreFromTable(table.score, ply);
    const bound = table.bound;
    if (
      bound === EXACT ||
      (bound === LOWER && score >= beta) ||
      (bound === UPPER && score <= alpha)
    )
      return score;
    return NO_CUTOFF;
  }

  /**
   * Notes the position at `ply` and tells whether it occurred earlier in the game or in the
   * line: a repetition scores as a draw, since the side that repeats can always repeat again.
   */
  protected repeated(ply: number, hash: number): boolean {
    const at = this.rootIndex + ply;
    this.hashes[at] = hash;
    const first = this.since[ply];
    for (let j = at - this.repetitionStep; j >= first; j -= this.repetitionStep) {
      if (this.hashes[j] === hash) return true;
    }
    return false;
  }

  /** The score of a finished game at `ply`, for the seat `seat`. */
  protected terminalFor(ply: number, seat: number): number {
    const outcome = this.position.outcome();
    if (outcome === undefined) return this.evaluation.evaluate(this.position, seat);
    const winners = outcome.winners;
    if (winners.length === 0) return 0;
    if (winners.includes(seat)) return winners.length === 1 ? MATE - ply : 0;
    return -(MATE - ply);
  }

  /** The score of a finished game at `ply` for the seat moving at the root. */
  protected terminalScore(ply: number): number {
    return this.terminalFor(ply, this.rootSeat);
  }

  /**
   * Gives each move its ordering key: the hash move first, then captures by the game's
   * capture order, then the killer moves, then quiet moves by their history.
   */
  protected orderMoves(ply: number, n: number, hashMove: Move): void {
    const moves = this.moveBuffers[ply];
    const keys = this.orderBuffers[ply];
    const position = this.position;
    const evaluation = this.evaluation;
    const killer1 = this.killers[ply * 2];
    const killer2 = this.killers[ply * 2 + 1];
    const historyBase = (position.turn & 3) * HISTORY_SLOTS;
    this.startPicking(ply, n);
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      if (move === hashMove) keys[i] = ORDER_HASH;
      else if (position.isCapture(move)) {
        keys[i] =
          ORDER_CAPTURE +
          (evaluation.captureOrder !== undefined ? evaluation.captureOrder(position, move) : 0);
      } else if (move === killer1) keys[i] = ORDER_KILLER + 1;
      else if (move === killer2) keys[i] = ORDER_KILLER;
      else keys[i] = this.history[historyBase + historySlot(move)];
    }
  }

  /**
   * Keys captures only (or every move when `all`); returns how many moves remain. With
   * `allCaptures` the list holds captures alone (a game's own capture generator made it), so
   * no move needs testing.
   */
  protected orderCaptures(ply: number, n: number, all: boolean, allCaptures = false): number {
    const moves = this.moveBuffers[ply];
    const keys = this.orderBuffers[ply];
    const position = this.position;
    const evaluation = this.evaluation;
    this.startPicking(ply, n);
    if (allCaptures) {
      for (let i = 0; i < n; i++) {
        keys[i] =
          ORDER_CAPTURE +
          (evaluation.captureOrder !== undefined ? evaluation.captureOrder(position, moves[i]) : 0);
      }
      return n;
    }
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      const capture = position.isCapture(move);
      if (!capture && !all) continue;
      moves[kept] = move;
      keys[kept] = capture
        ? ORDER_CAPTURE +
          (evaluation.captureOrder !== undefined ? evaluation.captureOrder(position, move) : 0)
        : 0;
      kept++;
    }
    return kept;
  }

  /** Readies `pick` for a freshly keyed list of `n` moves at `ply` (none of it sorted yet). */
  protected startPicking(ply: number, n: number): void {
    this.sortedFrom[ply] = n;
  }

  /**
   * Moves the best-keyed remaining move to index `i` and returns it: a selection sort, done
   * lazily since a node is often cut after a move or two. Once a quiet move keyed by history
   * was searched without a cut, most of the rest will be too, and the rest is sorted at once.
   */
  protected pick(ply: number, i: number, n: number): Move {
    const moves = this.moveBuffers[ply];
    const keys = this.orderBuffers[ply];
    if (i >= this.sortedFrom[ply]) return moves[i];
    if (i > 0 && keys[i - 1] < ORDER_KILLER) {
      this.sortFrom(ply, i, n);
      this.sortedFrom[ply] = i;
      return moves[i];
    }
    let best = i;
    let bestKey = keys[i];
    for (let j = i + 1; j < n; j++) {
      if (keys[j] > bestKey) {
        bestKey = keys[j];
        best = j;
      }
    }
    if (best !== i) {
      const move = moves[best];
      moves[best] = moves[i];
      moves[i] = move;
      keys[best] = keys[i];
      keys[i] = bestKey;
    }
    return moves[i];
  }

  /** Sorts the moves from index `from` on by their keys, best first (insertion sort, ties in order). */
  private sortFrom(ply: number, from: number, n: number): void {
    const moves = this.moveBuffers[ply];
    const keys = this.orderBuffers[ply];
    for (let i = from + 1; i < n; i++) {
      const key = keys[i];
      const move = moves[i];
      let j = i - 1;
      while (j >= from && keys[j] < key) {
        keys[j + 1] = keys[j];
        moves[j + 1] = moves[j];
        j--;
      }
      keys[j + 1] = key;
      moves[j + 1] = move;
    }
  }

  protected isKiller(ply: number, move: Move): boolean {
    return this.killers[ply * 2] === move || this.killers[ply * 2 + 1] === move;
  }

  /** A quiet move refuted the opponent's line: remember it for this ply and this seat. */
  protected rewardQuiet(ply: number, move: Move, depth: number): void {
    if (this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2];
      this.killers[ply * 2] = move;
    }
    const slot = (this.position.turn & 3) * HISTORY_SLOTS + historySlot(move);
    const value = this.history[slot] + depth * depth;
    this.history[slot] = value;
    if (value > HISTORY_MAX) for (let i = 0; i < this.history.length; i++) this.history[i] >>= 1;
  }

  protected updatePv(ply: number, move: Move): void {
    const row = ply * MAX_PLY;
    const next = (ply + 1) * MAX_PLY;
    this.pvTable[row + ply] = move;
    const end = this.pvLength[ply + 1];
    for (let j = ply + 1; j < end; j++) this.pvTable[row + j] = this.pvTable[next + j];
    this.pvLength[ply] = end > ply + 1 ? end : ply + 1;
  }

  protected noteDepth(ply: number): void {
    if (ply > this.seldepth) this.seldepth = ply;
  }

  // ---- setup and reporting -------------------------------------------------------------

  protected prepare(position: Position, request: SearchRequest): void {
    // Replay the game's history on a copy, so that repetitions of earlier positions count.
    const copy = position.clone();
    const history = position.history();
    let undone = 0;
    while (undone < history.length && copy.undo()) undone++;
    const known = history.length - undone;
    if (this.hashes.length < undone + MAX_PLY + 2)
      this.hashes = new Float64Array(undone + MAX_PLY + 2);
    let since = 0;
    for (let k = known; k < history.length; k++) {
      const index = k - known;
      this.hashes[index] = copy.hash();
      const move = history[k];
      const irreversible =
        this.evaluation.irreversible !== undefined
          ? this.evaluation.irreversible(copy, move)
          : copy.isCapture(move);
      copy.play(move);
      if (irreversible) since = index + 1;
    }
    this.position = copy;
    this.rootIndex = undone;
    this.since[0] = since;
    this.hashes[undone] = copy.hash();

    const seats = copy.game.players.length;
    if (copy.turn !== this.rootSeat && seats > 2) this.table.clear();
    this.rootSeat = copy.turn;
    this.seats = seats;
    this.repetitionStep = seats === 2 ? 2 : 1;

    this.nodes = 0;
    this.seldepth = 0;
    this.stopped = false;
    this.stopRequested = false;
    this.startTime = now();
    this.nodeLimit = request.nodes ?? Infinity;
    const allocation = request.clock !== undefined ? allocateTime(request.clock) : undefined;
    const hardMs = Math.min(request.timeMs ?? Infinity, allocation?.hardMs ?? Infinity);
    this.deadline = hardMs !== Infinity ? this.startTime + hardMs : Infinity;
    this.softMs = allocation !== undefined ? Math.min(allocation.softMs, hardMs) : Infinity;
    this.stopFlag = request.stop;
    this.nodeCount = request.nodeCount;
    this.quiescence = request.quiescence ?? true;
    this.randomMargin = Math.max(0, request.randomMargin ?? 0);
    this.table.newSearch();
    this.killers.fill(-1);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 2;

    const size = copy.maxMoves;
    if (size > this.bufferSize) {
      this.bufferSize = size;
      this.moveBuffers = Array.from({ length: MAX_PLY + 1 }, () => new Int32Array(size));
      this.orderBuffers = Array.from({ length: MAX_PLY + 1 }, () => new Int32Array(size));
      this.rootMoves = new Int32Array(size);
      this.rootScore = new Int32Array(size);
      this.rootExact = new Uint8Array(size);
      this.rootOrderKey = new Float64Array(size);
    }
    this.rootCount = copy.generateLegal(this.rootMoves, 0);
    // Start from the transposition table's move when it knows one, then the generation order.
    const h = copy.hash();
    if (this.table.probe(h | 0, (h / 4294967296) | 0)) {
      const known = this.table.move;
      for (let i = 1; i < this.rootCount; i++) {
        if (this.rootMoves[i] === known) {
          this.rootMoves[i] = this.rootMoves[0];
          this.rootMoves[0] = known;
        }
      }
    }
    this.rootScore.fill(0);
    this.rootExact.fill(0);
  }

  private linePv(): Move[] {
    return Array.from(this.pvTable.subarray(0, this.pvLength[0]));
  }

  protected info(depth: number, score: number, pv: Move[]): SearchInfo {
    const timeMs = now() - this.startTime;
    return {
      depth,
      seldepth: Math.max(this.seldepth, depth),
      score: score + 0,
      mate: mateMoves(score, this.seats),
      nodes: this.totalNodes(),
      nps: nodesPerSecond(this.totalNodes(), timeMs),
      timeMs: Math.round(timeMs),
      pv: this.coords(pv),
      threads: this.helped ? 1 + this.helpers!.helping() : 1,
    };
  }

  protected result(move: Move, score: number, depth: number, pv: Move[]): SearchResult {
    const timeMs = now() - this.startTime;
    const pvText = this.coords(pv);
    return {
      move,
      moveText: move >= 0 ? this.position.moveToCoord(move) : '',
      // A negated draw is -0; report it as 0.
      score: score + 0,
      mate: mateMoves(score, this.seats),
      depth,
      seldepth: this.seldepth,
      nodes: this.totalNodes(),
      nps: nodesPerSecond(this.totalNodes(), timeMs),
      timeMs: Math.round(timeMs),
      pv,
      pvText,
    };
  }

  /** This search's nodes and its helpers' (as far as they have published them). */
  private totalNodes(): number {
    return this.helped ? this.nodes + this.helpers!.nodes() : this.nodes;
  }

  /** The coordinate form of a line from the root (moves are only meaningful in sequence). */
  private coords(pv: Move[]): string[] {
    const out: string[] = [];
    let played = 0;
    for (const move of pv) {
      out.push(this.position.moveToCoord(move));
      this.position.play(move);
      played++;
    }
    for (let i = 0; i < played; i++) this.position.undo();
    return out;
  }
}

/** The position's rules: the value of each of its game's options, defaults included. */
function rulesOf(position: Position): string {
  return position.game.options
    .map((spec) => `${spec.name}=${position.options[spec.name] ?? spec.default}`)
    .join(' ');
}

/** Spreads a packed move over the history table's slots. */
function historySlot(move: Move): number {
  return Math.imul(move, 0x9e3779b1) >>> 18;
}

function now(): number {
  return performance.now();
}

function nodesPerSecond(nodes: number, ms: number): number {
  return ms > 0 ? Math.round((nodes * 1000) / ms) : 0;
}
