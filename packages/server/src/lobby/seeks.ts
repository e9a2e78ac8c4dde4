/**
 * The lobby's list: public games waiting for players, each with its seeker (the creator's
 * account and its rating in the game's rules and speed class), filtered by game, speed class,
 * rated or casual, and the seeker's rating.
 */
import type { LobbyQuery, OpenGame, SeatAccount } from '@trigon/protocol';
import { speedClass } from '@trigon/protocol';
import type { LobbyCursor, Store, WaitingGame } from '../store/types.js';
import { NEW_PLAYER, PROVISIONAL_RD } from '../ratings/glicko2.js';
import { DELETED_PLAYER } from '../game/service.js';

/**
 * How many waiting games the lobby reads from the store at a time. The filters are applied
 * here, page by page, until the answer has its `limit` or the store has no more: a filter on
 * the seeker's rating needs the ratings of the seekers, which the games' rows do not hold.
 */
export const LOBBY_PAGE = 200;

/** The filters of `GET /api/games` (protocol `lobbyQuerySchema`). */
export type LobbyFilter = Omit<LobbyQuery, 'limit'>;

/** The open games that pass `filter`, newest first, at most `limit`. */
export async function lobbyGames(
  store: Store,
  filter: LobbyFilter,
  limit: number,
): Promise<OpenGame[]> {
  const found: OpenGame[] = [];
  let after: LobbyCursor | undefined;
  for (;;) {
    const page = await store.openGames(LOBBY_PAGE, after);
    const lines = await describe(
      store,
      page.filter((waiting) => passesFacts(waiting, filter)),
    );
    for (const line of lines) {
      if (!passesRating(line, filter)) continue;
      found.push(line);
      if (found.length === limit) return found;
    }
    const last = page.at(-1);
    if (page.length < LOBBY_PAGE || !last) return found;
    after = { createdAt: last.game.createdAt, id: last.game.id };
  }
}

/** The account that made the seek: the one seat an account held when the game was created. */
export function seekerId(waiting: WaitingGame): string | null {
  return waiting.game.seats.find((seat) => seat.userId !== undefined)?.userId ?? null;
}

/** The filters the game's own facts decide. */
function passesFacts(waiting: WaitingGame, filter: LobbyFilter): boolean {
  const game = waiting.game;
  if (filter.game !== undefined && game.game !== filter.game) return false;
  if (filter.speed !== undefined && speedClass(game.clock) !== filter.speed) return false;
  if (filter.rated !== undefined && (game.rated === true) !== filter.rated) return false;
  return true;
}

/**
 * The seeker's rating within `min`..`max`: an account not rated there yet counts as 1500, an
 * anonymous seeker (no rating) passes no rating filter.
 */
function passesRating(line: OpenGame, filter: LobbyFilter): boolean {
  if (filter.min === undefined && filter.max === undefined) return true;
  if (line.seeker === null) return false;
  const rating = line.seeker.rating ?? NEW_PLAYER.rating;
  return rating >= (filter.min ?? -Infinity) && rating <= (filter.max ?? Infinity);
}

/** Lobby lines for the games, with their seekers' names and ratings (one query per game and class). */
async function describe(store: Store, page: readonly WaitingGame[]): Promise<OpenGame[]> {
  const ids = [...new Set(page.map(seekerId).filter((id): id is string => id !== null))];
  const names = ids.length > 0 ? await store.accounts.names(ids) : new Map<string, string>();
  const byClass = new Map<string, { game: string; speed: string; ids: Set<string> }>();
  for (const waiting of page) {
    const id = seekerId(waiting);
    if (id === null) continue;
    const speed = speedClass(waiting.game.clock);
    const key = `${waiting.game.game} ${speed}`;
    const group = byClass.get(key) ?? { game: waiting.game.game, speed, ids: new Set() };
    group.ids.add(id);
    byClass.set(key, group);
  }
  const ratings = new Map<string, Awaited<ReturnType<Store['ratings']['ratings']>>>();
  for (const [key, group] of byClass)
    ratings.set(key, await store.ratings.ratings([...group.ids], group.game, group.speed));
  return page.map((waiting) => {
    const game = waiting.game;
    const speed = speedClass(game.clock);
    const id = seekerId(waiting);
    let seeker: SeatAccount | null = null;
    if (id !== null) {
      const rating = ratings.get(`${game.game} ${speed}`)?.get(id);
      seeker = {
        name: names.get(id) ?? DELETED_PLAYER,
        rating: rating ? Math.round(rating.rating) : null,
        provisional: (rating?.rd ?? NEW_PLAYER.rd) > PROVISIONAL_RD,
      };
    }
    return {
      id: game.id,
      game: game.game,
      options: game.options,
      clock: game.clock,
      createdAt: game.createdAt,
      openSeats: [...waiting.openSeats],
      rated: game.rated === true,
      speed,
      seeker,
      ratingRange: game.ratingRange ?? null,
    };
  });
}
