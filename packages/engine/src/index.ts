/**
 * `@trigon/engine`: the contract every game fulfils, the registry of the games the engine ships,
 * board topologies, and the library's tools (options, perft, playing moves from text, what
 * pages show). What one game offers beyond the contract (its position class, piece codes, move
 * fields) is its own entry, `@trigon/engine/games/<id>`; see README.md.
 *
 * @module @trigon/engine
 */
export type * from './core/types.js';
export {
  ok,
  err,
  fail,
  unwrap,
  EngineError,
  ERROR_CODES,
  type ErrorCode,
  type Result,
  type Failure,
} from './core/result.js';
export { resolveOptions, parseOptionWords, optionWords, ruleChanges } from './core/options.js';
export { perft, perftDivide } from './core/perft.js';
export { playMoves } from './core/play.js';
export { playingSeats } from './core/seats.js';
export { moveRows, numberedMoves, type MoveRow } from './core/rounds.js';
export {
  writeRecord,
  readRecord,
  readResult,
  resultToken,
  resultWords,
  type GameRecord,
  type ReadRecord,
} from './core/record.js';
export {
  seatStatus,
  checkCells,
  moveEffects,
  moveWarnings,
  heldPieces,
  royalKinds,
  couldWin,
} from './core/view.js';
export { Registry } from './core/registry.js';
export { Topology } from './grid/topology.js';
export type { Shape, Point, CellSpec, TopologySpec } from './grid/topology.js';

import { Registry } from './core/registry.js';
import { builtinGames } from './games/index.js';

/** The registry of every game the engine ships, in the order they are listed to users. */
export const games = new Registry(builtinGames);
