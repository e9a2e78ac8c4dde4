import type { Answered } from '@trigon/protocol';
import { resultText, type OnlineGame } from './protocol.js';

/**
 * The game's state in a line: 'Black won: checkmate', 'Game aborted: Black made no first move',
 * 'Game aborted by White', 'Game cancelled by White', 'Waiting for Green to join', 'Red to move';
 * a draw among some of three, the others out, names who drew: 'Draw between Green and Blue:
 * draw agreed' (the one out lost, and is placed below them).
 */
export function statusText(game: OnlineGame): string {
  const players = game.info.players;
  // A game called off is no draw: its reason (the replay's) says how, and who.
  if (game.aborted !== null && game.result) return capitalised(game.result.reason);
  if (game.result) {
    const drew = game.active();
    if (game.result.winners.length === 0 && drew.length > 1 && drew.length < game.playing.length)
      return `Draw between ${listWords(drew.map((s) => players[s]!))}: ${game.result.reason}`;
    return resultText(game.result, players);
  }
  if (game.status === 'waiting') return waitingText(game.awaited().map((s) => players[s]!));
  return `${players[game.position.turn]} to move`;
}

/** 'Waiting for Green and Blue to join'. */
export function waitingText(names: readonly string[]): string {
  if (names.length === 0) return 'Waiting for the game to start';
  return `Waiting for ${listWords(names)} to join`;
}

/** Names joined as a sentence says them: 'Red', 'Red and Blue', 'Red, Green and Blue'. */
export function listWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Who said no to a draw offer or a takeback request, as `viewer` (a seat, or null for a spectator)
 * reads it: 'Black declined your draw offer', 'You declined the takeback', 'White withdrew the
 * draw offer', 'Green declined Red's draw offer'.
 */
export function answerText(
  answered: Answered,
  viewer: number | null,
  players: readonly string[],
): string {
  const what = answered.kind === 'draw' ? 'draw offer' : 'takeback request';
  const who = (seat: number) => (seat === viewer ? 'You' : players[seat]!);
  if (answered.seat === answered.by) {
    const whose = answered.by === viewer ? 'your' : 'the';
    return `${who(answered.by)} withdrew ${whose} ${what}`;
  }
  const whose =
    answered.by === viewer
      ? 'your'
      : answered.seat === viewer
        ? 'the'
        : `${players[answered.by]}'s`;
  return `${who(answered.seat)} declined ${whose} ${what}`;
}
