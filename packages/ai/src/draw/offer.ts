import type { Position } from '@trigon/engine';

/**
 * How the AI answers a draw offer. It agrees only to a draw that its own judgement already
 * expects: the position level, quiet, and the game under way. Everything is read from the
 * search the AI made for its move, so the answer costs nothing extra.
 */

/**
 * The largest score, in the search's unit (hundredths of a pawn, for the seat to move), still
 * called level: a quarter of a pawn, less than the worth of a move's tempo in most positions.
 */
export const DRAW_MARGIN = 25;

/** Moves (plies, both sides counted) to be played before the AI considers a draw at all. */
export const DRAW_MIN_PLIES = 10;

/** What the AI's search for its move found: its score and its best line. */
export interface SearchedLine {
  /** For the seat to move, in hundredths of a pawn. */
  readonly score: number;
  /** Moves to mate (negative: being mated), 0 when no mate was seen. */
  readonly mate: number;
  /** The best line in coordinate form, the AI's own move first. */
  readonly pv: readonly string[];
}

export type DrawAnswer =
  { readonly accept: true } | { readonly accept: false; readonly reason: string };

/**
 * The answer of the seat to move in `position` (the AI) to a standing offer, after `plies`
 * moves of the game. Quiet means: that seat is not in check and the first move of its best
 * line is not a capture (nor another change of material, a promotion: the engine's
 * `isCapture`); while material is changing hands the score has not settled yet.
 */
export function answerDrawOffer(position: Position, line: SearchedLine, plies: number): DrawAnswer {
  checkOffer(position, line, plies);
  const players = position.game.players;
  if (plies < DRAW_MIN_PLIES)
    return decline(`it is too early; it plays at least ${DRAW_MIN_PLIES} moves first`);
  if (position.inCheck()) return decline('it is in check');
  const first = line.pv.length > 0 ? position.parseMove(line.pv[0]) : undefined;
  if (first?.ok && position.isCapture(first.value))
    return decline('the position is not quiet: its best move changes the material');
  const own = position.turn;
  const other = players.length === 2 ? players[1 - own] : 'another player';
  if (line.mate > 0 || line.score > DRAW_MARGIN)
    return decline(`it judges the position better for ${players[own]}`);
  if (line.mate < 0 || line.score < -DRAW_MARGIN)
    return decline(`it judges the position better for ${other}`);
  return { accept: true };
}

/**
 * Throws a RangeError for what cannot be judged: a finished game, a number of plies that is not
 * a whole number of at least 0, a score or mate distance that is not a number, a line whose
 * first move is not a move of the position (a line of another position). A NaN score was
 * accepted as level, NaN plies as late enough, and a finished game's draw agreed.
 */
function checkOffer(position: Position, line: SearchedLine, plies: number): void {
  if (!(Number.isInteger(plies) && plies >= 0))
    throw new RangeError(`plies must be a whole number of at least 0, not ${plies}`);
  if (position.outcome() !== undefined)
    throw new RangeError('the game is over: there is no draw offer to answer');
  if (!Number.isFinite(line.score))
    throw new RangeError(`the line's score must be a number, not ${line.score}`);
  if (!Number.isInteger(line.mate))
    throw new RangeError(`the line's mate must be a whole number, not ${line.mate}`);
  if (line.pv.length > 0) {
    const first = position.parseMove(line.pv[0]);
    if (!first.ok)
      throw new RangeError(
        `the line's first move '${line.pv[0]}' is not one of the position: ${first.error}`,
      );
  }
}

function decline(reason: string): DrawAnswer {
  return { accept: false, reason };
}
