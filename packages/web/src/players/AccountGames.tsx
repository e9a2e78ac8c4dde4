import { games } from '@trigon/engine';
import { formatRoute } from '../app/route.js';
import { clockName } from '../online/protocol.js';
import type { MyGame } from './api.js';
import { turnText } from './words.js';
import './players.css';

/**
 * The home page's list of the signed-in player's games in progress, as the server keeps them
 * for the account: on any device, each opens with its seat's token so that they can play on.
 */
export function AccountGames({ name, list }: { name: string; list: readonly MyGame[] }) {
  return (
    <section class="account-games" aria-labelledby="account-games-title">
      <h2 id="account-games-title">Your games as {name}</h2>
      {list.length === 0 ? (
        <p>
          No game in progress. <a href={formatRoute({ page: 'lobby' })}>Find one in the lobby</a>.
        </p>
      ) : (
        <ul>
          {list.map((g) => {
            const definition = games.get(g.game);
            const armies = definition.ok ? definition.value.players : [];
            const against = g.others.map((o) => o.name ?? 'nobody yet').join(', ');
            return (
              <li key={g.id} data-id={g.id} data-game={g.game}>
                <a href={formatRoute({ page: 'online', id: g.id, token: g.token })}>
                  {definition.ok ? definition.value.title : g.game}
                </a>{' '}
                · {clockName(g.clock)} · {g.rated ? 'Rated' : 'Casual'}
                {against && ` · against ${against}`} ·{' '}
                <span class="account-game-turn">{turnText(g, name, armies, true)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
