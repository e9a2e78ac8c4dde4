import { useEffect, useState } from 'preact/hooks';
import type { ConnectionState } from './connection.js';
import type { OnlineGame } from './protocol.js';

/**
 * The time `seat` has left, in milliseconds, or null in a game without clocks. The server
 * sends each clock as it stood at one moment; the clock of the seat to move has run since, as
 * the server counts it: with a delay, not during the turn's first `bonusMs`.
 */
export function timeLeft(
  game: OnlineGame,
  clocks: ConnectionState['clocks'],
  seat: number,
): number | null {
  if (!clocks || game.info.clock.kind === 'none') return null;
  const base = clocks.values[seat] ?? 0;
  if (!clockRuns(game, seat)) return base;
  return base - (used(game, Date.now() + clocks.offset) - used(game, clocks.at));
}

/** The time the seat to move has used on its clock this turn, at server time `at`. */
function used(game: OnlineGame, at: number): number {
  const clock = game.info.clock;
  const elapsed = Math.max(0, at - game.turnStartedAt);
  return clock.kind === 'realtime' && clock.mode === 'delay'
    ? Math.max(0, elapsed - clock.bonusMs)
    : elapsed;
}

/**
 * Whether `seat`'s clock is running: its turn in a game under way, once the seat has made its
 * first move (a real-time clock starts with it; packages/server/README.md).
 */
export function clockRuns(game: OnlineGame, seat: number): boolean {
  if (game.status !== 'playing' || game.position.turn !== seat) return false;
  return game.info.clock.kind !== 'realtime' || game.moved[seat] === true;
}

/** Renders the calling component again every `ms` milliseconds while `running`: a clock ticks. */
export function useTicking(running: boolean, ms = 250): void {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTicks((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [running, ms]);
}
