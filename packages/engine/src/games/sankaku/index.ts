import { resolveOptions } from '../../core/options.js';
import type { Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { rayCells, targetCells } from '../../grid/rays.js';
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
 * Sankaku Shogi (L. Lynn Smith, 2004), as rules/sankaku-shogi.md specifies it.
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
/** The game, typed with its concrete position class for the AI and the tests. */
export interface SankakuGame extends GameDefinition {
  create(options?: GameOptions): SankakuPosition;
  parse(text: string, options?: GameOptions): Result<SankakuPosition>;
}

export const sankaku: SankakuGame = {
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
    const position = parsePosition(sankaku, START_TEXT, options);
    if (!position.ok) throw new Error(position.error);
    return position.value;
  },

  parse(text: string, options?: GameOptions): Result<SankakuPosition> {
    return parsePosition(sankaku, text, options);
  },

  reach(kind: string, _owner: number, cell: number, options?: GameOptions): number[] {
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) return [];
    if (!resolveOptions(OPTIONS, options).ok) return [];
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

export { SankakuPosition, MAX_MOVES, boardText } from './position.js';
export { START_TEXT, parsePosition } from './text.js';
export { OPTIONS, rulesOf, type Rules } from './options.js';
export * from './pieces.js';
export * from './moves.js';
export {
  FILES,
  CELLS,
  board,
  cellAt,
  fileOf,
  rankOf,
  isDown,
  step,
  rays,
  emitsFirst,
  sides,
  second,
  secondVia,
  adjacent,
  mirrorCell,
  E,
  NE,
  NW,
  W,
  SW,
  SE,
  DIRECTION_NAMES,
} from './board.js';
