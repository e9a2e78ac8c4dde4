const KEY = 'trigon.analysis';

/**
 * Whether the engine's analysis is shown, as the player last set it ('on' or 'off' in
 * localStorage); `fallback` (on for an analysis board) until they have.
 */
export function readAnalysisOn(fallback: boolean): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    return stored === 'on' ? true : stored === 'off' ? false : fallback;
  } catch {
    return fallback;
  }
}

export function writeAnalysisOn(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (a private window): the switch holds for this page only.
  }
}
