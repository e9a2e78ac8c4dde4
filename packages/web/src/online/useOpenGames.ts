import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { openGames, type LobbyFilter, type OpenGame } from './protocol.js';

/** How often the lobby's list is read again while it is shown. */
const REFRESH_MS = 5000;

/**
 * The public games waiting for players under `filter`, read every five seconds and on
 * `reload` (the page reads it at once itself, and again when the player signed in changes):
 * `list` is null until a reading came, `error` says why the last one failed.
 */
export function useOpenGames(filter: LobbyFilter): {
  list: OpenGame[] | null;
  error: string;
  reload: () => Promise<void>;
} {
  const [list, setList] = useState<OpenGame[] | null>(null);
  const [error, setError] = useState('');
  const current = useRef(filter);
  current.current = filter;
  const reload = useCallback(
    () =>
      openGames(current.current).then(
        (games) => {
          setList(games);
          setError('');
        },
        (e: Error) => setError(`The lobby cannot be read: ${e.message}`),
      ),
    [],
  );
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return { list, error, reload };
}
