/**
 * The game server's protocol as the app uses it (packages/server/README.md): the shared
 * replay of a game's events (@trigon/protocol) with the moves kept as the local page keeps
 * them, the HTTP requests, the seat tokens this browser holds, and words for results and clocks.
 */
import type { Outcome } from '@trigon/engine';
import {
  GameReplay,
  type ClaimedSeat,
  type ClockSpec,
  type CreateGameBody,
  type CreatedGame,
  type ErrorAnswer,
  type GameInfo,
  type GameSummary,
  type LeaveKind,
  type Lobby,
  type OpenGame,
  type TakenInvitation,
} from '@trigon/protocol';
import { GameSession } from '../game/session.js';
import { csrfHeaders, sessionChanged, sessionEnded } from '../account/session.js';
import { jsonBody, request } from '../app/request.js';

export type { ClockSpec, GameInfo, OpenGame };

/** How a player who left while the others played on is shown: 'resigned', 'left'. */
export const LEFT_WORDS: Record<LeaveKind, string> = {
  resign: 'resigned',
  flag: 'lost on time',
  abandon: 'left',
};

/**
 * A result in words: 'Black won: checkmate', 'Draw: draw agreed'; two winners share a draw
 * (games of three that ended when a player left, stored before withdrawals existed):
 * 'Red resigned: Green and Blue share a draw'.
 */
export function resultText(result: Outcome, players: readonly string[]): string {
  if (result.winners.length === 0) return `Draw: ${result.reason}`;
  const names = result.winners.map((w) => players[w]).join(' and ');
  if (result.winners.length === 1) return `${names} won: ${result.reason}`;
  return `${result.reason}: ${names} share a draw`;
}

/**
 * A game replayed from its events as the server replays it, its moves played into a session
 * so that the page shows them as it shows a local game: notation, announcements, captures.
 */
export class OnlineGame extends GameReplay<GameSession> {
  constructor(readonly info: GameInfo) {
    super(info, (definition, options) => GameSession.start(definition, options));
  }

  /** The moves as the local page keeps them. */
  get session(): GameSession {
    return this.board;
  }

  /** Players who left while the others played on (their armies turned neutral), and how. */
  get withdrawn(): ReadonlyMap<number, LeaveKind> {
    return new Map(this.withdrawals.map((w) => [w.seat, w.reason]));
  }
}

/** The seat tokens this browser holds, by game id. */
export function savedToken(game: string): string | undefined {
  return globalThis.localStorage?.getItem(`trigon.online.${game}`) ?? undefined;
}

export function saveToken(game: string, token: string): void {
  globalThis.localStorage?.setItem(`trigon.online.${game}`, token);
}

export function forgetToken(game: string): void {
  globalThis.localStorage?.removeItem(`trigon.online.${game}`);
}

/** Forgets every seat this browser holds in `game`: its own, and the invitations it keeps. */
export function forgetSeats(game: string): void {
  forgetToken(game);
  const prefix = `trigon.invite.${game}.`;
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
}

export function inviteLink(game: string, token?: string): string {
  const base = `${location.origin}${location.pathname}#/online/${game}`;
  return token ? `${base}/${token}` : base;
}

export async function createOnlineGame(body: CreateGameBody): Promise<CreatedGame> {
  const response = await request('/api/games', {
    method: 'POST',
    headers: await csrfHeaders(),
    body: JSON.stringify(body),
  });
  const json = await answer<CreatedGame>(response);
  saveToken(json.id, json.token);
  // Kept by the browser, as the creator's own seat is: any tab of it, now or later, shows them.
  for (const invitation of json.invitations)
    globalThis.localStorage?.setItem(
      `trigon.invite.${json.id}.${invitation.seat}`,
      invitation.token,
    );
  return json;
}

export function savedInvitation(game: string, seat: number): string | undefined {
  return globalThis.localStorage?.getItem(`trigon.invite.${game}.${seat}`) ?? undefined;
}

/** The seat of the game whose invitation this browser keeps is `token`, if it keeps one. */
export function invitationSeat(game: string, token: string): number | undefined {
  const prefix = `trigon.invite.${game}.`;
  const storage = globalThis.localStorage;
  if (!storage) return undefined;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && storage.getItem(key) === token)
      return Number(key.slice(prefix.length));
  }
  return undefined;
}

