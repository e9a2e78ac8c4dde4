import { describe, expect, it } from 'vitest';
import type { GameDefinition, GameOptions, Move, Outcome, PieceView, Position } from './types.js';
import {
  checkCells,
  heldPieces,
  moveEffects,
  moveWarnings,
  royalKinds,
  seatStatus,
} from './view.js';

// The defaults of core/view.ts, on a fake that has only what they read: seats, pieces and
// cells, the turn, check, the outcome, and play/undo. A move here is the state it leads to.

interface FakeState {
  readonly turn: number;
  readonly check: boolean;
  readonly over?: boolean;
}

class FakePosition {
  readonly options: GameOptions = {};
  private readonly states: FakeState[];

  constructor(
    readonly game: GameDefinition,
    start: FakeState,
    private readonly cells: readonly (readonly PieceView[])[],
    readonly activeSeats?: () => readonly number[],
  ) {
    this.states = [start];
  }

  get turn(): number {
    return this.now.turn;
  }

  inCheck(): boolean {
    return this.now.check;
  }

  outcome(): Outcome | undefined {
    return this.now.over ? { winners: [(this.now.turn + 2) % 3], reason: 'checkmate' } : undefined;
  }

  contents(cell: number): readonly PieceView[] {
    return this.cells[cell];
  }

  play(move: Move): void {
    this.states.push(MOVES[move]);
  }

  undo(): boolean {
    return this.states.length > 1 && this.states.pop() !== undefined;
  }

  private get now(): FakeState {
    return this.states[this.states.length - 1];
  }
}

const MOVES: readonly FakeState[] = [
  { turn: 1, check: false },
  { turn: 1, check: true },
  { turn: 1, check: true, over: true },
];
const [QUIET, CHECK, MATE] = [0, 1, 2];

const game = (playingSeats?: GameDefinition['playingSeats']) =>
  ({
    id: 'fake',
    players: ['North', 'East', 'South'],
    topology: { size: 4 },
    options: [],
    pieces: [
      { letter: 'K', name: 'King', royal: true },
      { letter: 'P', name: 'Pawn' },
    ],
    playingSeats,
  }) as unknown as GameDefinition;

// Cell 0: North's King; 1: East's King under a Pawn; 2: East's King; 3: empty.
const CELLS: readonly PieceView[][] = [
  [{ owner: 0, kind: 'K' }],
  [
    { owner: 1, kind: 'K' },
    { owner: 1, kind: 'P' },
  ],
  [{ owner: 1, kind: 'K' }],
  [],
];

const fake = (start: FakeState, options: { playing?: number[]; active?: number[] } = {}) =>
  new FakePosition(
    game(options.playing && (() => options.playing!)),
    start,
    CELLS,
    options.active && (() => options.active!),
  ) as unknown as Position;

describe('the defaults of what pages show', () => {
  it('give every seat playing, the seat to move marked', () => {
    expect(seatStatus(fake({ turn: 1, check: false }))).toEqual([
      { state: 'playing', toMove: false },
      { state: 'playing', toMove: true },
      { state: 'playing', toMove: false },
    ]);
  });

  it('put the seat to move in check, and keep it so once checkmated, with no one to move', () => {
    expect(seatStatus(fake({ turn: 1, check: true })).map((s) => s.state)).toEqual([
      'playing',
      'check',
      'playing',
    ]);
    expect(seatStatus(fake({ turn: 1, check: true, over: true }))).toEqual([
      { state: 'playing', toMove: false },
      { state: 'check', toMove: false },
      { state: 'playing', toMove: false },
    ]);
  });

  it('make neutral the seats outside activeSeats, or else outside the game’s playing seats', () => {
    expect(seatStatus(fake({ turn: 0, check: false }, { playing: [0, 1] }))).toEqual([
      { state: 'playing', toMove: true },
      { state: 'playing', toMove: false },
      { state: 'neutral', toMove: false },
    ]);
    const active = fake({ turn: 0, check: false }, { playing: [0, 1], active: [0, 2] });
    expect(seatStatus(active).map((s) => s.state)).toEqual(['playing', 'neutral', 'playing']);
  });

  it('mark the cells whose top piece is a royal piece of the seat to move, only in check', () => {
    expect(checkCells(fake({ turn: 1, check: true }))).toEqual([2]);
    expect(checkCells(fake({ turn: 0, check: true }))).toEqual([0]);
    expect(checkCells(fake({ turn: 1, check: false }))).toEqual([]);
    expect(royalKinds(fake({ turn: 0, check: false }))).toEqual(new Set(['K']));
  });

  it('tell a check of the next seat, none for a quiet move or a mate, and undo the move', () => {
    const p = fake({ turn: 0, check: false });
    expect(moveEffects(p, CHECK)).toEqual([{ type: 'check', by: 0, seats: [1] }]);
    expect(moveEffects(p, QUIET)).toEqual([]);
    expect(moveEffects(p, MATE)).toEqual([]);
    expect([p.turn, p.inCheck(), p.undo()]).toEqual([0, false, false]);
  });

  it('warn of nothing and hold nothing', () => {
    const p = fake({ turn: 0, check: false });
    expect(moveWarnings(p, CHECK)).toEqual([]);
    expect(heldPieces(p)).toBeUndefined();
  });

  it('give way to what a position says itself', () => {
    const p = fake({ turn: 0, check: false });
    const own: Partial<Position> = {
      seatStatus: () => [{ state: 'out', toMove: false, by: 2 }],
      checkCells: () => [3],
      moveEffects: (move) => [{ type: 'withdrawal', seat: move }],
      moveWarnings: () => [{ code: 'royal-capturable', message: 'careful' }],
      heldPieces: () => [[{ owner: 0, kind: 'P' }]],
    };
    Object.assign(p, own);
    expect(seatStatus(p)).toEqual([{ state: 'out', toMove: false, by: 2 }]);
    expect(checkCells(p)).toEqual([3]);
    expect(moveEffects(p, 2)).toEqual([{ type: 'withdrawal', seat: 2 }]);
    expect(moveWarnings(p, 0)).toEqual([{ code: 'royal-capturable', message: 'careful' }]);
    expect(heldPieces(p)).toEqual([[{ owner: 0, kind: 'P' }]]);
  });
});
