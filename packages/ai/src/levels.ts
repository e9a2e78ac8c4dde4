import type { SearchRequest } from './search/types.js';
import type { ClockBudget } from './search/clock.js';
import type { MultiPlayerSearchName } from './search/create.js';

/**
 * A playing level: the budget of one move and how carefully it is spent. Budgets are node
 * counts and depth caps, which do not depend on how busy the machine is, so that games
 * between levels replay the same on any machine; the time cap is only a safety net for slow
 * machines. The low levels choose at random among moves close to the best, from a seeded
 * generator, so that games vary.
 */
export interface Level {
  readonly level: number;
  readonly depth: number;
  /** Node budget per move. */
  readonly nodes: number;
  /** Time cap per move in milliseconds. */
  readonly timeMs: number;
  /** Moves within this many hundredths of a pawn of the best may be chosen at random. */
  readonly randomMargin: number;
  /** Whether captures are followed beyond the horizon; level 1 does not look. */
  readonly quiescence: boolean;
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;

/**
 * Level 1 looks one move ahead without following exchanges and picks among moves up to two
 * and a half pawns worse than the best, so it leaves pieces hanging: a beginner can beat it.
 * Each level up spends about two and a half times the nodes of the one below and chooses
 * more carefully; from level 6 on there is no randomness (in a game of two; for three see
 * MULTI_PLAYER_LEVELS) and no depth cap. Level 8 is the full search: by default on a node
 * budget (so that matches replay), and on the caller's time budget when one is given,
 * searching as deep as that time allows.
 */
export const LEVELS: readonly Level[] = [
  { level: 1, depth: 1, nodes: 1_000, timeMs: 1_000, randomMargin: 250, quiescence: false },
  { level: 2, depth: 2, nodes: 1_500, timeMs: 1_000, randomMargin: 120, quiescence: true },
  { level: 3, depth: 3, nodes: 3_000, timeMs: 2_000, randomMargin: 60, quiescence: true },
  { level: 4, depth: 5, nodes: 8_000, timeMs: 3_000, randomMargin: 30, quiescence: true },
  { level: 5, depth: 7, nodes: 20_000, timeMs: 5_000, randomMargin: 12, quiescence: true },
  { level: 6, depth: 64, nodes: 50_000, timeMs: 10_000, randomMargin: 0, quiescence: true },
  { level: 7, depth: 64, nodes: 120_000, timeMs: 20_000, randomMargin: 0, quiescence: true },
  { level: 8, depth: 64, nodes: 300_000, timeMs: 30_000, randomMargin: 0, quiescence: true },
];

/** How a level plays a game of three or more seats (Triangulation). */
export interface MultiPlayerLevel {
  readonly search: MultiPlayerSearchName;
  /** In place of the level's own `randomMargin`. */
  readonly randomMargin: number;
}

/**
 * Level 1 first, by measurement (packages/ai/README.md, "The ladder with best-reply"): with
 * best-reply at every level and level 6 choosing within 0.12 pawns of its best, as level 5
 * does, each level took more than a third of the points against two of the level below
 * (35.3% to 43.7% from level 3 up, over 32 to 56 openings a step). Level 6 so took 54.2%
 * against two level-6 engines playing as before (paranoid, always the best move), and
 * best-reply level 8 47.2% ± 8.3% against two paranoid level-8 engines. A level 6 that
 * always plays its best shuffles one piece to and fro while the others go on, since no
 * repetition rule stops it; levels 7 and 8 lost points with the margin, and play their best.
 */
const MULTI_PLAYER_LEVELS: readonly MultiPlayerLevel[] = [
  { search: 'brs', randomMargin: 250 },
  { search: 'brs', randomMargin: 120 },
  { search: 'brs', randomMargin: 60 },
  { search: 'brs', randomMargin: 30 },
  { search: 'brs', randomMargin: 12 },
  { search: 'brs', randomMargin: 12 },
  { search: 'brs', randomMargin: 0 },
  { search: 'brs', randomMargin: 0 },
];

export function multiPlayerLevel(level: number): MultiPlayerLevel {
  return MULTI_PLAYER_LEVELS[levelSettings(level).level - 1];
}

/** The search a level plays a game of three or more seats with. */
export function multiPlayerSearchOf(level: number): MultiPlayerSearchName {
  return multiPlayerLevel(level).search;
}

/** The plies from a game's start in which the levels that choose at random play sound moves. */
export const OPENING_PLIES = 10;

/**
 * How those levels choose in the opening: among moves up to a quarter of a pawn worse than the
 * best, found by a search that follows captures at least 4 plies deep. A beginner's blunders
 * belong to the middle game; at the start they would end a game before it begins (level 1
 * leapt its Sankaku Emperor into capture on the first move), and a quarter of a pawn still
 * leaves most sound first moves to choose from.
 */
const OPENING = { depth: 4, nodes: 8_000, randomMargin: 25 } as const;

export function levelSettings(level: number): Level {
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new RangeError(
      `level must be an integer from ${MIN_LEVEL} to ${MAX_LEVEL}, not ${typeof level === 'string' ? `"${level}"` : level}`,
    );
  }
  return LEVELS[level - 1];
}

