import { OnlineView } from './OnlineView.js';
import { useConnection } from './useConnection.js';
import './online.css';

/** An online game: play from a seat this browser holds a token for, or watch. */
export function OnlinePage({ id, token }: { id: string; token?: string }) {
  const connection = useConnection(id, token);
  const { state } = connection;
  if (!state?.game)
    return (
      <main class="page online">
        <p>{state?.error || 'Connecting to the game…'}</p>
      </main>
    );
  return <OnlineView game={state.game} connection={{ ...connection, state }} />;
}
