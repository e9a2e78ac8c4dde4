import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runBench } from './bench.js';

// `npm run bench`: builds, then runs this file.
process.exitCode = runBench(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  errIsTTY: process.stderr.isTTY === true,
  runProcess: (argv) => {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...argv], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`a bench process ended with status ${child.status}`);
    return child.stdout;
  },
});
