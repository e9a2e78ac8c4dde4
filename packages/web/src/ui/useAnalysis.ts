import { useEffect, useState } from 'preact/hooks';
import type { AiEngine, SearchInfo } from '../ai/engine.js';
import type { GameSession } from '../game/session.js';
import { throttled } from './throttled.js';
import type { GameView } from './useGameView.js';

/** The engine's view of one shown position. */
export interface Analysis {
  readonly info?: SearchInfo;
  readonly error?: string;
}

/**
 * Live analysis of the shown position while `on`: the engine searches it on `threads` threads
 * until the position (or the threads) change, and the answer belongs to that position only
 * (undefined for any other).
 */
export function useAnalysis(
  engine: AiEngine,
  session: GameSession,
  view: GameView,
  on: boolean,
  threads = 1,
): Analysis | undefined {
  const [analysis, setAnalysis] = useState<
    (Analysis & { readonly ply: number; readonly version: number }) | undefined
  >();

  useEffect(() => {
    if (!on) {
      setAnalysis(undefined);
      return;
    }
    const ply = view.ply;
    const token = view.version;
    setAnalysis({ ply, version: token });
    if (view.displayed.outcome()) return;
    // Depths come fast at first; the panel shows at most a few a second.
    const throttle = throttled<SearchInfo>(150, (info) =>
      setAnalysis({ ply, version: token, info }),
    );
    engine
      .run(
        {
          game: session.game.id,
          options: session.options,
          position: session.startText,
          moves: session.coordinates().slice(0, ply),
          level: 8,
          timeMs: 120_000,
          threads,
          // A forced move is analysed as deep as any other: its score is what the panel shows.
          analysis: true,
        },
        (info) => throttle.push(info),
      )
      .catch((error: unknown) =>
        setAnalysis({
          ply,
          version: token,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    return () => {
      throttle.cancel();
      engine.cancel();
    };
  }, [on, view.ply, view.version, threads]);

  return analysis && analysis.ply === view.ply && analysis.version === view.version
    ? analysis
    : undefined;
}
