import { useEffect, useState } from 'preact/hooks';
import type { AiEngine, SearchInfo } from '../ai/engine.js';
import type { GameSession, Ply } from '../game/session.js';
import { AI_LEVELS, STRONGEST_MS } from './levels.js';
import type { GameView } from './useGameView.js';

export interface AiState {
  readonly thinking: boolean;
  readonly info?: SearchInfo;
  readonly error?: string;
}

/**
 * The AI's turns: when a seat it plays is to move, it thinks in the worker and plays its move,
 * unless the game changed meanwhile. It plays on while the player looks back through the game;
 * the board follows only a player who was looking at the last move.
 */
export function useAiOpponent(props: {
  engine: AiEngine;
  session: GameSession;
  view: GameView;
  aiLevels: ReadonlyMap<number, number>;
  level: number;
  onPlayed: (ply: Ply) => void;
}): { ai: AiState; reset: () => void } {
  const { engine, session, view, aiLevels } = props;
  const [ai, setAi] = useState<AiState>({ thinking: false });
  const aiToMove = !session.isOver() && aiLevels.has(session.position.turn);

  useEffect(() => {
    if (!aiToMove) return;
    const token = view.version;
    const level = aiLevels.get(session.position.turn) ?? props.level;
    setAi({ thinking: true });
    engine
      .run(
        {
          game: session.game.id,
          options: session.options,
          position: session.startText,
          moves: session.coordinates(),
          level,
          timeMs: level === AI_LEVELS ? STRONGEST_MS : undefined,
        },
        (info) => setAi({ thinking: true, info }),
      )
      .then((best) => {
        if (!best || token !== view.latest.current.version) return;
        setAi({ thinking: false });
        if (!best.move) return;
        const move = session.position.parseMove(best.move);
        if (!move.ok) {
          setAi({ thinking: false, error: `The AI answered '${best.move}': ${move.error}` });
          return;
        }
        const following = view.latest.current.ply === session.length;
        const ply = session.play(move.value);
        if (following) view.setPly(session.length);
        props.onPlayed(ply);
        view.bump();
      })
      .catch((error: unknown) => {
        setAi({ thinking: false, error: error instanceof Error ? error.message : String(error) });
      });
    return () => engine.cancel();
  }, [view.version, aiToMove]);

  // `reset` is for a page that cancelled the search (a move taken back, a resignation).
  return { ai, reset: () => setAi({ thinking: false }) };
}
