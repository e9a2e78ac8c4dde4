import type { GameDefinition } from '@trigon/engine';
import { BLACK_PIECE, WHITE_PIECE, drawLetter, type PieceColours } from './chess.js';
import type { GameSkin } from './types.js';

/** Seat colours for games without a skin: white and black for two, then red, green, blue… */
const PALETTE: readonly PieceColours[] = [
  { fill: '#d8453b', stroke: '#1c1c1c', detail: '#ffffff' },
  { fill: '#3f9b4a', stroke: '#1c1c1c', detail: '#ffffff' },
  { fill: '#3b6fd8', stroke: '#1c1c1c', detail: '#ffffff' },
  { fill: '#e0a526', stroke: '#1c1c1c', detail: '#1c1c1c' },
  { fill: '#8e55c9', stroke: '#1c1c1c', detail: '#ffffff' },
  { fill: '#2bb3b1', stroke: '#1c1c1c', detail: '#1c1c1c' },
];

export function seatPalette(seats: number): readonly PieceColours[] {
  return seats === 2 ? [WHITE_PIECE, BLACK_PIECE] : PALETTE;
}

/** Discs in the seat's colour with the kind's letter: clean, and right for any game. */
export function genericSkin(game: GameDefinition): GameSkin {
  const palette = seatPalette(game.players.length);
  return {
    seatColours: game.players.map((_, i) => palette[i % palette.length].fill),
    piece(view) {
      return drawLetter(view.kind, palette[view.owner % palette.length]);
    },
  };
}
