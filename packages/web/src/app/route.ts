/**
 * The app's places, kept in the URL's hash so that any page, game or position can be
 * bookmarked, shared and reloaded, and the static server needs no routes (`<game>` is a game's
 * id in the engine's registry):
 *
 *   #/                                   the list of games
 *   #/rules/<game>                       a game's rules page
 *   #/new/<game>?mode=ai                 the choices for a new game (mode=online: on the server)
 *   #/online/<id>[/<seat token>]          an online game (a token in the link holds a seat)
 *   #/lobby[?game=<game>]                open online games (its "Create one" makes a <game>)
 *          &of=<game>&speed=<class>&rated=true|false&min=R&max=R   only those games (filters)
 *   #/signin, #/signup[?from=<address>]  signing in to an account, making one (then back to `from`)
 *   #/account                            the signed-in player's account: password, sign out, delete
 *   #/@/<name>[?page=N]                  a player's page: ratings, games in progress, finished ones
 *   #/leaderboard/<game>[?speed=<class>]  a game's best rated players in a speed class
 *   #/play/<game>?mode=ai&level=2&seat=0&opt=<name>%3D<value>
 *          &clock=3%2B2&start=<position text>&moves=<move>+<move>&result=0-1+White+resigned&ply=1
 *   #/play/<game>?mode=ai&level=2&ai=1.2,2.4   in a game of three, the AI plays the second seat
 *          at level 2 and the third at level 4, and the first is played here; without `ai`,
 *          the AI plays every seat but `seat`
 *
 * `start` is present only when the game did not begin at its start position; `moves` are in
 * coordinate form, `ply` is the move shown (default: the last). `result` is an ending the
 * players made (resignation, agreed or claimed draw, time, abandonment), which the moves alone
 * do not show: the record's Result token, a space, and the reason in words. `clock` (mode 'ai')
 * names one of the clocks offered (game/clock.ts); every seat's clock starts full when the page
 * opens.
 */
export type Mode = 'local' | 'ai' | 'analysis';

export const MODES: readonly Mode[] = ['local', 'ai', 'analysis'];

export interface PlayRoute {
  readonly page: 'play';
  readonly game: string;
  readonly mode: Mode;
  /** The AI's level (mode 'ai'). */
  readonly level: number;
  /** The seat the viewer plays (mode 'ai') or sees at the bottom. */
  readonly seat: number;
  readonly options: Readonly<Record<string, string>>;
  /**
   * Mode 'ai': the seats the AI plays, each at its own level, when they are not simply every
   * seat but `seat` at `level` (games of three, where two people may share the screen).
   */
  readonly ai?: readonly AiSeat[];
  /** Mode 'ai': the name of the game's clock (`LOCAL_CLOCKS`), when it has one. */
  readonly clock?: string;
  readonly start?: string;
  readonly moves: readonly string[];
  /** An ending the players made, as written in the link (read by `sessionFromRoute`). */
  readonly result?: string;
  readonly ply?: number;
  /** A `mode` the link names that the app does not have (the page says so rather than guess). */
  readonly unknownMode?: string;
}

/** A seat the AI plays, and its level. */
export interface AiSeat {
  readonly seat: number;
  readonly level: number;
}

export interface RulesRoute {
  readonly page: 'rules';
  readonly game: string;
}

export interface HomeRoute {
  readonly page: 'home';
}

export interface NewRoute {
  readonly page: 'new';
  readonly game: string;
  /** 'online': a game on the game server. */
  readonly mode: Mode | 'online';
  /** A `mode` the link names that the app does not have (the page says so). */
  readonly unknownMode?: string;
}

export interface OnlineRoute {
  readonly page: 'online';
  readonly id: string;
  readonly token?: string;
}

export interface LobbyRoute {
  readonly page: 'lobby';
  /** The game the visitor came from, which the lobby offers to create. */
  readonly game?: string;
  /** The lobby's filters (`of` in the URL, so that it is not the game above). */
  readonly only?: string;
  /** A speed class (SPEED_CLASSES). */
  readonly speed?: string;
  readonly rated?: boolean;
  /** The seeker's rating, from and to, both included. */
  readonly min?: number;
  readonly max?: number;
}

