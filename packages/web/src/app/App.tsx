import { useEffect, useState } from 'preact/hooks';
import { games } from '@trigon/engine';
import { formatRoute, parseRoute, DEFAULT_LEVEL, MODES, type Route } from './route.js';
import { Home } from '../ui/Home.js';
import { GamePage } from '../ui/GamePage.js';
import { RulesPage } from '../ui/RulesPage.js';
import { NewGameForm } from '../ui/NewGameDialog.js';
import { OnlinePage } from '../online/OnlinePage.js';
import { Lobby } from '../online/Lobby.js';
import { AppearanceMenu } from '../settings/AppearanceMenu.js';
import { SkipLink } from './SkipLink.js';
import { pageTitle, titled } from './title.js';
import { PlayerPage } from '../players/PlayerPage.js';
import { LeaderboardPage } from '../players/LeaderboardPage.js';
import { AccountMenu } from '../account/AccountMenu.js';
import { SessionEnded } from '../account/SessionEnded.js';
import { SignInPage } from '../account/SignInPage.js';
import { SignUpPage } from '../account/SignUpPage.js';
import { AccountPage } from '../account/AccountPage.js';

interface Navigation {
  readonly route: Route;
  /** Bumped on every navigation, so that a page starts afresh even at the same address. */
  readonly key: number;
}

export function App() {
  const [nav, setNav] = useState<Navigation>(() => ({ route: parseRoute(location.hash), key: 0 }));

  useEffect(() => {
    const onHash = () => setNav((n) => ({ route: parseRoute(location.hash), key: n.key + 1 }));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const navigate = (route: Route) => {
    const hash = formatRoute(route);
    if (location.hash === hash) setNav((n) => ({ route, key: n.key + 1 }));
    else location.hash = hash;
  };

  const route = nav.route;
  useEffect(() => {
    document.title = titled(pageTitle(route));
    window.scrollTo?.(0, 0);
  }, [nav.key]);

  return (
    <>
      {(route.page === 'play' || route.page === 'online') && <SkipLink />}
      <header class="top-bar">
        <a class="brand" href="#/">
          <svg viewBox="0 0 20 18" width="22" height="20" aria-hidden="true">
            <path d="M10 1 L19 17 H1 Z" fill="#b58863" />
            <path d="M10 17 L5.5 9 H14.5 Z" fill="#f0d9b5" />
          </svg>
          Trigon
        </a>
        <a class="lobby-link" href={formatRoute({ page: 'lobby', game: currentGame(route) })}>
          Online
        </a>
        <AppearanceMenu />
        <nav aria-label="Games">
          {games.list().map((g) => (
            <a key={g.id} href={`#/rules/${g.id}`}>
              {g.title}
            </a>
          ))}
        </nav>
        <AccountMenu />
      </header>
      <SessionEnded />
      {route.page === 'home' && <Home key={nav.key} />}
      {route.page === 'rules' && <RulesPage key={nav.key} gameId={route.game} />}
      {route.page === 'play' && <GamePage key={nav.key} route={route} navigate={navigate} />}
      {route.page === 'online' && <OnlinePage key={nav.key} id={route.id} token={route.token} />}
      {route.page === 'lobby' && <Lobby key={nav.key} route={route} />}
      {route.page === 'player' && <PlayerPage key={nav.key} name={route.name} list={route.list} />}
      {route.page === 'leaderboard' && (
        <LeaderboardPage key={nav.key} game={route.game} speed={route.speed} />
      )}
      {route.page === 'signin' && <SignInPage key={nav.key} from={route.from} />}
      {route.page === 'signup' && <SignUpPage key={nav.key} from={route.from} />}
      {route.page === 'account' && <AccountPage key={nav.key} />}
      {route.page === 'new' && (
        <main key={nav.key} class="page new-page">
          <h1>New game</h1>
          {!games.get(route.game).ok && (
            <p role="alert">There is no game '{route.game}': choose one below.</p>
          )}
          {route.unknownMode !== undefined && (
            <p role="alert">
              There is no mode '{route.unknownMode}': the modes are{' '}
              {[...MODES, 'online'].join(', ')}; choose one below.
            </p>
          )}
          <NewGameForm
            initial={{
              game: route.game,
              mode: route.mode,
              level: DEFAULT_LEVEL,
              seat: 0,
              options: {},
            }}
            onStart={navigate}
          />
        </main>
      )}
    </>
  );
}

/** The game a page is about, which the lobby then offers to create. */
function currentGame(route: Route): string | undefined {
  return 'game' in route ? route.game : undefined;
}
