import { useEffect, useState } from 'preact/hooks';
import type { RatingChange, SeatAccount } from '@trigon/protocol';
import type { ConnectionState } from './connection.js';
import { gameSummary, type OnlineGame } from './protocol.js';

/** How often, and how many times, a page that saw a rated game end asks for its ratings. */
const RATED_POLL_MS = 1000;
const RATED_POLLS = 10;

export interface SeatAccounts {
  /** Per seat, the account holding it (null: anonymous); undefined: no seat is an account's. */
  readonly accounts: readonly (SeatAccount | null)[] | undefined;
  /** Per seat, what the ended rated game did to its rating; undefined until it is rated. */
  readonly ratingChanges: readonly (RatingChange | null)[] | undefined;
}

/**
 * The accounts holding the game's seats and, once a rated game has been rated, the rating
 * changes. The welcome carries both as they stood at the hello; a seat taken since is asked
 * of the server (GET /api/games/:id), and so are the ratings of a rated game seen ending,
 * which the server writes a moment after the end: asked a second apart until they are there.
 */
export function useSeatAccounts(game: OnlineGame, state: ConnectionState): SeatAccounts {
  const [fetched, setFetched] = useState<SeatAccounts | null>(null);
  const names = game.names.join('\u0000');
  const ended = game.status === 'finished';
  const rated = game.info.rated === true;
  const changes = fetched?.ratingChanges ?? state.ratingChanges;

  // A player joined after the welcome: their account (and rating) comes from the server.
  useEffect(() => {
    const welcomed = state.accounts ?? [];
    const known = game.names.every((name, seat) => name === null || welcomed[seat]?.name === name);
    if (known) return;
    let current = true;
    gameSummary(game.info.id).then(
      (summary) =>
        current && setFetched({ accounts: summary.accounts, ratingChanges: summary.ratingChanges }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [names]);

  useEffect(() => {
    if (!ended || !rated || changes !== undefined) return;
    let polls = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      polls++;
      gameSummary(game.info.id).then(
        (summary) => {
          if (stopped) return;
          if (summary.ratingChanges !== undefined)
            setFetched({ accounts: summary.accounts, ratingChanges: summary.ratingChanges });
          else if (polls < RATED_POLLS) timer = setTimeout(ask, RATED_POLL_MS);
        },
        () => {
          if (!stopped && polls < RATED_POLLS) timer = setTimeout(ask, RATED_POLL_MS);
        },
      );
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ended, rated, changes !== undefined]);

  return { accounts: fetched?.accounts ?? state.accounts, ratingChanges: changes };
}
