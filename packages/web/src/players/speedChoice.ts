/** Which speed class a leaderboard shows when the address names none. */
import { SPEED_CLASSES, type Leaderboard, type SpeedClassName } from '@trigon/protocol';

/** When no class has anybody on its board yet: the class most games are played in. */
export const FALLBACK_SPEED: SpeedClassName = 'blitz';

/** A speed class's name as the address may carry it, or undefined for anything else. */
export function speedFromRoute(text: string | undefined): SpeedClassName | undefined {
  return SPEED_CLASSES.find((s) => s === text);
}

/** The first class (in SPEED_CLASSES order) whose board has players, else `blitz`. */
export function defaultSpeed(boards: readonly Leaderboard[]): SpeedClassName {
  for (const speed of SPEED_CLASSES)
    if (boards.some((b) => b.speed === speed && b.players.length > 0)) return speed;
  return FALLBACK_SPEED;
}
