import type { GameDefinition, GameOptions } from '@trigon/engine';
import { playingSeats } from '@trigon/engine';
import { aiSeats, type PlayRoute } from '../app/route.js';

/** Who plays each seat of a game on this screen. */
export interface Seating {
  /** The seats the AI plays, with their levels. */
  readonly aiLevels: ReadonlyMap<number, number>;
  /** The seats played here, in turn order; a seat nobody plays (a neutral army) is in neither. */
  readonly humans: readonly number[];
  /** The seat of the person at the screen: the one the board is turned to at first. */
  readonly humanSeat: number;
}

/** The seating a play link asks for, leaving out the seats nobody plays in this game. */
export function seating(route: PlayRoute, game: GameDefinition, options: GameOptions): Seating {
  const seats = game.players.length;
  const playing = playingSeats(game, options);
  const aiLevels = aiSeats(route, seats);
  for (const seat of aiLevels.keys()) if (!playing.includes(seat)) aiLevels.delete(seat);
  const viewer = Math.min(route.seat, seats - 1);
  // A link that seats the viewer on an army nobody plays gives them the next army instead.
  if (route.ai === undefined && playing.every((seat) => aiLevels.has(seat))) {
    aiLevels.delete(nextSeatAmong(playing, (viewer + 1) % seats, seats));
  }
  const humans = playing.filter((seat) => !aiLevels.has(seat));
  const humanSeat = humans.includes(viewer) ? viewer : (humans[0] ?? viewer);
  return { aiLevels, humans, humanSeat };
}

/**
 * The seat the board turns to: `turn` itself when every seat is played here (`among` empty),
 * otherwise the first of `among` at or after `turn` in turn order.
 */
export function nextSeatAmong(among: readonly number[], turn: number, seats: number): number {
  if (among.length === 0) return turn;
  for (let i = 0; i < seats; i++) {
    const seat = (turn + i) % seats;
    if (among.includes(seat)) return seat;
  }
  return turn;
}

/** 'Against the AI (level 2), you play Red', or for several seats of each kind, each named. */
export function aiDescription(
  players: readonly string[],
  aiLevels: ReadonlyMap<number, number>,
  humans: readonly number[],
): string {
  const levels = new Set(aiLevels.values());
  if (humans.length === 1 && levels.size === 1)
    return `Against the AI (level ${[...levels][0]}), you play ${players[humans[0]]}`;
  const ai = [...aiLevels].map(([seat, level]) => `${players[seat]} (level ${level})`);
  const here = humans.map((s) => players[s]);
  return `Against the AI: the AI plays ${ai.join(' and ')}; ${here.join(' and ')} ${
    here.length === 1 ? 'plays' : 'play'
  } here`;
}

/** The names on the strips: 'AI level 2' for the AI's seats, 'You' for a lone player. */
export function playerNames(game: GameDefinition, seating: Seating, mode: string): string[] {
  const { aiLevels, humans, humanSeat } = seating;
  return game.players.map((seat, i) =>
    aiLevels.has(i)
      ? `AI level ${aiLevels.get(i)}`
      : mode === 'ai' && humans.length === 1 && i === humanSeat
        ? 'You'
        : seat,
  );
}
