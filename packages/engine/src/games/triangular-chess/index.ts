import { unwrap, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { chessPieces, pieceReach, playable, resolveOrThrow } from '../shared/chess-game.js';
import { UNICORN_LETTERS } from '../shared/pieces.js';
import { board } from './board.js';
import { DeklePosition } from './position.js';
import { emptyBoardReach, OPTIONS, rulesFor, type Variant } from './rules.js';
import { readSetup } from './text.js';

/** A game on Dekle's hexagon, with its positions typed as what they are. */
export interface DekleGame extends GameDefinition {
  readonly id: Variant;
  create(options?: GameOptions): DeklePosition;
  parse(text: string, options?: GameOptions): Result<DeklePosition>;
}

function define(id: Variant, title: string): DekleGame {
  const resolve = (options: GameOptions | undefined): GameOptions =>
    resolveOrThrow(id, OPTIONS, options);

  const parse = (text: string, options?: GameOptions): Result<DeklePosition> => {
    const read = readSetup(id, text, options);
    if (!read.ok) return read;
    const { setup, options: resolved } = read.value;
    const position = new DeklePosition(game, resolved, rulesFor(id, resolved), setup);
    return playable(position, (cell) => board.name(cell));
  };

  const game: DekleGame = {
    id,
    title,
    players: ['White', 'Black'],
    topology: board,
    options: OPTIONS,
    pieces: chessPieces({ letter: 'U', name: 'Unicorn' }),
    // The drawing frame already has row a (White) at the bottom; Black sees it half turned.
    views: [0, 180],
    create(options?: GameOptions): DeklePosition {
      const resolved = resolve(options);
      return unwrap(parse(rulesFor(id, resolved).start, resolved));
    },
    parse,
    reach(kind: string, owner: number, cell: number, options?: GameOptions): number[] {
      return pieceReach(UNICORN_LETTERS, board.size, kind, owner, cell, (type) =>
        emptyBoardReach(rulesFor(id, resolve(options)), type, owner, cell),
      );
    },
  };
  return game;
}

/** Triangular Chess (G. R. Dekle Sr., 1986): rules/triangular-chess.md. */
export const triangularChess: DekleGame = define('triangular-chess', 'Triangular Chess');

/** Tri-Chess (Dekle, 1986), the two-player game on the same board: rules/triangular-chess.md §4.10. */
export const triChess: DekleGame = define('tri-chess', 'Tri-Chess');

export { DeklePosition, type DekleSetup } from './position.js';
export { board, ROWS, rowOf, fallingOf, risingOf, cellAt, isUp } from './board.js';
export {
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
  UNICORN,
  WHITE,
  BLACK,
} from '../shared/pieces.js';
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
  N,
  NE,
  SE,
  S,
  SW,
  NW,
  ALTITUDE_RAYS,
  EDGE_RAYS,
  VERTEX_RAYS,
  STRIP_RAYS,
  TRI_QUEEN_RAYS,
  ALTITUDE_ATTACKERS,
  TRI_QUEEN_ATTACKERS,
  KING_RAYS,
  TRI_KING_RAYS,
  KNIGHT_BY_OFFSET,
  KNIGHT_BY_PATH,
  UNICORN_BY_OFFSET,
  UNICORN_BY_PATH,
  PAWN_TABLES,
  type LeaperTables,
  type PawnTables,
} from './tables.js';
export {
  OPTIONS,
  START,
  rulesFor,
  emptyBoardReach,
  type DekleRules,
  type Variant,
} from './rules.js';
