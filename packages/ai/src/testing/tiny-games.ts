import type {
  GameDefinition,
  Move,
  MoveInfo,
  Outcome,
  PieceView,
  Position,
  Result,
} from '@trigon/engine';
import type { GameEvaluation } from '../evaluation/types.js';

/**
 * Small games that implement the engine's Position contract, for testing the search apart
 * from any real game: a state machine given by a few functions. Test support only (not
 * built into the package).
 */
export interface TinyRules<S> {
  readonly id: string;
  readonly seats: number;
  readonly maxMoves: number;
  readonly start: S;
  turn(state: S): number;
  /** Legal moves (small non-negative integers); none once the game is over. */
  moves(state: S): number[];
  play(state: S, move: number): S;
  outcome(state: S): Outcome | undefined;
  /** A non-negative integer below 2^53. */
  hash(state: S): number;
  capture(state: S, move: number): boolean;
  evaluate(state: S, seat: number): number;
  inCheck?(state: S): boolean;
}

export class TinyPosition<S> implements Position {
  readonly game: GameDefinition;
  readonly options = {};
  readonly maxMoves: number;
  private readonly states: S[];
  private readonly played: Move[];

  constructor(
    readonly rules: TinyRules<S>,
    states?: S[],
    played?: Move[],
  ) {
    // One id for every tiny game: they share one evaluation (tinyEvaluation), which the
    // search refuses to run on the positions of another game.
    this.game = {
      id: 'tiny',
      title: rules.id,
      players: Array.from({ length: rules.seats }, (_, i) => `P${i}`),
      options: [],
    } as unknown as GameDefinition;
    this.maxMoves = rules.maxMoves;
    this.states = states ?? [rules.start];
    this.played = played ?? [];
  }

  get state(): S {
    return this.states[this.states.length - 1];
  }
  get turn(): number {
    return this.rules.turn(this.state);
  }
  legalMoves(): Move[] {
    return this.rules.moves(this.state);
  }
  generateLegal(out: Int32Array, start: number): number {
    const moves = this.rules.moves(this.state);
    out.set(moves, start);
    return moves.length;
  }
  play(move: Move): void {
    if (!this.rules.moves(this.state).includes(move)) throw new Error(`illegal move ${move}`);
    this.states.push(this.rules.play(this.state, move));
    this.played.push(move);
  }
  undo(): boolean {
    if (this.played.length === 0) return false;
    this.states.pop();
    this.played.pop();
    return true;
  }
  history(): Move[] {
    return [...this.played];
  }
  clone(): TinyPosition<S> {
    return new TinyPosition(this.rules, [...this.states], [...this.played]);
  }
  outcome(): Outcome | undefined {
    return this.rules.outcome(this.state);
  }
  drawClaim(): string | undefined {
    return undefined;
  }
  inCheck(): boolean {
    return this.rules.inCheck?.(this.state) ?? false;
  }
  toText(): string {
    return JSON.stringify(this.state);
  }
  moveToCoord(move: Move): string {
    return `m${move}`;
  }
  moveToText(move: Move): string {
    return `m${move}`;
  }
  parseMove(text: string): Result<Move> {
    const move = Number(text.slice(1));
    return this.legalMoves().includes(move)
      ? { ok: true, value: move }
      : { ok: false, code: 'illegal-move', error: `no move '${text}'` };
  }
  moveInfo(move: Move): MoveInfo {
    return { from: -1, to: move, capture: this.isCapture(move) };
  }
  isCapture(move: Move): boolean {
    return this.rules.capture(this.state, move);
  }
  hash(): number {
    return this.rules.hash(this.state);
  }
  contents(): readonly PieceView[] {
    return [];
  }
}

export function tinyEvaluation<S>(): GameEvaluation {
  return {
    game: 'tiny',
    units: 'points',
    evaluate: (position, seat) =>
      (position as TinyPosition<S>).rules.evaluate((position as TinyPosition<S>).state, seat),
  };
}

/** A 53-bit mix of a hash and a number. */
export function mix(hash: number, value: number): number {
  let lo = (hash % 4294967296) ^ Math.imul(value + 0x9e3779b9, 0x85ebca6b);
  let hi = Math.floor(hash / 4294967296) ^ Math.imul(value + 0x7f4a7c15, 0xc2b2ae35);
  lo = Math.imul(lo ^ (lo >>> 16), 0x85ebca6b) ^ hi;
  hi = Math.imul(hi ^ (hi >>> 13), 0xc2b2ae35) ^ lo;
  lo = Math.imul(lo ^ (lo >>> 16), 0x27d4eb2f);
  return (hi & 0x1fffff) * 4294967296 + (lo >>> 0);
}

interface TreeState {
  readonly hash: number;
  readonly depth: number;
}

/**
 * A random game tree: every position is a hash, its moves and static values come from the
 * hash, so the tree has no transpositions and a naive minimax gives its exact values.
 * Captures occur only in the first `captureDepth` plies and the game only ends from
 * `endDepth` on, so quiescence never meets a finished game.
 */
export function treeGame(
  seed: number,
  seats: number,
  captureDepth = 5,
  endDepth = 6,
): TinyRules<TreeState> {
  return {
    id: `tree${seats}`,
    seats,
    maxMoves: 5,
    start: { hash: mix(seed, 1), depth: 0 },
    turn: (s) => (seats === 2 ? s.depth % 2 : (s.depth + (s.hash % 7 === 0 ? 1 : 0)) % seats),
    moves: (s) => {
      const count = s.depth >= endDepth ? s.hash % 5 : 1 + (s.hash % 4);
      return Array.from({ length: count }, (_, i) => i);
    },
    play: (s, m) => ({ hash: mix(s.hash, m + 10), depth: s.depth + 1 }),
    outcome: (s) => {
      if (s.depth < endDepth || s.hash % 5 !== 0) return undefined;
      if (s.hash % 3 === 0) return { winners: [], reason: 'draw' };
      const turn = seats === 2 ? s.depth % 2 : (s.depth + (s.hash % 7 === 0 ? 1 : 0)) % seats;
      return { winners: [(turn + 1) % seats], reason: 'no moves' };
    },
    hash: (s) => s.hash,
    capture: (s, m) => s.depth < captureDepth && (mix(s.hash, m + 10) & 3) === 0,
    evaluate: (s, seat) => (mix(s.hash, 1000 + seat) % 201) - 100,
  };
}

/** One pile of stones; each turn takes 1 to 3; whoever takes the last stone wins. */
export function nimGame(stones: number, seats = 2): TinyRules<{ stones: number; turn: number }> {
  return {
    id: 'nim',
    seats,
    maxMoves: 3,
    start: { stones, turn: 0 },
    turn: (s) => s.turn,
    moves: (s) => [1, 2, 3].filter((k) => k <= s.stones),
    play: (s, m) => ({ stones: s.stones - m, turn: (s.turn + 1) % seats }),
    outcome: (s) =>
      s.stones === 0
        ? { winners: [(s.turn + seats - 1) % seats], reason: 'last stone' }
        : undefined,
    hash: (s) => s.stones * 8 + s.turn + 1,
    capture: () => false,
    evaluate: () => 0,
  };
}
