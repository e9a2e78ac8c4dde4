import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { GameSession, declaredEnding, describeEnding, resultToken } from './session.js';

const trigonal = unwrap(games.get('trigonal'));

function play(session: GameSession, ...moves: string[]): void {
  for (const move of moves) {
    const played = session.playText(move);
    if (!played.ok) throw new Error(played.error);
  }
}

describe('GameSession', () => {
  it('plays moves, keeps their notation and replays any earlier position', () => {
    const session = GameSession.start(trigonal);
    play(session, 'f4-f5', 'f8-f7', 'Nf1-e2');
    expect(session.length).toBe(3);
    expect(session.coordinates()).toEqual(['f4-f5', 'f8-f7', 'f1-e2']);
    expect(session.moves().map((p) => p.text)).toEqual(['f4-f5', 'f8-f7', 'Nf1-e2']);
    expect(session.moves().map((p) => p.seat)).toEqual([0, 1, 0]);
    expect(session.positionAt(0).toText()).toBe(session.startText);
    const after2 = trigonal.create();
    after2.play(unwrap(after2.parseMove('f4-f5')));
    after2.play(unwrap(after2.parseMove('f8-f7')));
    expect(session.positionAt(2).toText()).toBe(after2.toText());
    expect(session.contentsAt(1)[trigonal.topology.cell('f5')]).toEqual([{ owner: 0, kind: 'P' }]);
    expect(session.contentsAt(0)[trigonal.topology.cell('f5')]).toEqual([]);
    expect(session.standardStart).toBe(true);
  });

  it('takes moves back exactly', () => {
    const session = GameSession.start(trigonal);
    const start = session.position.toText();
    play(session, 'f4-f5', 'f8-f7');
    expect(session.undo()).toBe(true);
    expect(session.undo()).toBe(true);
    expect(session.undo()).toBe(false);
    expect(session.position.toText()).toBe(start);
    expect(session.length).toBe(0);
  });

  it('refuses an illegal move with the engine’s message and changes nothing', () => {
    const session = GameSession.start(trigonal);
    const result = session.playText('f4-f6');
    expect(result.ok).toBe(false);
    expect(session.length).toBe(0);
  });

  it('records captured pieces for the capturing seat', () => {
    // White Kh2 Pf3; Black Kh14 Ne3 Bg5 (trigonal-chess.md §7.4 A): f3xg5 takes the bishop.
    const session = unwrap(
      GameSession.fromText(trigonal, '1/3/5/7/2n6/2P8/4b8/1K11k1/17 w - - 0 1'),
    );
    expect(session.standardStart).toBe(false);
    play(session, 'f3xg5');
    expect(session.ply(0).captured).toEqual([{ owner: 1, kind: 'B' }]);
    expect(session.capturedBy()).toEqual([[{ owner: 1, kind: 'B' }], []]);
    expect(session.capturedBy(0)).toEqual([[], []]);
  });

  it('ends by checkmate, resignation or agreement, with the right result token', () => {
    // White Kc4 Qd4, Black Ka1, White to move: Qd4-b2 is mate (trigonal-chess.md §7.6).
    const mate = unwrap(GameSession.fromText(trigonal, 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1'));
    play(mate, 'Qd4-b2');
    expect(mate.ending()).toMatchObject({ winners: [0], by: 'rules' });
    expect(resultToken(2, mate.ending())).toBe('1-0');
    expect(describeEnding(trigonal, mate.ending()!)).toMatch(/^White wins: checkmate/);
    expect(mate.legalMoves()).toEqual([]);

    const resigned = GameSession.start(trigonal);
    resigned.resign(0);
    expect(resigned.ending()).toMatchObject({ winners: [1], by: 'resignation' });
    expect(resultToken(2, resigned.ending())).toBe('0-1');
    expect(resigned.playText('f4-f5').ok).toBe(false);

    const drawn = GameSession.start(trigonal);
    drawn.offerDraw(0);
    play(drawn, 'f4-f5');
    expect(drawn.drawOffer).toBe(0);
    drawn.agreeDraw();
    expect(resultToken(2, drawn.ending())).toBe('1/2-1/2');
    // Undo takes back the agreement first, then moves.
    expect(drawn.undo()).toBe(true);
    expect(drawn.ending()).toBeUndefined();
    expect(drawn.length).toBe(1);
    expect(drawn.undo()).toBe(true);
    expect(drawn.length).toBe(0);
  });

  it('drops a draw offer once the opponent plays on', () => {
    const session = GameSession.start(trigonal);
    session.offerDraw(0);
    play(session, 'f4-f5', 'f8-f7');
    expect(session.drawOffer).toBeUndefined();
  });

  it('scores any number of seats', () => {
    expect(resultToken(3, { winners: [1], reason: 'x', by: 'rules' })).toBe('0-1-0');
    expect(resultToken(3, { winners: [], reason: 'x', by: 'agreement' })).toBe('1/2-1/2-1/2');
    // A seat already out of a game of three has no share of the draw, as the record writes it.
    expect(resultToken(3, { winners: [], reason: 'x', by: 'agreement' }, [0, 2])).toBe('1/2-0-1/2');
    expect(resultToken(3, undefined)).toBe('*');
  });

  describe('in a game of three', () => {
    const triangulation = unwrap(games.get('triangulation'));
    // Red's Cavalry takes Green's General on the tenth move: Green is out (its army is Red's).
    const knockout =
      'A8Ω-D7Φ F3Ω-E5Ω H6Δ-G6Λ D7Φ-E5Ω H2Ω-G2Ω H7Δ-H5Λ E5Ω-H3Σ G3Φ-G4Σ H7Γ-H6Δ H3Σ-G2Ω';

    it('a player who withdraws is out, its army neutral, and the others play on', () => {
      const session = GameSession.start(triangulation);
      expect(session.withdraw(1)).toBe(true);
      expect(session.ending()).toBeUndefined();
      expect(session.coordinates()).toEqual(['leave:g']);
      expect(session.position.activeSeats?.()).toEqual([0, 2]);
      play(session, 'A8Ω-D7Φ');
      expect(session.position.turn).toBe(2);
      // Undo takes the withdrawal back like a move.
      expect(session.undo()).toBe(true);
      expect(session.undo()).toBe(true);
      expect(session.position.activeSeats?.()).toEqual([0, 1, 2]);
    });

    it('resigning gives the win to the players still in, not to one already out', () => {
      const session = GameSession.start(triangulation);
      play(session, ...knockout.split(' '));
      expect(session.position.activeSeats?.()).toEqual([0, 2]);
      // With two players left there is no withdrawal: resigning ends the game.
      expect(session.withdraw(2)).toBe(false);
      session.resign(2);
      expect(session.ending()).toMatchObject({ winners: [0], by: 'resignation' });
    });
  });

  it('ends on time: the other seat wins, and a record or link reads it back as a loss on time', () => {
    const session = GameSession.start(trigonal);
    session.loseOnTime(0);
    const ending = session.ending()!;
    expect(ending).toEqual({ winners: [1], reason: 'White lost on time', by: 'time' });
    expect(describeEnding(trigonal, ending)).toBe('Black wins: White lost on time');
    expect(resultToken(2, ending)).toBe('0-1');
    expect(session.playText('f4-f5').ok).toBe(false);
    expect(declaredEnding({ winners: [1], reason: 'White lost on time' }).by).toBe('time');
    expect(declaredEnding({ winners: [1], reason: 'White resigned' }).by).toBe('resignation');
  });

  it('draws on time against a lone king, which could never win (FIDE 6.9, as the server)', () => {
    // Black has its King alone, White a Queen and more; White to move.
    const text = '1/3/5/7/9/N1P2P5/QBPP9/BKPP8k2/RNPP7R5 w K - 1 17';
    const session = unwrap(GameSession.fromText(trigonal, text));
    session.loseOnTime(0);
    const ending = session.ending()!;
    const reason = 'White ran out of time, but Black cannot win';
    expect(ending).toEqual({ winners: [], reason, by: 'time' });
    expect(describeEnding(trigonal, ending)).toBe(`Draw: ${reason}`);
    expect(resultToken(2, ending)).toBe('1/2-1/2');
    expect(declaredEnding({ winners: [], reason }).by).toBe('time');
    // The lone King's own flag: White could mate, so Black loses.
    const other = unwrap(GameSession.fromText(trigonal, text.replace(' w ', ' b ')));
    other.loseOnTime(1);
    expect(other.ending()).toEqual({ winners: [0], reason: 'Black lost on time', by: 'time' });
  });
});
