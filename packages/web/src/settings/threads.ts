import { useState } from 'preact/hooks';

const KEY = 'trigon.threads';
/** The most threads offered, however many cores the machine has. */
export const MOST_THREADS = 8;

/** What the page can use: the machine's cores, and whether threads can share memory here. */
export interface ThreadSupport {
  readonly cores: number;
  /** SharedArrayBuffer is available: the page is cross-origin isolated. */
  readonly shared: boolean;
}

export function threadSupport(): ThreadSupport {
  const cores = globalThis.navigator?.hardwareConcurrency;
  return {
    cores: Number.isInteger(cores) && cores! >= 1 ? cores! : 1,
    shared:
      typeof SharedArrayBuffer === 'function' &&
      (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true,
  };
}

/** The thread counts offered: 1 up to the cores (at most MOST_THREADS); only 1 without shared memory. */
export function threadChoices(support: ThreadSupport): number[] {
  const most = support.shared ? Math.min(support.cores, MOST_THREADS) : 1;
  return Array.from({ length: most }, (_, i) => i + 1);
}

/**
 * The threads analysis searches with until the player chooses: half the cores, at most four,
 * so that the page, the player's other programs and the battery keep their share.
 */
export function defaultThreads(support: ThreadSupport): number {
  const choices = threadChoices(support);
  return Math.min(Math.max(1, Math.floor(support.cores / 2)), 4, choices.length);
}

/** The player's stored choice if this machine offers it, else the default. */
export function readThreads(
  storage: Pick<Storage, 'getItem'> | undefined,
  support: ThreadSupport,
): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(KEY) ?? null;
  } catch {
    // Storage refused (a private window): the default.
  }
  const chosen = stored !== null && /^\d+$/.test(stored) ? Number(stored) : NaN;
  return threadChoices(support).includes(chosen) ? chosen : defaultThreads(support);
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The analysis threads, remembered by the browser once the player chooses. */
export function useThreads(): [number, (threads: number) => void] {
  const [threads, setThreads] = useState(() => readThreads(storage(), threadSupport()));
  return [
    threads,
    (next) => {
      try {
        storage()?.setItem(KEY, String(next));
      } catch {
        // Storage refused: the choice holds for this page only.
      }
      setThreads(next);
    },
  ];
}
