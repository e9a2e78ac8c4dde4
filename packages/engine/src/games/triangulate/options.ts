import type { GameOptions, OptionSpec } from '../../core/types.js';

/**
 * Start layouts by name (rules §2, §7.1): the squares of X's and O's small tokens. The original
 * diagram is lost; `rim` is the rules file's reconstruction. A recovered diagram becomes
 * another entry here and thereby another value of the `layout` option.
 */
export const LAYOUTS: Readonly<
  Record<string, { readonly x: readonly string[]; readonly o: readonly string[] }>
> = {
  rim: {
    x: ['c1', 'e1', 'h3', 'h5', 'f8', 'd8', 'a6', 'a4'],
    o: ['d1', 'f1', 'h4', 'h6', 'e8', 'c8', 'a5', 'a3'],
  },
};

/** How the win is read (§4, §7.7). */
export const TRIANGULATE_ANYWHERE = 0;
export const TRIANGULATE_CONSECUTIVE = 1;

/** How track squares are read (§7.3): squares with large tokens but no small token. */
export const TRACK_PILE = 0;
export const TRACK_FREE_OWN = 1;
export const TRACK_CLOSED = 2;
export const TRACK_SLIDE = 3;

const TRACK_VALUES = ['pile', 'freeOwnTrack', 'closed', 'slide'];
const TRIANGULATE_VALUES = ['anywhere', 'consecutive'];

export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'layout',
    description: 'Where the small tokens start (the original diagram is lost).',
    values: Object.keys(LAYOUTS),
    default: 'rim',
    valueDescriptions: [
      'Four tokens in the middle of each edge, colours alternating, corners empty (X c1 e1 h3 h5 f8 d8 a6 a4; O d1 f1 h4 h6 e8 c8 a5 a3).',
    ],
  },
  {
    name: 'triangulate',
    description: 'Which three own small tokens on one square win.',
    values: TRIANGULATE_VALUES,
    default: 'anywhere',
    valueDescriptions: [
      'Three or more of the mover’s tokens anywhere in the destination stack, even with opponent tokens between them.',
      'Three of the mover’s tokens lying directly on one another, with no opponent token between.',
    ],
  },
  {
    name: 'track',
    description: 'What large tokens already on a square without small tokens (a track) change.',
    values: TRACK_VALUES,
    default: 'pile',
    valueDescriptions: [
      'Nothing: entering the square costs one large token, put on top of the pile whoever owns the ones below.',
      'Entering a square whose top large token is your own costs nothing.',
      'A square holding large tokens is closed: it can be entered only by stacking onto small tokens.',
      'A token may also move any distance in a straight line over squares topped by its own large token and free of small tokens; the square it stops on follows the usual rules.',
    ],
  },
];

/** The options in the numeric form the position reads in its hot paths. */
export interface Rules {
  readonly layout: string;
  readonly triangulate: number;
  readonly track: number;
}

/** Assumes `options` was checked with resolveOptions (every name present, every value valid). */
export function rulesOf(options: GameOptions): Rules {
  return {
    layout: options.layout,
    triangulate: TRIANGULATE_VALUES.indexOf(options.triangulate),
    track: TRACK_VALUES.indexOf(options.track),
  };
}
