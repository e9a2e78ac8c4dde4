import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import type { Move } from '@trigon/engine';
import type { Choice } from '../ui/ChoiceDialog.js';
import type { OnlineGame } from './protocol.js';
import type { Send } from './useConnection.js';

/** The moves the viewer may make from the board, and the choice between moves of one step. */
export interface MoveInput {
  /**
   * For each cell with a piece that may move, the cells it may go to: none unless it is the
   * viewer's turn and the board shows the latest position.
   */
  readonly targets: ReadonlyMap<number, ReadonlySet<number>>;
  /** Moves that take no piece from a cell to a cell (a pass), on the same terms. */
  readonly passes: readonly Move[];
  /** The board's callback for a piece moved from one cell to another; stable across renders. */
  readonly onMove: (from: number, to: number) => void;
  /** Several moves between the same two cells, waiting for the viewer to pick one. */
  readonly choice: Choice | undefined;
  readonly closeChoice: () => void;
  /** Sends a move to the server, which plays it for everyone once it has stored it. */
  readonly play: (move: Move) => void;
}

/** The viewer's moves on the board of an online game, sent to the server in coordinate form. */
export function useMoveInput(
  game: OnlineGame,
  seat: number | null,
  atEnd: boolean,
  send: Send,
): MoveInput {
  const position = game.position;
  const canMove = game.status === 'playing' && seat !== null && position.turn === seat && atEnd;
  const moves = useMemo(() => {
    const between = new Map<string, Move[]>();
    const targets = new Map<number, Set<number>>();
    const passes: Move[] = [];
    if (canMove) {
      for (const move of position.legalMoves()) {
        const info = position.moveInfo(move);
        if (info.from < 0 || info.to < 0) {
          passes.push(move);
          continue;
        }
        const key = `${info.from}>${info.to}`;
        between.set(key, [...(between.get(key) ?? []), move]);
        if (!targets.has(info.from)) targets.set(info.from, new Set());
        targets.get(info.from)!.add(info.to);
      }
    }
    return { between, targets, passes };
  }, [game.seq, canMove]);
  const [choice, setChoice] = useState<Choice | undefined>();
  const play = (move: Move) => send({ t: 'move', move: position.moveToCoord(move) });

  // The board keeps the callback it was first given; this one reads the moves of now.
  const latest = useRef((_from: number, _to: number) => {});
  latest.current = (from, to) => {
    const found = moves.between.get(`${from}>${to}`) ?? [];
    // Several moves between the same cells differ by a choice (a promotion, a rescue).
    if (found.length === 1) play(found[0]!);
    else if (found.length > 1) setChoice({ from, to, moves: found });
  };
  const onMove = useCallback((from: number, to: number) => latest.current(from, to), []);
  const closeChoice = useCallback(() => setChoice(undefined), []);

  return {
    targets: moves.targets,
    passes: moves.passes,
    onMove,
    choice,
    closeChoice,
    play,
  };
}
