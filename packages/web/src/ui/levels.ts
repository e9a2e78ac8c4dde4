/**
 * The AI's playing levels as the app offers them. They mirror @trigon/ai's LEVELS (a test
 * checks that), kept here so that the first page does not load the AI's code to list them.
 */
export const AI_LEVELS = 8;

/**
 * The strongest level thinks for this long a move (the AI then lifts its node budget); the
 * player can cut it short with "Move now".
 */
export const STRONGEST_MS = 10_000;

const NAMES: Readonly<Record<number, string>> = {
  1: 'beginner',
  4: 'club player',
  8: 'strongest, 10 s a move',
};

export function levelName(level: number): string {
  return NAMES[level] ? `${level} (${NAMES[level]})` : String(level);
}
