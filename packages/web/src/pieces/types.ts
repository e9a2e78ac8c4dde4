import type { ComponentChildren, ComponentType } from 'preact';
import type { GameDefinition, Move, PieceView, Position, Topology } from '@trigon/engine';
import type { ChoiceDialogProps } from '../ui/ChoiceDialog.js';
import type { GameSession } from '../game/session.js';
import type { BoardGeometry } from '../board/geometry.js';

/** How a piece is being drawn: who sits at the bottom of the screen decides which way it faces. */
export interface DrawContext {
  /** The seat whose army is nearest the viewer. */
  readonly bottomSeat: number;
  readonly seats: number;
}

/**
 * What a game brings to the app beyond its rules: its piece drawings and the colours of its
 * seats. Everything else (board, moves, panel) is generic. Drawings are SVG fragments in a
 * 100 × 100 box; the board places and scales them.
 */
export interface GameSkin {
  /** A fill colour per seat, for swatches, captured-piece rows and the move list. */
  readonly seatColours: readonly string[];
  /**
   * A seat's mark in a 100 × 100 box, for the strips and legends, when the game tells its
   * seats apart by shape as well as colour; without it a swatch of the seat's colour.
   */
  seatMark?(seat: number): ComponentChildren;
  /**
   * Words for one of several moves between the same cells (a rescue, say), and the piece the
   * choice is about, for the chooser; without it the chooser shows the promotion piece or the
   * move's notation.
   */
  choiceLabel?(position: Position, move: Move): { text: string; piece?: PieceView };
  /** One piece (or the top of a stack) in a 100 × 100 box. */
  piece(view: PieceView, context: DrawContext): ComponentChildren;
  /**
   * A cell's whole stack, bottom first, in a 100 × 100 box. Without it the board draws the
   * top piece and, for taller stacks, their height.
   */
  stack?(views: readonly PieceView[], context: DrawContext): ComponentChildren;
  /** Light (0) or dark (1) shading of a cell; by default the topology's orientation. */
  shade?(topology: Topology, cell: number): number;
  /** Marks drawn on the cells, above their shading and below the pieces, in screen units. */
  decorations?(geometry: BoardGeometry): ComponentChildren;
  /**
   * A game's own dialog for moves that share their cells (a rescue chooser, say); without it
   * the app lists the moves, with the piece drawing when the choice names a piece.
   */
  readonly ChoiceDialog?: ComponentType<ChoiceDialogProps>;
  /**
   * What a game shows in the panel beyond the move list (supplies, captured piles), for the
   * position after `ply` moves of the session.
   */
  readonly PanelExtras?: ComponentType<{ session: GameSession; ply: number }>;
}

export type SkinFactory = (game: GameDefinition) => GameSkin;
