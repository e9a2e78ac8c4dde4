import type { GameDefinition } from '@trigon/engine';
import { pieceCountEvaluation } from './piece-count.js';
import { triangularChessEvaluation, triChessEvaluation } from './triangular-chess.js';
import { sankakuEvaluation } from './sankaku.js';
import { triangulateEvaluation } from './triangulate.js';
import { triangulationEvaluation } from './triangulation.js';
import { trigonalEvaluation } from './trigonal.js';
import type { GameEvaluation } from './types.js';

/**
 * The evaluation of each game, by game id. Adding a game to the AI means adding its
 * evaluation here; the search is shared.
 */
export const evaluations: Readonly<Record<string, GameEvaluation>> = {
  trigonal: trigonalEvaluation,
  sankaku: sankakuEvaluation,
  triangulate: triangulateEvaluation,
  triangulation: triangulationEvaluation,
  'triangular-chess': triangularChessEvaluation,
  'tri-chess': triChessEvaluation,
};

/** The game's own evaluation, or the piece-count fallback when it has none yet. */
export function evaluationFor(game: GameDefinition): GameEvaluation {
  return evaluations[game.id] ?? pieceCountEvaluation(game.id);
}
