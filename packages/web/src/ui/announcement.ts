import type { GameDefinition } from '@trigon/engine';
import type { Ending, GameSession, Ply } from '../game/session.js';
import { effectWords } from '../game/standing.js';
import { plyLabel } from './MoveList.js';

/**
 * What the page says for a screen reader when a move is played: who played what, then
 * everything it caused (a check, an elimination, an army changing hands, a rescue).
 */
export function playedWords(session: GameSession, ply: Ply): string {
  const game = session.game;
  const effects = ply.effects.map((e) => effectWords(game, e));
  // A player's leaving says itself in its effect's words.
  if (ply.withdrawal) return effects.join('. ');
  return [`${game.players[ply.seat]} played ${plyLabel(ply)}`, ...effects].join('. ');
}

/**
 * What the page says when moves are taken back (in the order they were played), or a declared
 * ending (a resignation, an agreed draw): 'Taken back: White f4-f5, Black i16-i13'.
 */
export function takenBackWords(
  game: GameDefinition,
  plies: readonly Ply[],
  ending: Ending | undefined,
): string {
  const what = ending
    ? [ending.reason]
    : plies.map((ply) => `${game.players[ply.seat]} ${plyLabel(ply)}`);
  return what.length > 0 ? `Taken back: ${what.join(', ')}` : '';
}
