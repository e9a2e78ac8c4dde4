import { useMemo, useRef, useState } from 'preact/hooks';
import type { Position } from '@trigon/engine';
import { arrivals } from '../board/arrivals.js';
import type { BoardContents, GameSession } from '../game/session.js';

/** The state of a game page around its session: which move is shown, and what follows from it. */
export interface GameView {
  /** Changes whenever the session does (the session itself is mutable). */
  readonly version: number;
  /** Call after changing the session. */
  readonly bump: () => void;
  /** The number of moves shown on the board. */
  readonly ply: number;
  readonly setPly: (ply: number) => void;
  /** The latest `version` and `ply`, for callbacks that outlive a render (the AI's answer). */
  readonly latest: { readonly current: { readonly version: number; readonly ply: number } };
  /** Whether the shown position is the live one, after the last move. */
  readonly atEnd: boolean;
  readonly displayed: Position;
  readonly contents: BoardContents;
  readonly lastMove: { readonly from: number; readonly to: number } | undefined;
  /** Pieces that slide in with this step along the game (see board/arrivals.ts). */
  readonly slide: ReadonlyMap<number, number> | undefined;
}

export function useGameView(session: GameSession, initialPly: number | undefined): GameView {
  const [version, setVersion] = useState(0);
  const [ply, setPly] = useState(() =>
    initialPly !== undefined ? Math.min(initialPly, session.length) : session.length,
  );
  const latest = useRef({ version, ply });
  latest.current = { version, ply };

  const atEnd = ply === session.length;
  const displayed: Position = useMemo(
    () => (atEnd ? session.position : session.positionAt(ply)),
    [ply, version, atEnd],
  );
  const contents = session.contentsAt(ply);

  const last = ply > 0 ? session.ply(ply - 1) : undefined;
  const lastMove = useMemo(
    () => (last && last.from >= 0 && last.to >= 0 ? { from: last.from, to: last.to } : undefined),
    [last?.from, last?.to],
  );

  // Pieces slide when the shown position moves one step along the game.
  const previous = useRef({ ply, length: session.length, version });
  const slide = useMemo(() => {
    const before = previous.current;
    previous.current = { ply, length: session.length, version };
    if (Math.abs(before.ply - ply) !== 1 || before.ply > session.length) return undefined;
    const forward = ply > before.ply;
    const step = session.ply(forward ? ply - 1 : ply);
    if (!step) return undefined;
    const hint = forward ? { from: step.from, to: step.to } : { from: step.to, to: step.from };
    return arrivals(session.contentsAt(before.ply), contents, hint);
  }, [ply, version]);

  return {
    version,
    bump: () => setVersion((v) => v + 1),
    ply,
    setPly,
    latest,
    atEnd,
    displayed,
    contents,
    lastMove,
    slide,
  };
}
