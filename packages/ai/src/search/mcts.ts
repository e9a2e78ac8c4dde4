import type { Move, Position } from '@trigon/engine';
import type { GameEvaluation } from '../evaluation/types.js';
import { ParanoidSearch } from './paranoid.js';
import { INFINITE, MATE, MATE_BOUND } from './score.js';
import { MAX_PLY, type SearchSettings } from './search.js';
import type { SearchRequest, SearchResult } from './types.js';

/** Evaluations are squashed to [0, 1] by 1 / (1 + exp(−score / SCALE)): 4 pawns give 0.73. */
export const SIGMOID_SCALE = 400;
/** The UCT exploration constant, for values in [0, 1]. */
const EXPLORATION = 0.6;
/** The weight of Progressive History: a move's mean result over the tree, fading with visits. */
const HISTORY_WEIGHT = 1;
/** Without a node or time budget the search stops after this many nodes. */
const DEFAULT_NODES = 100_000;
/** Tree nodes kept at most (about 41 bytes each with three seats); beyond it leaves stay leaves. */
const MAX_TREE = 1 << 20;
const FIRST_TREE = 1 << 14;
const HISTORY_SLOTS = 1 << 16;

const EXPANDED = 1;
/** The game has ended there, or the root seat is out of it. */
const TERMINAL = 2;

/**
 * Monte Carlo tree search for three or more seats: UCT with max^n backups (Sturtevant 2008)
 * and Progressive History (Nijssen & Winands 2011).
 *
 * Each tree node keeps one value per seat, the mean of the results for that seat of the
 * iterations through it. At a node the seat to move chooses the child that maximises its own
 * value plus the UCT exploration term plus the progressive-history term (the mean result for
 * that seat of the same move wherever it was played in the tree, divided by the child's visits
 * plus one). Children not yet visited come first: captures, then by that history.
 *
 * An iteration descends to a node not yet expanded, expands it (all its legal moves become
 * children) and values it without a random playout: for each seat, the paranoid search's
 * quiescence (captures only, that seat against the others; `ParanoidSearch.quiesce`) from
 * there, squashed by the sigmoid of `SIGMOID_SCALE`, 0 for a seat out of the game (`inGame`);
 * so a leaf is not valued in the middle of an exchange. Without quiescence (level 1) it is the
 * static `evaluate(position, seat)`. A finished game
 * scores exactly: 1 for a sole winner, shared among the winners of a shared win, shared among
 * the seats still in for a draw (a repetition is a draw), 0 for the others.
 *
 * Nodes (the budget's unit) are moves played, in the tree and in the quiescence searches, as
 * in the other searches. The tree lives in
 * typed arrays reused from search to search (a node pool that only grows), and the inner loop
 * allocates nothing. The move played is the most visited root child; the score is its value
 * for the root seat, back through the sigmoid into the game's units (a proven sole win or loss
 * one move away is a mate score). The search is deterministic: no random numbers, so a node
 * budget gives the same move every time. A level's random margin is not used, and the depth
 * limit caps the tree's depth in plies (default 64).
 */
export class MctsSearch extends ParanoidSearch {
  private capacity = 0;
  private used = 0;
  private move = new Int32Array(0);
  private first = new Int32Array(0);
  private count = new Int32Array(0);
  private visits = new Int32Array(0);
  private flags = new Uint8Array(0);
  /** Sums of results, `seats` per node. */
  private sums = new Float64Array(0);

  /** Progressive history: per seat and move slot, the sum and count of that seat's results. */
  private readonly historySum = new Float64Array(HISTORY_SLOTS * 4);
  private readonly historyCount = new Float64Array(HISTORY_SLOTS * 4);

  private readonly path = new Int32Array(MAX_PLY + 1);
  private result1 = new Float64Array(4);
  private moveBuffer = new Int32Array(0);
  private maxDepth = 64;

  constructor(evaluation: GameEvaluation, settings: SearchSettings = {}) {
    // The alpha-beta machinery's table goes unused: keep it small.
    super(evaluation, { ...settings, hashMegabytes: 1 });
  }

  override clear(): void {
    super.clear();
    this.historySum.fill(0);
    this.historyCount.fill(0);
  }

  protected override child(): number {
    throw new Error('MctsSearch searches no alpha-beta tree');
  }

