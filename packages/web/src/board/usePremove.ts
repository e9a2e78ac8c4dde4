import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PieceView } from '@trigon/engine';

/** A move queued during the opponent's turn, by its cells. */
export interface Premove {
  readonly from: number;
  readonly to: number;
}

export interface PremoveInput {
  /** What the board offers: while premoving, any cell for each of the seat's pieces. */
  readonly targets: ReadonlyMap<number, ReadonlySet<number>>;
  /** Whether the board takes premoves now (so it draws no legal-move marks). */
  readonly premoving: boolean;
  readonly queued: Premove | undefined;
  /** The board's callback: a move now on the seat's turn, else a premove queued. Stable. */
  readonly onMove: (from: number, to: number) => void;
  readonly cancel: () => void;
}

/**
 * Premoves, as the big chess sites have them: while another seat is to move, the player picks
 * one of their pieces and a cell; when their turn comes the move is played at once if it is
 * legal then, and dropped otherwise. The board cannot know which moves will be legal, so any
 * cell may be chosen; the rules decide when the turn comes. One premove is queued at a time.
 */
export function usePremove(props: {
  /** The seat that may premove, or null (nobody here, or a game without turns to wait). */
  seat: number | null;
  /** Premoves may be queued now: the game goes on, another seat is to move, the latest is shown. */
  waiting: boolean;
  /** The seat may move now, from `legal`. */
  toMove: boolean;
  contents: readonly (readonly PieceView[])[];
  legal: ReadonlyMap<number, ReadonlySet<number>>;
  /** Plays the move between two cells now (the page's own move input). */
  play: (from: number, to: number) => void;
}): PremoveInput {
  const { seat, waiting, toMove, contents, legal } = props;
  const [queued, setQueued] = useState<Premove | undefined>();
  const premoving = seat !== null && waiting;

  const targets = useMemo(() => {
    if (!premoving) return legal;
    const everywhere = new Map<number, Set<number>>();
    const cells = contents.map((_, cell) => cell);
    contents.forEach((stack, cell) => {
      if (stack.length > 0 && stack[stack.length - 1].owner === seat)
        everywhere.set(cell, new Set(cells.filter((c) => c !== cell)));
    });
    return everywhere;
  }, [premoving, contents, legal, seat]);

  const play = useRef(props.play);
  play.current = props.play;
  useEffect(() => {
    if (!queued) return;
    if (toMove) {
      setQueued(undefined);
      if (legal.get(queued.from)?.has(queued.to)) play.current(queued.from, queued.to);
    } else if (!waiting) {
      // The game ended, or the player stepped back through it: the premove is dropped.
      setQueued(undefined);
    }
  }, [toMove, waiting, legal, queued]);

  const latest = useRef((_from: number, _to: number) => {});
  latest.current = (from, to) => {
    if (premoving) setQueued({ from, to });
    else play.current(from, to);
  };
  const onMove = useCallback((from: number, to: number) => latest.current(from, to), []);
  const cancel = useCallback(() => setQueued(undefined), []);
  return { targets, premoving, queued, onMove, cancel };
}
