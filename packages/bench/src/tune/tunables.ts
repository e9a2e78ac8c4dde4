import {
  TRIGONAL_WEIGHTS,
  TrigonalEvaluation,
  type GameEvaluation,
  type TrigonalWeights,
} from '@trigon/ai';
import type { Position } from '@trigon/engine';
import { noGameEndInOne } from './selfplay.js';
import type { Parameter } from './texel.js';
import { tunableFromWeights } from './weights-tunable.js';

/**
 * A game's evaluation as a vector of integer parameters: what the tuner varies, and how a
 * vector becomes an evaluation and the JSON weights file the AI package reads.
 */
export interface Tunable {
  readonly game: string;
  readonly parameters: readonly Parameter[];
  evaluation(vector: readonly number[]): GameEvaluation;
  /** The weights file (the shape the game's weights module reads). */
  weights(vector: readonly number[]): unknown;
  /** Which positions self-play labels, when the game needs another test than `isQuiet`. */
  readonly quiet?: (position: Position) => boolean;
  /** Label by agreement of evaluation and search instead (selfplay's `agreement`). */
  readonly agreement?: number;
}

const T = TRIGONAL_WEIGHTS;

function scaled(table: readonly number[], percent: number): number[] {
  return table.map((v) => Math.round((v * percent) / 100));
}

/**
 * Trigonal Chess: the piece values (the pawn stays 100, the unit), mobility by piece, the
 * scalar terms, and the two pawn-advance tables as a percentage of today's (their shape kept).
 */
const trigonalTunable: Tunable = {
  game: 'trigonal',
  parameters: [
    { name: 'values.knight', initial: T.values.knight, step: 20, min: 100, max: 1000 },
    { name: 'values.bishop', initial: T.values.bishop, step: 20, min: 100, max: 1500 },
    { name: 'values.rook', initial: T.values.rook, step: 20, min: 200, max: 2000 },
    { name: 'values.queen', initial: T.values.queen, step: 40, min: 400, max: 3000 },
    { name: 'mobility.knight', initial: T.mobility[2], step: 2, min: 0, max: 30 },
    { name: 'mobility.bishop', initial: T.mobility[3], step: 2, min: 0, max: 30 },
    { name: 'mobility.rook', initial: T.mobility[4], step: 2, min: 0, max: 30 },
    { name: 'mobility.queen', initial: T.mobility[5], step: 2, min: 0, max: 30 },
    { name: 'centre', initial: T.centre, step: 4, min: 0, max: 60 },
    { name: 'shelter', initial: T.shelter, step: 4, min: 0, max: 60 },
    { name: 'kingAttack', initial: T.kingAttack, step: 4, min: 0, max: 60 },
    { name: 'kingCentre', initial: T.kingCentre, step: 4, min: 0, max: 60 },
    { name: 'bishopPair', initial: T.bishopPair, step: 10, min: 0, max: 200 },
    { name: 'tempo', initial: T.tempo, step: 4, min: 0, max: 60 },
    { name: 'pawnSteps%', initial: 100, step: 20, min: 0, max: 400 },
    { name: 'pawnStepsEndgame%', initial: 100, step: 20, min: 0, max: 400 },
  ],
  evaluation(vector) {
    return new TrigonalEvaluation(trigonalWeights(vector));
  },
  weights(vector) {
    return trigonalWeights(vector);
  },
};

function trigonalWeights(v: readonly number[]): TrigonalWeights {
  return {
    values: { pawn: 100, knight: v[0], bishop: v[1], rook: v[2], queen: v[3] },
    mobility: [0, 0, v[4], v[5], v[6], v[7], 0],
    centre: v[8],
    shelter: v[9],
    kingAttack: v[10],
    kingCentre: v[11],
    bishopPair: v[12],
    tempo: v[13],
    pawnSteps: scaled(T.pawnSteps, v[14]),
    pawnStepsEndgame: scaled(T.pawnStepsEndgame, v[15]),
    mopUpCorner: T.mopUpCorner,
    mopUpKings: T.mopUpKings,
  };
}

/**
 * The games the tuner knows, by id. Trigonal keeps its own list (the runs in the AI package's
 * README were made with it); the others are read from their weights, the unit piece fixed.
 * Triangulate has no captures to wait out, but nearly every move of it counts as one (a
 * token placed on another), so its labelled positions are those where no move ends the game.
 * Sankaku nearly always has a capture (the Emperor may take any unguarded piece), so its
 * labelled positions are those its evaluation scores within half a Soldier of the search.
 */
export const tunables: Readonly<Record<string, Tunable>> = {
  trigonal: trigonalTunable,
  sankaku: tunableFromWeights('sankaku', { fixed: ['values.soldier'], agreement: 50 }),
  'triangular-chess': tunableFromWeights('triangular-chess', { fixed: ['values.pawn'] }),
  'tri-chess': tunableFromWeights('tri-chess', { fixed: ['values.pawn'] }),
  // shelterCap is a count of pieces, not a weight.
  triangulation: tunableFromWeights('triangulation', {
    fixed: ['values.infantry', 'shelterCap'],
  }),
  triangulate: tunableFromWeights('triangulate', { quiet: noGameEndInOne }),
};
