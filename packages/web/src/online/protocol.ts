/**
 * The game server's protocol as the app sees it (packages/server/README.md): the events of a
 * game, numbered from 1, replayed into what the page shows.
 */
import {
  games,
  playingSeats,
  type GameDefinition,
  type Outcome,
  type Position,
} from '@trigon/engine';
import { GameSession } from '../game/session.js';

export type ClockSpec =
  | { kind: 'none' }
  | { kind: 'realtime'; initialMs: number; bonusMs: number; mode: 'increment' | 'delay' }
  | { kind: 'correspondence'; daysPerMove: number };

export type GameEvent =
  | { kind: 'claim'; seat: number }
  | { kind: 'join'; seat: number; name: string | null }
  | { kind: 'start' }
  | { kind: 'move'; seat: number; move: string }
  | {
      kind: 'draw-offer' | 'draw-accept' | 'draw-decline' | 'resign' | 'flag' | 'abandon';
      seat: number;
    }
  | { kind: 'draw-claim'; seat: number; reason: string }
  /** A player of three left while two others played on: its army turns neutral. */
  | { kind: 'withdraw'; seat: number; reason: LeaveKind }
  | { kind: 'rematch-offer'; seat: number }
  | { kind: 'rematch'; game: string };

export interface WireEvent {
  seq: number;
  at: number;
  event: GameEvent;
}

export interface GameInfo {
  id: string;
  game: string;
  options: Record<string, string>;
  clock: ClockSpec;
  public: boolean;
  rematchOf: string | null;
  players: string[];
  /** The seats that take turns (older servers leave it out: every seat). */
  playing?: number[];
}

export type ServerMessage =
  | {
      t: 'welcome';
      seat: number | null;
      game: GameInfo;
      events: WireEvent[];
      now: number;
      clocks: number[];
      connected: boolean[];
    }
  | ({ t: 'event'; clocks: number[] } & WireEvent)
  | { t: 'ack'; ref: number | null; seq: number }
  | { t: 'error'; ref: number | null; code: string; message: string }
  | { t: 'presence'; connected: boolean[] }
  | { t: 'pong'; ref: number | null; now: number };

export type LeaveKind = 'resign' | 'flag' | 'abandon';

/** How a player who left while the others played on is shown: 'resigned', 'left'. */
export const LEFT_WORDS: Record<LeaveKind, string> = {
  resign: 'resigned',
  flag: 'lost on time',
  abandon: 'left',
};

