import type {
  GameDefinition,
  GameOptions,
  Move,
  MoveEffect,
  Outcome,
  PieceView,
  Position,
  Result,
} from '@trigon/engine';
import {
  couldWin,
  err,
  fail,
  moveEffects,
  ok,
  playingSeats,
  resultToken as recordResult,
  resultWords,
} from '@trigon/engine';
import { announcedWords, withdrawingSeat } from './standing.js';

/** One move of the game as the app shows it. */
export interface Ply {
  readonly move: Move;
  /** The seat that made it: the mover, or for a withdrawal the seat that leaves. */
  readonly seat: number;
  /** Readable notation (the move list) and coordinate form (records, URLs, the AI). */
  readonly text: string;
  readonly coord: string;
  readonly from: number;
  readonly to: number;
  /** The piece that moved (the top of its stack), as it stood before; none for a pass. */
  readonly piece: PieceView | undefined;
  /** The kind it became on arriving, when that differs: a promotion. */
  readonly promotion: string | undefined;
  readonly castle: 'short' | 'long' | undefined;
  /** Pieces of other seats that left the board with this move. */
  readonly captured: readonly PieceView[];
  /** What the move caused (the engine's `moveEffects`, read before it was played). */
  readonly effects: readonly MoveEffect[];
  /** The effects the move list writes after the move, in words (see `announcedWords`). */
  readonly notes: readonly string[];
  /** The move is a player's leaving the game (a withdrawal), not a move of pieces. */
  readonly withdrawal: boolean;
}

/** How a game ended, by the rules or by the players. */
export interface Ending extends Outcome {
  readonly by: 'rules' | 'resignation' | 'agreement' | 'claim' | 'time';
}

export type BoardContents = readonly (readonly PieceView[])[];

/**
 * A game as the app plays it: a start position, the moves played since, and an ending once
 * there is one. The live position is always the one after the last move; earlier positions
 * are replayed from the start when the move list is stepped through.
 */
export class GameSession {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  /** The position text the game started from. */
  readonly startText: string;
  /** Whether the game started from the game's own start position. */
  readonly standardStart: boolean;
  private readonly live: Position;
  private readonly plies: Ply[] = [];
  private readonly snapshots: BoardContents[] = [];
  private playerEnding: Ending | undefined;
  /** The seat that offered a draw, while the offer stands. */
  drawOffer: number | undefined;

  private constructor(game: GameDefinition, start: Position) {
    this.game = game;
    this.live = start;
    this.options = start.options;
    this.startText = start.toText();
    this.standardStart = this.startText === game.create(start.options).toText();
    this.snapshots.push(snapshot(start));
  }

  static start(game: GameDefinition, options: GameOptions = {}): GameSession {
    return new GameSession(game, game.create(options));
  }

  /** A game from position text; options named in the text override `options`. */
  static fromText(
    game: GameDefinition,
    text: string,
    options: GameOptions = {},
  ): Result<GameSession> {
    const position = game.parse(text.trim(), options);
    if (!position.ok) return fail(position);
    return ok(new GameSession(game, position.value));
  }

  /** The position after the last move. Read it; change it only through this session. */
  get position(): Position {
    return this.live;
  }

  get length(): number {
    return this.plies.length;
  }

  ply(index: number): Ply {
    return this.plies[index];
  }

  moves(): readonly Ply[] {
    return this.plies;
  }

  /** The seat to move after `ply` moves. */
  turnAt(ply: number): number {
    return ply === this.plies.length ? this.live.turn : this.positionAt(ply).turn;
  }

  ending(): Ending | undefined {
    if (this.playerEnding) return this.playerEnding;
    const outcome = this.live.outcome();
    return outcome ? { ...outcome, by: 'rules' } : undefined;
  }

  isOver(): boolean {
    return this.ending() !== undefined;
  }

  legalMoves(): Move[] {
    return this.isOver() ? [] : this.live.legalMoves();
  }

