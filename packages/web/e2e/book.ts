import { bookFor } from '@trigon/ai';
import { games, playMoves, unwrap } from '@trigon/engine';

/**
 * Whether the AI's opening book holds the position after `moves` (coordinate form, from the
 * start with the default options). The levels that play their best answer a book position at
 * once; a test that needs the AI to think asserts first that its position is out of the book.
 */
export function inBook(gameId: string, moves: readonly string[]): boolean {
  const game = unwrap(games.get(gameId));
  const position = game.create();
  unwrap(playMoves(position, moves.join(' ')));
  return bookFor(game, position.options)?.positions.has(position.toText()) ?? false;
}
