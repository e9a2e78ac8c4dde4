import { err, ok, type Result } from '../../core/result.js';
import type { GameDefinition, PieceKind } from '../../core/types.js';
import type { ChessPosition } from './chess-position.js';
import { waitingKingProblem } from './chess-text.js';
import { checkReachPlace } from './reach.js';

/**
 * The parts of a chess-like game's definition (games/<id>/index.ts) that every such game
 * writes the same way.
 */

/** A parsed position, or refused when its waiting king is already in check. */
export function playable<P extends ChessPosition>(
  position: P,
  cellName: (cell: number) => string,
): Result<P> {
  const check = waitingKingProblem(position, cellName);
  return check ? err('bad-position', check) : ok(position);
}

/** The chess army as a game lists it, K Q R B N, then `extra` (as the unicorn), then P. */
export function chessPieces(...extra: PieceKind[]): PieceKind[] {
  return [
    { letter: 'K', name: 'King', royal: true },
    { letter: 'Q', name: 'Queen' },
    { letter: 'R', name: 'Rook' },
    { letter: 'B', name: 'Bishop' },
    { letter: 'N', name: 'Knight' },
    ...extra,
    { letter: 'P', name: 'Pawn' },
  ];
}

/**
 * `GameDefinition.reach` for a chess-like game: the piece letter `kind` (either case, read
 * through `letters`), then `reach(type)`; nothing for a letter that is not the game's, a
 * RangeError for an owner or cell that is not (checkReachPlace).
 */
export function pieceReach(
  game: GameDefinition,
  letters: string,
  kind: string,
  owner: number,
  cell: number,
  reach: (type: number) => number[],
): number[] {
  checkReachPlace(game, owner, cell);
  const type = letters.indexOf(kind.toUpperCase());
  if (type <= 0) return [];
  return reach(type);
}
