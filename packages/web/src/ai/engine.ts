import type { Position } from '@trigon/engine';
import type { DrawAnswer, SearchedLine } from '@trigon/ai';
import type { BestMove, SearchInfo, SearchJob, SearchWorker } from './search.js';

export type { BestMove, DrawAnswer, SearchInfo, SearchJob };

let loading: Promise<typeof import('./search.js')> | undefined;
let loaded: typeof import('./search.js') | undefined;

/** The AI's code is fetched the first time it is needed, so the first page loads fast. */
function load(): Promise<typeof import('./search.js')> {
  loading ??= import('./search.js').then((module) => (loaded = module));
  return loading;
}

/**
 * The AI's answer to a draw offer, from the search it made for its move in `position` (its
 * last completed depth) after
 * `plies` moves (the rule is the AI package's `answerDrawOffer`, in the AI's own chunk).
 */
export async function answerDrawOffer(
  position: Position,
  line: SearchedLine,
  plies: number,
): Promise<DrawAnswer> {
  const module = await load();
  return module.answerDrawOffer(position, line, plies);
}

/**
 * The page's AI: one search worker, one search at a time. A new request stops the search
 * that runs (its answer is dropped) and starts once the worker is free, so a player who
 * clicks through a game quickly never queues up stale searches.
 */
export class AiEngine {
  private worker: SearchWorker | undefined;
  private running: Promise<unknown> | undefined;
  private generation = 0;

  /**
   * Searches; resolves with the best move, or undefined when a later request or `cancel`
   * superseded this one.
   */
  async run(
    job: SearchJob,
    onProgress?: (info: SearchInfo) => void,
  ): Promise<BestMove | undefined> {
    const generation = ++this.generation;
    const module = await load();
    this.worker ??= module.createSearchWorker();
    const worker = this.worker;
    if (worker.busy) worker.stop();
    while (this.running) {
      const running = this.running;
      await running.catch(() => undefined);
      if (this.running === running) this.running = undefined;
    }
    if (generation !== this.generation) return undefined;
    const search = worker.start(job, (info) => {
      if (generation === this.generation) onProgress?.(info);
    });
    this.running = search;
    try {
      const best = await search;
      return generation === this.generation ? best : undefined;
    } catch (error) {
      if (generation !== this.generation) return undefined;
      throw error;
    } finally {
      if (this.running === search) this.running = undefined;
    }
  }

  /**
   * Each seat's evaluation at the end of a best line (see seatScores.ts); undefined until the
   * AI's code has come, which it has once a search has reported.
   */
  seatScores(position: Position, pv: readonly string[]): number[] | undefined {
    return loaded?.seatScoresAfter(position, pv);
  }

  /** The running search answers now with the best move it has. */
  moveNow(): void {
    if (this.worker?.busy) this.worker.stop();
  }

  /** Stops the running search and drops its answer. */
  cancel(): void {
    this.generation++;
    if (this.worker?.busy) this.worker.stop();
  }

  /** A new game: the worker forgets what it learnt. */
  newGame(): void {
    this.worker?.newGame();
  }

  dispose(): void {
    this.generation++;
    this.worker?.terminate();
    this.worker = undefined;
    this.running = undefined;
  }
}
