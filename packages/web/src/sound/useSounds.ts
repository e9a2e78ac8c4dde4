import { useEffect, useRef } from 'preact/hooks';
import { cuesBetween, fellLow, type SoundState } from './cues.js';
import { listenForGesture, playCue, playCues } from './synth.js';

/** Plays what each change of the game calls for (see `cuesBetween`); call on every render. */
export function useGameSounds(state: SoundState): void {
  const previous = useRef<SoundState | undefined>(undefined);
  useEffect(() => listenForGesture(), []);
  useEffect(() => {
    const cues = cuesBetween(previous.current, state);
    previous.current = state;
    if (cues.length > 0) playCues(cues);
  });
}

/**
 * Warns once as `timeLeft()` (ms, or null without a clock) falls below the low-time mark,
 * watching while `running`: the low-time tone, and `onLow` (the page's words for a screen
 * reader, which the tone alone does not reach when muted or not told apart).
 */
export function useLowTimeSound(
  running: boolean,
  timeLeft: () => number | null,
  onLow: () => void = () => {},
): void {
  const read = useRef(timeLeft);
  read.current = timeLeft;
  const warn = useRef(onLow);
  warn.current = onLow;
  const last = useRef<number | null>(null);
  useEffect(() => {
    last.current = read.current();
    if (!running) return undefined;
    const timer = setInterval(() => {
      const now = read.current();
      if (fellLow(last.current, now)) {
        playCue('low-time');
        warn.current();
      }
      last.current = now;
    }, 200);
    return () => clearInterval(timer);
  }, [running]);
}
