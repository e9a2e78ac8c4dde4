import { useEffect, useState } from 'preact/hooks';
import type { Me } from '@trigon/protocol';
import { fetchMyGames, type MyGame } from './api.js';

/**
 * The signed-in player's games in progress (the first page of their list, where the server puts
 * them first), each with its seat's token; undefined until known, and while nobody is signed in.
 */
export function useAccountGames(me: Me | null | undefined): readonly MyGame[] | undefined {
  const [list, setList] = useState<readonly MyGame[] | undefined>(undefined);
  const name = me?.name;
  useEffect(() => {
    setList(undefined);
    if (!name) return;
    let live = true;
    fetchMyGames(1).then(
      (mine) => live && setList(mine ? mine.games.filter((g) => g.status !== 'finished') : []),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return list;
}
