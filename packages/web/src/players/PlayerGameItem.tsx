import { games } from '@trigon/engine';
import type { PlayerGame } from '@trigon/protocol';
import { formatRoute } from '../app/route.js';
import { clockName, resultText } from '../online/protocol.js';
import { capitalised } from '../online/statusText.js';
import { recordLink } from './api.js';
import { clocksText, dayWords, ownResult, turnText } from './words.js';

interface Props {
  game: PlayerGame;
  /** The list's player, as the server spells the name. */
  player: string;
  /** The seat's token when the viewer is the list's player (from /api/me/games). */
  token?: string;
  viewerIsPlayer: boolean;
}

/**
 * One game of a player's list: what it is, against whom, and (in progress) whose turn it is and
 * the clocks, or (finished) the result and a link to download its record. The game's link opens
 * it to play (with the seat's token when the viewer holds it) or, finished, its replay.
 */
export function PlayerGameItem({ game, player, token, viewerIsPlayer }: Props) {
  const definition = games.get(game.game);
  const title = definition.ok ? definition.value.title : game.game;
  const armies = definition.ok ? definition.value.players : [];
  const finished = game.status === 'finished';
  const when = new Date(game.createdAt);
  const link = formatRoute({
    page: 'online',
    id: game.id,
    ...(token && !finished ? { token } : {}),
  });
  const clocks = finished ? '' : clocksText(game, player, armies);
  return (
    <li data-id={game.id} data-game={game.game}>
      <a class="player-game-link" href={link}>
        {title}
      </a>{' '}
      · <span class="player-game-clock">{clockName(game.clock)}</span> ·{' '}
      <span class="player-game-rated">{game.rated ? 'Rated' : 'Casual'}</span> ·{' '}
      <time dateTime={when.toISOString()}>{dayWords(when)}</time>
      {game.others.length > 0 && (
        <span class="player-game-opponents">
          {' '}
          · against{' '}
          {game.others.map((o, i) => (
            <span key={o.seat}>
              {i > 0 && ', '}
              {o.name !== null && o.account ? (
                <a href={formatRoute({ page: 'player', name: o.name, list: 1 })}>{o.name}</a>
              ) : (
                (o.name ?? `nobody yet (${armies[o.seat] ?? `seat ${o.seat + 1}`})`)
              )}
            </span>
          ))}
        </span>
      )}
      {finished ? (
        <>
          {' '}
          ·{' '}
          <span class="player-game-result">
            {game.result === null
              ? ''
              : game.calledOff
                ? capitalised(game.result.reason)
                : resultText(game.result, armies)}
          </span>{' '}
          · <strong class="player-game-own">{ownResult(game)}</strong> ·{' '}
          <a class="download-record" href={recordLink(game.id)} download={`${game.id}.txt`}>
            Download record
          </a>
        </>
      ) : (
        <>
          {' '}
          · <span class="player-game-turn">{turnText(game, player, armies, viewerIsPlayer)}</span>
          {clocks && (
            <>
              {' '}
              · <span class="player-game-clocks">{clocks}</span>
            </>
          )}
        </>
      )}
    </li>
  );
}
