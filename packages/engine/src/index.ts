export * from './core/result.js';
export type * from './core/types.js';
export { resolveOptions, parseOptionWords, optionWords } from './core/options.js';
export { perft, perftDivide } from './core/perft.js';
export { playMoves } from './core/play.js';
export { playingSeats } from './core/seats.js';
export { Registry } from './core/registry.js';
export { ZobristKeys, joinHash } from './core/zobrist.js';
export { Topology, latticePoint } from './grid/topology.js';
export type { Shape, Point, CellSpec, TopologySpec } from './grid/topology.js';
export { buildRays, rayCells, buildTargets, targetCells } from './grid/rays.js';
export type { RayTable, TargetTable } from './grid/rays.js';
export { builtinGames } from './games/index.js';
/** Trigonal Chess's concrete position, piece codes and movement tables (for its evaluation in @trigon/ai). */
export * as Trigonal from './games/trigonal/index.js';
/** Triangulate's concrete position (typed-array state), move decoders and constants (for @trigon/ai and the web app). */
export * as Triangulate from './games/triangulate/index.js';
/** Sankaku Shogi's concrete position (typed-array board), piece codes, move decoders and tables (for @trigon/ai and the web app). */
export * as Sankaku from './games/sankaku/index.js';
/** Triangulation's concrete position (typed-array state), move decoders, constants and tables (for @trigon/ai and the web app). */
export * as Triangulation from './games/triangulation/index.js';
/** Triangular Chess and Tri-Chess: their concrete position (typed-array board), piece codes, move decoders and tables (for @trigon/ai and the web app). */
export * as TriangularChess from './games/triangular-chess/index.js';

import { Registry } from './core/registry.js';
import { builtinGames } from './games/index.js';

/** The registry of every game the engine ships. */
export const games = new Registry(builtinGames);
