import { useEffect, useState } from 'preact/hooks';
import { games } from '@trigon/engine';
import {
  LEADERBOARD_MIN_GAMES,
  SPEED_CLASSES,
  type Leaderboard,
  type SpeedClassName,
} from '@trigon/protocol';
import { formatRoute } from '../app/route.js';
import { fetchLeaderboard } from './api.js';
import { defaultSpeed, speedFromRoute } from './speedChoice.js';
import './players.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; error: string }
  | { state: 'shown'; board: Leaderboard };

/**
 * A game's best rated players in one speed class, with links to the other games' boards and
 * to the other classes. Without a class in the address, the first class anybody is on.
 */
export function LeaderboardPage({ game, speed }: { game: string; speed?: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const asked = speedFromRoute(speed);
  const definition = games.get(game);
  useEffect(() => {
    // No game by that name: nothing to ask the server (the page says so below).
    if (!definition.ok) return undefined;
    let live = true;
    const boards = asked
      ? fetchLeaderboard(game, asked).then((b) => [b])
      : Promise.all(SPEED_CLASSES.map((s) => fetchLeaderboard(game, s)));
    boards.then(
      (list) => {
        if (!live) return;
        const shown = asked ?? defaultSpeed(list);
        setLoaded({ state: 'shown', board: list.find((b) => b.speed === shown)! });
      },
      (e: Error) => live && setLoaded({ state: 'failed', error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [game, asked]);
  const title = definition.ok ? `${definition.value.title} leaderboard` : 'Leaderboards';
  const current: SpeedClassName | undefined = loaded.state === 'shown' ? loaded.board.speed : asked;
  // A link naming what does not exist says so, rather than showing something else in silence.
  const wrong = !definition.ok
    ? `There is no game '${game}': the leaderboards are of the games below.`
    : speed !== undefined && asked === undefined
      ? `There is no speed class '${speed}': the classes are ${SPEED_CLASSES.join(', ')}.`
      : undefined;
  return (
    <main class="page leaderboard-page">
      <h1>{title}</h1>
      {wrong && (
        <p class="error" role="alert">
          {wrong}
        </p>
      )}
      <nav class="leaderboard-games" aria-label="Games">
        <ul>
          {games.list().map((g) => (
            <li key={g.id}>
              <a
                href={formatRoute({
                  page: 'leaderboard',
                  game: g.id,
                  ...(current ? { speed: current } : {}),
                })}
                aria-current={g.id === game ? 'page' : undefined}
              >
                {g.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav class="leaderboard-speeds" aria-label="Speed classes">
        {SPEED_CLASSES.map((s) => (
          <a
            key={s}
            href={formatRoute({ page: 'leaderboard', game, speed: s })}
            aria-current={s === current ? 'page' : undefined}
          >
            {s}
          </a>
        ))}
      </nav>
      {definition.ok && loaded.state === 'loading' && <p>Loading…</p>}
      {loaded.state === 'failed' && (
        <p class="error" role="alert">
          The leaderboard cannot be read: {loaded.error}
        </p>
      )}
      {loaded.state === 'shown' && <Board board={loaded.board} />}
    </main>
  );
}

function Board({ board }: { board: Leaderboard }) {
  if (board.players.length === 0)
    return (
      <p class="leaderboard-empty">
        Nobody has {LEADERBOARD_MIN_GAMES} rated games with a settled rating here yet
      </p>
    );
  return (
    <table class="leaderboard">
      <caption>{board.speed}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col">Rating</th>
          <th scope="col">Games</th>
        </tr>
      </thead>
      <tbody>
        {board.players.map((p, i) => (
          <tr key={p.name} data-name={p.name}>
            <td>{i + 1}</td>
            <td>
              <a href={formatRoute({ page: 'player', name: p.name, list: 1 })}>{p.name}</a>
            </td>
            <td class="rating">{p.rating}</td>
            <td>{p.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
