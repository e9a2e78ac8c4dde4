import {
  SEAT_TOKEN,
  type ChatLine,
  type RatingChange,
  type SeatAccount,
  type ServerMessage,
  type Timeouts,
} from '@trigon/protocol';
import { OnlineGame, forgetToken, savedToken } from './protocol.js';

const NAME_KEY = 'trigon.name';

/** The close code of a server that stops gracefully (RFC 6455 §7.4.1: "service restart"). */
const SERVICE_RESTART = 1012;
const RESTART_SPREAD_MS = 500;
/** The most chat lines the page keeps (the server keeps 50 a channel, and sends them on hello). */
const CHAT_KEPT = 100;
/** Said once the game shows, when the server refused the seat token of the link or browser. */
const REFUSED_SEAT = "The link's seat token holds no seat in this game: you are watching it.";

/** The display name this browser plays under, if the player gave one. */
export function savedName(): string | undefined {
  const name = globalThis.localStorage?.getItem(NAME_KEY)?.trim();
  return name ? name.slice(0, 40) : undefined;
}

/**
 * What the hello says of the name: the saved one; null once the player cleared it (the seat
 * then shows as its colour again); nothing when the player never gave one, so that a name given
 * in another browser stands.
 */
function helloName(): string | null | undefined {
  const saved = globalThis.localStorage?.getItem(NAME_KEY);
  if (saved === null || saved === undefined) return undefined;
  return savedName() ?? null;
}

/** Keeps the name for every game's hello; an empty one clears it. */
function saveName(name: string): void {
  globalThis.localStorage?.setItem(NAME_KEY, name.trim());
}

export interface ConnectionState {
  game: OnlineGame | null;
  seat: number | null;
  connected: boolean[];
  /** Since when (server ms) each seat of the game in play has been away, or null. */
  away: (number | null)[];
  /** The server's limits on first moves and absences, for the countdowns. */
  timeouts: Timeouts | null;
  /**
   * The server's clocks and the server time they were read at, with the local offset; null in
   * a game without a clock (the server sends none) and before the welcome.
   */
  clocks: { values: number[]; at: number; offset: number } | null;
  /** Server time minus this machine's (ms), as of the welcome: for countdowns without clocks. */
  offset: number;
  online: boolean;
  error: string;
  /** The chat this connection reads (the players', or the spectators'), oldest first. */
  chat: ChatLine[];
  /** Per seat, the account holding it (null: anonymous), as the welcome said; absent: none. */
  accounts?: (SeatAccount | null)[];
  /** Per seat, what the ended rated game did to its rating, once rated (welcome). */
  ratingChanges?: (RatingChange | null)[];
}

/**
 * A WebSocket to the game server for one game. It says hello with the last event number it
 * has, so that after a drop it gets exactly the events it missed, and reconnects by itself.
 */
export class Connection {
  private socket: WebSocket | null = null;
  /** Whether the server has welcomed the socket of now: until then, what the page sends waits. */
  private live = false;
  /** What the page sent while not connected (a move while reconnecting), sent on the welcome. */
  private readonly unsent: string[] = [];
  private closed = false;
  private retry = 500;
  private ref = 0;
  private offset = 0;
  /** Whether the server has welcomed this connection: a refusal before that is of its hello. */
  private welcomed = false;
  private refusedSeat = '';
  /** The moves sent and not yet answered, by ref: a refused one is named in the error. */
  private readonly moves = new Map<number, string>();
  readonly state: ConnectionState = {
    game: null,
    seat: null,
    connected: [],
    away: [],
    timeouts: null,
    clocks: null,
    offset: 0,
    online: false,
    error: '',
    chat: [],
  };

  constructor(
    private readonly gameId: string,
    private token: string | undefined,
    private readonly onChange: () => void,
  ) {
    if (token !== undefined && !SEAT_TOKEN.test(token)) this.dropToken();
    this.open();
  }

