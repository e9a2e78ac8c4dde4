/**
 * The games in progress on this browser, for the home page's "Your games": local games (their
 * link keeps the moves) and online games where this browser holds a seat. The list lives in
 * localStorage, newest first and capped; what it holds was written by another version of the
 * app or by hand as likely as by this one, so every entry is checked as it is read.
 */

/** How a listed game is played: on this screen, against the AI, or online from a held seat. */
export type YourGameMode = 'local' | 'ai' | 'online';

export interface YourGame {
  /** Stable for the game while it goes on: a local game's own key, or `online:<server id>`. */
  readonly key: string;
  /** The game's id in the engine's registry (the page takes its title from there). */
  readonly game: string;
  readonly mode: YourGameMode;
  /** The address (hash) that reopens the game. */
  readonly link: string;
  /** When the game last changed, in ms since the epoch. */
  readonly updated: number;
  /** The seat to move, or null while an online game waits for its players. */
  readonly turn: number | null;
  /** Moves played. */
  readonly moves: number;
  /** Online: the seat this browser plays. */
  readonly seat?: number;
}

export const YOUR_GAMES_KEY = 'trigon.yourGames';
export const MAX_YOUR_GAMES = 20;

const MODES: readonly YourGameMode[] = ['local', 'ai', 'online'];

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // A browser that refuses storage (privacy settings) throws on the mere access.
    return undefined;
  }
}

/** The listed games, newest first: unreadable text or entries are left out, never thrown. */
export function readYourGames(store: Store | undefined = storage()): YourGame[] {
  let text: string | null;
  try {
    text = store?.getItem(YOUR_GAMES_KEY) ?? null;
  } catch {
    return [];
  }
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: YourGame[] = [];
  for (const item of data) {
    const entry = readEntry(item);
    if (entry && !seen.has(entry.key)) {
      seen.add(entry.key);
      out.push(entry);
    }
  }
  return out.sort((a, b) => b.updated - a.updated).slice(0, MAX_YOUR_GAMES);
}

/** Adds or replaces the entry with `entry.key`, keeping the newest `MAX_YOUR_GAMES`. */
export function saveYourGame(entry: YourGame, store: Store | undefined = storage()): YourGame[] {
  const rest = readYourGames(store).filter((g) => g.key !== entry.key);
  return write([entry, ...rest], store);
}

/** Takes a game off the list (it ended, or the player removed it). */
export function removeYourGame(key: string, store: Store | undefined = storage()): YourGame[] {
  const all = readYourGames(store);
  if (!all.some((g) => g.key === key)) return all;
  return write(
    all.filter((g) => g.key !== key),
    store,
  );
}

/** The key of the listed local game that `link` reopens, if any (a reload, or a link back). */
export function keyForLink(link: string, store: Store | undefined = storage()): string | undefined {
  return readYourGames(store).find((g) => g.mode !== 'online' && g.link === link)?.key;
}

/** A fresh key for a local game. */
export function newGameKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return `local:${random}`;
}

function write(list: YourGame[], store: Store | undefined): YourGame[] {
  const kept = list.sort((a, b) => b.updated - a.updated).slice(0, MAX_YOUR_GAMES);
  try {
    store?.setItem(YOUR_GAMES_KEY, JSON.stringify(kept));
  } catch {
    // A full or refused storage: the list is a convenience, the game itself is in its link.
  }
  return kept;
}

function readEntry(item: unknown): YourGame | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const e = item as Record<string, unknown>;
  const { key, game, mode, link, updated, turn, moves, seat } = e;
  if (typeof key !== 'string' || key.length === 0) return undefined;
  if (typeof game !== 'string' || game.length === 0) return undefined;
  if (!MODES.includes(mode as YourGameMode)) return undefined;
  // Only an address inside the app: a stored link is put in an href.
  if (typeof link !== 'string' || !link.startsWith('#/')) return undefined;
  if (typeof updated !== 'number' || !Number.isFinite(updated)) return undefined;
  if (turn !== null && !isCount(turn)) return undefined;
  if (!isCount(moves)) return undefined;
  if (seat !== undefined && !isCount(seat)) return undefined;
  return {
    key,
    game,
    mode: mode as YourGameMode,
    link,
    updated,
    turn: turn as number | null,
    moves: moves as number,
    ...(seat === undefined ? {} : { seat: seat as number }),
  };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The list less the online games of these server ids (shown elsewhere on the page). */
export function withoutOnlineGames(list: readonly YourGame[], ids: readonly string[]): YourGame[] {
  const hidden = new Set(ids.map((id) => `online:${id}`));
  return list.filter((g) => !hidden.has(g.key));
}
