import { AiPlayer, evaluationFor, randomOpening, seededRandom } from '@trigon/ai';
import { playMoves, type GameDefinition, type Position } from '@trigon/engine';

export interface SelfPlaySettings {
  readonly games: number;
  readonly nodes: number;
  readonly seed: number;
  /** Random moves before the engine takes over (default 8). */
  readonly openingPlies?: number;
  /** A game this long is a draw (default 300). */
  readonly maxPlies?: number;
  /** Which positions are labelled (default `isQuiet`). */
  readonly quiet?: (position: Position) => boolean;
  /**
   * When set, a position is labelled instead when the game's evaluation of it is within this
   * many hundredths of the score the engine's search found for it: for a game where nearly
   * every position has a capture to make (a Sankaku Emperor may take any unguarded piece),
   * the test of a position the static evaluation already judges as a search does.
   */
  readonly agreement?: number;
  readonly onGame?: (index: number, result: string, plies: number, quiet: number) => void;
}

/** A quiet position (as text) and the game's result for the side to move in it. */
export interface LabelledPosition {
  readonly text: string;
  readonly label: number;
}

/** The side to move stands this far ahead (or behind) for RESIGN_PLIES plies in a row: scored. */
const RESIGN_SCORE = 1000;
const RESIGN_PLIES = 8;

/**
 * Not in check and no capture to make: the static evaluation is about what a search would
 * say, which is what Texel's method needs.
 */
export function isQuiet(position: Position): boolean {
  if (position.inCheck()) return false;
  return !position.legalMoves().some((m) => position.isCapture(m));
}

/**
 * No legal move ends the game: for a game without captures to wait out but with wins in one
 * (Triangulate), where a static evaluation and a search disagree most.
 */
export function noGameEndInOne(position: Position): boolean {
  for (const move of position.legalMoves()) {
    position.play(move);
    const ends = position.outcome() !== undefined;
    position.undo();
    if (ends) return false;
  }
  return true;
}

/** Two-seat openings are kept only when a short search finds them this near even (hundredths). */
const OPENING_BALANCE = 50;

/**
 * The points each seat takes from a result: a winner shares 1 with the other winners, a
 * draw shares 1 among all seats.
 */
export function points(winners: readonly number[], seats: number): number[] {
  if (winners.length === 0) return Array.from({ length: seats }, () => 1 / seats);
  return Array.from({ length: seats }, (_, s) => (winners.includes(s) ? 1 / winners.length : 0));
}

/**
 * Plays self-play games at a fixed node budget from random openings (seeded, so a run
 * replays; with two seats, openings about even) and labels every quiet position after the opening with the game's result for the
 * seat to move.
 */
export function selfPlay(game: GameDefinition, settings: SelfPlaySettings): LabelledPosition[] {
  const openingPlies = settings.openingPlies ?? 8;
  const maxPlies = settings.maxPlies ?? 300;
  const seats = game.players.length;
  const quiet = settings.quiet ?? isQuiet;
  const evaluation = evaluationFor(game);
  const random = seededRandom(settings.seed);
  const out: LabelledPosition[] = [];
  for (let g = 0; g < settings.games; g++) {
    const engine = new AiPlayer(game, { level: 8, seed: settings.seed + g, hashMegabytes: 4 });
    const position = game.create();
    // A lopsided opening labels a whole game of positions with the blunder's result.
    const opening = randomOpening(game, {
      plies: openingPlies,
      random,
      ...(seats === 2 ? { balance: OPENING_BALANCE } : {}),
    });
    const played = playMoves(position, opening.join(' '));
    if (!played.ok) throw new Error(`opening: ${played.error}`);
    const seen: { text: string; seat: number }[] = [];
    let winners: readonly number[] | undefined;
    let reason: string;
    let streak = 0;
    let streakSeat = -1;
    for (;;) {
      const outcome = position.outcome();
      if (outcome !== undefined) {
        winners = outcome.winners;
        reason = outcome.reason;
        break;
      }
      if (position.history().length >= openingPlies + maxPlies) {
        winners = [];
        reason = `${maxPlies} plies`;
        break;
      }
      const { agreement } = settings;
      const text = position.toText();
      const seat = position.turn;
      const staticScore = agreement === undefined ? 0 : evaluation.evaluate(position, seat);
      const labelled = agreement === undefined && quiet(position);
      const result = engine.think(position, { nodes: settings.nodes });
      if (
        labelled ||
        (agreement !== undefined && Math.abs(result.score - staticScore) <= agreement)
      )
        seen.push({ text, seat });
      const leader =
        result.score >= RESIGN_SCORE ? position.turn : result.score <= -RESIGN_SCORE ? -2 : -1;
      // In a game of two, the side behind by that much means the other leads.
      const leaderSeat = leader === -2 && seats === 2 ? 1 - position.turn : leader;
      if (leaderSeat >= 0 && leaderSeat === streakSeat) streak++;
      else {
        streak = leaderSeat >= 0 ? 1 : 0;
        streakSeat = leaderSeat;
      }
      if (streak >= RESIGN_PLIES) {
        winners = [streakSeat];
        reason = 'adjudicated';
        break;
      }
      position.play(result.move);
    }
    const score = points(winners, seats);
    for (const s of seen) out.push({ text: s.text, label: score[s.seat] });
    settings.onGame?.(
      g,
      `${winners.length === 0 ? 'draw' : `won by ${winners.map((w) => game.players[w]).join(', ')}`} (${reason})`,
      position.history().length,
      seen.length,
    );
  }
  return out;
}
