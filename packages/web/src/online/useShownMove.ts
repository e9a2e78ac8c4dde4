import { useMemo, useRef, useState } from 'preact/hooks';
import type { Position } from '@trigon/engine';
import { arrivals } from '../board/arrivals.js';
import type { BoardContents } from '../game/session.js';
import type { OnlineGame } from './protocol.js';

/** The position the board shows, and how the viewer steps through the game's moves. */
export interface ShownMove {
  /** The number of moves shown. */
  readonly ply: number;
  /** The latest position is shown. */
  readonly atEnd: boolean;
  readonly select: (ply: number) => void;
  /** The position after `ply` moves (the live one at the end: read it, never change it). */
  readonly position: Position;
  readonly contents: BoardContents;
  readonly lastMove: { readonly from: number; readonly to: number } | undefined;
  /** The pieces that slide into place, when the shown position moved one step. */
  readonly slide: Map<number, number> | undefined;
}

/**
 * The move the board shows: the latest unless the viewer steps back through the game. Moves
 * arriving meanwhile leave the shown one in place, and stepping to the end follows the game
 * again.
 */
export function useShownMove(game: OnlineGame): ShownMove {
  const session = game.session;
  const [chosen, setChosen] = useState<number | null>(null);
  const ply = chosen === null ? session.length : Math.min(chosen, session.length);
  const atEnd = ply === session.length;
  const select = (next: number) => setChosen(next >= session.length ? null : Math.max(0, next));
  // The session's live position changes in place as moves arrive: `game.seq` says when.
  const position = useMemo(
    () => (atEnd ? game.position : session.positionAt(ply)),
    [ply, atEnd, game.seq],
  );
  const contents = session.contentsAt(ply);

  const last = ply > 0 ? session.ply(ply - 1) : undefined;
  const lastMove = useMemo(
    () => (last && last.from >= 0 && last.to >= 0 ? { from: last.from, to: last.to } : undefined),
    [last?.from, last?.to],
  );
  // Pieces slide when the shown position moves one step along the game: a move arriving from
  // the server, or a step through the move list.
  const previous = useRef(ply);
  const slide = useMemo(() => {
    const before = previous.current;
    previous.current = ply;
    // A takeback leaves the moves it took back behind: nothing to slide along.
    if (Math.abs(before - ply) !== 1 || before > session.length) return undefined;
    const step = session.ply(Math.min(before, ply));
    const hint = ply > before ? { from: step.from, to: step.to } : { from: step.to, to: step.from };
    return arrivals(session.contentsAt(before), contents, hint);
  }, [ply, game.seq]);

  return { ply, atEnd, select, position, contents, lastMove, slide };
}
