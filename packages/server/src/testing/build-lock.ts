import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

/** How long a lock file may stay empty (its owner between creating and writing it). */
const UNWRITTEN_MS = 10_000;

/**
 * Runs `work` while holding the lock file at `path`, which names its owner's process id, so
 * that test files running in parallel take turns. A lock whose owner is gone (killed mid-build)
 * is broken; a live owner is waited for however long it takes, since breaking the lock of a
 * slow build on a loaded machine would let two builds write the same files.
 */
export async function withLock<T>(path: string, work: () => T): Promise<T> {
  for (;;) {
    let fd: number | undefined;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    }
    if (abandoned(path)) rmSync(path, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return work();
  } finally {
    rmSync(path, { force: true });
  }
}

/** Whether the lock at `path` is held by no live process (it may be gone already). */
function abandoned(path: string): boolean {
  let owner: string;
  let age: number;
  try {
    owner = readFileSync(path, 'utf8');
    age = Date.now() - statSync(path).mtimeMs;
  } catch {
    return false;
  }
  if (owner === '') return age > UNWRITTEN_MS;
  return !alive(Number(owner));
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