export interface SignInRoute {
  readonly page: 'signin';
  /** The address (a hash, `#/…`) the visitor came from, to go back to once signed in. */
  readonly from?: string;
}

export interface SignUpRoute {
  readonly page: 'signup';
  readonly from?: string;
}

export interface AccountRoute {
  readonly page: 'account';
}

export interface PlayerRoute {
  readonly page: 'player';
  readonly name: string;
  /** The page of the player's games shown, from 1 as the server counts (`?page=2`: the second). */
  readonly list: number;
}

export interface LeaderboardRoute {
  readonly page: 'leaderboard';
  readonly game: string;
  /** A speed class (SPEED_CLASSES); absent: the page's default. */
  readonly speed?: string;
}

export type Route =
  | HomeRoute
  | RulesRoute
  | NewRoute
  | PlayRoute
  | OnlineRoute
  | LobbyRoute
  | SignInRoute
  | SignUpRoute
  | AccountRoute
  | PlayerRoute
  | LeaderboardRoute;

export const DEFAULT_LEVEL = 2;

export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  const [path, query = ''] = splitOnce(text, '?');
  const parts = path.split('/').filter((p) => p.length > 0);
  if (parts.length === 2 && parts[0] === 'rules') return { page: 'rules', game: decode(parts[1]) };
  if (parts.length === 2 && parts[0] === 'new') {
    const mode = new URLSearchParams(query).get('mode');
    const known = MODES.includes(mode as Mode) || mode === 'online';
    return {
      page: 'new',
      game: decode(parts[1]),
      mode: known ? (mode as Mode | 'online') : 'ai',
      ...(mode !== null && !known ? { unknownMode: mode } : {}),
    };
  }
  if ((parts.length === 2 || parts.length === 3) && parts[0] === 'online')
    return { page: 'online', id: decode(parts[1]), token: parts[2] };
  if (parts.length === 1 && parts[0] === 'lobby') return parseLobby(new URLSearchParams(query));
  if (parts.length === 1 && (parts[0] === 'signin' || parts[0] === 'signup')) {
    const from = new URLSearchParams(query).get('from');
    // Only an address of this app: going back never leaves it.
    return from?.startsWith('#/') ? { page: parts[0], from } : { page: parts[0] };
  }
  if (parts.length === 1 && parts[0] === 'account') return { page: 'account' };
  if (parts.length === 2 && parts[0] === '@')
    return {
      page: 'player',
      name: decode(parts[1]),
      list: Math.max(1, integer(new URLSearchParams(query).get('page'), 1)),
    };
  if (parts.length === 2 && parts[0] === 'leaderboard') {
    const speed = new URLSearchParams(query).get('speed');
    return speed
      ? { page: 'leaderboard', game: decode(parts[1]), speed }
      : { page: 'leaderboard', game: decode(parts[1]) };
  }
  if (parts.length === 2 && parts[0] === 'play') {
    const params = new URLSearchParams(query);
    const mode = params.get('mode');
    const options: Record<string, string> = {};
    for (const word of params.getAll('opt')) {
      const [name, value] = splitOnce(word, '=');
      if (name && value !== undefined) options[name] = value;
    }
    const moves = (params.get('moves') ?? '').split(/\s+/).filter((m) => m.length > 0);
    const ply = params.get('ply');
    const ai = params.get('ai');
    const clock = params.get('clock');
    return {
      page: 'play',
      game: decode(parts[1]),
      mode: MODES.includes(mode as Mode) ? (mode as Mode) : 'local',
      level: integer(params.get('level'), DEFAULT_LEVEL),
      seat: integer(params.get('seat'), 0),
      options,
      ...(ai !== null && mode === 'ai' ? { ai: parseAiSeats(ai) } : {}),
      ...(clock !== null && mode === 'ai' ? { clock } : {}),
      start: params.get('start') ?? undefined,
      moves,
      result: params.get('result') ?? undefined,
      ply: ply === null ? undefined : integer(ply, 0),
      ...(mode !== null && !MODES.includes(mode as Mode) ? { unknownMode: mode } : {}),
    };
  }
  return { page: 'home' };
}

