import { fail, ok, type Result } from './result.js';
import type { Move, Position } from './types.js';

/**
 * Plays a space-separated list of moves (coordinate form or readable notation) on the
 * position, as its history. On an error nothing is left played and the message names the
 * move and its place in the list.
 */
export function playMoves(position: Position, moves: string): Result<Move[]> {
  const words = moves.split(/\s+/).filter((w) => w.length > 0);
  const played: Move[] = [];
  for (let i = 0; i < words.length; i++) {
    const move = position.parseMove(words[i]);
    if (!move.ok) {
      for (let j = 0; j < played.length; j++) position.undo();
      return fail(move, `move ${i + 1} '${words[i]}': `);
    }
    position.play(move.value);
    played.push(move.value);
  }
  return ok(played);
}
