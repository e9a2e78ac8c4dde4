import { Sankaku, type Move, type Position } from '@trigon/engine';

/**
 * A warning about a legal move, shown when it is played; the move still stands. Sankaku
 * Shogi has no check (rules §4: a move that leaves one's own Emperor capturable is legal and
 * simply loses if the opponent sees it), so the app points such a move out instead.
 *
 * `position` is the position the move is played in, `you` whether the mover is the person
 * at the screen (against the AI) rather than one of several players sharing it.
 */
export function moveWarning(position: Position, move: Move, you: boolean): string | undefined {
  if (position instanceof Sankaku.SankakuPosition && position.leavesEmperorCapturable(move)) {
    const whose = you ? 'your' : `${position.game.players[position.turn]}'s`;
    return `${position.moveToText(move)} leaves ${whose} Emperor capturable. The move stands: Sankaku Shogi has no check, and the game ends when an Emperor is taken.`;
  }
  return undefined;
}
