import { runBench } from './bench.js';

// `npm run bench`: builds, then runs this file.
process.exitCode = runBench(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  errIsTTY: process.stderr.isTTY === true,
});
