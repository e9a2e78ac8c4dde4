import type { ClockSpec } from './messages.js';
import type { SpeedClassName } from './players.js';

/**
 * A game's speed class by its clock, one rating per game and class. A real-time game's class
 * is by its estimated duration, as lichess defines it: the initial time plus 40 times the
 * increment (a game of 40 moves), per player. Under 3 minutes is bullet, under 8 blitz, under
 * 25 rapid, the rest classical (lichess's ultrabullet, under 30 s, is bullet here); days per
 * move, and no clock at all, are correspondence. Shared: the server rates games by it, the web
 * app shows a player's rating in it.
 */
export function speedClass(clock: ClockSpec): SpeedClassName {
  if (clock.kind !== 'realtime') return 'correspondence';
  const seconds = (clock.initialMs + 40 * clock.bonusMs) / 1000;
  if (seconds < 180) return 'bullet';
  if (seconds < 480) return 'blitz';
  if (seconds < 1500) return 'rapid';
  return 'classical';
}