  protected override run(position: Position, request: SearchRequest): SearchResult {
    const budgeted =
      request.nodes !== undefined || request.timeMs !== undefined || request.clock !== undefined;
    this.prepare(position, budgeted ? request : { ...request, nodes: DEFAULT_NODES });
    this.maxDepth = Math.max(1, Math.min(request.depth ?? 64, MAX_PLY - 1));
    const p = this.position;
    if (this.rootCount === 0) return this.result(-1, this.terminalScore(0), 0, []);

    const seats = this.seats;
    if (this.result1.length < seats) this.result1 = new Float64Array(seats);
    if (this.moveBuffer.length < p.maxMoves) this.moveBuffer = new Int32Array(p.maxMoves);
    this.reserve(FIRST_TREE);
    this.used = 1;
    this.initNode(0, -1);
    // Old history fades, as the alpha-beta searches' history does.
    for (let i = 0; i < this.historySum.length; i++) {
      this.historySum[i] *= 0.25;
      this.historyCount[i] *= 0.25;
    }

    let iterations = 0;
    let nextReport = 1024;
    while (!this.stopped) {
      if (!this.iterate()) break;
      iterations++;
      if (this.softMs !== Infinity && (iterations & 63) === 0) {
        if (performance.now() - this.startTime >= this.softMs) break;
      }
      if (iterations === nextReport && request.onInfo !== undefined) {
        nextReport *= 2;
        request.onInfo(this.report());
      }
      if ((iterations & 255) === 0 && this.pollStop()) break;
    }
    const best = this.bestChild(0);
    const line = this.line();
    const score = this.scoreOf(best);
    if (request.onInfo !== undefined) request.onInfo(this.report());
    return this.result(this.move[best], score, line.length, line);
  }

  /** One descent, expansion and backup; false when the budget ran out on the way. */
  private iterate(): boolean {
    const p = this.position;
    const seats = this.seats;
    const out = this.result1;
    let node = 0;
    let ply = 0;
    this.path[0] = 0;
    for (;;) {
      const f = this.flags[node];
      if ((f & TERMINAL) !== 0) {
        this.terminalValues(out, ply);
        break;
      }
      if ((f & EXPANDED) === 0) {
        this.expand(node, ply);
        if ((this.flags[node] & TERMINAL) !== 0) this.terminalValues(out, ply);
        else this.leafValues(out, ply);
        if (this.stopped) {
          for (let i = 0; i < ply; i++) p.undo();
          return false;
        }
        break;
      }
      const next = this.select(node);
      const move = this.move[next];
      p.play(move);
      this.nodes++;
      ply++;
      this.path[ply] = next;
      node = next;
      if (this.shouldStop()) {
        // The budget ends inside the descent: this iteration counts for nothing.
        for (let i = 0; i < ply; i++) p.undo();
        return false;
      }
    }
    this.noteDepth(ply);
    // Back up: every node on the path adds the results; the move into it earns its history.
    for (let i = ply; i >= 0; i--) {
      const n = this.path[i];
      this.visits[n]++;
      const base = n * seats;
      for (let s = 0; s < seats; s++) this.sums[base + s] += out[s];
      if (i > 0) {
        p.undo();
        const slot = (p.turn & 3) * HISTORY_SLOTS + historySlot(this.move[n]);
        this.historySum[slot] += out[p.turn];
        this.historyCount[slot]++;
      }
    }
    return true;
  }

