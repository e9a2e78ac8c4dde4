/**
 * A seat comes back on any device: the token of a seat an account holds is given again to the
 * account's sessions by `GET /api/me/games` (packages/server/README.md, "Back on any device"),
 * so a signed-in player who opens a game's page with no token here plays their seat.
 */
import type { GameSummary, Me, PlayerGame, PlayerGames } from '@trigon/protocol';

/** A game of the signed-in player's list, with the seat's token. */
export type MyGame = PlayerGame & { token: string };

/** A page of the player's list (from 1), as `GET /api/me/games?page=N` answers it. */
export type ReadPage = (page: number) => Promise<PlayerGames<MyGame>>;

/**
 * More pages than a list of games is read for one game: 20 games a page, so 1000 games, the
 * games in progress (those a seat is wanted for) coming first.
 */
const MOST_PAGES = 50;

/** The token of the player's seat in `game`, reading their list a page at a time until found. */
export async function findSeatToken(game: string, readPage: ReadPage): Promise<string | undefined> {
  for (let page = 1; page <= MOST_PAGES; page++) {
    const list = await readPage(page);
    const found = list.games.find((g) => g.id === game);
    if (found) return found.token;
    if (!list.more) return undefined;
  }
  return undefined;
}

/**
 * The token of the seat `me` holds in `game`, or undefined when they hold none there (or the
 * server cannot say). The game's page is asked first whether an account of that name sits in
 * it, so that watching someone else's game reads no list.
 */
export async function accountSeatToken(game: string, me: Me): Promise<string | undefined> {
  try {
    const summary = await json<GameSummary>(`/api/games/${encodeURIComponent(game)}`);
    const name = me.name.toLowerCase();
    if (!summary.accounts?.some((a) => a?.name.toLowerCase() === name)) return undefined;
    return await findSeatToken(game, (page) => json(`/api/me/games?page=${page}`));
  } catch {
    // No seat found is what the page would do anyway: it shows the game to a spectator.
    return undefined;
  }
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()) as T;
}
