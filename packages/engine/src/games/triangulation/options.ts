import type { GameOptions, OptionSpec } from '../../core/types.js';
import { COLUMN_LETTER_SETS, DEFAULT_COLUMN_LETTERS } from './board.js';

/**
 * Game options of Triangulation: the two-player mode (§5.8) and the readings that
 * docs/rules/triangulation.md §6 marks as shaky. Each default is the rules file's recommendation.
 */
export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'players',
    description:
      'Three players, or two with the third army neutral (docs/rules/triangulation.md §5.8)',
    values: ['3', '2'],
    default: '3',
    valueDescriptions: [
      'Red, Green and Blue each play their army',
      'two players; the army named by `neutral` stands still until its General is captured',
    ],
  },
  {
    name: 'neutral',
    description:
      'The neutral army of the two-player mode (docs/rules/triangulation.md A23); no effect with three players',
    values: ['blue', 'red', 'green'],
    default: 'blue',
    valueDescriptions: [
      'Red plays Green; Blue is neutral',
      'Green plays Blue; Red is neutral',
      'Red plays Blue; Green is neutral',
    ],
  },
  {
    name: 'column-letters',
    description:
      "The Greek letters of Blue's columns, β first and Ω last (docs/rules/triangulation.md A1)",
    values: Object.keys(COLUMN_LETTER_SETS),
    default: DEFAULT_COLUMN_LETTERS,
    valueDescriptions: Object.values(COLUMN_LETTER_SETS).map((l) => l.join(' ')),
    notation: true,
  },
  {
    name: 'charge',
    description: 'When an Infantry may charge 2 or 3 steps (docs/rules/triangulation.md A4)',
    values: ['third-row', 'first-move', 'straight'],
    default: 'third-row',
    valueDescriptions: [
      "whenever it starts the move on its own colour's 3rd row",
      'only as the first move of an Infantry that has never moved',
      'from the 3rd row, but only along one strip (no charge that turns)',
    ],
  },
  {
    name: 'edge-attack',
    description:
      'Whether the white cell between blocks an Infantry attack along the far edge (docs/rules/triangulation.md A7)',
    values: ['blocked', 'unblocked'],
    default: 'blocked',
    valueDescriptions: ['blocked while that cell is occupied', 'never blocked'],
  },
  {
    name: 'forced-capture',
    description:
      'Who must capture a checkmated General when able (docs/rules/triangulation.md A13)',
    values: ['any', 'checkers'],
    default: 'any',
    valueDescriptions: [
      'any player to move who can',
      'only the players whose pieces gave the check when it was checkmated',
    ],
  },
  {
    name: 'rescue-return',
    description:
      'Which 3rd row a returned Infantry goes to after a rescue (docs/rules/triangulation.md A17)',
    values: ['own-colour', 'owner'],
    default: 'own-colour',
    valueDescriptions: [
      "the 3rd row of the Infantry's own original colour",
      'the 3rd row of the player who now owns it',
    ],
  },
  {
    name: 'infantry-rescue',
    description: 'When a captured Infantry may be rescued (docs/rules/triangulation.md A18)',
    values: ['always', 'last-resort'],
    default: 'always',
    valueDescriptions: [
      'whenever one is in the pile (both Infantries return to the 3rd row)',
      'only when no Rukh or Cavalry can be rescued there',
    ],
  },
];

/** The options of a position, read once into plain fields for the hot path. */
export interface Rules {
  /** The neutral colour in the two-player mode, or -1 with three players. */
  readonly neutral: number;
  readonly columnLetters: readonly string[];
  readonly chargeFirstMoveOnly: boolean;
  readonly chargeStraightOnly: boolean;
  readonly edgeAttackBlocked: boolean;
  readonly forcedCaptureByCheckersOnly: boolean;
  readonly returnToOwnersRow: boolean;
  readonly infantryRescueLastResort: boolean;
}

/** Reads resolved options (every one named and valid) into rules. */
export function rulesOf(options: GameOptions): Rules {
  return {
    neutral: options.players === '2' ? ['red', 'green', 'blue'].indexOf(options.neutral) : -1,
    columnLetters: COLUMN_LETTER_SETS[options['column-letters']],
    chargeFirstMoveOnly: options.charge === 'first-move',
    chargeStraightOnly: options.charge === 'straight',
    edgeAttackBlocked: options['edge-attack'] === 'blocked',
    forcedCaptureByCheckersOnly: options['forced-capture'] === 'checkers',
    returnToOwnersRow: options['rescue-return'] === 'owner',
    infantryRescueLastResort: options['infantry-rescue'] === 'last-resort',
  };
}
