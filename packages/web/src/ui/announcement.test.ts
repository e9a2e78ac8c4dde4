import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { GameSession } from '../game/session.js';
import { playedWords, takenBackWords } from './announcement.js';

const trigonal = unwrap(games.get('trigonal'));
const triangulation = unwrap(games.get('triangulation'));
const said = (game: typeof trigonal, start: string, moves: string[]) => {
  const session = unwrap(GameSession.fromText(game, start));
  const plies = moves.map((m) => unwrap(session.playText(m)));
  return plies.map((ply) => playedWords(session, ply));
};

describe('a move in words', () => {
  it('names the seat, the piece (by the game), where from and where to', () => {
    const session = GameSession.start(trigonal);
    expect(playedWords(session, unwrap(session.playText('f4-f5')))).toBe('White Pawn f4 to f5');
  });

  it('says the capture, the promotion and the check', () => {
    // docs/rules/trigonal-chess.md §7.4 C: White Kh2 Pe7; Black Kh14 Rd7 Ne9 Bf9.
    const promotion = '1/3/5/6r/6P1n/8b2/13/1K11k1/17 w - - 0 1';
    expect(said(trigonal, promotion, ['e7xd7=N'])).toEqual([
      'White Pawn e7 to d7, takes Rook, promotes to Knight',
    ]);
    expect(said(trigonal, promotion, ['e7-e9=R'])[0]).toMatch(
      /^White Pawn e7 to e9, takes Knight, promotes to Rook, check$/,
    );
  });

  it('says checkmate, and castling', () => {
    // docs/rules/trigonal-chess.md §7.6: White Kc4 Qd4; Black Ka1.
    expect(said(trigonal, 'k/3/3K1/3Q3/9/11/13/15/17 w - - 0 1', ['d4-b2'])).toEqual([
      'White Queen d4 to b2, checkmate',
    ]);
    expect(said(trigonal, '1/3/5/7/9/1R9/13/1K11k1/R16 w KQ - 0 1', ['O-O-O'])[0]).toMatch(
      /^White castles long/,
    );
  });

  it('among three, names whose piece was taken and whom a check is to', () => {
    // docs/rules/triangulation.md T12: Green, checkmated by the Red Cavalry, awaits capture.
    const t12 = '1/3/5/4rG*2/9/11/3rC8bG*/gG*gR*13 g rgb - -/-/-';
    const words = said(triangulation, t12, ['H2Ω-H3Σ', 'G8Γ-G8Δ', 'G4Φ-H1Ω']);
    expect(words[2]).toMatch(/^Red Cavalry G4Φ to H1Ω, takes Green General\b/);
    expect(words[2]).toContain('Green is eliminated by Red');
  });
});

describe('what the page says of moves', () => {
  it('names the moves taken back, in the order they were played', () => {
    const session = GameSession.start(trigonal);
    const played = ['f4-f5', 'i16-i13'].map((m) => unwrap(session.playText(m)));
    expect(playedWords(session, played[1])).toBe('Black Knight i16 to i13');
    expect(takenBackWords(trigonal, played, undefined)).toBe(
      'Taken back: White f4-f5, Black Ni16-i13',
    );
    expect(takenBackWords(trigonal, [], undefined)).toBe('');
  });

  it('names a declared ending taken back, and a withdrawal in words', () => {
    const session = GameSession.start(triangulation);
    unwrap(session.playText('C6Ω-D6Ω'));
    expect(session.withdraw(1)).toBe(true);
    const leaving = session.ply(1);
    expect(takenBackWords(triangulation, [leaving], undefined)).toBe(
      'Taken back: Green leaves the game',
    );
    session.resign(2);
    const ending = session.ending()!;
    expect(takenBackWords(triangulation, [], ending)).toBe(`Taken back: ${ending.reason}`);
  });
});
