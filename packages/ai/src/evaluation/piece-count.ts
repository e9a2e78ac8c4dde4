import type { Position } from '@trigon/engine';
import type { GameEvaluation } from './types.js';

/**
 * The fallback for a game without an evaluation module of its own: every piece counts 100,
 * the score is the seat's pieces minus the average of each other seat's. It knows nothing of
 * piece values or position, and reads the board through `contents` (which allocates), so it
 * is slow and weak; it exists so that every game can be searched, and mates and won material
 * are still found. A game gets real play by adding its own module to `evaluations`.
 */
export function pieceCountEvaluation(game: string): GameEvaluation {
  return {
    game,
    units: 'hundredths of a piece',
    evaluate(position: Position, seat: number): number {
      const seats = position.game.players.length;
      let own = 0;
      let others = 0;
      const size = position.game.topology.size;
      for (let cell = 0; cell < size; cell++) {
        for (const piece of position.contents(cell)) {
          if (piece.owner === seat) own++;
          else others++;
        }
      }
      return Math.round((own - others / Math.max(1, seats - 1)) * 100);
    },
  };
}
