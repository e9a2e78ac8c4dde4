import type { Move, Position } from '@trigon/engine';

/**
 * What a game adds to the AI: its evaluation. The search itself is the same for every game.
 * Scores are integers in the game's units (for the chess-like games, hundredths of a pawn).
 *
 * Evaluation is the search's hot path: read the concrete position's typed arrays and
 * allocate nothing.
 */
export interface GameEvaluation<P extends Position = Position> {
  /** The game id this evaluation is for. */
  readonly game: string;
  /** What the score counts, for people: 'centipawns'. */
  readonly units: string;
  /**
   * The value of the position for `seat`: positive when `seat` stands better. In two-player
   * games the search asks for the side to move; in multi-player games for the seat it plays.
   *
   * The search passes the window it cares about (default: all values). Lazy evaluation may
   * use it: when the value is certainly at most `alpha` it may return any number between
   * the value and `alpha`, when certainly at least `beta` any number between `beta` and the
   * value; only values strictly inside the window must be exact.
   */
  evaluate(position: P, seat: number, alpha?: number, beta?: number): number;
  /**
   * Order of a capture among the captures, highest first: the captured piece's value times
   * a large factor minus the capturing piece's (most valuable victim, least valuable
   * attacker). Without it captures are tried in generation order.
   */
  captureOrder?(position: P, move: Move): number;
  /**
   * An upper bound on what one move of the side to move can gain, in the evaluation's units
   * (the largest enemy piece, plus a promotion's gain when one is possible). Quiescence skips
   * generating captures when even that gain cannot lift the score to alpha. Without it,
   * captures are always generated.
   */
  largestGain?(position: P): number;
  /**
   * True when `move` (about to be played) makes every earlier position impossible to meet
   * again (a capture, a pawn move, a loss of castling rights), which bounds the search for
   * repetitions. Without it only captures are taken as irreversible.
   */
  irreversible?(position: P, move: Move): boolean;
  /**
   * Two-player games whose position can pass (`playNull`): true when passing is surely not the
   * side to move's best, so that a pass that still leaves it above beta proves a cut (null-move
   * pruning). False where zugzwang is likely (in chess, a side with only king and pawns).
   * Without it the search never passes.
   */
  passIsWorse?(position: P): boolean;
  /**
   * Games of three or more players: false once `seat` is out of the game while the others
   * play on. The multi-player search scores that as a loss at once (a draw the others reach
   * later is still a loss for it). Without it a seat counts as in until the game ends.
   */
  inGame?(position: P, seat: number): boolean;
  /**
   * Forgets what it kept from the positions it evaluated (its caches). `Search.clear()` calls
   * it, so that a search after it runs as the first of a game would, whatever came before.
   */
  clear?(): void;
}
