import { useEffect, useState } from 'preact/hooks';
import { readAppearance, writeChoice, type Appearance } from './appearance.js';

/**
 * The appearance of this page: read once at load, changed by the settings dialog. It is shown
 * through attributes of the root element (`data-theme`, `data-board`, `data-pieces`), which
 * themes.css turns into colours; the piece set also reaches the board through useAppearance.
 */
const LIGHT_QUERY = '(prefers-color-scheme: light)';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function prefersLight(): boolean {
  return typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches;
}

let current: Appearance = readAppearance(storage(), prefersLight());
const listeners = new Set<(appearance: Appearance) => void>();

function apply(appearance: Appearance): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.dataset.theme = appearance.theme;
  root.dataset.board = appearance.board;
  root.dataset.pieces = appearance.pieces;
}

apply(current);

// A theme the user has not chosen follows the system's as it changes.
if (typeof matchMedia === 'function') {
  matchMedia(LIGHT_QUERY).addEventListener?.('change', () =>
    update(readAppearance(storage(), prefersLight())),
  );
}

function update(next: Appearance): void {
  if (
    next.theme === current.theme &&
    next.board === current.board &&
    next.pieces === current.pieces
  ) {
    return;
  }
  current = next;
  apply(current);
  for (const listener of listeners) listener(current);
}

export function appearance(): Appearance {
  return current;
}

/** Shows and remembers one choice. */
export function choose<K extends keyof Appearance>(key: K, value: Appearance[K]): void {
  writeChoice(storage(), key, value);
  update({ ...current, [key]: value });
}

/** The current appearance, re-rendering the component when it changes. */
export function useAppearance(): Appearance {
  const [shown, setShown] = useState(current);
  useEffect(() => {
    listeners.add(setShown);
    setShown(current);
    return () => {
      listeners.delete(setShown);
    };
  }, []);
  return shown;
}
