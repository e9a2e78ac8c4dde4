import { useEffect, useRef } from 'preact/hooks';
import { formatRoute, type PlayRoute } from '../app/route.js';
import { resultParam } from '../game/fromRoute.js';
import type { GameSession } from '../game/session.js';

/** The route of this game as it stands, showing the move `ply` (the last by default). */
function currentRoute(route: PlayRoute, session: GameSession, ply: number): PlayRoute {
  return {
    ...route,
    start: session.standardStart ? undefined : session.startText,
    options: session.changedOptions(),
    moves: session.coordinates(),
    result: resultParam(session),
    ply: ply === session.length ? undefined : ply,
  };
}

/**
 * Keeps the address bar on the current game, so that a reload or a shared link reopens it.
 * Only while the address is still this page's own (the one it opened at, or last wrote): an
 * effect that runs after the player went elsewhere (a link followed just after a move, before
 * the page's effects ran) would otherwise write this game back over the new address, and the
 * app, reading the address when the hash change arrives, would stay on this game.
 */
export function useAddressBar(
  route: PlayRoute,
  session: GameSession,
  ply: number,
  version: number,
): void {
  const own = useRef<string>();
  own.current ??= location.hash;
  useEffect(() => {
    if (location.hash !== own.current) return;
    const hash = formatRoute(currentRoute(route, session, ply));
    if (location.hash !== hash) history.replaceState(null, '', hash);
    // As the browser spells it (it percent-encodes some characters), for the next comparison.
    own.current = location.hash;
  }, [version, ply]);
}

/** The address of this game as it stands, at its last move: what reopens it. */
export function gameLink(route: PlayRoute, session: GameSession): string {
  return formatRoute(currentRoute(route, session, session.length));
}

/** A link that reopens this game at the shown move, on an analysis board. */
export function shareUrl(route: PlayRoute, session: GameSession, ply: number): string {
  const hash = formatRoute({ ...currentRoute(route, session, ply), mode: 'analysis' });
  return `${location.origin}${location.pathname}${hash}`;
}
