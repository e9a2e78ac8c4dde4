/**
 * Whether SQLite's folder can take what players do: a readiness check (ops/health.ts). A disk
 * that is full, or that the system remounted read-only after an error, fails every move while
 * reads go on answering, so the store's own check (a read) stays green.
 */
import { access, constants, statfs } from 'node:fs/promises';
import { NotReady, type Check } from './health.js';

/** Under this much free space on DATA_DIR's file system, the server is not ready. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** The bytes this process may still write on the file system of `dir`. */
export type FreeSpace = (dir: string) => Promise<number>;

export const freeSpace: FreeSpace = async (dir) => {
  const stats = await statfs(dir);
  // bavail, not bfree: the blocks reserved for root are not for a server's writes.
  return stats.bavail * stats.bsize;
};

const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Two system calls and no write, cheap enough for a probe every second. The reasons name
 * DATA_DIR, never its path: whoever asks /readyz gets them.
 */
export function diskCheck(dir: string, free: FreeSpace = freeSpace, min = MIN_FREE_BYTES): Check {
  return async () => {
    try {
      await access(dir, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'an error';
      throw new NotReady(`DATA_DIR cannot be written (${code}): moves cannot be stored`);
    }
    let bytes: number;
    try {
      bytes = await free(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'an error';
      throw new NotReady(`the free space of DATA_DIR cannot be read (${code})`);
    }
    if (bytes < min)
      throw new NotReady(
        `${mb(bytes)} free on the file system of DATA_DIR, under ${mb(min)}: moves would soon fail to be stored`,
      );
  };
}
