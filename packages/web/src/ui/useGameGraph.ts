import { useEffect, useRef, useState } from 'preact/hooks';
import type { AiEngine } from '../ai/engine.js';
import { playingSeats } from '@trigon/engine';
import { judgePosition, type Judgement } from '../analysis/judgement.js';
import type { GameSession } from '../game/session.js';

/**
 * The engine's budget per position of the graph: small and fixed (nodes, not time), so that a
 * game is covered in seconds and its graph is the same on every machine.
 */
export const GRAPH_NODES = 20_000;

/** The evaluation graph's data: a judgement per move (after it), where analysed yet. */
export interface GameGraph {
  /** `after[i]`: the position after move i + 1; undefined until analysed. */
  readonly after: readonly (Judgement | undefined)[];
  readonly done: number;
  readonly error?: string;
}

/**
 * Analyses every position of the game while `on`, one after another in the background (on its
 * own engine, so that the live analysis of the shown position goes on), at GRAPH_NODES each.
 * A change of the game cancels the running search and starts again from the first position not
 * yet analysed; what is analysed is kept by the moves that lead to it, so a move added or taken
 * back costs one search, not the whole game's.
 */
export function useGameGraph(
  engine: AiEngine,
  session: GameSession,
  version: number,
  on: boolean,
): GameGraph | undefined {
  const known = useRef(new Map<string, Judgement>());
  const [, setCount] = useState(0);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!on) return;
    setError(undefined);
    let stopped = false;
    const moves = session.coordinates();
    const game = session.game;
    void (async () => {
      for (let ply = 1; ply <= moves.length && !stopped; ply++) {
        const key = moves.slice(0, ply).join(' ');
        if (known.current.has(key)) continue;
        const position = session.positionAt(ply);
        let judgement = judgePosition(position, undefined);
        if (!judgement) {
          const best = await engine.run({
            game: game.id,
            options: session.options,
            position: session.startText,
            moves: moves.slice(0, ply),
            level: 8,
            nodes: GRAPH_NODES,
            hashMegabytes: 16,
          });
          if (stopped || !best) return;
          judgement = judgePosition(position, {
            turn: position.turn,
            score: best.score,
            mate: best.mate,
            // Two playing seats (a neutral army beside them) are judged by the score alone.
            seatScores:
              playingSeats(game, session.options).length > 2
                ? engine.seatScores(position, best.pv)
                : undefined,
          });
        }
        if (judgement) known.current.set(key, judgement);
        setCount((n) => n + 1);
      }
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      stopped = true;
      engine.cancel();
    };
  }, [on, version]);

  if (!on) return undefined;
  const moves = session.coordinates();
  let key = '';
  const after = moves.map((move, i) => {
    key = i === 0 ? move : `${key} ${move}`;
    return known.current.get(key);
  });
  return { after, done: after.filter(Boolean).length, error };
}