/** Which open games the lobby lists: of one game, speed class, rated or casual, seeker's rating. */
export interface LobbyFilter {
  readonly game?: string;
  readonly speed?: string;
  readonly rated?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** The lobby's query string (packages/server/README.md, "Seeks and the lobby"): '' for none. */
export function lobbyQuery(filter: LobbyFilter): string {
  const params = new URLSearchParams();
  if (filter.game) params.set('game', filter.game);
  if (filter.speed) params.set('speed', filter.speed);
  if (filter.rated !== undefined) params.set('rated', String(filter.rated));
  if (filter.min !== undefined) params.set('min', String(filter.min));
  if (filter.max !== undefined) params.set('max', String(filter.max));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The open games that pass `filter`; a refused filter throws with the server's words. */
export async function openGames(filter: LobbyFilter = {}): Promise<OpenGame[]> {
  return (await answer<Lobby>(await request(`/api/games${lobbyQuery(filter)}`))).games;
}

/**
 * Whether an online game is over as far as the server knows: 'over' when it finished or the
 * server has no such game, 'on' when it goes on, undefined when the server cannot be asked.
 */
export async function gameGoesOn(game: string): Promise<'on' | 'over' | undefined> {
  try {
    const response = await fetch(`/api/games/${encodeURIComponent(game)}`);
    const json = (await response.json()) as Partial<GameSummary & ErrorAnswer> | null;
    if (response.status === 404 && json?.code === 'not-found') return 'over';
    if (!response.ok || typeof json?.status !== 'string') return undefined;
    return json.status === 'finished' ? 'over' : 'on';
  } catch {
    return undefined;
  }
}

/** `GET /api/games/:id`: the game's facts and where it stands, its seats' accounts included. */
export async function gameSummary(game: string): Promise<GameSummary> {
  return answer<GameSummary>(await request(`/api/games/${encodeURIComponent(game)}`));
}

export async function claimSeat(game: string, seat?: number): Promise<ClaimedSeat> {
  // Escaped: the id comes from the page's address, and the post carries the CSRF token.
  const response = await request(`/api/games/${encodeURIComponent(game)}/join`, {
    method: 'POST',
    headers: await csrfHeaders(),
    body: JSON.stringify(seat === undefined ? {} : { seat }),
  });
  const json = await answer<ClaimedSeat>(response);
  saveToken(game, json.token);
  return json;
}

/**
 * Gives the signed-in player's account the seat of an invitation link
 * (`POST /api/games/:id/invitation`); a refusal throws with the server's words.
 */
export async function takeInvitation(game: string, token: string): Promise<TakenInvitation> {
  const response = await request(`/api/games/${encodeURIComponent(game)}/invitation`, {
    method: 'POST',
    headers: await csrfHeaders(),
    body: JSON.stringify({ token }),
  });
  return answer<TakenInvitation>(response);
}

/** The body of a successful answer; a refusal throws with the server's message. */
async function answer<T>(response: Response): Promise<T> {
  const json = await jsonBody(response);
  if (!response.ok) {
    const refused = json as Partial<ErrorAnswer> | null;
    if (refused?.code === 'csrf') throw new Error(sessionChanged());
    // Only a page that believes it is signed in is refused so: its session ended elsewhere.
    if (refused?.code === 'signed-out') throw sessionEnded();
    throw new Error(refused?.error ?? `the server answered ${response.status}`);
  }
  return json as T;
}

/** A time left in whole seconds (rounded up): '1:05:00', '3:00', '0:09'; days past a day. */
export function clockText(ms: number): string {
  if (ms >= 86_400_000)
    return `${Math.floor(ms / 86_400_000)} d ${Math.floor((ms % 86_400_000) / 3_600_000)} h`;
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m >= 60
    ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
}

/** Below this much time left, a player's clock shows tenths of a second (as on lichess). */
export const TENTHS_BELOW_MS = 10_000;

/**
 * A player's clock: as `clockText`, and under 10 s with tenths, '0:09.4' (cut down, so that
 * it reads 0:00.0 only when the time is up).
 */
export function clockFace(ms: number): string {
  if (ms >= TENTHS_BELOW_MS) return clockText(ms);
  const tenths = Math.max(0, Math.floor(ms / 100));
  return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function clockName(clock: ClockSpec): string {
  if (clock.kind === 'none') return 'no clock';
  if (clock.kind === 'correspondence') return `${clock.daysPerMove} days a move`;
  // Under a minute, or not whole minutes: minutes and seconds, as '0:30+0'.
  const whole = clock.initialMs % 60_000 === 0;
  const minutes = whole ? String(clock.initialMs / 60_000) : clockText(clock.initialMs);
  const bonus = clock.bonusMs / 1000;
  return clock.mode === 'increment'
    ? `${minutes}+${bonus}`
    : `${minutes}${whole ? ' min' : ''}, ${bonus} s delay`;
}
