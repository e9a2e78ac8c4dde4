import { runTune } from './tune.js';

// `npm run tune -- <game> …`: builds, then runs this file.
process.exitCode = runTune(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
