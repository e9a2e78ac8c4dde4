import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withLock } from './build-lock.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function lockPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trigon-lock-'));
  dirs.push(dir);
  return join(dir, 'build.pid');
}

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('withLock', () => {
  it('names its owner while it runs and is gone after', async () => {
    const path = lockPath();
    const seen = await withLock(path, () => readFileSync(path, 'utf8'));
    expect(seen).toBe(String(process.pid));
    expect(existsSync(path)).toBe(false);
  });

  it('is released when the work throws', async () => {
    const path = lockPath();
    await expect(
      withLock(path, () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(existsSync(path)).toBe(false);
  });

  it('breaks a lock whose owner has died', async () => {
    const path = lockPath();
    writeFileSync(path, String(deadPid()));
    expect(await withLock(path, () => 'built')).toBe('built');
  });

  it('waits for a live owner, however long it holds the lock', async () => {
    const path = lockPath();
    // This process stands for another file's build in progress.
    writeFileSync(path, String(process.pid));
    let done = false;
    const waiting = withLock(path, () => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(done).toBe(false);
    rmSync(path);
    await waiting;
    expect(done).toBe(true);
  });
});
