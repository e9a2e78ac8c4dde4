import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir } from './data-dir.js';

const root = mkdtempSync(join(tmpdir(), 'trigon-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makeDataDir', () => {
  it('makes the folder and the missing ones above it, and leaves one that exists be', () => {
    const dir = join(root, 'a', 'b', 'c');
    makeDataDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    makeDataDir(dir);
    makeDataDir(join(root, 'a'));
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('refuses a file in the way, as mkdir does', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    expect(() => makeDataDir(file)).toThrow(/^EEXIST: /);
    expect(() => makeDataDir(join(file, 'data'))).toThrow(/^ENOTDIR: /);
  });

  it.runIf(process.platform === 'linux')(
    "refuses a folder on the kernel's file systems at once, naming the folder that is there",
    () => {
      expect(() => makeDataDir('/proc/trigon-no-such/data')).toThrow(
        "/proc is on proc, a file system of the kernel's where no folder or file can be made",
      );
      expect(() => makeDataDir('/sys/trigon-no-such')).toThrow(/^\/sys is on sysfs, /);
      expect(existsSync('/proc/trigon-no-such')).toBe(false);
    },
  );
});
