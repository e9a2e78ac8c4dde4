import type { Position } from '@trigon/engine';
import { evaluationFor } from '@trigon/ai';

/**
 * Each seat's evaluation at the end of the engine's best line from `position` (which is left
 * as it was). The search of a game of three scores the line for the seat to move only; this is
 * where the line leads for every seat, by the game's own evaluation. A word of the line that
 * is not a legal move ends it there.
 */
export function seatScoresAfter(position: Position, pv: readonly string[]): number[] {
  const evaluation = evaluationFor(position.game);
  const end = position.clone();
  for (const word of pv) {
    if (end.outcome()) break;
    const move = end.parseMove(word);
    if (!move.ok) break;
    end.play(move.value);
  }
  return position.game.players.map((_, seat) => evaluation.evaluate(end, seat));
}
