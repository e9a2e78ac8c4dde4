import { useEffect, useState } from 'preact/hooks';
import type { PlayerGames, PlayerPage as Player } from '@trigon/protocol';
import { formatRoute } from '../app/route.js';
import { useMe } from '../account/session.js';
import { fetchMyGames, fetchPlayer, fetchPlayerGames, recordsLink } from './api.js';
import { PlayerRatings } from './PlayerRatings.js';
import { PlayerGameItem } from './PlayerGameItem.js';
import { dayWords } from './words.js';
import './players.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; error: string }
  | { state: 'shown'; player: Player; list: PlayerGames };

/**
 * A player's page: since when they play, their ratings, their games in progress and their
 * finished ones, a page of 20 at a time (`list`, from 1). When the viewer is this player, their
 * games in progress open with the seat's token, so that they can play them on any device.
 */
export function PlayerPage({ name, list }: { name: string; list: number }) {
  const { me } = useMe();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [tokens, setTokens] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    // A refusal of the games (a page past the server's last, say) is said in the server's words.
    const listed = fetchPlayerGames(name, list).catch((e: Error) => e);
    Promise.all([fetchPlayer(name), listed]).then(
      ([player, games]) => {
        if (!live) return;
        if (player === null) setLoaded({ state: 'missing' });
        else if (games instanceof Error)
          setLoaded({ state: 'failed', error: `page ${list} of their games: ${games.message}` });
        else setLoaded({ state: 'shown', player, list: games });
      },
      (e: Error) => live && setLoaded({ state: 'failed', error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [name, list]);
  const player = loaded.state === 'shown' ? loaded.player.name : undefined;
  const viewerIsPlayer = !!me && !!player && me.name.toLowerCase() === player.toLowerCase();
  useEffect(() => {
    // Signed out (in another tab, say): the links no longer carry the seats' tokens.
    if (!viewerIsPlayer) return setTokens(new Map());
    let live = true;
    // The same page of the player's own list, which carries each seat's token.
    void fetchMyGames(list).then(
      (mine) => live && mine && setTokens(new Map(mine.games.map((g) => [g.id, g.token]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [viewerIsPlayer, list]);

  if (loaded.state === 'loading')
    return (
      <main class="page player-page">
        <h1>{name}</h1>
        <p>Loading…</p>
      </main>
    );
  if (loaded.state === 'missing')
    return (
      <main class="page player-page">
        <h1>Unknown player</h1>
        <p role="alert">No player is called {name}</p>
      </main>
    );
  if (loaded.state === 'failed')
    return (
      <main class="page player-page">
        <h1>{name}</h1>
        <p class="error" role="alert">
          The player cannot be read: {loaded.error}
        </p>
      </main>
    );
  const shown = loaded.player;
  const since = new Date(shown.created);
  const playing = loaded.list.games.filter((g) => g.status !== 'finished');
  const finished = loaded.list.games.filter((g) => g.status === 'finished');
  const item = (g: (typeof playing)[number]) => (
    <PlayerGameItem
      key={g.id}
      game={g}
      player={shown.name}
      token={tokens.get(g.id)}
      viewerIsPlayer={viewerIsPlayer}
    />
  );
  return (
    <main class="page player-page">
      <h1>{shown.name}</h1>
      <p class="player-since">
        Playing since <time dateTime={since.toISOString()}>{dayWords(since)}</time>
      </p>
      <PlayerRatings ratings={shown.ratings} />
      {playing.length > 0 && (
        <section aria-labelledby="player-playing-title">
          <h2 id="player-playing-title">Games in progress</h2>
          <ul class="player-games-playing">{playing.map(item)}</ul>
        </section>
      )}
      <section aria-labelledby="player-finished-title">
        <h2 id="player-finished-title">Finished games</h2>
        {finished.length > 0 ? (
          <ul class="player-games-finished">{finished.map(item)}</ul>
        ) : (
          <p>{list > 1 ? 'No finished games on this page.' : 'No finished games yet.'}</p>
        )}
        {/* None on the first page and no other page: none at all, nothing to download. */}
        {(finished.length > 0 || list > 1 || loaded.list.more) && (
          <p>
            <a class="download-records" href={recordsLink(shown.name)} download>
              Download all of {shown.name}’s finished games
            </a>
          </p>
        )}
      </section>
      {(list > 1 || loaded.list.more) && (
        <nav class="player-paging" aria-label="Pages of games">
          {list > 1 && (
            <a rel="prev" href={formatRoute({ page: 'player', name: shown.name, list: list - 1 })}>
              Newer
            </a>
          )}
          {loaded.list.more && (
            <a rel="next" href={formatRoute({ page: 'player', name: shown.name, list: list + 1 })}>
              Older
            </a>
          )}
        </nav>
      )}
    </main>
  );
}
