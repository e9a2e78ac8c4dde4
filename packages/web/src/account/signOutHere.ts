/**
 * Signing out of this browser. The seats of the account's games in progress were kept here as
 * any seat is (their tokens, and the invitations of the games it made): after a sign-out the
 * next person at this browser (a shared computer) would play them as the account. They are
 * forgotten with the session; signed in again, the account's list gives them back
 * (useAccountSeat), as on any device.
 */
import type { PlayerGames } from '@trigon/protocol';
import { forgetSeats } from '../online/protocol.js';
import { signOut } from './session.js';

/** Pages of the account's list read for its games in progress, which come first. */
const MOST_PAGES = 10;

export async function signOutHere(): Promise<void> {
  const playing = await gamesInProgress().catch(() => []);
  await signOut(() => {
    for (const id of playing) forgetSeats(id);
  });
}

/** The ids of the signed-in account's games not finished (GET /api/me/games). */
async function gamesInProgress(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MOST_PAGES; page++) {
    const response = await fetch(`/api/me/games?page=${page}`, { credentials: 'same-origin' });
    if (!response.ok) break;
    const list = (await response.json()) as PlayerGames;
    const open = list.games.filter((g) => g.status !== 'finished');
    ids.push(...open.map((g) => g.id));
    if (!list.more || open.length < list.games.length) break;
  }
  return ids;
}
