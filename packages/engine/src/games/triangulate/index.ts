/**
 * Triangulate (Allan Bedford, 2001), docs/rules/triangulate.md: small tokens stack on an 8×8 board,
 * every move onto an empty square costs a large token, three own tokens on one square win.
 *
 * Position text, one line:
 *
 *   <board> <turn> <X supply> <O supply> <passes> [name=value …]
 *
 *   start: 2OXOX2/8/X6O/O6X/X6O/O6X/8/2XOXO2 X 32 32 0
 *
 * - board: the ranks from 8 down to 1, separated by `/`, each from file a to h. A run of
 *   empty squares is its length (1–8); a square with one token is that token's letter; a
 *   square with more is its tokens in parentheses, bottom to top. Letters: `X`, `O` small
 *   tokens; `x`, `o` large tokens (the track). A square's large tokens always lie under its
 *   small ones (a large token is placed only on a square without small tokens), so they come
 *   first: `(xoXXOX)` is an x pile under an o, carrying the stack X, X, O, X with X on top.
 * - turn: `X` or `O`, the player to move (X, seat 0, moves first in the start position).
 * - X supply, O supply: the large tokens each player has not placed yet, 0–32. (They are not
 *   implied by the board: the text may describe a position with tokens set aside.)
 * - passes: how many forced passes in a row led here, 0, 1 or 2 (2: the game is drawn, §5).
 *   A pass is forced when the player has no move, so 1 also says that a pass by the
 *   player to move now ends the game.
 * - options that differ from their defaults, as `name=value` words (layout, triangulate,
 *   track).
 *
 * A board with a triangle (three tokens of the player who just moved on one square, by the
 * `triangulate` reading) is a won game. Repetition (§5) looks at the moves played since the
 * text was read: the position the text describes is the first occurrence.
 *
 * Moves: `c1-d2` in coordinate form for every move (the board decides whether it places a
 * large token or stacks, §6); `x` or `>` may stand for `-` on input (§9). There is no
 * separate form for a placing move: the large token always comes from the mover's supply and
 * goes to the destination of the small token's move. The readable notation writes a
 * stacking move with `>` (`e1>d2`) and adds `#` to a move that triangulates; a forced pass
 * is `pass` in both forms.
 *
 * contents(cell) gives a square's large tokens (kind `L`) then its small tokens (kind `S`),
 * bottom to top.
 *
 * @module @trigon/engine/games/triangulate
 */
import { resolveOptions } from '../../core/options.js';
import { unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { checkReachPlace } from '../shared/reach.js';
import { NEIGHBOURS, board } from './board.js';
import { LAYOUTS, OPTIONS } from './options.js';
import { LARGE, SMALL, TriangulatePosition } from './position.js';
import { parsePosition } from './text.js';

export const triangulate: GameDefinition<TriangulatePosition> = {
  id: 'triangulate',
  title: 'Triangulate',
  players: ['X', 'O'],
  topology: board,
  options: OPTIONS,
  pieces: [
    { letter: SMALL, name: 'small token' },
    { letter: LARGE, name: 'large token' },
  ],
  // X sits at rank 1 and O at rank 8, as players of a chequered board do; the start layout
  // gives each player two tokens on every edge, so neither side is nearer either player.
  views: [0, 180],

  create(options: GameOptions = {}): TriangulatePosition {
    const resolved = unwrap(resolveOptions(OPTIONS, options));
    return TriangulatePosition.start(triangulate, resolved, LAYOUTS[resolved.layout]);
  },

  parse(text: string, options: GameOptions = {}): Result<TriangulatePosition> {
    return parsePosition(triangulate, text, options);
  },

  /**
   * A small token steps to any king-adjacent square (§1, §3); large tokens never move. No
   * option changes this on an empty board (a `track=slide` run needs the mover's own track).
   */
  reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
    unwrap(resolveOptions(OPTIONS, options));
    checkReachPlace(triangulate, owner, cell);
    if (kind !== SMALL) return [];
    return Array.from(
      NEIGHBOURS.cells.subarray(NEIGHBOURS.start[cell], NEIGHBOURS.start[cell + 1]),
    );
  },
};

// What the AI's evaluation and the pages read beyond the contract (`@trigon/engine/games/triangulate`).
export { TriangulatePosition, X, O, LARGE, SMALL, ONGOING, X_WON, O_WON } from './position.js';
export { moveFrom, moveTo, moveKind, PLACE, STACK, ENTER, PASS } from './moves.js';
export { board, NEIGHBOURS } from './board.js';
export {
  NEIGHBOUR_LOW,
  NEIGHBOUR_HIGH,
  NEIGHBOUR_COUNT,
  TWO_STEPS_LOW,
  TWO_STEPS_HIGH,
  popcount32,
  lowestBit,
} from './squares.js';
export { TRIANGULATE_CONSECUTIVE } from './options.js';
