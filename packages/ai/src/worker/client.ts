import type { SearchInfo } from '../search/types.js';
import type { BestMove, FromWorker, StartMessage, ToWorker } from './messages.js';

/** How the client reaches a worker: the part that differs between Node and browsers. */
export interface WorkerTransport {
  post(message: ToWorker): void;
  /** Registers the one handler of the worker's messages. */
  listen(onMessage: (message: FromWorker) => void, onError: (error: Error) => void): void;
  terminate(): void;
}

/** What `start` takes: the start message without the parts the client fills in. */
export type SearchJob = Omit<StartMessage, 'type' | 'id' | 'stopBuffer'>;

interface Running {
  readonly id: number;
  readonly stop: Int32Array | undefined;
  readonly onProgress: ((info: SearchInfo) => void) | undefined;
  readonly resolve: (move: BestMove) => void;
  readonly reject: (error: Error) => void;
  last: SearchInfo | undefined;
}

/**
 * The page's or program's side of a search worker: `start` a search, receive its progress,
 * `stop` it to get the best move so far, or let it run to its budget. One search at a time.
 *
 * Stopping uses a shared flag when SharedArrayBuffer is available (Node, and browsers with
 * cross-origin isolation): the worker sees it within about a thousand nodes and answers with
 * its best move. Without one, `stop` ends the worker, answers with the last completed depth's
 * move, and starts a fresh worker for the next search.
 */
export class SearchWorker {
  private transport: WorkerTransport;
  private running: Running | undefined;
  private nextId = 1;
  /** The worker failed or ended on its own: the next search starts a fresh one. */
  private broken = false;
  private terminated = false;

  /**
   * `connect` opens a fresh worker. `sharedStop` forces stopping through a shared flag (true)
   * or by ending the worker (false); by default the flag is used wherever it can be.
   */
  constructor(
    private readonly connect: () => WorkerTransport,
    private readonly sharedStop: boolean = canShare(),
  ) {
    this.transport = this.open();
  }

  /** True while a search runs. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /**
   * Starts a search; the promise gives its best move (or the error the worker reported, or
   * why the job could not be sent). A worker that failed or ended on its own is replaced by a
   * fresh one first; after `terminate` every search is refused.
   */
  start(job: SearchJob, onProgress?: (info: SearchInfo) => void): Promise<BestMove> {
    if (this.terminated) return Promise.reject(new Error('the search worker was terminated'));
    if (this.running !== undefined) return Promise.reject(new Error('a search is already running'));
    if (this.broken) {
      this.broken = false;
      this.transport.terminate();
      this.transport = this.open();
    }
    const stopBuffer = this.sharedStop ? new SharedArrayBuffer(4) : undefined;
    const id = this.nextId++;
    return new Promise<BestMove>((resolve, reject) => {
      const running: Running = {
        id,
        stop: stopBuffer !== undefined ? new Int32Array(stopBuffer) : undefined,
        onProgress,
        resolve,
        reject,
        last: undefined,
      };
      this.running = running;
      try {
        // The job's fields first: its own `type` or `id` (from JavaScript) must not replace these.
        this.transport.post({ ...job, type: 'start', id, stopBuffer });
      } catch (error) {
        // A job that cannot be sent (a function in it cannot be cloned) leaves the worker idle.
        if (this.running === running) this.running = undefined;
        throw error;
      }
    });
  }

  /** Asks the running search to finish now with its best move so far; nothing when idle. */
  stop(): void {
    const running = this.running;
    if (running === undefined) return;
    if (running.stop !== undefined) {
      Atomics.store(running.stop, 0, 1);
      return;
    }
    // No shared memory: end the worker and answer with the last completed depth.
    this.running = undefined;
    this.transport.terminate();
    this.transport = this.open();
    if (running.last !== undefined && running.last.pv.length > 0) {
      const info = running.last;
      running.resolve({
        move: info.pv[0],
        score: info.score,
        mate: info.mate,
        depth: info.depth,
        nodes: info.nodes,
        nps: info.nps,
        timeMs: info.timeMs,
        pv: info.pv,
      });
    } else {
      running.reject(new Error('stopped before the first depth was complete'));
    }
  }

  /** Tells the worker that a new game starts, so that it forgets the old one. */
  newGame(): void {
    if (this.terminated || this.broken) return;
    this.transport.post({ type: 'newgame' });
  }

  /** Ends the worker for good; a running search is rejected, and so is any search after. */
  terminate(): void {
    if (this.terminated) return;
    this.terminated = true;
    const running = this.running;
    this.running = undefined;
    this.transport.terminate();
    running?.reject(new Error('the search worker was terminated'));
  }

  private open(): WorkerTransport {
    const transport = this.connect();
    transport.listen(
      (message) => {
        if (transport === this.transport) this.receive(message);
      },
      (error) => {
        // A worker already replaced or ended here has nothing more to say.
        if (transport !== this.transport || this.terminated) return;
        this.broken = true;
        const running = this.running;
        this.running = undefined;
        running?.reject(error);
      },
    );
    return transport;
  }

  private receive(message: FromWorker): void {
    const running = this.running;
    if (running === undefined || message.id !== running.id) return;
    if (message.type === 'progress') {
      running.last = message.info;
      running.onProgress?.(message.info);
      return;
    }
    this.running = undefined;
    if (message.type === 'bestmove') running.resolve(message.move);
    else running.reject(new Error(message.message));
  }
}

/** Whether a SharedArrayBuffer can be posted to a worker here. */
function canShare(): boolean {
  if (typeof SharedArrayBuffer !== 'function') return false;
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  return isolated !== false;
}
