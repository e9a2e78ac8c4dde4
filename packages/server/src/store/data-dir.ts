import { mkdirSync, statSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The kernel's own file systems (statfs's f_type, Linux's magic numbers), which show the
 * kernel's state as files and hold none of ours: a folder cannot be made in them.
 */
const KERNEL_FILE_SYSTEMS = new Map<number, string>([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0xcafe4a11, 'bpf'],
  [0x6165676c, 'pstore'],
  [0x62656570, 'configfs'],
  [0xde5e81e4, 'efivarfs'],
  [0xf97cff8c, 'selinuxfs'],
  [0x65735543, 'fusectl'],
  [0x42494e4d, 'binfmt_misc'],
  [0x1cd1, 'devpts'],
  [0x19800202, 'mqueue'],
]);

/**
 * Makes the folder `dir` and those above it that are missing, as `mkdir -p` does, but one
 * folder at a time: Node 20's `mkdirSync(dir, { recursive: true })` never returns for a path
 * under /proc (the kernel answers ENOENT for the folder, Node makes its parent, which exists,
 * and tries the folder again, forever), so a DATA_DIR there hung the start without a word.
 * Throws, saying why, when the nearest folder that exists is on one of the kernel's own file
 * systems, or when a folder cannot be made.
 */
export function makeDataDir(dir: string): void {
  const missing: string[] = [];
  let existing = resolve(dir);
  for (;;) {
    try {
      // A file where the folder should be: mkdir's own error, as recursive mkdir gave.
      if (!statSync(existing).isDirectory()) mkdirSync(existing);
      break;
    } catch (error) {
      const above = dirname(existing);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || above === existing) throw error;
      missing.unshift(existing);
      existing = above;
    }
  }
  if (process.platform === 'linux') {
    const kind = KERNEL_FILE_SYSTEMS.get(statfsSync(existing).type);
    if (kind !== undefined)
      throw new Error(
        `${existing} is on ${kind}, a file system of the kernel's where no folder or file can be made`,
      );
  }
  // A folder made meanwhile by another process is no fault.
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(folder).isDirectory())
        throw error;
    }
  }
}
