import type { GameDefinition } from '../core/types.js';
import { trigonal } from './trigonal/index.js';

/** Every game the engine ships, in the order they are listed to users. */
export const builtinGames: readonly GameDefinition[] = [trigonal];
