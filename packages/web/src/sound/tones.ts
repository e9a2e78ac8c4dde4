import type { Cue } from './cues.js';

/** One note of a sound: its pitch, when it starts after the sound does, and how long it rings. */
export interface Note {
  readonly hz: number;
  readonly at: number;
  readonly seconds: number;
  readonly wave: OscillatorType;
  /** Peak loudness, 0..1. */
  readonly gain: number;
}

/**
 * Each sound as notes, made in the browser (nothing is fetched). Every sound's first note has a
 * pitch of its own, so that one sound is never taken for another. "Your turn" is the loudest
 * and longest: a rising triad a player across the table hears in a game of three.
 */
export const TONES: Readonly<Record<Cue, readonly Note[]>> = {
  move: [{ hz: 660, at: 0, seconds: 0.07, wave: 'triangle', gain: 0.35 }],
  capture: [
    { hz: 440, at: 0, seconds: 0.06, wave: 'square', gain: 0.25 },
    { hz: 330, at: 0.05, seconds: 0.1, wave: 'square', gain: 0.25 },
  ],
  check: [
    { hz: 988, at: 0, seconds: 0.09, wave: 'sawtooth', gain: 0.22 },
    { hz: 988, at: 0.12, seconds: 0.09, wave: 'sawtooth', gain: 0.22 },
  ],
  end: [
    { hz: 523, at: 0, seconds: 0.18, wave: 'triangle', gain: 0.4 },
    { hz: 392, at: 0.18, seconds: 0.18, wave: 'triangle', gain: 0.4 },
    { hz: 262, at: 0.36, seconds: 0.4, wave: 'triangle', gain: 0.4 },
  ],
  'low-time': [
    { hz: 1760, at: 0, seconds: 0.05, wave: 'square', gain: 0.2 },
    { hz: 1760, at: 0.1, seconds: 0.05, wave: 'square', gain: 0.2 },
    { hz: 1760, at: 0.2, seconds: 0.05, wave: 'square', gain: 0.2 },
  ],
  'your-turn': [
    { hz: 587, at: 0, seconds: 0.12, wave: 'sine', gain: 0.6 },
    { hz: 740, at: 0.12, seconds: 0.12, wave: 'sine', gain: 0.6 },
    { hz: 880, at: 0.24, seconds: 0.25, wave: 'sine', gain: 0.6 },
  ],
};