/** Budgets a caller may impose on top of a level. */
export interface Budget {
  readonly depth?: number;
  readonly nodes?: number;
  readonly timeMs?: number;
  /** The clock of the seat to move, spent from as a clock player would (search/clock.ts). */
  readonly clock?: ClockBudget;
  /** Judging the position rather than playing it (SearchStyle.analysis). */
  readonly analysis?: boolean;
}

/** What besides the budget decides how a level plays a move. */
export interface LevelContext {
  /** The position is in the first OPENING_PLIES plies from the start. */
  readonly opening?: boolean;
  /** A margin in place of the level's own, in hundredths of a pawn (0: always the best move). */
  readonly randomMargin?: number;
  /** Three or more seats play: the level's margin is its `multiPlayerLevel` one. */
  readonly multiPlayer?: boolean;
}

/**
 * The search request for a level. A budget the caller gives replaces the level's own of the
 * same kind; at level 8 a caller's time budget or clock also lifts the node budget, so that the
 * search uses all the time it is given. A margin the context gives replaces the level's (in a
 * game of three, the level's is its `multiPlayerLevel` one). In the
 * `opening` (the first OPENING_PLIES plies from the start) a level that chooses at random
 * chooses as OPENING says.
 */
export function levelRequest(
  level: number,
  budget: Budget = {},
  random?: () => number,
  context: LevelContext = {},
): SearchRequest {
  const base = levelSettings(level);
  const margin =
    context.randomMargin ??
    (context.multiPlayer === true ? multiPlayerLevel(level).randomMargin : base.randomMargin);
  const own = margin === base.randomMargin ? base : { ...base, randomMargin: margin };
  const settings: Level =
    context.opening === true && own.randomMargin > 0
      ? {
          ...own,
          depth: Math.max(own.depth, OPENING.depth),
          nodes: Math.max(own.nodes, OPENING.nodes),
          randomMargin: OPENING.randomMargin,
          quiescence: true,
        }
      : own;
  const timed = budget.timeMs !== undefined || budget.clock !== undefined;
  const fullStrength = level === MAX_LEVEL && timed;
  return {
    depth: budget.depth ?? settings.depth,
    nodes: budget.nodes ?? (fullStrength ? undefined : settings.nodes),
    // Under a clock the clock sets the time; the level's own limit still bounds it.
    timeMs: budget.timeMs ?? settings.timeMs,
    clock: budget.clock,
    randomMargin: settings.randomMargin,
    quiescence: settings.quiescence,
    random,
    ...(budget.analysis === true ? { analysis: true } : {}),
  };
}
