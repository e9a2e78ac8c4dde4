import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerRating } from '@trigon/protocol';
import { games, playingSeats } from '@trigon/engine';
import { formatRoute, type LobbyRoute } from '../app/route.js';
import { LobbyFilters, lobbyFilter } from './LobbyFilters.js';
import { FormLink } from '../account/FormLink.js';
import { useMe } from '../account/session.js';
import {
  claimSeat,
  clockName,
  gameSummary,
  openGames,
  savedToken,
  type OpenGame,
} from './protocol.js';
import { fetchPlayer } from '../players/api.js';
import { accountRating, START_RATING } from './ratingText.js';
import './online.css';

/**
 * Public games waiting for players, as the route's filters choose them, each with who seeks
 * players (name and rating), rated or casual, its speed class and the ratings it takes;
 * joining takes an open seat. The viewer's own seeks (a seat this browser holds, or the
 * signed-in account's) offer no seat, which would be a game against themselves (and, in this
 * browser, lose the seat it holds: one token a game): they open the game, where it waits or is
 * cancelled. A rated seek asks a signed-out visitor to sign in (and come back here) rather than
 * refuse a seat, and a seek whose rating range leaves out the signed-in player's rating says so
 * rather than offer a seat the server refuses (their ratings read with every reading of a list
 * that has a range). An own seek that leaves the list because someone took it opens its game,
 * as lichess takes a seeker to the game: there the player has a first move to make before the
 * game is aborted. "Create one" opens the new-game form at the game the lobby is filtered to,
 * or else at `route.game`, the game the visitor came from, when that is a game the engine has.
 */
export function Lobby(props: { route: LobbyRoute }) {
  const [list, setList] = useState<OpenGame[] | null>(null);
  // Why the list could not be read (until it is read again), and why a seat was refused.
  const [readError, setReadError] = useState('');
  const [joinError, setJoinError] = useState('');
  const { me } = useMe();
  const own = (g: OpenGame) =>
    savedToken(g.id) !== undefined ||
    (!!me && g.seeker?.name.toLowerCase() === me.name.toLowerCase());
  // The signed-in player's ratings (null: not known), for the seeks' ranges.
  const [ratings, setRatings] = useState<readonly PlayerRating[] | null>(null);
  const name = useRef<string | undefined>(undefined);
  name.current = me?.name;
  // The viewer's own seeks in the list as last shown, to notice one that was taken.
  const ownShown = useRef<readonly string[]>([]);
  ownShown.current = (list ?? []).filter(own).map((g) => g.id);
  const filter = lobbyFilter(props.route);
  const openIfStarted = (id: string) =>
    gameSummary(id).then(
      (game) => {
        if (game.status === 'playing' && location.hash.startsWith('#/lobby'))
          location.hash = formatRoute({ page: 'online', id });
      },
      () => undefined,
    );
  const load = () =>
    openGames(filter).then(
      (games) => {
        for (const id of ownShown.current)
          if (!games.some((g) => g.id === id)) void openIfStarted(id);
        setList(games);
        setReadError('');
        // The player's ratings, read only while a seek has a range to hold them to.
        const asked = name.current;
        if (asked && games.some((g) => g.rated && g.ratingRange))
          void fetchPlayer(asked).then(
            (player) => asked === name.current && setRatings(player?.ratings ?? null),
            () => undefined,
          );
      },
      (e: Error) => setReadError(`The lobby cannot be read: ${e.message}`),
    );
  useEffect(() => {
    const timer = setInterval(load, 5000);
    return () => clearInterval(timer);
  }, []);
  // At once, and again when the player signed in changes (their ratings with the list).
  useEffect(() => {
    if (!me) setRatings(null);
    void load();
  }, [me?.name]);
  /** Why the signed-in player may not take a seat of `g`, a seek with a range; '' if they may. */
  const outside = (g: OpenGame): string => {
    if (!me || !ratings || !g.rated || !g.ratingRange) return '';
    const found = ratings.find((r) => r.game === g.game && r.speed === g.speed);
    const mine = found?.rating ?? START_RATING;
    if (mine >= g.ratingRange.min && mine <= g.ratingRange.max) return '';
    return `Your ${g.speed} rating here, ${mine}${found ? '' : ' (not rated yet)'}, is outside its range`;
  };
  const join = async (game: OpenGame, seat: number) => {
    setJoinError('');
    try {
      await claimSeat(game.id, seat);
      location.hash = `#/online/${game.id}`;
    } catch (e) {
      setJoinError((e as Error).message);
      // The seat went to someone else, most likely: the list shows what is still open.
      void load();
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
          {list.map((g) => {
            const definition = games.get(g.game);
            const players = definition.ok ? definition.value.players : [];
            const playing = definition.ok ? playingSeats(definition.value, g.options ?? {}) : [];
            const neutral = players.filter((_, seat) => !playing.includes(seat));
            return (
              <li key={g.id} data-game={g.id}>
                {definition.ok ? definition.value.title : g.game}
                {neutral.length > 0 &&
                  ` (${playing.length} players, ${neutral.join(', ')} neutral)`}{' '}
                · {clockName(g.clock)} · <span class="speed">{g.speed}</span> ·{' '}
                <span class="rated">{g.rated ? 'Rated' : 'Casual'}</span> ·{' '}
                <span class="seeker">
                  {g.seeker ? (
                    <>
                      <a href={formatRoute({ page: 'player', name: g.seeker.name, list: 1 })}>
                        {g.seeker.name}
                      </a>{' '}
                      <span class="seeker-rating">{accountRating(g.seeker)}</span>
                    </>
                  ) : (
                    'Anonymous'
                  )}
                </span>{' '}
                {g.ratingRange && (
                  <>
                    ·{' '}
                    <span class="range" title="The ratings this seek takes">
                      {g.ratingRange.min}–{g.ratingRange.max}
                    </span>{' '}
                  </>
                )}
                ·{' '}
                <span class="open-count">
                  {g.openSeats.length} of {playing.length} seats open
                </span>{' '}
                {own(g) ? (
                  <a class="own-seek" href={`#/online/${g.id}`}>
                    Your game: open it
                  </a>
                ) : outside(g) ? (
                  <>
                    <span class="out-of-range">{outside(g)}</span>{' '}
                    <a href={`#/online/${g.id}`}>Watch</a>
                  </>
                ) : g.rated && me === null ? (
                  <>
                    <FormLink page="signin">Sign in to play</FormLink>{' '}
                    <a href={`#/online/${g.id}`}>Watch</a>
                  </>
                ) : (
                  <>
                    {g.openSeats.map((seat) => (
                      <button key={seat} type="button" onClick={() => void join(g, seat)}>
                        Play {players[seat] ?? `seat ${seat}`}
                      </button>
                    ))}{' '}
                    <a href={`#/online/${g.id}`}>Watch</a>
                  </>
                )}
              </li>
            );
          })}
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
