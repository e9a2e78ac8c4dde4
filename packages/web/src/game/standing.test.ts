import { describe, expect, it } from 'vitest';
import { games, moveEffects, seatStatus, unwrap, type Position } from '@trigon/engine';
import { announcedWords, effectWords, statusWords, withdrawingSeat } from './standing.js';
import { GameSession } from './session.js';

const triangulation = unwrap(games.get('triangulation'));
const trigonal = unwrap(games.get('trigonal'));
const read = (text: string) => unwrap(triangulation.parse(text));
const play = (p: Position, text: string) => p.play(unwrap(p.parseMove(text)));
const words = (p: Position) => seatStatus(p).map((s) => statusWords(p.game, s));

// docs/rules/triangulation.md T12: Green is checkmated by the Red Cavalry on G4Φ; Green to move.
const T12 = '1/3/5/4rG*2/9/11/3rC8bG*/gG*gR*13 g rgb - -/-/-';
// Red's Rukh on rank H, with nothing between it and Blue's General: it can check Blue.
const CHECK = 'rG*/3/5/7/9/11/13/gG*6rR*6bG* r rgb - -/-/-';

describe('the words of a seat’s standing', () => {
  it('are none at the start, and name the neutral army of two players', () => {
    expect(words(triangulation.create())).toEqual(['', '', '']);
    expect(words(triangulation.create({ players: '2' }))).toEqual(['', '', 'neutral army']);
  });

  it('say who left a game of three', () => {
    const p = triangulation.create();
    p.play(unwrap(p.withdrawal!(1)));
    expect(words(p)).toEqual(['', 'left the game; army neutral', '']);
  });

  it('follow a checkmate, the forced capture and the elimination of T12', () => {
    const p = read(T12);
    expect(words(p)[1]).toBe('checkmated, awaiting capture');
    play(p, 'H2Ω-H3Σ');
    play(p, 'G8Γ-G8Δ');
    play(p, 'G4Φ-H1Ω');
    expect(words(p)[1]).toBe('eliminated by Red');
  });

  it('say a check of a General whose player is not to move', () => {
    const p = read(CHECK);
    const check = p.legalMoves().find((m) => p.moveToText(m).endsWith('+'))!;
    p.play(check);
    expect(words(p)[2]).toBe('in check');
  });
});

describe('what a move announces', () => {
  it('is written after the move in a game of three: a check, an elimination, a leaving', () => {
    const session = unwrap(GameSession.fromText(triangulation, CHECK));
    const check = session.legalMoves().find((m) => {
      const [effect] = moveEffects(session.position, m);
      return effect?.type === 'check' && effect.seats.join() === '2';
    })!;
    expect(session.play(check).notes).toEqual(['Red checks Blue']);
    const quiet = session.legalMoves().find((m) => moveEffects(session.position, m).length === 0)!;
    expect(session.play(quiet).notes).toEqual([]);

    const t12 = unwrap(GameSession.fromText(triangulation, T12));
    for (const move of ['H2Ω-H3Σ', 'G8Γ-G8Δ']) unwrap(t12.playText(move));
    const capture = unwrap(t12.playText('G4Φ-H1Ω'));
    expect(capture.notes).toContain('Green is eliminated by Red');
    expect(capture.effects).toContainEqual({ type: 'army', seat: 1, owner: 0 });
    expect(capture.notes).not.toContain(
      effectWords(triangulation, { type: 'army', seat: 1, owner: 0 }),
    );
  });

  it('leaves a check to the notation in a game of two', () => {
    const effects = [{ type: 'check', by: 0, seats: [1] }] as const;
    expect(announcedWords(trigonal, effects)).toEqual([]);
    expect(announcedWords(triangulation, effects)).toEqual(['Red checks Green']);
    expect(announcedWords(triangulation, [{ type: 'check', by: 0, seats: [1, 2] }])).toEqual([
      'Red: Double Check',
    ]);
  });

  it('names the seat that leaves', () => {
    expect(withdrawingSeat([{ type: 'withdrawal', seat: 2 }])).toBe(2);
    expect(withdrawingSeat([{ type: 'out', seat: 2, by: 0 }])).toBeUndefined();
    const session = GameSession.start(triangulation);
    unwrap(session.playText('C6Ω-D6Ω'));
    expect(session.withdraw(1)).toBe(true);
    const leaving = session.ply(1);
    expect(leaving).toMatchObject({ seat: 1, withdrawal: true });
    expect(leaving.notes).toEqual(['Green leaves the game; its army stands neutral']);
  });
});
