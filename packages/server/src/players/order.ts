import type { PlayerGame } from '@trigon/protocol';

/**
 * The order of a player's games in progress: the correspondence games (days per move, or no
 * clock) where it is their turn first, since those wait on this player, perhaps for days; then
 * the others; each group as it came (newest first). A sorted copy.
 */
export function inProgressOrder<G extends PlayerGame>(games: readonly G[]): G[] {
  const waitingOnThem = (g: G) => g.toMove && g.clock.kind !== 'realtime';
  return [...games.filter(waitingOnThem), ...games.filter((g) => !waitingOnThem(g))];
}
