import { describe, expect, it } from 'vitest';
import { Triangulation, games, unwrap } from '@trigon/engine';
import { moveNotes, rescueWords, rescuedPiece, seatStates, stateWords } from './triangulation.js';
import { GameSession } from './session.js';
import { choiceOrder } from '../ui/ChoiceDialog.js';

const game = unwrap(games.get('triangulation'));
const read = (text: string) => unwrap(game.parse(text)) as Triangulation.TriangulationPosition;
const move = (p: Triangulation.TriangulationPosition, text: string) => unwrap(p.parseMove(text));

// Rules §7 T12: Green is checkmated by the Red Cavalry on G4Φ; Green to move.
const T12 = '1/3/5/4rG*2/9/11/3rC8bG*/gG*gR*13 g rgb - -/-/-';
// Rules §7 T13: Red's Infantry on H2Ω may reach Green's corner and rescue from Green's pile.
export const T13 = '1/3/5/4rG*2/9/6gG*4/13/1rI12bG* r rgb - -/rRrI/-';

describe('seat states', () => {
  it('are all playing at the start, and neutral for the neutral army of two players', () => {
    expect(seatStates(read(game.create().toText()))).toEqual([
      { status: 'playing' },
      { status: 'playing' },
      { status: 'playing' },
    ]);
    const two = game.create({ players: '2' }) as Triangulation.TriangulationPosition;
    expect(seatStates(two).map((s) => s.status)).toEqual(['playing', 'playing', 'neutral']);
    expect(stateWords(game, { status: 'neutral' })).toBe('neutral army');
  });

  it('say who left a game of three, whose army stands neutral', () => {
    const p = game.create() as Triangulation.TriangulationPosition;
    p.play(unwrap(p.withdrawal(1)));
    expect(seatStates(p).map((s) => s.status)).toEqual(['playing', 'left', 'playing']);
    expect(stateWords(game, seatStates(p)[1])).toBe('left the game; army neutral');
    p.undo();
    expect(moveNotes(p, unwrap(p.withdrawal(1)))).toEqual([
      'Green leaves the game; its army stands neutral',
    ]);
  });

  it('follow a checkmate, the forced capture and the elimination of T12', () => {
    const p = read(T12);
    expect(seatStates(p)[1]).toEqual({ status: 'checkmated' });
    p.play(move(p, 'H2Ω-H3Σ'));
    // Green stays checkmated while Blue moves; its Rukh on H3Σ now checks Red along column Σ.
    expect(seatStates(p).map((s) => s.status)).toEqual(['check', 'checkmated', 'playing']);
    p.play(move(p, 'G8Γ-G8Δ'));
    expect(moveNotes(p, move(p, 'G4Φ-H1Ω'))).toEqual(['Green is eliminated by Red']);
    p.play(move(p, 'G4Φ-H1Ω'));
    const states = seatStates(p);
    expect(states[1]).toEqual({ status: 'eliminated', by: 0 });
    expect(stateWords(game, states[1])).toBe('eliminated by Red');
    expect(stateWords(game, { status: 'checkmated' })).toBe('checkmated, awaiting capture');
    expect(stateWords(game, { status: 'playing' })).toBe('');
  });

  it('mark a General in check even when its player is not the one to move', () => {
    // Red's Rukh checks Blue's General along rank H; then Green is to move.
    const p = read('rG*/3/5/7/9/11/13/gG*6rR*6bG* r rgb - -/-/-');
    const check = p.legalMoves().find((m) => p.announcement(m) === 'Red checks Blue');
    expect(check).toBeDefined();
    p.play(check!);
    expect(seatStates(p)[2]).toEqual({ status: 'check' });
    expect(stateWords(game, seatStates(p)[2])).toBe('in check');
  });
});

describe('announcements', () => {
  it('are kept with each move of a session', () => {
    const session = unwrap(
      GameSession.fromText(game, 'rG*/3/5/7/9/11/13/gG*6rR*6bG* r rgb - -/-/-'),
    );
    const position = session.position as Triangulation.TriangulationPosition;
    const check = position.legalMoves().find((m) => position.announcement(m) === 'Red checks Blue');
    expect(check).toBeDefined();
    expect(session.play(check!).notes).toEqual(['Red checks Blue']);
    const next = session.position as Triangulation.TriangulationPosition;
    const quiet = next.legalMoves().find((m) => next.announcement(m) === undefined)!;
    expect(session.play(quiet).notes).toEqual([]);
  });
});

describe('the rescue chooser', () => {
  it('says each rescue in words, from the mover’s side', () => {
    expect(rescueWords(game, 0, undefined)).toBe('No rescue');
    expect(rescueWords(game, 0, undefined, 'H1Ω')).toBe('No rescue; your Infantry stays on H1Ω');
    expect(rescueWords(game, 0, '!R@C7Φ')).toBe('Rescue the Rukh; your Infantry returns to C7Φ');
    expect(rescueWords(game, 0, '!gC@C7Φ')).toBe(
      'Rescue the Green Cavalry; your Infantry returns to C7Φ',
    );
    expect(rescueWords(game, 1, '!I@F3Ω,G3Ω')).toBe(
      'Rescue the Infantry; both Infantries go to F3Ω and G3Ω',
    );
    expect(rescuedPiece(0, '!R@C7Φ')).toEqual({ owner: 0, kind: 'R' });
    expect(rescuedPiece(0, '!gC@C7Φ')).toEqual({ owner: 0, kind: 'C', original: 1 });
    expect(rescuedPiece(0, undefined)).toBeUndefined();
  });

  it('lists the 16 outcomes of T13 with no rescue first', () => {
    const p = read(T13);
    const from = game.topology.cell('H2Ω');
    const to = game.topology.cell('H1Ω');
    const moves = p.legalMoves().filter((m) => {
      const info = p.moveInfo(m);
      return info.from === from && info.to === to;
    });
    const ordered = choiceOrder(p, moves);
    expect(ordered).toHaveLength(16);
    const words = ordered.map((m) => rescueWords(game, 0, p.moveInfo(m).choice));
    expect(words[0]).toBe('No rescue');
    expect(words.filter((w) => w.startsWith('Rescue the Rukh'))).toHaveLength(5);
    expect(words.filter((w) => w.startsWith('Rescue the Infantry'))).toHaveLength(10);
  });
});
