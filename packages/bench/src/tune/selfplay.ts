import {
  AiPlayer,
  evaluationFor,
  randomOpening,
  seededRandom,
  type GameEvaluation,
} from '@trigon/ai';
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
  /**
   * When true, the position labelled for each move is the end of the search's principal
   * variation instead (replaces `quiet` and `agreement`), when the game goes on there, the
   * seat to move is not in check, and the evaluation of it is within PV_LEAF_AGREEMENT of the
   * score the search backed up from it: the position whose static value the search's answer
   * is, and so quiet by the search's own judgement, whatever captures were on the board.
   */
  readonly pvLeaf?: boolean;
  readonly onGame?: (index: number, result: string, plies: number, labelled: number) => void;
}

/** A labelled position (as text) and the game's result for the side to move in it. */
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

/**
 * How near (hundredths) a leaf's evaluation must be to the search's score. A search's
 * evaluations within a window may stop early once the outcome against it is clear, so a
 * leaf's full evaluation can differ from what the search saw there; those leaves are left out.
 */
export const PV_LEAF_AGREEMENT = 10;

/**
 * The position at the end of `pv` played from `position` (which is left as it was), as text
 * with its seat to move, if the game goes on there, that seat is not in check, and the
 * evaluation for `rootSeat` there is within PV_LEAF_AGREEMENT of `score`; else undefined.
 */
export function pvLeaf(
  position: Position,
  pv: readonly number[],
  score: number,
  evaluation: GameEvaluation,
): { text: string; seat: number } | undefined {
  const rootSeat = position.turn;
  let played = 0;
  for (const move of pv) {
    if (position.outcome() !== undefined) break;
    position.play(move);
    played++;
  }
  let leaf: { text: string; seat: number } | undefined;
  if (
    position.outcome() === undefined &&
    !position.inCheck() &&
    Math.abs(evaluation.evaluate(position, rootSeat) - score) <= PV_LEAF_AGREEMENT
  )
    leaf = { text: position.toText(), seat: position.turn };
  for (let i = 0; i < played; i++) position.undo();
  return leaf;
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
 * replays; with two seats, openings about even) and labels every quiet position after the
 * opening (or, with `pvLeaf`, the end of each move's principal variation) with the game's result
 * for the seat to move there.
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
      const { agreement, pvLeaf: byLeaf } = settings;
      const text = position.toText();
      const seat = position.turn;
      const staticScore =
        agreement === undefined || byLeaf ? 0 : evaluation.evaluate(position, seat);
      const labelled = agreement === undefined && !byLeaf && quiet(position);
      const result = engine.think(position, { nodes: settings.nodes });
      if (byLeaf) {
        const leaf = pvLeaf(position, result.pv, result.score, evaluation);
        if (leaf !== undefined) seen.push(leaf);
      } else if (
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
