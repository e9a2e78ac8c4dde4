/**
 * Sankaku Shogi: the game's definition and what programs read beyond the contract.
 *
 * @module @trigon/engine/games/sankaku
 */
import { resolveOptions } from '../../core/options.js';
import { unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { rayCells, targetCells } from '../../grid/rays.js';
import { checkReachPlace } from '../shared/reach.js';
import { CELLS, adjacent, board, rays, second, sides } from './board.js';
import { OPTIONS } from './options.js';
import {
  CAVALRY,
  CHARIOT,
  EMPEROR,
  GENERAL,
  LETTERS,
  PIECE_NAMES,
  SOLDIER,
  typeOfLetter,
} from './pieces.js';
import { SankakuPosition } from './position.js';
import { START_TEXT, parsePosition } from './text.js';

/**
 * Sankaku Shogi (L. Lynn Smith, 2004), as docs/rules/sankaku-shogi.md specifies it.
 *
 * Seats: Black (0, moves first, ranks 1–3) and White (1). Options (first value the default):
 * - `soldier-step`: `captures` | `move-only` — §7 item 4;
 * - `run-downs`: `one` | `unlimited` — §7 item 6;
 * - `defended-test`: `after-move` | `before-move` — §7 item 10;
 * - `repetition`: `evasion` | `third-illegal` | `threefold-draw` | `none` — §5, §7 item 13.
 *
 * Position text: `<board> <turn> [<history>] [<option>=<value> …]`, the history being the
 * moves since the last capture (SankakuPosition.toText).
 */
export const sankaku: GameDefinition<SankakuPosition> = {
  id: 'sankaku',
  title: 'Sankaku Shogi',
  players: ['Black', 'White'],
  topology: board,
  options: OPTIONS,
  pieces: [EMPEROR, CHARIOT, CAVALRY, GENERAL, SOLDIER].map((t) => ({
    letter: LETTERS[t],
    name: PIECE_NAMES[t],
    ...(t === EMPEROR ? { royal: true } : {}),
  })),
  // The drawing frame has rank 1 at the bottom: Black's view as is, White's turned round.
  views: [0, 180],

  create(options?: GameOptions): SankakuPosition {
    return unwrap(parsePosition(sankaku, START_TEXT, unwrap(resolveOptions(OPTIONS, options))));
  },

  parse(text: string, options?: GameOptions): Result<SankakuPosition> {
    return parsePosition(sankaku, text, options);
  },

  reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
    // No option changes where a piece goes on an empty board, but bad ones are refused as in create.
    unwrap(resolveOptions(OPTIONS, options));
    checkReachPlace(sankaku, owner, cell);
    switch (typeOfLetter(kind)) {
      case EMPEROR:
        return Array.from({ length: CELLS }, (_, c) => c).filter((c) => c !== cell);
      case CHARIOT:
        return [...new Set([0, 1, 2, 3, 4, 5].flatMap((d) => rayCells(rays, cell, d)))];
      case CAVALRY:
        return targetCells(second, cell);
      case GENERAL:
        return targetCells(adjacent, cell);
      case SOLDIER:
        // Its distance-two move only captures, so on an empty board it only steps.
        return targetCells(sides, cell);
    }
    return [];
  },
};

// What the AI's evaluation and the pages read beyond the contract (`@trigon/engine/games/sankaku`).
export { SankakuPosition } from './position.js';
export { BLACK, WHITE, EMPEROR, CHARIOT, CAVALRY, GENERAL, SOLDIER } from './pieces.js';
export { moveFrom, moveTo, moveCaptured, movePromotes, moveRunDownMask } from './moves.js';
export { CELLS, rays, emitsFirst, sides, second, secondVia, adjacent } from './board.js';
export {
  sideMasks,
  secondMasks,
  adjacentMasks,
  secondThrough,
  secondThroughMasks,
  secondThroughUnion,
  rayMasks,
  secondUnionMasks,
  rayWalkStart,
  nonEmptyFrom,
  nonEmptyRays,
  rayWalkCells,
  rayWalkMasks,
  countCells,
} from './masks.js';
