import { useEffect, useRef } from 'preact/hooks';
import { useMe } from '../account/session.js';
import { titled } from '../app/title.js';
import { OnlineView } from './OnlineView.js';
import { useConnection } from './useConnection.js';
import { savedToken } from './protocol.js';
import { useAccountSeat } from '../account/useAccountSeat.js';
import './online.css';

/**
 * An online game: play from a seat this browser holds a token for (or the signed-in account
 * holds, fetched first), or watch.
 */
export function OnlinePage({ id, token }: { id: string; token?: string }) {
  const ready = useAccountSeat(id, token);
  const { me } = useMe();
  const signedIn = useRef(false);
  const seated = useRef(false);
  if (me) signedIn.current = true;
  if (token !== undefined || savedToken(id) !== undefined) seated.current = true;
  // Signed out (here or in another tab), which forgets the account's seats in this browser: the
  // page watches the game from then on, rather than play the seat for whoever comes next.
  const dropped = signedIn.current && me === null && seated.current && savedToken(id) === undefined;
  if (!ready) return <Connecting />;
  return dropped ? (
    <OnlineGame key="watching" id={id} />
  ) : (
    <OnlineGame key="seated" id={id} token={token} />
  );
}

function OnlineGame({ id, token }: { id: string; token?: string }) {
  const connection = useConnection(id, token);
  const { state } = connection;
  const title = state?.game?.definition.title;
  useEffect(() => {
    if (title) document.title = titled(`${title} online`);
  }, [title]);
  if (!state?.game) return <Connecting error={state?.error} />;
  return <OnlineView game={state.game} connection={{ ...connection, state }} />;
}

function Connecting(props: { error?: string }) {
  if (!props.error)
    return (
      <main class="page online">
        <p>Connecting to the game…</p>
      </main>
    );
  return (
    <main class="page online error-page">
      <p role="alert">{props.error}</p>
      <p>
        <a href="#/lobby">Open games in the lobby</a> · <a href="#/">Choose a game</a>
      </p>
    </main>
  );
}
