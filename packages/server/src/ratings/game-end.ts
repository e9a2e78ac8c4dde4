/**
 * Rating a rated game when it ends: which games count, the players' places, and the one write
 * (ratings and the ledger row together, store/ratings.ts) that makes each game rated once,
 * whichever process sees its end, and after a crash between the end and the rating.
 */
import type { GameState } from '../game/state.js';
import type { RatingStore } from '../store/ratings.js';
import { ratePlacings } from './placings.js';
import { speedClass } from './speed.js';

/**
 * The playing seats' places in a finished game (1 the best, equal places shared), in the order
 * of `state.playing`; null while it is not over or when it was aborted. Best first: the winners;
 * then the players still in the game who did not win (a draw among them, or the loser of a
 * two-player game); then those who went out, the last out first. A shared place counts for as
 * many as share it, as in any ranking of a competition: after two who drew for the first comes
 * the third (1, 1, 3), not a second who beat nobody.
 */
export function finishingPlaces(state: GameState): number[] | null {
  if (state.status !== 'finished' || !state.result || state.aborted !== null) return null;
  const winners = state.result.winners;
  const out = state.outOrder.flat();
  const stayed = state.playing.filter((seat) => !winners.includes(seat) && !out.includes(seat));
  const groups = [winners, stayed, ...[...state.outOrder].reverse()].filter((g) => g.length > 0);
  const above = groups.map((_, i) => groups.slice(0, i).reduce((n, group) => n + group.length, 0));
  return state.playing.map((seat) => above[groups.findIndex((group) => group.includes(seat))]! + 1);
}

/**
 * The places a rated game is rated by (`finishingPlaces`); null when the game is not to be
 * rated: not over, aborted, or a playing seat never moved (a game called off, or drawn by a
 * rule, before everyone had played).
 */
export function ratedPlaces(state: GameState): number[] | null {
  if (!state.playing.every((seat) => state.moved[seat])) return null;
  return finishingPlaces(state);
}

/** The fault hook of the crash test: the process dies between a game's end and its rating. */
const KILL_BEFORE_RATING = process.env.TRIGON_FAULT === 'kill-before-rating';

/**
 * Rates the finished game if it is rated and every playing seat is an account's (an account
 * deleted since counts as a new player for the others and keeps no rating: the store decides
 * that in its transaction, store/rating-writes.ts); resolves whether this call changed ratings
 * (false also when the ledger had the game already).
 */
export async function rateGame(
  ratings: RatingStore,
  state: GameState,
  now: number,
): Promise<boolean> {
  if (!state.stored.rated || state.status !== 'finished') return false;
  const places = ratedPlaces(state);
  const userIds = state.playing.map((seat) => state.userIds[seat] ?? null);
  const counts = places !== null && userIds.every((id) => id !== null);
  if (KILL_BEFORE_RATING) process.kill(process.pid, 'SIGKILL');
  const game = {
    gameId: state.stored.id,
    game: state.stored.game,
    speed: speedClass(state.stored.clock),
    at: now,
  };
  // A rated game that does not count still gets its ledger row, with no player: it is settled,
  // and no later start looks at it again.
  if (!counts) {
    await ratings.rateGame({ ...game, userIds: [] }, () => []);
    return false;
  }
  return ratings.rateGame({ ...game, userIds: userIds as string[] }, (before) =>
    ratePlacings(before, places),
  );
}
