/**
 * What a player's page says of a game in a player's list: whose turn it is, the clocks, the
 * result and the player's own result (a rating's text is online/ratingText.ts).
 */
import type { PlayerGame } from '@trigon/protocol';
import { clockText } from '../online/protocol.js';

/**
 * A day as the reader's language writes it in words ("December 7, 2026"): numbers alone
 * (12/7/2026) read as another day where the day comes first.
 */
export function dayWords(date: Date): string {
  return date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/** The name shown for a seat of the game: its player's, else the army's (`White`). */
export function seatName(
  game: PlayerGame,
  player: string,
  armies: readonly string[],
  seat: number,
): string {
  if (seat === game.seat) return player;
  return game.others.find((o) => o.seat === seat)?.name ?? armies[seat] ?? `seat ${seat + 1}`;
}

/**
 * Whose turn it is in a game in progress: `Your turn` when the viewer is the list's player and
 * it is theirs, else `<name> to move`; `Waiting for players` before the game starts.
 */
export function turnText(
  game: PlayerGame,
  player: string,
  armies: readonly string[],
  viewerIsPlayer: boolean,
): string {
  if (game.status === 'waiting') return 'Waiting for players';
  if (game.turn === null) return '';
  if (game.toMove && viewerIsPlayer) return 'Your turn';
  return `${seatName(game, player, armies, game.turn)} to move`;
}

/** Each playing seat's time left, in turn order: `Ada 4:59 · Bob 5:00`; '' without clocks. */
export function clocksText(game: PlayerGame, player: string, armies: readonly string[]): string {
  if (game.clocks === null) return '';
  const seats = [game.seat, ...game.others.map((o) => o.seat)].sort((a, b) => a - b);
  return seats
    .filter((seat) => game.clocks![seat] !== undefined)
    .map((seat) => `${seatName(game, player, armies, seat)} ${clockText(game.clocks![seat]!)}`)
    .join(' · ');
}

/**
 * The list's player's own result in a finished game: `Won`, `Lost` or `Draw` with two players;
 * in a game of three their place (`1st of 3`, `2nd of 3`…; `Draw` when they shared the first);
 * `No result` for a game called off (aborted, cancelled), which is no draw.
 */
export function ownResult(game: PlayerGame): string {
  const result = game.result;
  if (result === null) return '';
  if (game.calledOff) return 'No result';
  const players = 1 + game.others.length;
  const won = result.winners.includes(game.seat);
  // A draw is shared by the players still in the game; one already out lost it (its place is
  // below theirs).
  const drawn = result.winners.length === 0 && (game.place === null || game.place === 1);
  if (drawn || (won && result.winners.length > 1)) return 'Draw';
  if (players <= 2 || game.place === null) return won ? 'Won' : 'Lost';
  return `${ordinal(game.place)} of ${players}`;
}

/** 1st, 2nd, 3rd, 4th… */
function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}
