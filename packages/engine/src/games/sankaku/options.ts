import type { GameOptions, OptionSpec } from '../../core/types.js';

/**
 * The rule readings that docs/rules/sankaku-shogi.md §7 leaves open (items 4, 6, 10 and 13). The
 * first value of each is the file's recommendation and the default.
 */
export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'soldier-step',
    description:
      "Whether a Soldier's one-cell step may capture (docs/rules/sankaku-shogi.md §7 item 4).",
    values: ['captures', 'move-only'],
    default: 'captures',
    valueDescriptions: [
      'the step may capture any enemy piece except a Chariot, promoting to General',
      'the step only moves to an empty cell; the Soldier captures only at distance two',
    ],
  },
  {
    name: 'run-downs',
    description:
      'How many Soldiers a Chariot may run down in one slide (docs/rules/sankaku-shogi.md §7 item 6).',
    values: ['one', 'unlimited'],
    default: 'one',
    valueDescriptions: [
      'one run-down; a second Soldier met on the slide can only be captured, ending the move',
      'every enemy Soldier met on the slide may be run down',
    ],
  },
  {
    name: 'defended-test',
    description:
      'When an Emperor counts as defended against capture by the other Emperor (docs/rules/sankaku-shogi.md §7 item 10).',
    values: ['after-move', 'before-move'],
    default: 'after-move',
    valueDescriptions: [
      "in the position after the capture: the capturing Emperor's own cell is vacated, so lines it blocked count",
      'in the position before the capture: the capturing Emperor still blocks lines through its cell',
    ],
  },
  {
    name: 'repetition',
    description: 'How repeated positions are handled (docs/rules/sankaku-shogi.md §5, §7 item 13).',
    values: ['evasion', 'third-illegal', 'threefold-draw', 'none'],
    default: 'evasion',
    valueDescriptions: [
      'a non-capturing move into an earlier position that takes an attacked piece out of attack is illegal; a fourth occurrence is a draw',
      'a move that makes a position occur for the third time is illegal',
      'a position occurring for the third time is a draw',
      'repetition is not restricted',
    ],
  },
];

/** The `repetition` values in the order of the REPETITION_* constants. */
const REPETITION_VALUES = ['evasion', 'third-illegal', 'threefold-draw', 'none'];
export const REPETITION_EVASION = 0;
export const REPETITION_THIRD_ILLEGAL = 1;
export const REPETITION_THREEFOLD_DRAW = 2;
export const REPETITION_NONE = 3;

/** The options as the move generator reads them. */
export interface Rules {
  readonly soldierStepCaptures: boolean;
  /** Soldiers one slide may run down: 1, or 8 (more than any ray holds) when unlimited. */
  readonly maxRunDowns: number;
  readonly defendedAfterMove: boolean;
  readonly repetition: number;
}

/** Reads resolved options (every name present, values valid). */
export function rulesOf(options: GameOptions): Rules {
  return {
    soldierStepCaptures: options['soldier-step'] !== 'move-only',
    maxRunDowns: options['run-downs'] === 'unlimited' ? 8 : 1,
    defendedAfterMove: options['defended-test'] !== 'before-move',
    repetition: Math.max(0, REPETITION_VALUES.indexOf(options['repetition'])),
  };
}
