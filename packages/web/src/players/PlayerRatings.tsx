import { games } from '@trigon/engine';
import type { PlayerRating } from '@trigon/protocol';
import { formatRoute } from '../app/route.js';
import { ratingText } from '../online/ratingText.js';

/** A player's ratings, one row per game and speed class, each linking to its leaderboard. */
export function PlayerRatings({ ratings }: { ratings: readonly PlayerRating[] }) {
  if (ratings.length === 0) return <p class="no-ratings">No rated games yet</p>;
  return (
    <table class="player-ratings">
      <caption>Ratings</caption>
      <thead>
        <tr>
          <th scope="col">Game</th>
          <th scope="col">Speed</th>
          <th scope="col">Rating</th>
          <th scope="col">Games</th>
        </tr>
      </thead>
      <tbody>
        {ratings.map((r) => {
          const game = games.get(r.game);
          const board = formatRoute({ page: 'leaderboard', game: r.game, speed: r.speed });
          return (
            <tr key={`${r.game}/${r.speed}`} data-game={r.game} data-speed={r.speed}>
              <td>
                <a href={board}>{game.ok ? game.value.title : r.game}</a>
              </td>
              <td>
                <a href={board}>{r.speed}</a>
              </td>
              <td class="rating" title={`RD ${r.rd}`}>
                {ratingText(r.rating, r.provisional)}
              </td>
              <td>{r.games}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
