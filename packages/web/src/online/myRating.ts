import {
  speedClass,
  type ClockSpec,
  type PlayerPage,
  type RatingRange,
  RATING_CEILING,
  RATING_FLOOR,
} from '@trigon/protocol';
import { START_RATING } from './ratingText.js';
import { request } from '../app/request.js';

/** A player's rating and whether it is provisional, in one game's rules and speed class. */
export interface RatingHere {
  readonly rating: number;
  readonly provisional: boolean;
}

/**
 * `name`'s rating in `game` at the speed class of `clock`, as the server has it (GET
 * /api/players/<name>); 1500 and provisional before their first rated game there.
 */
export async function ratingIn(name: string, game: string, clock: ClockSpec): Promise<RatingHere> {
  const response = await request(`/api/players/${encodeURIComponent(name)}`);
  if (!response.ok)
    throw new Error(`your rating cannot be read: the server answered ${response.status}`);
  const page = (await response.json()) as PlayerPage;
  const speed = speedClass(clock);
  const found = page.ratings.find((r) => r.game === game && r.speed === speed);
  return found
    ? { rating: found.rating, provisional: found.provisional }
    : { rating: START_RATING, provisional: true };
}

/** The ratings within `spread` of `rating`, kept to those a seek may name. */
export function rangeAround(rating: number, spread: number): RatingRange {
  return {
    min: Math.max(RATING_FLOOR, Math.round(rating - spread)),
    max: Math.min(RATING_CEILING, Math.round(rating + spread)),
  };
}
