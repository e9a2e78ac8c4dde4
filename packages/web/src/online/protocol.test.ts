import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import type { GameEvent } from '@trigon/protocol';
import { readRecord, writeRecord } from '../game/record.js';
import {
  OnlineGame,
  clockName,
  clockText,
  lobbyQuery,
  resultText,
  type GameInfo,
} from './protocol.js';

/**
 * The replay itself is tested once, in packages/protocol; these tests are of what the app
 * adds: the moves kept as the local page keeps them, records, and words.
 */
const three: GameInfo = {
  id: 'g1',
  game: 'triangulation',
  options: {},
  clock: { kind: 'none' },
  public: false,
  createdAt: 0,
  rematchOf: null,
  rated: false,
  ratingRange: null,
  players: ['Red', 'Green', 'Blue'],
  playing: [0, 1, 2],
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
  it('turns the army of a player of three who leaves neutral; the other two play on', () => {
    const game = new OnlineGame(three);
    let seq = 0;
    const next = (event: GameEvent) => game.apply({ seq: ++seq, at: 0, event });
    next({ kind: 'start' });
    next({ kind: 'move', seat: 0, move: 'A8Ω-D7Φ' });
    next({ kind: 'move', seat: 1, move: 'F3Ω-E5Ω' });
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'withdraw', seat: 2, reason: 'resign' });
    expect(game.withdrawn).toEqual(new Map([[2, 'resign']]));
    expect(game.session.coordinates()).toEqual(['A8Ω-D7Φ', 'F3Ω-E5Ω', 'leave:b']);
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
    const next = (event: GameEvent) => game.apply({ seq: ++seq, at: 0, event });
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

  it('says a result in words, two winners sharing a draw', () => {
    expect(resultText({ winners: [1, 2], reason: 'Red resigned' }, three.players)).toBe(
      'Red resigned: Green and Blue share a draw',
    );
    expect(resultText({ winners: [2], reason: 'Green resigned' }, three.players)).toBe(
      'Blue won: Green resigned',
    );
    expect(resultText({ winners: [], reason: 'draw agreed' }, three.players)).toBe(
      'Draw: draw agreed',
    );
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
    // Green is out by the rules, and watches.
    expect([0, 1, 2].map((s) => game.isOut(s))).toEqual([false, true, false]);
  });

  it('shows clocks as minutes and seconds', () => {
    expect(clockText(600_000)).toBe('10:00');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(-5)).toBe('0:00');
    expect(clockText(3 * 86_400_000)).toBe('3 d 0 h');
    expect(
      clockName({ kind: 'realtime', initialMs: 600_000, bonusMs: 5_000, mode: 'increment' }),
    ).toBe('10+5');
    expect(clockName({ kind: 'correspondence', daysPerMove: 3 })).toBe('3 days a move');
  });
});

describe('lobbyQuery', () => {
  it('names only the filters set, as the server reads them', () => {
    expect(lobbyQuery({})).toBe('');
    expect(lobbyQuery({ game: 'trigonal', speed: 'blitz', rated: false, min: 0, max: 1600 })).toBe(
      '?game=trigonal&speed=blitz&rated=false&min=0&max=1600',
    );
  });
});
