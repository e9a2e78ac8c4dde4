import { DELETED_PLAYER } from '@trigon/protocol';
import { formatRoute } from '../app/route.js';

/**
 * The address of an account's player page, or undefined for a seat of a deleted account: its
 * name is the server's neutral `deleted player`, which is nobody's page.
 */
export function playerLink(name: string): string | undefined {
  return name === DELETED_PLAYER ? undefined : formatRoute({ page: 'player', name, list: 1 });
}