  private open(): void {
    // The game in the address is for a proxy in front of several processes, which sends a game's
    // players to one of them (packages/server/deploy/nginx.conf); the server reads the hello.
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/ws?game=${encodeURIComponent(this.gameId)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 500;
      this.hello();
    };
    socket.onmessage = (message) => this.receive(JSON.parse(String(message.data)) as ServerMessage);
    socket.onclose = (event) => {
      this.live = false;
      this.state.online = false;
      this.onChange();
      if (this.closed) return;
      if (event.code === SERVICE_RESTART) {
        // The server is stopping on purpose and another process (or it, restarted) takes over:
        // come back at once, spread over a moment so that its clients do not all come together.
        setTimeout(() => this.open(), Math.random() * RESTART_SPREAD_MS);
        this.retry = 500;
        return;
      }
      setTimeout(() => this.open(), this.retry);
      this.retry = Math.min(10_000, this.retry * 2);
    };
  }

  /**
   * Goes on without the seat token the server refused (or would: one cut short), saying so once
   * the game shows, and does not keep it, so that the game's plain link opens it afterwards.
   */
  private dropToken(): void {
    if (savedToken(this.gameId) === this.token) forgetToken(this.gameId);
    this.token = undefined;
    this.refusedSeat = REFUSED_SEAT;
  }

  private hello(): void {
    this.socket?.send(
      JSON.stringify({
        t: 'hello',
        game: this.gameId,
        token: this.token,
        since: this.state.game?.seq ?? 0,
        // A spectator's name is what the other spectators see beside its chat lines.
        name: helloName(),
      }),
    );
  }

  private receive(message: ServerMessage): void {
    const state = this.state;
    switch (message.t) {
      case 'welcome':
        this.offset = message.now - Date.now();
        state.seat = message.seat;
        state.game ??= new OnlineGame(message.game);
        for (const event of message.events) state.game.apply(event);
        state.offset = this.offset;
        state.clocks = message.clocks && {
          values: message.clocks,
          at: message.now,
          offset: this.offset,
        };
        state.connected = message.connected;
        state.away = message.away;
        state.timeouts = message.timeouts;
        state.online = true;
        state.error = this.refusedSeat;
        this.refusedSeat = '';
        this.welcomed = true;
        // The server's latest lines: what was said while this page was away included.
        state.chat = message.chat;
        state.accounts = message.accounts;
        state.ratingChanges = message.ratingChanges;
        this.live = true;
        for (const text of this.unsent.splice(0)) this.socket?.send(text);
        break;
      case 'chat':
        state.chat = [...state.chat, message.line].slice(-CHAT_KEPT);
        break;
      case 'event':
        if (state.game?.apply(message)) {
          state.clocks = message.clocks && {
            values: message.clocks,
            at: message.at,
            offset: this.offset,
          };
        }
        break;
      case 'presence':
        state.connected = message.connected;
        state.away = message.away;
        break;
      case 'ack':
        if (message.ref !== null) this.moves.delete(message.ref);
        return;
      case 'error': {
        // A mistyped invitation link: the server refuses the hello. Watch instead.
        if (message.code === 'bad-token' && !this.welcomed && this.token !== undefined) {
          this.dropToken();
          this.hello();
          return;
        }
        // The server sent what it has before refusing a move (another tab of this seat moved
        // first, say): the page shows that position, and says which move was not played.
        const move = message.ref === null ? undefined : this.moves.get(message.ref);
        if (message.ref !== null) this.moves.delete(message.ref);
        state.error =
          move === undefined
            ? message.message
            : `Your move ${move} was not played: ${message.message}`;
        if (message.code === 'not-found')
          state.error = `There is no online game '${this.gameId}' on this server.`;
        if (message.code === 'not-found' || message.code === 'bad-token') this.close();
        break;
      }
      default:
        return;
    }
    this.onChange();
  }

  send(message: Record<string, unknown>): void {
    this.state.error = '';
    const ref = ++this.ref;
    if (message.t === 'move' && typeof message.move === 'string') this.moves.set(ref, message.move);
    const text = JSON.stringify({ ...message, ref });
    if (this.live) this.socket?.send(text);
    else this.unsent.push(text);
  }

  /** Says hello again, so that the server hears the player's new name. */
  rename(name: string): void {
    saveName(name);
    this.socket?.close();
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}
