import type { GameDefinition } from '@trigon/engine';
import { chessSkin } from './chess.js';
import { genericSkin } from './generic.js';
import { shogiSkin } from './shogi.js';
import { triangulateSkin } from './triangulate.js';
import { triangulationSkin } from './triangulation.js';
import type { GameSkin, SkinFactory } from './types.js';

export type { GameSkin, DrawContext } from './types.js';

/** Piece drawings by game id; a game without an entry gets the generic discs. */
const SKINS: Readonly<Record<string, SkinFactory>> = {
  trigonal: chessSkin,
  'triangular-chess': chessSkin,
  'tri-chess': chessSkin,
  sankaku: shogiSkin,
  triangulate: triangulateSkin,
  triangulation: triangulationSkin,
};

const made = new WeakMap<GameDefinition, GameSkin>();

export function skinFor(game: GameDefinition): GameSkin {
  let skin = made.get(game);
  if (!skin) made.set(game, (skin = (SKINS[game.id] ?? genericSkin)(game)));
  return skin;
}