  play(move: Move): Ply {
    if (this.isOver()) throw new Error('the game is over');
    const before = this.snapshots[this.snapshots.length - 1];
    const effects = moveEffects(this.live, move);
    const leaver = withdrawingSeat(effects);
    const seat = leaver ?? this.live.turn;
    const info = this.live.moveInfo(move);
    const text = this.live.moveToText(move);
    const coord = this.live.moveToCoord(move);
    this.live.play(move);
    const after = snapshot(this.live);
    const piece = info.from >= 0 ? before[info.from].at(-1) : undefined;
    const landed = info.to >= 0 && !info.castle ? after[info.to].at(-1) : undefined;
    const ply: Ply = {
      move,
      seat,
      text,
      coord,
      from: info.from,
      to: info.to,
      piece,
      promotion:
        piece && landed && landed.owner === piece.owner && landed.kind !== piece.kind
          ? landed.kind
          : undefined,
      castle: info.castle,
      captured: vanished(before, after, seat),
      effects,
      notes: announcedWords(this.game, effects),
      withdrawal: leaver !== undefined,
    };
    this.plies.push(ply);
    this.snapshots.push(after);
    // An offer stands for one reply: the opponent accepts it or plays on.
    if (this.drawOffer !== undefined && this.drawOffer !== seat) this.drawOffer = undefined;
    return ply;
  }

  /** Plays a move given in coordinate form or readable notation. */
  playText(text: string): Result<Ply> {
    if (this.isOver()) return err('game-over', 'the game is over');
    const move = this.live.parseMove(text);
    if (!move.ok) return fail(move);
    return ok(this.play(move.value));
  }

  /**
   * Takes back the last thing done: an ending the players declared (resignation, agreed or
   * claimed draw), or else the last move. False when there is nothing to take back.
   */
  undo(): boolean {
    if (this.playerEnding) {
      this.playerEnding = undefined;
      this.drawOffer = undefined;
      return true;
    }
    if (this.plies.length === 0) return false;
    this.live.undo();
    this.plies.pop();
    this.snapshots.pop();
    this.playerEnding = undefined;
    this.drawOffer = undefined;
    return true;
  }

  /** Ends the game: the other seats still in it win. */
  resign(seat: number): void {
    if (this.isOver()) return;
    const inGame = this.live.activeSeats?.() ?? playingSeats(this.game, this.live.options);
    const winners = inGame.filter((i) => i !== seat);
    this.playerEnding = {
      winners,
      reason: `${this.game.players[seat]} resigned`,
      by: 'resignation',
    };
  }

  /**
   * `seat`'s clock ran out: the game ends, and the other seats still in it win; or, as the
   * server rules a flag fall (FIDE 6.9), it is drawn when the one other could never win.
   */
  loseOnTime(seat: number): void {
    if (this.isOver()) return;
    const inGame = this.live.activeSeats?.() ?? playingSeats(this.game, this.live.options);
    const others = inGame.filter((i) => i !== seat);
    const { players } = this.game;
    this.playerEnding =
      others.length === 1 && !couldWin(this.live, others[0]!)
        ? {
            winners: [],
            reason: `${players[seat]} ran out of time, but ${players[others[0]!]} cannot win`,
            by: 'time',
          }
        : { winners: others, reason: `${players[seat]} lost on time`, by: 'time' };
  }

  /**
   * `seat` leaves a game of three or more while the others play on, by the game's withdrawal
   * move (`Position.withdrawal`). False, and nothing done, where the game has no such move now.
   */
  withdraw(seat: number): boolean {
    if (this.isOver()) return false;
    const move = this.live.withdrawal?.(seat);
    if (!move?.ok) return false;
    this.play(move.value);
    return true;
  }

  offerDraw(seat: number): void {
    if (!this.isOver()) this.drawOffer = seat;
  }

  /** The players agree to a draw. */
  agreeDraw(): void {
    if (this.isOver()) return;
    this.playerEnding = { winners: [], reason: 'draw by agreement', by: 'agreement' };
    this.drawOffer = undefined;
  }

  /** The reason the player to move may claim a draw now, if any. */
  drawClaim(): string | undefined {
    return this.isOver() ? undefined : this.live.drawClaim();
  }

