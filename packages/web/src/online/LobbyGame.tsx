import { games, playingSeats } from '@trigon/engine';
import { formatRoute } from '../app/route.js';
import { FormLink } from '../account/FormLink.js';
import { clockName, type OpenGame } from './protocol.js';
import { accountRating } from './ratingText.js';

/**
 * One game of the lobby's list: its game (and neutral armies), clock, speed class, rated or
 * casual, who seeks players (name and rating), the ratings it takes, the seats open; then what
 * the viewer may do: open their own seek, see why a seek's range leaves them out, sign in for
 * a rated seek, or take a seat; and watch.
 */
export function LobbyGame(props: {
  game: OpenGame;
  /** A seek of the viewer's own (a seat this browser holds, or the account's). */
  own: boolean;
  /** Why the signed-in player may not take a seat (rangeRefusal.ts), or ''. */
  refusal: string;
  /** Nobody is signed in. */
  signedOut: boolean;
  onJoin: (seat: number) => void;
}) {
  const g = props.game;
  const definition = games.get(g.game);
  const players = definition.ok ? definition.value.players : [];
  const playing = definition.ok ? playingSeats(definition.value, g.options ?? {}) : [];
  const neutral = players.filter((_, seat) => !playing.includes(seat));
  const watch = <a href={`#/online/${g.id}`}>Watch</a>;
  return (
    <li data-game={g.id}>
      {definition.ok ? definition.value.title : g.game}
      {neutral.length > 0 && ` (${playing.length} players, ${neutral.join(', ')} neutral)`} ·{' '}
      {clockName(g.clock)} · <span class="speed">{g.speed}</span> ·{' '}
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
      {props.own ? (
        <a class="own-seek" href={`#/online/${g.id}`}>
          Your game: open it
        </a>
      ) : props.refusal ? (
        <>
          <span class="out-of-range">{props.refusal}</span> {watch}
        </>
      ) : g.rated && props.signedOut ? (
        <>
          <FormLink page="signin">Sign in to play</FormLink> {watch}
        </>
      ) : (
        <>
          {g.openSeats.map((seat) => (
            <button key={seat} type="button" onClick={() => props.onJoin(seat)}>
              Play {players[seat] ?? `seat ${seat}`}
            </button>
          ))}{' '}
          {watch}
        </>
      )}
    </li>
  );
}
