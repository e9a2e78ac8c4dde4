import { useEffect, useRef } from 'preact/hooks';
import { formatRoute } from '../app/route.js';
import { gameSummary, type OpenGame } from './protocol.js';

/**
 * Opens the game of one of the viewer's own seeks (`own`) that left the lobby's `list` because
 * someone took its seat, as lichess takes a seeker to the game: there the player has a first
 * move to make before the game is aborted. A seek that left otherwise (cancelled, expired)
 * opens nothing, and neither does one once the viewer has left the lobby.
 */
export function useTakenSeek(
  list: readonly OpenGame[] | null,
  own: (game: OpenGame) => boolean,
): void {
  const shown = useRef<readonly string[]>([]);
  useEffect(() => {
    if (list === null) return;
    for (const id of shown.current) if (!list.some((g) => g.id === id)) void openIfStarted(id);
    shown.current = list.filter(own).map((g) => g.id);
  }, [list]);
}

function openIfStarted(id: string): Promise<void> {
  return gameSummary(id).then(
    (game) => {
      if (game.status === 'playing' && location.hash.startsWith('#/lobby'))
        location.hash = formatRoute({ page: 'online', id });
    },
    () => undefined,
  );
}
