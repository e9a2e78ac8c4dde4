/**
 * Triangulation: the game's definition and what programs read beyond the contract.
 *
 * @module @trigon/engine/games/triangulation
 */
import { resolveOptions } from '../../core/options.js';
import { fail, ok, unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { checkReachPlace } from '../shared/reach.js';
import { board } from './board.js';
import { OPTIONS, rulesOf } from './options.js';
import { CAVALRY, GENERAL, INFANTRY, KIND_LETTERS, RUKH } from './pieces.js';
import { TriangulationPosition } from './position.js';
import { startState } from './setup.js';
import {
  CAVALRY_MOVES,
  GENERAL_MOVES,
  INFANTRY_CHARGES,
  INFANTRY_STEPS,
  RUKH_RAYS,
} from './tables.js';
import { parsePosition } from './text.js';

/**
 * Triangulation (docs/rules/triangulation.md): three armies, Red, Green and Blue, on a triangle of
 * 64 cells; or two players with the third army neutral (option `players=2`). Seats are in turn
 * order: 0 Red, 1 Green, 2 Blue.
 *
 * Position text: see text.ts. Moves: the coordinate form of docs/rules/README.md (moves.ts packs
 * them); `TriangulationPosition.moveToText` writes the readable notation with one `+` per
 * General checked, and `announcement(move)` gives the words of §5.2 ("Red checks Blue",
 * "Double Check").
 */
export const triangulation: GameDefinition<TriangulationPosition> = {
  id: 'triangulation',
  title: 'Triangulation',
  players: ['Red', 'Green', 'Blue'],
  topology: board,
  options: OPTIONS,
  pieces: [
    { letter: 'G', name: 'General', royal: true },
    { letter: 'R', name: 'Rukh' },
    { letter: 'C', name: 'Cavalry' },
    { letter: 'I', name: 'Infantry' },
  ],
  // The drawing frame has Red's corner at the bottom, Green's upper left and Blue's upper right.
  views: [0, 120, 240],

  // With players=2 the neutral army's seat never takes a turn (§5.8).
  playingSeats(options?: GameOptions): readonly number[] {
    const neutral = rulesOf(unwrap(resolveOptions(OPTIONS, options))).neutral;
    return [0, 1, 2].filter((seat) => seat !== neutral);
  },

  create(options?: GameOptions): TriangulationPosition {
    const resolved = unwrap(resolveOptions(OPTIONS, options));
    return new TriangulationPosition(
      triangulation,
      resolved,
      startState(rulesOf(resolved).neutral),
    );
  },

  parse(text: string, options?: GameOptions): Result<TriangulationPosition> {
    const parsed = parsePosition(text, options);
    if (!parsed.ok) return fail(parsed);
    return ok(new TriangulationPosition(triangulation, parsed.value.options, parsed.value.state));
  },

  reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
    const rules = rulesOf(unwrap(resolveOptions(OPTIONS, options)));
    checkReachPlace(triangulation, owner, cell);
    const out = new Set<number>();
    const list = (start: Int32Array, cells: ArrayLike<number>, row: number) => {
      for (let j = start[row]; j < start[row + 1]; j++) out.add(cells[j]);
    };
    switch (KIND_LETTERS.indexOf(kind)) {
      case GENERAL:
        list(GENERAL_MOVES.start, GENERAL_MOVES.fields[0], cell);
        break;
      case RUKH:
        for (let d = 0; d < 6; d++) {
          const at = cell * 6 + d;
          for (let j = 0; j < RUKH_RAYS.length[at]; j++)
            out.add(RUKH_RAYS.cells[RUKH_RAYS.start[at] + j]);
        }
        break;
      case CAVALRY:
        list(CAVALRY_MOVES.start, CAVALRY_MOVES.cells, cell);
        break;
      case INFANTRY: {
        const row = owner * 64 + cell;
        list(INFANTRY_STEPS.start, INFANTRY_STEPS.fields[0], row);
        const c = INFANTRY_CHARGES;
        for (let j = c.start[row]; j < c.start[row + 1]; j++) {
          if (!(rules.chargeStraightOnly && c.fields[5][j] === 1)) out.add(c.fields[0][j]);
        }
        break;
      }
    }
    return [...out];
  },
};

// What the AI's evaluation, the pages and tests outside the engine read beyond the contract
// (`@trigon/engine/games/triangulation`).
export { TriangulationPosition } from './position.js';
export { board, CELLS, CORNERS, ROTATE, coord } from './board.js';
export { GENERAL, RUKH, INFANTRY, NEUTRAL, MOVED } from './pieces.js';
export {
  moveFrom,
  moveTo,
  isCastle,
  isRescue,
  rescuedKind,
  isWithdrawal,
  withdrawnSeat,
  PASS,
} from './moves.js';
export {
  GENERAL_MOVES,
  CAVALRY_MOVES,
  RUKH_RAYS,
  RUKH_SHARED_FIRST,
  INFANTRY_STEPS,
  INFANTRY_ATTACKS,
} from './tables.js';
export { pileIndex } from './setup.js';
export { boardText } from './text.js';
export { transformPosition } from './symmetry.js';
