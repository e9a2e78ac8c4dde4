import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { GameSession } from '../game/session.js';
import { playedWords, takenBackWords } from './announcement.js';

const trigonal = unwrap(games.get('trigonal'));
const triangulation = unwrap(games.get('triangulation'));

describe('what the page says of moves', () => {
  it('names the moves taken back, in the order they were played', () => {
    const session = GameSession.start(trigonal);
    const played = ['f4-f5', 'i16-i13'].map((m) => unwrap(session.playText(m)));
    expect(playedWords(session, played[1])).toBe('Black played Ni16-i13');
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
