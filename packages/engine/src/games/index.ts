import type { GameDefinition } from '../core/types.js';
import { triangulation } from './triangulation/index.js';
import { trigonal } from './trigonal/index.js';
import { triangulate } from './triangulate/index.js';
import { sankaku } from './sankaku/index.js';
import { triangularChess, triChess } from './triangular-chess/index.js';

/** Every game the engine ships, in the order they are listed to users (docs/rules/README.md §1). */
export const builtinGames: readonly GameDefinition[] = [
  triangulation,
  triangularChess,
  triChess,
  trigonal,
  sankaku,
  triangulate,
];
