/**
 * The AI as the page uses it: a search worker (loaded on first use, in its own chunk) that
 * plays moves and analyses positions while the page stays responsive.
 */
import {
  SearchWorker,
  type BestMove,
  type FromWorker,
  type SearchInfo,
  type SearchJob,
  type WorkerTransport,
} from '@trigon/ai';

export type { BestMove, SearchInfo, SearchJob };
export { answerDrawOffer } from '@trigon/ai';

function transport(): WorkerTransport {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    listen(onMessage, onError) {
      worker.addEventListener('message', (event: MessageEvent<FromWorker>) =>
        onMessage(event.data),
      );
      worker.addEventListener('error', (event: ErrorEvent) =>
        onError(new Error(event.message || 'the search worker failed')),
      );
    },
    terminate: () => worker.terminate(),
  };
}

export function createSearchWorker(): SearchWorker {
  return new SearchWorker(transport);
}

export type { SearchWorker };

export { seatScoresAfter } from './seatScores.js';
