/** A rated seek restricted to a rating range: who may join it. */
import { games as registry } from '@trigon/engine';
import { speedClass } from '@trigon/protocol';
import type { Store, StoredGame } from '../store/types.js';
import { NEW_PLAYER } from '../ratings/glicko2.js';

/**
 * Why the account may not join the game, or null when it may (no range, or its rating in the
 * game's rules and speed class within it, both ends included; 1500 before its first rated game
 * there, as Glicko-2 starts everyone).
 */
export async function outOfRange(
  store: Store,
  game: StoredGame,
  userId: string,
): Promise<string | null> {
  const range = game.ratingRange;
  if (!range) return null;
  const speed = speedClass(game.clock);
  const stored = (await store.ratings.ratings([userId], game.game, speed)).get(userId);
  const rating = Math.round(stored?.rating ?? NEW_PLAYER.rating);
  if (rating >= range.min && rating <= range.max) return null;
  const definition = registry.get(game.game);
  const title = definition.ok ? definition.value.title : game.game;
  return (
    `this seek takes players rated ${range.min} to ${range.max}; ` +
    `your ${title} ${speed} rating is ${rating}${stored ? '' : ' (not rated yet: 1500)'}`
  );
}
