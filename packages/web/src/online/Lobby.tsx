import { useEffect, useState } from 'preact/hooks';
import { games } from '@trigon/engine';
import { formatRoute, type LobbyRoute } from '../app/route.js';
import { LobbyFilters, lobbyFilter } from './LobbyFilters.js';
import { LobbyGame } from './LobbyGame.js';
import { useMe } from '../account/session.js';
import { claimSeat, savedToken, type OpenGame } from './protocol.js';
import { rangeRefusal } from './rangeRefusal.js';
import { useOpenGames } from './useOpenGames.js';
import { useRangeRatings } from './useRangeRatings.js';
import { useTakenSeek } from './useTakenSeek.js';
import './online.css';

/**
 * Public games waiting for players, as the route's filters choose them (LobbyGame shows each).
 * The viewer's own seeks (a seat this browser holds, or the signed-in account's) offer no
 * seat, which would be a game against themselves (and, in this browser, lose the seat it
 * holds: one token a game): they open the game, where it waits or is cancelled, and one taken
 * by someone opens by itself (useTakenSeek). A rated seek asks a signed-out visitor to sign in
 * (and come back here) rather than refuse a seat, and a seek whose rating range leaves out the
 * signed-in player's rating says so rather than offer a seat the server refuses. "Create one"
 * opens the new-game form at the game the lobby is filtered to, or else at `route.game`, the
 * game the visitor came from, when that is a game the engine has.
 */
export function Lobby(props: { route: LobbyRoute }) {
  const { list, error: readError, reload } = useOpenGames(lobbyFilter(props.route));
  const [joinError, setJoinError] = useState('');
  const { me } = useMe();
  const ratings = useRangeRatings(me?.name, list);
  const own = (g: OpenGame) =>
    savedToken(g.id) !== undefined ||
    (!!me && g.seeker?.name.toLowerCase() === me.name.toLowerCase());
  useTakenSeek(list, own);
  // At once, and again when the player signed in changes: which seeks are theirs changes.
  useEffect(() => void reload(), [me?.name]);
  const join = async (game: OpenGame, seat: number) => {
    setJoinError('');
    try {
      await claimSeat(game.id, seat);
      location.hash = `#/online/${game.id}`;
    } catch (e) {
      setJoinError((e as Error).message);
      // The seat went to someone else, most likely: the list shows what is still open.
      void reload();
    }
  };
  const error = readError || joinError;
  return (
    <main class="page lobby">
      <h1>Open games</h1>
      <p>
        Games waiting for players.{' '}
        <a href={createLink(props.route.only ?? props.route.game)}>Create one</a>.
      </p>
      <LobbyFilters route={props.route} />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {list === null ? (
        // Not read at all (a filter the server refuses, say): the error says so, not a wait.
        !readError && <p>Loading…</p>
      ) : list.length === 0 ? (
        <p>No game is waiting.</p>
      ) : (
        <ul class="lobby-games">
          {list.map((g) => (
            <LobbyGame
              key={g.id}
              game={g}
              own={own(g)}
              refusal={me ? rangeRefusal(g, ratings) : ''}
              signedOut={me === null}
              onJoin={(seat) => void join(g, seat)}
            />
          ))}
        </ul>
      )}
    </main>
  );
}

/** The new-game form for an online game, open at `game`, or else the first the engine lists. */
function createLink(game: string | undefined): string {
  const id = game !== undefined && games.get(game).ok ? game : games.list()[0]!.id;
  return formatRoute({ page: 'new', game: id, mode: 'online' });
}
