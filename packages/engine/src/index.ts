export * from './core/result.js';
export type * from './core/types.js';
export { resolveOptions, parseOptionWords, optionWords } from './core/options.js';
export { perft, perftDivide } from './core/perft.js';
export { playMoves } from './core/play.js';
export { Registry } from './core/registry.js';
export { ZobristKeys, joinHash } from './core/zobrist.js';
export { Topology, latticePoint } from './grid/topology.js';
export type { Shape, Point, CellSpec, TopologySpec } from './grid/topology.js';
export { buildRays, rayCells, buildTargets, targetCells } from './grid/rays.js';
export type { RayTable, TargetTable } from './grid/rays.js';
export { builtinGames } from './games/index.js';

import { Registry } from './core/registry.js';
import { builtinGames } from './games/index.js';

/** The registry of every game the engine ships. */
export const games = new Registry(builtinGames);
