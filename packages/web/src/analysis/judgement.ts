import { seatStatus, type Outcome, type Position } from '@trigon/engine';
import { resultToken, declaredEnding } from '../game/session.js';
import { firstSeatText, sharesText } from './bar.js';
import { outcomeShares, verdictShares, type Verdict } from './shares.js';

/** What the bar and the graph show of one position: each seat's share, and it in words. */
export interface Judgement {
  readonly shares: readonly number[];
  /** Two seats: the score from the first seat's view ('+0.3', '#3', '1-0'); more: the shares. */
  readonly text: string;
}

/** The seats that still play in the position (not out, not a neutral army, not gone). */
export function seatsInGame(position: Position): boolean[] {
  return seatStatus(position).map(
    (s) => s.state !== 'out' && s.state !== 'neutral' && s.state !== 'left',
  );
}

/** The engine's verdict on a position, as the bar shows it. */
export function judgeVerdict(
  players: readonly string[],
  verdict: Verdict,
  inGame: readonly boolean[],
): Judgement {
  const shares = verdictShares(verdict, inGame);
  return {
    shares,
    text: players.length === 2 ? firstSeatText(verdict) : sharesText(players, shares),
  };
}

/** A finished position: the result itself. */
export function judgeOutcome(
  players: readonly string[],
  outcome: Outcome,
  inGame: readonly boolean[],
): Judgement {
  const shares = outcomeShares(outcome, inGame);
  return {
    shares,
    text:
      players.length === 2 ? resultToken(2, declaredEnding(outcome)) : sharesText(players, shares),
  };
}

/** The judgement of a position with the engine's verdict on it (none needed once it is over). */
export function judgePosition(
  position: Position,
  verdict: Verdict | undefined,
): Judgement | undefined {
  const players = position.game.players;
  const inGame = seatsInGame(position);
  const outcome = position.outcome();
  if (outcome) return judgeOutcome(players, outcome, inGame);
  return verdict && judgeVerdict(players, verdict, inGame);
}