  /** The child the seat to move at `node` goes to (the position is at `node`). */
  private select(node: number): number {
    const p = this.position;
    const seat = p.turn;
    const seats = this.seats;
    const start = this.first[node];
    const end = start + this.count[node];
    const logN = Math.log(this.visits[node] + 1);
    const historyBase = (seat & 3) * HISTORY_SLOTS;
    let best = start;
    let bestValue = -Infinity;
    for (let c = start; c < end; c++) {
      const v = this.visits[c];
      const slot = historyBase + historySlot(this.move[c]);
      const hc = this.historyCount[slot];
      const history = hc > 0 ? this.historySum[slot] / hc : 0.5;
      let value: number;
      if (v === 0) {
        // Not yet tried: before every tried child, captures first, then by history.
        value = 10 + (p.isCapture(this.move[c]) ? 2 : 0) + history;
      } else {
        value =
          this.sums[c * seats + seat] / v +
          EXPLORATION * Math.sqrt(logN / v) +
          (HISTORY_WEIGHT * history) / (v + 1);
      }
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    return best;
  }

  /** Gives `node` its children (one per legal move), or marks it terminal when there are none. */
  private expand(node: number, ply: number): void {
    const p = this.position;
    if (ply >= this.maxDepth) {
      // At the depth limit a node stays a leaf, valued afresh each time.
      if (p.outcome() !== undefined) this.flags[node] |= TERMINAL;
      return;
    }
    if (this.rootOut()) {
      this.flags[node] |= TERMINAL | EXPANDED;
      return;
    }
    const n = p.generateLegal(this.moveBuffer, 0);
    if (n === 0) {
      this.flags[node] |= TERMINAL | EXPANDED;
      return;
    }
    if (this.used + n > this.capacity) {
      if (this.used + n > MAX_TREE) return;
      this.reserve(Math.min(MAX_TREE, Math.max(this.capacity * 2, this.used + n)));
    }
    const start = this.used;
    for (let i = 0; i < n; i++) this.initNode(start + i, this.moveBuffer[i]);
    this.used += n;
    this.first[node] = start;
    this.count[node] = n;
    this.flags[node] |= EXPANDED;
    this.noteDepth(ply + 1);
  }

  /**
   * Each seat's value, squashed: the paranoid quiescence search's value of the captures from
   * here for that seat (the static evaluation without quiescence), 0 for a seat out of the game.
   */
  private leafValues(out: Float64Array, ply: number): void {
    const p = this.position;
    const e = this.evaluation;
    const root = this.rootSeat;
    for (let s = 0; s < this.seats; s++) {
      if (e.inGame !== undefined && !e.inGame(p, s)) {
        out[s] = 0;
        continue;
      }
      this.rootSeat = s;
      const score = this.quiesce(ply, -INFINITE, INFINITE);
      out[s] = 1 / (1 + Math.exp(-score / SIGMOID_SCALE));
    }
    this.rootSeat = root;
  }

  /** A finished game (or a line where the root seat is out), scored exactly. */
  private terminalValues(out: Float64Array, ply: number): void {
    const outcome = this.position.outcome();
    if (outcome === undefined) {
      // The root seat is out and play goes on: it has lost; the others as they stand.
      this.leafValues(out, ply);
      out[this.rootSeat] = 0;
      return;
    }
    const winners = outcome.winners;
    if (winners.length === 0) {
      this.drawValues(out);
      return;
    }
    out.fill(0);
    for (const w of winners) out[w] = 1 / winners.length;
  }

  /** A draw: shared among the seats still in the game. */
  private drawValues(out: Float64Array): void {
    const p = this.position;
    const e = this.evaluation;
    let inGame = 0;
    for (let s = 0; s < this.seats; s++) {
      const playing = e.inGame === undefined || e.inGame(p, s);
      out[s] = playing ? 1 : 0;
      if (playing) inGame++;
    }
    for (let s = 0; s < this.seats; s++) out[s] /= Math.max(1, inGame);
  }

  /** The most visited child (the better valued one for the seat to move on a tie). */
  private bestChild(node: number): number {
    const start = this.first[node];
    const end = start + this.count[node];
    const seat = node === 0 ? this.rootSeat : -1;
    let best = start;
    for (let c = start + 1; c < end; c++) {
      const v = this.visits[c];
      const bv = this.visits[best];
      if (v > bv || (v === bv && seat >= 0 && v > 0 && this.mean(c, seat) > this.mean(best, seat)))
        best = c;
    }
    return best;
  }

  private mean(node: number, seat: number): number {
    const v = this.visits[node];
    return v > 0 ? this.sums[node * this.seats + seat] / v : 0;
  }

  /** The root seat's value of the root child `node`, in the game's units. */
  private scoreOf(node: number): number {
    const seat = this.rootSeat;
    if (this.visits[node] === 0) return 0;
    const q = this.mean(node, seat);
    if ((this.flags[node] & TERMINAL) !== 0) {
      // The game ends with this move (or the root seat is out): a sole win or a loss is exact.
      if (q >= 1) return MATE - 1;
      if (q <= 0) return -(MATE - 1);
    }
    const clamped = Math.min(1 - 1e-6, Math.max(1e-6, q));
    const score = Math.round(SIGMOID_SCALE * Math.log(clamped / (1 - clamped)));
    return Math.max(-(MATE_BOUND - 1), Math.min(MATE_BOUND - 1, score));
  }

  /** The most visited line from the root. */
  private line(): Move[] {
    const out: Move[] = [];
    let node = 0;
    while ((this.flags[node] & EXPANDED) !== 0 && this.count[node] > 0) {
      const c = this.bestChild(node);
      if (this.visits[c] === 0) break;
      out.push(this.move[c]);
      node = c;
    }
    return out;
  }

  private report() {
    const line = this.line();
    return this.info(Math.max(1, line.length), this.scoreOf(this.bestChild(0)), line);
  }

  private initNode(node: number, move: Move): void {
    this.move[node] = move;
    this.first[node] = -1;
    this.count[node] = 0;
    this.visits[node] = 0;
    this.flags[node] = 0;
    const base = node * this.seats;
    for (let s = 0; s < this.seats; s++) this.sums[base + s] = 0;
  }

  /** Grows the node pool to at least `size` nodes, keeping what it holds. */
  private reserve(size: number): void {
    const seats = this.seats;
    if (size <= this.capacity && this.sums.length >= size * seats) return;
    const grow = <T extends Int32Array | Uint8Array | Float64Array>(old: T, fresh: T): T => {
      fresh.set(old.subarray(0, Math.min(old.length, fresh.length)));
      return fresh;
    };
    this.move = grow(this.move, new Int32Array(size));
    this.first = grow(this.first, new Int32Array(size));
    this.count = grow(this.count, new Int32Array(size));
    this.visits = grow(this.visits, new Int32Array(size));
    this.flags = grow(this.flags, new Uint8Array(size));
    this.sums = grow(this.sums, new Float64Array(size * seats));
    this.capacity = size;
  }
}

/** Spreads a packed move over the history table's slots (as the alpha-beta history does). */
function historySlot(move: Move): number {
  return Math.imul(move, 0x9e3779b1) >>> 16;
}
