import type { ClockSpec } from '@trigon/protocol';

/** The speed classes a game is rated in, one rating per game and class. */
export type SpeedClass = 'bullet' | 'blitz' | 'rapid' | 'classical' | 'correspondence';

/**
 * A real-time game's class by its estimated duration, as lichess defines it: the initial time
 * plus 40 times the increment (a game of 40 moves), per player. Under 3 minutes is bullet,
 * under 8 blitz, under 25 rapid, the rest classical (lichess's ultrabullet, under 30 s, is
 * bullet here); days per move, and no clock at all, are correspondence.
 */
export function speedClass(clock: ClockSpec): SpeedClass {
  if (clock.kind !== 'realtime') return 'correspondence';
  const seconds = (clock.initialMs + 40 * clock.bonusMs) / 1000;
  if (seconds < 180) return 'bullet';
  if (seconds < 480) return 'blitz';
  if (seconds < 1500) return 'rapid';
  return 'classical';
}
