import type { GameDefinition } from '@trigon/engine';
import { useAppearance } from '../settings/store.js';
import type { PieceSet } from '../settings/appearance.js';
import { chessSkin } from './chess.js';
import { genericSkin } from './generic.js';
import { lettersSkin } from './letters.js';
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

const made = new WeakMap<GameDefinition, Map<PieceSet, GameSkin>>();

/** A game's skin in a piece set (by default the game's own figures), made once per set. */
export function skinFor(game: GameDefinition, set: PieceSet = 'figures'): GameSkin {
  let sets = made.get(game);
  if (!sets) made.set(game, (sets = new Map()));
  let skin = sets.get(set);
  if (!skin) {
    const figures = set === 'figures' ? undefined : skinFor(game, 'figures');
    skin = figures ? lettersSkin(figures) : (SKINS[game.id] ?? genericSkin)(game);
    sets.set(set, skin);
  }
  return skin;
}

/** A game's skin in the piece set the user chose, following the choice as it changes. */
export function useSkin(game: GameDefinition): GameSkin {
  return skinFor(game, useAppearance().pieces);
}
