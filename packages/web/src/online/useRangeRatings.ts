import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerRating } from '@trigon/protocol';
import { fetchPlayer } from '../players/api.js';
import type { OpenGame } from './protocol.js';

/**
 * The ratings of the player signed in as `name`, to hold them to the seeks' rating ranges:
 * read again with every reading of `list` that has a rated seek with a range (and only then),
 * null while not known or nobody is signed in. Another player's ratings are never given for
 * `name`, even for the moment until theirs are read.
 */
export function useRangeRatings(
  name: string | undefined,
  list: readonly OpenGame[] | null,
): readonly PlayerRating[] | null {
  const [read, setRead] = useState<{ name: string; ratings: readonly PlayerRating[] } | null>(null);
  const current = useRef(name);
  current.current = name;
  useEffect(() => {
    if (!name || !list?.some((g) => g.rated && g.ratingRange)) return;
    void fetchPlayer(name).then(
      (player) => {
        if (name === current.current && player) setRead({ name, ratings: player.ratings });
      },
      () => undefined,
    );
  }, [name, list]);
  return read !== null && read.name === name ? read.ratings : null;
}