const LOSS: Record<string, string> = {
  resign: 'resigned',
  flag: 'lost on time',
  abandon: 'abandoned the game',
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

/** A game replayed from its events, as the server does. */
export class OnlineGame {
  readonly definition: GameDefinition;
  /** The moves as the local page keeps them: notation, announcements, captures, positions. */
  readonly session: GameSession;
  /** The seats that take turns; any other (a neutral army) is nobody's. */
  readonly playing: readonly number[];
  seq = 0;
  status: 'waiting' | 'playing' | 'finished' = 'waiting';
  readonly names: (string | null)[];
  /** The seats whose players have connected at least once (the game starts when all have). */
  readonly joined = new Set<number>();
  readonly moves: string[] = [];
  drawOffer: { by: number; accepted: Set<number> } | null = null;
  readonly rematchOffers = new Set<number>();
  rematch: string | null = null;
  result: Outcome | null = null;
  /** Players who left while two others played on (their armies turned neutral), and how. */
  readonly withdrawn = new Map<number, LeaveKind>();

  constructor(readonly info: GameInfo) {
    const found = games.get(info.game);
    if (!found.ok) throw new Error(found.error);
    this.definition = found.value;
    this.session = GameSession.start(found.value, info.options);
    this.playing = info.playing ?? playingSeats(found.value, info.options);
    this.names = info.players.map(() => null);
  }

  /** The position after the last move. */
  get position(): Position {
    return this.session.position;
  }

  /** The players still in the game; one whose General was captured is out and watches. */
  active(): readonly number[] {
    return this.position.activeSeats?.() ?? this.playing;
  }

  /** A playing seat knocked out by the rules (it lost; it may still watch). */
  isOut(seat: number): boolean {
    return this.playing.includes(seat) && !this.active().includes(seat);
  }

  /** The playing seats nobody has taken up yet, while the game waits for them. */
  awaited(): number[] {
    return this.status === 'waiting' ? this.playing.filter((s) => !this.joined.has(s)) : [];
  }

  /** Applies the event numbered next; an event already applied is ignored. */
  apply({ seq, event }: WireEvent): boolean {
    if (seq <= this.seq) return false;
    if (seq !== this.seq + 1) throw new Error(`event ${seq} arrived after ${this.seq}`);
    this.seq = seq;
    const players = this.info.players;
    switch (event.kind) {
      case 'join':
        this.joined.add(event.seat);
        if (event.name !== null) this.names[event.seat] = event.name;
        break;
      case 'start':
        this.status = 'playing';
        break;
      case 'move': {
        const played = this.session.playText(event.move);
        if (!played.ok) throw new Error(played.error);
        this.moves.push(event.move);
        this.drawOffer = null;
        const outcome = this.position.outcome();
        if (outcome) this.finish(outcome);
        break;
      }
      case 'draw-offer':
        this.drawOffer = { by: event.seat, accepted: new Set([event.seat]) };
        break;
      case 'draw-accept':
        this.drawOffer?.accepted.add(event.seat);
        // Every player still in the game agrees (players already out have lost).
        if (this.drawOffer && this.active().every((s) => this.drawOffer!.accepted.has(s)))
          this.finish({ winners: [], reason: 'draw agreed' });
        break;
      case 'draw-decline':
        this.drawOffer = null;
        break;
      case 'draw-claim':
        this.finish({ winners: [], reason: event.reason });
        break;
      case 'withdraw': {
        // The engine's withdrawal move, kept in the move list as the server keeps it.
        const move = this.position.withdrawal?.(event.seat);
        if (!move?.ok) throw new Error(move?.error ?? `${this.definition.title} has no withdrawal`);
        const ply = this.session.play(move.value);
        this.moves.push(ply.coord);
        this.withdrawn.set(event.seat, event.reason);
        this.drawOffer = null;
        const outcome = this.position.outcome();
        if (outcome) this.finish(outcome);
        break;
      }
      case 'resign':
      case 'flag':
      case 'abandon':
        // The leaver is out and the game ends (with three in it, a withdrawal comes instead;
        // games stored before withdrawals existed end so, those still in it sharing the result).
        this.finish({
          winners: this.active().filter((i) => i !== event.seat),
          reason: `${players[event.seat]} ${LOSS[event.kind]}`,
        });
        break;
      case 'rematch-offer':
        this.rematchOffers.add(event.seat);
        break;
      case 'rematch':
        this.rematch = event.game;
        break;
    }
    return true;
  }

  private finish(result: Outcome): void {
    this.status = 'finished';
    this.result = result;
    this.drawOffer = null;
  }
}

/** The seat tokens this browser holds, by game id. */
export function savedToken(game: string): string | undefined {
  return globalThis.localStorage?.getItem(`trigon.online.${game}`) ?? undefined;
}

export function saveToken(game: string, token: string): void {
  globalThis.localStorage?.setItem(`trigon.online.${game}`, token);
}

export function inviteLink(game: string, token?: string): string {
  const base = `${location.origin}${location.pathname}#/online/${game}`;
  return token ? `${base}/${token}` : base;
}

export async function createOnlineGame(body: {
  game: string;
  options: Record<string, string>;
  clock: ClockSpec;
  /** 'random': the server draws one of the playing seats. */
  seat: number | 'random';
  public: boolean;
}): Promise<{
  id: string;
  seat: number;
  token: string;
  invitations: { seat: number; token: string }[];
}> {
  const response = await fetch('/api/games', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error ?? `the server answered ${response.status}`);
  saveToken(json.id, json.token);
  for (const invitation of json.invitations as { seat: number; token: string }[])
    globalThis.sessionStorage?.setItem(
      `trigon.invite.${json.id}.${invitation.seat}`,
      invitation.token,
    );
  return json;
}

export function savedInvitation(game: string, seat: number): string | undefined {
  return globalThis.sessionStorage?.getItem(`trigon.invite.${game}.${seat}`) ?? undefined;
}

export interface OpenGame {
  id: string;
  game: string;
  /** Older servers leave it out. */
  options?: Record<string, string>;
  clock: ClockSpec;
  createdAt: number;
  openSeats: number[];
}

export async function openGames(): Promise<OpenGame[]> {
  const response = await fetch('/api/games');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return ((await response.json()) as { games: OpenGame[] }).games;
}

export async function claimSeat(
  game: string,
  seat?: number,
): Promise<{ seat: number; token: string }> {
  const response = await fetch(`/api/games/${game}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seat === undefined ? {} : { seat }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error ?? `the server answered ${response.status}`);
  saveToken(game, json.token);
  return json;
}

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

export function clockName(clock: ClockSpec): string {
  if (clock.kind === 'none') return 'no clock';
  if (clock.kind === 'correspondence') return `${clock.daysPerMove} days a move`;
  const minutes = clock.initialMs / 60_000;
  const bonus = clock.bonusMs / 1000;
  return clock.mode === 'increment' ? `${minutes}+${bonus}` : `${minutes} min, ${bonus} s delay`;
}
