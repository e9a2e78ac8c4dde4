import { useMemo } from 'preact/hooks';
import type { PieceView, Position, SeatStatus } from '@trigon/engine';
import { checkCells, heldPieces, seatStatus } from '@trigon/engine';
import type { GameSession } from '../game/session.js';

/** What the board and the strips show of the shown position, as the engine's contract says it. */
export interface Standings {
  /** Every seat's standing. */
  readonly status: readonly SeatStatus[];
  /** The pieces beside each seat's strip: those it holds where the game has such, else those it took. */
  readonly pieces: readonly (readonly PieceView[])[];
  /** The cells the board marks as in check. */
  readonly check: readonly number[];
}

/** The standings after the first `ply` moves of `session` (`displayed` is that position). */
export function useStandings(
  session: GameSession,
  displayed: Position,
  ply: number,
  version: number,
): Standings {
  return useMemo(
    () => ({
      status: seatStatus(displayed),
      pieces: heldPieces(displayed) ?? session.capturedBy(ply),
      check: checkCells(displayed),
    }),
    [displayed, version],
  );
}
