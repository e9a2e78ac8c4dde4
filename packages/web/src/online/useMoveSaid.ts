import { useRef } from 'preact/hooks';
import type { Ply } from '../game/session.js';
import { plyLabel } from '../ui/MoveList.js';
import { playedWords, takenBackWords } from '../ui/announcement.js';
import type { OnlineGame } from './protocol.js';

/**
 * What a screen reader hears of the game's last change: the words of the last move played, or,
 * once moves are taken back, that they were ('Taken back: White i4-i5') as a same-screen board
 * says it; the words of the move before would say that move had just been played. Nothing while
 * the board shows an earlier position. A page opened on a game says its last move.
 */
export function useMoveSaid(game: OnlineGame, atEnd: boolean): string {
  const session = game.session;
  const played = session.length;
  // The moves as this page last saw them, and what it said of them.
  const seen = useRef<{ id: string; plies: readonly Ply[]; text: string } | null>(null);
  const last = seen.current;
  const changed =
    !last ||
    last.id !== game.info.id ||
    last.plies.length !== played ||
    (played > 0 && plyLabel(last.plies[played - 1]!) !== plyLabel(session.ply(played - 1)));
  if (changed) {
    const takenBack =
      last && last.id === game.info.id && played < last.plies.length
        ? last.plies.slice(played)
        : [];
    const text =
      takenBack.length > 0
        ? takenBackWords(game.definition, takenBack, undefined)
        : played > 0
          ? playedWords(session, session.ply(played - 1))
          : '';
    seen.current = { id: game.info.id, plies: [...session.moves()], text };
  }
  return atEnd ? seen.current!.text : '';
}
