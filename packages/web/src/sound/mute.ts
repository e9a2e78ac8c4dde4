import { useEffect, useState } from 'preact/hooks';

const KEY = 'trigon.sound.muted';
const listeners = new Set<(muted: boolean) => void>();
/** The switch as set on this page, which holds even where storage is refused. */
let memory: boolean | undefined;

/** Whether the player muted the sounds; remembered by the browser. */
export function isMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setMuted(muted: boolean): void {
  try {
    if (muted) globalThis.localStorage?.setItem(KEY, '1');
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage refused (a private window): the switch holds for this page only.
  }
  memory = muted;
  for (const listener of listeners) listener(muted);
}

/** The mute switch as state, shared by every component that shows it. */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const [muted, set] = useState(() => memory ?? isMuted());
  useEffect(() => {
    listeners.add(set);
    return () => void listeners.delete(set);
  }, []);
  return [muted, setMuted];
}

/** Whether sounds are muted now (the switch of this page, else the stored one). */
export function mutedNow(): boolean {
  return memory ?? isMuted();
}
