import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Connection, type ConnectionState } from './connection.js';
import { claimSeat, invitationSeat, savedToken, saveToken } from './protocol.js';

/** A message to the game server: a move, a draw offer, a resignation… */
export type Send = (message: Record<string, unknown>) => void;

/** What the page holds of an online game, and what it may do over the connection. */
export interface OnlineConnection {
  /** Undefined until the connection exists (the first render). */
  readonly state: ConnectionState | undefined;
  readonly send: Send;
  /** Plays under a new name from now on (and tells the others). */
  readonly rename: (name: string) => void;
  /** Takes an open seat of a public game, as the lobby does. */
  readonly claim: () => Promise<void>;
  /**
   * The link opened was an invitation to another seat than the one this browser holds (the
   * creator checking the link they send): that seat (null when this browser does not know it);
   * undefined otherwise.
   */
  readonly otherInvitation?: number | null;
}

/** The connection once it exists, as the game's page uses it. */
export interface OpenConnection extends OnlineConnection {
  readonly state: ConnectionState;
}

/**
 * The connection to one game on the server, kept open while the page shows it, with the seat
 * this browser holds a token for (from the invitation link, an earlier visit or a claimed
 * seat). Each change the connection hears renders the page again.
 */
export function useConnection(id: string, linkToken: string | undefined): OnlineConnection {
  const { held, otherInvitation } = useHeldToken(id, linkToken);
  const [token, setToken] = useState(held);
  const [, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const connection = useRef<Connection | null>(null);
  useEffect(() => {
    const opened = new Connection(id, token, changed);
    connection.current = opened;
    return () => opened.close();
  }, [id, token]);
  return {
    state: connection.current?.state,
    send: (message) => connection.current?.send(message),
    rename: (name) => connection.current?.rename(name),
    ...(otherInvitation === undefined ? {} : { otherInvitation }),
    claim: async () => {
      try {
        setToken((await claimSeat(id)).token);
      } catch (error) {
        // The claim failed (the seat went to someone else): said where the server's errors are.
        const state = connection.current?.state;
        if (state) state.error = (error as Error).message;
        changed();
      }
    },
  };
}

/**
 * The seat token this browser holds for the game. One in the link is kept, and the link is
 * replaced by one without it, so that the address bar never shows (or shares) a seat. A browser
 * that holds a seat of the game already keeps it: a link for another seat is an invitation it
 * sends (a creator opens it to check it), and taking it would lose the seat it has (an anonymous
 * seat lives only in its token) or play two seats of one game.
 */
function useHeldToken(
  id: string,
  linkToken: string | undefined,
): { held: string | undefined; otherInvitation?: number | null } {
  return useMemo(() => {
    const saved = savedToken(id);
    if (linkToken) history.replaceState(null, '', `#/online/${id}`);
    if (!linkToken || linkToken === saved) return { held: saved };
    if (saved !== undefined) {
      return { held: saved, otherInvitation: invitationSeat(id, linkToken) ?? null };
    }
    saveToken(id, linkToken);
    return { held: linkToken };
  }, [id, linkToken]);
}
