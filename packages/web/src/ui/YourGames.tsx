import { useEffect, useState } from 'preact/hooks';
import { games } from '@trigon/engine';
import { gameGoesOn } from '../online/protocol.js';
import {
  readYourGames,
  removeYourGame,
  withoutOnlineGames,
  type YourGame,
  type YourGameMode,
} from './yourGames.js';
import './yourGames.css';

const MODE_WORDS: Record<YourGameMode, string> = {
  local: 'Same screen',
  ai: 'Against the AI',
  online: 'Online',
};

/**
 * The home page's list of the games in progress on this browser, newest first, each with a
 * link back to it and a button to take it off the list. Nothing is shown while there are none.
 * `hide`: online games' ids listed elsewhere on the page (the signed-in player's own games).
 */
export function YourGames({ hide }: { hide?: readonly string[] } = {}) {
  const [list, setList] = useState(() => readYourGames());
  // An online game may have ended while this browser was away (on time, say): the server says.
  useEffect(() => {
    let live = true;
    for (const entry of list) {
      if (entry.mode !== 'online') continue;
      void gameGoesOn(entry.key.replace(/^online:/, '')).then((state) => {
        if (live && state === 'over') setList(removeYourGame(entry.key));
      });
    }
    return () => {
      live = false;
    };
  }, []);
  const shown = withoutOnlineGames(list, hide ?? []).filter((g) => games.get(g.game).ok);
  if (shown.length === 0) return null;
  return (
    <section class="your-games" aria-labelledby="your-games-title">
      <h2 id="your-games-title">Your games</h2>
      <ul>
        {shown.map((entry) => (
          <YourGameRow
            key={entry.key}
            entry={entry}
            onRemove={() => setList(removeYourGame(entry.key))}
          />
        ))}
      </ul>
    </section>
  );
}

function YourGameRow({ entry, onRemove }: { entry: YourGame; onRemove: () => void }) {
  const found = games.get(entry.game);
  if (!found.ok) return null;
  const game = found.value;
  const title = game.title;
  const turn =
    entry.turn === null
      ? 'waiting for players'
      : entry.mode === 'online' && entry.turn === entry.seat
        ? 'your turn'
        : `${game.players[entry.turn] ?? `seat ${entry.turn + 1}`} to move`;
  const details = [
    MODE_WORDS[entry.mode],
    entry.mode === 'online' && entry.seat !== undefined
      ? `you play ${game.players[entry.seat]}`
      : '',
    turn,
    `${entry.moves} ${entry.moves === 1 ? 'move' : 'moves'}`,
  ].filter((w) => w.length > 0);
  const when = new Date(entry.updated);
  return (
    <li class="your-game" data-game={entry.game} data-mode={entry.mode}>
      <a class="your-game-link" href={entry.link}>
        <span class="your-game-title">{title}</span>
        <span class="your-game-details">{details.join(' · ')}</span>
      </a>
      <time dateTime={when.toISOString()} title={when.toLocaleString()}>
        {sinceText(Date.now() - entry.updated)}
      </time>
      <button
        type="button"
        class="remove"
        onClick={onRemove}
        aria-label={`Remove ${title} (${MODE_WORDS[entry.mode].toLowerCase()}) from your games`}
      >
        Remove
      </button>
    </li>
  );
}

/** How long ago, in the largest whole unit: 'just now', '5 min ago', '2 h ago', '3 d ago'. */
export function sinceText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
