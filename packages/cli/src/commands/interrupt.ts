import type { Io } from '../io.js';

/** The exit status of a command stopped by Ctrl-C: 128 + SIGINT, as the shell reports one. */
export const INTERRUPTED = 130;

/**
 * Ctrl-C during a match: the game in play stops after the move being searched and is not
 * counted; the match reports the games it finished. A second Ctrl-C ends the process at once.
 */
export function interruptible(io: Io): {
  stopped: () => boolean;
  close: () => void;
  report: (finished: number, games: number) => void;
} {
  let stopped = false;
  const close = io.onInterrupt(() => (stopped = true));
  return {
    stopped: () => stopped,
    close,
    report: (finished, games) =>
      io.stderr.write(
        `trigon: match interrupted after ${finished} of ${games} games; the game in play is not counted [interrupted]\n`,
      ),
  };
}
