import { useEffect, useState } from 'preact/hooks';
import { answerDrawOffer, type AiEngine, type BestMove, type SearchInfo } from '../ai/engine.js';
import type { GameSession, Ply } from '../game/session.js';
import type { ClockBudget } from '@trigon/ai';
import { AI_LEVELS, STRONGEST_MS } from './levels.js';
import type { GameView } from './useGameView.js';

export interface AiState {
  readonly thinking: boolean;
  readonly info?: SearchInfo;
  readonly error?: string;
  /** The AI's answer to the last draw offer, in words, until the AI thinks again. */
  readonly drawAnswer?: string;
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
  /** The clock the AI spends from for `seat`, in a game with clocks. */
  clock?: (seat: number) => ClockBudget | undefined;
  onPlayed: (ply: Ply) => void;
}): { ai: AiState; reset: () => void } {
  const { engine, session, view, aiLevels } = props;
  const [ai, setAi] = useState<AiState>({ thinking: false });
  const aiToMove = !session.isOver() && aiLevels.has(session.position.turn);

  useEffect(() => {
    if (!aiToMove) return;
    const token = view.version;
    const level = aiLevels.get(session.position.turn) ?? props.level;
    const clock = props.clock?.(session.position.turn);
    setAi({ thinking: true });
    // The last depth the search completed: its judgement of the position, which at the low
    // levels may differ from the move it picks at random among the near-best.
    let judged: SearchInfo | undefined;
    engine
      .run(
        {
          game: session.game.id,
          options: session.options,
          position: session.startText,
          moves: session.coordinates(),
          level,
          // Under a clock the clock sets the time, within the level's own limit.
          timeMs: level === AI_LEVELS && !clock ? STRONGEST_MS : undefined,
          clock,
          // The levels that play their best vary their openings from the game's book.
          book: true,
        },
        (info) => {
          judged = info;
          setAi({ thinking: true, info });
        },
      )
      .then(async (best) => {
        if (!best || token !== view.latest.current.version) return;
        setAi({ thinking: false });
        if (!best.move) return;
        const offer = session.drawOffer;
        // A draw offered from this screen is answered with the AI's move, from its search.
        if (offer !== undefined && !aiLevels.has(offer)) {
          const answer = await answerDrawOffer(session.position, judged ?? best, session.length);
          if (token !== view.latest.current.version) return;
          if (answer.accept) {
            session.agreeDraw();
            setAi({ thinking: false, drawAnswer: 'The AI accepts the draw.' });
            view.bump();
            return;
          }
          session.drawOffer = undefined;
          setAi({ thinking: false, drawAnswer: `The AI declines the draw: ${answer.reason}.` });
        }
        playBest(best);
      })
      .catch((error: unknown) => {
        setAi({ thinking: false, error: error instanceof Error ? error.message : String(error) });
      });
    return () => engine.cancel();
  }, [view.version, aiToMove]);

  const playBest = (best: BestMove) => {
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
  };

  // `reset` is for a page that cancelled the search (a move taken back, a resignation).
  return { ai, reset: () => setAi({ thinking: false }) };
}
