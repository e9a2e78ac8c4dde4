/**
 * The AI's playing levels as the app offers them. They mirror @trigon/ai's LEVELS (a test
 * checks that), kept here so that the first page does not load the AI's code to list them.
 */
export const AI_LEVELS = 8;

const NAMES: Readonly<Record<number, string>> = {
  1: 'beginner',
  4: 'club player',
  8: 'strongest',
};

export function levelName(level: number): string {
  return NAMES[level] ? `${level} (${NAMES[level]})` : String(level);
}
