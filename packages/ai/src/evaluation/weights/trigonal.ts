/**
 * The weights of the Trigonal Chess evaluation (evaluation/trigonal.ts), kept apart from its
 * code so that a tuning (`npm run tune -- trigonal`, packages/bench/src/tune/) can replace them
 * and a match can load another set from a JSON file (`parseTrigonalWeights`).
 */
import { parseWeights } from './parse.js';

/**
 * Piece values for Trigonal Chess in hundredths of a pawn, measured for this board rather
 * than copied from chess.
 *
 * Step 1, reach. In chess the usual values (3, 3¼, 5, 9) are close to 0.6 pawn per cell a
 * piece reaches on average on a board with 30% of its cells occupied at random (knight 5.2,
 * bishop 5.9, rook 8.0, queen 13.9 cells). The same measurement on the Trigonal board
 * (evaluation/trigonal.test.ts recomputes it from the engine's tables) gives knight 4.1,
 * bishop 12.4, rook 11.1, queen 20.1 cells; on an empty board 4.2, 19.3, 30.2 and 44.7. The
 * zigzag lane rook is stopped by every piece on its lane while the bishop's double paths let
 * it past one, so on a filled board the bishop outranges the rook. The same factor gives the
 * starting values knight 250, bishop 740, rook 660, queen 1210.
 *
 * Step 2, self-play. Matches of 60 games (30 random balanced openings, colours swapped;
 * 4000 nodes a move; the same engine with one value changed) showed reach to overrate the
 * bishop badly: the starting values scored 32.5% against chess-proportioned ones (N300 B325
 * R500 Q900). Changing one value at a time from there: bishop 250 −114 Elo, 500 −108, 375
 * +53 (against 325); rook 650 +29, then 750 +35; queen 1100 +23, and 1250 level with 1100
 * (+12); knight 350 −83 against 300. A bishop never leaves its colour and a knight
 * changes colour every move, which in play seems to matter more than the bishop's extra
 * cells; the rook is worth more than its reach on a full board suggests, perhaps because its
 * lanes open as the board empties. The values below are the result (queen between the two equal
 * settings). Over 100 games each (50 openings, same conditions) the final set scored 73.5%
 * (+177 Elo) against the starting one and 56.5% (+45 Elo) against the chess-proportioned one.
 */
export const TRIGONAL_VALUES: Readonly<
  Record<'pawn' | 'knight' | 'bishop' | 'rook' | 'queen', number>
> = {
  pawn: 100,
  knight: 300,
  bishop: 375,
  rook: 750,
  queen: 1200,
};

/** The weights of the positional terms, in hundredths of a pawn. */
export interface TrigonalWeights {
  readonly values: typeof TRIGONAL_VALUES;
  /** Per cell a piece can move to (empty or enemy), by piece type (index 1..6). */
  readonly mobility: readonly number[];
  /** A pawn's bonus by the steps it still needs to promote (index 0 unused), middlegame / endgame. */
  readonly pawnSteps: readonly number[];
  readonly pawnStepsEndgame: readonly number[];
  /** Knights and bishops per step away from the board's edges. */
  readonly centre: number;
  /** Per own piece next to the own king, in the middlegame. */
  readonly shelter: number;
  /** Per enemy move that reaches a cell next to the king, in the middlegame. */
  readonly kingAttack: number;
  /** Per step of the king away from the edges: a penalty in the middlegame, a bonus in the endgame. */
  readonly kingCentre: number;
  readonly bishopPair: number;
  /** For the side to move. */
  readonly tempo: number;
  /** With a clear material lead and few pieces left: per step the losing king stands nearer a corner, and per step the kings are nearer. */
  readonly mopUpCorner: number;
  readonly mopUpKings: number;
}

/**
 * The table entries the evaluation never reads, by table: no piece has type 0, and pawns (1)
 * and the king (6) get no mobility. A tuning leaves them out; every other entry it tunes,
 * including those that are 0.
 */
export const TRIGONAL_UNUSED_ENTRIES = { mobility: [0, 1, 6] } as const;

export const TRIGONAL_WEIGHTS: TrigonalWeights = {
  values: TRIGONAL_VALUES,
  mobility: [0, 0, 4, 3, 3, 1, 0],
  pawnSteps: [0, 90, 60, 40, 28, 18, 10, 6, 3, 0, 0, 0, 0, 0, 0, 0, 0],
  pawnStepsEndgame: [0, 200, 150, 110, 80, 58, 40, 27, 17, 10, 5, 2, 0, 0, 0, 0, 0],
  centre: 8,
  shelter: 10,
  kingAttack: 7,
  kingCentre: 12,
  bishopPair: 40,
  tempo: 10,
  mopUpCorner: 25,
  mopUpKings: 10,
};

/**
 * Reads a set of Trigonal weights (the shape of `TRIGONAL_WEIGHTS`, as JSON gives it back),
 * checking every field; throws an Error naming the first field that is missing or wrong.
 */
export function parseTrigonalWeights(data: unknown): TrigonalWeights {
  return parseWeights('trigonal weights', TRIGONAL_WEIGHTS, data);
}
