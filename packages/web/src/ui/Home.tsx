import { useMemo } from 'preact/hooks';
import { games } from '@trigon/engine';
import { BoardPreview } from '../board/BoardPreview.js';
import { formatRoute, DEFAULT_LEVEL, type Mode } from '../app/route.js';
import { SUMMARIES } from '../rules/summaries.js';
import { YourGames } from './YourGames.js';
import { useMe } from '../account/session.js';
import { useAccountGames } from '../players/useAccountGames.js';
import { AccountGames } from '../players/AccountGames.js';

/** The games, each with its start position and the ways to play it. */
export function Home() {
  const { me } = useMe();
  const accountGames = useAccountGames(me);
  return (
    <main class="page home">
      <h1>Chess on triangles</h1>
      <p class="lead">
        Play on one screen with friends, against the AI, or analyse. Every game follows its rules
        file; the rules pages show how each piece moves.
      </p>
      {me && accountGames && <AccountGames name={me.name} list={accountGames} />}
      <YourGames hide={accountGames?.map((g) => g.id)} />
      <ul class="game-cards">
        {games.list().map((game) => (
          <GameCard key={game.id} id={game.id} />
        ))}
      </ul>
    </main>
  );
}

function GameCard({ id }: { id: string }) {
  const game = games.get(id);
  const start = useMemo(() => (game.ok ? game.value.create() : undefined), [id]);
  if (!game.ok || !start) return null;
  const g = game.value;
  const link = (mode: Mode) =>
    formatRoute({
      page: 'play',
      game: id,
      mode,
      level: DEFAULT_LEVEL,
      seat: 0,
      options: {},
      moves: [],
    });
  return (
    <li class="game-card" data-game={id}>
      <a class="preview-link" href={link('local')} tabIndex={-1} aria-hidden="true">
        <BoardPreview game={g} position={start} label={`${g.title} start position`} />
      </a>
      <div class="card-text">
        <h2>{g.title}</h2>
        {SUMMARIES[id] && <p class="tagline">{SUMMARIES[id].tagline}</p>}
        <p class="meta">
          {SUMMARIES[id]?.origin ? `${SUMMARIES[id].origin} · ` : ''}
          {g.players.length} players: {g.players.join(', ')} · {g.topology.size} cells
        </p>
        <div class="card-actions">
          <a class="button primary" href={formatRoute({ page: 'new', game: id, mode: 'ai' })}>
            Play the AI
          </a>
          <a class="button" href={link('local')}>
            Same screen
          </a>
          <a class="button" href={link('analysis')}>
            Analysis
          </a>
          <a class="button" href={formatRoute({ page: 'lobby', game: id })}>
            Online
          </a>
          <a class="button" href={`#/rules/${id}`}>
            Rules
          </a>
          <a class="button" href={formatRoute({ page: 'leaderboard', game: id })}>
            Leaderboard
          </a>
        </div>
      </div>
    </li>
  );
}
