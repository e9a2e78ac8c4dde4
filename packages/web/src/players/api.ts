/**
 * The players' HTTP API as the pages ask it (packages/server/README.md, "Seats of accounts and
 * rated games"): a player, their games a page at a time, the signed-in player's own games (with
 * each seat's token), a leaderboard, and the addresses of the records to download.
 */
import type {
  ErrorAnswer,
  Leaderboard,
  PlayerGame,
  PlayerGames,
  PlayerPage,
  SpeedClassName,
} from '@trigon/protocol';
import { jsonBody, request } from '../app/request.js';

/** A game of the signed-in player's own list: the seat's token comes with it. */
export type MyGame = PlayerGame & { token: string };

/** A refusal of the server, with its sentence and its code (`not-found`, `signed-out`, …). */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await request(path, { credentials: 'same-origin' });
  const json = await jsonBody(response);
  if (!response.ok) {
    const refused = json as Partial<ErrorAnswer> | null;
    throw new Refused(
      refused?.error ?? `the server answered ${response.status}`,
      response.status,
      refused?.code,
    );
  }
  return json as T;
}

/** The player named `name` (in any capitals), or null when nobody has that name. */
export async function fetchPlayer(name: string): Promise<PlayerPage | null> {
  try {
    return await getJson<PlayerPage>(`/api/players/${encodeURIComponent(name)}`);
  } catch (e) {
    if (e instanceof Refused && e.status === 404) return null;
    throw e;
  }
}

/** A page of the player's games, from 1. */
export function fetchPlayerGames(name: string, page: number): Promise<PlayerGames> {
  return getJson<PlayerGames>(`/api/players/${encodeURIComponent(name)}/games?page=${page}`);
}

/** A page of the signed-in player's games with their seats' tokens; null when signed out. */
export async function fetchMyGames(page: number): Promise<PlayerGames<MyGame> | null> {
  try {
    return await getJson<PlayerGames<MyGame>>(`/api/me/games?page=${page}`);
  } catch (e) {
    if (e instanceof Refused && e.status === 401) return null;
    throw e;
  }
}

export function fetchLeaderboard(game: string, speed: SpeedClassName): Promise<Leaderboard> {
  return getJson<Leaderboard>(`/api/leaderboard/${encodeURIComponent(game)}?speed=${speed}`);
}

/** Where one finished game's record downloads from. */
export function recordLink(id: string): string {
  return `/api/games/${encodeURIComponent(id)}/record`;
}

/** Where all of a player's finished games' records download from, as one file. */
export function recordsLink(name: string): string {
  return `/api/players/${encodeURIComponent(name)}/records`;
}