  claimDraw(): boolean {
    const reason = this.drawClaim();
    if (!reason) return false;
    this.playerEnding = { winners: [], reason: `draw by ${reason}`, by: 'claim' };
    return true;
  }

  /** Declares an ending read from a record (resignation, agreement) that the rules do not show. */
  declare(ending: Ending): void {
    if (!this.live.outcome()) this.playerEnding = ending;
  }

  /** A fresh position after the first `ply` moves. */
  positionAt(ply: number): Position {
    const position = this.game.parse(this.startText, this.options);
    if (!position.ok) throw new Error(`the start position no longer reads: ${position.error}`);
    for (let i = 0; i < ply; i++) position.value.play(this.plies[i].move);
    return position.value;
  }

  /** What stands on every cell after the first `ply` moves. */
  contentsAt(ply: number): BoardContents {
    return this.snapshots[ply];
  }

  /** Pieces each seat has captured in the first `ply` moves. */
  capturedBy(ply: number = this.plies.length): PieceView[][] {
    const out: PieceView[][] = this.game.players.map(() => []);
    for (let i = 0; i < ply; i++) out[this.plies[i].seat].push(...this.plies[i].captured);
    return out;
  }

  /** The options that differ from their defaults (what records and links carry). */
  changedOptions(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const spec of this.game.options) {
      const value = this.options[spec.name];
      if (value !== undefined && value !== spec.default) out[spec.name] = value;
    }
    return out;
  }

  /** The coordinate forms of the moves played, for records, URLs and the AI. */
  coordinates(): string[] {
    return this.plies.map((p) => p.coord);
  }
}

function snapshot(position: Position): BoardContents {
  const cells: (readonly PieceView[])[] = [];
  for (let cell = 0; cell < position.game.topology.size; cell++) {
    cells.push(position.contents(cell).map((p) => ({ ...p })));
  }
  return cells;
}

/** A piece's identity for counting: kind and the army it was made in. */
function identity(piece: PieceView): string {
  return `${piece.original ?? piece.owner}:${piece.kind}`;
}

/**
 * The pieces of other armies that the mover's move took off the board. Counting by the army
 * a piece was made in means that pieces changing sides (a captured army) are not captures.
 */
function vanished(before: BoardContents, after: BoardContents, mover: number): PieceView[] {
  const count = new Map<string, { piece: PieceView; n: number }>();
  for (const stack of before) {
    for (const piece of stack) {
      const key = identity(piece);
      const entry = count.get(key);
      if (entry) entry.n++;
      else count.set(key, { piece, n: 1 });
    }
  }
  for (const stack of after) {
    for (const piece of stack) {
      const entry = count.get(identity(piece));
      if (entry) entry.n--;
    }
  }
  const out: PieceView[] = [];
  for (const { piece, n } of count.values()) {
    if ((piece.original ?? piece.owner) === mover) continue;
    for (let i = 0; i < n; i++)
      out.push({ owner: piece.original ?? piece.owner, kind: piece.kind });
  }
  return out;
}

/** Words for an ending, per seat ('Black wins: White resigned'), as records write them. */
export function describeEnding(game: GameDefinition, ending: Ending): string {
  return resultWords(game, ending);
}

/**
 * The result token of a record ('1-0', '0-1-1', '1/2-1/2'; '*' while the game goes on), as the
 * record writes it: a draw shares among `inGame` (default every seat), a seat already out has 0.
 */
export function resultToken(
  seats: number,
  ending: Ending | undefined,
  inGame?: readonly number[],
): string {
  return recordResult(seats, ending, inGame);
}

/**
 * The ending the players made, from an outcome read from a record or a link: a draw by
 * agreement or a claim, or a flag fall against a side that could never win; or else a
 * resignation (time and abandonment end a game the same way, a loss the rules did not see).
 */
export function declaredEnding(outcome: Outcome): Ending {
  if (outcome.winners.length > 0)
    return { ...outcome, by: / on time$/.test(outcome.reason) ? 'time' : 'resignation' };
  if (/ ran out of time, /.test(outcome.reason)) return { ...outcome, by: 'time' };
  return { ...outcome, by: /agree/.test(outcome.reason) ? 'agreement' : 'claim' };
}
