import type { Cue } from './cues.js';
import { mutedNow } from './mute.js';
import { TONES } from './tones.js';

/**
 * Plays the sounds with Web Audio. Browsers refuse sound before the person has done something
 * on the page, so the audio context is made (or resumed) on their first press of a key or
 * pointer; until then, and in a browser without Web Audio, nothing sounds and nothing fails.
 */
let context: AudioContext | undefined;
let listening = false;

function audioClass(): typeof AudioContext | undefined {
  const g = globalThis as {
    AudioContext?: typeof AudioContext;
    webkitAudioContext?: typeof AudioContext;
  };
  return g.AudioContext ?? g.webkitAudioContext;
}

function unlock(): void {
  const Audio = audioClass();
  // Muted, the page makes no audio context at all: starting one costs the browser time.
  if (!Audio || mutedNow()) return;
  try {
    context ??= new Audio();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = undefined;
  }
}

/** Makes the audio context on the person's next gesture (once per page). */
export function listenForGesture(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, unlock, { capture: true });
}

export function playCue(cue: Cue, delay = 0): void {
  if (!context || context.state !== 'running' || mutedNow()) return;
  const start = context.currentTime + delay;
  for (const note of TONES[cue]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + note.at;
    oscillator.type = note.wave;
    oscillator.frequency.setValueAtTime(note.hz, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(note.gain, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + note.seconds);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + note.seconds + 0.02);
  }
}

/** Plays `cues` one after the other. */
export function playCues(cues: readonly Cue[]): void {
  let delay = 0;
  for (const cue of cues) {
    playCue(cue, delay);
    const notes = TONES[cue];
    const last = notes[notes.length - 1]!;
    delay += last.at + last.seconds + 0.05;
  }
}
