import { useMuted } from './mute.js';

/** The mute switch of the game pages' sounds; the browser remembers it. */
export function SoundToggle() {
  const [muted, setMuted] = useMuted();
  return (
    <button
      type="button"
      class="sound-toggle"
      aria-pressed={muted}
      title={muted ? 'Sounds are off' : 'Sounds are on'}
      onClick={() => setMuted(!muted)}
    >
      Mute sounds
    </button>
  );
}
