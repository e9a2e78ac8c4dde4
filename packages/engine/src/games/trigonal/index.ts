import { unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { chessPieces, pieceReach, playable, resolveOrThrow } from '../shared/chess-game.js';
import {
  BISHOP,
  BLACK,
  CHESS_LETTERS,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  WHITE,
} from '../shared/pieces.js';
import { board } from './board.js';
import { TrigonalPosition } from './position.js';
import { emptyBoardReach, OPTIONS, rulesFor } from './rules.js';
import { readSetup } from './text.js';

/** The start position (rules §3). */
export const START = '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1';

function resolve(options: GameOptions | undefined): GameOptions {
  return resolveOrThrow('trigonal', OPTIONS, options);
}

function parse(text: string, options?: GameOptions): Result<TrigonalPosition> {
  const read = readSetup(text, options);
  if (!read.ok) return read;
  const position = new TrigonalPosition(
    trigonal,
    read.value.options,
    rulesFor(read.value.options),
    read.value.setup,
  );
  return playable(position, (cell) => board.name(cell));
}

/** The game definition, with its positions typed as what they are. */
export interface TrigonalGame extends GameDefinition {
  create(options?: GameOptions): TrigonalPosition;
  parse(text: string, options?: GameOptions): Result<TrigonalPosition>;
}

/** Trigonal Chess (Max Koval, 2023): rules/trigonal-chess.md. */
export const trigonal: TrigonalGame = {
  id: 'trigonal',
  title: 'Trigonal Chess',
  players: ['White', 'Black'],
  topology: board,
  options: OPTIONS,
  pieces: chessPieces(),
  // The drawing frame has the apex up and White at the lower left. §2.1's display turns it a
  // quarter anticlockwise: apex at the left, files a…i left to right, White at the bottom.
  // Black's view is the half turn of that.
  views: [90, 270],
  create(options?: GameOptions): TrigonalPosition {
    const resolved = resolve(options);
    // With castling off the start position has no rights to castle.
    const text = resolved['castling'] === 'off' ? START.replace('KQkq', '-') : START;
    return unwrap(parse(text, resolved));
  },
  parse,
  reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
    return pieceReach(CHESS_LETTERS, board.size, kind, owner, cell, (type) =>
      emptyBoardReach(rulesFor(resolve(options)), type, owner, cell),
    );
  },
};

export { TrigonalPosition, type TrigonalSetup } from './position.js';
export { board, FILES, fileOf, numberOf } from './board.js';
export { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, WHITE, BLACK };
export {
  moveFrom,
  moveTo,
  movePromotion,
  moveKind,
  isCastle,
  NORMAL,
  DOUBLE_STEP,
  EN_PASSANT,
  CASTLE_SHORT,
  CASTLE_LONG,
} from '../shared/moves.js';
export {
  DIAGONALS,
  ROOK_RAYS,
  BISHOP_RAYS,
  BISHOP_RAYS_120,
  KNIGHT_TARGETS,
  KNIGHT_TARGETS_9,
  KING_TARGETS,
  KING_TARGETS_12,
  PAWN_TABLES,
  type PawnTables,
} from './tables.js';
export { OPTIONS, CASTLES, rulesFor, emptyBoardReach, type TrigonalRules } from './rules.js';
