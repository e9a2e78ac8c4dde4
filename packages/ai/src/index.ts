/**
 * @trigon/ai: search and evaluation for the Trigon games. Runs in browsers, Node and workers;
 * the Node worker-thread wrapper is a separate entry point (`@trigon/ai/node`) so that a
 * browser bundle never pulls in Node modules.
 *
 * @module @trigon/ai
 */
export {
  createSearch,
  MULTI_PLAYER_SEARCHES,
  type CreateSettings,
  type MultiPlayerSearchName,
} from './search/create.js';
export { Search, MAX_PLY, type SearchSettings } from './search/search.js';
export { TwoPlayerSearch } from './search/two-player.js';
export { ParanoidSearch } from './search/paranoid.js';
export { BestReplySearch } from './search/best-reply.js';
export { MctsSearch, SIGMOID_SCALE } from './search/mcts.js';
export { TranspositionTable } from './search/transposition.js';
export { allocateTime, type ClockBudget, type TimeAllocation } from './search/clock.js';
export { MATE, MATE_BOUND, INFINITE, isMateScore, mateMoves, formatScore } from './search/score.js';
export type {
  SearchLimits,
  SearchStyle,
  SearchRequest,
  SearchInfo,
  SearchResult,
} from './search/types.js';
export type { GameEvaluation } from './evaluation/types.js';
export { evaluations, evaluationFor, registerEvaluation } from './evaluation/registry.js';
export { pieceCountEvaluation } from './evaluation/piece-count.js';
export {
  evaluationWithWeights,
  unusedEntriesOf,
  WEIGHTED_GAMES,
  weightsOf,
  type UnusedEntries,
} from './evaluation/weights/index.js';
export { parseWeights } from './evaluation/weights/parse.js';
export {
  trigonalEvaluation,
  TrigonalEvaluation,
  TRIGONAL_VALUES,
  TRIGONAL_WEIGHTS,
  parseTrigonalWeights,
  type TrigonalWeights,
} from './evaluation/trigonal.js';
export {
  LEVELS,
  MIN_LEVEL,
  MAX_LEVEL,
  levelSettings,
  levelRequest,
  multiPlayerLevel,
  multiPlayerSearchOf,
  type Level,
  type MultiPlayerLevel,
  type Budget,
  type LevelContext,
} from './levels.js';
export { AiPlayer, MAX_THREADS, type PlayerSettings, type ThinkRequest } from './player.js';
export { helpersStarted, type HelperStarter, type SearchHelpers } from './search/helpers.js';
export {
  serveWebHelper,
  webHelperStarter,
  type WebHelperScope,
  type WebHelperWorker,
} from './search/helpers-web.js';
export { seededRandom } from './random.js';
export { randomOpening, type OpeningSettings } from './opening.js';
export {
  chooseBookMove,
  formatBook,
  parseBook,
  type BookMove,
  type OpeningBook,
} from './book/book.js';
export { bookFor, bookGames } from './book/registry.js';
export { SearchWorker, type WorkerTransport, type SearchJob } from './worker/client.js';
export { serveSearch } from './worker/serve.js';
export { createWebSearchWorker, type WebWorker } from './worker/web.js';
export type * from './worker/messages.js';
export {
  answerDrawOffer,
  DRAW_MARGIN,
  DRAW_MIN_PLIES,
  type DrawAnswer,
  type SearchedLine,
} from './draw/offer.js';