export function formatRoute(route: Route): string {
  if (route.page === 'home') return '#/';
  if (route.page === 'rules') return `#/rules/${encodeURIComponent(route.game)}`;
  if (route.page === 'online') return `#/online/${route.id}${route.token ? `/${route.token}` : ''}`;
  if (route.page === 'lobby') return formatLobby(route);
  if (route.page === 'signin' || route.page === 'signup')
    return `#/${route.page}${route.from ? `?from=${encodeURIComponent(route.from)}` : ''}`;
  if (route.page === 'account') return '#/account';
  if (route.page === 'player')
    return `#/@/${encodeURIComponent(route.name)}${route.list > 1 ? `?page=${route.list}` : ''}`;
  if (route.page === 'leaderboard')
    return `#/leaderboard/${encodeURIComponent(route.game)}${route.speed ? `?speed=${encodeURIComponent(route.speed)}` : ''}`;
  if (route.page === 'new') return `#/new/${encodeURIComponent(route.game)}?mode=${route.mode}`;
  const params = new URLSearchParams();
  params.set('mode', route.mode);
  if (route.mode === 'ai') params.set('level', String(route.level));
  if (route.seat !== 0) params.set('seat', String(route.seat));
  if (route.mode === 'ai' && route.ai !== undefined)
    params.set('ai', route.ai.map((a) => `${a.seat}.${a.level}`).join(','));
  if (route.mode === 'ai' && route.clock !== undefined) params.set('clock', route.clock);
  for (const [name, value] of Object.entries(route.options))
    params.append('opt', `${name}=${value}`);
  if (route.start !== undefined) params.set('start', route.start);
  if (route.moves.length > 0) params.set('moves', route.moves.join(' '));
  if (route.result !== undefined) params.set('result', route.result);
  if (route.ply !== undefined) params.set('ply', String(route.ply));
  return `#/play/${encodeURIComponent(route.game)}?${params.toString()}`;
}

/**
 * The seats the AI plays in a game of `seats` seats, with their levels: none unless the mode is
 * 'ai'; the route's own list when it has one; otherwise every seat but the viewer's.
 */
export function aiSeats(route: PlayRoute, seats: number): Map<number, number> {
  const out = new Map<number, number>();
  if (route.mode !== 'ai') return out;
  if (route.ai !== undefined) {
    for (const a of route.ai) if (a.seat < seats) out.set(a.seat, a.level);
    return out;
  }
  const human = Math.min(route.seat, seats - 1);
  for (let seat = 0; seat < seats; seat++) if (seat !== human) out.set(seat, route.level);
  return out;
}

/** The lobby's URL: the game it offers to create and its filters, each left out when unset. */
function parseLobby(params: URLSearchParams): LobbyRoute {
  const game = params.get('game');
  const only = params.get('of');
  const speed = params.get('speed');
  const rated = params.get('rated');
  const min = params.get('min');
  const max = params.get('max');
  return {
    page: 'lobby',
    ...(game ? { game } : {}),
    ...(only ? { only } : {}),
    ...(speed ? { speed } : {}),
    ...(rated === 'true' || rated === 'false' ? { rated: rated === 'true' } : {}),
    ...(min !== null && /^\d+$/.test(min) ? { min: Number(min) } : {}),
    ...(max !== null && /^\d+$/.test(max) ? { max: Number(max) } : {}),
  };
}

function formatLobby(route: LobbyRoute): string {
  const params = new URLSearchParams();
  if (route.game) params.set('game', route.game);
  if (route.only) params.set('of', route.only);
  if (route.speed) params.set('speed', route.speed);
  if (route.rated !== undefined) params.set('rated', String(route.rated));
  if (route.min !== undefined) params.set('min', String(route.min));
  if (route.max !== undefined) params.set('max', String(route.max));
  const query = params.toString();
  return query ? `#/lobby?${query}` : '#/lobby';
}

/** `1.2,2.4` to seats and levels; a malformed or repeated entry is left out. */
function parseAiSeats(text: string): AiSeat[] {
  const out: AiSeat[] = [];
  for (const word of text.split(',')) {
    const m = /^(\d+)\.(\d+)$/.exec(word.trim());
    if (!m) continue;
    const seat = Number(m[1]);
    if (!out.some((a) => a.seat === seat)) out.push({ seat, level: Number(m[2]) });
  }
  return out;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function integer(text: string | null, fallback: number): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  return Number(text);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
