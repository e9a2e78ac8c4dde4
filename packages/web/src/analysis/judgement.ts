import { playingSeats, seatStatus, type Outcome, type Position } from '@trigon/engine';
import { resultToken, declaredEnding } from '../game/session.js';
import { firstSeatText, sharesText } from './bar.js';
import { outcomeShares, verdictShares, type Verdict } from './shares.js';

/** What the bar and the graph show of one position: each seat's share, and it in words. */
export interface Judgement {
  readonly shares: readonly number[];
  /**
   * Two playing seats: the score from the first one's view ('+0.3', '#3', '1-0'); more: the
   * shares.
   */
  readonly text: string;
}

/** Every seat of `inGame`: the seats that play, in a game without a neutral army. */
const everySeat = (inGame: readonly boolean[]) => inGame.map((_, i) => i);

/** The seats that still play in the position (not out, not a neutral army, not gone). */
export function seatsInGame(position: Position): boolean[] {
  return seatStatus(position).map(
    (s) => s.state !== 'out' && s.state !== 'neutral' && s.state !== 'left',
  );
}

/**
 * The engine's verdict on a position, as the bar shows it. `playing`: the seats that play (a
 * game of three played by two has a neutral army besides them), which decide between a score
 * and shares.
 */
export function judgeVerdict(
  players: readonly string[],
  verdict: Verdict,
  inGame: readonly boolean[],
  playing: readonly number[] = everySeat(inGame),
): Judgement {
  const shares = verdictShares(verdict, inGame, playing);
  return {
    shares,
    text: playing.length === 2 ? firstSeatText(verdict, playing[0]) : sharesText(players, shares),
  };
}

/** A finished position: the result itself ('1-0' from the first playing seat's view, for two). */
export function judgeOutcome(
  players: readonly string[],
  outcome: Outcome,
  inGame: readonly boolean[],
  playing: readonly number[] = everySeat(inGame),
): Judgement {
  const shares = outcomeShares(outcome, inGame);
  if (playing.length !== 2) return { shares, text: sharesText(players, shares) };
  // The result of two, its winners numbered among the two that play.
  const ending = declaredEnding(outcome);
  const winners = ending.winners.map((seat) => playing.indexOf(seat));
  return { shares, text: resultToken(2, { ...ending, winners }) };
}

/** The judgement of a position with the engine's verdict on it (none needed once it is over). */
export function judgePosition(
  position: Position,
  verdict: Verdict | undefined,
): Judgement | undefined {
  const players = position.game.players;
  const inGame = seatsInGame(position);
  const playing = playingSeats(position.game, position.options);
  const outcome = position.outcome();
  if (outcome) return judgeOutcome(players, outcome, inGame, playing);
  return verdict && judgeVerdict(players, verdict, inGame, playing);
}
