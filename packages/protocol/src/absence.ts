import type { ClockSpec } from './messages.js';

/**
 * Whether being away can end a game with this clock: a player away for `disconnectMs` loses it
 * (or, among three, leaves it), and the others may claim it after `claimMs`. Not so with days
 * per move: a correspondence player is away between moves as a rule, and the clock's days
 * decide. Shared: the server runs the timers and takes the claims by it, the web app shows the
 * countdowns by it.
 */
export function absenceEndsGame(clock: ClockSpec): boolean {
  return clock.kind !== 'correspondence';
}
