import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { readRecord, writeRecord } from '../game/record.js';
import { OnlineGame, clockText, resultText, type GameInfo, type WireEvent } from './protocol.js';

const info: GameInfo = {
  id: 'g1',
  game: 'trigonal',
  options: {},
  clock: { kind: 'none' },
  public: false,
  rematchOf: null,
  players: ['White', 'Black'],
};

const three: GameInfo = {
  ...info,
  game: 'triangulation',
  players: ['Red', 'Green', 'Blue'],
};

/** Red's Cavalry takes Green's General on G2Ω with the 10th move (Red, Green, Blue in turn). */
const KNOCKOUT = [
  'A8Ω-D7Φ',
  'F3Ω-E5Ω',
  'H6Δ-G6Λ',
  'D7Φ-E5Ω',
  'H2Ω-G2Ω',
  'H7Δ-H5Λ',
  'E5Ω-H3Σ',
  'G3Φ-G4Σ',
  'H7Γ-H6Δ',
  'H3Σ-G2Ω',
];

describe('OnlineGame', () => {
  it('replays events in order, ignoring one it has already applied', () => {
    const game = new OnlineGame(info);
    expect(game.awaited()).toEqual([0, 1]);
    expect(game.apply({ seq: 1, at: 0, event: { kind: 'join', seat: 0, name: 'Ann' } })).toBe(true);
    expect(game.awaited()).toEqual([1]);
    expect(game.apply({ seq: 2, at: 0, event: { kind: 'join', seat: 1, name: null } })).toBe(true);
    expect(game.apply({ seq: 3, at: 0, event: { kind: 'start' } })).toBe(true);
    const move = { seq: 4, at: 0, event: { kind: 'move', seat: 0, move: 'h4-h5' } } as const;
    expect(game.apply(move)).toBe(true);
    expect(game.apply(move)).toBe(false);
    expect(game.moves).toEqual(['h4-h5']);
    expect(game.position.turn).toBe(1);
    expect(game.names).toEqual(['Ann', null]);
    expect(game.joined).toEqual(new Set([0, 1]));
    expect(game.awaited()).toEqual([]);
    expect(() => game.apply({ seq: 6, at: 0, event: { kind: 'resign', seat: 1 } })).toThrow(
      'event 6 arrived after 4',
    );
  });

  it('ends on resignation, the others winning, and on an agreed draw', () => {
    const resigned = new OnlineGame(info);
    resigned.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    resigned.apply({ seq: 2, at: 0, event: { kind: 'resign', seat: 0 } });
    expect(resigned.result).toEqual({ winners: [1], reason: 'White resigned' });
    const drawn = new OnlineGame(info);
    drawn.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    drawn.apply({ seq: 2, at: 0, event: { kind: 'draw-offer', seat: 1 } });
    expect(drawn.status).toBe('playing');
    drawn.apply({ seq: 3, at: 0, event: { kind: 'draw-accept', seat: 0 } });
    expect(drawn.result).toEqual({ winners: [], reason: 'draw agreed' });
  });

  it('turns the army of a player of three who leaves neutral; the other two play on', () => {
    const game = new OnlineGame(three);
    let seq = 0;
    const next = (event: WireEvent['event']) => game.apply({ seq: ++seq, at: 0, event });
    next({ kind: 'start' });
    next({ kind: 'move', seat: 0, move: 'A8Ω-D7Φ' });
    next({ kind: 'move', seat: 1, move: 'F3Ω-E5Ω' });
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'withdraw', seat: 2, reason: 'resign' });
    expect(game.status).toBe('playing');
    expect(game.drawOffer).toBeNull();
    expect(game.withdrawn).toEqual(new Map([[2, 'resign']]));
    expect(game.active()).toEqual([0, 1]);
    expect([0, 1, 2].map((s) => game.isOut(s))).toEqual([false, false, true]);
    expect(game.position.turn).toBe(0);
    expect(game.moves).toEqual(['A8Ω-D7Φ', 'F3Ω-E5Ω', 'leave:b']);
    expect(game.session.ply(2).text).toBe('leave:b');
    // Blue's pieces stay on the board as the neutral army.
    const h8 = game.definition.topology.cell('H8β');
    expect(game.session.contentsAt(3)[h8]).toEqual([{ owner: 2, kind: 'C' }]);
    for (const [i, move] of ['D7Φ-E5Ω', 'H2Ω-G2Ω', 'E5Ω-H3Σ', 'G3Φ-G4Σ', 'H3Σ-G2Ω'].entries())
      next({ kind: 'move', seat: i % 2, move });
    expect(game.result).toEqual({ winners: [0], reason: 'last General standing' });
    expect(game.session.length).toBe(8);
  });

  it('writes and reads back a record with a withdrawal, and the server’s record form', () => {
    const game = new OnlineGame(three);
    let seq = 0;
    const next = (event: WireEvent['event']) => game.apply({ seq: ++seq, at: 0, event });
    next({ kind: 'start' });
    next({ kind: 'move', seat: 0, move: 'A8Ω-D7Φ' });
    next({ kind: 'withdraw', seat: 1, reason: 'abandon' });
    next({ kind: 'move', seat: 2, move: 'H6Δ-G6Λ' });
    const read = readRecord(writeRecord(game.session), games);
    expect(read.ok && read.value.session.coordinates()).toEqual(['A8Ω-D7Φ', 'leave:g', 'H6Δ-G6Λ']);
    const server = [
      '[Game "triangulation"]',
      '',
      '1. CA8Ω-D7Φ {Green abandoned the game} 2. leave:g 3. IH6Δ-G6Λ',
    ].join('\n');
    const fromServer = readRecord(server, games);
    expect(fromServer.ok && fromServer.value.session.position.toText()).toBe(
      game.position.toText(),
    );
  });

  it('replays a resignation among three stored before withdrawals: a shared draw', () => {
    const game = new OnlineGame(three);
    expect(game.playing).toEqual([0, 1, 2]);
    game.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    game.apply({ seq: 2, at: 0, event: { kind: 'resign', seat: 0 } });
    expect(game.result).toEqual({ winners: [1, 2], reason: 'Red resigned' });
    expect(resultText(game.result!, three.players)).toBe(
      'Red resigned: Green and Blue share a draw',
    );
    expect(resultText({ winners: [2], reason: 'Green resigned' }, three.players)).toBe(
      'Blue won: Green resigned',
    );
    expect(resultText({ winners: [], reason: 'draw agreed' }, three.players)).toBe(
      'Draw: draw agreed',
    );
  });

  it('marks a player whose General is captured as out; a draw then needs only the others', () => {
    const game = new OnlineGame(three);
    let seq = 0;
    const next = (event: WireEvent['event']) => game.apply({ seq: ++seq, at: 0, event });
    next({ kind: 'start' });
    for (const [i, move] of KNOCKOUT.entries()) next({ kind: 'move', seat: i % 3, move });
    expect(game.status).toBe('playing');
    expect(game.active()).toEqual([0, 2]);
    expect([0, 1, 2].map((s) => game.isOut(s))).toEqual([false, true, false]);
    next({ kind: 'draw-offer', seat: 2 });
    next({ kind: 'draw-accept', seat: 0 });
    expect(game.result).toEqual({ winners: [], reason: 'draw agreed' });
  });

  it('keeps the moves as the local page shows them: notation, announcements, positions', () => {
    const game = new OnlineGame(three);
    let seq = 0;
    game.apply({ seq: ++seq, at: 0, event: { kind: 'start' } });
    for (const [i, move] of KNOCKOUT.entries())
      game.apply({ seq: ++seq, at: 0, event: { kind: 'move', seat: i % 3, move } });
    const session = game.session;
    expect(session.length).toBe(KNOCKOUT.length);
    expect(session.coordinates()).toEqual(KNOCKOUT);
    expect(session.position).toBe(game.position);
    expect(session.ply(9).seat).toBe(0);
    expect(session.ply(9).notes).toContain('Green is eliminated by Red');
    expect(session.positionAt(9).turn).toBe(0);
    // What stands on G2Ω before and after Red's Cavalry takes Green's General there.
    const g2 = game.definition.topology.cell('G2Ω');
    expect(session.contentsAt(9)[g2]).toEqual([{ owner: 1, kind: 'G' }]);
    expect(session.contentsAt(10)[g2]?.map((p) => p.kind)).toEqual(['C']);
  });

  it('knows the two playing seats of players=2, from the engine or the server', () => {
    const game = new OnlineGame({ ...three, options: { players: '2', neutral: 'green' } });
    expect(game.playing).toEqual([0, 2]);
    expect(game.isOut(1)).toBe(false);
    const told = new OnlineGame({ ...three, options: { players: '2' }, playing: [0, 1] });
    expect(told.playing).toEqual([0, 1]);
    told.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    told.apply({ seq: 2, at: 0, event: { kind: 'abandon', seat: 1 } });
    expect(told.result).toEqual({ winners: [0], reason: 'Green abandoned the game' });
  });

  it('shows clocks as minutes and seconds', () => {
    expect(clockText(600_000)).toBe('10:00');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(-5)).toBe('0:00');
    expect(clockText(3 * 86_400_000)).toBe('3 d 0 h');
  });
});
