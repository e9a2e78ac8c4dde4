import type { GameDefinition, Position } from '@trigon/engine';
import { sankaku } from '@trigon/engine/games/sankaku';
import { triangularChess, triChess } from '@trigon/engine/games/triangular-chess';
import { triangulate } from '@trigon/engine/games/triangulate';
import { triangulation } from '@trigon/engine/games/triangulation';
import { trigonal } from '@trigon/engine/games/trigonal';
import { pieceCountEvaluation } from './piece-count.js';
import { triangularChessEvaluation, triChessEvaluation } from './triangular-chess.js';
import { sankakuEvaluation } from './sankaku.js';
import { triangulateEvaluation } from './triangulate.js';
import { triangulationEvaluation } from './triangulation.js';
import { trigonalEvaluation } from './trigonal.js';
import type { GameEvaluation } from './types.js';

/**
 * An evaluation paired with the game it judges, as an entry of `evaluations`. The pairing is
 * checked twice: by the compiler, since both must be about the same position class (a
 * `GameEvaluation<SankakuPosition>` given with `trigonal` does not compile), and here, by id,
 * for games that share a position class (Triangular Chess and Tri-Chess).
 */
export function registerEvaluation<P extends Position>(
  game: GameDefinition<P>,
  evaluation: GameEvaluation<P>,
): readonly [id: string, evaluation: GameEvaluation] {
  if (evaluation.game !== game.id) {
    throw new Error(`the evaluation of '${evaluation.game}' cannot judge '${game.id}'`);
  }
  return [game.id, evaluation];
}

/**
 * The evaluation of each game, by game id. Adding a game to the AI means adding its
 * evaluation here; the search is shared.
 */
export const evaluations: Readonly<Record<string, GameEvaluation>> = Object.fromEntries([
  registerEvaluation(trigonal, trigonalEvaluation),
  registerEvaluation(sankaku, sankakuEvaluation),
  registerEvaluation(triangulate, triangulateEvaluation),
  registerEvaluation(triangulation, triangulationEvaluation),
  registerEvaluation(triangularChess, triangularChessEvaluation),
  registerEvaluation(triChess, triChessEvaluation),
]);

/** The game's own evaluation, or the piece-count fallback when it has none yet. */
export function evaluationFor(game: GameDefinition): GameEvaluation {
  return evaluations[game.id] ?? pieceCountEvaluation(game.id);
}
